// Boom's generalized linedef types on the map of boom_test_map.h. The
// specials are built from boomref.txt's bit layout by hand, and the
// expected heights follow from the speeds it gives (units a tic × tics).
#include <gtest/gtest.h>

#include "sim/boom_generalized.h"
#include "sim/game_strings.h"
#include "sim/hash.h"
#include "sim/savegame.h"
#include "sim/mobjs.h"
#include "sim/movers.h"
#include "boom_test_map.h"

namespace {

using namespace boom_test;

// The classes' bases and fields, as boomref.txt lays them out.
constexpr int kFloor = 0x6000, kCeiling = 0x4000, kDoor = 0x3C00, kLocked = 0x3800, kLift = 0x3400,
              kStairs = 0x3000, kCrusher = 0x2F80;
constexpr int W1 = 0, WR = 1, S1 = 2, SR = 3, D1 = 6, DR = 7;
constexpr int speed(int s) { return s << 3; }
constexpr int kUp = 0x40, kNumericModel = 0x20, kCrush = 0x1000;
constexpr int target(int t) { return t << 7; }
constexpr int change(int c) { return c << 10; }

std::string trigger(int special, int tag) {
    return "special = " + std::to_string(special) + "; arg0 = " + std::to_string(tag) + ";";
}

class BoomGeneralized : public BoomLevel {};

TEST(BoomGeneralizedBits, ClassesAndFieldsDecode) {
    EXPECT_EQ(generalized_class(0x2F7F), GenClass::None);
    EXPECT_EQ(generalized_class(0x2F80), GenClass::Crusher);
    EXPECT_EQ(generalized_class(0x3000), GenClass::Stairs);
    EXPECT_EQ(generalized_class(0x37FF), GenClass::Lift);
    EXPECT_EQ(generalized_class(0x3800), GenClass::LockedDoor);
    EXPECT_EQ(generalized_class(0x3C00), GenClass::Door);
    EXPECT_EQ(generalized_class(0x5FFF), GenClass::Ceiling);
    EXPECT_EQ(generalized_class(0x7FFF), GenClass::Floor);
    EXPECT_EQ(generalized_class(0x8000), GenClass::None);

    const GenFloor f = decode_gen_floor(kFloor + kCrush + change(3) + target(5) + kUp + kNumericModel + speed(2) + 7);
    EXPECT_TRUE(f.crush);
    EXPECT_EQ(f.change, 3);
    EXPECT_EQ(f.target, 5);
    EXPECT_TRUE(f.up);
    EXPECT_TRUE(f.numeric_model);
    EXPECT_EQ(f.speed, 2);
    EXPECT_EQ(generalized_trigger(kFloor + 7), GenTrigger::DR);

    const GenLockedDoor l = decode_gen_locked_door(kLocked + 0x200 + (5 << 6) + 0x20 + speed(3));
    EXPECT_TRUE(l.skull_is_card);
    EXPECT_EQ(l.key, 5);
    EXPECT_TRUE(l.stays_open);
    EXPECT_EQ(l.speed, 3);

    // Floors and ceilings let monsters in through the model bit only when
    // they change nothing.
    EXPECT_TRUE(generalized_monsters_allowed(kFloor + kNumericModel));
    EXPECT_FALSE(generalized_monsters_allowed(kFloor + kNumericModel + change(1)));
    EXPECT_TRUE(generalized_monsters_allowed(kDoor + 0x80));
    EXPECT_FALSE(generalized_monsters_allowed(kLocked + 0x3FF));
}

TEST_F(BoomGeneralized, FloorRisesToTheLowestNeighbouringCeilingAtTwoUnitsATic) {
    const int line = kFloor + W1 + speed(1) + kUp + target(3);
    start({.trigger = trigger(line, 1), .b = "heightceiling = 96;"});
    cross(player());
    EXPECT_EQ(special(), 0);  // W1, and it started
    tics(10);
    EXPECT_EQ(a().floorheight, F(20));
    tics(50);
    EXPECT_EQ(a().floorheight, F(96));  // B's ceiling, below the room's
    EXPECT_EQ(a().specialdata, nullptr);
}

TEST_F(BoomGeneralized, DoomLevelsLeaveGeneralizedLinesAlone) {
    const int line = kFloor + W1 + speed(1) + kUp + target(3);
    start({.trigger = trigger(line, 1), .b = "heightceiling = 96;"}, CompLevel::Vanilla);
    cross(player());
    tics(60);
    EXPECT_EQ(a().floorheight, 0);
    EXPECT_EQ(special(), line);
}

TEST_F(BoomGeneralized, TriggerModelChangeTakesTheFrontSectorsFlatAndTypeOnArrival) {
    start({.trigger = trigger(kFloor + W1 + speed(2) + target(1) + change(3), 1),
           .a = "heightfloor = 64; heightceiling = 128;"});
    cross(player());
    tics(16);  // 4 units a tic down to the lowest neighbour floor, 0
    EXPECT_EQ(a().floorheight, 0);
    EXPECT_EQ(a().floorpic, kFloor48);
    tics(1);
    EXPECT_EQ(a().floorpic, kNukage);
    EXPECT_EQ(a().special, 7);
}

TEST_F(BoomGeneralized, NumericModelIsTheNeighbourAtTheDestination) {
    // Down to the next lower neighbour floor (B's 32, above the room's 0),
    // taking B's flat and keeping A's type.
    start({.trigger = trigger(kFloor + W1 + target(2) + kNumericModel + change(2), 1),
           .a = "heightfloor = 64; heightceiling = 128; special = 32;", .b = "heightfloor = 32;"});
    cross(player());
    tics(33);
    EXPECT_EQ(a().floorheight, F(32));
    EXPECT_EQ(a().floorpic, kFlatB);
    EXPECT_EQ(a().special, 32);
}

TEST_F(BoomGeneralized, FloorAndCeilingOfOneSectorMoveAtOnce) {
    start({.trigger = trigger(kFloor + W1 + kUp + target(6), 1)});
    cross(player());  // floor up 24, a unit a tic
    special() = kCeiling + W1 + kUp + target(7);
    cross(player());  // ceiling up 32
    tics(10);
    EXPECT_EQ(a().floorheight, F(10));
    EXPECT_EQ(a().ceilingheight, F(138));
    tics(30);
    EXPECT_EQ(a().floorheight, F(24));
    EXPECT_EQ(a().ceilingheight, F(160));
    EXPECT_EQ(a().specialdata, nullptr);
    EXPECT_EQ(a().ceilingdata, nullptr);
}

TEST_F(BoomGeneralized, CeilingLowersToTheFloorAtTurboSpeed) {
    start({.trigger = trigger(kCeiling + W1 + kCrush + target(4) + speed(3), 1)});
    cross(player());
    tics(8);
    EXPECT_EQ(a().ceilingheight, F(64));
    tics(12);
    EXPECT_EQ(a().ceilingheight, 0);
    EXPECT_EQ(a().ceilingdata, nullptr);
}

TEST_F(BoomGeneralized, CeilingRisesByTheShortestUpperTexture) {
    start({.trigger = trigger(kCeiling + W1 + kUp + target(5), 1)});
    cross(player());
    tics(20);
    EXPECT_EQ(a().ceilingheight, F(128 + 16));  // STEP4 on line 4
}

TEST_F(BoomGeneralized, ManualDoorOpensWaitsASecondAndCloses) {
    // DR, open-wait-close, 1 second, normal speed (4 a tic), on the sector
    // behind the line, untagged.
    const int line = kDoor + DR + speed(1);
    start({.trigger = trigger(line, 0), .a = "heightceiling = 0;", .b = "heightceiling = 128;"});
    use(player());
    tics(31);
    EXPECT_EQ(a().ceilingheight, F(124));  // 4 below the lowest neighbour ceiling
    tics(36);                              // the wait ends on tic 67
    EXPECT_EQ(a().ceilingheight, F(124));
    tics(3);
    EXPECT_EQ(a().ceilingheight, F(112));
    tics(30);
    EXPECT_EQ(a().ceilingheight, 0);
    EXPECT_EQ(a().ceilingdata, nullptr);
    EXPECT_EQ(special(), line);  // repeatable
}

TEST_F(BoomGeneralized, MonstersOpenOnlyDoorsThatAllowThem) {
    start({.trigger = trigger(kDoor + DR + speed(1), 0), .a = "heightceiling = 0;"});
    Mobj* monster = spawn_mobj(w, F(200), F(128), 0, MT_POSSESSED);
    use(*monster);
    tics(5);
    EXPECT_EQ(a().ceilingheight, 0);
    special() = kDoor + DR + speed(1) + 0x80;
    use(*monster);
    tics(5);
    EXPECT_EQ(a().ceilingheight, F(20));
}

TEST_F(BoomGeneralized, LockedDoorTellsCardsFromSkullsUnlessTheBitSaysOtherwise) {
    const int card_only = kLocked + D1 + (1 << 6) + speed(1);  // red card
    start({.trigger = trigger(card_only, 0), .a = "heightceiling = 0;"});
    Player& p = w.players[0];
    p.cards[it_redskull] = true;
    use(player());
    tics(5);
    EXPECT_EQ(a().ceilingheight, 0);
    EXPECT_EQ(p.message, strings::kNeedRedCardDoor.text);
    EXPECT_EQ(special(), card_only);

    special() = card_only + 0x200;  // a skull counts as the card
    use(player());
    tics(5);
    EXPECT_EQ(a().ceilingheight, F(20));
    EXPECT_EQ(special(), 0);  // D1
}

// All keys, a skull counting as its card, tried with the red and blue
// cards and no yellow key: the door's height after 5 tics.
class ThreeColourDoor : public BoomLevel {
protected:
    fixed_t try_it(CompLevel level) {
        start({.trigger = trigger(kLocked + D1 + (7 << 6) + 0x200 + speed(1), 0), .a = "heightceiling = 0;"}, level);
        w.players[0].cards[it_redcard] = w.players[0].cards[it_bluecard] = true;
        use(player());
        tics(5);
        return a().ceilingheight;
    }
};

TEST_F(ThreeColourDoor, BoomRefusesWithoutAYellowKey) { EXPECT_EQ(try_it(CompLevel::Boom), 0); }

// dsda-doom keeps MBF's inverted yellow check at complevel 11.
TEST_F(ThreeColourDoor, MbfOpensWithoutAnyYellowKey) { EXPECT_EQ(try_it(CompLevel::Mbf), F(20)); }

TEST_F(BoomGeneralized, LiftLowersWaitsAndComesBack) {
    // SR, to the lowest neighbour floor, 1 second, fast (8 a tic).
    start({.trigger = trigger(kLift + SR + speed(2), 1), .a = "heightfloor = 64; heightceiling = 128;"});
    use(player());
    tics(8);
    EXPECT_EQ(a().floorheight, 0);
    tics(32);
    EXPECT_EQ(a().floorheight, 0);  // waiting until tic 44
    tics(6);
    EXPECT_EQ(a().floorheight, F(16));
    tics(14);
    EXPECT_EQ(a().floorheight, F(64));
    EXPECT_EQ(a().specialdata, nullptr);
}

TEST_F(BoomGeneralized, StairsBuildUpThenDownAndLockUntilDone) {
    // WR, 16-unit steps, turbo (4 a tic), ignoring the flats (A's and B's
    // differ), up.
    const int line = kStairs + WR + speed(3) + (2 << 6) + 0x100 + 0x200;
    start({.trigger = trigger(line, 1)});
    cross(player());
    EXPECT_EQ(special(), line ^ 0x100);  // next time down
    tics(4);
    EXPECT_EQ(a().floorheight, F(16));
    EXPECT_EQ(b().floorheight, F(16));
    cross(player());  // still building: locked
    tics(6);
    EXPECT_EQ(b().floorheight, F(32));
    EXPECT_EQ(a().stairlock, 0);
    EXPECT_EQ(special(), line ^ 0x100);
    cross(player());  // down a step each: A to 0, B to -16... B follows A's height
    tics(20);
    EXPECT_EQ(a().floorheight, 0);
    EXPECT_EQ(b().floorheight, F(-16));
    EXPECT_EQ(special(), line);
}

TEST_F(BoomGeneralized, StairsStopAtAnotherFlatUnlessTold) {
    start({.trigger = trigger(kStairs + W1 + speed(3) + (2 << 6) + 0x100, 1)});
    cross(player());
    tics(10);
    EXPECT_EQ(a().floorheight, F(16));
    EXPECT_EQ(b().floorheight, 0);
}

TEST_F(BoomGeneralized, CrusherGoesDownToEightAboveTheFloorAndBack) {
    start({.trigger = trigger(kCrusher + SR, 1)});
    use(player());
    tics(10);
    EXPECT_EQ(a().ceilingheight, F(118));
    tics(110);
    EXPECT_EQ(a().ceilingheight, F(8));
    tics(10);
    EXPECT_EQ(a().ceilingheight, F(17));  // back up from tic 122
}

// Boom forgot the walk-over generalized crushers; MBF21 has them.
class WalkOverCrusher : public BoomLevel {
protected:
    fixed_t try_it(CompLevel level) {
        start({.trigger = trigger(kCrusher + W1, 1)}, level);
        cross(player());
        tics(10);
        return a().ceilingheight;
    }
};

TEST_F(WalkOverCrusher, DoesNothingAtBoom) { EXPECT_EQ(try_it(CompLevel::Boom), F(128)); }
TEST_F(WalkOverCrusher, CrushesAtMbf21) { EXPECT_EQ(try_it(CompLevel::Mbf21), F(118)); }

}  // namespace

