// ST_doPaletteStuff's choice worked out by hand from the vanilla formula,
// and the RGBA conversion.
#include <gtest/gtest.h>

#include <array>
#include <stdexcept>
#include <vector>

#include "render/palette_stage.h"

namespace {

sim::Player player(int damage, int bonus = 0, int strength = 0, int ironfeet = 0) {
    sim::Player p;
    p.damagecount = damage;
    p.bonuscount = bonus;
    p.powers[sim::pw_strength] = strength;
    p.powers[sim::pw_ironfeet] = ironfeet;
    return p;
}

TEST(PaletteIndex, NormalIsZero) { EXPECT_EQ(render::palette_index(player(0)), 0); }

TEST(PaletteIndex, DamageRedPalettes) {
    // 1 + min((damage + 7) >> 3, 7)
    EXPECT_EQ(render::palette_index(player(1)), 2);    // (8 >> 3) = 1
    EXPECT_EQ(render::palette_index(player(8)), 2);    // 15 >> 3 = 1
    EXPECT_EQ(render::palette_index(player(9)), 3);    // 16 >> 3 = 2
    EXPECT_EQ(render::palette_index(player(50)), 8);   // 57 >> 3 = 7
    EXPECT_EQ(render::palette_index(player(100)), 8);  // 13, capped at 7
}

TEST(PaletteIndex, BerserkFadesOut) {
    // count = max(damage, 12 - (strength >> 6))
    EXPECT_EQ(render::palette_index(player(0, 0, 1)), 3);          // 12: 19 >> 3 = 2
    EXPECT_EQ(render::palette_index(player(0, 0, 64)), 3);         // 11: 18 >> 3 = 2
    EXPECT_EQ(render::palette_index(player(0, 0, 256)), 2);        // 8: 15 >> 3 = 1
    EXPECT_EQ(render::palette_index(player(0, 0, 704)), 2);        // 1: 8 >> 3 = 1
    EXPECT_EQ(render::palette_index(player(0, 0, 768)), 0);        // 0: no red
    EXPECT_EQ(render::palette_index(player(0, 0, 5000)), 0);       // negative: no red
    EXPECT_EQ(render::palette_index(player(30, 0, 1)), 5);         // damage 30 wins: 37 >> 3 = 4
    EXPECT_EQ(render::palette_index(player(0, 6, 5000)), 10);      // faded out: the pickup shows
}

TEST(PaletteIndex, PickupPalettes) {
    // 9 + min((bonus + 7) >> 3, 3), below any red
    EXPECT_EQ(render::palette_index(player(0, 1)), 10);
    EXPECT_EQ(render::palette_index(player(0, 6)), 10);   // BONUSADD: 13 >> 3 = 1
    EXPECT_EQ(render::palette_index(player(0, 9)), 11);   // 16 >> 3 = 2
    EXPECT_EQ(render::palette_index(player(0, 17)), 12);  // 24 >> 3 = 3
    EXPECT_EQ(render::palette_index(player(0, 40)), 12);  // 5, capped at 3
    EXPECT_EQ(render::palette_index(player(3, 6)), 2);    // damage first
}

TEST(PaletteIndex, RadiationSuitBlinksAtTheEnd) {
    EXPECT_EQ(render::palette_index(player(0, 0, 0, 2100)), 13);
    EXPECT_EQ(render::palette_index(player(0, 0, 0, 129)), 13);  // above 4 × 32
    EXPECT_EQ(render::palette_index(player(0, 0, 0, 128)), 0);   // 128 & 8 == 0
    EXPECT_EQ(render::palette_index(player(0, 0, 0, 120)), 13);  // 120 & 8
    EXPECT_EQ(render::palette_index(player(0, 0, 0, 112)), 0);
    EXPECT_EQ(render::palette_index(player(0, 0, 0, 8)), 13);
    EXPECT_EQ(render::palette_index(player(0, 0, 0, 7)), 0);
    EXPECT_EQ(render::palette_index(player(0, 1, 0, 2100)), 10);  // pickup first
    EXPECT_EQ(render::palette_index(player(1, 0, 0, 2100)), 2);   // damage first
}

// Strife's slime (ZDoom's hazard flash): the radiation green blinks every
// 8 tics of the hazard count while it builds up and stays once it hurts
// (past 560); damage and pickups still come first.
TEST(PaletteIndex, HazardFloorsBlinkThenStayGreen) {
    sim::Player p = player(0);
    p.hazardcount = 8;
    EXPECT_EQ(render::palette_index(p), 13);
    p.hazardcount = 16;
    EXPECT_EQ(render::palette_index(p), 0);
    p.hazardcount = 561;
    EXPECT_EQ(render::palette_index(p), 13);
    p.damagecount = 10;
    EXPECT_EQ(render::palette_index(p), 3);  // (10 + 7) >> 3 past the first red
}

TEST(ToRgba, LooksUpEveryPixel) {
    std::array<assets::Rgb, 256> palette{};
    for (int i = 0; i < 256; ++i)
        palette[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(255 - i),
                                                static_cast<std::uint8_t>(i / 2)};
    render::Frame frame(3, 2);
    frame.pixels = {0, 1, 2, 100, 200, 255};
    const std::vector<std::uint8_t> rgba = render::to_rgba(frame, palette);
    const std::vector<std::uint8_t> expected{0,   255, 0,   255, 1,   254, 0,  255, 2,   253, 1,   255,
                                             100, 155, 50,  255, 200, 55,  100, 255, 255, 0,  127, 255};
    EXPECT_EQ(rgba, expected);
    std::vector<std::uint8_t> short_buffer(10);
    EXPECT_THROW(render::to_rgba(frame, palette, short_buffer), std::invalid_argument);
}

// A script's fade over the palette: each channel c becomes
// c + (blend - c) * alpha, rounded to the nearest.
TEST(PaletteBlend, MovesEveryColourTowardTheBlendByItsAlpha) {
    std::array<assets::Rgb, 256> palette{};
    for (int i = 0; i < 256; ++i)
        palette[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(255 - i), 10};
    const auto same = render::blended(palette, {});
    for (int i = 0; i < 256; ++i) EXPECT_EQ(same[static_cast<std::size_t>(i)].r, i);

    const sim::ScreenBlend red_half{255 << 16, 0, 0, 1 << 15};
    const auto half = render::blended(palette, red_half);
    EXPECT_EQ(half[0].r, 128);    // 0 + 255 / 2 = 127.5
    EXPECT_EQ(half[0].g, 128);    // 255 - 255 / 2
    EXPECT_EQ(half[0].b, 5);      // 10 - 5
    EXPECT_EQ(half[100].r, 178);  // 100 + 77.5
    EXPECT_EQ(half[100].g, 78);   // 155 - 77.5 = 77.5, up

    const sim::ScreenBlend solid_green{0, 255 << 16, 0, 1 << 16};
    for (const assets::Rgb& c : render::blended(palette, solid_green)) {
        EXPECT_EQ(c.r, 0);
        EXPECT_EQ(c.g, 255);
        EXPECT_EQ(c.b, 0);
    }
}

}  // namespace
