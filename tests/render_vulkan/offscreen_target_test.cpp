// Rendering into the 8-bit index target and through a palette into RGBA,
// checked pixel by pixel against expectations computed on the CPU.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "base/error.h"
#include "render/vulkan/offscreen_target.h"
#include "render_vulkan/test_palette_pass.h"
#include "render_vulkan/test_pattern.h"
#include "render_vulkan/vulkan_test.h"

namespace {

using render::vulkan::OffscreenTarget;
using vulkan_test::pattern_index;
using vulkan_test::TestPatternPush;

class OffscreenTargetTest : public vulkan_test::VulkanTest {};

TestPatternPush rect(int x0, int y0, int x1, int y1, float depth = 0.5f, std::uint32_t offset = 0) {
    TestPatternPush push;
    push.rect[0] = x0;
    push.rect[1] = y0;
    push.rect[2] = x1;
    push.rect[3] = y1;
    push.depth = depth;
    push.index_offset = offset;
    return push;
}

// Counts the pixels that differ from `expected(x, y)` and describes the first.
template <typename Expected>
void expect_indices(const render::Frame& frame, int width, int height, Expected expected) {
    ASSERT_EQ(frame.width, width);
    ASSERT_EQ(frame.height, height);
    ASSERT_EQ(frame.pixels.size(), static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    long wrong = 0;
    std::string first;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const int want = expected(x, y);
            const int got = frame.at(x, y);
            if (got == want) continue;
            if (wrong++ == 0)
                first = "(" + std::to_string(x) + ", " + std::to_string(y) + ") is " + std::to_string(got) +
                        ", expected " + std::to_string(want);
        }
    }
    EXPECT_EQ(wrong, 0) << "first: " << first;
}

TEST_F(OffscreenTargetTest, ClearsAndDrawsTheTestPatternInsideTheRectangle) {
    const OffscreenTarget target = OffscreenTarget::create(context(), 320, 200);
    const vulkan_test::TestPattern pattern(context());
    const TestPatternPush push = rect(17, 9, 301, 163);
    context().submit_and_wait([&](VkCommandBuffer cmd) {
        target.begin_rendering(cmd, 7);
        pattern.draw(cmd, push);
        target.end_rendering(cmd);
    });
    expect_indices(target.read_indices(context()), 320, 200,
                   [&](int x, int y) { return vulkan_test::inside(push, x, y) ? pattern_index(x, y) : 7; });
}

TEST_F(OffscreenTargetTest, DepthTestKeepsTheNearestDraw) {
    const OffscreenTarget target = OffscreenTarget::create(context(), 320, 200);
    const vulkan_test::TestPattern pattern(context());
    const TestPatternPush middle = rect(40, 30, 200, 150, 0.25f, 0);
    const TestPatternPush behind = rect(100, 80, 280, 190, 0.5f, 100);  // drawn later, hidden where they overlap
    const TestPatternPush front = rect(150, 20, 250, 120, 0.1f, 50);
    context().submit_and_wait([&](VkCommandBuffer cmd) {
        target.begin_rendering(cmd, 0);
        pattern.draw(cmd, middle);
        pattern.draw(cmd, behind);
        pattern.draw(cmd, front);
        target.end_rendering(cmd);
    });
    expect_indices(target.read_indices(context()), 320, 200, [&](int x, int y) -> int {
        if (vulkan_test::inside(front, x, y)) return pattern_index(x, y, 50);
        if (vulkan_test::inside(middle, x, y)) return pattern_index(x, y, 0);
        if (vulkan_test::inside(behind, x, y)) return pattern_index(x, y, 100);
        return 0;
    });
}

TEST_F(OffscreenTargetTest, EveryFrameStartsFromItsOwnClear) {
    const OffscreenTarget target = OffscreenTarget::create(context(), 64, 48);
    const vulkan_test::TestPattern pattern(context());
    const TestPatternPush near = rect(0, 0, 64, 48, 0.2f);
    const TestPatternPush far = rect(8, 8, 24, 24, 0.9f, 9);
    context().submit_and_wait([&](VkCommandBuffer cmd) {
        target.begin_rendering(cmd, 1);
        pattern.draw(cmd, near);
        target.end_rendering(cmd);
    });
    // Drawn behind the first frame's depth, it shows only if depth was cleared.
    context().submit_and_wait([&](VkCommandBuffer cmd) {
        target.begin_rendering(cmd, 2);
        pattern.draw(cmd, far);
        target.end_rendering(cmd);
    });
    expect_indices(target.read_indices(context()), 64, 48,
                   [&](int x, int y) { return vulkan_test::inside(far, x, y) ? pattern_index(x, y, 9) : 2; });
}

