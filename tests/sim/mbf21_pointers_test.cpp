// MBF21's thing and weapon code pointers on the open room at complevel 21,
// with their Args; and at vanilla's level, doing nothing. Expected values
// are worked out by hand from the MBF21 spec and dsda-doom's definitions.
#include <gtest/gtest.h>

#include "base/trig_tables.h"
#include "open_room_world.h"
#include "sim/mbf21_angles.h"
#include "sim/monsters.h"
#include "sim/weapons.h"

namespace {

using namespace sim;
using base::kFracUnit;
using open_room_test::OpenRoomTest;

class Mbf21PointersTest : public OpenRoomTest {
protected:
    Mbf21PointersTest() { w->opts.compat = default_compat_options(CompLevel::Mbf21); }

    // Gives the scratch state `action` and these Args, puts `mo` in it and
    // runs the action as entering the state would.
    void act(Mobj& mo, Action action, std::initializer_list<std::int32_t> args = {}) {
        set_args(kScratchState, action, args);
        mo.state = kScratchState;
        call_mobj_action(*w, mo, action);
    }

    void set_args(StateNum state, Action action, std::initializer_list<std::int32_t> args) {
        w->rules.states[state].action = action;
        StateMbf21& st = w->rules.state_mbf21[state];
        st = {};
        int i = 0;
        for (std::int32_t a : args) {
            st.args[static_cast<std::size_t>(i)] = a;
            st.args_set = static_cast<std::uint8_t>(st.args_set | (1u << i));
            ++i;
        }
    }

    int mobjs_of(MobjType type) const {
        int n = 0;
        w->thinkers.for_each([&](Thinker& t) {
            if (!t.removed() && t.kind() == ThinkerKind::Mobj && static_cast<Mobj&>(t).type == type) ++n;
        });
        return n;
    }

    Mobj* first_of(MobjType type) const {
        Mobj* found = nullptr;
        w->thinkers.for_each([&](Thinker& t) {
            auto& m = static_cast<Mobj&>(t);
            if (!found && !t.removed() && t.kind() == ThinkerKind::Mobj && m.type == type) found = &m;
        });
        return found;
    }

    static constexpr StateNum kScratchState = S_TECH2LAMP4;
};

TEST_F(Mbf21PointersTest, SpawnObjectOffsetsAndThrowsRelativeToTheFacing) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    mo.angle = base::kAng90;  // facing north: forward is +y, "y" (left) is -x
    act(mo, Action::SpawnObject,
        {MT_BARREL + 1, 0, 32 * kFracUnit, 16 * kFracUnit, 8 * kFracUnit, 2 * kFracUnit, 0, kFracUnit});
    Mobj* barrel = first_of(MT_BARREL);
    ASSERT_NE(barrel, nullptr);
    // The spec's rotation (x forward, y left) by the original's sine table,
    // sampled half a step off the quarter turns, hence the small slack.
    const fixed_t c = base::fine_cosine(base::kAng90 >> base::kAngleToFineShift);
    const fixed_t s = base::fine_sine(base::kAng90 >> base::kAngleToFineShift);
    EXPECT_EQ(barrel->x, base::fixed_mul(32 * kFracUnit, c) - base::fixed_mul(16 * kFracUnit, s));
    EXPECT_EQ(barrel->y, base::fixed_mul(32 * kFracUnit, s) + base::fixed_mul(16 * kFracUnit, c));
    EXPECT_NEAR(barrel->x, -16 * kFracUnit, kFracUnit / 16);
    EXPECT_NEAR(barrel->y, 32 * kFracUnit, kFracUnit / 16);
    EXPECT_EQ(barrel->z, 8 * kFracUnit);
    EXPECT_NEAR(barrel->momx, 0, kFracUnit / 16);
    EXPECT_NEAR(barrel->momy, 2 * kFracUnit, kFracUnit / 16);
    EXPECT_EQ(barrel->momz, kFracUnit);
    EXPECT_EQ(barrel->angle, base::kAng90);
}

TEST_F(Mbf21PointersTest, SpawnObjectMakesAMonstersMissileItsOwnSeekingItsTarget) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    Mobj& enemy = spawn(200, 0, MT_SERGEANT);
    mo.target = &enemy;
    mo.angle = 0;
    act(mo, Action::SpawnObject, {MT_TROOPSHOT + 1, 90 * kFracUnit});
    Mobj* ball = first_of(MT_TROOPSHOT);
    ASSERT_NE(ball, nullptr);
    EXPECT_EQ(ball->target, &mo);
    EXPECT_EQ(ball->tracer, &enemy);
    EXPECT_EQ(ball->angle, base::kAng90);  // 90 degrees in fixed point
}

