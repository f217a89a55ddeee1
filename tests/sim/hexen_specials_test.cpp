// Hexen-type line specials played on the small UDMF map of
// hexen_test_map.h (a room, and a box behind line 3 with the door, lift or
// floor under test).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>

#include "sim/game_strings.h"
#include "sim/hash.h"
#include "sim/hexen_specials.h"
#include "sim/line_blocking.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/movers.h"
#include "sim/movement.h"
#include "sim/savegame.h"
#include "sim/setup.h"
#include "sim/specials.h"
#include "sim/udmf_thing_fields.h"
#include "sim/doom_twin_map.h"
#include "sim/hexen_test_map.h"

namespace {

using namespace hexen_test;
using base::kFracUnit;
using namespace sim;

class HexenSpecials : public HexenLevel {};

TEST_F(HexenSpecials, DoorRaiseOpensAtItsSpeedWaitsItsDelayAndCloses) {
    start({.trigger = "special = 12; arg0 = 1; arg1 = 16; arg2 = 70; playercross = true;",
           .box = "heightceiling = 0;"});
    cross(player());
    EXPECT_EQ(w.lines[3].special, 0);  // not repeatable: gone
    tics(10);
    EXPECT_EQ(box().ceilingheight, F(20));  // speed 16: 2 units a tic
    tics(53);
    EXPECT_EQ(box().ceilingheight, F(124));  // 4 below the room's ceiling
    tics(70);
    EXPECT_EQ(box().ceilingheight, F(124));  // waiting its 70 tics
    tics(1);
    EXPECT_EQ(box().ceilingheight, F(122));  // and closing
}

TEST_F(HexenSpecials, LockedDoorRefusesWithoutTheKeyAndOpensWithIt) {
    // Tag 0: the sector behind the line; lock 130: either blue key.
    start({.trigger = "special = 13; arg0 = 0; arg1 = 16; arg2 = 150; arg3 = 130; playeruse = true;",
           .box = "heightceiling = 0;"});
    Player& p = w.players[0];
    EXPECT_FALSE(use_special_line(w, player(), 3, 0));
    EXPECT_EQ(p.message, "You need a blue key to open this door");
    EXPECT_EQ(box().specialdata, nullptr);
    EXPECT_EQ(w.lines[3].special, 13);  // still there for the next try

    p.cards[it_blueskull] = true;
    EXPECT_TRUE(use_special_line(w, player(), 3, 0));
    tics(5);
    EXPECT_EQ(box().ceilingheight, F(10));
}

TEST_F(HexenSpecials, LockNumbersFollowZDoomsDoomKeys) {
    start({.trigger = "special = 13; arg0 = 1; arg1 = 16; arg2 = 150; arg3 = 1; playeruse = true;",
           .box = "heightceiling = 0;"});
    Player& p = w.players[0];
    p.cards[it_redskull] = true;  // lock 1 is the red card only
    EXPECT_FALSE(use_special_line(w, player(), 3, 0));
    EXPECT_EQ(p.message, "You need a red card to activate this object");  // a tagged door: a switch's words
    p.cards[it_redcard] = true;
    EXPECT_TRUE(use_special_line(w, player(), 3, 0));
}

TEST_F(HexenSpecials, AutosaveAsksTheGameForOne) {
    start(TestMap{});
    EXPECT_FALSE(w.autosave_requested);
    EXPECT_TRUE(run_hexen_special(w, 15, {0, 0, 0, 0, 0}, -1, 0, &player()));
    EXPECT_TRUE(w.autosave_requested);
}

TEST_F(HexenSpecials, MonstersOpenNoLockedDoor) {
    start({.trigger = "special = 13; arg0 = 0; arg1 = 16; arg2 = 150; arg3 = 100; playeruse = true; "
                      "monsteruse = true;",
           .box = "heightceiling = 0;"});
    Mobj* imp = spawn_mobj(w, F(200), F(128), 0, MT_TROOP);
    EXPECT_FALSE(use_special_line(w, *imp, 3, 0));
    EXPECT_EQ(box().specialdata, nullptr);
}

struct FloorCase {
    std::string trigger, box;
    int tics;
    int floor;  // expected after that many tics
};

TEST_F(HexenSpecials, FloorsMoveToTheirTargetsAtTheirSpeeds) {
    const FloorCase cases[] = {
        {"special = 23; arg0 = 1; arg1 = 8; arg2 = 24;", "heightceiling = 128;", 10, 10},  // RaiseByValue, 1/tic
        {"special = 23; arg0 = 1; arg1 = 8; arg2 = 24;", "heightceiling = 128;", 40, 24},
        {"special = 20; arg0 = 1; arg1 = 16; arg2 = 24;", "heightfloor = 64; heightceiling = 128;", 5, 54},
        {"special = 21; arg0 = 1; arg1 = 16;", "heightfloor = 64; heightceiling = 128;", 40, 0},  // LowerToLowest
        {"special = 37; arg0 = 1; arg1 = 32; arg2 = 40; arg3 = 1;", "heightceiling = 128;", 20, -40},  // MoveToValue
        {"special = 25; arg0 = 1; arg1 = 8;", "heightfloor = -32; heightceiling = 128;", 40, 0},  // RaiseToNearest
        // RaiseToLowest: ZDoom's lowest floor around counts the sector's own,
        // so it never rises; from above the room's floor it drops there at once.
        {"special = 257; arg0 = 1; arg1 = 16;", "heightfloor = -32; heightceiling = 128;", 20, -32},
        {"special = 257; arg0 = 1; arg1 = 16;", "heightfloor = 32; heightceiling = 128;", 1, 0},
        {"special = 279; arg0 = 1; arg1 = 32; arg2 = -40; arg3 = 10;", "heightceiling = 128;", 20, -40},  // AndCrush
        {"special = 242; arg0 = 1; arg1 = 8; arg2 = 136;", "heightfloor = 64; heightceiling = 128;", 80, 8},
        // To the ceilings, less their gap (the room's ceiling is at 128)
        {"special = 238; arg0 = 1; arg1 = 64; arg4 = 8;", "heightceiling = 160;", 20, 120},  // RaiseToLowestCeiling
        {"special = 259; arg0 = 1; arg1 = 64;", "heightceiling = 96;", 20, 96},               // RaiseToCeiling
        {"special = 260; arg0 = 1; arg3 = 16;", "heightceiling = 96;", 1, 80},                // ToCeilingInstant
    };
    for (const FloorCase& c : cases) {
        SCOPED_TRACE(c.trigger);
        start({.trigger = c.trigger + " playercross = true;", .box = c.box});
        cross(player());
        tics(c.tics);
        EXPECT_EQ(box().floorheight, F(c.floor));
    }
}

TEST_F(HexenSpecials, HugeArgumentsAreKeptInRange) {
    start({.trigger = "special = 36; arg0 = 1; arg1 = 2147483647; arg2 = 2147483647; playercross = true;"});
    cross(player());
    tics(1);
    EXPECT_EQ(box().floorheight, -32767 * (kFracUnit / 8));  // speed 32767, down towards -32767 units
}

TEST_F(HexenSpecials, CeilingsAndCrushersMove) {
    start({.trigger = "special = 40; arg0 = 1; arg1 = 8; arg2 = 32; playercross = true;"});
    cross(player());
    tics(10);
    EXPECT_EQ(box().ceilingheight, F(118));
    tics(30);
    EXPECT_EQ(box().ceilingheight, F(96));

    // A crusher goes down to 8 above the floor and back up, until stopped.
    start({.trigger = "special = 42; arg0 = 1; arg1 = 16; arg2 = 10; playercross = true;"});
    cross(player());
    tics(60);
    EXPECT_EQ(box().ceilingheight, F(8));
    tics(10);
    EXPECT_EQ(box().ceilingheight, F(26));  // a tic at the bottom, then up at the same speed
    w.lines[3].special = 44;  // Ceiling_CrushStop, same tag
    cross(player());
    tics(10);
    EXPECT_EQ(box().ceilingheight, F(26));
}

// Floor_ and Ceiling_MoveToValueAndCrush (tag, speed, height, crush): to
// the height as the MoveToValue forms, crushing what is in the way when
// given a crush amount.
TEST_F(HexenSpecials, MoveToValueAndCrushCrushesOnlyWithACrushAmount) {
    start(TestMap{});
    EXPECT_TRUE(run_hexen_special(w, 279, {1, 16, 100, 10, 0}, -1, 0, nullptr));
    ASSERT_NE(box().specialdata, nullptr);
    EXPECT_TRUE(static_cast<const FloorMove*>(box().specialdata)->crush);
    tics(60);
    EXPECT_EQ(box().floorheight, F(100));
    EXPECT_TRUE(run_hexen_special(w, 280, {1, 16, 110, 0, 0}, -1, 0, nullptr));
    ASSERT_NE(box().specialdata, nullptr);
    EXPECT_FALSE(static_cast<const Ceiling*>(box().specialdata)->crush);
    tics(20);
    EXPECT_EQ(box().ceilingheight, F(110));
    tics(1);
    EXPECT_TRUE(run_hexen_special(w, 280, {1, 16, 104, 10, 0}, -1, 0, nullptr));
    EXPECT_TRUE(static_cast<const Ceiling*>(box().specialdata)->crush);
    tics(4);
    EXPECT_EQ(box().ceilingheight, F(104));
}

TEST_F(HexenSpecials, LiftGoesDownToItsLipWaitsAndComesBack) {
    // Plat_DownWaitUpStay: 8 above the lowest neighbour, speed 32 = 4/tic.
    start({.trigger = "special = 62; arg0 = 1; arg1 = 32; arg2 = 35; playercross = true;",
           .box = "heightfloor = 32; heightceiling = 128;"});
    cross(player());
    tics(7);
    EXPECT_EQ(box().floorheight, F(8));
    tics(35);
    EXPECT_EQ(box().floorheight, F(8));
    tics(10);
    EXPECT_EQ(box().floorheight, F(32));
    EXPECT_EQ(box().specialdata, nullptr);
}

TEST_F(HexenSpecials, LiftUpWaitDownStayEndsWhereItStarted) {
    start({.trigger = "special = 64; arg0 = 1; arg1 = 16; arg2 = 10; playercross = true;",
           .room_floor = "heightfloor = 16;"});
    cross(player());
    tics(9);
    EXPECT_EQ(box().floorheight, F(16));
    tics(30);
    EXPECT_EQ(box().floorheight, 0);
    EXPECT_EQ(box().specialdata, nullptr);
}

TEST_F(HexenSpecials, StairsBuildUpDoomRaisesByItsStep) {
    start({.trigger = "special = 217; arg0 = 1; arg1 = 16; arg2 = 16; playercross = true;"});
    cross(player());
    tics(20);
    EXPECT_EQ(box().floorheight, F(16));
}

TEST_F(HexenSpecials, TeleportMovesThePlayerToTheDestinationWithThatThingId) {
    const std::string dest = "thing { x = 288.0; y = 64.0; angle = 90; type = 14; id = 7; skill3 = true; "
                             "single = true; }\n";
    start({.trigger = "special = 70; arg0 = 7; playercross = true; repeatspecial = true;", .things = dest});
    cross_special_line(w, 3, 1, player());  // from the back: nothing
    EXPECT_EQ(player().x, F(128));
    cross(player());
    EXPECT_EQ(player().x, F(288));
    EXPECT_EQ(player().y, F(64));
    EXPECT_EQ(count(MT_TFOG), 2);

    // Teleport_NoFog by tag, no fog.
    start({.trigger = "special = 71; arg0 = 0; arg2 = 1; playercross = true;", .things = dest});
    cross(player());
    EXPECT_EQ(player().x, F(288));
    EXPECT_EQ(count(MT_TFOG), 0);
}

TEST_F(HexenSpecials, ExitsEndTheLevel) {
    start({.trigger = "special = 243; playercross = true;"});
    EXPECT_FALSE(w.exit_requested);
    cross(player());
    EXPECT_TRUE(w.exit_requested);
    EXPECT_FALSE(w.secret_exit);

    start({.trigger = "special = 244; playeruse = true;"});
    w.exit_requested = false;
    use_special_line(w, player(), 3, 0);
    EXPECT_TRUE(w.exit_requested);
    EXPECT_TRUE(w.secret_exit);
}

TEST_F(HexenSpecials, RepeatableSpecialFiresEachTimeAndAOnceOnlyOneOnce) {
    start({.trigger = "special = 110; arg0 = 1; arg1 = 16; playercross = true; repeatspecial = true;"});
    cross(player());
    cross(player());
    EXPECT_EQ(box().lightlevel, 192);
    EXPECT_EQ(w.lines[3].special, 110);

    start({.trigger = "special = 110; arg0 = 1; arg1 = 16; playercross = true;"});
    cross(player());
    cross(player());
    EXPECT_EQ(box().lightlevel, 176);
    EXPECT_EQ(w.lines[3].special, 0);
}

TEST_F(HexenSpecials, MonsterCrossLinesFireOnlyForMonsters) {
    start({.trigger = "special = 112; arg0 = 1; arg1 = 40; monstercross = true; repeatspecial = true;"});
    cross(player());
    EXPECT_EQ(box().lightlevel, 160);
    Mobj* imp = spawn_mobj(w, F(200), F(128), 0, MT_TROOP);
    cross(*imp);
    EXPECT_EQ(box().lightlevel, 40);

    // ...and a player-cross line (not one Doom let monsters through) only for players.
    start({.trigger = "special = 112; arg0 = 1; arg1 = 40; playercross = true;"});
    imp = spawn_mobj(w, F(200), F(128), 0, MT_TROOP);
    cross(*imp);
    EXPECT_EQ(box().lightlevel, 160);
    cross(player());
    EXPECT_EQ(box().lightlevel, 40);
}

TEST_F(HexenSpecials, WalkingOverTheLineSetsItOff) {
    start({.trigger = "special = 112; arg0 = 1; arg1 = 200; playercross = true;"});
    place(player(), 250, 128);
    ASSERT_TRUE(try_move(w, player(), F(262), F(128)));
    EXPECT_EQ(box().lightlevel, 200);
}

TEST_F(HexenSpecials, UsingTheLineOpensTheDoorBehindIt) {
    start({.trigger = "special = 12; arg1 = 16; arg2 = 150; playeruse = true; repeatspecial = true;",
           .box = "heightceiling = 0;"});
    Mobj& mo = player();
    place(mo, 220, 128);
    mo.angle = 0;  // east, at the line
    use_lines(w, w.players[0]);
    tics(5);
    EXPECT_EQ(box().ceilingheight, F(10));
    // Used again while it opens: a manual door goes back down.
    use_lines(w, w.players[0]);
    tics(1);
    EXPECT_EQ(box().ceilingheight, F(8));
}

TEST_F(HexenSpecials, PushingTheWallSetsOffAPushLine) {
    start({.north_wall = "special = 112; arg0 = 1; arg1 = 50; playerpush = true;"});
    Mobj& mo = player();
    place(mo, 128, 238);
    mo.momy = F(8);
    tics(1);
    EXPECT_EQ(box().lightlevel, 50);
}

TEST_F(HexenSpecials, ImpactLinesFireForPlayersShotsAndMissilesNotMonstersGunfire) {
    start({.trigger = "special = 110; arg0 = 1; arg1 = 10; impact = true; repeatspecial = true;"});
    Mobj* zombie = spawn_mobj(w, F(200), F(128), 0, MT_POSSESSED);
    shoot_special_line(w, *zombie, 3);
    EXPECT_EQ(box().lightlevel, 160);
    shoot_special_line(w, player(), 3);
    EXPECT_EQ(box().lightlevel, 170);

    // An imp's fireball against the north wall.
    start({.north_wall = "special = 110; arg0 = 1; arg1 = 10; impact = true;"});
    Mobj* ball = spawn_mobj(w, F(128), F(230), F(32), MT_TROOPSHOT);
    ball->momy = F(10);
    tics(5);
    EXPECT_EQ(box().lightlevel, 170);
}

TEST_F(HexenSpecials, ScrollTextureSpecialsMoveTheirSideEachTic) {
    start({.trigger = "special = 102; arg0 = 32;", .north_wall = "special = 100; arg0 = 64;"});
    EXPECT_EQ(w.lines[1].special, 0);  // static: done at level start
    tics(4);
    EXPECT_EQ(w.sides[1].textureoffset, F(4));
    EXPECT_EQ(w.sides[3].rowoffset, F(2));

    // Scroll_Texture_Both (line id, left, right, down, up) names its lines by id.
    start({.trigger = "special = 221; arg0 = 5; arg2 = 32; arg3 = 64;", .north_wall = "id = 5;"});
    tics(4);
    EXPECT_EQ(w.sides[1].textureoffset, F(-2));
    EXPECT_EQ(w.sides[1].rowoffset, F(-4));
    EXPECT_EQ(w.sides[3].textureoffset, 0);
}

// ZDoom's static scrollers, on Boom's thinkers: arg3 and arg4 are the
// speed, 128 standing still and 32 a unit a tic; the flat moves against x.
TEST_F(HexenSpecials, StaticScrollersMoveFlatsThingsAndWallsFromLevelStart) {
    start({.trigger = "special = 223; arg0 = 1; arg3 = 160; arg4 = 64;"});  // Scroll_Floor, the flat only
    EXPECT_EQ(w.lines[3].special, 0);
    Mobj* barrel = spawn_mobj(w, F(288), F(128), 0, MT_BARREL);
    tics(4);
    EXPECT_EQ(box().floor_xoffs, F(-4));
    EXPECT_EQ(box().floor_yoffs, F(-8));
    EXPECT_EQ(barrel->x, F(288));

    start({.trigger = "special = 223; arg0 = 1; arg2 = 1; arg3 = 160; arg4 = 128;"});  // the things only
    barrel = spawn_mobj(w, F(288), F(128), 0, MT_BARREL);
    tics(4);
    EXPECT_EQ(box().floor_xoffs, 0);
    EXPECT_GT(barrel->x, F(288));
    EXPECT_EQ(barrel->y, F(128));

    start({.trigger = "special = 224; arg0 = 1; arg3 = 96;"});  // Scroll_Ceiling
    tics(4);
    EXPECT_EQ(box().ceiling_xoffs, F(4));
    EXPECT_EQ(box().floor_xoffs, 0);

    // Displacement (arg1 bit 1): by how far the line's front sector moved.
    start({.trigger = "special = 223; arg0 = 1; arg1 = 1; arg3 = 160;"});
    tics(2);
    EXPECT_EQ(box().floor_xoffs, 0);
    w.sectors[0].floorheight += F(8);
    tics(1);
    EXPECT_EQ(box().floor_xoffs, F(-8));

    // Scroll_Texture_Model: the walls with the id, by the line's own
    // direction and length (line 3 runs 256 units south: 8 units a tic).
    start({.trigger = "special = 222; arg0 = 5;", .north_wall = "id = 5;"});
    tics(4);
    // Boom's wall scroller divides by the sine table's 90°, 65535 / 65536.
    EXPECT_NEAR(w.sides[1].rowoffset, F(-32), 64);
    EXPECT_EQ(w.sides[1].textureoffset, 0);

    // Scroll_Texture_Offsets: the line's front side by its own offsets.
    start({.north_wall = "special = 225;", .north_side = "offsetx = 2; offsety = 3;"});
    tics(4);
    EXPECT_EQ(w.sides[1].textureoffset, F(2 - 8));
    EXPECT_EQ(w.sides[1].rowoffset, F(3 + 12));
}

// GlassBreak (no junk, spawn number): the line stops blocking and each
// side shows the other texture of its switch pair (the broken pane); with
// a pane broken, seven pieces of the spawn number's thing fly from 2
// units in front of the line's middle, 24 above the floor.
TEST_F(HexenSpecials, GlassBreakUnblocksTheLineShowsTheBrokenPaneAndThrowsJunk) {
    const auto glass = [&](const std::string& args) {
        start({.trigger = "special = 49; " + args + " playercross = true; blocking = true;"});
        w.textures.switches = {{7, 8}};
        w.sides[3].midtexture = 7;  // line 3's front and back
        w.sides[4].midtexture = 7;
        EXPECT_TRUE(w.lines[3].flags & map::kLineBlocking);
        cross(player());
        EXPECT_FALSE(w.lines[3].flags & map::kLineBlocking);
        EXPECT_EQ(w.lines[3].special, 0);
        EXPECT_EQ(w.sides[3].midtexture, 8);
        EXPECT_EQ(w.sides[4].midtexture, 8);
    };
    glass("arg1 = 11;");  // T_CLIP
    EXPECT_EQ(count(MT_CLIP), 7);
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->kind() != ThinkerKind::Mobj || static_cast<Mobj*>(t)->type != MT_CLIP) continue;
        const Mobj& piece = *static_cast<Mobj*>(t);
        EXPECT_EQ(piece.x, F(254));  // the room's side of the line at x 256
        EXPECT_EQ(piece.y, F(128));
        EXPECT_EQ(piece.z, F(24));
        EXPECT_LE(piece.momz, F(7));
    }
    glass("arg0 = 1; arg1 = 11;");  // no junk
    EXPECT_EQ(count(MT_CLIP), 0);
    glass("");  // ZDoom's own junk, which no Doom game has
    EXPECT_EQ(count(MT_CLIP), 0);
}

