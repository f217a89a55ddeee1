// The true 3D view's span pass walked a row a workgroup (GPUs,
// shaders/true_spans_grouped.comp) gives the pixels of the row walked by
// one invocation (CPU devices, true_spans.comp): each stretch of a row
// finds the span running into it and skips that span on, which must land
// on the texel the serial walk steps to. At 320×200 (the drawer's packed
// sums) and at a scaled size (the 40.24 sums), over oracle demos' frames.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/surface_image.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

using render::vulkan::SpanRows;

TEST(TrueViewSpanRows, AWorkgroupARowDrawsTheRowWalkersPixels) {
    auto context = render::vulkan::Context::create({.validation = true});
    long frames = 0, plane_pixels = 0;
    std::size_t demos = 0;
    for (const auto& row : test_support::read_oracle_manifest(test_support::oracle_dir())) {
        if (row.name().find("demo1") == std::string::npos && row.name().find("map07") == std::string::npos) continue;
        ++demos;
        const auto& data = test_support::iwad_data(row.iwad);
        const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
        render::vulkan::TrueView serial(context, data.archive, assets, SpanRows::invocation);
        render::vulkan::TrueView grouped(context, data.archive, assets, SpanRows::workgroup);
        serial.keep_surfaces(true);
        test_support::play_to_frames(row, data, [&](int frame_tic, const sim::World& world) {
            for (const auto& size : {std::pair{320, 200}, std::pair{1000, 600}}) {
                const auto layout = render::ScreenLayout::for_size(size.first, size.second);
                render::Frame want(size.first, size.second), got(size.first, size.second);
                serial.render_view(world, world.opts.consoleplayer, want, layout);
                grouped.render_view(world, world.opts.consoleplayer, got, layout);
                const render::SurfaceImage& s = *serial.surfaces();
                plane_pixels += std::count_if(s.ids.begin(), s.ids.end(), [](std::uint32_t id) {
                    const auto kind = render::surface_kind(id);
                    return kind == render::SurfaceKind::floor || kind == render::SurfaceKind::ceiling;
                });
                long differ = 0;
                for (int y = 0; y < layout.view_height; ++y)
                    for (int x = 0; x < layout.view_width; ++x) differ += want.at(x, y) != got.at(x, y);
                EXPECT_EQ(differ, 0) << row.name() << " tic " << frame_tic << " at " << size.first << "x"
                                     << size.second;
                ++frames;
            }
        });
    }
    EXPECT_GE(demos, 2u);
    EXPECT_GE(frames, 8);
    EXPECT_GT(plane_pixels, 100000) << "too little floor and ceiling to judge";
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
