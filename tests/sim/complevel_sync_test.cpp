// Boom, MBF and MBF21 demos against dsda-doom: each demo of
// tests/data/complevel (made by tests/data/complevel/make.sh) was played by
// dsda-doom with -export_ghost, which writes the player's position before
// every game tic. Our playback must put the player at the same x, y, z and
// angle on every one of those tics. The demos with monsters check Boom's
// and MBF's monster behaviour (remembered enemies, door sticking, MBF's
// target lists, pursuit and torque) as well as the player's.
#include <gtest/gtest.h>

#include <cstring>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "sim/demo.h"
#include "sim/game.h"
#include "sim/tic_start.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

// dsda-doom's dsda_ghost_frame_t, little-endian ints.
struct GhostFrame {
    std::int32_t x, y, z;
    std::uint32_t angle;
    std::int32_t sprite, frame, map, episode, tic;
};

std::vector<GhostFrame> read_ghost(const std::string& path) {
    const std::vector<std::uint8_t> b = test_support::read_bytes(path);
    std::vector<GhostFrame> frames;
    if (b.size() < 8) return frames;
    std::int32_t version = 0, players = 0;
    std::memcpy(&version, b.data(), 4);
    std::memcpy(&players, b.data() + 4, 4);
    EXPECT_EQ(version, 2) << path;
    EXPECT_EQ(players, 1) << path;
    for (std::size_t at = 8; at + sizeof(GhostFrame) <= b.size(); at += sizeof(GhostFrame)) {
        GhostFrame f{};
        std::memcpy(&f, b.data() + at, sizeof f);
        frames.push_back(f);
    }
    return frames;
}

struct SyncCase {
    const char* name;
    sim::CompLevel level;
    const char* folder = "complevel";  // under tests/data
    const char* wads = "freedoom2.wad";  // as test_support::iwad_data takes them
};

class ComplevelSync : public ::testing::TestWithParam<SyncCase> {};

TEST_P(ComplevelSync, PlayerFollowsDsdaDoomOnEveryTic) {
    const SyncCase& c = GetParam();
    const std::filesystem::path dir = test_support::data_dir() / c.folder;
    const test_support::IwadData& data = test_support::iwad_data(c.wads);
    const sim::Demo demo = test_support::oracle_demo(dir / (std::string(c.name) + ".lmp"), data);
    ASSERT_EQ(demo.options.compat.level, c.level);
    const std::vector<GhostFrame> ghost = read_ghost((dir / (std::string(c.name) + ".gst")).string());
    ASSERT_FALSE(ghost.empty());

    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    int in_sync = 0, first_bad = -1;
    std::string first_bad_text;
    for (const GhostFrame& f : ghost) {
        // Frame k is the state before game tic k runs: after k demo tics.
        ASSERT_GE(f.tic, 1);
        ASSERT_LE(static_cast<std::size_t>(f.tic), demo.tics.size());
        while (world->gametic < f.tic) sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(world->gametic)]);
        // dsda-doom writes its frame after the next tic's rebirths and
        // level reloads, before anything moves.
        sim::run_tic_start(*world, *data.source);
        const sim::Mobj* mo = world->players[0].mo;
        ASSERT_NE(mo, nullptr);
        const bool same = mo->x == f.x && mo->y == f.y && mo->z == f.z && mo->angle == f.angle;
        if (same) {
            ++in_sync;
        } else if (first_bad < 0) {
            first_bad = f.tic;
            first_bad_text = "ours " + std::to_string(mo->x) + "," + std::to_string(mo->y) + "," +
                             std::to_string(mo->z) + " angle " + std::to_string(mo->angle) + "; dsda-doom's " +
                             std::to_string(f.x) + "," + std::to_string(f.y) + "," + std::to_string(f.z) +
                             " angle " + std::to_string(f.angle);
        }
    }
    std::cout << c.name << ": " << in_sync << "/" << ghost.size() << " tics in sync with dsda-doom\n";
    EXPECT_EQ(first_bad, -1) << c.name << ": first differs before tic " << first_bad << ": " << first_bad_text;
}