TEST_F(Mbf21PointersTest, JumpsFollowTheirConditions) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    Mobj& near = spawn(100, 0, MT_SERGEANT);
    mo.target = &near;
    act(mo, Action::JumpIfHealthBelow, {S_POSS_PAIN, mo.health});  // not below its own health
    EXPECT_EQ(mo.state, kScratchState);
    act(mo, Action::JumpIfHealthBelow, {S_POSS_PAIN, mo.health + 1});
    EXPECT_EQ(mo.state, S_POSS_PAIN);

    act(mo, Action::JumpIfTargetCloser, {S_POSS_PAIN, 100 * kFracUnit});  // 100 is not closer than 100
    EXPECT_EQ(mo.state, kScratchState);
    act(mo, Action::JumpIfTargetCloser, {S_POSS_PAIN, 101 * kFracUnit});
    EXPECT_EQ(mo.state, S_POSS_PAIN);

    act(mo, Action::JumpIfTracerCloser, {S_POSS_PAIN, 1000 * kFracUnit});  // no tracer
    EXPECT_EQ(mo.state, kScratchState);
    mo.tracer = &near;
    act(mo, Action::JumpIfTracerInSight, {S_POSS_PAIN});
    EXPECT_EQ(mo.state, S_POSS_PAIN);

    mo.angle = base::kAng180;  // facing away: outside a 90-degree view
    act(mo, Action::JumpIfTargetInSight, {S_POSS_PAIN, 90 * kFracUnit});
    EXPECT_EQ(mo.state, kScratchState);
    act(mo, Action::JumpIfTargetInSight, {S_POSS_PAIN, 0});  // 0: all round
    EXPECT_EQ(mo.state, S_POSS_PAIN);

    act(mo, Action::JumpIfFlagsSet, {S_POSS_PAIN, static_cast<std::int32_t>(MF_SOLID | MF_FLOAT)});
    EXPECT_EQ(mo.state, kScratchState);  // all of them must be set
    act(mo, Action::JumpIfFlagsSet, {S_POSS_PAIN, static_cast<std::int32_t>(MF_SOLID | MF_SHOOTABLE)});
    EXPECT_EQ(mo.state, S_POSS_PAIN);
    act(mo, Action::JumpIfHealthBelow, {NUMSTATES, 1000});  // no such state: no jump
    EXPECT_EQ(mo.state, kScratchState);
}

TEST_F(Mbf21PointersTest, AddAndRemoveFlagsRelinkTheBlockmap) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    act(mo, Action::AddFlags, {static_cast<std::int32_t>(MF_NOBLOCKMAP | MF_FLOAT), MF2_LOGRAV});
    EXPECT_TRUE(mo.flags & MF_NOBLOCKMAP);
    EXPECT_TRUE(mo.flags & MF_FLOAT);
    EXPECT_EQ(mo.flags2, MF2_LOGRAV);
    bool linked = false;
    for (Mobj* head : w->blocklinks)
        for (Mobj* m = head; m; m = m->bnext) linked |= m == &mo;
    EXPECT_FALSE(linked);

    act(mo, Action::RemoveFlags, {static_cast<std::int32_t>(MF_NOBLOCKMAP), MF2_LOGRAV});
    EXPECT_FALSE(mo.flags & MF_NOBLOCKMAP);
    EXPECT_TRUE(mo.flags & MF_FLOAT);
    EXPECT_EQ(mo.flags2, 0u);
    for (Mobj* head : w->blocklinks)
        for (Mobj* m = head; m; m = m->bnext) linked |= m == &mo;
    EXPECT_TRUE(linked);
}

TEST_F(Mbf21PointersTest, RadiusDamageFallsOffOverItsOwnReach) {
    Mobj& spot = spawn(0, 0, MT_BARREL);
    spot.flags &= ~static_cast<std::uint32_t>(MF_SHOOTABLE);  // it would hurt itself otherwise
    Mobj& victim = spawn(0, 74, MT_BRUISER);                    // radius 24: 50 units from the edge
    act(spot, Action::RadiusDamage, {100, 200});
    // 100 × (200 − 50) / 200 + 1
    EXPECT_EQ(victim.health, 1000 - 76);
}

TEST_F(Mbf21PointersTest, MeleeAttackReachesItsRangeAndRollsItsDice) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    Mobj& victim = spawn(100, 0, MT_BRUISER);
    mo.target = &victim;
    act(mo, Action::MonsterMeleeAttack, {4, 2});  // the usual 64-unit reach: too far
    EXPECT_EQ(victim.health, 1000);
    const int roll = upcoming(1) % 2 + 1;
    act(mo, Action::MonsterMeleeAttack, {4, 2, sfx_claw, 100 * kFracUnit});  // 100 + 24 - 20 reaches
    EXPECT_EQ(victim.health, 1000 - 4 * roll);
}

TEST_F(Mbf21PointersTest, BulletAttackFiresItsNumberOfBullets) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    Mobj& victim = spawn(300, 0, MT_BRUISER);
    mo.target = &victim;
    act(mo, Action::MonsterBulletAttack, {0, 0, 3, 1, 1});  // three bullets of 1 damage, no spread
    EXPECT_EQ(victim.health, 1000 - 3);
    act(mo, Action::MonsterBulletAttack, {0, 0, 0});  // no bullets
    EXPECT_EQ(victim.health, 1000 - 3);
}

