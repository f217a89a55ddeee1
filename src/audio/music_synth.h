#pragma once
// A music device: takes MIDI channel messages and renders 16-bit stereo at
// the output rate. The OPL driver and FluidSynth are the two.
#include <cstdint>
#include <memory>
#include <span>

#include "audio/midi_sequence.h"

namespace audio {

class MusicSynth {
public:
    virtual ~MusicSynth() = default;
    virtual void send(const MidiMessage& message) = 0;
    // Silences every note and resets the controllers (a song's start).
    virtual void reset() = 0;
    // Interleaved stereo: frames.size() / 2 frames.
    virtual void render(std::span<std::int16_t> frames) = 0;
    // A looping song is back at its start, its notes already ended.
    virtual void restart() {}
    // The menu's music volume, 0..15. A device that turns itself down the
    // way the original's driver did returns true; the others are scaled by
    // their stream.
    virtual bool set_music_volume(int /*volume*/) { return false; }
    // A copy that renders on exactly as this one would, or null for a
    // device that cannot be copied (FluidSynth, whose volume is a gain).
    virtual std::unique_ptr<MusicSynth> clone() const { return nullptr; }
};

}  // namespace audio
