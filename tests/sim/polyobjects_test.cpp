// Hexen's polyobjects on tests/data/hexen-specials/polyobjects.textmap (its
// header draws the map): found at their spawn spots, solid to things,
// moved, turned and swung by their specials as po_man.c moves them,
// pushing and crushing what is in the way, and saved mid-motion.
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "sim/hash.h"
#include "sim/hexen_data_map.h"
#include "sim/movement.h"
#include "sim/polyobjects.h"
#include "sim/savegame.h"
#include "sim/sight.h"
#include "sim/setup.h"
#include "sim/hexen_specials.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/specials.h"

namespace {

using namespace sim;
using base::kFracUnit;

constexpr fixed_t F(int units) { return units * kFracUnit; }

// Lines of the room's west wall that start each motion.
constexpr int kSlideDoor = 0, kTurn = 1, kMove = 2, kSwingDoor = 3;
// The first line of polyobject n (1-4): its south side, drawn west to east.
int first_line(int n) { return 7 + 8 * (n - 1) + 4; }

class Polyobjects : public ::testing::Test {
protected:
    Polyobjects() : w(defs) { start(hexen_data::load_data_map("polyobjects")); }

    void start(map::Level level) { setup_level(w, std::move(level), TextureNumbers{}); }
    const Polyobject& po(int n) { return w.polyobjects[static_cast<std::size_t>(n - 1)]; }
    Mobj& player() { return *w.players[0].mo; }
    const map::Vertex& corner(int n) {
        return w.level.vertices[static_cast<std::size_t>(w.level.lines[static_cast<std::size_t>(first_line(n))].v1)];
    }
    void use(int line) { ASSERT_TRUE(use_special_line(w, player(), line, 0)); }
    void tics(int n) {
        for (int i = 0; i < n; ++i) {
            w.thinkers.run(w);
            update_specials(w);
            ++w.leveltime;
        }
    }
    void place(Mobj& mo, int x, int y) {
        unset_thing_position(w, mo);
        mo.x = F(x);
        mo.y = F(y);
        set_thing_position(w, mo);
    }

