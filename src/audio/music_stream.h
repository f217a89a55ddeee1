#pragma once
// Music to OpenAL: one stereo source fed a queue of buffers. A live device
// refills the queue from a thread of its own; a loopback device is refilled
// by the renderer before each block, so offline output never underruns.
// Needs a current OpenAL context for its whole life.
#include <array>
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "audio/music_player.h"

namespace audio {

class MusicStream {
public:
    MusicStream(std::unique_ptr<MusicSynth> synth, bool threaded);
    ~MusicStream();
    MusicStream(const MusicStream&) = delete;
    MusicStream& operator=(const MusicStream&) = delete;

    void play(MidiSequence song, bool loop);
    void stop();
    // 0..15. Where the device applies it itself (the OPL driver, as DMX
    // did) the change is heard once the queued buffers have played (up to
    // 0.19 s); otherwise at once, through the source's gain. 0 is always
    // the gain: silence at once.
    void set_volume(int volume);
    // Refills whatever buffers OpenAL has finished with.
    void pump();

    static constexpr int kBuffers = 4;
    static constexpr int kBufferFrames = 2048;

private:
    void fill(unsigned buffer);
    void restart_queue();
    void run();

    std::mutex mutex_;
    MusicPlayer player_;
    unsigned source_ = 0;
    std::array<unsigned, kBuffers> buffers_{};
    std::vector<std::int16_t> block_;
    std::atomic<bool> quit_{false};
    std::condition_variable wake_;
    std::thread thread_;
};

}  // namespace audio
