// MBF's code pointers for DeHackEd patches on the open room: each with
// its misc1/misc2 arguments at MBF's complevel, and doing nothing at
// vanilla's. Expected values follow MBF's definitions (killough's p_enemy.c
// as dsda-doom keeps it), worked out by hand.
#include <algorithm>

#include <gtest/gtest.h>

#include "base/log.h"
#include "open_room_world.h"
#include "sim/dehacked.h"
#include "sim/monsters.h"

namespace {

using namespace sim;
using base::kFracUnit;
using open_room_test::OpenRoomTest;

class MbfPointersTest : public OpenRoomTest {
protected:
    MbfPointersTest() { w->opts.compat = default_compat_options(CompLevel::Mbf); }

    // Puts `mo` in a state of its own whose arguments are misc1 and misc2,
    // then runs `action` as entering it would.
    void act(Mobj& mo, Action action, int misc1 = 0, int misc2 = 0) {
        State& st = w->rules.states[kScratchState];
        st.action = action;
        st.misc1 = misc1;
        st.misc2 = misc2;
        mo.state = kScratchState;
        call_mobj_action(*w, mo, action);
    }

    int mobjs_of(MobjType type) const {
        int n = 0;
        w->thinkers.for_each([&](Thinker& t) {
            if (!t.removed() && t.kind() == ThinkerKind::Mobj && static_cast<Mobj&>(t).type == type) ++n;
        });
        return n;
    }

