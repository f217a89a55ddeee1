// Sound lumps: DMX digitised (DS*) and PC speaker (DP*) sounds.
#include <cstdint>
#include <span>

#include "assets/sound.h"
#include "base/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::span<const std::uint8_t> bytes(data, size);
    try {
        (void)assets::decode_digital_sound(bytes, "fuzz.wad: lump DSFUZZ");
    } catch (const base::Error&) {
    }
    try {
        (void)assets::decode_pc_speaker_sound(bytes, "fuzz.wad: lump DPFUZZ");
    } catch (const base::Error&) {
    }
    return 0;
}
