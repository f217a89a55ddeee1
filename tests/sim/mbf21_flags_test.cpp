// MBF21's thing, weapon and state flags and thing groups in the simulation,
// on the open room: each at complevel 21, and the original's rule kept at
// vanilla's level for the same patched tables. Expectations come from the
// MBF21 spec's descriptions, worked out by hand.
#include <gtest/gtest.h>

#include "open_room_world.h"
#include "sim/game.h"
#include "sim/interaction.h"
#include "sim/monster_ai.h"
#include "sim/movement.h"

namespace {

using namespace sim;
using base::kFracUnit;
using open_room_test::OpenRoomTest;

class Mbf21FlagsTest : public OpenRoomTest {
protected:
    void at(CompLevel level) { w->opts.compat = default_compat_options(level); }
};

TEST_F(Mbf21FlagsTest, LowGravityFallsAnEighthAsFast) {
    for (CompLevel level : {CompLevel::Mbf21, CompLevel::Vanilla}) {
        at(level);
        w->rules.mobjinfo[MT_BARREL].flags2 = MF2_LOGRAV;
        Mobj& mo = spawn(0, 0, MT_BARREL);
        mo.z = 100 * kFracUnit;
        mo.momz = 0;
        z_movement(*w, mo);
        // From rest: twice the gravity, an eighth of it at MBF21.
        EXPECT_EQ(mo.momz, level == CompLevel::Mbf21 ? -2 * (kFracUnit >> 3) : -2 * kFracUnit);
    }
}

TEST_F(Mbf21FlagsTest, AnInfightingGroupDoesNotTurnOnItself) {
    for (CompLevel level : {CompLevel::Mbf21, CompLevel::Vanilla}) {
        at(level);
        w->rules.mobjinfo[MT_POSSESSED].infighting_group = 4;
        w->rules.mobjinfo[MT_SHOTGUY].infighting_group = 4;
        Mobj& victim = spawn(0, 0, MT_POSSESSED);
        Mobj& shooter = spawn(100, 0, MT_SHOTGUY);
        damage_mobj(*w, victim, &shooter, &shooter, 1);
        EXPECT_EQ(victim.target, level == CompLevel::Mbf21 ? nullptr : &shooter);
    }
}

TEST_F(Mbf21FlagsTest, DamageIgnoredAndNoThresholdFollowTheFlags) {
    at(CompLevel::Mbf21);
    w->rules.mobjinfo[MT_SHOTGUY].flags2 = MF2_DMGIGNORED;
    Mobj& victim = spawn(0, 0, MT_POSSESSED);
    Mobj& ignored = spawn(100, 0, MT_SHOTGUY);
    damage_mobj(*w, victim, &ignored, &ignored, 1);
    EXPECT_EQ(victim.target, nullptr);

    // A target threshold keeps the first attacker, unless NOTHRESHOLD.
    Mobj& first = spawn(-100, 0, MT_TROOP);
    Mobj& second = spawn(0, 100, MT_TROOP);
    damage_mobj(*w, victim, &first, &first, 1);
    damage_mobj(*w, victim, &second, &second, 1);
    EXPECT_EQ(victim.target, &first);
    victim.flags2 |= MF2_NOTHRESHOLD;
    damage_mobj(*w, victim, &second, &second, 1);
    EXPECT_EQ(victim.target, &second);
}

TEST_F(Mbf21FlagsTest, SplashFollowsGroupsAndRadiusFlags) {
    at(CompLevel::Mbf21);
    w->rules.mobjinfo[MT_BARREL].splash_group = 0;
    w->rules.mobjinfo[MT_TROOP].splash_group = 0;
    Mobj& spot = spawn(0, 0, MT_BARREL);
    spot.flags &= ~static_cast<std::uint32_t>(MF_SHOOTABLE);
    Mobj& kin = spawn(40, 0, MT_TROOP);
    Mobj& boss = spawn(-40, 0, MT_POSSESSED);
    Mobj& other = spawn(0, 40, MT_SHOTGUY);
    boss.flags2 |= MF2_BOSS;
    radius_attack(*w, spot, nullptr, 128);
    EXPECT_EQ(kin.health, w->rules.mobjinfo[MT_TROOP].spawn_health);
    EXPECT_EQ(boss.health, w->rules.mobjinfo[MT_POSSESSED].spawn_health);
    EXPECT_LT(other.health, w->rules.mobjinfo[MT_SHOTGUY].spawn_health);

    spot.flags2 |= MF2_FORCERADIUSDMG;  // hurts even the BOSS
    radius_attack(*w, spot, nullptr, 128);
    EXPECT_LT(boss.health, w->rules.mobjinfo[MT_POSSESSED].spawn_health);
}

TEST_F(Mbf21FlagsTest, MeleeRangeIsTheThingsOwn) {
    for (CompLevel level : {CompLevel::Mbf21, CompLevel::Vanilla}) {
        at(level);
        w->rules.mobjinfo[MT_SERGEANT].melee_range = 128 * kFracUnit;
        Mobj& demon = spawn(0, 0, MT_SERGEANT);
        Mobj& victim = spawn(120, 0, MT_POSSESSED);  // 120 < 128 - 20 + 20
        demon.target = &victim;
        EXPECT_EQ(check_melee_range(*w, demon), level == CompLevel::Mbf21);
    }
}

TEST_F(Mbf21FlagsTest, AGrouplessProjectileHurtsItsOwnKind) {
    for (CompLevel level : {CompLevel::Mbf21, CompLevel::Vanilla}) {
        at(level);
        w->rules.mobjinfo[MT_TROOP].projectile_group = kProjectileGroupless;
        Mobj& shooter = spawn(-200, 0, MT_TROOP);
        Mobj& kin = spawn(0, 0, MT_TROOP);
        Mobj* ball = spawn_missile(*w, shooter, kin, MT_TROOPSHOT);
        const int before = kin.health;
        // Move the ball into the imp: at vanilla it bursts harmlessly.
        try_move(*w, *ball, -10 * kFracUnit, 0);
        EXPECT_EQ(kin.health < before, level == CompLevel::Mbf21);
    }
}

TEST_F(Mbf21FlagsTest, ARipperPassesThroughWhatItHurts) {
    at(CompLevel::Mbf21);
    w->rules.mobjinfo[MT_ROCKET].flags2 = MF2_RIP;
    Mobj& shooter = spawn(-300, 0, MT_PLAYER);
    Mobj& victim = spawn(0, 0, MT_BRUISER);
    Mobj* rocket = spawn_missile(*w, shooter, victim, MT_ROCKET);
    EXPECT_TRUE(try_move(*w, *rocket, -10 * kFracUnit, 0));  // the move goes on
    EXPECT_LT(victim.health, 1000);
    EXPECT_TRUE(rocket->flags & MF_MISSILE);
}

TEST_F(Mbf21FlagsTest, FastMonstersFollowSkill5FastAndFastSpeed) {
    w->opts.fast = true;
    w->rules.state_mbf21[S_POSS_RUN1].flags = STF_SKILL5FAST;
    w->rules.mobjinfo[MT_ROCKET].fast_speed = 30 * kFracUnit;
    Definitions base = w->rules;
    w->base_defs = &base;
    at(CompLevel::Mbf21);
    set_rules(*w);
    EXPECT_EQ(w->rules.states[S_POSS_RUN1].tics, kStates[S_POSS_RUN1].tics >> 1);
    EXPECT_EQ(w->rules.states[S_SARG_RUN1].tics, kStates[S_SARG_RUN1].tics >> 1);
    EXPECT_EQ(w->rules.mobjinfo[MT_ROCKET].speed, 30 * kFracUnit);
    EXPECT_EQ(w->rules.mobjinfo[MT_TROOPSHOT].speed, 20 * kFracUnit);
    at(CompLevel::Vanilla);
    set_rules(*w);
    EXPECT_EQ(w->rules.states[S_POSS_RUN1].tics, kStates[S_POSS_RUN1].tics);
    EXPECT_EQ(w->rules.mobjinfo[MT_ROCKET].speed, kMobjInfo[MT_ROCKET].speed);
    EXPECT_EQ(w->rules.mobjinfo[MT_TROOPSHOT].speed, 20 * kFracUnit);
}

}  // namespace