// Sector_SetDamage: the box hurts a player on its floor every interval.
TEST_F(HexenSpecials, SectorSetDamageGivesAFloorItsDamage) {
    const auto hurt_after_standing = [&](int leveltime) {
        place(player(), 288, 128);
        w.leveltime = leveltime;
        w.players[0].health = player().health = 100;  // this fixture's player starts with none
        const int before = w.players[0].health;
        player_in_hexen_sector(w, w.players[0]);
        return before - w.players[0].health;
    };
    start({.trigger = "special = 214; arg0 = 1; arg1 = 20; playercross = true;"});
    EXPECT_EQ(hurt_after_standing(64), 0);
    cross(player());
    // No interval: ZDoom's old rule by the amount (20: every 32 tics, leaking 5 in 256).
    EXPECT_EQ(box().damage_interval, 32);
    EXPECT_EQ(box().damage_leak, 5);
    EXPECT_EQ(hurt_after_standing(64), 20);
    EXPECT_EQ(hurt_after_standing(65), 0);

    start({.trigger = "special = 214; arg0 = 1; arg1 = 3; arg3 = 5; playercross = true;"});
    cross(player());
    EXPECT_EQ(hurt_after_standing(10), 3);
    EXPECT_EQ(hurt_after_standing(12), 0);

    // Amount 0 stops a damaging type too (dDamage_Nukage, 71).
    start({.trigger = "special = 214; arg0 = 1; playercross = true;", .box = "heightceiling = 128; special = 71;"});
    EXPECT_EQ(hurt_after_standing(32), 5);
    cross(player());
    EXPECT_EQ(hurt_after_standing(64), 0);
}

