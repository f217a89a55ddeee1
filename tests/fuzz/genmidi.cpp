// GENMIDI, the OPL instrument bank the music synthesiser plays.
#include <cstdint>
#include <span>

#include "assets/genmidi.h"
#include "base/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)assets::decode_genmidi(std::span<const std::uint8_t>(data, size), "fuzz.wad: lump GENMIDI");
    } catch (const base::Error&) {
    }
    return 0;
}