// The test names: the cases' names with '-' as '_'.
std::string sync_case_name(const ::testing::TestParamInfo<SyncCase>& row) {
    std::string n = row.param.name;
    for (char& ch : n) if (ch == '-') ch = '_';
    return n;
}

// MAP02 and MAP03 at every level (make.sh): they came into sync with
// Boom's bullets past sky hack walls, its weapon choices made where
// commands are built, MBF's lower start of a raised weapon and non-solid
// things passing through solid ones; MAP08 and MAP11 with Boom's wall
// slides (a nudged move angle, ice) and missiles under a sky ceiling.
// clang-format off
INSTANTIATE_TEST_SUITE_P(Freedoom2, ComplevelSync, ::testing::Values(
    SyncCase{"boom-map01-nomonsters", sim::CompLevel::Boom},
    SyncCase{"mbf-map01-nomonsters", sim::CompLevel::Mbf},
    SyncCase{"mbf21-map01-nomonsters", sim::CompLevel::Mbf21},
    SyncCase{"boom-map01", sim::CompLevel::Boom},
    SyncCase{"mbf-map01", sim::CompLevel::Mbf},
    SyncCase{"mbf21-map01", sim::CompLevel::Mbf21},
    SyncCase{"boom-map01-nm", sim::CompLevel::Boom},
    SyncCase{"mbf-map01-nm", sim::CompLevel::Mbf},
    SyncCase{"mbf21-map01-nm", sim::CompLevel::Mbf21},
    SyncCase{"boom-map02", sim::CompLevel::Boom},
    SyncCase{"mbf-map02", sim::CompLevel::Mbf},
    SyncCase{"mbf21-map02", sim::CompLevel::Mbf21},
    SyncCase{"boom-map03", sim::CompLevel::Boom},
    SyncCase{"mbf-map03", sim::CompLevel::Mbf},
    SyncCase{"mbf21-map03", sim::CompLevel::Mbf21},
    SyncCase{"boom-map08", sim::CompLevel::Boom},
    SyncCase{"mbf-map08", sim::CompLevel::Mbf},
    SyncCase{"mbf-map11", sim::CompLevel::Mbf},
    // Boom's weapon recoil, asked for by the header, at each level.
    SyncCase{"boom-map01-recoil", sim::CompLevel::Boom},
    SyncCase{"mbf-map01-recoil", sim::CompLevel::Mbf},
    SyncCase{"mbf21-map01-recoil", sim::CompLevel::Mbf21}),
    sync_case_name);
// Boom maps of our own whose generalized and extended lines the player
// rides through (tests/data/boom-lines/make.sh): floors, a lift, stairs and
// an elevator on MAP01; teleporters, a door and a perpetual lift on MAP02.
INSTANTIATE_TEST_SUITE_P(BoomLines, ComplevelSync, ::testing::Values(
    SyncCase{"boom-lines", sim::CompLevel::Boom, "boom-lines", "freedoom2.wad+../boom-lines/boom-lines.wad"},
    SyncCase{"boom-lines-map02", sim::CompLevel::Boom, "boom-lines", "freedoom2.wad+../boom-lines/boom-lines.wad"}),
    sync_case_name);
// A Boom map of our own that a demo finishes (tests/data/exit-stats/make.sh),
// at each level; its statistics are checked by ExitStatsOracle.
INSTANTIATE_TEST_SUITE_P(ExitStats, ComplevelSync, ::testing::Values(
    SyncCase{"exit-stats-boom", sim::CompLevel::Boom, "exit-stats", "freedoom2.wad+../exit-stats/exit-stats.wad"},
    SyncCase{"exit-stats-mbf", sim::CompLevel::Mbf, "exit-stats", "freedoom2.wad+../exit-stats/exit-stats.wad"},
    SyncCase{"exit-stats-mbf21", sim::CompLevel::Mbf21, "exit-stats", "freedoom2.wad+../exit-stats/exit-stats.wad"}),
    sync_case_name);
