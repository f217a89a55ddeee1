#pragma once
// PLAYPAL (the 14 palettes) and COLORMAP (the light tables).
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace assets {

struct Rgb {
    std::uint8_t r = 0, g = 0, b = 0;
};

// Vanilla switches between 14 palettes: 0 normal, 1-8 damage/berserk red,
// 9-12 item pickup, 13 radiation suit. Fewer would make it read past the lump.
inline constexpr int kPlaypalCount = 14;
inline constexpr std::size_t kPaletteBytes = 256 * 3;

class Palettes {
public:
    // Throws base::Error unless the lump holds at least 14 whole palettes;
    // trailing bytes beyond the last whole palette are ignored, as vanilla does.
    static Palettes parse(std::span<const std::uint8_t> bytes, const std::string& context);

    int count() const { return static_cast<int>(colours_.size() / 256); }
    // Throws std::out_of_range for an index outside 0..count()-1.
    std::span<const Rgb, 256> palette(int index) const;

private:
    std::vector<Rgb> colours_;
};

// Rows 0-31 are the light levels (0 brightest), 32 is the invulnerability
// map; Doom's lump also carries an unused all-black row 33.
inline constexpr int kLightColormaps = 32;
inline constexpr int kInvulnerabilityColormap = 32;

class Colormaps {
public:
    // Throws base::Error unless the lump holds the 32 light maps and the
    // invulnerability map (33 × 256 bytes); further whole maps are kept.
    static Colormaps parse(std::span<const std::uint8_t> bytes, const std::string& context);

    int count() const { return static_cast<int>(bytes_.size() / 256); }
    // Throws std::out_of_range for an index outside 0..count()-1.
    std::span<const std::uint8_t, 256> map(int index) const;

private:
    std::vector<std::uint8_t> bytes_;
};

}  // namespace assets
