#pragma once
// Plays a MidiSequence through a MusicSynth, sample-exact: each message
// lands on its frame, and a looping song jumps back to its start on the
// frame its length ends, with no gap. Or plays a Recording (an Ogg music
// lump), looping from its loop start. Not thread-safe; MusicStream guards it.
#include <memory>

#include "audio/midi_sequence.h"
#include "audio/ogg_recording.h"
#include "audio/music_synth.h"

namespace audio {

class MusicPlayer {
public:
    explicit MusicPlayer(std::unique_ptr<MusicSynth> synth);

    void play(MidiSequence song, bool loop);
    void play(Recording recording, bool loop);
    void stop();
    bool playing() const { return playing_; }
    // MusicSynth::set_music_volume. Where the synth turns itself down, a
    // recording is turned down here alike.
    bool set_music_volume(int volume);
    // Fills interleaved stereo frames (silence when stopped or finished).
    void render(std::span<std::int16_t> frames);
    // A copy that renders on exactly as this one would (the song is
    // shared), or null where the synth cannot be copied.
    std::unique_ptr<MusicPlayer> clone() const;

private:
    std::unique_ptr<MusicSynth> synth_;
    void render_recording(std::span<std::int16_t> frames);

    std::shared_ptr<const MidiSequence> song_;
    std::shared_ptr<const Recording> recording_;  // instead of song_ when set
    int recording_volume_ = 15;                   // out of 15, where the synth keeps the volume
    bool loop_ = false;
    bool playing_ = false;
    std::size_t next_ = 0;
    std::int64_t position_ = 0;  // frames into the song
};

}  // namespace audio
