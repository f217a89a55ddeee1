// The drawn run's cosmetic random numbers and the melt: `brimstone demo
// --drawn` must give the oracle's *.draw.trace.gz line for line (the rnd
// column counts the wipes' 320 numbers, see sim/display.h), and the melt
// must uncover the new screen column by column as f_wipe.c does.
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <zlib.h>

#include "base/random.h"
#include "render/frame.h"
#include "render/overlay/wipe_melt.h"
#include "sim/display.h"
#include "sim/game.h"
#include "sim/trace.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

std::vector<std::string> gz_lines(const std::string& path) {
    std::vector<std::string> lines;
    gzFile f = gzopen(path.c_str(), "rb");
    if (!f) return lines;
    std::string line;
    char buf[4096];
    while (gzgets(f, buf, sizeof buf)) {
        line += buf;
        if (!line.empty() && line.back() == '\n') {
            line.pop_back();
            lines.push_back(line);
            line.clear();
        }
    }
    gzclose(f);
    return lines;
}

class DrawnTrace : public ::testing::TestWithParam<std::string> {};

TEST_P(DrawnTrace, EqualsTheOraclesLineForLine) {
    const std::string name = GetParam();
    const std::string iwad = name.substr(0, name.find('-')) + ".wad";
    const test_support::IwadData& data = test_support::iwad_data(iwad);
    const std::string oracle = std::string(BRIMSTONE_TEST_DATA) + "/oracle/" + name;
    const sim::Demo demo = test_support::oracle_demo(name + ".lmp", data);
    const std::vector<std::string> expected = gz_lines(oracle + ".draw.trace.gz");
    ASSERT_EQ(expected.size(), demo.tics.size() + 1) << "the trace has a header and one line a tic";

    auto world = std::make_unique<sim::World>(data.defs);
    world->display.drawn = true;
    sim::new_game(*world, *data.source, demo.options);
    int wipes = 0;
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        sim::run_tic(*world, *data.source, demo.tics[tic]);
        ASSERT_EQ(sim::trace_line(*world, static_cast<int>(tic)), expected[tic + 1]) << name << " tic " << tic;
        if (sim::wipe_due(*world)) ++wipes;
    }
    // Every Freedoom demo stays on its map and ends dead: the one wipe is
    // the first display's, from the demo screen to the level.
    EXPECT_EQ(wipes, 1);
}

INSTANTIATE_TEST_SUITE_P(Oracle, DrawnTrace,
                         ::testing::Values("freedoom1-demo1", "freedoom1-demo2", "freedoom1-demo3", "freedoom1-demo4",
                                           "freedoom2-demo1", "freedoom2-demo2", "freedoom2-demo3", "freedoom2-demo4"),
                         [](const auto& instance) {
                             std::string n = instance.param;
                             for (char& c : n)
                                 if (c == '-') c = '_';
                             return n;
                         });

TEST(DrawnTrace, WithoutDrawingNoWipeTakesNumbers) {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = test_support::oracle_demo("freedoom2-demo1.lmp", data);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    for (std::size_t tic = 0; tic < 10; ++tic) {
        sim::run_tic(*world, *data.source, demo.tics[tic]);
        EXPECT_FALSE(sim::wipe_due(*world));
    }
    EXPECT_EQ(world->display.wipes, 0);
}

render::Frame filled(int w, int h, std::uint8_t v) {
    render::Frame f(w, h);
    std::fill(f.pixels.begin(), f.pixels.end(), v);
    return f;
}

TEST(Melt, TakesThreeHundredTwentyNumbersAndEnds) {
    base::RandomState cosmetic;
    render::overlay::Melt melt(cosmetic);
    EXPECT_EQ(cosmetic.rnd_index, 320 & 0xff);
    const render::Frame start = filled(320, 200, 1), end = filled(320, 200, 2);
    render::Frame out(320, 200);
    melt.draw(start, end, out);
    // Before any tic every column still shows the old screen.
    for (std::uint8_t p : out.pixels) ASSERT_EQ(p, 1);
    int tics = 0;
    while (!melt.advance(1)) ASSERT_LT(++tics, 100) << "the melt never ends";
    // The longest wait is 15 tics, then 1+2+…+16 rows and 8 a tic: under 40.
    EXPECT_GT(tics, 16);
    EXPECT_LT(tics, 40);
    melt.draw(start, end, out);
    for (std::uint8_t p : out.pixels) ASSERT_EQ(p, 2);
}

TEST(Melt, ColumnsAreTwoPixelsWideAndScale) {
    base::RandomState a, b;
    render::overlay::Melt small(a), large(b);
    small.advance(20);
    large.advance(20);
    const render::Frame start = filled(320, 200, 1), end = filled(320, 200, 2);
    const render::Frame start2 = filled(640, 400, 1), end2 = filled(640, 400, 2);
    render::Frame out(320, 200), out2(640, 400);
    small.draw(start, end, out);
    large.draw(start2, end2, out2);
    bool moving = false;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 320; ++x) {
            if (x % 2 == 0) {
                ASSERT_EQ(out.at(x, y), out.at(x + 1, y)) << x << "," << y;
            }
            // 640×400 is the same melt, each pixel a 2×2 block.
            ASSERT_EQ(out2.at(2 * x, 2 * y), out.at(x, y));
            ASSERT_EQ(out2.at(2 * x + 1, 2 * y + 1), out.at(x, y));
            if (out.at(x, y) == 2 && out.at(x, 199) == 1) moving = true;
        }
    EXPECT_TRUE(moving) << "after 20 tics some column is part way down";
}

}  // namespace