TEST_F(Mbf21PointersTest, FindTracerPicksAVisibleShootableThingAndSeekTracerTurnsToIt) {
    Mobj& owner = spawn(-300, 0, MT_PLAYER);
    Mobj& enemy = spawn(200, 200, MT_SERGEANT);
    Mobj* missile = spawn_missile(*w, owner, enemy, MT_ROCKET);
    missile->angle = 0;
    act(*missile, Action::FindTracer, {0, 10});
    EXPECT_EQ(missile->tracer, &enemy);

    // The enemy lies about 22 degrees round: half that is over the 10-degree
    // limit, so the turn is 10 degrees.
    act(*missile, Action::SeekTracer, {0, 10 * kFracUnit});
    EXPECT_EQ(missile->angle, mbf21::fixed_to_angle(10 * kFracUnit));
    EXPECT_GT(missile->momy, 0);

    act(*missile, Action::ClearTracer);
    EXPECT_EQ(missile->tracer, nullptr);
}

// The weapon pointers on the player's weapon layer (a pistol, 50 bullets).
class Mbf21WeaponPointersTest : public Mbf21PointersTest {
protected:
    Mbf21WeaponPointersTest() {
        Mobj& mo = spawn(0, 0, MT_PLAYER);
        player.mo = &mo;
        mo.player = &player;
        player.readyweapon = wp_pistol;
        player.ammo[am_clip] = 50;
        player.health = 100;
    }

    void fire(Action action, std::initializer_list<std::int32_t> args = {}) {
        set_args(kScratchState, action, args);
        PspriteDef& psp = player.psprites[ps_weapon];
        psp.state = kScratchState;
        call_weapon_action(*w, player, psp, action);
    }

    Player& player = w->players[0];
};

TEST_F(Mbf21WeaponPointersTest, AmmoIsConsumedAndCheckedByArgsOrAmmoPerShot) {
    fire(Action::ConsumeAmmo, {3});
    EXPECT_EQ(player.ammo[am_clip], 47);
    w->rules.weapon_mbf21[wp_pistol].ammo_per_shot = 5;
    fire(Action::ConsumeAmmo);  // 0: the weapon's ammo per shot
    EXPECT_EQ(player.ammo[am_clip], 42);
    fire(Action::ConsumeAmmo, {100});  // never below zero
    EXPECT_EQ(player.ammo[am_clip], 0);

    fire(Action::CheckAmmo, {S_PISTOLDOWN});  // not enough for a shot: jump
    EXPECT_EQ(player.psprites[ps_weapon].state, S_PISTOLDOWN);
    player.ammo[am_clip] = 5;
    fire(Action::CheckAmmo, {S_PISTOLDOWN});
    EXPECT_EQ(player.psprites[ps_weapon].state, kScratchState);
}

TEST_F(Mbf21WeaponPointersTest, JumpsSoundsAndFlashes) {
    fire(Action::WeaponJump, {S_PISTOL4, 256});  // every draw is below 256
    EXPECT_EQ(player.psprites[ps_weapon].state, S_PISTOL4);
    fire(Action::WeaponJump, {S_PISTOL4, 0});
    EXPECT_EQ(player.psprites[ps_weapon].state, kScratchState);

    fire(Action::WeaponSound, {sfx_pistol, 1});
    ASSERT_FALSE(w->events.sounds.empty());
    EXPECT_EQ(w->events.sounds.back().sound, sfx_pistol);
    EXPECT_EQ(w->events.sounds.back().origin, nullptr);  // Args2: everywhere

    fire(Action::GunFlashTo, {S_PISTOLFLASH});
    EXPECT_EQ(player.psprites[ps_flash].state, S_PISTOLFLASH);
    EXPECT_EQ(player.mo->state, S_PLAY_ATK2);

    player.cmd.buttons = BT_ATTACK;
    player.pendingweapon = wp_nochange;
    fire(Action::RefireTo, {S_PISTOL1});
    EXPECT_EQ(player.psprites[ps_weapon].state, S_PISTOL1);
}

TEST_F(Mbf21PointersTest, NothingHappensBelowMbf21) {
    w->opts.compat = default_compat_options(CompLevel::Mbf);
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    act(mo, Action::SpawnObject, {MT_BARREL + 1});
    act(mo, Action::JumpIfHealthBelow, {S_POSS_PAIN, 1000});
    act(mo, Action::AddFlags, {static_cast<std::int32_t>(MF_FLOAT), MF2_LOGRAV});
    EXPECT_EQ(mobjs_of(MT_BARREL), 0);
    EXPECT_EQ(mo.state, kScratchState);
    EXPECT_FALSE(mo.flags & MF_FLOAT);
    EXPECT_EQ(mo.flags2, 0u);
}

}  // namespace
