// The software renderer against every oracle frame: each demo is played to
// the frame's tic and the 3D view (the rows above the status bar) must
// equal Chocolate Doom's screen index for index. A mismatch reports the
// count and the first differing pixels and writes a diff image.
//
// The only pixels left out are those the renderer reports as drawn from
// past the end of a lump or composite texture: the original read whatever
// its heap held there (zone block headers with pointers, other textures),
// which no game state determines.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

#include "render/frame.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"
#include "support/oracle_png.h"
#include "support/test_support.h"

namespace {

struct Renderer {
    assets::AssetSet assets;
    std::unique_ptr<render::software::SoftwareRenderer> software;
};

Renderer& renderer_for(const std::string& iwad) {
    static std::map<std::string, std::unique_ptr<Renderer>> cache;
    auto& slot = cache[iwad];
    if (!slot) {
        const auto& data = test_support::iwad_data(iwad);
        slot = std::make_unique<Renderer>();
        slot->assets = render::load_render_assets(data.archive, data.defs);
        slot->software = std::make_unique<render::software::SoftwareRenderer>(data.archive, slot->assets);
    }
    return *slot;
}

// Counts differing pixels in rows [0, rows); describes the first few and
// writes a diff image (the reference with differences in red) when any.
int compare_view(const render::Frame& got, const render::Frame& undefined, const test_support::IndexedImage& want,
                 int rows, const std::string& name, const assets::AssetSet& assets, std::string& report) {
    int diffs = 0;
    std::ostringstream first;
    render::Frame diff(got.width, got.height);
    for (int y = 0; y < got.height; ++y) {
        for (int x = 0; x < got.width; ++x) {
            const bool differs = y < rows && !undefined.at(x, y) && got.at(x, y) != want.at(x, y);
            diff.row(y)[x] = differs ? 176 : want.at(x, y);
            if (!differs) continue;
            if (diffs < 8) first << " (" << x << "," << y << ") got " << int(got.at(x, y)) << " want " << int(want.at(x, y));
            ++diffs;
        }
    }
    if (diffs) {
        const auto path = std::filesystem::path(testing::TempDir()) / (name + "-diff.png");
        render::write_indexed_png(path, diff, assets.palettes.palette(0));
        report = std::to_string(diffs) + " pixels differ; first:" + first.str() + "; diff image " + path.string();
    }
    return diffs;
}

}  // namespace

namespace test_support {
// Names instead of byte dumps in gtest's messages.
void PrintTo(const OracleDemo& demo, std::ostream* os) { *os << demo.file; }
}  // namespace test_support

namespace {

class SoftwareFrames : public ::testing::TestWithParam<test_support::OracleDemo> {};

TEST_P(SoftwareFrames, ViewMatchesOracleAt320x200) {
    const auto& row = GetParam();
    const auto& data = test_support::iwad_data(row.iwad);
    Renderer& r = renderer_for(row.iwad);
    const sim::Demo demo = test_support::oracle_demo(row.file, data);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    int tic = 0;
    for (int frame_tic : row.frames) {
        for (; tic < frame_tic; ++tic) sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(tic)]);
        render::Frame frame(320, 200), undefined;
        r.software->render_view(*world, world->opts.consoleplayer, frame, layout, &undefined);
        const std::string name = row.name() + "-tic" + std::to_string(frame_tic);
        const auto want = test_support::read_indexed_png(test_support::oracle_dir() / (name + ".png"));
        ASSERT_EQ(want.width, 320);
        std::string report;
        EXPECT_EQ(compare_view(frame, undefined, want, layout.view_height, name, r.assets, report), 0)
            << name << ": " << report;
        const auto unknown = std::count(undefined.pixels.begin(), undefined.pixels.end(), 1);
        if (unknown) std::cout << name << ": " << unknown << " pixels read past their texture, not compared\n";
    }
}

std::string test_name(const ::testing::TestParamInfo<test_support::OracleDemo>& info) {
    std::string n = info.param.name();
    for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
}

INSTANTIATE_TEST_SUITE_P(Oracle, SoftwareFrames, ::testing::ValuesIn(test_support::read_oracle_manifest()), test_name);

}  // namespace
