// Music lumps as the OPL and FluidSynth players take them: converted to
// MIDI, then every track's events merged in time order with the tempo
// changes applied (audio::load_music_lump), at the mixer's rate.
#include <cstdint>
#include <span>

#include "audio/midi_sequence.h"
#include "base/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)audio::load_music_lump(std::span<const std::uint8_t>(data, size), "fuzz.wad: lump D_FUZZ", 44100);
    } catch (const base::Error&) {
    }
    return 0;
}
