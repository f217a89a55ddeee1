// The original's other screen sizes and low detail against Chocolate Doom
// (tests/data/viewsize, made by its make_frames.sh with screenblocks and
// detaillevel set in the stock engine's config): a demo played to tic 100
// and drawn at 320×200 must equal the reference index for index outside
// the status bar's face box (and the pixels the renderer reports as read
// past a lump's end, none in these frames so far). Then the same sizes at
// 1920×1080: the window centred above the bar in its border.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <sstream>

#include "render/frame.h"
#include "render/game_screen.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_png.h"
#include "support/test_support.h"

namespace {

struct SizeFrame {
    std::string iwad, demo;
    int blocks = 10, detail = 0;
    std::string file() const {
        return demo + "-tic100-size" + std::to_string(blocks) + (detail ? "-low" : "") + ".png";
    }
};
void PrintTo(const SizeFrame& f, std::ostream* os) { *os << f.file(); }

bool in_face_box(int x, int y) { return x >= 143 && x <= 173 && y >= 168 && y <= 199; }

struct Played {
    std::unique_ptr<assets::AssetSet> assets;
    std::unique_ptr<render::GameScreen> screen;
    std::unique_ptr<sim::World> world;
};

// The demo played to tic 100 with a screen following it, once per demo.
Played& played(const std::string& iwad, const std::string& demo_name) {
    static std::map<std::string, Played> cache;
    Played& p = cache[demo_name];
    if (p.world) return p;
    const auto& data = test_support::iwad_data(iwad);
    p.assets = std::make_unique<assets::AssetSet>(render::load_render_assets(data.archive, data.defs));
    p.screen = std::make_unique<render::GameScreen>(data.archive, *p.assets);
    const sim::Demo demo = test_support::oracle_demo(demo_name + ".lmp", data);
    p.world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*p.world, *data.source, demo.options);
    p.screen->start(*p.world);
    for (int tic = 0; tic < 100; ++tic) {
        sim::run_tic(*p.world, *data.source, demo.tics[static_cast<std::size_t>(tic)]);
        p.screen->after_tic(*p.world);
    }
    return p;
}

class ViewSizeFrames : public ::testing::TestWithParam<SizeFrame> {};

TEST_P(ViewSizeFrames, EqualChocolateDoomAt320x200) {
    const SizeFrame& f = GetParam();
    Played& p = played(f.iwad, f.demo);
    const auto want = test_support::read_indexed_png(test_support::data_dir() / "viewsize" / f.file());
    ASSERT_EQ(want.width, 320);
    ASSERT_EQ(want.height, 200);
    render::Frame frame(320, 200), undefined;
    p.screen->draw(*p.world, frame, render::ScreenLayout::for_size(320, 200, f.blocks, f.detail), &undefined);
    ASSERT_EQ(undefined.width, 320);
    int diffs = 0, unknown = 0;
    std::ostringstream first;
    render::Frame diff(320, 200);
    for (int y = 0; y < 200; ++y) {
        for (int x = 0; x < 320; ++x) {
            const bool differs = !in_face_box(x, y) && frame.at(x, y) != want.at(x, y);
            if (undefined.at(x, y)) ++unknown;
            diff.row(y)[x] = differs ? 176 : want.at(x, y);
            if (!differs || undefined.at(x, y)) continue;
            if (diffs++ < 8) first << " (" << x << "," << y << ") got " << int(frame.at(x, y)) << " want " << int(want.at(x, y));
        }
    }
    if (diffs) {
        const auto path = std::filesystem::path(testing::TempDir()) / (f.file() + "-diff.png");
        render::write_indexed_png(path, diff, p.assets->palettes.palette(0));
        ADD_FAILURE() << f.file() << ": " << diffs << " pixels differ; first:" << first.str() << "; diff image " << path;
    }
    EXPECT_LE(unknown, 16) << f.file() << ": pixels reported as read past a lump's end";
}

