#pragma once
// Plays a MidiSequence through a MusicSynth, sample-exact: each message
// lands on its frame, and a looping song jumps back to its start on the
// frame its length ends, with no gap. Not thread-safe; MusicStream guards it.
#include <memory>

#include "audio/midi_sequence.h"
#include "audio/music_synth.h"

namespace audio {

class MusicPlayer {
public:
    explicit MusicPlayer(std::unique_ptr<MusicSynth> synth);

    void play(MidiSequence song, bool loop);
    void stop();
    bool playing() const { return playing_; }
    // MusicSynth::set_music_volume.
    bool set_music_volume(int volume) { return synth_->set_music_volume(volume); }
    // Fills interleaved stereo frames (silence when stopped or finished).
    void render(std::span<std::int16_t> frames);
    // A copy that renders on exactly as this one would (the song is
    // shared), or null where the synth cannot be copied.
    std::unique_ptr<MusicPlayer> clone() const;

private:
    std::unique_ptr<MusicSynth> synth_;
    std::shared_ptr<const MidiSequence> song_;
    bool loop_ = false;
    bool playing_ = false;
    std::size_t next_ = 0;
    std::int64_t position_ = 0;  // frames into the song
};

}  // namespace audio
