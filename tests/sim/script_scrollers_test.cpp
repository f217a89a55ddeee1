// Scrollers that specials start, change and stop in play (sim/script_scrollers.cpp),
// against ZDoom's SetWallScroller and SetScroller (a_scroll.cpp) and its
// Scroll_Wall, Scroll_Texture_Both, Scroll_Floor and Scroll_Ceiling
// (p_lnspec.cpp): the arguments scripts give, one scroller per wall and
// parts or per sector, new speeds for those already there; and
// Sector_CopyScroller at level start (specials.cpp).
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>

#include "sim/boom_thinkers.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"

namespace {

using namespace hexen_test;

constexpr int kNorthSide = 1;  // line 1's front side; line 1 has id 5

class ScriptScrollers : public HexenLevel {
protected:
    void start_map() { start({.north_wall = "id = 5;"}); }
    bool run(int special, std::array<int, 5> args) { return run_hexen_special(w, special, args, -1, 0, nullptr); }
    int scrollers() {
        int n = 0;
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            n += !t->removed() && t->kind() == ThinkerKind::Scroller;
        return n;
    }
    fixed_t mid_xoffset() const {
        return w.look_changes.sides.empty() ? 0 : w.look_changes.sides[0].parts[1].xoffset;
    }
};

TEST_F(ScriptScrollers, ScrollWallMovesThePartsItNames) {
    start_map();
    ASSERT_TRUE(run(52, {5, F(2), 0, 0, 2}));  // the middle, 2 units a tic
    EXPECT_EQ(scrollers(), 1);
    tics(3);
    EXPECT_EQ(mid_xoffset(), F(6));
    EXPECT_EQ(w.look_changes.sides[0].parts[0].xoffset, 0);  // the top stays
    EXPECT_EQ(w.sides[kNorthSide].textureoffset, 0);         // and the side's own offsets
    // Again for the same parts: the same scroller at the new speed.
    ASSERT_TRUE(run(52, {5, -F(1), F(1), 0, 2}));
    EXPECT_EQ(scrollers(), 1);
    tics(2);
    EXPECT_EQ(mid_xoffset(), F(4));
    EXPECT_EQ(w.look_changes.sides[0].parts[1].yoffset, F(2));
    // All three parts: another scroller, moving the side's own offsets.
    ASSERT_TRUE(run(52, {5, F(1), 0, 0, 7}));
    EXPECT_EQ(scrollers(), 2);
    tics(1);
    EXPECT_EQ(w.sides[kNorthSide].textureoffset, F(1));
    // A speed of 0 stops the middle's scroller, leaving its offsets where they are.
    ASSERT_TRUE(run(52, {5, 0, 0, 0, 2}));
    EXPECT_EQ(scrollers(), 1);
    const fixed_t stopped = mid_xoffset();
    tics(2);
    EXPECT_EQ(mid_xoffset(), stopped);
    // ZDoom refuses line id 0; no parts, or the missing back side, start nothing.
    EXPECT_FALSE(run(52, {0, F(1), 0, 0, 7}));
    EXPECT_TRUE(run(52, {5, F(1), 0, 0, 0}));
    EXPECT_TRUE(run(52, {5, F(1), 0, 1, 7}));
    EXPECT_EQ(scrollers(), 1);
}

// Offsets wrap as the original's ints did, past 32768 units.
TEST_F(ScriptScrollers, OffsetsWrapAsTheOriginalsInts) {
    start_map();
    ASSERT_TRUE(run(52, {5, F(1000), 0, 0, 2}));  // the middle's own offset
    ASSERT_TRUE(run(52, {5, 0, F(1000), 0, 7}));  // the side's
    tics(40);
    EXPECT_EQ(mid_xoffset(), static_cast<fixed_t>(40u * static_cast<std::uint32_t>(F(1000))));
    EXPECT_EQ(w.sides[kNorthSide].rowoffset, static_cast<fixed_t>(40u * static_cast<std::uint32_t>(F(1000))));
}

TEST_F(ScriptScrollers, ScrollTextureBothFromAScript) {
    start_map();
    ASSERT_TRUE(run(221, {5, 64, 0, 0, 32}));  // left a unit, up half a unit a tic
    tics(2);
    EXPECT_EQ(w.sides[kNorthSide].textureoffset, F(2));
    EXPECT_EQ(w.sides[kNorthSide].rowoffset, F(1));
    ASSERT_TRUE(run(221, {5, 0, 0, 0, 0}));  // stopped
    EXPECT_EQ(scrollers(), 0);
}

TEST_F(ScriptScrollers, ScrollFloorScrollsCarriesOrBoth) {
    start_map();
    Mobj& player = this->player();
    place(player, 288, 128);  // in the box, tag 1
    player.z = box().floorheight;
    ASSERT_TRUE(run(223, {1, 64, 0, 2, 0}));  // 2 units a tic east, flat and things
    EXPECT_EQ(scrollers(), 2);
    tics(1);
    EXPECT_EQ(box().floor_xoffs, -F(2));  // the flat moves as the things do: its offsets the other way
    EXPECT_GT(player.momx, 0);
    // Only the flat now: the carrier stays, at speed 0.
    ASSERT_TRUE(run(223, {1, 64, 0, 0, 0}));
    EXPECT_EQ(scrollers(), 2);
    player.momx = 0;
    tics(1);
    EXPECT_EQ(box().floor_xoffs, -F(4));
    EXPECT_EQ(player.momx, 0);
    // Scroll_Ceiling: 32nds, from 0.
    ASSERT_TRUE(run(224, {1, 0, 16, 0, 0}));
    tics(2);
    EXPECT_EQ(box().ceiling_yoffs, F(1));
    // A stop where nothing scrolls starts nothing.
    ASSERT_TRUE(run(224, {9, 0, 0, 0, 0}));
    EXPECT_EQ(scrollers(), 3);
}

// Sector_CopyScroller (tag, what) at level start: the line's front sector
// (the room) scrolls as the box does by the map's Scroll_Floor on tag 1;
// without the floor bit it does not.
TEST_F(ScriptScrollers, CopiedScrollersMoveTheLinesFrontSector) {
    for (const int what : {2, 1}) {
        start({.trigger = "special = 223; arg0 = 1; arg3 = 160; arg4 = 128;",
               .north_wall = "special = 58; arg0 = 1; arg1 = " + std::to_string(what) + ";"});
        tics(3);
        EXPECT_EQ(box().floor_xoffs, -F(3));
        EXPECT_EQ(w.sectors[0].floor_xoffs, what == 2 ? -F(3) : 0) << what;
        EXPECT_EQ(w.lines[1].special, 0);  // read once, at level start
    }
}

TEST(ScriptScrollerSavegame, APartsScrollerKeepsItsParts) {
    TestSource source;
    source.map = {.north_wall = "id = 5;"};
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    ASSERT_TRUE(run_hexen_special(saved, 52, {5, F(1), 0, 0, 4}, -1, 0, nullptr));  // the bottom
    World loaded(defs);
    load_game(loaded, source, save_game(saved, "scroll"), "scroll.sav");
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 3; ++i) {
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
    }
    ASSERT_EQ(loaded.look_changes.sides.size(), 1u);
    EXPECT_EQ(loaded.look_changes, saved.look_changes);
    EXPECT_EQ(loaded.look_changes.sides[0].parts[2].xoffset, F(3));
    EXPECT_EQ(loaded.sides[1].textureoffset, 0);
}

}  // namespace
