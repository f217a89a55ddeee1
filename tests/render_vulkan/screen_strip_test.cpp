// LevelRenderer::render_screen draws the status strip only when it changed
// (or the target is new): over several frames whose strips change and
// repeat, at several sizes, the rows below the view must always equal the
// CPU's scaling of that frame's strip, and the view must not change with
// the strip. The validation layer must stay silent.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "assets/asset_set.h"
#include "render/frame.h"
#include "render/overlay/status_strip.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/vulkan/context.h"
#include "render/vulkan/level_renderer.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

// A strip whose every byte depends on `seed`, so a stale one shows.
std::vector<std::uint8_t> pattern(std::size_t size, int seed) {
    std::vector<std::uint8_t> pixels(size);
    for (std::size_t i = 0; i < size; ++i) pixels[i] = static_cast<std::uint8_t>((i * 13 + static_cast<std::size_t>(seed) * 71) & 0xff);
    return pixels;
}

TEST(VulkanScreen, RedrawsTheStatusStripExactlyWhenItChanges) {
    const test_support::OracleDemo row = test_support::read_oracle_manifest().front();
    const test_support::IwadData& data = test_support::iwad_data(row.iwad);
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    auto context = render::vulkan::Context::create({.validation = true});
    render::vulkan::LevelRenderer vulkan(context, data.archive, assets);
    auto world = std::make_unique<sim::World>(data.defs);
    const sim::Demo demo = test_support::oracle_demo(row.file, data);
    sim::new_game(*world, *data.source, demo.options);
    sim::run_tic(*world, *data.source, demo.tics.at(0));

    const std::vector<std::uint8_t> flat = pattern(64 * 64, 0);
    const std::vector<std::vector<std::uint8_t>> bars{pattern(320 * 32, 1), pattern(320 * 32, 2)};
    for (const auto& [width, height] : {std::pair{320, 200}, {960, 600}, {640, 400}}) {
        const auto layout = render::ScreenLayout::for_size(width, height);
        std::vector<std::uint8_t> first_view;
        // Strips 1, 1, 2, 2, 1: new, same, changed, same, back again.
        for (const int b : {0, 0, 1, 1, 0}) {
            SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(height) + " strip " + std::to_string(b + 1));
            const render::overlay::StatusStrip strip{bars[static_cast<std::size_t>(b)], flat};
            render::Frame got(width, height), want(width, height);
            vulkan.render_screen(*world, world->opts.consoleplayer, got, layout, strip);
            render::overlay::draw_status_strip(strip, want, layout);
            long wrong = 0;
            for (int y = layout.bar_y; y < height; ++y)
                for (int x = 0; x < width; ++x) wrong += got.at(x, y) != want.at(x, y);
            EXPECT_EQ(wrong, 0) << "status strip pixels differ from the CPU's";
            const std::vector<std::uint8_t> view(got.pixels.begin(),
                                                 got.pixels.begin() + static_cast<std::ptrdiff_t>(width) * layout.view_height);
            if (first_view.empty()) first_view = view;
            EXPECT_EQ(view, first_view) << "the view changed with the strip";
        }
    }
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

// The frame's cost by stage (bench render's breakdown): every CPU stage
// is a time within the call's own wall time, and on a device with
// timestamps last_gpu_ms is the frame's device time, and where the passes
// are timed (not on a CPU device) they add up to it, the walls taking time.
TEST(VulkanScreen, SaysWhereTheFrameTimeWent) {
    const test_support::OracleDemo row = test_support::read_oracle_manifest().front();
    const test_support::IwadData& data = test_support::iwad_data(row.iwad);
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    auto context = render::vulkan::Context::create({});
    render::vulkan::LevelRenderer vulkan(context, data.archive, assets);
    auto world = std::make_unique<sim::World>(data.defs);
    const sim::Demo demo = test_support::oracle_demo(row.file, data);
    sim::new_game(*world, *data.source, demo.options);
    sim::run_tic(*world, *data.source, demo.tics.at(0));
    const auto layout = render::ScreenLayout::for_size(640, 400);
    const std::vector<std::uint8_t> bar = pattern(320 * 32, 1), flat = pattern(64 * 64, 0);
    const render::overlay::StatusStrip strip{bar, flat};
    render::Frame frame(640, 400);
    for (int i = 0; i < 2; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        vulkan.render_screen(*world, world->opts.consoleplayer, frame, layout, strip);
        const double call_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        const render::vulkan::FrameCost& cost = vulkan.last_cost();
        for (const double ms : {cost.walk_ms, cost.records_ms, cost.upload_ms, cost.submit_ms, cost.copy_ms})
            EXPECT_GE(ms, 0.0);
        EXPECT_GT(cost.walk_ms, 0.0);
        EXPECT_GT(cost.submit_ms, 0.0);
        EXPECT_LE(cost.walk_ms + cost.records_ms + cost.upload_ms + cost.submit_ms + cost.copy_ms, call_ms);
        if (!context.info().timestamps) {
            EXPECT_FALSE(cost.gpu_ms.has_value());
            EXPECT_FALSE(cost.gpu.has_value());
            continue;
        }
        ASSERT_TRUE(cost.gpu_ms.has_value());
        EXPECT_GT(*cost.gpu_ms, 0.0);
        ASSERT_TRUE(vulkan.last_gpu_ms().has_value());
        EXPECT_DOUBLE_EQ(*vulkan.last_gpu_ms(), *cost.gpu_ms);
        if (context.info().is_cpu) {
            EXPECT_FALSE(cost.gpu.has_value());
            continue;
        }
        ASSERT_TRUE(cost.gpu.has_value());
        EXPECT_GT(cost.gpu->walls, 0.0);
        for (const double ms : {cost.gpu->planes, cost.gpu->things, cost.gpu->strip, cost.gpu->readback})
            EXPECT_GE(ms, 0.0);
        ASSERT_TRUE(vulkan.last_gpu_ms().has_value());
        EXPECT_DOUBLE_EQ(*vulkan.last_gpu_ms(), cost.gpu->drawing());
    }
}

}  // namespace
