// ACS's translations as tables (render/scripted_translations.h), each case
// worked out by hand from ZDoom's FRemapTable (palettecontainer.cpp) over
// Freedoom's palette: colours come back to the nearest index among 1..254.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "render/map_looks.h"
#include "render/scripted_translations.h"
#include "sim/mobj.h"
#include "support/freedoom_tables.h"

namespace {

using Kind = sim::TranslationRange::Kind;
using test_support::freedoom_tables;

std::span<const assets::Rgb, 256> palette() { return freedoom_tables().palettes.palette(0); }

int picked(int r, int g, int b) {
    int best = 1, best_d = 1 << 30;
    for (int i = 1; i < 255; ++i) {
        const assets::Rgb c = palette()[static_cast<std::size_t>(i)];
        const int d = (c.r - r) * (c.r - r) + (c.g - g) * (c.g - g) + (c.b - b) * (c.b - b);
        if (d < best_d) best = i, best_d = d;
    }
    return best;
}

std::array<std::uint8_t, 256> table(std::initializer_list<sim::TranslationRange> ranges) {
    const std::vector<sim::TranslationRange> list(ranges);
    return render::translation_table(list, palette());
}

TEST(ScriptedTranslations, IndexRangesRunBetweenTheirEndsEitherWay) {
    const auto up = table({{Kind::Index, 112, 127, {96, 111}}});
    const auto down = table({{Kind::Index, 127, 112, {96, 111}}});
    for (int i = 0; i < 256; ++i) {
        const bool in = i >= 112 && i <= 127;
        EXPECT_EQ(up[static_cast<std::size_t>(i)], in ? i - 16 : i) << i;
        EXPECT_EQ(down[static_cast<std::size_t>(i)], in ? 111 - (i - 112) : i) << i;
    }
    EXPECT_EQ(table({{Kind::Index, 5, 5, {9, 200}}})[5], 9) << "one index takes the first";
    // Later ranges lie over earlier ones.
    const auto both = table({{Kind::Index, 0, 255, {4, 4}}, {Kind::Index, 10, 10, {20, 20}}});
    EXPECT_EQ(both[9], 4);
    EXPECT_EQ(both[10], 20);
}

TEST(ScriptedTranslations, ColourRangesAreGradientsPickedFromThePalette) {
    const auto t = table({{Kind::Colour, 128, 143, {255, 0, 0, 0, 0, 255}}});
    EXPECT_EQ(t[128], picked(255, 0, 0));
    EXPECT_EQ(t[143], picked(0, 0, 255));
    EXPECT_EQ(t[135], picked(255 - 7 * 17, 0, 7 * 17));
    EXPECT_EQ(t[127], 127);
    const auto reversed = table({{Kind::Colour, 143, 128, {255, 0, 0, 0, 0, 255}}});
    EXPECT_EQ(reversed[128], picked(0, 0, 255)) << "start above end: the second colour at the low index";
    EXPECT_EQ(reversed[143], picked(255, 0, 0));
}

TEST(ScriptedTranslations, DesaturationColourisationAndTintAsZDoomMixesThem) {
    const auto channel = [](int i, int k) {
        const assets::Rgb c = palette()[static_cast<std::size_t>(i)];
        return k == 0 ? c.r : k == 1 ? c.g : c.b;
    };
    // Desaturated: grey (77, 143, 37 of 256) spread from 0.5, 0.25, 0 to 1, 1, 2.
    const auto d = table({{Kind::Desaturate, 16, 31, {32768, 16384, 0, 65536, 65536, 131072}}});
    for (int i : {16, 24, 31}) {
        const double grey = (channel(i, 0) * 77 + channel(i, 1) * 143 + channel(i, 2) * 37) / 256.0;
        EXPECT_EQ(d[static_cast<std::size_t>(i)],
                  picked(std::min(255, int(127.5 + grey * 0.5)), std::min(255, int(63.75 + grey * 0.75)),
                         std::min(255, int(grey * 2))))
            << i;
    }
    // Colourised and tinted ranges stop short of their end index (ZDoom's loops).
    const auto c = table({{Kind::Colourise, 32, 47, {0, 128, 255}}});
    const double grey = (channel(40, 0) * 0.299 + channel(40, 1) * 0.587 + channel(40, 2) * 0.114) / 255.0;
    EXPECT_EQ(c[40], picked(0, int(128 * grey), int(255 * grey)));
    EXPECT_EQ(c[47], 47);
    const auto t = table({{Kind::Tint, 48, 63, {25, 255, 255, 0}}});
    EXPECT_EQ(t[50], picked(int(channel(50, 0) * 0.75f + 255 * 0.25f), int(channel(50, 1) * 0.75f + 255 * 0.25f),
                            int(channel(50, 2) * 0.75f)));
    EXPECT_EQ(t[63], 63);
}

// The looks keep each translation the world has as a row among the light
// rows; a thing with a number no script made keeps its player colours.
TEST(ScriptedTranslations, TheLooksKeepEachAsARowAndThingsFindIt) {
    map::Level level;
    render::MapLooks looks =
        render::MapLooks::build(level, freedoom_tables().palettes, freedoom_tables().colormaps);
    const int rows = looks.colormap_rows();
    sim::LookChanges changes;
    sim::set_translation(changes, 4, {{Kind::Index, 0, 255, {176, 176}}});
    EXPECT_TRUE(looks.apply(changes));
    sim::Mobj thing;
    thing.translation = 4;
    thing.flags = 2u << sim::MF_TRANSSHIFT;
    const int drawn = looks.thing_translation(thing);
    ASSERT_GE(drawn, render::kScriptedTranslation);
    EXPECT_EQ(drawn - render::kScriptedTranslation, rows) << "the first row after the tables";
    EXPECT_EQ(looks.colormap(drawn - render::kScriptedTranslation)[3], 176);
    thing.translation = 5;
    EXPECT_EQ(looks.thing_translation(thing), 2) << "no translation 5: the player colours";
    EXPECT_FALSE(looks.apply(changes)) << "nothing new";
}

}  // namespace
