#include "render/palette_stage.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <stdexcept>

namespace render {
namespace {

// st_stuff.c: STARTREDPALS, NUMREDPALS, STARTBONUSPALS, NUMBONUSPALS, RADIATIONPAL.
constexpr int kStartRedPals = 1;
constexpr int kRedPals = 8;
constexpr int kStartBonusPals = 9;
constexpr int kBonusPals = 4;
constexpr int kRadiationPal = 13;
constexpr int kHazardHurts = 16 * 35;  // the hazard count past which it hurts

}  // namespace

int palette_index(const sim::Player& player) {
    int count = player.damagecount;
    const int strength = player.powers[sim::pw_strength];
    if (strength != 0) {
        // Berserk counts up from 1, so its red fades out over 12 × 64 tics.
        const int berserk = 12 - (strength >> 6);
        if (berserk > count) count = berserk;
    }
    if (count != 0) return kStartRedPals + std::min((count + 7) >> 3, kRedPals - 1);
    if (player.bonuscount != 0) return kStartBonusPals + std::min((player.bonuscount + 7) >> 3, kBonusPals - 1);
    const int suit = player.powers[sim::pw_ironfeet];
    if (suit > 4 * 32 || (suit & 8) != 0) return kRadiationPal;
    // Strife's slime (ZDoom's hazard floors) tints the view as ZDoom's
    // hazard flash does, in Doom's only green: blinking every 8 tics while
    // it builds up, solid once it hurts (past 16 seconds).
    const int hazard = player.hazardcount;
    if (hazard > kHazardHurts || (hazard & 8) != 0) return kRadiationPal;
    return 0;
}

std::array<assets::Rgb, 256> blended(std::span<const assets::Rgb, 256> palette, const sim::ScreenBlend& blend) {
    std::array<assets::Rgb, 256> out;
    std::copy(palette.begin(), palette.end(), out.begin());
    const std::int64_t alpha = std::clamp(blend.alpha, 0, base::kFracUnit);
    if (alpha == 0) return out;
    // c + (blend - c) * alpha, rounded to the nearest, the blend's channels in fixed point.
    auto mix = [&](std::uint8_t c, base::fixed_t toward) {
        const std::int64_t from = std::int64_t{c} << base::kFracBits;
        const std::int64_t to = std::clamp<std::int64_t>(toward, 0, std::int64_t{255} << base::kFracBits);
        const std::int64_t v = from + (((to - from) * alpha) >> base::kFracBits);
        return static_cast<std::uint8_t>((v + (base::kFracUnit / 2)) >> base::kFracBits);
    };
    for (assets::Rgb& c : out) c = {mix(c.r, blend.r), mix(c.g, blend.g), mix(c.b, blend.b)};
    return out;
}

void to_rgba(const Frame& frame, std::span<const assets::Rgb, 256> palette, std::span<std::uint8_t> rgba) {
    if (frame.pixels.size() != static_cast<std::size_t>(frame.width) * static_cast<std::size_t>(frame.height))
        throw std::invalid_argument("to_rgba: buffer size does not match the frame");
    to_rgba(frame.pixels, palette, rgba);
}

void to_rgba(std::span<const std::uint8_t> indices, std::span<const assets::Rgb, 256> palette,
             std::span<std::uint8_t> rgba) {
    if (rgba.size() != indices.size() * 4) throw std::invalid_argument("to_rgba: buffer size does not match the frame");
    // Each index's four bytes, copied whole (a word a pixel, not four stores).
    std::array<std::array<std::uint8_t, 4>, 256> colours;
    for (std::size_t i = 0; i < colours.size(); ++i) colours[i] = {palette[i].r, palette[i].g, palette[i].b, 255};
    std::uint8_t* out = rgba.data();
    for (const std::uint8_t index : indices) {
        std::memcpy(out, colours[index].data(), 4);
        out += 4;
    }
}

std::vector<std::uint8_t> to_rgba(const Frame& frame, std::span<const assets::Rgb, 256> palette) {
    std::vector<std::uint8_t> rgba(frame.pixels.size() * 4);
    to_rgba(frame, palette, rgba);
    return rgba;
}

}  // namespace render
