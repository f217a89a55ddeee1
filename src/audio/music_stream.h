#pragma once
// Music to OpenAL: one stereo source fed a queue of buffers. A live device
// refills the queue from a thread of its own; a loopback device is refilled
// by the renderer before each block, so offline output never underruns.
// Each queued buffer keeps a copy of the player as it was where the buffer
// starts, so the queued music can be rendered again (a volume change).
// Needs a current OpenAL context for its whole life.
#include <array>
#include <atomic>
#include <condition_variable>
#include <deque>
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
    void play(Recording recording, bool loop);
    void stop();
    // 0..15, heard at once. Where the device applies it itself (the OPL
    // driver, as DMX did) the queued music is rendered again from the frame
    // the source was playing when called, with the new volume from that
    // frame on, and replaces the old queue where playback has got to: the
    // music is what the driver would have played had the volume changed on
    // that frame. Other devices are scaled by the source's gain. 0 is always
    // the gain too: DMX's cap alone leaves the chip at its faintest level.
    void set_volume(int volume);
    // Refills whatever buffers OpenAL has finished with.
    void pump();

    static constexpr int kBuffers = 4;
    static constexpr int kBufferFrames = 2048;

private:
    // One buffer in the source's queue: the stream frames it holds, and
    // the player at `snapshot_frame` (at or before `start`), to render it
    // again; no player where the synth cannot be copied.
    struct Queued {
        unsigned buffer = 0;
        std::int64_t start = 0;
        std::int64_t frames = 0;
        std::unique_ptr<MusicPlayer> snapshot;
        std::int64_t snapshot_frame = 0;
    };

    void queue(Queued entry, std::span<const std::int16_t> stereo);
    void refill();
    void restart_queue();
    void keep_playing();
    std::int64_t played_frame();
    void render_again(int volume);
    void run();

    std::mutex mutex_;
    MusicPlayer player_;   // renders from end_ on
    std::int64_t end_ = 0;  // stream frame where the queue ends
    unsigned source_ = 0;
    std::array<unsigned, kBuffers> buffers_{};
    std::vector<unsigned> free_;     // buffers not in the queue
    std::deque<Queued> queued_;      // in the source's queue order
    std::vector<std::int16_t> block_;
    std::vector<std::int16_t> again_;  // render_again's music
    std::atomic<bool> quit_{false};
    std::condition_variable wake_;
    std::thread thread_;
};

}  // namespace audio
