// ZDoom's earthquakes (Radius_Quake, 120; sim/quakes.h) on the Hexen-type
// test map, against ZDoom's DEarthquake: where a view shakes and how far,
// the shoves and damage near the quake, its end, and savegames.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <set>
#include <string>

#include "sim/game.h"
#include "sim/hash.h"
#include "sim/hexen_test_map.h"
#include "sim/quakes.h"
#include "sim/savegame.h"

namespace {

using namespace hexen_test;

// A zombieman with id 4 in the box, 190 units from the player.
const std::string kZombie = "thing { x = 300.0; y = 200.0; type = 3004; id = 4; skill3 = true; single = true; }\n";

int quakes(World& w) {
    int n = 0;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (!t->removed() && t->kind() == ThinkerKind::Quake) ++n;
    return n;
}

class Quakes : public HexenLevel {};

// At the activator (tid 0), intensity 4 for 35 tics, damage and tremor
// within 4 × 64 units: the player is shoved every tic, hurt now and then,
// and its view moves by less than 2 × 4 units each way, differently from
// tic to tic; then the quake ends.
TEST_F(Quakes, TheActivatorsQuakeShakesShovesAndHurtsThenEnds) {
    start({.trigger = "special = 120; arg0 = 4; arg1 = 35; arg2 = 4; arg3 = 4; playercross = true;"});
    player().health = w.players[0].health = 100;
    EXPECT_EQ(quake_shake(w, player()).x, 0);
    cross(player());
    ASSERT_EQ(quakes(w), 1);
    std::set<std::pair<fixed_t, fixed_t>> shakes;
    for (int i = 0; i < 34; ++i) {
        const Shake s = quake_shake(w, player());
        EXPECT_GE(s.x, -F(8));
        EXPECT_LT(s.x, F(8));
        EXPECT_GE(s.y, -F(8));
        EXPECT_LT(s.y, F(8));
        EXPECT_EQ(s.x % kFracUnit, 0);
        shakes.insert({s.x, s.y});
        tics(1);
    }
    EXPECT_GT(shakes.size(), 10u);
    EXPECT_TRUE(player().momx != 0 || player().momy != 0);
    EXPECT_LT(player().health, 100);
    EXPECT_EQ(quakes(w), 1);
    tics(1);
    EXPECT_EQ(quakes(w), 0);
    EXPECT_EQ(quake_shake(w, player()).x, 0);
    EXPECT_EQ(quake_shake(w, player()).y, 0);
}

// Round the zombieman (tid 4): its tremor radius decides whether the
// player's view shakes; outside its damage radius nobody is shoved.
TEST_F(Quakes, OnlyViewsWithinTheTremorRadiusShake) {
    for (const int tremor : {2, 4}) {
        start({.trigger = "special = 120; arg0 = 9; arg1 = 20; arg2 = 1; arg3 = " + std::to_string(tremor) +
                          "; arg4 = 4; playercross = true;",
               .things = kZombie});
        player().health = w.players[0].health = 100;
        cross(player());
        ASSERT_EQ(quakes(w), 1);
        bool shaken = false;
        for (int i = 0; i < 10; ++i) {
            const Shake s = quake_shake(w, player());
            shaken |= s.x != 0 || s.y != 0;
            tics(1);
        }
        EXPECT_EQ(shaken, tremor == 4) << tremor;  // 190 units away: within 256, not 128
        EXPECT_EQ(player().momx, 0);
        EXPECT_EQ(player().health, 100);
    }
    // No thing with the id: no quake.
    start({.trigger = "special = 120; arg0 = 9; arg1 = 20; arg3 = 4; arg4 = 5; playercross = true;",
           .things = kZombie});
    cross(player());
    EXPECT_EQ(quakes(w), 0);
}

TEST(QuakeSavegame, AQuakeComesBackAsItWas) {
    TestSource source;
    source.map = {.trigger = "special = 120; arg0 = 3; arg1 = 30; arg2 = 4; arg3 = 4; playercross = true;"};
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    cross_special_line(saved, 3, 0, *saved.players[0].mo);
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 5; ++i) run_tic(saved, source, cmds);

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "quake"), "quake.sav");
    for (int i = 0; i < 10; ++i) {
        EXPECT_EQ(quake_shake(loaded, *loaded.players[0].mo).x, quake_shake(saved, *saved.players[0].mo).x);
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
    }
    EXPECT_EQ(world_hash(loaded), world_hash(saved));
    EXPECT_EQ(loaded.players[0].health, saved.players[0].health);
}

}  // namespace