namespace {

// Every generalized number, set off every way, by a player holding every
// key and by a monster, while the movers it starts run a few tics: nothing
// may read outside the level (the sanitizer builds watch) or hang.
TEST_F(BoomGeneralized, EveryBitPatternIsSafe) {
    start({.b = "heightfloor = 32; heightceiling = 96;"});
    Player& p = w.players[0];
    p.cards.fill(true);
    Mobj* monster = spawn_mobj(w, F(200), F(64), 0, MT_POSSESSED);
    int started = 0;
    for (int number = kCrusher; number < 0x8000; ++number) {
        for (int tag : {0, 1, 2}) {
            special() = number;
            w.lines[3].tag = tag;
            cross(player());
            use(player());
            shoot(player());
            special() = number;
            cross(*monster);
            use(*monster);
            if (a().specialdata || a().ceilingdata) ++started;
            tics(2);
        }
    }
    EXPECT_GT(started, 0);
}

}  // namespace

namespace {

struct BoomSource final : LevelSource {
    TestMap map;
    TextureNumbers n = numbers();
    map::Level load(int, int) const override { return load_map(map); }
    const TextureNumbers& textures() const override { return n; }
};

// A Boom game saved while generalized stairs and a ceiling move (a
// sector's floor and ceiling movers apart, a stair lock held) plays on
// after loading exactly as the game it was saved from, at its level.
TEST(BoomSavegame, MoversComeBackAndPlayOnIdentically) {
    BoomSource source;
    source.map.a = "heightceiling = 96;";
    source.map.b = "heightfloor = 16; heightceiling = 200;";
    Definitions defs;
    GameOptions opts;
    opts.compat = default_compat_options(CompLevel::Boom);
    World original(defs);
    new_game(original, source, opts);
    Mobj& player = *original.players[0].mo;
    const std::array<Ticcmd, kMaxPlayers> idle{};
    auto set_off = [&](int special, int tag) {
        original.lines[3].special = special;
        original.lines[3].tag = tag;
        cross_special_line(original, 3, 0, player);
    };
    set_off(kStairs + W1 + (2 << 6) + 0x100 + 0x200, 1);  // A and B up in 16-unit steps
    set_off(kCeiling + W1 + kUp + target(7), 1);            // A's ceiling up 32 while its floor rises
    for (int i = 0; i < 20; ++i) run_tic(original, source, idle);
    ASSERT_NE(original.sectors[1].specialdata, nullptr);
    ASSERT_NE(original.sectors[1].ceilingdata, nullptr);

    const std::vector<std::uint8_t> bytes = save_game(original, "boom");
    World loaded(defs);
    load_game(loaded, source, bytes, "boom.bsg");
    EXPECT_EQ(save_game(loaded, "boom"), bytes);
    for (int i = 0; i < 100; ++i) {
        run_tic(original, source, idle);
        run_tic(loaded, source, idle);
        ASSERT_EQ(world_hash(loaded), world_hash(original)) << "tic " << i;
        for (std::size_t s = 0; s < original.sectors.size(); ++s) {
            ASSERT_EQ(loaded.sectors[s].floorheight, original.sectors[s].floorheight) << "tic " << i;
            ASSERT_EQ(loaded.sectors[s].ceilingheight, original.sectors[s].ceilingheight) << "tic " << i;
            ASSERT_EQ(loaded.sectors[s].stairlock, original.sectors[s].stairlock) << "tic " << i;
        }
    }
    EXPECT_EQ(loaded.sectors[1].ceilingheight, F(128));  // 96 + 32
}

}  // namespace

