#pragma once
// Reads the oracle's 8-bit indexed PNG frames: pixel values are palette
// indices, and the PNG palette is PLAYPAL palette 0.
#include <array>
#include <cstdint>
#include <filesystem>
#include <vector>

namespace test_support {

struct IndexedImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> pixels;                  // row-major indices
    std::vector<std::array<std::uint8_t, 3>> palette;  // PLTE entries

    std::uint8_t at(int x, int y) const {
        return pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)];
    }
};

// Fails the calling test (and returns an empty image) when the file is not
// an 8-bit indexed PNG.
IndexedImage read_indexed_png(const std::filesystem::path& path);

}  // namespace test_support
