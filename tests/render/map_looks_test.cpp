// What a map's visual fields become for the renderers (render/map_looks.h):
// nothing at all for a classic map; for UDMF fields, the fixed-point
// offsets and scales, the lights, and colour and blend tables whose
// entries are the palette colours the fields ask for.
#include <gtest/gtest.h>

#include <cmath>

#include "assets/palette.h"
#include "render/map_looks.h"
#include "support/demo_runner.h"
#include "support/freedoom_tables.h"

namespace {

using test_support::freedoom_tables;

// A level of one line, side and sector, each with an extension entry.
map::Level one_of_each() {
    map::Level level;
    level.sectors.resize(1);
    level.sides.resize(1);
    level.lines.resize(1);
    level.extensions.sectors.resize(1);
    level.extensions.sides.resize(1);
    level.extensions.lines.resize(1);
    return level;
}

render::MapLooks build(const map::Level& level) {
    return render::MapLooks::build(level, freedoom_tables().palettes, freedoom_tables().colormaps);
}

assets::Rgb colour(int index) { return freedoom_tables().palettes.palette(0)[static_cast<std::size_t>(index)]; }

int palette_index_nearest(int r, int g, int b) {
    int best = 0, best_d = 1 << 30;
    for (int i = 0; i < 256; ++i) {
        const assets::Rgb c = colour(i);
        const int d = (c.r - r) * (c.r - r) + (c.g - g) * (c.g - g) + (c.b - b) * (c.b - b);
        if (d < best_d) best = i, best_d = d;
    }
    return best;
}

TEST(MapLooks, AClassicMapChangesNothing) {
    map::Level level;
    level.sectors.resize(3);
    level.sides.resize(5);
    level.lines.resize(4);
    const render::MapLooks looks = build(level);
    EXPECT_EQ(looks.colormap_rows(), freedoom_tables().colormaps.count());
    for (int row = 0; row < looks.colormap_rows(); ++row) {
        const auto want = freedoom_tables().colormaps.map(row);
        EXPECT_TRUE(std::equal(want.begin(), want.end(), looks.colormap(row))) << "row " << row;
    }
    for (int side = 0; side < 5; ++side) {
        EXPECT_EQ(looks.side(side), nullptr);
        EXPECT_EQ(looks.side_light(side, 144), 144);
    }
    for (int sector = 0; sector < 3; ++sector) {
        EXPECT_EQ(looks.colour_base(sector), 0);
        EXPECT_FALSE(looks.floor(sector).transformed);
        EXPECT_EQ(render::MapLooks::plane_light(looks.ceiling(sector), 200), 200);
    }
    for (int line = 0; line < 4; ++line) EXPECT_EQ(looks.line_blend(line), 0);
    EXPECT_TRUE(looks.blend_bytes().empty());
}

TEST(MapLooks, SideOffsetsScalesAndLight) {
    map::Level level = one_of_each();
    map::SideExtension& side = level.extensions.sides[0];
    side.offset_x[map::kPartTop] = 2.5;
    side.offset_y[map::kPartBottom] = -4;
    side.scale_x[map::kPartMid] = 0.75;
    side.scale_y[map::kPartTop] = 0;  // ignored, as ZDoom does
    side.light = -200;
    render::MapLooks looks = build(level);
    const render::SideLook* look = looks.side(0);
    ASSERT_NE(look, nullptr);
    EXPECT_TRUE(look->scaled_or_offset);
    EXPECT_EQ(look->parts[map::kPartTop].xoffset, 0x28000);
    EXPECT_EQ(look->parts[map::kPartBottom].yoffset, -0x40000);
    EXPECT_EQ(look->parts[map::kPartMid].xscale, 0xc000);
    EXPECT_EQ(look->parts[map::kPartTop].yscale, 0x10000);
    EXPECT_EQ(looks.side_light(0, 160), 0);  // 160 - 200, clamped

    side = {};
    side.light = 40;
    side.flags.set(map::SideBool::LightAbsolute);
    looks = build(level);
    ASSERT_NE(looks.side(0), nullptr);
    EXPECT_FALSE(looks.side(0)->scaled_or_offset);
    EXPECT_EQ(looks.side_light(0, 160), 40);
}

TEST(MapLooks, PlaneTransformsAndLight) {
    map::Level level = one_of_each();
    map::SectorExtension& sector = level.extensions.sectors[0];
    sector.floor.rotation = 90;
    sector.floor.xscale = 2;
    sector.floor.ypanning = 16;
    sector.ceiling.light = 300;
    sector.flags.set(map::SectorBool::LightCeilingAbsolute);
    const render::MapLooks looks = build(level);
    const render::PlaneLook& floor = looks.floor(0);
    EXPECT_TRUE(floor.transformed);
    EXPECT_EQ(floor.rotation, 0x40000000u);
    EXPECT_EQ(floor.xscale, 0x20000);
    EXPECT_EQ(floor.yoffset, 16 << 16);
    EXPECT_EQ(render::MapLooks::plane_light(floor, 100), 100);
    EXPECT_FALSE(looks.ceiling(0).transformed);
    EXPECT_EQ(render::MapLooks::plane_light(looks.ceiling(0), 100), 255);
}

// Boom's scrolling flats: the simulation's offsets add to the map's own
// panning, and going back to none gives the map's look again.
TEST(MapLooks, ScrolledPlanesAddToTheMapsPanning) {
    map::Level level = one_of_each();
    level.extensions.sectors[0].floor.ypanning = 16;
    render::MapLooks looks = build(level);
    looks.set_plane_offsets(0, 3 << 16, -(5 << 16), 0, 7 << 16);
    EXPECT_EQ(looks.floor(0).xoffset, 3 << 16);
    EXPECT_EQ(looks.floor(0).yoffset, 11 << 16);
    EXPECT_TRUE(looks.ceiling(0).transformed);
    EXPECT_EQ(looks.ceiling(0).yoffset, 7 << 16);
    looks.set_plane_offsets(0, 0, 0, 0, 0);
    EXPECT_EQ(looks.floor(0).yoffset, 16 << 16);
    EXPECT_FALSE(looks.ceiling(0).transformed);
}

TEST(MapLooks, ColourTablesTintFadeAndDesaturate) {
    map::Level level = one_of_each();
    level.sectors.resize(4);
    level.extensions.sectors.resize(4);
    level.extensions.sectors[0].lightcolor = 0xff0000;  // red light
    level.extensions.sectors[1].fadecolor = 0x0000ff;   // fades to blue
    level.extensions.sectors[2].desaturation = 1.0;     // grey
    level.extensions.sectors[3].lightcolor = 0xff0000;  // the same table as sector 0
    const render::MapLooks looks = build(level);
    const int rows = freedoom_tables().colormaps.count();
    EXPECT_EQ(looks.colormap_rows(), 4 * rows);
    EXPECT_EQ(looks.colour_base(3), looks.colour_base(0));

    const int white = palette_index_nearest(255, 255, 255);
    const int green = palette_index_nearest(0, 255, 0);
    const assets::Rgb red_lit = colour(looks.colormap(looks.colour_base(0))[white]);
    EXPECT_GT(red_lit.r, 180);
    EXPECT_LT(red_lit.g, 80);
    EXPECT_LT(red_lit.b, 80);
    const assets::Rgb faded = colour(looks.colormap(looks.colour_base(1) + 31)[white]);
    EXPECT_GT(faded.b, faded.r + 60);
    const assets::Rgb grey = colour(looks.colormap(looks.colour_base(2))[green]);
    EXPECT_LT(std::abs(grey.r - grey.g), 40);
    EXPECT_LT(std::abs(grey.g - grey.b), 40);
    // The rows after the light rows (invulnerability) are COLORMAP's.
    const auto invulnerable = freedoom_tables().colormaps.map(32);
    EXPECT_TRUE(std::equal(invulnerable.begin(), invulnerable.end(), looks.colormap(looks.colour_base(1) + 32)));
}

TEST(MapLooks, BlendTablesMixSourceAndDestination) {
    map::Level level = one_of_each();
    level.lines.resize(4);
    level.extensions.lines.resize(4);
    level.extensions.lines[0].alpha = 0.5;
    level.extensions.lines[1].alpha = 1.0;
    level.extensions.lines[1].renderstyle = "add";
    level.extensions.lines[2].flags.set(map::LineBool::Transparent);
    level.extensions.lines[3].alpha = 0.5;  // the same table as line 0
    const render::MapLooks looks = build(level);
    EXPECT_EQ(looks.line_blend(0), looks.line_blend(3));
    EXPECT_EQ(looks.blend_bytes().size(), 3u * 65536);

    const int white = palette_index_nearest(255, 255, 255), black = palette_index_nearest(0, 0, 0);
    const int red = palette_index_nearest(255, 0, 0), green = palette_index_nearest(0, 255, 0);
    const assets::Rgb half = colour(looks.blend_table(looks.line_blend(0))[white * 256 + black]);
    EXPECT_NEAR(half.r, 128, 40);
    EXPECT_NEAR(half.g, 128, 40);
    const assets::Rgb added = colour(looks.blend_table(looks.line_blend(1))[red * 256 + green]);
    EXPECT_GT(added.r, 150);
    EXPECT_GT(added.g, 150);
    EXPECT_LT(added.b, 100);
    const assets::Rgb quarter = colour(looks.blend_table(looks.line_blend(2))[white * 256 + black]);
    EXPECT_LT(quarter.r, half.r);
}

}  // namespace