TEST_F(HexenSpecials, SectorSetGravityScalesTheFallInTheTaggedSectors) {
    start({.trigger = "special = 216; arg0 = 1; arg1 = 0; arg2 = 50; playercross = true;"});
    Mobj* ball = spawn_mobj(w, F(288), F(128), F(64), MT_BARREL);
    EXPECT_EQ(fall_gravity(w, *ball), base::kFracUnit);
    cross(player());
    EXPECT_EQ(box().gravity, base::kFracUnit / 2);
    EXPECT_EQ(fall_gravity(w, *ball), base::kFracUnit / 2);
    EXPECT_EQ(fall_gravity(w, player()), base::kFracUnit);  // the room keeps the level's
}

// Sector_SetFloorPanning / Sector_SetCeilingPanning (tag, x whole, x
// hundredths, y whole, y hundredths) set the plane's panning outright: the
// simulation's offsets (which the renderers add to the map's panning) take
// what the map's does not give.
TEST_F(HexenSpecials, SectorPanningReplacesTheMapsPanning) {
    start({.box = "heightceiling = 128; xpanningfloor = 16.0; ypanningceiling = -2.5;"});
    EXPECT_TRUE(run_hexen_special(w, 187, {1, 4, 50, 1, 0}, -1, 0, nullptr));
    EXPECT_EQ(box().floor_xoffs, F(4) + kFracUnit / 2 - F(16));
    EXPECT_EQ(box().floor_yoffs, F(1));
    EXPECT_TRUE(run_hexen_special(w, 186, {1, 0, 0, -3, 0}, -1, 0, nullptr));
    EXPECT_EQ(box().ceiling_xoffs, 0);
    EXPECT_EQ(box().ceiling_yoffs, F(-3) + F(5) / 2);
    EXPECT_EQ(w.sectors[0].floor_xoffs, 0);  // the room has another tag
}

TEST_F(HexenSpecials, LineSetBlockingSetsAndClearsBlocksByKind) {
    start({.trigger = "special = 55; arg0 = 5; arg1 = 1025; arg2 = 32; playercross = true;",
           .north_wall = "id = 5; blockeverything = true;"});
    EXPECT_TRUE(line_blocks_everything(w, 1));
    EXPECT_TRUE(line_blocks_projectiles(w, 1));
    EXPECT_FALSE(w.lines[1].flags & map::kLineSoundBlock);
    cross(player());
    EXPECT_FALSE(line_blocks_everything(w, 1));
    EXPECT_FALSE(line_blocks_projectiles(w, 1));
    EXPECT_TRUE(w.lines[1].flags & map::kLineBlocking);
    EXPECT_TRUE(w.lines[1].flags & map::kLineSoundBlock);

    start({.trigger = "special = 55; arg0 = 5; arg1 = 784; playercross = true;", .north_wall = "id = 5;"});
    EXPECT_FALSE(line_blocks_hitscan(w, 1));
    cross(player());
    // 16 + 256 + 512: projectiles, sight and hitscans, and nothing else.
    EXPECT_TRUE(line_blocks_projectiles(w, 1));
    EXPECT_TRUE(line_blocks_sight(w, 1));
    EXPECT_TRUE(line_blocks_hitscan(w, 1));
    EXPECT_FALSE(line_blocks_use(w, 1));
    EXPECT_FALSE(line_blocks_players(w, 1));
}

