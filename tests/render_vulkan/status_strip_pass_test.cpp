// The status strip scaled on the GPU equals the CPU's scaling pixel for
// pixel, at the original size, integer scales, fractional scales and
// screens wider than the bar (where the border flat is tiled beside it).
#include <gtest/gtest.h>

#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "render/frame.h"
#include "render/overlay/status_strip.h"
#include "render/screen_layout.h"
#include "render/vulkan/gpu_timer.h"
#include "render/vulkan/offscreen_target.h"
#include "render/vulkan/status_strip_pass.h"
#include "render_vulkan/vulkan_test.h"

namespace {

using render::vulkan::OffscreenTarget;

class StatusStripPassTest : public vulkan_test::VulkanTest {};

// Images whose every pixel says where it came from, so a sampling off by
// one row or column shows.
std::vector<std::uint8_t> numbered(std::size_t size, int stride) {
    std::vector<std::uint8_t> pixels(size);
    for (std::size_t i = 0; i < size; ++i) {
        const int x = static_cast<int>(i) % stride, y = static_cast<int>(i) / stride;
        pixels[i] = static_cast<std::uint8_t>((x * 7 + y * 31 + 1) & 0xff);
    }
    return pixels;
}

TEST_F(StatusStripPassTest, ScalesTheBarAndTilesTheBorderAsTheCpuDoes) {
    const std::vector<std::uint8_t> bar = numbered(320 * 32, 320), flat = numbered(64 * 64, 64);
    const render::overlay::StatusStrip strip{bar, flat};
    render::vulkan::StatusStripPass pass(context());
    pass.prepare(strip);
    for (const auto& [width, height] : {std::pair{320, 200}, {640, 400}, {1000, 720}, {1920, 1080}, {2560, 1080}}) {
        SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(height));
        const auto layout = render::ScreenLayout::for_size(width, height);
        const OffscreenTarget target = OffscreenTarget::create(context(), width, height);
        context().submit_and_wait([&](VkCommandBuffer cmd) { pass.record(cmd, target, layout); });
        const render::Frame got = target.read_indices(context());
        render::Frame want(width, height);
        render::overlay::draw_status_strip(strip, want, layout);
        long wrong = 0;
        std::string first;
        for (int y = layout.bar_y; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                if (got.at(x, y) == want.at(x, y)) continue;
                if (wrong++ == 0)
                    first = "(" + std::to_string(x) + ", " + std::to_string(y) + ") is " +
                            std::to_string(got.at(x, y)) + ", the CPU gives " + std::to_string(want.at(x, y));
            }
        }
        EXPECT_EQ(wrong, 0) << "first: " << first;
        if (layout.bar_width < width) {
            EXPECT_GT(layout.bar_x, 0) << "the border flat must show beside the bar";
        }
    }
}

// The device's time for a pass, from timestamps where the queue has them
// (lavapipe does); none at all where it has not.
TEST_F(StatusStripPassTest, IsTimedOnTheDevice) {
    const std::vector<std::uint8_t> bar = numbered(320 * 32, 320), flat = numbered(64 * 64, 64);
    render::vulkan::StatusStripPass pass(context());
    pass.prepare({bar, flat});
    const auto layout = render::ScreenLayout::for_size(1920, 1080);
    const OffscreenTarget target = OffscreenTarget::create(context(), 1920, 1080);
    // Three marks: the pass, then an empty stretch that must take no longer than the wait for the pass.
    const render::vulkan::GpuTimer timer(context(), 3);
    context().submit_and_wait([&](VkCommandBuffer cmd) {
        timer.start(cmd);
        pass.record(cmd, target, layout);
        timer.mark(cmd, 1);
        timer.mark(cmd, 2);
    });
    const std::optional<std::vector<double>> intervals = timer.intervals();
    const std::optional<double> ms = intervals ? std::optional<double>((*intervals)[0]) : std::nullopt;
    std::cout << context().info().name << ": timestamps " << (context().info().timestamps ? "yes" : "no") << ", "
              << (ms ? std::to_string(*ms) + " ms" : std::string("no time")) << "\n";
    if (context().info().timestamps) {
        ASSERT_TRUE(ms.has_value());
        EXPECT_GT(*ms, 0.0);
        EXPECT_LT(*ms, 10000.0);
        ASSERT_EQ(intervals->size(), 2u);
        EXPECT_GE((*intervals)[1], 0.0);
    } else {
        EXPECT_FALSE(ms.has_value());
    }
}

// prepare() tells a renderer whether the strip it drew last still stands:
// the first images are new, the same again are not, any changed byte of
// the bar or the border flat is.
TEST_F(StatusStripPassTest, SaysWhetherTheImagesChanged) {
    std::vector<std::uint8_t> bar = numbered(320 * 32, 320), flat = numbered(64 * 64, 64);
    render::vulkan::StatusStripPass pass(context());
    EXPECT_TRUE(pass.prepare({bar, flat}));
    EXPECT_FALSE(pass.prepare({bar, flat}));
    bar[320 * 31 + 319] ^= 1;
    EXPECT_TRUE(pass.prepare({bar, flat}));
    EXPECT_FALSE(pass.prepare({bar, flat}));
    flat[0] ^= 1;
    EXPECT_TRUE(pass.prepare({bar, flat}));
}

TEST_F(StatusStripPassTest, RefusesImagesOfTheWrongSize) {
    const std::vector<std::uint8_t> bar(320 * 31), flat(64 * 64);
    render::vulkan::StatusStripPass pass(context());
    EXPECT_THROW(pass.prepare({bar, flat}), base::Error);
}

}  // namespace
