// The Vulkan renderer against the software renderer on every oracle frame
// at 320×200: both draw the same moment of the same demo, and the index
// images of the 3D view must agree on most pixels. The figures are printed
// per frame. The validation layer must stay silent throughout.
//
// The issue asks for 97% on every frame. The floors below sit just under
// what the renderer reaches today (100.00% on average, 99.95% on the worst
// frame), so that nothing slips back. Wall columns and floor and ceiling
// spans come from the original's walk (render/software/walk_records.h);
// what still differs is mostly pixels along the edges where walls meet
// planes, which the GPU's rasterised quads decide.
// Spectre fuzz is drawn (fuzz_test.cpp), but from another place in its
// offset table, so a fuzzed pixel agrees only where the rows above and
// below it darken alike.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <memory>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/level_renderer.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

struct Agreement {
    int same = 0, total = 0;
    double share() const { return total ? static_cast<double>(same) / total : 0.0; }
};

Agreement compare_views(const render::Frame& a, const render::Frame& b, const render::ScreenLayout& layout) {
    Agreement r;
    for (int y = 0; y < layout.view_height; ++y) {
        for (int x = 0; x < layout.view_width; ++x) {
            ++r.total;
            if (a.at(x, y) == b.at(x, y)) ++r.same;
        }
    }
    return r;
}

struct Figures {
    double sum = 0, worst = 1;
    int frames = 0;
    double average() const { return frames ? sum / frames : 0; }
};

// Plays every demo of a reference folder (or the one named `only`) to
// each of its frames' tics and compares the two renderers' views there at
// `size`, printing each frame's figure.
Figures agreement_on(const std::filesystem::path& dir, render::vulkan::ViewPasses passes,
                     std::pair<int, int> size = {320, 200}, const std::string& only = "") {
    auto context = render::vulkan::Context::create({.validation = true});
    std::cout << "device: " << context.info().name << ", view passes "
              << (passes == render::vulkan::ViewPasses::compute ? "compute" : "raster") << "\n";
    const int width = size.first, height = size.second;  // not a structured binding: clang 14 cannot capture one
    const auto layout = render::ScreenLayout::for_size(width, height);
    std::map<std::string, std::unique_ptr<assets::AssetSet>> assets_by_iwad;
    Figures f;
    for (const auto& row : test_support::read_oracle_manifest(dir)) {
        if (!only.empty() && row.file != only) continue;
        const auto& data = test_support::iwad_data(row.iwad);
        auto& assets = assets_by_iwad[row.iwad];
        if (!assets) assets = std::make_unique<assets::AssetSet>(render::load_render_assets(data.archive, data.defs));
        render::software::SoftwareRenderer software(data.archive, *assets);
        render::vulkan::LevelRenderer vulkan(context, data.archive, *assets, passes);
        test_support::play_to_frames(row, data, [&](int frame_tic, const sim::World& world) {
            render::Frame want(width, height), got(width, height);
            software.render_view(world, world.opts.consoleplayer, want, layout);
            vulkan.render_view(world, world.opts.consoleplayer, got, layout);
            const Agreement a = compare_views(got, want, layout);
            std::cout << row.name() << " tic " << frame_tic << ": identical=" << std::fixed << std::setprecision(2)
                      << 100.0 * a.share() << "%\n";
            f.sum += a.share();
            f.worst = std::min(f.worst, a.share());
            ++f.frames;
        });
    }
    std::cout << "frames=" << f.frames << " average=" << 100.0 * f.average() << "% worst=" << 100.0 * f.worst
              << "%\n";
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
    return f;
}

TEST(VulkanLevel, AgreesWithTheSoftwareRendererOnEveryOracleFrame) {
    const Figures f = agreement_on(test_support::oracle_dir(), render::vulkan::ViewPasses::raster);
    ASSERT_GT(f.frames, 0);
    EXPECT_GE(f.average(), 0.9998);
    EXPECT_GE(f.worst, 0.999);
}

// The further reference demos (other maps, modes, level flow), which the
// renderer was not tuned on: 99.97% on average, 99.15% on the worst frame.
TEST(VulkanLevel, AgreesWithTheSoftwareRendererOnTheFurtherReferenceFrames) {
    const Figures f = agreement_on(test_support::more_oracle_dir(), render::vulkan::ViewPasses::raster);
    ASSERT_GT(f.frames, 0);
    EXPECT_GE(f.average(), 0.999);
    EXPECT_GE(f.worst, 0.99);
}

// The compute passes (the GPUs' way; run here on the CPU device too):
// floors, ceilings and walls filled span by span and column by column from
// the walk's records, with no rasterised edge left to differ. Measured:
// 100.00% on average on both sets, 99.99% and 100.00% on the worst frame.
TEST(VulkanLevel, ComputePassesAgreeWithTheSoftwareRendererOnEveryOracleFrame) {
    const Figures f = agreement_on(test_support::oracle_dir(), render::vulkan::ViewPasses::compute);
    ASSERT_GT(f.frames, 0);
    EXPECT_GE(f.average(), 0.9999);
    EXPECT_GE(f.worst, 0.9995);
}

TEST(VulkanLevel, ComputePassesAgreeWithTheSoftwareRendererOnTheFurtherReferenceFrames) {
    const Figures f = agreement_on(test_support::more_oracle_dir(), render::vulkan::ViewPasses::compute);
    ASSERT_GT(f.frames, 0);
    EXPECT_GE(f.average(), 0.9999);
    EXPECT_GE(f.worst, 0.9995);
}

// At 3840×2160 (8.3 M pixels, tens of thousands of tiles a pass) the
// compute passes agree as they do at 320×200, and the validation layer
// stays silent.
TEST(VulkanLevel, ComputePassesAgreeWithTheSoftwareRendererAt3840x2160) {
    const Figures f = agreement_on(test_support::oracle_dir(), render::vulkan::ViewPasses::compute, {3840, 2160},
                                   "freedoom2-demo1.lmp");
    ASSERT_GT(f.frames, 0);
    EXPECT_GE(f.worst, 0.999);
}

}  // namespace
