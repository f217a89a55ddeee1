// Plays every demo of tests/data/oracle-more/manifest.tsv to its end. There
// are no traces for these demos: their reference frames (checked by the
// render suites) are the real test of the game state. This suite checks what
// the manifest records: each header names the manifest's skill, map and
// players, and each demo lasts the tics Chocolate Doom timed (read from its
// report, "timed N gametics"), all of which our simulation plays without an
// error, one game tic each.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include "sim/demo.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"
#include "support/test_support.h"

namespace {

class MoreDemos : public ::testing::TestWithParam<test_support::OracleDemo> {};

TEST_P(MoreDemos, PlayToTheEndChocolateDoomTimed) {
    const test_support::OracleDemo& row = GetParam();
    const test_support::IwadData& data = test_support::iwad_data(row.iwad);
    const sim::Demo demo = test_support::oracle_demo(row.demo_path(), data);
    EXPECT_EQ(static_cast<int>(demo.options.skill), row.skill);
    EXPECT_EQ(demo.options.episode, row.episode);
    EXPECT_EQ(demo.options.map, row.map);
    EXPECT_EQ(demo.player_count(), row.players);
    // Chocolate Doom's own count, from its report, not the manifest's tics column.
    int timed = -1;
    ASSERT_EQ(std::sscanf(row.outcome.c_str(), "timed %d gametics", &timed), 1) << row.outcome;
    ASSERT_EQ(static_cast<int>(demo.tics.size()), timed);

    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    const int start = world->gametic;
    for (int tic = 0; tic < timed; ++tic)
        ASSERT_NO_THROW(sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(tic)]))
            << row.file << " tic " << tic;
    EXPECT_EQ(world->gametic - start, timed);
    std::cout << row.file << ": vanilla limits run past: " << world->overflows.describe() << "\n";
}

std::string test_name(const ::testing::TestParamInfo<test_support::OracleDemo>& info) {
    std::string n = info.param.name();
    for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
}

INSTANTIATE_TEST_SUITE_P(OracleMore, MoreDemos, ::testing::ValuesIn(test_support::read_oracle_manifest(test_support::more_oracle_dir())), test_name);

}  // namespace
