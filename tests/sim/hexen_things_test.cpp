// Things found by thing id (thing_ids.h) and the specials that act on them
// (hexen_things.cpp), and a thing's own special and sleep
// (thing_specials.h), on the two-sector test map of hexen_test_map.h: the
// player stands at (128, 128) in the room, the box behind line 3 is tagged 1.
#include <gtest/gtest.h>

#include <cmath>

#include <string>
#include <vector>

#include "base/trig_tables.h"
#include "hexen_test_map.h"
#include "sim/acs_world.h"
#include "sim/hash.h"
#include "sim/hexen_specials.h"
#include "sim/interaction.h"
#include "sim/mobjs.h"
#include "sim/point_to_angle.h"
#include "sim/savegame.h"
#include "sim/thing_ids.h"

namespace {

using namespace hexen_test;

// A thing block present on every skill in single play.
std::string thing(int type, int x, int y, const std::string& fields = "") {
    return "thing { x = " + std::to_string(x) + ".0; y = " + std::to_string(y) + ".0; type = " + std::to_string(type) +
           "; skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true; " + fields +
           " }\n";
}

class HexenThings : public HexenLevel {
protected:
    Mobj& only(MobjType type) {
        Mobj* found = nullptr;
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            if (!t->removed() && t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == type) {
                EXPECT_EQ(found, nullptr) << "more than one of type " << type;
                found = static_cast<Mobj*>(t);
            }
        if (!found) throw std::runtime_error("no thing of that type");
        return *found;
    }
    bool run(int special, std::array<int, 5> args, Mobj* activator = nullptr) {
        return run_hexen_special(w, special, args, -1, 0, activator);
    }
};

// UsePuzzleItem: no puzzle item in a Doom game, so it fails and changes
// nothing, and no sound starts (Doom's sounds have no "*puzzfail").
TEST_F(HexenThings, UsePuzzleItemFailsInADoomGame) {
    start(TestMap{});
    const std::uint32_t before = world_hash(w);
    w.events.clear();
    EXPECT_FALSE(run(129, {1, 0, 0, 0, 0}, &player()));
    EXPECT_EQ(world_hash(w), before);
    EXPECT_TRUE(w.events.sounds.empty());
}

TEST_F(HexenThings, AThingCarriesItsMapIdAndSpecialsFindIt) {
    start({.things = thing(3001, 64, 64, "id = 5;") + thing(3001, 64, 192)});
    std::vector<Mobj*> found = things_with_id(w, 5, nullptr);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0]->y, F(64));
    EXPECT_EQ(things_with_id(w, 0, &player()), std::vector<Mobj*>{&player()});
    EXPECT_EQ(acs_thing_count(w, 0, 5), 1);
    EXPECT_EQ(acs_thing_count(w, 5, 0), 2);  // spawn number 5: imps, whatever their id
    EXPECT_EQ(acs_thing_count(w, 4, 0), 0);  // zombiemen
}

TEST_F(HexenThings, ThingRemoveTakesItOutOfTheLevelAndItsKillTotal) {
    start({.trigger = "special = 132; arg0 = 5; playercross = true;", .things = thing(3001, 64, 64, "id = 5;")});
    EXPECT_EQ(w.totalkills, 1);
    cross(player());
    EXPECT_EQ(count(MT_TROOP), 0);
    EXPECT_EQ(w.totalkills, 0);
    EXPECT_TRUE(run(132, {0}, &player()));  // tid 0 is the activator: never a player
    EXPECT_EQ(w.players[0].mo, &player());
    EXPECT_FALSE(player().removed());
}

TEST_F(HexenThings, ThingSpawnPutsAThingOfTheSpawnNumberAtAMapSpot) {
    // A map spot with id 7; spawn number 5 is an imp; byte angle 64 is 90 degrees.
    start({.trigger = "special = 135; arg0 = 7; arg1 = 5; arg2 = 64; arg3 = 9; playercross = true;",
           .things = thing(9001, 200, 64, "id = 7;")});
    EXPECT_EQ(count(MT_TROOP), 0);
    cross(player());
    Mobj& imp = only(MT_TROOP);
    EXPECT_EQ(imp.x, F(200));
    EXPECT_EQ(imp.y, F(64));
    EXPECT_EQ(imp.angle, base::kAng90);
    EXPECT_EQ(imp.tid, 9);
    EXPECT_EQ(count(MT_TFOG), 1);
    EXPECT_EQ(w.totalkills, 1);
    // The spot is taken now: a second imp has no room and none is left behind.
    EXPECT_FALSE(run(137, {7, 5, 0, 0}));
    EXPECT_EQ(count(MT_TROOP), 1);
    EXPECT_EQ(w.totalkills, 1);
    EXPECT_FALSE(run(135, {7, 999, 0, 0}));  // no such spawn number
}

