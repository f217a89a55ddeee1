// The statistics of a finished level against what the reference ports
// wrote for the same demos (tests/data/exit-stats/make.sh: a Boom map of
// our own with kills, items and secrets found and missed, finished by a
// demo at Boom 2.02, MBF and MBF21):
// - dsda-doom's -levelstat line, which our figures must give character
//   for character when put in its format (e6y.c's e6y_WriteStats for one
//   player and one level: the time in minutes, seconds and hundredths,
//   the total time, kills less MBF21's discount, items, secrets);
// - Woof's -statdump (Chocolate Doom's statdump.c): the time and par in
//   whole seconds, kills, items and secrets with their totals.
// The figures are those the intermission starts with (wbstartstruct).
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

struct ExitStats {
    int tic = -1;  // the game tic that ended the level
    sim::Intermission wi;
};

ExitStats play_to_exit(const std::string& name, sim::CompLevel level) {
    const std::filesystem::path dir = test_support::data_dir() / "exit-stats";
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad+../exit-stats/exit-stats.wad");
    const sim::Demo demo = test_support::oracle_demo(dir / (name + ".lmp"), data);
    EXPECT_EQ(demo.options.compat.level, level);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    ExitStats out;
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        sim::run_tic(*world, *data.source, demo.tics[tic]);
        if (world->gamestate == sim::GameState::Intermission) {
            out.tic = static_cast<int>(tic);
            out.wi = world->wi;
            break;
        }
    }
    return out;
}

// dsda-doom's levelstat.txt line for one player on one level, whose total
// time is its own.
std::string levelstat_line(const sim::Intermission& wi) {
    constexpr int kTicRate = 35;
    const int time = wi.stime;
    char line[200];
    std::snprintf(line, sizeof line, "MAP%02d - %d:%05.2f (%d:%02d)  K: %d/%d  I: %d/%d  S: %d/%d \r\n", wi.last + 1,
                  time / kTicRate / 60, static_cast<double>(static_cast<float>(time % (60 * kTicRate)) / kTicRate),
                  time / kTicRate / 60, time % (60 * kTicRate) / kTicRate, wi.skills[0], wi.maxkills, wi.sitems[0],
                  wi.maxitems, wi.ssecret[0], wi.maxsecret);
    return line;
}

// The two numbers after `label` in a statdump ("Kills: 3 / 4", "Time: 0:11"),
// or -1s where it is not there.
std::pair<int, int> numbers_after(const std::string& text, const std::string& label, const char* format) {
    const std::size_t at = text.find(label);
    EXPECT_NE(at, std::string::npos) << label << " in\n" << text;
    int a = -1, b = -1;
    if (at != std::string::npos) std::sscanf(text.c_str() + at + label.size(), format, &a, &b);
    return {a, b};
}

class ExitStatsOracle : public ::testing::TestWithParam<std::pair<const char*, sim::CompLevel>> {};

TEST_P(ExitStatsOracle, FiguresAreDsdaDoomsLevelstatAndWoofsStatdump) {
    const std::string name = GetParam().first;
    const ExitStats stats = play_to_exit(name, GetParam().second);
    ASSERT_GE(stats.tic, 0) << "the demo never finishes the level";
    const std::filesystem::path dir = test_support::data_dir() / "exit-stats";
    const std::vector<std::uint8_t> levelstat = test_support::read_bytes((dir / (name + ".levelstat")).string());
    EXPECT_EQ(levelstat_line(stats.wi), std::string(levelstat.begin(), levelstat.end()));

    const std::vector<std::uint8_t> dump_bytes = test_support::read_bytes((dir / (name + ".statdump")).string());
    const std::string dump(dump_bytes.begin(), dump_bytes.end());
    const auto [minutes, seconds] = numbers_after(dump, "Time: ", "%d:%d");
    EXPECT_EQ(minutes * 60 + seconds, stats.wi.stime / 35);
    const auto [par_minutes, par_seconds] = numbers_after(dump, "(par: ", "%d:%d");
    EXPECT_EQ(par_minutes * 60 + par_seconds, stats.wi.partime / 35);
    EXPECT_EQ(numbers_after(dump, "Kills: ", "%d / %d"), std::pair(stats.wi.skills[0], stats.wi.maxkills));
    EXPECT_EQ(numbers_after(dump, "Items: ", "%d / %d"), std::pair(stats.wi.sitems[0], stats.wi.maxitems));
    EXPECT_EQ(numbers_after(dump, "Secrets: ", "%d / %d"), std::pair(stats.wi.ssecret[0], stats.wi.maxsecret));
    // The map was made for these figures: one monster, item and secret out of reach.
    EXPECT_EQ(stats.wi.maxkills - stats.wi.skills[0], 1);
    EXPECT_EQ(stats.wi.maxitems - stats.wi.sitems[0], 1);
    EXPECT_EQ(stats.wi.maxsecret - stats.wi.ssecret[0], 1);
}

INSTANTIATE_TEST_SUITE_P(
    Levels, ExitStatsOracle,
    ::testing::Values(std::pair{"exit-stats-boom", sim::CompLevel::Boom}, std::pair{"exit-stats-mbf", sim::CompLevel::Mbf},
                      std::pair{"exit-stats-mbf21", sim::CompLevel::Mbf21}),
    [](const auto& row) {
        std::string n = row.param.first;
        for (char& ch : n)
            if (ch == '-') ch = '_';
        return n;
    });

}  // namespace