TEST_F(HexenSpecials, InstantFloorsAndCeilingsMoveTheWholeWayInOneTic) {
    const FloorCase floors[] = {
        {"special = 66; arg0 = 1; arg1 = 5; arg2 = 4;", "heightfloor = 64; heightceiling = 128;", 1, 32},  // LowerInstant
        {"special = 67; arg0 = 1; arg2 = 2;", "heightceiling = 128;", 1, 16},                             // RaiseInstant
    };
    for (const FloorCase& c : floors) {
        SCOPED_TRACE(c.trigger);
        start({.trigger = c.trigger + " playercross = true;", .box = c.box});
        cross(player());
        tics(c.tics);
        EXPECT_EQ(box().floorheight, F(c.floor));
        EXPECT_EQ(box().specialdata, nullptr);  // done
    }
    start({.trigger = "special = 193; arg0 = 1; arg2 = 4; playercross = true;"});  // Ceiling_LowerInstant
    cross(player());
    tics(1);
    EXPECT_EQ(box().ceilingheight, F(96));
    start({.trigger = "special = 194; arg0 = 1; arg2 = 2; playercross = true;"});  // Ceiling_RaiseInstant
    cross(player());
    tics(1);
    EXPECT_EQ(box().ceilingheight, F(144));
}

TEST_F(HexenSpecials, CeilingsGoToTheLowestOrHighestNeighbouringCeiling) {
    // The room's ceiling is at 128.
    start({.trigger = "special = 253; arg0 = 1; arg1 = 16; playercross = true;", .box = "heightceiling = 192;"});
    cross(player());
    tics(10);
    EXPECT_EQ(box().ceilingheight, F(172));
    tics(30);
    EXPECT_EQ(box().ceilingheight, F(128));

    start({.trigger = "special = 262; arg0 = 1; arg1 = 8; playercross = true;", .box = "heightceiling = 96;"});
    cross(player());
    tics(10);
    EXPECT_EQ(box().ceilingheight, F(106));
    tics(30);
    EXPECT_EQ(box().ceilingheight, F(128));

    // Already past the target: nothing starts, and the line stays.
    start({.trigger = "special = 253; arg0 = 1; arg1 = 16; playercross = true;", .box = "heightceiling = 96;"});
    cross(player());
    EXPECT_EQ(box().specialdata, nullptr);
    EXPECT_EQ(w.lines[3].special, 253);
}

struct CeilingCase {
    std::string trigger, box, room_floor;
    int tics;
    int ceiling;  // expected after that many tics
};

TEST_F(HexenSpecials, MoreCeilingsMoveToTheirTargets) {
    // The room's ceiling is at 128; its floor at 0 unless the case says.
    const CeilingCase cases[] = {
        {"special = 265; arg0 = 1; arg1 = 64;", "heightceiling = 64;", "heightfloor = 0;", 8, 128},  // RaiseToLowest
        {"special = 263; arg0 = 1;", "heightceiling = 64;", "heightfloor = 0;", 1, 128},  // ToHighestInstant
        {"special = 192; arg0 = 1; arg1 = 16;", "heightceiling = 128;", "heightfloor = 32;", 48, 32},  // LowerToHighestFloor
        {"special = 266; arg0 = 1; arg1 = 8;", "heightceiling = 16;", "heightfloor = 32;", 16, 32},  // RaiseToHighestFloor
        {"special = 267; arg0 = 1;", "heightceiling = 128;", "heightfloor = 0;", 1, 0},  // ToFloorInstant
        {"special = 198; arg0 = 1; arg1 = 16; arg2 = 2;", "heightceiling = 96;", "heightfloor = 0;", 20, 112},
        {"special = 199; arg0 = 1; arg1 = 16; arg2 = 2;", "heightceiling = 96;", "heightfloor = 0;", 20, 80},
    };
    for (const CeilingCase& c : cases) {
        SCOPED_TRACE(c.trigger);
        start({.trigger = c.trigger + " playercross = true;", .box = c.box, .room_floor = c.room_floor});
        cross(player());
        tics(c.tics);
        EXPECT_EQ(box().ceilingheight, F(c.ceiling));
    }
}

TEST_F(HexenSpecials, LiftsByValueMoveByEightTimesTheirHeightWaitAndReturn) {
    // Plat_DownByValue: 2 × 8 = 16 down at 4 a tic, 35 tics there, back up.
    start({.trigger = "special = 63; arg0 = 1; arg1 = 32; arg2 = 35; arg3 = 2; playercross = true;",
           .box = "heightfloor = 32; heightceiling = 128;"});
    cross(player());
    tics(4);
    EXPECT_EQ(box().floorheight, F(16));
    tics(35);
    EXPECT_EQ(box().floorheight, F(16));
    tics(10);
    EXPECT_EQ(box().floorheight, F(32));
    EXPECT_EQ(box().specialdata, nullptr);

    // Plat_UpByValue: 3 × 8 = 24 up at 2 a tic, 10 tics there, back down.
    start({.trigger = "special = 65; arg0 = 1; arg1 = 16; arg2 = 10; arg3 = 3; playercross = true;"});
    cross(player());
    tics(12);
    EXPECT_EQ(box().floorheight, F(24));
    tics(10);
    EXPECT_EQ(box().floorheight, F(24));
    tics(20);
    EXPECT_EQ(box().floorheight, 0);
    EXPECT_EQ(box().specialdata, nullptr);
}

TEST_F(HexenSpecials, DoorWaitRaiseOpensAfterItsTimerAndDoorWaitCloseClosesAfterItsDelay) {
    // Door_WaitRaise (tag, speed, delay, timer): 10 tics still, then open at 2 a tic.
    start({.trigger = "special = 105; arg0 = 1; arg1 = 16; arg2 = 20; arg3 = 10; playercross = true;",
           .box = "heightceiling = 0;"});
    cross(player());
    tics(10);
    EXPECT_EQ(box().ceilingheight, 0);
    tics(5);
    EXPECT_EQ(box().ceilingheight, F(10));
    tics(58 + 20);
    EXPECT_EQ(box().ceilingheight, F(124));  // open, its 20 tics at the top
    tics(1);
    EXPECT_EQ(box().ceilingheight, F(122));  // closing

    // Door_WaitClose (tag, speed, delay): 10 tics open, then down to the floor.
    start({.trigger = "special = 106; arg0 = 1; arg1 = 16; arg2 = 10; playercross = true;",
           .box = "heightceiling = 96;"});
    cross(player());
    tics(10);
    EXPECT_EQ(box().ceilingheight, F(96));
    tics(5);
    EXPECT_EQ(box().ceilingheight, F(86));
    tics(50);
    EXPECT_EQ(box().ceilingheight, 0);
    EXPECT_EQ(box().specialdata, nullptr);
}

TEST_F(HexenSpecials, AnUnplayedSpecialGivesOneWarningNamingItTheMapAndItsFirstLine) {
    map::Level level = load_map({.trigger = "special = 229; arg0 = 1; playercross = true;", .north_wall = "special = 229;"});
    testing::internal::CaptureStderr();
    start(std::move(level));
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("test.wad: MAP01: line 1 has special 229 (Thing_SetGoal)"), std::string::npos) << err;
    EXPECT_EQ(err.find("line 3"), std::string::npos) << err;
    EXPECT_EQ(err.find("warning:"), err.rfind("warning:")) << err;  // once
    cross(player());  // and it does nothing
    EXPECT_EQ(w.lines[3].special, 229);
}

TEST_F(HexenSpecials, ThingsAppearOnTheirSkillsAndGameModes) {
    const std::string things =
        "thing { x = 64.0; y = 64.0; type = 3004; skill1 = true; single = true; }\n"   // baby only
        "thing { x = 64.0; y = 96.0; type = 3004; skill3 = true; single = true; }\n"   // medium
        "thing { x = 64.0; y = 160.0; type = 3004; skill3 = true; coop = true; }\n"    // co-op only
        "thing { x = 64.0; y = 192.0; type = 3001; skill2 = true; skill3 = true; single = true; ambush = true; }\n";
    start({.things = things});
    EXPECT_EQ(count(MT_POSSESSED), 1);
    ASSERT_EQ(count(MT_TROOP), 1);
    start({.things = things}, Skill::Baby);
    EXPECT_EQ(count(MT_POSSESSED), 1);
    EXPECT_EQ(count(MT_TROOP), 0);
    start({.things = things}, Skill::Easy);  // skill2 is Doom's easy, not baby
    EXPECT_EQ(count(MT_POSSESSED), 0);
    EXPECT_EQ(count(MT_TROOP), 1);
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_TROOP) {
            EXPECT_TRUE(static_cast<Mobj*>(t)->flags & MF_AMBUSH);
        }
    }
}

// ---- Hexen-type specials that stand for Doom's line types ----

using doom_twin::SectorLook;
using doom_twin::TwinMap;
using Looks = std::vector<std::vector<SectorLook>>;

