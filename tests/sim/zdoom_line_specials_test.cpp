// ZDoom's line specials that reuse what Doom and Boom already play, on the
// Hexen-type test map (hexen_test_map.h), against ZDoom's p_lnspec.cpp and
// p_teleport.cpp: Teleport_NoStop, Teleport_ZombieChanger and Teleport's
// fog argument,
// Plat_ToggleCeiling, NoiseAlert, Line_SetAutomapFlags, Static_Init,
// ForceField and ClearForceField.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "base/trig_tables.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/line_blocking.h"
#include "sim/mobjs.h"

namespace {

using namespace hexen_test;

const std::string kDestination =
    "thing { x = 288.0; y = 64.0; angle = 90; type = 14; id = 7; skill3 = true; single = true; }\n";

class ZDoomLineSpecials : public HexenLevel {};

// Teleport_NoStop (tid, tag, no source fog): the player arrives facing the
// destination, still moving, and not held; fog where it arrives, and where
// it left unless the third argument says not.
TEST_F(ZDoomLineSpecials, TeleportNoStopKeepsThePlayerMoving) {
    for (const int no_source_fog : {0, 1}) {
        start({.trigger = "special = 154; arg0 = 7; arg2 = " + std::to_string(no_source_fog) + "; playercross = true;",
               .things = kDestination});
        player().momx = F(3);
        player().momy = -F(2);
        cross(player());
        EXPECT_EQ(player().x, F(288));
        EXPECT_EQ(player().y, F(64));
        EXPECT_EQ(player().angle, base::kAng90);
        EXPECT_EQ(player().momx, F(3));
        EXPECT_EQ(player().momy, -F(2));
        EXPECT_EQ(player().reactiontime, 0);
        EXPECT_EQ(count(MT_TFOG), no_source_fog ? 1 : 2);
    }
    // Teleport stops the player and holds it.
    start({.trigger = "special = 70; arg0 = 7; playercross = true;", .things = kDestination});
    player().momx = F(3);
    cross(player());
    EXPECT_EQ(player().momx, 0);
    EXPECT_EQ(player().reactiontime, 18);
}

// Teleport_ZombieChanger (tid, tag): Strife's; the thing arrives without
// fog, facing the destination, stopped, and in its pain state.
TEST_F(ZDoomLineSpecials, TeleportZombieChangerTeleportsIntoThePainState) {
    start({.trigger = "special = 39; arg0 = 7; playercross = true;", .things = kDestination});
    player().momx = F(3);
    cross(player());
    EXPECT_EQ(player().x, F(288));
    EXPECT_EQ(player().angle, base::kAng90);
    EXPECT_EQ(player().momx, 0);
    EXPECT_EQ(count(MT_TFOG), 0);
    EXPECT_EQ(player().state, player().info->pain_state);
}

// Teleport (tid, tag, no source fog): ZDoom's third argument leaves the fog
// where the thing left out.
TEST_F(ZDoomLineSpecials, TeleportsThirdArgumentLeavesOutTheSourceFog) {
    start({.trigger = "special = 70; arg0 = 7; arg2 = 1; playercross = true;", .things = kDestination});
    cross(player());
    ASSERT_EQ(player().x, F(288));
    ASSERT_EQ(count(MT_TFOG), 1);
    const Mobj* fog = first(MT_TFOG);
    EXPECT_GT(fog->x, F(256));  // in the box, by the destination
}

// Plat_ToggleCeiling (tag): Boom's instant toggle; the floor jumps to the
// ceiling, then back when set off again, making no sound.
TEST_F(ZDoomLineSpecials, PlatToggleCeilingJumpsTheFloorToTheCeilingAndBack) {
    start({.trigger = "special = 231; arg0 = 1; playercross = true; repeatspecial = true;"});
    cross(player());
    tics(1);
    EXPECT_EQ(box().floorheight, F(128));
    tics(10);
    EXPECT_EQ(box().floorheight, F(128));  // in stasis until set off again
    cross(player());
    tics(1);
    EXPECT_EQ(box().floorheight, 0);
    cross(player());
    tics(1);
    EXPECT_EQ(box().floorheight, F(128));
}

// NoiseAlert (target, emitter), both the activator by default: a sleeping
// zombieman in the box hears the player across the open line.
TEST_F(ZDoomLineSpecials, NoiseAlertWakesMonstersThatHearIt) {
    const std::string zombie =
        "thing { x = 300.0; y = 200.0; type = 3004; id = 4; skill3 = true; single = true; }\n";
    start({.trigger = "special = 173; playercross = true;", .things = zombie});
    Mobj* monster = first(MT_POSSESSED);
    ASSERT_NE(monster, nullptr);
    EXPECT_EQ(box().soundtarget, nullptr);
    cross(player());
    EXPECT_EQ(box().soundtarget, &player());
    EXPECT_EQ(w.sectors[0].soundtarget, &player());

    // Target the zombieman itself (tid 4), the emitter the activator: ZDoom
    // spreads the sound from the "target" and has monsters hunt the "emitter".
    start({.trigger = "special = 173; arg0 = 4; playercross = true;", .things = zombie});
    cross(player());
    EXPECT_EQ(box().soundtarget, &player());
}

// Line_SetAutomapFlags (id, set, clear): 1 secret, 2 not drawn, 4 mapped.
TEST_F(ZDoomLineSpecials, LineSetAutomapFlagsSetsAndClearsTheLinesFlags) {
    start({.trigger = "special = 281; arg0 = 9; arg1 = 5; arg2 = 2; playercross = true;",
           .north_wall = "id = 9; dontdraw = true;"});
    ASSERT_TRUE(w.lines[1].flags & map::kLineDontDraw);
    cross(player());
    EXPECT_TRUE(w.lines[1].flags & map::kLineSecret);
    EXPECT_TRUE(w.lines[1].flags & map::kLineMapped);
    EXPECT_FALSE(w.lines[1].flags & map::kLineDontDraw);
    EXPECT_TRUE(w.lines[1].flags & map::kLineBlocking);  // the rest untouched
    EXPECT_FALSE(w.lines[0].flags & map::kLineSecret);
}

// Static_Init (tag, property) at level start: the tagged sectors' gravity
// is the line's length / 100 (the north wall: 256 units), their damage its
// length, dealt every tic through any suit (ZDoom's rule for 50 and more).
TEST_F(ZDoomLineSpecials, StaticInitSetsGravityAndDamageFromTheLinesLength) {
    start({.north_wall = "special = 190; arg0 = 1; arg1 = 0;"});
    EXPECT_EQ(box().gravity, 167772);  // 2.56
    EXPECT_EQ(w.sectors[0].gravity, kFracUnit);
    EXPECT_EQ(w.lines[1].special, 0);  // a static special leaves its line plain

    start({.north_wall = "special = 190; arg0 = 1; arg1 = 2;"});
    EXPECT_EQ(box().damage_amount, 256);
    EXPECT_EQ(box().damage_interval, 1);
    EXPECT_EQ(box().damage_leak, 256);
    EXPECT_EQ(w.sectors[0].damage_amount, 0);
}

}  // namespace

