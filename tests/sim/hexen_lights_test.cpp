// ZDoom's light specials and phased light types, played on
// tests/data/hexen-specials/lights.textmap (its header says what is where).
// Expected levels are worked out by hand from ZDoom's rules, quoted with
// each test (ZDoom's a_lights.cpp: DGlow2, DFlicker, DStrobe, DPhased).
#include <gtest/gtest.h>

#include <array>

#include "sim/hash.h"
#include "sim/hexen_lights.h"
#include "sim/hexen_data_map.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"

namespace {

using namespace hexen_test;
using namespace sim;

// The west wall's lines, each a special on sector 1 (or 2).
enum TriggerLine { kFade = 0, kGlow, kFlicker, kStrobe, kStop, kFadeAtOnce, kGlowNoTics };

class HexenLights : public HexenLevel {
protected:
    void SetUp() override { start(hexen_data::load_data_map("lights")); }
    bool use(int line) { return use_special_line(w, player(), line, 0); }
    int light(int sector) const { return w.sectors[static_cast<std::size_t>(sector)].lightlevel; }
    // ZDoom's light effects at work, on sector 1 (all: -1).
    int effects(int sector = 1) {
        int n = 0;
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            if (!t->removed() && t->kind() == ThinkerKind::HexenLight &&
                (sector < 0 || static_cast<HexenLight*>(t)->sector == sector))
                ++n;
        return n;
    }
};

// Light_Fade (tag 1, 100, 10 tics) from 200: the level after tic k is
// 200 + (100 - 200) * (k - 1) / 10, rounded toward 0, until 100 at tic 11;
// the effect ends on tic 12.
TEST_F(HexenLights, FadeGoesFromItsLevelToTheValueInItsTics) {
    ASSERT_EQ(light(1), 200);
    EXPECT_TRUE(use(kFade));
    tics(1);
    EXPECT_EQ(light(1), 200);
    tics(3);
    EXPECT_EQ(light(1), 170);  // k = 4: 200 - 30
    tics(2);
    EXPECT_EQ(light(1), 150);  // k = 6
    tics(5);
    EXPECT_EQ(light(1), 100);  // k = 11
    EXPECT_EQ(effects(), 1);
    tics(1);
    EXPECT_EQ(light(1), 100);
    EXPECT_EQ(effects(), 0);
}

TEST_F(HexenLights, FadeWithoutTicsSetsTheLevelAtOnce) {
    EXPECT_TRUE(use(kFadeAtOnce));
    EXPECT_EQ(light(1), 100);
    EXPECT_EQ(effects(), 0);
}

// Light_Glow (tag 1, 200, 120, 8 tics): 200 down to 120 by tic 9
// (200 - 80 * (k - 1) / 8), then back up from 120, the count one past the
// end: 130 at tic 10, 200 at tic 17, 190 at tic 18.
TEST_F(HexenLights, GlowSwingsBetweenItsTwoLevels) {
    EXPECT_TRUE(use(kGlow));
    tics(5);
    EXPECT_EQ(light(1), 160);
    tics(4);
    EXPECT_EQ(light(1), 120);
    tics(1);
    EXPECT_EQ(light(1), 130);
    tics(7);
    EXPECT_EQ(light(1), 200);
    tics(1);
    EXPECT_EQ(light(1), 190);
}

TEST_F(HexenLights, GlowWithoutTicsStartsNothingAndTheLineStays) {
    EXPECT_FALSE(use(kGlowNoTics));
    tics(5);
    EXPECT_EQ(light(1), 200);
    EXPECT_EQ(effects(), 0);
}

// Light_Strobe (tag 1, 220, 30, 3 bright, 5 dark) starts in sync: dark on
// the first tic for 5 tics, bright for 3, dark again.
TEST_F(HexenLights, StrobeAlternatesItsLevelsForItsTics) {
    EXPECT_TRUE(use(kStrobe));
    const int expected[] = {30, 30, 30, 30, 30, 220, 220, 220, 30, 30};
    for (int level : expected) {
        tics(1);
        EXPECT_EQ(light(1), level);
    }
}

// Light_Flicker (tag 2, 180, 40): at 180 at once; then only 180 or 40,
// dark for 2-9 tics at a time ((random & 7) + 1 tics waited, then the
// switch) and bright for 2-33 after the first bright spell.
TEST_F(HexenLights, FlickerSwitchesBetweenItsLevelsAtRandomLengths) {
    EXPECT_TRUE(use(kFlicker));
    EXPECT_EQ(light(2), 180);
    std::array<int, 2> runs_seen{};  // dark, bright
    int level = 180, run = 0, switches = 0;
    for (int tic = 0; tic < 700; ++tic) {
        tics(1);
        const int now = light(2);
        ASSERT_TRUE(now == 180 || now == 40) << now;
        if (now == level) {
            ++run;
            continue;
        }
        if (switches > 0) {
            const bool dark = level == 40;
            EXPECT_GE(run, 2);
            EXPECT_LE(run, dark ? 9 : 33);
            ++runs_seen[dark ? 0 : 1];
        }
        ++switches;
        level = now;
        run = 1;
    }
    EXPECT_GT(runs_seen[0], 10);
    EXPECT_GT(runs_seen[1], 10);
}

TEST_F(HexenLights, StopEndsEveryEffectInTheTaggedSectorsWhereTheyAre) {
    EXPECT_TRUE(use(kGlow));
    EXPECT_TRUE(use(kStrobe));
    tics(3);  // each tic the glow's level, then the strobe's: dark on tic 1 only
    EXPECT_EQ(light(1), 180);
    EXPECT_TRUE(use(kStop));
    tics(20);
    EXPECT_EQ(light(1), 180);
    EXPECT_EQ(effects(), 0);
}

// Light_Phased (sector 3, light 130): base 48, phase 63 - (130 & 63) = 61
// counted down a tic at a time; the level is the base while the phase is
// 24 or more, (255 - 48) * (23 - phase) / 12 + 48 from 23 to 12 and
// 207 * phase / 12 + 48 below 12.
TEST_F(HexenLights, PhasedLightPulsesOnceEvery64Tics) {
    tics(1);
    EXPECT_EQ(light(3), 48);
    tics(39);
    EXPECT_EQ(light(3), 65);  // tic 40, phase 22
    tics(10);
    EXPECT_EQ(light(3), 237);  // tic 50, phase 12
    tics(12);
    EXPECT_EQ(light(3), 48);  // tic 62, phase 0
    tics(64);
    EXPECT_EQ(light(3), 48);  // a whole cycle later
}

// The sequence from sector 4 (type 2) runs 4, 5 (type 3), 6 (type 4),
// 7 (type 3): four lights sharing the cycle, phases 48, 32, 16 and 0, each
// on its own level as base (sector 5, dark, takes sector 4's 64).
TEST_F(HexenLights, ALightSequenceSharesTheCycleAlongItsChain) {
    tics(1);
    EXPECT_EQ(light(4), 64);   // phase 48
    EXPECT_EQ(light(5), 64);   // phase 32, on 64
    EXPECT_EQ(light(6), 188);  // phase 16: 159 * 7 / 12 + 96
    EXPECT_EQ(light(7), 80);   // phase 0
    tics(37);
    EXPECT_EQ(light(4), 239);  // tic 38, phase 11: 191 * 11 / 12 + 64
    tics(16);
    EXPECT_EQ(light(7), 240);  // tic 54, phase 11: 175 * 11 / 12 + 80
    EXPECT_EQ(effects(-1), 5);  // and sector 3's
}

TEST_F(HexenLights, PhasedTypesAreClearedAndGiveNoWarning) {
    for (int s = 3; s <= 7; ++s) EXPECT_EQ(w.sectors[static_cast<std::size_t>(s)].special, 0) << s;
}

// A glow, a flicker and the phased lights in the middle of their work are
// saved and go on as they were.
TEST(HexenLightSavegame, EffectsComeBackAsTheyWere) {
    hexen_data::DataSource source("lights");
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    for (int line : {kGlow, kFlicker}) use_special_line(saved, *saved.players[0].mo, line, 0);
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 6; ++i) run_tic(saved, source, cmds);

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "lights"), "lights.sav");
    for (int i = 0; i < 40; ++i) {
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
        ASSERT_EQ(loaded.sectors[1].lightlevel, saved.sectors[1].lightlevel) << i;
        ASSERT_EQ(loaded.sectors[2].lightlevel, saved.sectors[2].lightlevel) << i;
    }
    EXPECT_EQ(world_hash(loaded), world_hash(saved));
}

}  // namespace
