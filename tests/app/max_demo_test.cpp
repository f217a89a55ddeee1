// -maxdemo: the original's demo buffer and its end. A recording stops
// where G_WriteDemoTiccmd found fewer than 16 bytes left, the demo is
// written and the game ends; chocolate-doom (the vanilla reference) is run
// here with the same buffer and must write the same file.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "app/demo_recorder.h"
#include "base/file_io.h"
#include "program_run.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

constexpr const char* kChocolateDoom = "/usr/games/chocolate-doom";

sim::GameOptions vanilla_game(int players) {
    sim::GameOptions o;
    o.skill = sim::Skill::Medium;
    o.map = 1;
    for (int i = 0; i < players; ++i) o.playeringame[static_cast<std::size_t>(i)] = true;
    return o;
}

int tics_accepted(app::DemoRecorder& recorder, int most) {
    for (int tic = 0; tic < most; ++tic)
        if (!recorder.add({})) return tic;
    return most;
}

TEST(MaxDemo, A1KibBufferHolds249CommandsAndAPartTicForTwoPlayers) {
    test_support::TempDir dir;
    app::DemoRecorder one((dir.path() / "one.lmp").string(), vanilla_game(1), true, 1);
    // (1024 - 13 header bytes - 16 margin) / 4 + 1: the original keeps a
    // command while the bytes before it leave 16 free.
    EXPECT_EQ(tics_accepted(one, 1000), 249);
    EXPECT_FALSE(one.add({}));
    std::ostringstream log;
    one.write(log);
    EXPECT_EQ(base::read_file(dir.path() / "one.lmp").size(), 13U + 249 * 4 + 1);

    app::DemoRecorder two((dir.path() / "two.lmp").string(), vanilla_game(2), true, 1);
    EXPECT_EQ(tics_accepted(two, 1000), 124);
    two.write(log);
    // 124 tics of two commands, then player 1's command of the tic that filled it.
    const std::vector<std::uint8_t> bytes = base::read_file(dir.path() / "two.lmp");
    EXPECT_EQ(bytes.size(), 13U + 249 * 4 + 1);
    EXPECT_EQ(bytes.back(), 0x80);
}

TEST(MaxDemo, TheBufferGrowsWithoutTheVanillaLimitAndForBoomDemos) {
    test_support::TempDir dir;
    app::DemoRecorder unlimited((dir.path() / "a.lmp").string(), vanilla_game(1), false, 1);
    EXPECT_EQ(tics_accepted(unlimited, 5000), 5000);
    sim::GameOptions boom = vanilla_game(1);
    boom.compat.level = sim::CompLevel::Boom;
    app::DemoRecorder boom_demo((dir.path() / "b.lmp").string(), boom, true, 1);
    EXPECT_EQ(tics_accepted(boom_demo, 5000), 5000);
}

// The same game recorded by chocolate-doom (no input, SDL's dummy drivers)
// and by Brimstone (a one-player netgame: no window needed) with -maxdemo 1
// ends at the same command: the files are equal byte for byte.
TEST(MaxDemo, EndsTheGameWhereChocolateDoomEndsIt) {
    ASSERT_TRUE(std::filesystem::exists(kChocolateDoom)) << "chocolate-doom's package is not installed";
    test_support::TempDir dir;
    const std::string iwad = test_support::iwad("freedoom2.wad").string();
    const std::string chocolate = "cd '" + dir.path().string() + "' && HOME='" + dir.path().string() +
                                  "' SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy timeout 120 " + kChocolateDoom +
                                  " -iwad '" + iwad +
                                  "' -record chocolate -maxdemo 1 -warp 1 -nosound -nomusic >/dev/null 2>&1";
    // chocolate-doom ends with I_Error ("Demo chocolate.lmp recorded"): its status is not 0.
    std::system(chocolate.c_str());
    const std::vector<std::uint8_t> theirs = base::read_file(dir.path() / "chocolate.lmp");
    ASSERT_EQ(theirs.size(), 13U + 249 * 4 + 1) << "chocolate-doom's demo";

    app_tests::ProgramRun run;
    run.cwd = dir.path();
    run.timeout_seconds = 120;
    run.args = {"-iwad", iwad, "-server", "-port", std::to_string(app_tests::free_udp_port()), "-nodes", "1", "-nodraw",
                "-warp", "1", "-record", "ours.lmp", "-maxdemo", "1"};
    const app_tests::ProgramResult r = app_tests::run_brimstone(run);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("-maxdemo, 1 KiB) is full"), std::string::npos) << r.err;
    EXPECT_TRUE(base::read_file(dir.path() / "ours.lmp") == theirs) << "ours.lmp is not chocolate-doom's demo";
}

}  // namespace