TEST_F(OffscreenTargetTest, PalettePassTurnsIndicesIntoColours) {
    const OffscreenTarget target = OffscreenTarget::create(context(), 320, 200);
    const vulkan_test::TestPattern pattern(context());
    const vulkan_test::TestPalettePass palette_pass(context(), target.indices().view());
    const TestPatternPush push = rect(5, 6, 315, 190);
    context().submit_and_wait([&](VkCommandBuffer cmd) {
        target.begin_rendering(cmd, 200);
        pattern.draw(cmd, push);
        target.end_rendering(cmd);
        target.begin_rgba_rendering(cmd);
        palette_pass.draw(cmd);
        target.end_rgba_rendering(cmd);
    });
    const std::vector<std::uint8_t> rgba = target.read_rgba(context());
    ASSERT_EQ(rgba.size(), 320u * 200u * 4u);
    long wrong = 0;
    for (int y = 0; y < 200; ++y) {
        for (int x = 0; x < 320; ++x) {
            const int index = vulkan_test::inside(push, x, y) ? pattern_index(x, y) : 200;
            const std::array<std::uint8_t, 4> want = vulkan_test::palette_color(index);
            const std::size_t at = (static_cast<std::size_t>(y) * 320 + static_cast<std::size_t>(x)) * 4;
            for (int c = 0; c < 4; ++c) {
                if (rgba[at + static_cast<std::size_t>(c)] == want[static_cast<std::size_t>(c)]) continue;
                if (wrong++ == 0)
                    ADD_FAILURE() << "(" << x << ", " << y << ") channel " << c << " is "
                                  << int{rgba[at + static_cast<std::size_t>(c)]} << ", expected "
                                  << int{want[static_cast<std::size_t>(c)]};
            }
        }
    }
    EXPECT_EQ(wrong, 0);
    // The palette pass only reads the indices: they are still there.
    expect_indices(target.read_indices(context()), 320, 200,
                   [&](int x, int y) { return vulkan_test::inside(push, x, y) ? pattern_index(x, y) : 200; });
}

TEST_F(OffscreenTargetTest, RendersAndReadsBackAt3840x2160) {
    const OffscreenTarget target = OffscreenTarget::create(context(), 3840, 2160);
    const vulkan_test::TestPattern pattern(context());
    const TestPatternPush push = rect(1, 2, 3839, 2157);
    context().submit_and_wait([&](VkCommandBuffer cmd) {
        target.begin_rendering(cmd, 42);
        pattern.draw(cmd, push);
        target.end_rendering(cmd);
    });
    expect_indices(target.read_indices(context()), 3840, 2160,
                   [&](int x, int y) { return vulkan_test::inside(push, x, y) ? pattern_index(x, y) : 42; });
}

// A CPU device draws into an image the host reads in place (the level
// renderer's choice there); its rows may be wider than the image.
TEST_F(OffscreenTargetTest, MappedReadbackGivesTheSameFramesAsTheCopy) {
    if (!OffscreenTarget::can_map_indices(context(), false)) {
        ASSERT_FALSE(context().info().is_cpu) << "lavapipe draws into host-mapped images";
        GTEST_SKIP() << context().info().name << " cannot draw into a linear R8_UINT image";
    }
    constexpr int kWidth = 333, kHeight = 217;  // rows not a multiple of any alignment
    const vulkan_test::TestPattern pattern(context());
    const TestPatternPush first = rect(0, 0, kWidth, kHeight, 0.2f, 3);
    const TestPatternPush second = rect(11, 5, 301, 199, 0.5f, 60);
    const auto draw_two_frames = [&](const OffscreenTarget& target) {
        std::vector<render::Frame> frames;
        for (const TestPatternPush& push : {first, second}) {
            context().submit_and_wait([&](VkCommandBuffer cmd) {
                target.begin_rendering(cmd, 77);
                pattern.draw(cmd, push);
                target.end_rendering(cmd);
                target.record_index_readback(cmd);
            });
            frames.push_back(target.read_indices(context()));
        }
        return frames;
    };
    const OffscreenTarget mapped = OffscreenTarget::create(context(), kWidth, kHeight, false,
                                                           OffscreenTarget::IndexReadback::mapped);
    EXPECT_GE(mapped.indices_read_back().pitch, static_cast<std::size_t>(kWidth));
    const std::vector<render::Frame> got = draw_two_frames(mapped);
    expect_indices(got[0], kWidth, kHeight, [&](int x, int y) { return pattern_index(x, y, 3); });
    expect_indices(got[1], kWidth, kHeight,
                   [&](int x, int y) { return vulkan_test::inside(second, x, y) ? pattern_index(x, y, 60) : 77; });
    const std::vector<render::Frame> copied = draw_two_frames(OffscreenTarget::create(context(), kWidth, kHeight));
    EXPECT_EQ(got[1].pixels, copied[1].pixels);
}

TEST_F(OffscreenTargetTest, RejectsSizesTheDeviceCannotMake) {
    const int too_big = static_cast<int>(context().info().max_image_dimension_2d) + 1;
    EXPECT_THROW(OffscreenTarget::create(context(), 0, 200), base::Error);
    EXPECT_THROW(OffscreenTarget::create(context(), 320, -1), base::Error);
    EXPECT_THROW(OffscreenTarget::create(context(), too_big, 8), base::Error);
}

}  // namespace