// A Boom map whose scrollers, friction and pushers move the player
// (tests/data/boom-thinkers/make.sh): carrying floors (plain, by a control
// sector's height change, accelerative), ice, mud, wind and current, at
// Boom 2.02 and at MBF, whose friction rules differ.
INSTANTIATE_TEST_SUITE_P(BoomThinkers, ComplevelSync, ::testing::Values(
    SyncCase{"boom-thinkers-boom", sim::CompLevel::Boom, "boom-thinkers", "freedoom2.wad+../boom-thinkers/boom-thinkers.wad"},
    SyncCase{"boom-thinkers-mbf", sim::CompLevel::Mbf, "boom-thinkers", "freedoom2.wad+../boom-thinkers/boom-thinkers.wad"}),
    sync_case_name);
// A Boom map whose 226 point puller and pusher move the player, one of
// them out of sight from part of the way (tests/data/boom-points/make.sh),
// at Boom 2.02 and at MBF, whose force falls with the distance's square.
INSTANTIATE_TEST_SUITE_P(BoomPoints, ComplevelSync, ::testing::Values(
    SyncCase{"boom-points-boom", sim::CompLevel::Boom, "boom-points", "freedoom2.wad+../boom-points/boom-points.wad"},
    SyncCase{"boom-points-mbf", sim::CompLevel::Mbf, "boom-points", "freedoom2.wad+../boom-points/boom-points.wad"}),
    sync_case_name);
// A Boom map with deep water (tests/data/boom-water/make.sh): wind over a
// 242 pool pushes the player in full above its surface, in half wading, and
// not at all once sunk under it.
INSTANTIATE_TEST_SUITE_P(BoomWater, ComplevelSync, ::testing::Values(
    SyncCase{"boom-water", sim::CompLevel::Boom, "boom-water", "freedoom2.wad+../boom-water/boom-water.wad"}),
    sync_case_name);
// An MBF21 DeHackEd patch of our own (tests/data/mbf21-deh/make.sh) on
// MAP01: MBF21 code pointers on the monsters' attacks, the barrels and the
// player's pistol, with thing groups and flags; the same input as
// mbf21-map01, which the patch takes elsewhere from tic 177.
INSTANTIATE_TEST_SUITE_P(Mbf21Dehacked, ComplevelSync, ::testing::Values(
    SyncCase{"mbf21-deh", sim::CompLevel::Mbf21, "mbf21-deh", "freedoom2.wad+../mbf21-deh/mbf21-deh.wad"}),
    sync_case_name);
// A DEHEXTRA / DSDHacked patch of our own (tests/data/dsdhacked/make.sh) on
// MAP01: the zombiemen are a new thing in DEHEXTRA's free slots, with frames
// past 4000 and a dropped shotgun; the imps drop clips.
INSTANTIATE_TEST_SUITE_P(Dsdhacked, ComplevelSync, ::testing::Values(
    SyncCase{"dsdhacked", sim::CompLevel::Mbf21, "dsdhacked", "freedoom2.wad+../dsdhacked/dsdhacked.wad"}),
    sync_case_name);
// Line rules of later ports (tests/data/mbf-lines/make.sh): a player who
// starts inside a wall walks out (MBF), a use goes past a pass-use line to
// the door behind (Boom), a friend crosses a monster-blocking line (MBF),
// and MBF21's block-players line stops the player at MBF21 only.
INSTANTIATE_TEST_SUITE_P(MbfLines, ComplevelSync, ::testing::Values(
    SyncCase{"mbf-lines", sim::CompLevel::Mbf, "mbf-lines", "freedoom2.wad+../mbf-lines/mbf-lines.wad"},
    SyncCase{"mbf21-lines", sim::CompLevel::Mbf21, "mbf-lines", "freedoom2.wad+../mbf-lines/mbf-lines.wad"}),
    sync_case_name);
