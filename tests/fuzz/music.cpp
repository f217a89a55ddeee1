// Music lumps: MUS (decoded and converted to MIDI) or MIDI (checked).
#include <cstdint>
#include <span>

#include "assets/music.h"
#include "base/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)assets::music_lump_to_midi(std::span<const std::uint8_t>(data, size), "fuzz.wad: lump D_FUZZ");
    } catch (const base::Error&) {
    }
    return 0;
}