// Plays Doom's line type `doom` on the doom twin and the Hexen-type
// `hexen` on the zdoom twin, walked over or (`use`) used; every tic the
// sectors must look the same. Returns the Doom run, for the test to check
// that something happened.
Looks expect_twins(const std::string& doom, const std::string& hexen, bool use, TwinMap m, int tics) {
    m.trigger = doom;
    const Looks classic = doom_twin::play("doom", m, use, tics);
    m.trigger = hexen + (use ? " playeruse = true;" : " playercross = true;");
    const Looks played = doom_twin::play("zdoom", m, use, tics);
    for (std::size_t t = 0; t < classic.size(); ++t) {
        for (std::size_t s = 0; s < classic[t].size(); ++s) {
            const SectorLook& a = classic[t][s];
            const SectorLook& b = played[t][s];
            if (a == b) continue;
            ADD_FAILURE() << hexen << ": tic " << t + 1 << ", sector " << s << ": Doom's floor " << a.floor
                          << " ceiling " << a.ceiling << " flat " << a.floorpic << " special " << a.special
                          << "; the special's " << b.floor << " " << b.ceiling << " " << b.floorpic << " "
                          << b.special;
            return classic;
        }
    }
    return classic;
}

constexpr int kRing = 1, kPillar = 2;
constexpr int kNukage = 2, kFloor4_8 = 0;

TEST(HexenDoomTwins, FloorDonutIsDoomsDonut) {
    // Doom's 9 (S1); the ring below the room rises to it, the pillar sinks.
    const Looks doom = expect_twins("special = 9; arg0 = 2;", "special = 250; arg0 = 2; arg1 = 4; arg2 = 4;", true,
                                    {.ring = "heightfloor = -16; heightceiling = 128;",
                                     .pillar = "heightfloor = 64; heightceiling = 128;"},
                                    140);
    EXPECT_EQ(doom[9][kRing].floor, doom_twin::F(-11));  // half a unit a tic
    EXPECT_EQ(doom.back()[kRing].floor, 0);
    EXPECT_EQ(doom.back()[kRing].floorpic, kNukage);
    EXPECT_EQ(doom.back()[kPillar].floor, 0);
    EXPECT_EQ(doom.back()[kPillar].floorpic, kFloor4_8);
}

TEST(HexenDoomTwins, FloorDonutTakesItsOwnSpeeds) {
    // The pillar at 2 units a tic, the ring at 1.
    TwinMap m{.trigger = "special = 250; arg0 = 2; arg1 = 16; arg2 = 8; playercross = true;",
              .ring = "heightfloor = -16; heightceiling = 128;",
              .pillar = "heightfloor = 64; heightceiling = 128;"};
    const Looks looks = doom_twin::play("zdoom", m, false, 10);
    EXPECT_EQ(looks.back()[kPillar].floor, doom_twin::F(44));
    EXPECT_EQ(looks.back()[kRing].floor, doom_twin::F(-6));
}

TEST(HexenDoomTwins, FloorRaiseByTextureIsDoomsRaiseByShortestLowerTexture) {
    const Looks doom = expect_twins("special = 30; arg0 = 2;", "special = 240; arg0 = 2; arg1 = 8;", false, {}, 24);
    EXPECT_EQ(doom[7][kPillar].floor, doom_twin::F(8));
    EXPECT_EQ(doom.back()[kPillar].floor, doom_twin::F(16));  // STEP4's height
}

TEST(HexenDoomTwins, FloorLowerToLowestTxTyIsDoomsLowerAndChange) {
    // The ring lowers to the room and takes its flat and special.
    const Looks doom = expect_twins("special = 37; arg0 = 1;", "special = 241; arg0 = 1; arg1 = 8;", false,
                                    {.ring = "heightfloor = 32; heightceiling = 128;",
                                     .pillar = "heightfloor = 64; heightceiling = 128;"},
                                    40);
    EXPECT_EQ(doom[29][kRing].floorpic, kFloor4_8);  // on the way: unchanged
    EXPECT_EQ(doom.back()[kRing].floor, 0);
    EXPECT_EQ(doom.back()[kRing].floorpic, kNukage);
    EXPECT_EQ(doom.back()[kRing].special, 5);
}

TEST(HexenDoomTwins, FloorRaiseByValueTxTyIsDoomsRaise24AndChange) {
    // The line's front sector (the room) lends its flat and special at once.
    const Looks doom =
        expect_twins("special = 59; arg0 = 1;", "special = 239; arg0 = 1; arg1 = 8; arg2 = 24;", false, {}, 30);
    EXPECT_EQ(doom[0][kRing].floorpic, kNukage);
    EXPECT_EQ(doom[0][kRing].special, 5);
    EXPECT_EQ(doom.back()[kRing].floor, doom_twin::F(24));
}

TEST(HexenDoomTwins, PlatRaiseAndStayTx0IsDoomsRaiseToNearestAndChange) {
    // Doom's 22: up to the room's floor, the room's flat, the special cleared.
    const Looks doom = expect_twins("special = 22; arg0 = 1;", "special = 228; arg0 = 1; arg1 = 4;", false,
                                    {.ring = "heightfloor = -32; heightceiling = 128;",
                                     .pillar = "heightfloor = 64; heightceiling = 128;",
                                     .ring_special = 7},
                                    70);
    EXPECT_EQ(doom[0][kRing].floorpic, kNukage);
    EXPECT_EQ(doom[0][kRing].special, 0);
    EXPECT_EQ(doom[31][kRing].floor, doom_twin::F(-16));
    EXPECT_EQ(doom.back()[kRing].floor, 0);
}

TEST(HexenDoomTwins, PlatUpByValueStayTxIsDoomsRaiseAndChange) {
    // Doom's 14 (S1): up 32, the room's flat, the special kept.
    const Looks doom = expect_twins("special = 14; arg0 = 1;", "special = 230; arg0 = 1; arg1 = 4; arg2 = 4;", true,
                                    {.ring_special = 7}, 70);
    EXPECT_EQ(doom[0][kRing].floorpic, kNukage);
    EXPECT_EQ(doom.back()[kRing].floor, doom_twin::F(32));
    EXPECT_EQ(doom.back()[kRing].special, 7);
}

TEST(HexenDoomTwins, FloorAndCeilingLowerRaiseIsDoomsType40) {
    // The ceiling's mover takes the sector, so its floor stays (vanilla's 40).
    const Looks doom =
        expect_twins("special = 40; arg0 = 1;", "special = 251; arg0 = 1; arg1 = 8; arg2 = 8;", false,
                     {.ring = "heightfloor = 32; heightceiling = 128;"}, 135);
    EXPECT_EQ(doom.back()[kRing].ceiling, doom_twin::F(256));
    EXPECT_EQ(doom.back()[kRing].floor, doom_twin::F(32));
}

TEST(HexenDoomTwins, FloorAndCeilingLowerRaiseLowersTheFloorWhereNoCeilingStarts) {
    // The ring's ceiling already at the highest around: only the floor moves.
    TwinMap m{.trigger = "special = 251; arg0 = 1; arg1 = 16; arg2 = 8; playercross = true;",
              .ring = "heightfloor = 32; heightceiling = 256;"};
    EXPECT_EQ(doom_twin::play("zdoom", m, false, 20).back()[kRing].floor, 0);
    // Boom's form (1998) too, as ZDoom documents.
    m.trigger = "special = 251; arg0 = 1; arg1 = 16; arg2 = 8; arg3 = 1998; playercross = true;";
    EXPECT_EQ(doom_twin::play("zdoom", m, false, 20).back()[kRing].floor, 0);

    // With the pillar tagged too: the ring's ceiling starts, the pillar's
    // (as high as the ring's) does not, so the pillar's floor lowers to the
    // ring's; in Boom's form not at all, since a ceiling started.
    m = {.trigger = "special = 251; arg0 = 1; arg1 = 16; arg2 = 8; playercross = true;",
         .ring = "heightfloor = 0; heightceiling = 128;",
         .pillar = "heightfloor = 32; heightceiling = 128;",
         .pillar_id = 1};
    Looks looks = doom_twin::play("zdoom", m, false, 20);
    EXPECT_EQ(looks.back()[kRing].ceiling, doom_twin::F(148));
    EXPECT_EQ(looks.back()[kPillar].floor, 0);
    m.trigger = "special = 251; arg0 = 1; arg1 = 16; arg2 = 8; arg3 = 1998; playercross = true;";
    looks = doom_twin::play("zdoom", m, false, 20);
    EXPECT_EQ(looks.back()[kRing].ceiling, doom_twin::F(148));
    EXPECT_EQ(looks.back()[kPillar].floor, doom_twin::F(32));
}

