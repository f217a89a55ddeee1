// Floor_Waggle (138) and Ceiling_Waggle (38) on
// tests/data/hexen-specials/planes.textmap (sector 1: floor 0, ceiling
// 128; sector 3: floor 32, ceiling 160). Expected heights are worked out
// by hand from Hexen's T_FloorWaggle and EV_StartFloorWaggle (p_floor.c):
// amplitude 64 gives a full scale of 64 << 10 = 1.0, reached by steps of
// FixedDiv(1.0, 35 + 3 * 35 * 64 / 255 = 61) = 1074 in 62 tics; frequency
// 64 moves one step of the 64-step bob table (8 units times the sine, as
// Hexen rounded it: step 16 is 524287, step 48 is -524288) a tic; the
// time counts down in seconds from the tic after the full scale.
#include <gtest/gtest.h>

#include <array>

#include "sim/hash.h"
#include "sim/hexen_data_map.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"

namespace {

using namespace hexen_test;
using namespace sim;

constexpr int kFloorWaggle = 138, kCeilingWaggle = 38;
constexpr int kBuildHalfway = 0;  // the map's first line: Pillar_Build on tag 1

class HexenWaggle : public HexenLevel {
protected:
    void SetUp() override { start(hexen_data::load_data_map("planes")); }
    bool waggle(int special, int tag, int amplitude, int frequency, int phase, int seconds) {
        return run_hexen_special(w, special, {tag, amplitude, frequency, phase, seconds}, -1, 0, nullptr);
    }
    const SectorState& sector(int s) const { return w.sectors[static_cast<std::size_t>(s)]; }
};

// One second at full swing: the scale grows for 62 tics, holds 35, then
// shrinks by the same steps until it passes 0 (tic 159), where the floor
// is put back and the mover ends.
TEST_F(HexenWaggle, AFloorSwingsUpToItsAmplitudeHoldsAndDiesAway) {
    ASSERT_TRUE(waggle(kFloorWaggle, 1, 64, 64, 0, 1));
    tics(16);
    // Step 16 at a scale of 16 * 1074 = 17184: 524287 * 17184 >> 16.
    EXPECT_EQ(sector(1).floorheight, 137471);
    tics(64);
    EXPECT_EQ(sector(1).floorheight, 524287);  // tic 80, step 16 at full scale
    tics(32);
    // Tic 112, step 48, shrinking for 15 tics: -8 units times 65536 - 15 * 1074.
    EXPECT_EQ(sector(1).floorheight, -8 * (65536 - 15 * 1074));
    tics(46);
    // Tic 158, step 30 (102283) at a scale of 65536 - 61 * 1074 = 22.
    EXPECT_EQ(sector(1).floorheight, 102283 * 22 >> 16);
    EXPECT_NE(sector(1).specialdata, nullptr);
    tics(1);
    EXPECT_EQ(sector(1).floorheight, 0);
    EXPECT_EQ(sector(1).specialdata, nullptr);
    EXPECT_EQ(sector(1).ceilingheight, F(128));
}

// Time 0 is for ever; the phase starts the table that many steps on.
TEST_F(HexenWaggle, WithoutATimeItSwingsForEverFromItsPhase) {
    ASSERT_TRUE(waggle(kFloorWaggle, 1, 64, 64, 16, 0));
    tics(64);
    EXPECT_EQ(sector(1).floorheight, 524287);  // step 16 + 64
    tics(936);
    EXPECT_EQ(sector(1).floorheight, -370728);  // step (16 + 1000) % 64 = 56
    EXPECT_NE(sector(1).specialdata, nullptr);
}

// The ceiling's swing is the floor's on the other plane.
TEST_F(HexenWaggle, ACeilingSwingsAsAFloorDoes) {
    ASSERT_TRUE(waggle(kCeilingWaggle, 3, 64, 64, 0, 0));
    tics(80);
    EXPECT_EQ(sector(3).ceilingheight, F(160) + 524287);
    EXPECT_EQ(sector(3).floorheight, F(32));
    tics(32);
    EXPECT_EQ(sector(3).ceilingheight, F(160) - 524288);
}

// A waggling floor is busy: no second waggle, no pillar.
TEST_F(HexenWaggle, AWagglingFloorTakesNoOtherMover) {
    ASSERT_TRUE(waggle(kFloorWaggle, 1, 64, 64, 0, 0));
    EXPECT_FALSE(waggle(kFloorWaggle, 1, 32, 32, 0, 0));
    EXPECT_FALSE(use_special_line(w, player(), kBuildHalfway, 0));
}

TEST(HexenWaggleSavegame, AWagglingFloorComesBackAsItWas) {
    hexen_data::DataSource source("planes");
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    ASSERT_TRUE(run_hexen_special(saved, kFloorWaggle, {1, 64, 64, 0, 1}, -1, 0, nullptr));
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 70; ++i) run_tic(saved, source, cmds);

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "planes"), "planes.sav");
    for (int i = 0; i < 40; ++i) {
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
    }
    EXPECT_NE(loaded.sectors[1].floorheight, 0);
    EXPECT_EQ(world_hash(loaded), world_hash(saved));
    for (int i = 0; i < 60; ++i) run_tic(loaded, source, cmds);
    EXPECT_EQ(loaded.sectors[1].floorheight, 0);
    EXPECT_EQ(loaded.sectors[1].specialdata, nullptr);
}

}  // namespace