namespace {

// A manual generalized door with a tag lights the tagged sectors as it
// opens: at Boom at each end of its stroke (darkest neighbour when shut,
// brightest when open), at MBF all the way. Here B (tag 2) sits between
// the room (160) and A (light 160, set to 100 below).
class DoorLight : public BoomLevel {
protected:
    void open_door(CompLevel level) {
        start({.trigger = trigger(kDoor + DR + speed(1), 2), .a = "heightceiling = 0;",
               .b = "heightceiling = 128; lightlevel = 100;"},
              level);
        w.sectors[0].lightlevel = 200;
        use(player());
    }
};

TEST_F(DoorLight, BoomLightsAtTheTop) {
    open_door(CompLevel::Boom);
    EXPECT_EQ(b().lightlevel, 100) << "at start";
    tics(31);  // 124 reached on tic 31, the stroke ends on 32
    EXPECT_EQ(b().lightlevel, 100);
    tics(1);
    EXPECT_EQ(b().lightlevel, 160);  // A's 160 is B's brightest neighbour (the room is not one)
}

TEST_F(DoorLight, MbfLightsAllTheWay) {
    open_door(CompLevel::Mbf);
    tics(1);
    // A's ceiling 4 of 124 up: 4/124 of the way from 100 to 160.
    EXPECT_EQ(b().lightlevel, (base::fixed_div(F(4), F(124)) * 160 + (kFracUnit - base::fixed_div(F(4), F(124))) * 100) >> 16);
}

}  // namespace