TEST(HexenDoomTwins, StairsBuildUpDoomCrushIsDoomsTurboStairs) {
    // Doom's 100: 16-unit steps at 4 a tic, across to the pillar (same flat).
    const Looks doom =
        expect_twins("special = 100; arg0 = 1;", "special = 273; arg0 = 1; arg1 = 32; arg2 = 16;", false, {}, 12);
    EXPECT_EQ(doom.back()[kRing].floor, doom_twin::F(16));
    EXPECT_EQ(doom.back()[kPillar].floor, doom_twin::F(32));
}

TEST(HexenDoomTwins, CeilingCrushAndRaiseAIsDoomsCrushers) {
    struct Case {
        std::string doom, hexen;
        bool slows;  // Doom's crusher: slows on what it crushes, down to its end
    };
    const Case cases[] = {
        {"special = 6; arg0 = 1;", "special = 196; arg0 = 1; arg1 = 16; arg2 = 16; arg3 = 10;", false},  // fast
        {"special = 25; arg0 = 1;", "special = 196; arg0 = 1; arg1 = 8; arg2 = 8; arg3 = 10;", true},     // normal
        {"special = 141; arg0 = 1;", "special = 197; arg0 = 1; arg1 = 8; arg2 = 8; arg3 = 10;", true},    // silent
        {"special = 6; arg0 = 1;", "special = 197; arg0 = 1; arg1 = 16; arg2 = 16; arg3 = 10;", false},   // silent, fast
    };
    // A barrel in the ring, for the crushers to crush.
    const TwinMap barrel{.things = "thing { x = 96.0; y = 192.0; type = 2035; skill1 = true; skill2 = true; "
                                   "skill3 = true; skill4 = true; skill5 = true; single = true; }\n"};
    for (const Case& c : cases) {
        SCOPED_TRACE(c.hexen);
        const Looks doom = expect_twins(c.doom, c.hexen, false, barrel, 500);
        const auto ceiling_at = [](fixed_t height) {
            return [height](const std::vector<SectorLook>& l) { return l[kRing].ceiling == height; };
        };
        const auto bottom = std::find_if(doom.begin(), doom.end(), ceiling_at(doom_twin::F(8)));
        ASSERT_NE(bottom, doom.end());
        // Unslowed, 120 units at 2 a tic; slowed, far longer than 120 at 1.
        if (c.slows)
            EXPECT_GT(bottom - doom.begin(), 200);
        else
            EXPECT_EQ(bottom - doom.begin(), 59);
        EXPECT_NE(std::find_if(bottom, doom.end(), ceiling_at(doom_twin::F(128))), doom.end());  // and back up
    }
}

TEST_F(HexenSpecials, CeilingCrushAndRaiseAGoesDownAndUpAtItsTwoSpeeds) {
    // Down at 2 a tic to 8 above the floor, up at 1, down at 2 again.
    start({.trigger = "special = 196; arg0 = 1; arg1 = 16; arg2 = 8; arg3 = 10; playercross = true;"});
    cross(player());
    tics(60);
    EXPECT_EQ(box().ceilingheight, F(8));
    tics(11);
    EXPECT_EQ(box().ceilingheight, F(18));  // a tic at the bottom, then 10 up
    tics(111);
    EXPECT_EQ(box().ceilingheight, F(128));
    tics(1);
    EXPECT_EQ(box().ceilingheight, F(126));
}

TEST_F(HexenSpecials, CeilingCrushRaiseAndStayGoesDownAndUpOnce) {
    // Both down at 2 a tic and up at 1: the A form by its arguments,
    // Ceiling_CrushRaiseAndStay at half its speed, as ZDoom.
    // The silent A form (255) makes no moving sound, only the stop at each end.
    for (const std::string trigger : {"special = 195; arg0 = 1; arg1 = 16; arg2 = 8; arg3 = 10;",
                                      "special = 45; arg0 = 1; arg1 = 16; arg2 = 10;",
                                      "special = 255; arg0 = 1; arg1 = 16; arg2 = 8; arg3 = 10;"}) {
        SCOPED_TRACE(trigger);
        start({.trigger = trigger + " playercross = true;"});
        cross(player());
        ASSERT_NE(box().specialdata, nullptr);
        EXPECT_EQ(static_cast<const Ceiling*>(box().specialdata)->type,
                  trigger.starts_with("special = 255") ? CeilingKind::SilentCrushRaiseAndStay
                                                       : CeilingKind::CrushRaiseAndStay);
        tics(60);
        EXPECT_EQ(box().ceilingheight, F(8));
        tics(11);
        EXPECT_EQ(box().ceilingheight, F(18));
        tics(111);
        EXPECT_EQ(box().ceilingheight, F(128));
        EXPECT_EQ(box().specialdata, nullptr);  // done at the top
        tics(10);
        EXPECT_EQ(box().ceilingheight, F(128));
    }
}

TEST_F(HexenSpecials, TheDistCrushersStopTheirDistanceAboveTheFloor) {
    // Ceiling_CrushAndRaiseDist (dist 32, speed 16: 2 a tic both ways) and
    // its silent twin: down to 32 above the floor, then back up to 128.
    for (const int special : {168, 104}) {
        SCOPED_TRACE(special);
        start({.trigger = "special = " + std::to_string(special) +
                          "; arg0 = 1; arg1 = 32; arg2 = 16; arg3 = 10; playercross = true;"});
        cross(player());
        ASSERT_NE(box().specialdata, nullptr);
        EXPECT_EQ(static_cast<const Ceiling*>(box().specialdata)->type,
                  special == 104 ? CeilingKind::SilentFastCrushAndRaise : CeilingKind::FastCrushAndRaise);
        tics(48);
        EXPECT_EQ(box().ceilingheight, F(32));
        tics(49);
        EXPECT_EQ(box().ceilingheight, F(128));  // a tic at the bottom, then 96 up
        tics(2);
        EXPECT_EQ(box().ceilingheight, F(126));  // a tic at the top, and down again
    }
    // Ceiling_LowerAndCrushDist (speed 16, dist 24): down to 24 and stays.
    start({.trigger = "special = 97; arg0 = 1; arg1 = 16; arg2 = 10; arg3 = 24; playercross = true;"});
    cross(player());
    tics(52);
    EXPECT_EQ(box().ceilingheight, F(24));
    tics(60);
    EXPECT_EQ(box().ceilingheight, F(24));
}

TEST_F(HexenSpecials, FloorTransferTakesTheModelsFlatAndType) {
    // Trigger: the line's front sector (the room) is the model.
    start({.trigger = "special = 235; arg0 = 1; playercross = true;"});
    w.sectors[0].floorpic = w.sectors[1].floorpic + 1;
    w.sectors[0].special = 65;
    cross(player());
    EXPECT_EQ(box().floorpic, w.sectors[0].floorpic);
    EXPECT_EQ(box().special, 65);
    EXPECT_EQ(box().floorheight, 0);  // nothing moves
    // Numeric: a neighbour whose floor is level with the box's; none at 16.
    for (const char* floor : {"heightfloor = 0;", "heightfloor = 16;"}) {
        SCOPED_TRACE(floor);
        start({.trigger = "special = 236; arg0 = 1; playercross = true;",
               .box = std::string(floor) + " heightceiling = 128;"});
        const int before = box().floorpic;
        w.sectors[0].floorpic = before + 1;
        const bool level = std::string(floor) == "heightfloor = 0;";
        EXPECT_EQ(run_hexen_special(w, 236, {1, 0, 0, 0, 0}, -1, 0, nullptr), level);
        EXPECT_EQ(box().floorpic, level ? before + 1 : before);
    }
    // Trigger from a script: no line, no model.
    start(TestMap{});
    EXPECT_FALSE(run_hexen_special(w, 235, {1, 0, 0, 0, 0}, -1, 0, nullptr));
}

TEST_F(HexenSpecials, CeilingMoveToValueGoesEitherWayToTheHeight) {
    start({.trigger = "special = 47; arg0 = 1; arg1 = 16; arg2 = 64; playercross = true;"});
    cross(player());
    tics(10);
    EXPECT_EQ(box().ceilingheight, F(108));
    tics(30);
    EXPECT_EQ(box().ceilingheight, F(64));
    EXPECT_EQ(box().specialdata, nullptr);
    // Times8, up: 12 * 8 = 96.
    EXPECT_TRUE(run_hexen_special(w, 69, {1, 16, 12, 0, 0}, -1, 0, nullptr));
    tics(20);
    EXPECT_EQ(box().ceilingheight, F(96));
    EXPECT_FALSE(run_hexen_special(w, 47, {1, 16, 96, 0, 0}, -1, 0, nullptr));  // there already
}

