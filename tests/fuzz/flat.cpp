// Flats: 4096 bytes, or what a damaged lump holds instead.
#include <cstdint>
#include <span>

#include "assets/flat.h"
#include "base/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)assets::decode_flat(std::span<const std::uint8_t>(data, size), "fuzz.wad: lump FLAT");
    } catch (const base::Error&) {
    }
    return 0;
}