// ForceField (): what sets it off takes 16 damage and is thrust 7.8125
// units a tic the way it does not face (ZDoom's LS_ForceField; here by
// Doom's fine tables, whose sine and cosine of 270° are not quite -1 and 0).
TEST_F(ZDoomLineSpecials, ForceFieldHurtsAndThrustsBack) {
    start({.trigger = "special = 33; playercross = true; repeatspecial = true;"});
    player().health = w.players[0].health = 100;
    player().angle = base::kAng90;  // facing north: thrust south
    player().momx = F(1);
    cross(player());
    EXPECT_EQ(player().health, 84);
    EXPECT_EQ(w.players[0].health, 84);
    const unsigned south = (base::kAng90 + base::kAng180) >> base::kAngleToFineShift;
    EXPECT_EQ(player().momx, F(1) + static_cast<fixed_t>(std::int64_t{0x7d000} * base::fine_cosine(south) >> 16));
    EXPECT_EQ(player().momy, static_cast<fixed_t>(std::int64_t{0x7d000} * base::fine_sine(south) >> 16));
    EXPECT_LT(player().momy, -F(7));
}

// ClearForceField (tag): in the tagged sectors, two-sided ForceField lines
// stop blocking (Doom's flag and blockeverything), lose their special and
// both middle textures (ZDoom's RemoveForceField); other lines keep theirs.
TEST_F(ZDoomLineSpecials, ClearForceFieldRemovesTheFieldsOfTheTaggedSectors) {
    TextureNumbers numbers;
    numbers.textures = {{"-", 0}, {"STARTAN3", 1}};
    setup_level(w, load_map({.trigger = "special = 33; blocking = true; blockeverything = true; playerpush = true;"}),
                numbers);
    ASSERT_TRUE(w.lines[3].flags & map::kLineBlocking);
    ASSERT_TRUE(line_blocks_everything(w, 3));
    const int wall = w.sides[5].midtexture;
    ASSERT_NE(wall, 0);
    EXPECT_FALSE(run_hexen_special(w, 34, {7, 0, 0, 0, 0}, -1, 0, nullptr));  // no sector tagged 7
    EXPECT_EQ(w.lines[3].special, 33);
    EXPECT_TRUE(run_hexen_special(w, 34, {1, 0, 0, 0, 0}, -1, 0, nullptr));
    EXPECT_FALSE(w.lines[3].flags & map::kLineBlocking);
    EXPECT_FALSE(line_blocks_everything(w, 3));
    EXPECT_EQ(w.lines[3].special, 0);
    EXPECT_EQ(w.sides[3].midtexture, 0);
    EXPECT_EQ(w.sides[4].midtexture, 0);
    EXPECT_EQ(w.sides[5].midtexture, wall);  // a one-sided wall of the box
    EXPECT_TRUE(w.lines[4].flags & map::kLineBlocking);  // that wall's line
}
