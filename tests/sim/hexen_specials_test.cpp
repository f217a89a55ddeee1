// Hexen-type line specials played on small UDMF maps written here and
// loaded through the UDMF loader:
//
//   sector 0: x 0..256, the room (floor 0, ceiling 128, light 160)
//   sector 1: x 256..320, the box (id 1), the door, lift or floor under test
//
// joined by line 3 at x = 256, running south: its front side faces the
// room, so a player in the room crosses or uses it from the front and a
// tag-0 door opens the box behind it.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "map/extended_nodes.h"
#include "map/udmf_map_loader.h"
#include "sim/game_strings.h"
#include "sim/hash.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/savegame.h"
#include "sim/setup.h"
#include "sim/specials.h"

namespace {

using base::kFracUnit;
using namespace sim;

constexpr fixed_t F(int units) { return units * kFracUnit; }

// What a test puts in the map, as UDMF field text.
struct TestMap {
    std::string ns = "zdoom";
    std::string trigger = "";     // line 3's special, args and activation
    std::string north_wall = "";  // line 1's
    std::string box = "heightceiling = 128;";  // sector 1's heights
    std::string room_floor = "heightfloor = 0;";
    std::string things = "";  // more thing blocks
};

const int kVertices[6][2] = {{0, 0}, {256, 0}, {320, 0}, {320, 256}, {256, 256}, {0, 256}};
// v1, v2, front side, back side
const int kLines[7][4] = {{0, 5, 0, -1}, {5, 4, 1, -1}, {1, 0, 2, -1}, {4, 1, 3, 4},
                          {4, 3, 5, -1}, {3, 2, 6, -1}, {2, 1, 7, -1}};
const int kSideSectors[8] = {0, 0, 0, 0, 1, 1, 1, 1};

std::string textmap(const TestMap& m) {
    std::string t = "namespace = \"" + m.ns + "\";\n";
    for (const auto& v : kVertices)
        t += "vertex { x = " + std::to_string(v[0]) + ".0; y = " + std::to_string(v[1]) + ".0; }\n";
    for (int i = 0; i < 7; ++i) {
        const int* l = kLines[i];
        t += "linedef { v1 = " + std::to_string(l[0]) + "; v2 = " + std::to_string(l[1]) +
             "; sidefront = " + std::to_string(l[2]) + ";";
        t += l[3] >= 0 ? " sideback = " + std::to_string(l[3]) + "; twosided = true;" : std::string(" blocking = true;");
        if (i == 3) t += " " + m.trigger;
        if (i == 1) t += " " + m.north_wall;
        t += " }\n";
    }
    for (int sector : kSideSectors)
        t += "sidedef { sector = " + std::to_string(sector) + "; texturemiddle = \"STARTAN3\"; }\n";
    t += "sector { texturefloor = \"FLOOR4_8\"; textureceiling = \"CEIL3_5\"; heightceiling = 128; " + m.room_floor +
         " }\n";
    t += "sector { texturefloor = \"FLOOR4_8\"; textureceiling = \"CEIL3_5\"; id = 1; " + m.box + " }\n";
    t += "thing { x = 128.0; y = 128.0; type = 1; skill1 = true; skill2 = true; skill3 = true; skill4 = true; "
         "skill5 = true; single = true; }\n";
    return t + m.things;
}

// The two subsectors split by one node at x = 256 (the room on its left).
std::vector<std::uint8_t> znodes() {
    map::Level level;
    for (const auto& v : kVertices) level.vertices.push_back({F(v[0]), F(v[1])});
    auto seg = [&](int v1, int v2, int line, int side) {
        map::Seg s;
        s.v1 = v1;
        s.v2 = v2;
        s.line = line;
        s.side = side;
        level.segs.push_back(s);
    };
    seg(0, 5, 0, 0), seg(5, 4, 1, 0), seg(4, 1, 3, 0), seg(1, 0, 2, 0);  // the room
    seg(1, 4, 3, 1), seg(4, 3, 4, 0), seg(3, 2, 5, 0), seg(2, 1, 6, 0);  // the box
    level.subsectors = {{0, 4, 0}, {4, 4, 1}};
    map::Node node;
    node.x = F(256);
    node.dx = 0;
    node.dy = F(256);
    node.bbox = {map::BBox{F(256), 0, F(256), F(320)}, map::BBox{F(256), 0, 0, F(256)}};
    node.children = {map::kSubsectorBit | 1, map::kSubsectorBit | 0};
    level.nodes.push_back(node);
    return map::write_xnod(level);
}

map::Level load_map(const TestMap& m) {
    const std::string text = textmap(m);
    const std::vector<std::uint8_t> bytes(text.begin(), text.end());
    const std::vector<std::uint8_t> nodes = znodes();
    const std::vector<std::uint8_t> reject(1, 0);  // two sectors: 4 bits, all in sight
    map::UdmfLumps lumps;
    lumps.name = "MAP01";
    lumps.where = "test.wad: MAP01";
    lumps.textmap = bytes;
    lumps.znodes = std::span<const std::uint8_t>(nodes);
    lumps.reject = std::span<const std::uint8_t>(reject);
    return map::load_udmf_level(lumps);
}

class HexenSpecials : public ::testing::Test {
protected:
    HexenSpecials() : w(defs) {}

