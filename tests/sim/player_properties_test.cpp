// ZDoom's SetPlayerProperty (who, on, which) in Doom (sim/player_properties.cpp),
// against p_lnspec.cpp and player.zs: frozen players do not walk (totally
// frozen ones do not turn or fire either), monsters do not look for a
// no-target player, weapons switch at once, buddha leaves 1 health, and
// Doom's powers are given and taken.
#include <gtest/gtest.h>

#include <array>

#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/interaction.h"
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/player_think.h"
#include "sim/weapons.h"

namespace {

using namespace hexen_test;

enum : int { kFrozen = 0, kNoTarget = 1, kInstant = 2, kFly = 3, kTotallyFrozen = 4, kInvulnerable = 5,
             kStrength = 6, kInvisible = 7, kBuddha = 16 };

class PlayerProperties : public HexenLevel {
protected:
    bool set(int property, bool on, int who = 0) {
        return run_hexen_special(w, 191, {who, on ? 1 : 0, property, 0, 0}, -1, 0, &player());
    }
    Player& p() { return w.players[0]; }
    // The test map's player, alive as a new game's (setup_level leaves its health 0).
    void start_alive() {
        start(TestMap{});
        p().health = player().health = 100;
        p().readyweapon = wp_pistol;
        p().weaponowned[wp_pistol] = true;
        p().ammo[am_clip] = 50;
    }
    // One think with the player walking forward, turning and firing.
    void think_walking() {
        p().cmd = {};
        p().cmd.forwardmove = 50;
        p().cmd.angleturn = 1000;
        p().cmd.buttons = BT_ATTACK;
        player().momx = player().momy = 0;
        player_think(w, p());
    }
};

TEST_F(PlayerProperties, FrozenPlayersDoNotWalk) {
    start_alive();
    const angle_t facing = player().angle;
    ASSERT_TRUE(set(kFrozen, true));
    think_walking();
    EXPECT_EQ(player().momx | player().momy, 0);
    EXPECT_NE(player().angle, facing);  // turning and firing still go
    EXPECT_TRUE(p().cmd.buttons & BT_ATTACK);

    ASSERT_TRUE(set(kFrozen, false));
    ASSERT_TRUE(set(kTotallyFrozen, true));
    const angle_t turned = player().angle;
    think_walking();
    EXPECT_EQ(player().momx | player().momy, 0);
    EXPECT_EQ(player().angle, turned);
    EXPECT_EQ(p().cmd.buttons, 0);

    ASSERT_TRUE(set(kTotallyFrozen, false));
    think_walking();
    EXPECT_NE(player().momx | player().momy, 0);
}

TEST_F(PlayerProperties, MonstersDoNotLookForANoTargetPlayer) {
    start_alive();
    Mobj* monster = spawn_mobj(w, F(200), F(128), 0, MT_POSSESSED);
    ASSERT_NE(monster, nullptr);
    ASSERT_TRUE(set(kNoTarget, true, 1));  // every player
    EXPECT_FALSE(look_for_players(w, *monster, true));
    ASSERT_TRUE(set(kNoTarget, false, 1));
    EXPECT_TRUE(look_for_players(w, *monster, true));
    EXPECT_EQ(monster->target, &player());
}

TEST_F(PlayerProperties, WeaponsSwitchAtOnce) {
    start_alive();
    setup_psprites(w, p());
    EXPECT_GT(p().psprites[ps_weapon].sy, F(32));  // on its way up
    ASSERT_TRUE(set(kInstant, true));
    setup_psprites(w, p());
    EXPECT_EQ(p().psprites[ps_weapon].sy, F(32));  // up at once
}

TEST_F(PlayerProperties, BuddhaLeavesOneHealthButATelefragKills) {
    start_alive();
    ASSERT_TRUE(set(kBuddha, true));
    damage_mobj(w, player(), nullptr, nullptr, 500);
    EXPECT_EQ(player().health, 1);
    EXPECT_EQ(p().health, 1);
    damage_mobj(w, player(), nullptr, nullptr, 10000);
    EXPECT_LE(player().health, 0);
}

TEST_F(PlayerProperties, PowersAreGivenAndTaken) {
    start_alive();
    ASSERT_TRUE(set(kInvulnerable, true));
    EXPECT_EQ(p().powers[pw_invulnerability], INVULNTICS);
    ASSERT_TRUE(set(kInvulnerable, false));
    EXPECT_EQ(p().powers[pw_invulnerability], 0);
    p().health = player().health = 40;
    ASSERT_TRUE(set(kStrength, true));
    EXPECT_EQ(p().powers[pw_strength], 1);
    EXPECT_EQ(p().health, 40);  // the power alone, not a berserk pack
    ASSERT_TRUE(set(kInvisible, true));
    EXPECT_TRUE(player().flags & MF_SHADOW);
    ASSERT_TRUE(set(kInvisible, false));
    EXPECT_FALSE(player().flags & MF_SHADOW);
    // Flight is not Doom's, and the activator must be a player.
    EXPECT_FALSE(set(kFly, true));
    EXPECT_FALSE(run_hexen_special(w, 191, {0, 1, kFrozen, 0, 0}, -1, 0, nullptr));
}

}  // namespace
