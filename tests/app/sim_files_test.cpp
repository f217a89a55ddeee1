// The simulation's files, read and written by the program: a DeHackEd
// patch given with -deh, and savegame files (atomic writes, a missing or
// unreadable file named in the message).
#include "app/sim_files.h"

#include <gtest/gtest.h>

#include "base/error.h"
#include "base/file_io.h"
#include "base/log.h"
#include "sim/game.h"
#include "sim/hash.h"
#include "sim/savegame.h"
#include "support/demo_runner.h"
#include "support/temp_dir.h"

namespace {

// A game on MAP02 of freedoom2, a few tics in.
std::unique_ptr<sim::World> started_game() {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    auto world = std::make_unique<sim::World>(iwad.defs);
    sim::GameOptions options;
    options.mode = iwad.source->mode();
    options.map = 2;
    sim::new_game(*world, *iwad.source, options);
    return world;
}

TEST(SimFiles, ADehackedFileIsAppliedOrNamedWhenUnreadable) {
    test_support::TempDir dir;
    const auto path = dir.write("patch.deh", std::string("Ammo 0\nMax ammo = 321\n"));
    sim::Definitions defs;
    EXPECT_TRUE(app::apply_dehacked_file(defs, path).empty());
    EXPECT_EQ(defs.max_ammo[sim::am_clip], 321);

    base::set_log_quiet(true);
    const auto missing = app::apply_dehacked_file(defs, dir.path() / "absent.deh");
    base::set_log_quiet(false);
    ASSERT_EQ(missing.size(), 1u);
    EXPECT_EQ(missing[0].source, (dir.path() / "absent.deh").string());
    EXPECT_EQ(missing[0].line, 0);
    EXPECT_TRUE(sim::to_string(missing[0]).starts_with((dir.path() / "absent.deh").string() + ": "));
    EXPECT_EQ(defs.max_ammo[sim::am_clip], 321);
}

TEST(SimFiles, ASavegameFileHoldsTheSavedBytesAndLoadsThem) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    test_support::TempDir dir;
    const auto saved = started_game();
    const auto path = dir.path() / "slot0.bsg";
    app::save_game_file(*saved, "files", path);
    EXPECT_EQ(base::read_file(path), sim::save_game(*saved, "files"));
    sim::World loaded(iwad.defs);
    app::load_game_file(loaded, *iwad.source, path);
    EXPECT_EQ(sim::world_hash(loaded), sim::world_hash(*saved));
}

TEST(SimFiles, AnUnwritablePlaceThrowsAndKeepsFiles) {
    test_support::TempDir dir;
    const auto blocker = dir.write("not-a-folder", std::string("keep me"));
    EXPECT_THROW(app::save_game_file(*started_game(), "files", blocker / "slot0.bsg"), base::Error);
    EXPECT_EQ(base::read_text_file(blocker), "keep me");
}

TEST(SimFiles, AMissingSavegameIsNamed) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    test_support::TempDir dir;
    sim::World w(iwad.defs);
    try {
        app::load_game_file(w, *iwad.source, dir.path() / "absent.bsg");
        FAIL() << "loading a missing file succeeded";
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("absent.bsg"), std::string::npos) << e.what();
    }
}

}  // namespace
