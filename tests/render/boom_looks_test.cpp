// Boom's drawn level-load specials as MapLooks answers (render/map_looks.h):
// 213/261 light sources, 260 translucency tables, 271/272 sky lines; none
// of them for a vanilla level.
#include <gtest/gtest.h>

#include <array>
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
    const render::MapLooks looks = build(level_with({{271, 5, 2, "-"}, {272, 7, 2, "-"}}), &tables);
    EXPECT_EQ(looks.sky_line(3), 1);
    EXPECT_EQ(looks.sky_line(0), 0);
    EXPECT_EQ(looks.sky_line(2), -1);
    // 271 draws its sky mirrored, as Doom drew the level's; 272 does not.
    EXPECT_TRUE(looks.sky_mirrored(0));
    EXPECT_FALSE(looks.sky_mirrored(1));
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

namespace {

// `level` as a Hexen-type (zdoom) map whose lines carry the ZDoom specials
// given, each {special, arg0, arg1, arg2}.
void as_zdoom(map::Level& level, std::initializer_list<std::array<int, 4>> specials) {
    level.extensions.ns = map::MapNamespace::ZDoom;
    level.extensions.lines.assign(level.lines.size(), {});
    level.extensions.sectors.assign(level.sectors.size(), {});
    std::size_t i = 0;
    for (const auto& s : specials) {
        map::LineExtension& e = level.extensions.lines[i++];
        e.special = s[0];
        e.args = {s[1], s[2], s[3], 0, 0};
    }
    for (map::Line& line : level.lines) line.special = line.tag = 0;  // Hexen-type lines keep none of Doom's
}

std::vector<std::uint8_t> table_of(const render::MapLooks& looks, int line) {
    const int number = looks.line_blend(line);
    if (number == 0) return {};
    const auto bytes = looks.blend_bytes().subspan(static_cast<std::size_t>(number - 1) * 65536, 65536);
    return {bytes.begin(), bytes.end()};
}

// ZDoom's Static_Init (tag, 255, flip): the tagged sectors' sky from the
// line's wall, as 271 (flip 0) or 272 (flip 1); other properties no sky.
TEST(BoomLooks, StaticInitTransfersTheSkyAsMbfsLines) {
    map::Level level = level_with({{0, 0, 2, "-"}, {0, 0, 2, "-"}, {0, 0, 2, "-"}});
    as_zdoom(level, {{190, 7, 255, 0}, {190, 5, 255, 1}, {190, 5, 0, 0}});
    const assets::BoomTables tables;
    const render::MapLooks looks = build(level, &tables);
    EXPECT_EQ(looks.sky_line(3), 0);
    EXPECT_TRUE(looks.sky_mirrored(0));
    EXPECT_EQ(looks.sky_line(0), 1);
    EXPECT_EQ(looks.sky_line(1), 1);
    EXPECT_FALSE(looks.sky_mirrored(1));
    EXPECT_EQ(looks.sky_line(2), -1);
}

}  // namespace

// Transfer_FloorLight (210) and Transfer_CeilingLight (211) are Boom's 213
// and 261 by their first argument, which also finds moreids; Doom's
// numbers mean other specials there.
TEST(BoomLooks, ZDoomsLightTransfersOnHexenTypeMaps) {
    const assets::BoomTables tables;
    map::Level level = level_with({{0, 0, 2, "-"}, {0, 0, 0, "-"}, {0, 0, 1, "-"}});
    as_zdoom(level, {{210, 5, 0, 0}, {211, 9, 0, 0}, {213, 7, 0, 0}});
    level.extensions.sectors[2].more_ids = {9};
    const render::MapLooks looks = build(level, &tables);
    EXPECT_EQ(looks.floor_light_sector(0), 2);
    EXPECT_EQ(looks.floor_light_sector(1), 2);
    EXPECT_EQ(looks.ceiling_light_sector(2), 0);
    EXPECT_EQ(looks.floor_light_sector(3), 3);
    EXPECT_EQ(looks.ceiling_light_sector(0), 0);
}

// TranslucentLine (208): the line (arg0 0) or the lines with id arg0 take
// alpha arg1 / 255, additive with arg2: the same tables as UDMF's alpha
// and renderstyle "add" on those lines.
TEST(BoomLooks, TranslucentLineGivesTheLinesAlpha) {
    const assets::BoomTables tables;
    map::Level special = level_with({{0, 0, 0, "-"}, {0, 0, 1, "-"}, {0, 0, 1, "-"}, {0, 0, 1, "-"}});
    as_zdoom(special, {{208, 0, 128, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {208, 4, 64, 1}});
    special.extensions.lines[1].id = 4;
    map::Level fields = special;
    as_zdoom(fields, {});
    fields.extensions.lines[0].alpha = 128 / 255.0;
    fields.extensions.lines[1].alpha = 64 / 255.0;
    fields.extensions.lines[1].renderstyle = "add";
    const render::MapLooks by_special = build(special, &tables), by_fields = build(fields, &tables);
    ASSERT_NE(by_special.line_blend(0), 0);
    EXPECT_EQ(table_of(by_special, 0), table_of(by_fields, 0));
    ASSERT_NE(by_special.line_blend(1), 0);
    EXPECT_EQ(table_of(by_special, 1), table_of(by_fields, 1));
    EXPECT_NE(table_of(by_special, 0), table_of(by_special, 1));
    EXPECT_EQ(by_special.line_blend(2), 0);
    EXPECT_EQ(by_special.line_blend(3), 0);  // the setter itself has another id
    // A Doom-type map's line extension does not play it.
    map::Level doom = special;
    doom.extensions.ns = map::MapNamespace::Doom;
    EXPECT_EQ(build(doom, &tables).line_blend(0), 0);
}
