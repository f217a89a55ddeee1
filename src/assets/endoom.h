#pragma once
// ENDOOM: the text screen shown on exit, 80 × 25 cells of a code page 437
// character and a VGA colour attribute.
#include <array>
#include <cstdint>
#include <span>
#include <string>

namespace assets {

struct Endoom {
    static constexpr int kColumns = 80;
    static constexpr int kRows = 25;
    static constexpr std::size_t kBytes = kColumns * kRows * 2;

    std::array<std::uint8_t, kBytes> cells{};  // character, attribute, row-major

    std::uint8_t character(int column, int row) const { return cells.at(index(column, row)); }
    // Bits 0-3 foreground, 4-6 background, 7 blink.
    std::uint8_t attribute(int column, int row) const { return cells.at(index(column, row) + 1); }

private:
    static std::size_t index(int column, int row) {
        return (static_cast<std::size_t>(row) * kColumns + static_cast<std::size_t>(column)) * 2;
    }
};

// The first 4000 bytes; throws base::Error for a shorter lump.
Endoom decode_endoom(std::span<const std::uint8_t> bytes, const std::string& context);

}  // namespace assets
