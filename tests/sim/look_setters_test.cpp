// ZDoom's specials that change how sides and planes look in play
// (sim/look_changes.h), against ZDoom's p_lnspec.cpp: Line_SetTextureOffset,
// Line_SetTextureScale, Sector_SetRotation, Sector_Set{Floor,Ceiling}Scale
// and their …Scale2 forms, Line_AlignFloor and Line_AlignCeiling,
// Sector_SetColor and Sector_SetFade, and Static_Init's Init_Color at level
// start. Each change starts from the map's own looks, and savegames keep
// them.
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"

namespace {

using namespace hexen_test;

constexpr int kNoChange = 32767 << 16;
constexpr int kNorthSide = 1;  // line 1's front side, id 5 below

const TestMap kMap{.north_wall = "id = 5;",
                  .north_side = "offsetx_top = 3.0; scalex_mid = 2.0; offsety_bottom = 1.5;",
                  .box = "heightceiling = 128; rotationfloor = 90.0; xscaleceiling = 0.5; lightcolor = 16711680;"};

class LookSetters : public HexenLevel {
protected:
    void start_map() { start(kMap); }
    bool run(int special, std::array<int, 5> args) { return run_hexen_special(w, special, args, -1, 0, nullptr); }
    const map::PartPlacement& part(int p) const {
        EXPECT_EQ(w.look_changes.sides.size(), 1u);
        return w.look_changes.sides.at(0).parts[static_cast<std::size_t>(p)];
    }
};

TEST_F(LookSetters, TextureOffsetsAreSetOrAddedPartByPart) {
    start_map();
    w.sides[kNorthSide].textureoffset = F(10);  // as a Boom scroller would have moved it
    w.sides[kNorthSide].rowoffset = F(2);
    // Set the top and bottom (flags 1 | 4): their whole offsets become the
    // given ones; the side's own stay, so the parts keep the difference.
    ASSERT_TRUE(run(53, {5, F(7), kNoChange, 0, 1 | 4}));
    ASSERT_EQ(w.look_changes.sides.size(), 1u);
    EXPECT_EQ(w.look_changes.sides[0].side, kNorthSide);
    EXPECT_EQ(part(0).xoffset + w.sides[kNorthSide].textureoffset, F(7));
    EXPECT_EQ(part(2).xoffset + w.sides[kNorthSide].textureoffset, F(7));
    EXPECT_EQ(part(1).xoffset, 0);                // the middle as the map has it
    EXPECT_EQ(part(2).yoffset, F(3) / 2);         // y left as the map has it
    EXPECT_EQ(part(1).xscale, F(2));              // the map's scale kept
    // Add (flag 8) to the middle's y.
    ASSERT_TRUE(run(53, {5, kNoChange, F(4), 0, 2 | 8}));
    EXPECT_EQ(part(1).yoffset, F(4));
    EXPECT_EQ(part(1).xoffset, 0);
    // ZDoom refuses line id 0 and a side other than 0 or 1.
    EXPECT_FALSE(run(53, {0, F(1), F(1), 0, 7}));
    EXPECT_FALSE(run(53, {5, F(1), F(1), 2, 7}));
    // The back side of a one-sided line: nothing to change.
    EXPECT_TRUE(run(53, {5, F(1), F(1), 1, 7}));
    EXPECT_EQ(w.look_changes.sides.size(), 1u);
}

TEST_F(LookSetters, TextureScalesAreSetOrMultiplied) {
    start_map();
    ASSERT_TRUE(run(56, {5, F(3), kNoChange, 0, 2}));
    EXPECT_EQ(part(1).xscale, F(3));
    EXPECT_EQ(part(1).yscale, F(1));
    ASSERT_TRUE(run(56, {5, F(1) / 2, F(4), 0, 2 | 8}));
    EXPECT_EQ(part(1).xscale, F(3) / 2);
    EXPECT_EQ(part(1).yscale, F(4));
    EXPECT_EQ(part(0).xoffset, F(3));  // the map's offset kept beside
    // A scale of 0 would divide by zero where the renderers take a texture to map units: 1, as the map's.
    ASSERT_TRUE(run(56, {5, 0, kNoChange, 0, 1}));
    EXPECT_EQ(part(0).xscale, F(1));
}

TEST_F(LookSetters, PlanesTurnAndScale) {
    start_map();
    ASSERT_TRUE(run(185, {1, 45, 270, 0, 0}));  // Sector_SetRotation: floor 45°, ceiling 270°
    ASSERT_EQ(w.look_changes.planes.size(), 1u);
    const auto& planes = w.look_changes.planes[0].planes;
    EXPECT_EQ(w.look_changes.planes[0].sector, 1);
    EXPECT_EQ(planes[0].rotation, base::kAng45);
    EXPECT_EQ(planes[1].rotation, base::kAng90 * 3);
    EXPECT_EQ(planes[1].xscale, F(1) / 2);  // the map's, kept
    // Sector_SetFloorScale (tag, 2.0, 0.0): drawn twice as large, a scale
    // of 1/2; a 0 leaves that direction.
    ASSERT_TRUE(run(189, {1, 2, 0, 0, 0}));
    EXPECT_EQ(planes[0].xscale, F(1) / 2);
    EXPECT_EQ(planes[0].yscale, F(1));
    ASSERT_TRUE(run(188, {1, 0, 25, 4, 0}));  // Sector_SetCeilingScale: 0.25 and 4
    EXPECT_EQ(planes[1].xscale, F(4));
    EXPECT_EQ(planes[1].yscale, F(1) / 4);
    ASSERT_TRUE(run(171, {1, F(4), 0, 0, 0}));  // Sector_SetFloorScale2, fixed point
    EXPECT_EQ(planes[0].xscale, F(1) / 4);
    EXPECT_EQ(planes[0].yscale, F(1));
    ASSERT_TRUE(run(170, {1, 0, F(1) / 2, 0, 0}));  // Sector_SetCeilingScale2
    EXPECT_EQ(planes[1].xscale, F(4));
    EXPECT_EQ(planes[1].yscale, F(2));
    EXPECT_EQ(planes[0].rotation, base::kAng45);
}

TEST_F(LookSetters, SectorsTakeColoursAndFades) {
    start_map();
    ASSERT_TRUE(run(213, {1, 10, 300, -4, 0}));  // Sector_SetFade: channels held to 0..255
    ASSERT_EQ(w.look_changes.colours.size(), 1u);
    const sim::ChangedColour& colour = w.look_changes.colours[0];
    EXPECT_EQ(colour.sector, 1);
    EXPECT_EQ(colour.fade, 0x0aff00);
    EXPECT_EQ(colour.light, 0xff0000);  // the map's, kept
    ASSERT_TRUE(run(212, {1, 0, 128, 255, 255}));  // Sector_SetColor with full desaturation
    EXPECT_EQ(colour.light, 0x0080ff);
    EXPECT_EQ(colour.desaturation, 1000);
    EXPECT_EQ(colour.fade, 0x0aff00);
    EXPECT_TRUE(run(212, {9, 1, 2, 3, 0}));  // no sector with that tag: nothing changes
    EXPECT_EQ(w.look_changes.colours.size(), 1u);
}

// Line_AlignFloor and Line_AlignCeiling (line id, back side): the plane's
// texture turned to run along the line, the line's first vertex on a row
// start: ZDoom's base angle and y offset, kept beside the plane's own.
TEST_F(LookSetters, AlignedPlanesRunAlongTheLine) {
    start({.trigger = "id = 6;", .north_wall = "id = 5;"});
    ASSERT_TRUE(run(184, {5, 0, 0, 0, 0}));  // the north wall, east along y = 256: the room's floor
    ASSERT_EQ(w.look_changes.planes.size(), 1u);
    EXPECT_EQ(w.look_changes.planes[0].sector, 0);
    EXPECT_EQ(w.look_changes.planes[0].planes[0].base_rotation, 0u);
    EXPECT_EQ(w.look_changes.planes[0].planes[0].base_yoffset, F(256));
    // Line 3 runs south along x = 256; its back is the box: turned by 90° the other way.
    ASSERT_TRUE(run(183, {6, 1, 0, 0, 0}));
    ASSERT_EQ(w.look_changes.planes.size(), 2u);
    const map::PlaneTurn& ceiling = w.look_changes.planes[1].planes[1];
    EXPECT_EQ(w.look_changes.planes[1].sector, 1);
    EXPECT_EQ(ceiling.base_rotation, base::kAng90 * 3);
    EXPECT_EQ(ceiling.base_yoffset, -F(256));
    ASSERT_TRUE(run(185, {1, 0, 45, 0, 0}));  // a rotation of its own keeps the base
    EXPECT_EQ(w.look_changes.planes[1].planes[1].rotation, base::kAng45);
    EXPECT_EQ(w.look_changes.planes[1].planes[1].base_rotation, base::kAng90 * 3);
    EXPECT_FALSE(run(184, {9, 0, 0, 0, 0}));  // no line with the id
}

// Static_Init's Init_Color (tag, 1) at level start: the line's front side
// names the colours where its upper (light) and lower (fade) textures go.
TEST_F(LookSetters, InitColorTakesColoursFromTextureNames) {
    const auto colours = [&](const std::string& top, const std::string& bottom) {
        start({.north_wall = "special = 190; arg0 = 1; arg1 = 1;",
               .north_side = "texturetop = \"" + top + "\"; texturebottom = \"" + bottom + "\";"});
        return w.look_changes.colours;
    };
    auto set = colours("FF8000", "#102030");
    ASSERT_EQ(set.size(), 1u);
    EXPECT_EQ(set[0].sector, 1);
    EXPECT_EQ(set[0].light, 0xff8000);
    EXPECT_EQ(set[0].fade, 0x102030);
    // Legacy's form needs a strength letter for a light colour; a texture's name is no colour.
    set = colours("#FF0000", "STARTAN3");
    EXPECT_TRUE(set.empty());
    set = colours("#FF0000M", "ABCDEFG");
    ASSERT_EQ(set.size(), 1u);
    EXPECT_EQ(set[0].light, 0xff0000);
    EXPECT_EQ(set[0].fade, 0);  // seven letters: not a colour, the map's fade kept
}

TEST(LookSetterSavegame, TheChangesComeBackAsTheyWere) {
    TestSource source;
    source.map = kMap;
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    const auto run = [&](int special, std::array<int, 5> args) {
        return run_hexen_special(saved, special, args, -1, 0, nullptr);
    };
    ASSERT_TRUE(run(53, {5, F(7), F(-3), 0, 7}));
    ASSERT_TRUE(run(185, {1, 30, 60, 0, 0}));
    ASSERT_TRUE(run(212, {1, 1, 2, 3, 51}));
    ASSERT_EQ(saved.look_changes.sides.size(), 1u);

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "looks"), "looks.sav");
    EXPECT_EQ(loaded.look_changes, saved.look_changes);
    // A new level starts with none.
    new_game(loaded, source, GameOptions{});
    EXPECT_EQ(loaded.look_changes, LookChanges{});
}

}  // namespace