TEST_F(HexenThings, ThingSpawnFacingTakesTheSpotsAngle) {
    start({.things = thing(9001, 200, 64, "id = 7; angle = 180;")});
    EXPECT_TRUE(run(139, {7, 1, 1, 0}));  // a shotgun guy, no fog
    EXPECT_EQ(only(MT_SHOTGUY).angle, base::kAng180);
    EXPECT_EQ(count(MT_TFOG), 0);
}

TEST_F(HexenThings, ThingProjectileFliesFromTheSpotAtItsSpeed) {
    start({.things = thing(9001, 64, 64, "id = 7; height = 32.0;")});
    // A rocket (spawn number 127), east, 80 eighths = 10 units a tic, rising 2.
    EXPECT_TRUE(run(134, {7, 127, 0, 80, 16}));
    Mobj& rocket = only(MT_ROCKET);
    const fixed_t ten = base::fixed_mul(F(10), base::fine_cosine(0));
    EXPECT_EQ(rocket.momx, ten);
    EXPECT_EQ(rocket.momz, F(2));
    EXPECT_EQ(rocket.tid, 0);
    EXPECT_TRUE(rocket.flags & MF_NOGRAVITY);
    const fixed_t x = rocket.x;
    tics(1);
    EXPECT_EQ(rocket.x, x + ten);
    // The gravity form lets a thing fall at an eighth of gravity.
    EXPECT_TRUE(run(136, {7, 127, 64, 8, 0}));
    int falling = 0;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (!t->removed() && t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_ROCKET &&
            !(static_cast<Mobj*>(t)->flags & MF_NOGRAVITY)) {
            EXPECT_EQ(static_cast<Mobj*>(t)->gravity, kFracUnit / 8);
            ++falling;
        }
    EXPECT_EQ(falling, 1);
}

// Thing_ProjectileAimed (178: tid, type, speed, target, newtid) flies at
// the target's middle; Thing_ProjectileIntercept (175) leads a moving one,
// aiming ahead of it on its side (ZDoom's EV_Thing_Projectile).
TEST_F(HexenThings, AimedProjectilesFlyAtTheirTargetOrWhereItWillBe) {
    start({.things = thing(9001, 64, 64, "id = 7; height = 32.0;") + thing(3001, 192, 192, "id = 9;")});
    Mobj* imp = nullptr;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_TROOP) imp = static_cast<Mobj*>(t);
    ASSERT_NE(imp, nullptr);
    // A rocket at 80 eighths (10 units a tic), its new id 12.
    EXPECT_TRUE(run(178, {7, 127, 80, 9, 12}));
    Mobj& rocket = only(MT_ROCKET);
    EXPECT_EQ(rocket.tid, 12);
    const double dx = (imp->x - rocket.x) / 65536.0, dy = (imp->y - rocket.y) / 65536.0;
    const double dz = (imp->z + imp->height / 2 - rocket.z) / 65536.0;
    const double mx = rocket.momx / 65536.0, my = rocket.momy / 65536.0, mz = rocket.momz / 65536.0;
    EXPECT_NEAR(std::sqrt(mx * mx + my * my + mz * mz), 10.0, 0.01);
    const double length = std::sqrt(dx * dx + dy * dy + dz * dz);
    EXPECT_NEAR(mx / 10, dx / length, 1e-3);
    EXPECT_NEAR(my / 10, dy / length, 1e-3);
    EXPECT_NEAR(mz / 10, dz / length, 1e-3);
    const auto turn = static_cast<std::int32_t>(rocket.angle - point_to_angle2(rocket.x, rocket.y, imp->x, imp->y));
    EXPECT_LT(std::abs(turn), 1 << 22);  // facing it (P_CheckMissileSpawn has moved it on a little)

    // The imp running north (+y): the intercepting rocket aims north of it.
    imp->momx = 0;
    imp->momy = F(8);
    EXPECT_TRUE(run(175, {7, 127, 80, 9, 13}));
    const Mobj* leading = nullptr;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->tid == 13) leading = static_cast<Mobj*>(t);
    ASSERT_NE(leading, nullptr);
    const double lx = leading->momx / 65536.0, ly = leading->momy / 65536.0;
    EXPECT_NEAR(std::sqrt(lx * lx + ly * ly + std::pow(leading->momz / 65536.0, 2)), 10.0, 0.01);
    // Turned from the straight aim toward the imp's way (anticlockwise: north of it).
    EXPECT_GT(dx * ly - dy * lx, 0.5);
}

