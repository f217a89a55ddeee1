// The rectangles the Vulkan renderer draws the floors, ceilings and sky
// over (ViewWalk::plane_cover) hold every plane pixel of the walk, the
// sky's apart from the others', with few pixels to spare; the span map
// written within them (find_spans) is the one written over the whole view
// there, and nothing outside them is touched.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "render/software/view_walk.h"
#include "support/walked_frames.h"

namespace {

using render::software::kNoSpanRecord;
using render::software::kSkySpan;
using render::software::PlaneRect;

constexpr std::uint32_t kUntouched = 0x5eed5eedu;

// Which rectangle kinds hold each pixel: bit 0 a floor's or ceiling's, bit 1 the sky's.
std::vector<std::uint8_t> holders(const std::vector<PlaneRect>& rects, std::size_t first_sky, int width, int height) {
    std::vector<std::uint8_t> held(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    for (std::size_t i = 0; i < rects.size(); ++i) {
        const PlaneRect& r = rects[i];
        EXPECT_TRUE(r.x1 >= 0 && r.x1 <= r.x2 && r.x2 < width && r.y1 >= 0 && r.y1 <= r.y2 && r.y2 < height)
            << "rectangle " << i << ": " << r.x1 << "," << r.y1 << " to " << r.x2 << "," << r.y2;
        for (int y = std::max(r.y1, 0); y <= std::min(r.y2, height - 1); ++y)
            for (int x = std::max(r.x1, 0); x <= std::min(r.x2, width - 1); ++x)
                held[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)] |=
                    i < first_sky ? 1 : 2;
    }
    return held;
}

TEST(PlaneCover, HoldsEveryPlanePixelOfTheWalk) {
    const int frames = test_support::for_each_walked_frame([](const test_support::WalkedFrame& frame) {
        render::software::ViewWalk& walk = frame.walk;
        const int w = frame.tables.width, h = frame.tables.height;
        std::vector<PlaneRect> rects;
        const std::size_t first_sky = walk.plane_cover(rects, 64);
        ASSERT_LE(first_sky, rects.size());

        // The whole view's span map, and the one written within the rectangles only.
        const auto pixel_count = static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
        std::vector<std::uint32_t> whole(pixel_count, kUntouched), within(pixel_count, kUntouched);
        walk.find_spans(whole, w, std::vector<PlaneRect>{{0, 0, w - 1, h - 1}});
        walk.find_spans(within, w, rects);
        const std::vector<std::uint8_t> held = holders(rects, first_sky, w, h);

        long plane_pixels = 0, held_pixels = 0, wrong = 0;
        for (std::size_t p = 0; p < pixel_count; ++p) {
            if (held[p]) ++held_pixels;
            const std::uint32_t id = whole[p];
            const bool plane = id != kNoSpanRecord;
            if (plane) ++plane_pixels;
            const bool right = !held[p] ? !plane && within[p] == kUntouched
                               : id == kSkySpan ? (held[p] & 2) != 0 && within[p] == id
                               : plane          ? (held[p] & 1) != 0 && within[p] == id
                                                : within[p] == kNoSpanRecord;
            if (!right && wrong++ == 0)
                ADD_FAILURE() << frame.where << ": pixel " << p % static_cast<std::size_t>(w) << ","
                              << p / static_cast<std::size_t>(w) << " has span " << id << ", held " << int(held[p]) << ", written " << within[p];
        }
        EXPECT_EQ(wrong, 0);
        // Few pixels to spare: the rectangles are for shading only what shows.
        EXPECT_LE(held_pixels, plane_pixels + plane_pixels / 2 + 64 * h) << frame.where;
    });
    EXPECT_GT(frames, 10);
}

}  // namespace
