#include "assets/palette.h"

#include <stdexcept>

#include "base/byte_reader.h"

namespace assets {

Palettes Palettes::parse(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    const std::size_t whole = bytes.size() / kPaletteBytes;
    if (whole < static_cast<std::size_t>(kPlaypalCount))
        r.fail("PLAYPAL holds " + std::to_string(whole) + " whole palettes (" + std::to_string(bytes.size()) +
               " bytes); the game needs " + std::to_string(kPlaypalCount) + " (" +
               std::to_string(kPlaypalCount * kPaletteBytes) + " bytes)");
    Palettes p;
    p.colours_.resize(whole * 256);
    for (Rgb& c : p.colours_) {
        c.r = r.u8();
        c.g = r.u8();
        c.b = r.u8();
    }
    return p;
}

std::span<const Rgb, 256> Palettes::palette(int index) const {
    if (index < 0 || index >= count())
        throw std::out_of_range("palette " + std::to_string(index) + " of " + std::to_string(count()));
    return std::span<const Rgb, 256>(colours_.data() + static_cast<std::size_t>(index) * 256, 256);
}

Colormaps Colormaps::parse(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    const std::size_t whole = bytes.size() / 256;
    constexpr std::size_t kNeeded = kInvulnerabilityColormap + 1;
    if (whole < kNeeded)
        r.fail("COLORMAP holds " + std::to_string(whole) + " whole maps (" + std::to_string(bytes.size()) +
               " bytes); the game needs " + std::to_string(kNeeded) + " (32 light levels and the invulnerability map)");
    Colormaps c;
    auto data = r.bytes(whole * 256);
    c.bytes_.assign(data.begin(), data.end());
    return c;
}

std::span<const std::uint8_t, 256> Colormaps::map(int index) const {
    if (index < 0 || index >= count())
        throw std::out_of_range("colormap " + std::to_string(index) + " of " + std::to_string(count()));
    return std::span<const std::uint8_t, 256>(bytes_.data() + static_cast<std::size_t>(index) * 256, 256);
}

}  // namespace assets