    void start(const TestMap& m, Skill skill = Skill::Medium) { start(load_map(m), skill); }
    void start(map::Level level, Skill skill = Skill::Medium) {
        w.opts.skill = skill;
        setup_level(w, std::move(level), TextureNumbers{});
    }
    // Moves a thing as a teleport would, keeping the blockmap links right.
    void place(Mobj& mo, int x, int y) {
        unset_thing_position(w, mo);
        mo.x = F(x);
        mo.y = F(y);
        set_thing_position(w, mo);
    }
    Mobj& player() { return *w.players[0].mo; }
    SectorState& box() { return w.sectors[1]; }
    void tics(int n) {
        for (int i = 0; i < n; ++i) {
            w.thinkers.run(w);
            update_specials(w);
            ++w.leveltime;
        }
    }
    // Crossing line 3 from the room (its front), as P_TryMove reports it.
    void cross(Mobj& thing) { cross_special_line(w, 3, 0, thing); }
    int count(MobjType type) {
        int n = 0;
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            if (!t->removed() && t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == type) ++n;
        return n;
    }

    Definitions defs;
    World w;
};

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
    EXPECT_EQ(p.message, "You need a red key to open this door");
    p.cards[it_redcard] = true;
    EXPECT_TRUE(use_special_line(w, player(), 3, 0));
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
        {"special = 242; arg0 = 1; arg1 = 8; arg2 = 136;", "heightfloor = 64; heightceiling = 128;", 80, 8},
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

TEST_F(HexenSpecials, AnUnplayedSpecialGivesOneWarningNamingItTheMapAndItsFirstLine) {
    map::Level level = load_map({.trigger = "special = 223; arg0 = 1; playercross = true;", .north_wall = "special = 223;"});
    testing::internal::CaptureStderr();
    start(std::move(level));
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("test.wad: MAP01: line 1 has special 223 (Scroll_Floor)"), std::string::npos) << err;
    EXPECT_EQ(err.find("line 3"), std::string::npos) << err;
    EXPECT_EQ(err.find("warning:"), err.rfind("warning:")) << err;  // once
    cross(player());  // and it does nothing
    EXPECT_EQ(w.lines[3].special, 223);
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

// The game plays the test map as MAP01.
struct TestSource final : LevelSource {
    TestSource() {
        numbers.flats = {{"FLOOR4_8", 0}, {"CEIL3_5", 1}};
        numbers.textures = {{"-", 0}, {"STARTAN3", 1}};
    }
    TestMap map;
    TextureNumbers numbers;
    map::Level load(int, int) const override { return load_map(map); }
    const TextureNumbers& textures() const override { return numbers; }
};

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