TEST_F(HexenThings, AMonstersSpecialRunsWhenItDiesWithItsKillerAsActivator) {
    // Door_Raise on the box (tag 1): the imp's death opens it.
    start({.box = "heightceiling = 0;", .things = thing(3001, 64, 64, "special = 12; arg0 = 1; arg1 = 16; arg2 = 70;")});
    Mobj& imp = only(MT_TROOP);
    damage_mobj(w, imp, nullptr, &player(), 10);
    EXPECT_EQ(box().specialdata, nullptr);  // hurt, not dead
    damage_mobj(w, imp, nullptr, &player(), 1000);
    ASSERT_NE(box().specialdata, nullptr);
    tics(10);
    EXPECT_EQ(box().ceilingheight, F(20));
}

TEST_F(HexenThings, AnItemsSpecialRunsWhenItIsPickedUp) {
    // Door_Open on the box from a stimpack; Thing_Remove in the special of a
    // second one names that very item (id 4): it is gone once, not twice.
    start({.box = "heightceiling = 0;",
           .things = thing(2011, 100, 100, "special = 11; arg0 = 1; arg1 = 16;") +
                     thing(2011, 150, 150, "id = 4; special = 132; arg0 = 4;")});
    player().health = w.players[0].health = 50;
    std::vector<Mobj*> stims;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_MISC10)
            stims.push_back(static_cast<Mobj*>(t));
    ASSERT_EQ(stims.size(), 2u);
    touch_special_thing(w, *stims[0], player());
    EXPECT_EQ(w.players[0].health, 60);
    ASSERT_NE(box().specialdata, nullptr);
    touch_special_thing(w, *stims[1], player());
    EXPECT_EQ(w.players[0].health, 70);
    EXPECT_EQ(count(MT_MISC10), 0);
}

TEST_F(HexenThings, ADormantMonsterNeitherThinksNorTakesDamageUntilActivated) {
    start({.things = thing(3001, 64, 64, "id = 3; dormant = true;")});
    Mobj& imp = only(MT_TROOP);
    const StateNum frame = imp.state;
    EXPECT_EQ(imp.tics, -1);
    tics(40);
    EXPECT_EQ(imp.state, frame);
    damage_mobj(w, imp, nullptr, &player(), 10);
    EXPECT_EQ(imp.health, defs.mobjinfo[MT_TROOP].spawn_health);

    EXPECT_TRUE(run(130, {3}));  // Thing_Activate
    EXPECT_EQ(imp.tics, 1);
    damage_mobj(w, imp, nullptr, &player(), 10);
    EXPECT_EQ(imp.health, defs.mobjinfo[MT_TROOP].spawn_health - 10);
    EXPECT_TRUE(run(131, {3}));  // Thing_Deactivate
    EXPECT_EQ(imp.tics, -1);
}

TEST_F(HexenThings, ThingDamageHurtsOrHealsUpToSpawnHealth) {
    start({.things = thing(3001, 64, 64, "id = 5;")});
    Mobj& imp = only(MT_TROOP);
    const int full = defs.mobjinfo[MT_TROOP].spawn_health;
    EXPECT_TRUE(run(119, {5, 25}, &player()));
    EXPECT_EQ(imp.health, full - 25);
    EXPECT_TRUE(run(119, {5, -10}));
    EXPECT_EQ(imp.health, full - 15);
    EXPECT_TRUE(run(119, {5, -1000}));
    EXPECT_EQ(imp.health, full);
}