    static constexpr StateNum kScratchState = S_TECH2LAMP4;  // a lamp's frame, unused by the things here
};

TEST_F(MbfPointersTest, TurnAndFaceTakeDegreesFromMisc1) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    mo.angle = base::kAng90;
    act(mo, Action::Turn, 90);
    EXPECT_EQ(mo.angle, 2 * base::kAng90);
    act(mo, Action::Turn, -90);  // wraps as MBF's unsigned 64-bit arithmetic
    EXPECT_EQ(mo.angle, 2 * base::kAng90 + static_cast<angle_t>((0xffffffa6'00000000ull) / 360));
    act(mo, Action::Face, 270);
    EXPECT_EQ(mo.angle, 3 * base::kAng90);
    act(mo, Action::Face, 45);
    EXPECT_EQ(mo.angle, 0x20000000u);
}

TEST_F(MbfPointersTest, NothingHappensAtVanillasLevel) {
    w->opts.compat = default_compat_options(CompLevel::Vanilla);
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    mo.angle = 0;
    mo.momx = kFracUnit;
    const int health = mo.health;
    const int draws = w->rng.prnd_index;
    act(mo, Action::Turn, 90);
    act(mo, Action::Die);
    act(mo, Action::Stop);
    act(mo, Action::RandomJump, S_POSS_RUN1, 256);
    act(mo, Action::Spawn, MT_BARREL + 1);
    EXPECT_EQ(mo.angle, 0u);
    EXPECT_EQ(mo.health, health);
    EXPECT_EQ(mo.momx, kFracUnit);
    EXPECT_EQ(mo.state, kScratchState);
    EXPECT_EQ(mobjs_of(MT_BARREL), 0);
    EXPECT_EQ(w->rng.prnd_index, draws);
}

TEST_F(MbfPointersTest, RandomJumpGoesToMisc1WhenADrawIsBelowMisc2) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    const int draws = w->rng.prnd_index;
    act(mo, Action::RandomJump, S_POSS_PAIN, 0);  // no draw is below 0
    EXPECT_EQ(mo.state, kScratchState);
    EXPECT_EQ(w->rng.prnd_index, (draws + 1) & 0xff);
    act(mo, Action::RandomJump, S_POSS_PAIN, 256);  // every draw is
    EXPECT_EQ(mo.state, S_POSS_PAIN);
    // A state number no table has: the draw is made, the jump is not.
    act(mo, Action::RandomJump, NUMSTATES + 5, 256);
    EXPECT_EQ(mo.state, kScratchState);
}

TEST_F(MbfPointersTest, SpawnMakesTypeMisc1MinusOneMisc2UnitsUp) {
    Mobj& mo = spawn(64, -32, MT_POSSESSED);
    act(mo, Action::Spawn, MT_BARREL + 1, 40);
    ASSERT_EQ(mobjs_of(MT_BARREL), 1);
    w->thinkers.for_each([&](Thinker& t) {
        auto& m = static_cast<Mobj&>(t);
        if (m.type != MT_BARREL) return;
        EXPECT_EQ(m.x, 64 * kFracUnit);
        EXPECT_EQ(m.y, -32 * kFracUnit);
        EXPECT_EQ(m.z, 40 * kFracUnit);
    });
    act(mo, Action::Spawn, 0);                 // 0: nothing
    act(mo, Action::Spawn, NUMMOBJTYPES + 1);  // no such type: nothing
    EXPECT_EQ(mobjs_of(MT_BARREL), 1);
}

TEST_F(MbfPointersTest, DieKillsAndStopHalts) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    mo.momx = mo.momy = mo.momz = 3 * kFracUnit;
    act(mo, Action::Stop);
    EXPECT_EQ(mo.momx, 0);
    EXPECT_EQ(mo.momy, 0);
    EXPECT_EQ(mo.momz, 0);
    act(mo, Action::Die);
    EXPECT_LE(mo.health, 0);
    EXPECT_FALSE(mo.flags & MF_SHOOTABLE);
}

TEST_F(MbfPointersTest, LineEffectSetsOffLineTypeMisc1AsAPlayerOnLineZero) {
    // Type 11 is S1 exit: a monster could not use it, a player can, once.
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    w->lines[0].tag = 7;
    act(mo, Action::LineEffect, 11, 3);
    EXPECT_EQ(w->gameaction, GameAction::Completed);
    EXPECT_EQ(mo.player, nullptr) << "the stand-in player is gone again";
    EXPECT_EQ(w->lines[0].special, 0);
    EXPECT_EQ(w->lines[0].tag, 7) << "line 0 keeps its own tag";
    // Used up: the state's type is spent for the rest of the game.
    w->gameaction = GameAction::Nothing;
    act(mo, Action::LineEffect, 11, 3);
    EXPECT_EQ(w->gameaction, GameAction::Nothing);
}

TEST_F(MbfPointersTest, ScratchHurtsATargetInMeleeRangeByMisc1) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    Mobj& near = spawn(40, 0, MT_SERGEANT);
    mo.target = &near;
    const int health = near.health;
    act(mo, Action::Scratch, 7, sfx_claw);
    EXPECT_EQ(near.health, health - 7);
    ASSERT_FALSE(w->events.sounds.empty());
    EXPECT_EQ(w->events.sounds.front().sound, sfx_claw);  // before any pain cry

    Mobj& far = spawn(300, 0, MT_SERGEANT);
    mo.target = &far;
    act(mo, Action::Scratch, 7);
    EXPECT_EQ(far.health, defs->mobjinfo[MT_SERGEANT].spawn_health);
}

TEST_F(MbfPointersTest, PlaySoundIsEverywhereWithMisc2) {
    Mobj& mo = spawn(0, 0, MT_POSSESSED);
    act(mo, Action::PlaySound, sfx_pistol, 0);
    ASSERT_EQ(w->events.sounds.size(), 1u);
    EXPECT_EQ(w->events.sounds[0].sound, sfx_pistol);
    EXPECT_EQ(w->events.sounds[0].origin, &mo);
    act(mo, Action::PlaySound, sfx_shotgn, 1);
    ASSERT_EQ(w->events.sounds.size(), 2u);
    EXPECT_EQ(w->events.sounds[1].origin, nullptr);
    act(mo, Action::PlaySound, static_cast<int>(w->defs->sounds.size()), 0);  // no such sound
    EXPECT_EQ(w->events.sounds.size(), 2u);
}

