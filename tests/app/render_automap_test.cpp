// `brimstone render --automap` end to end: the written PNG is Chocolate
// Doom's automap at that tic (tests/data/automap), outside the face box.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "app/program_run.h"
#include "support/oracle_png.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

TEST(RenderCommand, AutomapIsChocolateDoomsAutomap) {
    test_support::TempDir dir;
    const auto out = dir.path() / "map.png";
    const std::vector<std::string> args{"render", "--iwad", test_support::iwad("freedoom2.wad").string(), "--demo",
                                        (test_support::oracle_dir() / "freedoom2-demo1.lmp").string(), "--tic", "700",
                                        "--automap", "--out", out.string()};
    const auto r = app_tests::run_brimstone({args, dir.path(), {}});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto got = test_support::read_indexed_png(out);
    const auto want =
        test_support::read_indexed_png(test_support::data_dir() / "automap" / "freedoom2-demo1-tic700.png");
    ASSERT_EQ(got.width, 320);
    ASSERT_EQ(got.height, 200);
    int diffs = 0, map_pixels = 0;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 320; ++x) {
            if (!(x >= 143 && x <= 173 && y >= 168) && got.at(x, y) != want.at(x, y)) ++diffs;
            if (y < 168 && got.at(x, y) != 0) ++map_pixels;
        }
    EXPECT_EQ(diffs, 0);
    EXPECT_GT(map_pixels, 500);  // lines, arrow and title on black, not the view
}

}  // namespace