TEST_F(HexenThings, DamageThingAndHealThingActOnTheActivator) {
    start(TestMap{});
    Player& p = w.players[0];
    player().health = p.health = 40;
    EXPECT_TRUE(run(248, {30, 0}, &player()));  // up to 100
    EXPECT_EQ(p.health, 70);
    EXPECT_TRUE(run(248, {100, 1}, &player()));  // max 1: a soulsphere's 200
    EXPECT_EQ(p.health, 170);
    EXPECT_TRUE(run(248, {100, 180}, &player()));
    EXPECT_EQ(p.health, 180);
    EXPECT_FALSE(run(248, {10, 0}));  // no activator
    EXPECT_TRUE(run(73, {30}, &player()));
    EXPECT_LT(p.health, 180);
    EXPECT_TRUE(run(73, {0}, &player()));  // 0 kills
    EXPECT_LE(player().health, 0);
}

TEST_F(HexenThings, ThrustThingPushesWithinDoomsLimitUnlessToldNot) {
    start({.things = thing(3001, 64, 64, "id = 5;")});
    EXPECT_TRUE(run(72, {0, 10, 0, 0}, &player()));  // east, 10 units
    EXPECT_EQ(player().momx, 10 * base::fine_cosine(0));
    EXPECT_TRUE(run(72, {0, 100, 0, 0}, &player()));
    EXPECT_EQ(player().momx, kMaxMove);
    EXPECT_TRUE(run(72, {0, 100, 1, 5}));  // the imp, no limit
    EXPECT_EQ(only(MT_TROOP).momx, 100 * base::fine_cosine(0));
    EXPECT_TRUE(run(128, {5, 8, 0, 0}));  // ThrustThingZ: 8 quarter units up
    EXPECT_EQ(only(MT_TROOP).momz, F(2));
    EXPECT_TRUE(run(128, {5, 8, 1, 1}));  // down, added
    EXPECT_EQ(only(MT_TROOP).momz, 0);
    EXPECT_TRUE(run(19, {5}));  // Thing_Stop
    EXPECT_EQ(only(MT_TROOP).momx, 0);
    EXPECT_FALSE(run(72, {0, 10, 0, 0}));  // no activator, no id
}

TEST_F(HexenThings, ThingMoveTakesAThingToASpotWhereItFits) {
    start({.things = thing(3001, 64, 64, "id = 5;") + thing(9001, 200, 200, "id = 8;") +
                     thing(9001, 128, 140, "id = 9;")});
    EXPECT_TRUE(run(125, {5, 8, 1}));
    Mobj& imp = only(MT_TROOP);
    EXPECT_EQ(imp.x, F(200));
    EXPECT_EQ(imp.y, F(200));
    EXPECT_EQ(w.mobj_sector(imp), 0);
    EXPECT_EQ(count(MT_TFOG), 0);  // nofog
    EXPECT_FALSE(run(125, {5, 9, 0}));  // the player stands there
    EXPECT_EQ(imp.x, F(200));
    EXPECT_FALSE(run(125, {5, 77, 0}));  // no such spot
}

TEST_F(HexenThings, ThingDestroyKillsByIdOrTagAndCreditsTheActivator) {
    start({.things = thing(3001, 64, 64, "id = 5;") + thing(3001, 290, 128) + thing(3001, 64, 200)});
    player().health = w.players[0].health = 100;
    EXPECT_TRUE(run(133, {5, 0, 0}, &player()));
    EXPECT_EQ(w.players[0].killcount, 1);
    EXPECT_TRUE(run(133, {0, 0, 1}, &player()));  // everything shootable in the box (tag 1)
    EXPECT_EQ(w.players[0].killcount, 2);
    int alive = 0;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (!t->removed() && t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_TROOP &&
            static_cast<Mobj*>(t)->health > 0)
            ++alive;
    EXPECT_EQ(alive, 1);
    EXPECT_TRUE(run(133, {0, 1, 0}));  // tid 0, tag 0: every monster
    EXPECT_GT(player().health, 0);
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (!t->removed() && t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_TROOP) {
            EXPECT_LE(static_cast<Mobj*>(t)->health, 0);
        }
    }
}