TEST_F(MbfPointersTest, BetaSkullAttackBitesForOneToEightTimesDamage) {
    Mobj& skull = spawn(0, 0, MT_SKULL);
    Mobj& victim = spawn(200, 0, MT_BRUISER);
    skull.target = &victim;
    const int roll = upcoming(1) % 8 + 1;
    act(skull, Action::BetaSkullAttack);
    EXPECT_EQ(victim.health, defs->mobjinfo[MT_BRUISER].spawn_health - roll * defs->mobjinfo[MT_SKULL].damage);
    EXPECT_EQ(skull.angle, 0u);

    // Lost souls leave each other alone.
    Mobj& other = spawn(-200, 0, MT_SKULL);
    skull.target = &other;
    act(skull, Action::BetaSkullAttack);
    EXPECT_EQ(other.health, defs->mobjinfo[MT_SKULL].spawn_health);
}

TEST_F(MbfPointersTest, DetonateHurtsByTheThingsMissileDamage) {
    w->rules.mobjinfo[MT_BARREL].damage = 60;
    Mobj& barrel = spawn(0, 0, MT_BARREL);
    Mobj& victim = spawn(0, 30, MT_BRUISER);
    act(barrel, Action::Detonate);
    // P_RadiusAttack: damage less the distance beyond the victim's radius.
    const int dist = 30 - defs->mobjinfo[MT_BRUISER].radius / kFracUnit;
    EXPECT_EQ(victim.health, defs->mobjinfo[MT_BRUISER].spawn_health - (60 - std::max(dist, 0)));
}

TEST_F(MbfPointersTest, MushroomLaunchesAGridOfFallingFireballs) {
    w->rules.mobjinfo[MT_BARREL].damage = 16;  // i, j in -16, -8, 0, 8, 16
    Mobj& barrel = spawn(0, 0, MT_BARREL);
    barrel.z = 64 * kFracUnit;
    act(barrel, Action::Mushroom);
    EXPECT_EQ(mobjs_of(MT_FATSHOT), 25);
    w->thinkers.for_each([&](Thinker& t) {
        auto& m = static_cast<Mobj&>(t);
        if (m.type == MT_FATSHOT) {
            EXPECT_FALSE(m.flags & MF_NOGRAVITY);
        }
    });
}

TEST(MbfCodePointers, BexNamesEveryMbfPointer) {
    base::set_log_quiet(true);
    Definitions defs;
    const auto diagnostics = apply_dehacked(defs,
                                            "[CODEPTR]\n"
                                            "FRAME 10 = A_Detonate\nFRAME 11 = A_Mushroom\nFRAME 12 = A_Die\n"
                                            "FRAME 13 = A_Spawn\nFRAME 14 = A_Turn\nFRAME 15 = A_Face\n"
                                            "FRAME 16 = A_Scratch\nFRAME 17 = A_PlaySound\nFRAME 18 = RandomJump\n"
                                            "FRAME 19 = A_BetaSkullAttack\nFRAME 20 = A_Stop\n"
                                            "FRAME 21 = A_LineEffect\nFRAME 22 = A_FireOldBFG\n",
                                            "mbf.bex");
    base::set_log_quiet(false);
    EXPECT_EQ(defs.states[10].action, Action::Detonate);
    EXPECT_EQ(defs.states[11].action, Action::Mushroom);
    EXPECT_EQ(defs.states[12].action, Action::Die);
    EXPECT_EQ(defs.states[13].action, Action::Spawn);
    EXPECT_EQ(defs.states[14].action, Action::Turn);
    EXPECT_EQ(defs.states[15].action, Action::Face);
    EXPECT_EQ(defs.states[16].action, Action::Scratch);
    EXPECT_EQ(defs.states[17].action, Action::PlaySound);
    EXPECT_EQ(defs.states[18].action, Action::RandomJump);
    EXPECT_EQ(defs.states[19].action, Action::BetaSkullAttack);
    EXPECT_EQ(defs.states[20].action, Action::Stop);
    EXPECT_EQ(defs.states[21].action, Action::LineEffect);
    EXPECT_EQ(defs.states[22].action, Action::FireOldBFG);
    EXPECT_TRUE(diagnostics.empty());
}

}  // namespace
