// The picture format of patches, sprites and screens.
#include <cstdint>
#include <span>

#include "assets/picture.h"
#include "base/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)assets::decode_picture(std::span<const std::uint8_t>(data, size), "fuzz.wad: lump PATCH");
    } catch (const base::Error&) {
    }
    return 0;
}
