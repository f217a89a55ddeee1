// Boom's drawn level-load specials as MapLooks answers (render/map_looks.h):
// 213/261 light sources, 260 translucency tables, 271/272 sky lines; none
// of them for a vanilla level.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "assets/boom_tables.h"
#include "assets/palette.h"
#include "render/map_looks.h"
#include "support/demo_runner.h"
#include "support/freedoom_tables.h"
#include "support/test_support.h"

namespace {

using test_support::freedoom_tables;

// Sectors 0 and 1 tagged 5, 2 a control sector, 3 tagged 7. One line per
// entry of `lines` (special, tag, front sector, front mid texture).
struct LineSpec {
    int special, tag, sector;
    const char* mid;
};
map::Level level_with(std::initializer_list<LineSpec> lines) {
    map::Level level;
    level.sectors.resize(4);
    level.sectors[0].tag = level.sectors[1].tag = 5;
    level.sectors[3].tag = 7;
    for (const LineSpec& spec : lines) {
        map::Side side;
        side.sector = spec.sector;
        side.mid_texture = spec.mid;
        level.sides.push_back(side);
        map::Line line;
        line.special = spec.special;
        line.tag = spec.tag;
        line.sides = {static_cast<int>(level.sides.size()) - 1, map::kNone};
        line.front_sector = spec.sector;
        level.lines.push_back(line);
    }
    return level;
}

render::MapLooks build(const map::Level& level, const assets::BoomTables* tables, bool mbf = false) {
    return render::MapLooks::build(level, freedoom_tables().palettes, freedoom_tables().colormaps,
                                   render::BoomInput{tables, mbf});
}

TEST(BoomLooks, LightTransfersNameTheirSourceSector) {
    const assets::BoomTables tables;
    const map::Level level = level_with({{213, 5, 2, "-"}, {261, 7, 0, "-"}, {0, 5, 1, "-"}});
    const render::MapLooks looks = build(level, &tables);
    EXPECT_EQ(looks.floor_light_sector(0), 2);
    EXPECT_EQ(looks.floor_light_sector(1), 2);
    EXPECT_EQ(looks.floor_light_sector(3), 3);
    EXPECT_EQ(looks.ceiling_light_sector(3), 0);
    EXPECT_EQ(looks.ceiling_light_sector(0), 0);
    EXPECT_EQ(looks.ceiling_light_source(0), -1);
    EXPECT_EQ(looks.ceiling_light_source(3), 0);
    // Boom 2.02 lights sprites by the sector; MBF by the floor and ceiling.
    EXPECT_EQ(looks.sprite_light(200, 100, 160), 160);
    EXPECT_EQ(build(level, &tables, true).sprite_light(200, 101, 160), 150);
}

TEST(BoomLooks, AVanillaLevelHasNoneOfThem) {
    const map::Level level = level_with({{213, 5, 2, "-"}, {260, 0, 0, "TRANMAP"}, {271, 7, 0, "-"}});
    const render::MapLooks looks = build(level, nullptr);
    EXPECT_EQ(looks.floor_light_sector(0), 0);
    EXPECT_EQ(looks.line_blend(1), 0);
    EXPECT_EQ(looks.sky_line(3), -1);
}

TEST(BoomLooks, SkyLinesForTaggedSectors) {
    const assets::BoomTables tables;
    const render::MapLooks looks = build(level_with({{0, 0, 2, "-"}, {272, 7, 2, "-"}}), &tables);
    EXPECT_EQ(looks.sky_line(3), 1);
    EXPECT_EQ(looks.sky_line(0), -1);
}

// Without a TRANMAP lump, Boom builds its table from PLAYPAL; dsda-doom
// 0.25.6 wrote the one it built for Freedoom's palette to its tranmap.dat
// (tests/data/boom-drawn/dsda-tranmap-66.bin, the file less its 769-byte
// header), in Boom's order: destination × 256 + source.
TEST(BoomLooks, TheDefaultTableIsBoomsFromThePalette) {
    std::ifstream in(test_support::data_dir() / "boom-drawn" / "dsda-tranmap-66.bin", std::ios::binary);
    const std::vector<std::uint8_t> dsda{std::istreambuf_iterator<char>(in), {}};
    ASSERT_EQ(dsda.size(), 65536u);
    const assets::BoomTables tables;
    const render::MapLooks looks = build(level_with({{260, 0, 0, "TRANMAP"}, {0, 0, 0, "-"}}), &tables);
    ASSERT_NE(looks.line_blend(0), 0);
    EXPECT_EQ(looks.line_blend(1), 0);
    const std::uint8_t* ours = looks.blend_table(looks.line_blend(0));
    int differ = 0;
    for (int s = 0; s < 256; ++s)
        for (int d = 0; d < 256; ++d) differ += ours[s * 256 + d] != dsda[static_cast<std::size_t>(d * 256 + s)];
    EXPECT_EQ(differ, 0);
}

TEST(BoomLooks, ANamedTableAppliesToEveryLineOfTheTag) {
    assets::BoomTables tables;
    std::vector<std::uint8_t> glass(65536);
    for (std::size_t i = 0; i < glass.size(); ++i) glass[i] = static_cast<std::uint8_t>(i * 7 / 256 + i);
    tables.translucency.emplace("GLASS", glass);
    const render::MapLooks looks =
        build(level_with({{260, 9, 0, "GLASS"}, {0, 9, 1, "-"}, {0, 8, 1, "-"}}), &tables);
    const int blend = looks.line_blend(0);
    ASSERT_NE(blend, 0);
    EXPECT_EQ(looks.line_blend(1), blend);
    EXPECT_EQ(looks.line_blend(2), 0);
    const std::uint8_t* ours = looks.blend_table(blend);
    EXPECT_EQ(ours[3 * 256 + 200], glass[200 * 256 + 3]);
    EXPECT_EQ(ours[200 * 256 + 3], glass[3 * 256 + 200]);
}

}  // namespace