    Definitions defs;
    World w;
};

TEST_F(Polyobjects, EachStandsAtItsSpawnSpotWithItsLinesAroundIt) {
    ASSERT_EQ(w.polyobjects.size(), 4u);
    EXPECT_EQ(po(1).lines.size(), 4u);
    EXPECT_EQ(po(1).x, F(256));
    EXPECT_EQ(po(1).y, F(96));
    // Drawn at (1088, 64) around the anchor (1120, 96); now 32 west and south of the spot.
    EXPECT_EQ(corner(1).x, F(224));
    EXPECT_EQ(corner(1).y, F(64));
    EXPECT_EQ(w.level.lines[static_cast<std::size_t>(first_line(1))].bbox[map::kBoxRight], F(288));
    EXPECT_EQ(po(3).crush, 3);
    EXPECT_EQ(po(3).mirror, 4);
    EXPECT_EQ(po(1).crush, 0);
    EXPECT_EQ(w.sector_of_subsector(po(2).subsector), 0);  // drawn in the room
    EXPECT_EQ(po(1).segs.size(), 4u);
    // The start line's special is spent at level start.
    EXPECT_EQ(w.lines[static_cast<std::size_t>(first_line(1))].special, 0);
}

TEST_F(Polyobjects, ThingsCannotWalkIntoOneWhereItNowStands) {
    // Polyobject 2 covers x 224..288 at y 224..288: the map's blockmap lists
    // its lines far east, where they were drawn.
    place(player(), 190, 256);
    EXPECT_FALSE(check_position(w, player(), F(215), F(256)));
    EXPECT_TRUE(check_position(w, player(), F(200), F(256)));
    EXPECT_FALSE(try_move(w, player(), F(215), F(256)));
    EXPECT_EQ(player().x, F(190));
}

TEST_F(Polyobjects, AMoveGoesItsDistanceAndItsMirrorTheOtherWay) {
    use(kMove);  // polyobject 3, 2 units a tic west for 64; 4 mirrors it
    EXPECT_TRUE(polyobject_busy(w, 3));
    EXPECT_TRUE(polyobject_busy(w, 4));
    tics(31);
    EXPECT_EQ(po(3).x, F(384 - 62));
    EXPECT_TRUE(polyobject_busy(w, 3));
    tics(1);
    EXPECT_EQ(po(3).x, F(384 - 64));
    EXPECT_EQ(po(4).x, F(128 + 64));
    EXPECT_EQ(corner(3).x, F(320 - 32));
    EXPECT_FALSE(polyobject_busy(w, 3));
    EXPECT_FALSE(polyobject_busy(w, 4));
    // Not again while it moves: a second use while busy starts nothing.
    use(kMove);
    EXPECT_FALSE(use_special_line(w, player(), kMove, 0));
}

TEST_F(Polyobjects, ATurnTurnsTheCornersAboutTheCentre) {
    use(kTurn);  // polyobject 2 a quarter turn left, 1/8 of a quarter a tic
    tics(32);
    EXPECT_EQ(po(2).angle, base::kAng90);
    EXPECT_FALSE(polyobject_busy(w, 2));
    // The corner at (-32, -32) from the centre goes to (32, -32): the
    // sine table's quarter turn is within a unit of exact.
    EXPECT_NEAR(corner(2).x, F(256 + 32), F(1));
    EXPECT_NEAR(corner(2).y, F(256 - 32), F(1));
    // The seg the renderers draw turned with it.
    const map::Seg& seg = w.level.segs[static_cast<std::size_t>(po(2).segs[0])];
    EXPECT_EQ(seg.angle, po(2).seg_angles[0] + base::kAng90);
}

TEST_F(Polyobjects, ASlidingDoorOpensWaitsAndClosesWhereItStarted) {
    use(kSlideDoor);  // polyobject 1, 64 north at 2 a tic, 35 tics open
    tics(32);
    EXPECT_EQ(po(1).y, F(96 + 64));
    tics(35);
    EXPECT_EQ(po(1).y, F(96 + 64));
    EXPECT_TRUE(polyobject_busy(w, 1));
    tics(32);
    EXPECT_EQ(po(1).y, F(96));
    EXPECT_EQ(corner(1).y, F(64));
    EXPECT_FALSE(polyobject_busy(w, 1));
}

TEST_F(Polyobjects, ASwingingDoorTurnsBackToWhereItWas) {
    use(kSwingDoor);
    tics(32);
    EXPECT_EQ(po(2).angle, base::kAng90);
    tics(35 + 32);
    EXPECT_EQ(po(2).angle, 0u);
    EXPECT_EQ(corner(2).x, F(224));
    EXPECT_EQ(corner(2).y, F(224));
    EXPECT_FALSE(polyobject_busy(w, 2));
}

TEST_F(Polyobjects, AThingInTheWayIsPushedAlongAndStopsTheMoveWhileItIs) {
    // The player in polyobject 3's way west (it spans y 384..448).
    place(player(), 330, 416);
    const int health = player().health;
    use(kMove);
    tics(3);
    EXPECT_EQ(po(3).x, F(384 - 6));  // not touched yet: the player's box ends at 346
    EXPECT_EQ(player().momx, 0);
    tics(1);  // 344 would cross the player: pushed west, the polyobject stays
    EXPECT_EQ(po(3).x, F(384 - 6));
    EXPECT_LT(player().momx, 0);
    tics(60);
    EXPECT_EQ(po(3).x, F(384 - 64));  // it got there, pushing the player ahead
    EXPECT_LE(player().x + player().radius, F(288));
    EXPECT_EQ(player().health, health);  // room to give way: no crushing
}

TEST_F(Polyobjects, ACrushingOneHurtsWhatCannotGiveWay) {
    // Polyobject 3 (a crusher) east toward a barrel against the east wall.
    Mobj* barrel = spawn_mobj(w, F(500), F(416), 0, MT_BARREL);
    const std::array<int, 5> east{3, 16, 0, 96, 0};
    ASSERT_TRUE(run_hexen_special(w, 4, east, -1, 0, nullptr));
    tics(60);
    EXPECT_LT(barrel->health, w.defs->mobjinfo[MT_BARREL].spawn_health);
    EXPECT_LT(po(3).x, F(384 + 96));  // it never went through
}

TEST_F(Polyobjects, StopHaltsOneMidway) {
    use(kMove);
    tics(10);
    ASSERT_TRUE(run_hexen_special(w, 87, {3, 0, 0, 0, 0}, -1, 0, nullptr));  // Polyobj_Stop
    EXPECT_FALSE(polyobject_busy(w, 3));
    tics(10);
    EXPECT_EQ(po(3).x, F(384 - 20));
}

TEST_F(Polyobjects, MoveToTakesTheCentreToThePoint) {
    // Polyobj_MoveTo (2, speed 24: 3 a tic, to (160, 300)): 96 west and 44 north.
    ASSERT_TRUE(run_hexen_special(w, 88, {2, 24, 160, 300, 0}, -1, 0, nullptr));
    tics(40);
    EXPECT_EQ(po(2).x, F(160));
    EXPECT_EQ(po(2).y, F(300));
    EXPECT_FALSE(polyobject_busy(w, 2));
}

TEST_F(Polyobjects, OneStandingBetweenTwoThingsHidesThemFromEachOther) {
    // Polyobject 2 (x 224..288, y 224..288) between the player and an imp.
    place(player(), 100, 256);
    Mobj* imp = spawn_mobj(w, F(400), F(256), 0, MT_TROOP);
    EXPECT_FALSE(check_sight(w, player(), *imp));
    // Polyobj_Move (2, 64 a tic, north, 128): out of the way.
    ASSERT_TRUE(run_hexen_special(w, 4, {2, 64, 64, 128, 0}, -1, 0, nullptr));
    tics(16);
    EXPECT_EQ(po(2).y, F(256 + 128));
    EXPECT_TRUE(check_sight(w, player(), *imp));
}

TEST_F(Polyobjects, AMapWithoutAnAnchorNamesThePolyobjectAndLeavesItOut) {
    std::string text = hexen_data::data_map_text("polyobjects");
    const std::string anchor = "type = 9300; angle = 2;";
    ASSERT_NE(text.find(anchor), std::string::npos);
    text.replace(text.find(anchor), anchor.size(), "type = 9300; angle = 9;");
    testing::internal::CaptureStderr();
    start(hexen_data::load_map_text(text, "polyobjects.textmap"));
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("polyobjects.textmap: polyobject 2 has no anchor"), std::string::npos) << err;
    EXPECT_EQ(w.polyobjects.size(), 3u);
}

// Mid-motion, a save and a load go on exactly as the game did.
TEST(PolyobjectSavegame, MotionsComeBackAsTheyWere) {
    hexen_data::DataSource source("polyobjects");
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    for (int line : {kSlideDoor, kTurn, kMove}) use_special_line(saved, *saved.players[0].mo, line, 0);
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 20; ++i) run_tic(saved, source, cmds);

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "polyobjects"), "polyobjects.sav");
    for (int i = 0; i < 80; ++i) {
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
        ASSERT_EQ(world_hash(loaded), world_hash(saved)) << i;
    }
    for (std::size_t v = 0; v < saved.level.vertices.size(); ++v) {
        EXPECT_EQ(loaded.level.vertices[v].x, saved.level.vertices[v].x) << v;
        EXPECT_EQ(loaded.level.vertices[v].y, saved.level.vertices[v].y) << v;
    }
    EXPECT_EQ(saved.polyobjects[1].angle, base::kAng90);
}

}  // namespace