TEST_F(HexenSpecials, CeilingToNearestStopsAtTheNextNeighbouringCeiling) {
    start({.box = "heightceiling = 64;"});
    EXPECT_FALSE(run_hexen_special(w, 264, {1, 16, 0, 0, 0}, -1, 0, nullptr));  // nothing lower
    EXPECT_TRUE(run_hexen_special(w, 252, {1, 16, 0, 0, 0}, -1, 0, nullptr));
    tics(40);
    EXPECT_EQ(box().ceilingheight, F(128));  // the room's
    start({.box = "heightceiling = 200;"});
    EXPECT_TRUE(run_hexen_special(w, 264, {1, 16, 0, 0, 0}, -1, 0, nullptr));
    tics(40);
    EXPECT_EQ(box().ceilingheight, F(128));
}

TEST_F(HexenSpecials, FloorStopAndCeilingStopHaltTheirPlanesMoverWhereItIs) {
    start({.box = "heightceiling = 0;"});
    EXPECT_TRUE(run_hexen_special(w, 11, {1, 16, 0, 0, 0}, -1, 0, nullptr));  // Door_Open
    tics(5);
    EXPECT_TRUE(run_hexen_special(w, 275, {1, 0, 0, 0, 0}, -1, 0, nullptr));  // Floor_Stop: not a door
    tics(5);
    EXPECT_EQ(box().ceilingheight, F(20));
    EXPECT_TRUE(run_hexen_special(w, 276, {1, 0, 0, 0, 0}, -1, 0, nullptr));  // Ceiling_Stop
    EXPECT_EQ(box().specialdata, nullptr);
    tics(5);
    EXPECT_EQ(box().ceilingheight, F(20));

    start({.box = "heightceiling = 128;"});
    EXPECT_TRUE(run_hexen_special(w, 23, {1, 16, 64, 0, 0}, -1, 0, nullptr));  // Floor_RaiseByValue
    tics(10);
    EXPECT_TRUE(run_hexen_special(w, 276, {1, 0, 0, 0, 0}, -1, 0, nullptr));  // Ceiling_Stop: not a floor
    EXPECT_NE(box().specialdata, nullptr);
    EXPECT_TRUE(run_hexen_special(w, 275, {1, 0, 0, 0, 0}, -1, 0, nullptr));
    EXPECT_EQ(box().specialdata, nullptr);
    tics(10);
    EXPECT_EQ(box().floorheight, F(20));
}

TEST_F(HexenSpecials, GenericDoorClosesWaitsAndOpensAgain) {
    // Kind 2, close-wait-open; speed 16 (2 units a tic); 8 eighths: 35 tics.
    start({.trigger = "special = 202; arg0 = 1; arg1 = 16; arg2 = 2; arg3 = 8; playercross = true;"});
    cross(player());
    tics(64);
    EXPECT_EQ(box().ceilingheight, 0);
    tics(35);
    EXPECT_EQ(box().ceilingheight, 0);  // waiting
    tics(2);
    EXPECT_GT(box().ceilingheight, 0);
    tics(70);
    EXPECT_EQ(box().ceilingheight, F(128));  // back where it was
    EXPECT_EQ(box().specialdata, nullptr);
}

TEST_F(HexenSpecials, GenericDoorRaisesWithItsDelayAndHonoursItsLock) {
    start({.trigger = "special = 202; arg0 = 0; arg1 = 16; arg2 = 0; arg3 = 16; arg4 = 1; playeruse = true;",
           .box = "heightceiling = 0;"});
    EXPECT_FALSE(use_special_line(w, player(), 3, 0));  // lock 1: the red card
    w.players[0].cards[it_redcard] = true;
    EXPECT_TRUE(use_special_line(w, player(), 3, 0));
    tics(62);
    EXPECT_EQ(box().ceilingheight, F(124));
    tics(70);  // 16 eighths of a second: 70 tics at the top
    EXPECT_EQ(box().ceilingheight, F(124));
    tics(2);
    EXPECT_LT(box().ceilingheight, F(124));
}

TEST_F(HexenSpecials, GenericFloorMovesByValueOrToItsTarget) {
    // By value (target 0), up (flag 8): 24 units at 2 a tic.
    start(TestMap{});
    EXPECT_TRUE(run_hexen_special(w, 200, {1, 16, 24, 0, 8}, -1, 0, nullptr));
    tics(20);
    EXPECT_EQ(box().floorheight, F(24));
    EXPECT_EQ(box().specialdata, nullptr);
    // Target 2 down: the lowest neighbouring floor (the room's 0).
    EXPECT_TRUE(run_hexen_special(w, 200, {1, 16, 0, 2, 0}, -1, 0, nullptr));
    tics(20);
    EXPECT_EQ(box().floorheight, 0);
    // Target 5 up: to its own ceiling, 128.
    EXPECT_TRUE(run_hexen_special(w, 200, {1, 64, 0, 5, 8}, -1, 0, nullptr));
    tics(20);
    EXPECT_EQ(box().floorheight, F(128));
}

TEST_F(HexenSpecials, GenericCeilingAndCrusherMoveTheCeiling) {
    start(TestMap{});
    // Target 5 down: the sector's floor.
    EXPECT_TRUE(run_hexen_special(w, 201, {1, 32, 0, 5, 0}, -1, 0, nullptr));
    tics(40);
    EXPECT_EQ(box().ceilingheight, 0);
    // By value up 64.
    EXPECT_TRUE(run_hexen_special(w, 201, {1, 32, 64, 0, 8}, -1, 0, nullptr));
    tics(40);
    EXPECT_EQ(box().ceilingheight, F(64));
    // A crusher: down to 8 above the floor and back up, again and again.
    EXPECT_TRUE(run_hexen_special(w, 205, {1, 16, 16, 0, 0}, -1, 0, nullptr));
    tics(28);
    EXPECT_EQ(box().ceilingheight, F(8));
    tics(20);
    EXPECT_GT(box().ceilingheight, F(8));
}

// ZDoom's Generic_Crusher2 crushes as Hexen's crushers do: it waits above
// what it crushes, hurting it, where Generic_Crusher goes on down through
// it. An imp (56 high) in the box, the ceiling coming down from 128 at 2
// units a tic: 36 tics to the imp's head.
TEST_F(HexenSpecials, GenericCrusher2WaitsAboveWhatItCrushes) {
    for (const int special : {205, 169}) {
        start(TestMap{});
        Mobj* imp = spawn_mobj(w, F(288), F(128), 0, MT_TROOP);
        EXPECT_TRUE(run_hexen_special(w, special, {1, 16, 16, 0, 0}, -1, 0, nullptr));
        tics(44);
        EXPECT_LT(imp->health, 60) << special;  // crushed either way
        if (special == 205) {
            EXPECT_LT(box().ceilingheight, F(56));
        } else {
            EXPECT_GE(box().ceilingheight, F(56));
            EXPECT_GT(imp->health, 0);  // not dead yet: the ceiling holds back
        }
    }
}

// The crushers' crush mode argument: 2 asks for Hexen's way on the others
// too (Ceiling_CrushAndRaiseDist here: tag, dist, speed, crush, mode).
TEST_F(HexenSpecials, CrushModeTwoIsHexensOnTheOtherCrushers) {
    for (const int mode : {0, 2}) {
        start(TestMap{});
        Mobj* imp = spawn_mobj(w, F(288), F(128), 0, MT_TROOP);
        EXPECT_TRUE(run_hexen_special(w, 168, {1, 8, 16, 10, mode}, -1, 0, nullptr));
        tics(44);
        EXPECT_LT(imp->health, 60) << mode;
        if (mode == 2) EXPECT_GE(box().ceilingheight, F(56));
        else EXPECT_LT(box().ceilingheight, F(56));
    }
}

TEST_F(HexenSpecials, GenericLiftGoesToItsTargetWaitsAndComesBack) {
    // Target 1: down to the lowest neighbouring floor (the room's 0) from
    // 64, speed 32 (4 units a tic), delay 8 eighths (35 tics).
    start({.box = "heightfloor = 64; heightceiling = 128;"});
    EXPECT_TRUE(run_hexen_special(w, 203, {1, 32, 8, 1, 0}, -1, 0, nullptr));
    tics(16);
    EXPECT_EQ(box().floorheight, 0);
    tics(35);
    EXPECT_EQ(box().floorheight, 0);
    tics(17);
    EXPECT_EQ(box().floorheight, F(64));
    tics(2);
    EXPECT_EQ(box().specialdata, nullptr);
    // Other targets: up by the height, then back down.
    EXPECT_TRUE(run_hexen_special(w, 203, {1, 32, 8, 0, 32}, -1, 0, nullptr));
    tics(8);
    EXPECT_EQ(box().floorheight, F(96));
}

