// `brimstone demo --drawn` and `render` outside a level, end to end: the
// drawn trace is the oracle's draw trace line for line (rnd column and
// all), and render draws the intermission Chocolate Doom shows.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include <zlib.h>

#include "app/program_run.h"
#include "support/oracle_png.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

std::vector<std::string> lines_of(const std::filesystem::path& path, bool gzipped) {
    std::vector<std::string> lines;
    if (!gzipped) {
        std::ifstream in(path);
        for (std::string line; std::getline(in, line);) lines.push_back(line);
        return lines;
    }
    gzFile f = gzopen(path.c_str(), "rb");
    if (!f) return lines;
    std::string line;
    char buf[4096];
    while (gzgets(f, buf, sizeof buf)) {
        line += buf;
        if (line.back() == '\n') {
            line.pop_back();
            lines.push_back(line);
            line.clear();
        }
    }
    gzclose(f);
    return lines;
}

TEST(DrawnDemo, TraceEqualsTheOraclesDrawTrace) {
    test_support::TempDir dir;
    const auto out = dir.path() / "drawn.txt";
    const auto r = app_tests::run_brimstone(
        {{"demo", (test_support::oracle_dir() / "freedoom2-demo2.lmp").string(), "--iwad",
          test_support::iwad("freedoom2.wad").string(), "--trace", out.string(), "--drawn"},
         dir.path(),
         {}});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto got = lines_of(out, false);
    const auto want = lines_of(test_support::oracle_dir() / "freedoom2-demo2.draw.trace.gz", true);
    ASSERT_EQ(got.size(), want.size());
    for (std::size_t i = 1; i < got.size(); ++i) ASSERT_EQ(got[i], want[i]) << "line " << i;
    // Without --drawn the first wipe's 320 numbers are missing from tic 2 on.
    const auto plain = dir.path() / "plain.txt";
    const auto p = app_tests::run_brimstone(
        {{"demo", (test_support::oracle_dir() / "freedoom2-demo2.lmp").string(), "--iwad",
          test_support::iwad("freedoom2.wad").string(), "--trace", plain.string()},
         dir.path(),
         {}});
    ASSERT_EQ(p.exit_code, 0) << p.err;
    EXPECT_NE(lines_of(plain, false)[3], want[3]);
}

TEST(RenderCommand, DrawsTheIntermission) {
    test_support::TempDir dir;
    const auto out = dir.path() / "tally.png";
    const std::string more = std::string(BRIMSTONE_TEST_DATA) + "/oracle-more/";
    const auto r = app_tests::run_brimstone(
        {{"render", "--iwad", test_support::iwad("freedoom1.wad").string(), "--file", more + "exits-freedoom1.wad",
          "--demo", more + "exits-freedoom1-e1m1.lmp", "--tic", "45", "--out", out.string()},
         dir.path(),
         {}});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // Tic 45 of the demo: the tally still counting over the background of
    // Chocolate Doom's capture (tests/data/screens), whose top rows (the
    // level's name) and bottom-left corner (the time label) are the same.
    const auto got = test_support::read_indexed_png(out);
    const auto want = test_support::read_indexed_png(std::string(BRIMSTONE_TEST_DATA) +
                                                     "/screens/intermission-freedoom1-e1m1-tic44.png");
    ASSERT_EQ(got.width, 320);
    int differing = 0;
    for (int y = 0; y < 40; ++y)
        for (int x = 0; x < 320; ++x) differing += got.at(x, y) != want.at(x, y);
    EXPECT_EQ(differing, 0);
}

}  // namespace
