#pragma once
// A palette whose 256 colours all differ, so a wrong index shows as a wrong colour.
#include <array>
#include <cstdint>

#include "assets/palette.h"

namespace test_support {

inline std::array<assets::Rgb, 256> distinct_palette() {
    std::array<assets::Rgb, 256> palette{};
    for (int i = 0; i < 256; ++i)
        palette[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(255 - i),
                                                static_cast<std::uint8_t>(i * 7)};
    return palette;
}

}  // namespace test_support