TEST_F(HexenSpecials, SingleSpecialsWithBoomsTargetsMoveThere) {
    // Floor_LowerToHighestEE: the highest neighbouring floor (the room's 0).
    start({.box = "heightfloor = 64; heightceiling = 128;"});
    EXPECT_TRUE(run_hexen_special(w, 256, {1, 64, 0, 0, 0}, -1, 0, nullptr));
    tics(10);
    EXPECT_EQ(box().floorheight, 0);
    // Door_CloseWaitOpen: shut, 8 eighths of a second, open again.
    EXPECT_TRUE(run_hexen_special(w, 249, {1, 64, 8, 0, 0}, -1, 0, nullptr));
    tics(16);
    EXPECT_EQ(box().ceilingheight, 0);
    tics(35 + 20);
    EXPECT_EQ(box().ceilingheight, F(128));
}

TEST_F(HexenSpecials, GenericStairsBuildUpThenTheOtherWayFromARepeatableLine) {
    // Flags 1: up; steps of 16 at 2 units a tic.
    start({.trigger = "special = 204; arg0 = 1; arg1 = 16; arg2 = 16; arg3 = 1; playercross = true; "
                      "repeatspecial = true;"});
    cross(player());
    tics(8);
    EXPECT_EQ(box().floorheight, F(16));
    tics(2);
    EXPECT_EQ(box().specialdata, nullptr);
    cross(player());  // down this time
    tics(8);
    EXPECT_EQ(box().floorheight, 0);
}

TEST_F(HexenSpecials, StairsBuildDownDoomLowersTheFirstStepByItsHeight) {
    // Steps of 16 at 2 units a tic, down from 32; the room (the line's
    // front) is no step of the box's stair.
    start({.trigger = "special = 270; arg0 = 1; arg1 = 16; arg2 = 16; playercross = true;",
           .box = "heightfloor = 32; heightceiling = 128;"});
    cross(player());
    tics(4);
    EXPECT_EQ(box().floorheight, F(24));
    tics(4);
    EXPECT_EQ(box().floorheight, F(16));
    tics(2);
    EXPECT_EQ(box().specialdata, nullptr);
    EXPECT_EQ(w.sectors[0].floorheight, 0);
}

TEST_F(HexenSpecials, FloorCrushStopHaltsOnlyACrushingFloor) {
    start(TestMap{});
    EXPECT_TRUE(run_hexen_special(w, 23, {1, 16, 64, 0, 0}, -1, 0, nullptr));  // Floor_RaiseByValue
    tics(5);
    EXPECT_TRUE(run_hexen_special(w, 46, {1, 0, 0, 0, 0}, -1, 0, nullptr));
    EXPECT_NE(box().specialdata, nullptr);  // not a crusher: goes on
    tics(30);
    EXPECT_EQ(box().floorheight, F(64));
    EXPECT_TRUE(run_hexen_special(w, 28, {1, 16, 0, 0, 0}, -1, 0, nullptr));  // Floor_RaiseAndCrush
    tics(5);
    EXPECT_TRUE(run_hexen_special(w, 46, {1, 0, 0, 0, 0}, -1, 0, nullptr));
    EXPECT_EQ(box().specialdata, nullptr);
    tics(5);
    EXPECT_EQ(box().floorheight, F(74));
}

TEST(HexenSavegame, ACrushersSpeedsEachWayComeBackAsTheyWere) {
    TestSource source;
    source.map = {.trigger = "special = 196; arg0 = 1; arg1 = 16; arg2 = 8; arg3 = 10; playercross = true;"};
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    cross_special_line(saved, 3, 0, *saved.players[0].mo);
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 70; ++i) run_tic(saved, source, cmds);  // on its way up

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "crusher"), "crusher.sav");
    for (int i = 0; i < 130; ++i) {  // past the top, and down again
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
        ASSERT_EQ(loaded.sectors[1].ceilingheight, saved.sectors[1].ceilingheight) << "tic " << i;
    }
    EXPECT_LT(saved.sectors[1].ceilingheight, F(128));
}

TEST(HexenSavegame, AFlippedGenericStairsKeepsItsDirectionAfterALoad) {
    TestSource source;
    source.map = {.trigger = "special = 204; arg0 = 1; arg1 = 16; arg2 = 16; arg3 = 1; playercross = true; "
                             "repeatspecial = true;"};
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    cross_special_line(saved, 3, 0, *saved.players[0].mo);  // up; next time down
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 12; ++i) run_tic(saved, source, cmds);
    ASSERT_EQ(saved.sectors[1].floorheight, F(16));

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "stairs"), "stairs.sav");
    cross_special_line(loaded, 3, 0, *loaded.players[0].mo);
    for (int i = 0; i < 12; ++i) run_tic(loaded, source, cmds);
    EXPECT_EQ(loaded.sectors[1].floorheight, 0);
}

TEST_F(HexenSpecials, SpecialsThatStandForDoomsLineTypesGiveNoWarning) {
    for (int special : {45, 195, 196, 197, 228, 230, 239, 240, 241, 250, 251, 273}) {
        SCOPED_TRACE(special);
        map::Level level = load_map({.trigger = "special = " + std::to_string(special) + ";"});
        testing::internal::CaptureStderr();
        start(std::move(level));
        EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
    }
}

// zdoomtranslated keeps Doom's specials: the same map plays as in `doom`
// (each in a world of its own, so both start from the same random state).
TEST(ZDoomTranslated, MapsPlayAsTheirDoomTwins) {
    auto run = [](const std::string& ns) {
        Definitions defs;
        World w(defs);
        setup_level(w, load_map({.ns = ns, .trigger = "special = 2; arg0 = 1;", .box = "heightceiling = 0;"}),
                    TextureNumbers{});
        cross_special_line(w, 3, 0, *w.players[0].mo);
        for (int i = 0; i < 40; ++i) {
            w.thinkers.run(w);
            ++w.leveltime;
        }
        return std::pair{w.sectors[1].ceilingheight, world_hash(w)};
    };
    const auto doom = run("doom");
    EXPECT_EQ(doom.first, F(80));  // Doom's W1 open door, 2 units a tic
    EXPECT_EQ(run("zdoomtranslated"), doom);
    EXPECT_NE(run("zdoom").first, F(80));  // where special 2 is a polyobject's, not played
}

// Plays a Doom II game on the test map until its line 3 has been crossed
// and what follows the intermission has begun (attack pressed every other
// tic hurries the tally along).
void play_past_intermission(World& w, const TestSource& source) {
    new_game(w, source, GameOptions{});
    cross_special_line(w, 3, 0, *w.players[0].mo);
    std::array<Ticcmd, kMaxPlayers> cmds{};
    run_tic(w, source, cmds);
    EXPECT_EQ(w.gamestate, GameState::Intermission);
    for (int tic = 0; tic < 2000 && w.gamestate == GameState::Intermission; ++tic) {
        cmds[0].buttons = (tic & 1) ? BT_ATTACK : 0;
        run_tic(w, source, cmds);
    }
}

TEST(HexenExits, TeleportNewMapGoesToItsMapAndExitNormalToTheNext) {
    auto map_after = [](const std::string& trigger) {
        TestSource source;
        source.map = {.trigger = trigger};
        Definitions defs;
        World w(defs);
        play_past_intermission(w, source);
        EXPECT_EQ(w.gamestate, GameState::Level);
        EXPECT_EQ(w.exit_map, 0);  // used
        return w.opts.map;
    };
    EXPECT_EQ(map_after("special = 243; playercross = true;"), 2);
    EXPECT_EQ(map_after("special = 74; arg0 = 7; playercross = true;"), 7);
}

TEST(HexenExits, TeleportEndGameEndsWithDoomIIsCastCall) {
    TestSource source;
    source.map = {.trigger = "special = 75; playercross = true;"};
    Definitions defs;
    World w(defs);
    play_past_intermission(w, source);
    EXPECT_EQ(w.gamestate, GameState::Finale);
    EXPECT_EQ(w.finale.stage, 2);
    // A button restarts the cast; the game goes on to no other map.
    std::array<Ticcmd, kMaxPlayers> cmds{};
    cmds[0].buttons = BT_USE;
    for (int i = 0; i < 60; ++i) run_tic(w, source, cmds);
    EXPECT_EQ(w.gamestate, GameState::Finale);
    EXPECT_EQ(w.opts.map, 1);
}

TEST(HexenSavegame, LineSpecialsAndScrollersComeBackAsTheyWere) {
    TestSource source;
    source.map = {.trigger = "special = 110; arg0 = 1; arg1 = 16; playercross = true;",
                  .north_wall = "special = 100; arg0 = 64;"};
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    cross_special_line(saved, 3, 0, *saved.players[0].mo);
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 5; ++i) run_tic(saved, source, cmds);

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "hexen"), "hexen.sav");
    EXPECT_EQ(loaded.lines[3].special, 0);  // used up before the save
    ASSERT_EQ(loaded.wall_scrollers.size(), 1u);
    for (int i = 0; i < 5; ++i) {
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
    }
    EXPECT_EQ(loaded.sides[1].textureoffset, saved.sides[1].textureoffset);
    EXPECT_EQ(world_hash(loaded), world_hash(saved));
}

}  // namespace