// MBF's bouncing and touchy things (tests/data/mbf-bouncers/make.sh): a
// patch makes the player, the shotgun guys and the barrels bounce off
// walls and planes, the imps' fireballs off planes, and the zombiemen die
// when bumped; monkey games on MAP01 (MBF, MBF21) and MAP02 (MBF).
INSTANTIATE_TEST_SUITE_P(MbfBouncers, ComplevelSync, ::testing::Values(
    SyncCase{"mbf-bouncers-map01", sim::CompLevel::Mbf, "mbf-bouncers", "freedoom2.wad+../mbf-bouncers/mbf-bouncers.wad"},
    SyncCase{"mbf21-bouncers-map01", sim::CompLevel::Mbf21, "mbf-bouncers", "freedoom2.wad+../mbf-bouncers/mbf-bouncers.wad"},
    SyncCase{"mbf-bouncers-map02", sim::CompLevel::Mbf, "mbf-bouncers", "freedoom2.wad+../mbf-bouncers/mbf-bouncers.wad"}),
    sync_case_name);
// MBF's beta BFG (tests/data/mbf-oldbfg/make.sh): a patch makes the
// pistol fire A_FireOldBFG's two bouncing plasma balls a shot.
INSTANTIATE_TEST_SUITE_P(MbfOldBfg, ComplevelSync, ::testing::Values(
    SyncCase{"mbf-oldbfg", sim::CompLevel::Mbf, "mbf-oldbfg", "freedoom2.wad+../mbf-oldbfg/mbf-oldbfg.wad"},
    SyncCase{"mbf21-oldbfg", sim::CompLevel::Mbf21, "mbf-oldbfg", "freedoom2.wad+../mbf-oldbfg/mbf-oldbfg.wad"}),
    sync_case_name);
// MBF's helper dogs (tests/data/helper-dogs/make.sh): three friendly dogs
// from the demo header, with help_friends, at MBF and MBF21 on six maps
// (MAP11's came into sync with the fixes to MBF's torque gears and to what
// P_CreateSecNodeList leaves of a position check), and freedoom1's E2M4,
// where MBF's bobbing by the player's own thrust times a weapon change,
// and MAP29 at MBF21, where an arch-vile's fire appears at its target's
// (x, y) and keeps that spot's ceiling.
INSTANTIATE_TEST_SUITE_P(HelperDogs, ComplevelSync, ::testing::Values(
    SyncCase{"mbf-dogs-map01", sim::CompLevel::Mbf, "helper-dogs"},
    SyncCase{"mbf-dogs-map02", sim::CompLevel::Mbf, "helper-dogs"},
    SyncCase{"mbf21-dogs-map03", sim::CompLevel::Mbf21, "helper-dogs"},
    SyncCase{"mbf-dogs-map04", sim::CompLevel::Mbf, "helper-dogs"},
    SyncCase{"mbf21-dogs-map05", sim::CompLevel::Mbf21, "helper-dogs"},
    SyncCase{"mbf-dogs-map11", sim::CompLevel::Mbf, "helper-dogs"},
    SyncCase{"mbf-dogs-e2m4", sim::CompLevel::Mbf, "helper-dogs", "freedoom1.wad"},
    SyncCase{"mbf21-dogs-map29", sim::CompLevel::Mbf21, "helper-dogs"}),
    sync_case_name);
// BEX's [HELPER]: the helpers are friendly imps (helper-imps.wad), which
// jump down ledges as dogs do. MAP02 came into sync with MBF21's mended
// side test of horizontal lines in sight checks, MAP04 with MBF21's lost
// souls bouncing off floors and ceilings unless comp_soul, MAP19 with
// Boom's P_CheckSector (a crusher takes the things touching its sector in
// the order of the sector's list, not the blockmap's).
INSTANTIATE_TEST_SUITE_P(HelperImps, ComplevelSync, ::testing::Values(
    SyncCase{"mbf-imps-map01", sim::CompLevel::Mbf, "helper-dogs", "freedoom2.wad+../helper-dogs/helper-imps.wad"},
    SyncCase{"mbf21-imps-map02", sim::CompLevel::Mbf21, "helper-dogs", "freedoom2.wad+../helper-dogs/helper-imps.wad"},
    SyncCase{"mbf21-imps-map04", sim::CompLevel::Mbf21, "helper-dogs", "freedoom2.wad+../helper-dogs/helper-imps.wad"},
    SyncCase{"mbf21-imps-map19", sim::CompLevel::Mbf21, "helper-dogs", "freedoom2.wad+../helper-dogs/helper-imps.wad"}),
    sync_case_name);
// clang-format on

}  // namespace
