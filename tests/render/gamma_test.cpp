// The gamma levels: each brightens every colour at least as much as the
// level below it, keeps white white and the order of colours, and level 0
// changes nothing by more than one step (the original's first row).
#include "render/gamma.h"

#include <gtest/gtest.h>

namespace {

std::array<assets::Rgb, 256> grey_ramp() {
    std::array<assets::Rgb, 256> ramp{};
    for (int i = 0; i < 256; ++i) {
        const auto v = static_cast<std::uint8_t>(i);
        ramp[static_cast<std::size_t>(i)] = {v, v, v};
    }
    return ramp;
}

TEST(Gamma, LevelsBrightenInOrderAndKeepWhite) {
    const auto ramp = grey_ramp();
    std::array<assets::Rgb, 256> below = render::gamma_corrected(ramp, 0);
    for (int i = 0; i < 256; ++i) EXPECT_LE(std::abs(below[static_cast<std::size_t>(i)].r - i), 1) << i;
    for (int level = 1; level < render::kGammaLevels; ++level) {
        const auto now = render::gamma_corrected(ramp, level);
        EXPECT_EQ(now[255].r, 255);
        for (std::size_t i = 0; i < 256; ++i) {
            EXPECT_GE(now[i].r, below[i].r) << "level " << level << ", value " << i;
            if (i > 0) {
                EXPECT_GE(now[i].r, now[i - 1].r) << "level " << level << ", value " << i;
            }
        }
        EXPECT_GT(now[64].r, below[64].r) << level;
        below = now;
    }
}

TEST(Gamma, EachComponentIsLookedUpAlone) {
    std::array<assets::Rgb, 256> palette{};
    palette[7] = {10, 100, 200};
    const auto corrected = render::gamma_corrected(palette, 3);
    const auto ramp = render::gamma_corrected(grey_ramp(), 3);
    EXPECT_EQ(corrected[7].r, ramp[10].r);
    EXPECT_EQ(corrected[7].g, ramp[100].g);
    EXPECT_EQ(corrected[7].b, ramp[200].b);
    EXPECT_EQ(render::gamma_corrected(palette, 9)[7].g, render::gamma_corrected(palette, 4)[7].g);
}

}  // namespace
