// SKYDEFS as the renderers draw it (render/sky_definitions.h): a sky's
// layers scrolled to a tic (a texel of horizontal scroll is 1/1024 of a
// turn), the fire stepped on its own clock and the same for every
// renderer whatever order they ask in, and the flats that show a sky.
#include "render/sky_definitions.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "support/demo_runner.h"

namespace {

const assets::TextureSet& textures() {
    static const assets::TextureSet set = assets::TextureSet::load(test_support::iwad_data("freedoom2.wad").archive);
    return set;
}

int number(const char* name) { return static_cast<int>(*textures().find(name)); }

assets::SkyDefs defs() {
    assets::SkyDefs d;
    assets::SkyDef scrolled;
    scrolled.kind = assets::SkyDef::Kind::WithForeground;
    scrolled.background = {"SKY1", 90 * 65536, 65536, 32768, 32768, 2 * 65536};
    scrolled.foreground = {"T-SKY2", 110 * 65536, -2 * 65536, 0, 65536, 65536};
    d.skies.push_back(scrolled);
    assets::SkyDef fire;
    fire.kind = assets::SkyDef::Kind::Fire;
    fire.background = {"SKY3", 127 * 65536, 0, 0, 65536, 65536};
    fire.fire = {0, 47, 191, 160, 231, 4};
    fire.fire_tics = 3;
    d.skies.push_back(fire);
    d.flats.push_back({"CEIL3_5", "SKY2"});
    return d;
}

TEST(SkyDefinitions, LayersScrollFromTheLevelsStart) {
    render::SkyDefinitions skies(defs(), textures());
    const render::SkyPicture at35 = skies.picture(number("SKY1"), 35);
    EXPECT_TRUE(at35.defined);
    EXPECT_EQ(at35.back.texture, number("SKY1"));
    // One texel a tic for 35 tics: 35/1024 of a turn.
    EXPECT_EQ(at35.back.angle, 35u << 22);
    EXPECT_EQ(at35.back.texturemid, 90 * 65536 + 35 * 32768);
    EXPECT_EQ(at35.back.column_step, 32768);
    EXPECT_EQ(at35.back.row_step, 2 * 65536);
    ASSERT_TRUE(at35.layered());
    EXPECT_EQ(at35.front.texture, number("T-SKY2"));
    EXPECT_EQ(at35.front.angle, static_cast<std::uint32_t>(-70) << 22);  // two texels back a tic
    EXPECT_EQ(at35.front.texturemid, 110 * 65536);
    // At the level's start nothing has moved.
    EXPECT_EQ(skies.picture(number("SKY1"), 0).back.angle, 0u);
    // A frame drawn half way through tic 35 shows the sky half way from tic 34's.
    const render::SkyPicture between = skies.picture(number("SKY1"), 35, 32768);
    EXPECT_EQ(between.back.angle, (34u << 22) + (1u << 21));
    EXPECT_EQ(between.back.texturemid, 90 * 65536 + 34 * 32768 + 16384);
}

TEST(SkyDefinitions, ATextureSkydefsDoesNotNameIsTheOriginalsSky) {
    render::SkyDefinitions skies(defs(), textures());
    const render::SkyPicture plain = skies.picture(number("SKY2"), 1000);
    EXPECT_FALSE(plain.defined);
    EXPECT_FALSE(plain.layered());
    EXPECT_EQ(plain.back.texturemid, 100 * 65536);
    EXPECT_EQ(plain.back.angle, 0u);
    EXPECT_EQ(plain.back.fire, nullptr);
}

std::vector<std::uint8_t> fire_at(render::SkyDefinitions& skies, int tic) {
    const render::SkyLayer layer = skies.picture(number("SKY3"), tic).back;
    EXPECT_NE(layer.fire, nullptr);
    return {layer.fire, layer.fire + static_cast<std::ptrdiff_t>(layer.fire_mask + 1) * render::kSkyColumnRows};
}

TEST(SkyDefinitions, TheFireBurnsFromTheBottomRowUp) {
    render::SkyDefinitions skies(defs(), textures());
    const std::vector<std::uint8_t> fire = fire_at(skies, 1);
    const std::size_t columns = fire.size() / render::kSkyColumnRows;
    ASSERT_EQ(columns, static_cast<std::size_t>(textures().texture(static_cast<std::size_t>(number("SKY3"))).width));
    int coldest_top = 0, hottest_bottom = 0;
    for (std::size_t x = 0; x < columns; ++x) {
        hottest_bottom += fire[x * render::kSkyColumnRows + 127] == 4;  // the palette's last entry
        coldest_top += fire[x * render::kSkyColumnRows] == 0;           // its first
    }
    EXPECT_EQ(hottest_bottom, static_cast<int>(columns));
    EXPECT_EQ(coldest_top, static_cast<int>(columns));
    // Between them the flames: some of every colour of the palette.
    for (const std::uint8_t colour : {47, 191, 160, 231})
        EXPECT_TRUE(std::find(fire.begin(), fire.end(), colour) != fire.end()) << int{colour};
}

TEST(SkyDefinitions, TheFireStepsEveryUpdateTimeTheSameForEveryRenderer) {
    render::SkyDefinitions one(defs(), textures()), other(defs(), textures());
    // A step on the first tic, then one every 3.
    const std::vector<std::uint8_t> tic1 = fire_at(one, 1), tic3 = fire_at(one, 3), tic4 = fire_at(one, 4);
    EXPECT_EQ(tic1, tic3);
    EXPECT_NE(tic3, tic4);
    // Asked out of order, or by another renderer, a tic's fire is the same.
    const std::vector<std::uint8_t> late = fire_at(one, 300);
    EXPECT_EQ(fire_at(one, 4), tic4);
    EXPECT_EQ(fire_at(other, 300), late);
    EXPECT_EQ(fire_at(other, 1), tic1);
}

TEST(SkyDefinitions, MappedFlatsShowTheirSkyAndF_SKY1IsNeverMapped) {
    render::SkyDefinitions skies(defs(), textures());
    sim::TextureNumbers numbers;
    numbers.flats = {{"CEIL3_5", 7}, {"F_SKY1", 3}, {"FLOOR4_8", 9}};
    numbers.sky_flat = 3;
    skies.number_flats(numbers);
    EXPECT_EQ(skies.flat_sky(7), number("SKY2"));
    EXPECT_EQ(skies.flat_sky(9), -1);
    EXPECT_EQ(skies.flat_sky(3), -1);
    EXPECT_EQ(skies.flat_sky(-1), -1);
    EXPECT_EQ(skies.flat_sky(1000), -1);
}

}  // namespace