namespace {

// ZDoom's render styles on UDMF things, each a blend table worked out by
// hand from the palette's colours: white, black, red and a grey texel over
// each other, the fill colour blue.
TEST(MapLooks, EveryThingRenderStyleBlendsAsZDoomsDoes) {
    map::Level level = one_of_each();
    const std::vector<std::pair<std::string, double>> styles{
        {"translucent", 0.5}, {"add", 1.0},       {"subtract", 1.0},  {"stencil", 0.25},
        {"translucentstencil", 0.5}, {"addstencil", 1.0}, {"shaded", 1.0}, {"addshaded", 1.0},
        {"shadow", 1.0},      {"soultrans", 1.0}, {"fuzzy", 1.0},     {"optfuzzy", 1.0},
        {"none", 1.0},        {"normal", 1.0},    {"Additive", 1.0}};
    level.things.clear();
    level.extensions.things.clear();
    for (std::size_t i = 0; i < styles.size(); ++i) {
        map::Thing t;
        t.x = static_cast<std::int16_t>(64 * i);
        t.type = 3004;
        level.things.push_back(t);
        map::ThingExtension e;
        e.renderstyle = styles[i].first;
        e.alpha = styles[i].second;
        e.fillcolor = 0x0000ff;  // blue, for the stencils and shaded styles
        if (e.renderstyle == "normal") e.flags.set(map::ThingBool::Translucent);  // the style wins over the flag
        level.extensions.things.push_back(e);
    }
    const render::MapLooks looks = build(level);
    const auto table = [&](std::size_t i) {
        const int number = looks.thing_blend(64 * static_cast<int>(i), 0, 3004);
        EXPECT_GT(number, 0) << styles[i].first;
        return looks.blend_table(std::max(number, 1));
    };
    const int white = palette_index_nearest(255, 255, 255), black = palette_index_nearest(0, 0, 0);
    const int red = palette_index_nearest(255, 0, 0);
    const auto seen = [&](std::size_t i, int source, int dest) { return colour(table(i)[source * 256 + dest]); };
    const auto near = [](assets::Rgb c, int r, int g, int b) -> ::testing::AssertionResult {
        if (std::abs(c.r - r) <= 40 && std::abs(c.g - g) <= 40 && std::abs(c.b - b) <= 40)
            return ::testing::AssertionSuccess();
        return ::testing::AssertionFailure() << "drawn as " << int{c.r} << "," << int{c.g} << "," << int{c.b};
    };
    EXPECT_TRUE(near(seen(0, white, black), 128, 128, 128)) << "translucent: half white";
    // The palette has greys, magenta and blue, but no yellow or cyan.
    const int grey = palette_index_nearest(64, 64, 64);
    const assets::Rgb g = colour(grey);
    EXPECT_TRUE(near(seen(1, grey, grey), 2 * g.r, 2 * g.g, 2 * g.b)) << "add: a grey doubled";
    EXPECT_TRUE(near(seen(2, grey, white), 255 - g.r, 255 - g.g, 255 - g.b)) << "subtract: white less grey";
    EXPECT_TRUE(near(seen(3, white, black), 0, 0, 255)) << "stencil: the fill colour whole, whatever its alpha";
    EXPECT_TRUE(near(seen(3, black, white), 0, 0, 255)) << "stencil: whatever the texel";
    EXPECT_TRUE(near(seen(4, red, white), 128, 128, 255)) << "translucent stencil: blue at half over white";
    EXPECT_TRUE(near(seen(5, white, red), 255, 0, 255)) << "add stencil: blue added to red";
    EXPECT_TRUE(near(seen(6, white, black), 0, 0, 255)) << "shaded: a white texel gives the fill colour";
    EXPECT_TRUE(near(seen(6, black, red), 255, 0, 0)) << "shaded: a black texel leaves the destination";
    EXPECT_TRUE(near(seen(7, white, red), 255, 0, 255)) << "add shaded";
    EXPECT_TRUE(near(seen(8, red, white), 179, 179, 179)) << "shadow: black at 0.3";
    EXPECT_TRUE(near(seen(9, white, black), 191, 191, 191)) << "soultrans: 0.75";
    EXPECT_EQ(looks.thing_blend(64 * 10, 0, 3004), render::MapLooks::kFuzzy);
    EXPECT_EQ(looks.thing_blend(64 * 11, 0, 3004), render::MapLooks::kFuzzy);
    EXPECT_EQ(looks.thing_blend(64 * 12, 0, 3004), render::MapLooks::kUnseen);
    EXPECT_EQ(looks.thing_blend(64 * 13, 0, 3004), 0) << "normal: opaque, over the translucent flag";
    EXPECT_EQ(looks.thing_blend(64 * 14, 0, 3004), looks.thing_blend(64 * 1, 0, 3004)) << "additive is add";
}

}  // namespace