TEST_F(HexenThings, ThingRaiseBringsBackACorpseThatHasRoom) {
    start({.things = thing(3001, 64, 64, "id = 5;") + thing(3001, 64, 200, "id = 6;")});
    std::vector<Mobj*> imps = things_with_id(w, 5, nullptr);
    Mobj& imp = *imps.front();
    EXPECT_FALSE(run(17, {5}));  // alive
    damage_mobj(w, imp, nullptr, &player(), 1000);
    EXPECT_FALSE(run(17, {5}));  // still falling
    tics(100);
    ASSERT_EQ(imp.tics, -1);
    EXPECT_TRUE(run(17, {5}));
    EXPECT_EQ(imp.health, defs.mobjinfo[MT_TROOP].spawn_health);
    EXPECT_EQ(imp.height, defs.mobjinfo[MT_TROOP].height);
    EXPECT_TRUE(imp.flags & MF_SHOOTABLE);
    // A corpse with the player standing on it stays down.
    Mobj& other = *things_with_id(w, 6, nullptr).front();
    damage_mobj(w, other, nullptr, &player(), 1000);
    tics(100);
    place(player(), 64, 200);
    EXPECT_FALSE(run(17, {6}));
}

// ZDoom's Thing_Hate, type 0: each hater alive and shootable (id 0: the
// activator, never a player) takes the first hatee alive, shootable and
// awake as its target, its old target kept as its last enemy, and goes
// to its see state. The other types, hunting things by id from A_Look,
// are named once a map and not played.
TEST_F(HexenThings, ThingHateTurnsAMonsterOnAnother) {
    start({.things = thing(3001, 64, 64, "id = 5;") + thing(3004, 64, 192, "id = 6;") +
                     thing(3004, 200, 192, "id = 7; dormant = true;")});
    Mobj& imp = only(MT_TROOP);
    imp.target = &player();
    EXPECT_FALSE(run(177, {5, 7, 0, 0, 0})) << "a dormant thing is not hated";
    EXPECT_EQ(imp.target, &player());
    EXPECT_TRUE(run(177, {5, 6, 0, 0, 0}));
    Mobj* zombie = things_with_id(w, 6, nullptr).at(0);
    EXPECT_EQ(imp.target, zombie);
    EXPECT_EQ(imp.lastenemy, &player());
    EXPECT_EQ(imp.state, imp.info->see_state);
    EXPECT_FALSE(run(177, {0, 6, 0, 0, 0}, &player())) << "a player's attitude is not set";
    testing::internal::CaptureStderr();
    EXPECT_FALSE(run(177, {6, 5, 2, 0, 0}));
    EXPECT_FALSE(run(177, {6, 5, 2, 0, 0}));
    const std::string log = testing::internal::GetCapturedStderr();
    EXPECT_EQ(log.find("Thing_Hate's type 2"), log.rfind("Thing_Hate's type 2")) << log;
    EXPECT_NE(log.find("Thing_Hate's type 2"), std::string::npos) << log;
    EXPECT_EQ(zombie->target, nullptr);
}

TEST_F(HexenThings, ChangeTidAndSetSpecialRewriteAThing) {
    start({.box = "heightceiling = 0;", .things = thing(3001, 64, 64, "id = 5;")});
    EXPECT_TRUE(run(176, {5, 6}));
    EXPECT_TRUE(things_with_id(w, 5, nullptr).empty());
    EXPECT_TRUE(run(127, {6, 11, 1, 16, 0}));  // Door_Open (box, speed 16) when it dies
    damage_mobj(w, only(MT_TROOP), nullptr, &player(), 1000);
    EXPECT_NE(box().specialdata, nullptr);
}

TEST(HexenThingsSavegame, IdsSpecialsAndSleepComeBackFromASave) {
    TestSource source;
    source.map = {.things = thing(3001, 64, 64, "id = 5; special = 12; arg0 = 1; arg1 = 16; arg2 = 70; dormant = true;")};
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    World loaded(defs);
    load_game(loaded, source, save_game(saved, "things"), "things.sav");
    std::vector<Mobj*> imps = things_with_id(loaded, 5, nullptr);
    ASSERT_EQ(imps.size(), 1u);
    EXPECT_EQ(imps[0]->special, 12);
    EXPECT_EQ(imps[0]->args, (std::array<int, 5>{1, 16, 70, 0, 0}));
    EXPECT_TRUE(imps[0]->dormant);
}

}  // namespace