// At a large screen the window keeps its place: the border flat fills the
// screen's corner, the view's middle row is drawn (not border), and the
// bar's rows start where the layout says.
TEST_P(ViewSizeFrames, WindowPlacedAt1920x1080) {
    const SizeFrame& f = GetParam();
    Played& p = played(f.iwad, f.demo);
    const auto want = test_support::read_indexed_png(test_support::data_dir() / "viewsize" / f.file());
    const auto layout = render::ScreenLayout::for_size(1920, 1080, f.blocks, f.detail);
    render::Frame frame(1920, 1080);
    p.screen->draw(*p.world, frame, layout);
    if (layout.bordered()) {
        // The reference's corner pixel is the flat's (0,0); the big screen
        // tiles the same flat, so its corner shows one of the flat's pixels
        // and the window's centre is not that flat.
        EXPECT_GT(layout.view_x, 0);
        EXPECT_GT(layout.view_y, 0);
        EXPECT_NEAR(layout.view_x * 2 + layout.view_width, 1920, 1);  // centred
        // Left of the window, at its middle row: the bevel's left patch,
        // the same colour as in the reference just left of its window.
        const int base_left = (320 - f.blocks * 32) / 2;
        const int base_mid = (168 - ((f.blocks * 168 / 10) & ~7)) / 2 + ((f.blocks * 168 / 10) & ~7) / 2;
        const std::uint8_t left_of_window = frame.at(layout.view_x - 1, layout.view_y + layout.view_height / 2);
        EXPECT_TRUE(left_of_window == want.at(base_left - 1, base_mid - 1) ||
                    left_of_window == want.at(base_left - 1, base_mid) ||
                    left_of_window == want.at(base_left - 1, base_mid + 1))
            << f.file() << ": left of the window at 1920x1080 is not the bevel's colour";
    } else {
        EXPECT_EQ(layout.view_width, 1920);
    }
    // The view's centre pixel matches the reference's centre pixel's
    // neighbourhood: the same colour appears within one original pixel.
    const int cx = layout.view_x + layout.view_width / 2, cy = layout.view_y + layout.view_height / 2;
    const int base_cx = (320 - (f.blocks >= 10 ? 320 : f.blocks * 32)) / 2 + (f.blocks >= 10 ? 320 : f.blocks * 32) / 2;
    const int window_rows = f.blocks == 11 ? 200 : f.blocks == 10 ? 168 : (f.blocks * 168 / 10) & ~7;
    const int base_cy = (f.blocks >= 10 ? 0 : (168 - window_rows) / 2) + window_rows / 2;
    bool found = false;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) found = found || want.at(base_cx + dx, base_cy + dy) == frame.at(cx, cy);
    if (!found) {
        const auto path = std::filesystem::path(testing::TempDir()) / (f.file() + "-1920x1080.png");
        render::write_indexed_png(path, frame, p.assets->palettes.palette(0));
        ADD_FAILURE() << f.file() << ": the view's centre at 1920x1080 is nowhere near the reference's; frame " << path;
    }
    // The status bar: present below bar_y except at size 11.
    EXPECT_EQ(layout.bar_y, f.blocks == 11 ? 1080 : 1080 - 172);
}

std::vector<SizeFrame> frames() {
    std::vector<SizeFrame> all;
    for (const auto& [iwad, demo] : {std::pair<std::string, std::string>{"freedoom1.wad", "freedoom1-demo1"},
                                     {"freedoom2.wad", "freedoom2-demo1"}}) {
        for (int blocks : {3, 5, 8, 11}) all.push_back({iwad, demo, blocks, 0});
        all.push_back({iwad, demo, 10, 1});
        all.push_back({iwad, demo, 7, 1});
    }
    return all;
}

std::string frame_name(const ::testing::TestParamInfo<SizeFrame>& info) {
    std::string n = info.param.file().substr(0, info.param.file().size() - 4);
    for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
}

INSTANTIATE_TEST_SUITE_P(Original, ViewSizeFrames, ::testing::ValuesIn(frames()), frame_name);

}  // namespace
