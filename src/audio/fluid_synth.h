#pragma once
// The soundfont music device: FluidSynth with a General MIDI soundfont.
// libfluidsynth is loaded when the first synth is made, not at program
// start: it brings some sixty libraries with it, whose relocation alone
// cost more than the rest of a -timedemo -nodraw start-up.
#include <memory>
#include <span>
#include <string>

#include "audio/music_synth.h"

struct _fluid_hashtable_t;
struct _fluid_synth_t;

namespace audio {

// The system's General MIDI soundfont, if one is installed (Debian's
// sf2/default-GM.sf2 or sf3/default-GM.sf3); empty otherwise.
std::string default_soundfont();

class FluidSynth final : public MusicSynth {
public:
    // Throws base::Error saying why when the soundfont will not load.
    FluidSynth(const std::string& file, int rate);
    ~FluidSynth() override;
    FluidSynth(const FluidSynth&) = delete;
    FluidSynth& operator=(const FluidSynth&) = delete;

    void send(const MidiMessage& message) override;
    void reset() override;
    void render(std::span<std::int16_t> frames) override;

private:
    struct Library;
    std::unique_ptr<Library> fluid_;
    _fluid_hashtable_t* settings_ = nullptr;
    _fluid_synth_t* synth_ = nullptr;
};

}  // namespace audio
