// Plays every demo of tests/data/oracle-more/manifest.tsv to its end. There
// are no traces for these demos: their reference frames (checked by the
// render suites) are the real test of the game state. This suite checks what
// the manifest records: each header names the manifest's skill, map and
// players, and each demo lasts the tics Chocolate Doom timed ("timed N
// gametics"), all of which our simulation plays without an error.
#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "sim/demo.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

// The manifest columns this suite needs (see tests/data/oracle/README.md).
struct MoreDemo {
    std::string file;
    std::string iwad;
    int skill = 0, episode = 0, map = 0, players = 0, tics = 0;
};

void PrintTo(const MoreDemo& row, std::ostream* os) { *os << row.file; }

// test_sim does not link support/oracle_manifest.cpp, so the few columns
// are read here.
std::vector<MoreDemo> read_more_manifest() {
    const auto path = test_support::more_oracle_dir() / "manifest.tsv";
    std::ifstream in(path);
    if (!in) ADD_FAILURE() << "cannot read " << path;
    std::vector<MoreDemo> rows;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        std::vector<std::string> cols;
        std::istringstream fields(line);
        for (std::string col; std::getline(fields, col, '\t');) cols.push_back(col);
        if (cols.size() < 9) {
            ADD_FAILURE() << "short manifest line: " << line;
            continue;
        }
        rows.push_back({cols[0], cols[1], std::stoi(cols[3]), std::stoi(cols[4]), std::stoi(cols[5]),
                        std::stoi(cols[7]), std::stoi(cols[8])});
    }
    return rows;
}

class MoreDemos : public ::testing::TestWithParam<MoreDemo> {};

TEST_P(MoreDemos, PlayToTheEndChocolateDoomTimed) {
    const MoreDemo& row = GetParam();
    const test_support::IwadData& data = test_support::iwad_data(row.iwad);
    const sim::Demo demo = test_support::oracle_demo(test_support::more_oracle_dir() / row.file, data);
    EXPECT_EQ(static_cast<int>(demo.options.skill), row.skill);
    EXPECT_EQ(demo.options.episode, row.episode);
    EXPECT_EQ(demo.options.map, row.map);
    EXPECT_EQ(demo.player_count(), row.players);
    ASSERT_EQ(static_cast<int>(demo.tics.size()), row.tics);

    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    for (int tic = 0; tic < row.tics; ++tic)
        ASSERT_NO_THROW(sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(tic)]))
            << row.file << " tic " << tic;
}

std::string test_name(const ::testing::TestParamInfo<MoreDemo>& info) {
    std::string n = info.param.file.substr(0, info.param.file.rfind('.'));
    for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
}

INSTANTIATE_TEST_SUITE_P(OracleMore, MoreDemos, ::testing::ValuesIn(read_more_manifest()), test_name);

}  // namespace
