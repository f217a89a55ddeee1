#include "render/screen_layout.h"

#include <algorithm>
#include <cstdint>
#include <string>

#include "base/error.h"

namespace render {

namespace {

int scaled(int base, base::fixed_t scale) {
    return static_cast<int>((std::int64_t{base} * scale) >> base::kFracBits);
}

}  // namespace

ScreenLayout ScreenLayout::for_size(int width, int height, int screenblocks, int detail) {
    if (width < kBaseWidth || height < kBaseHeight || width > 7680 || height > 4320)
        throw base::Error("screen size " + std::to_string(width) + "x" + std::to_string(height) +
                          " is outside 320x200 .. 7680x4320");
    if (screenblocks < kMinScreenBlocks || screenblocks > kMaxScreenBlocks)
        throw base::Error("screen size (screenblocks) " + std::to_string(screenblocks) + " is outside 3..11");
    if (detail < 0 || detail > 1) throw base::Error("detail " + std::to_string(detail) + " is neither 0 nor 1");
    ScreenLayout l;
    l.width = width;
    l.height = height;
    l.screenblocks = screenblocks;
    l.detail = detail;
    const std::int64_t by_width = (std::int64_t{width} << base::kFracBits) / kBaseWidth;
    const std::int64_t by_height = (std::int64_t{height} << base::kFracBits) / kBaseHeight;
    l.scale = static_cast<base::fixed_t>(std::min(by_width, by_height));
    l.bar_width = scaled(kBaseWidth, l.scale);
    l.bar_x = (width - l.bar_width) / 2;
    l.bar_height = screenblocks == kMaxScreenBlocks ? 0 : scaled(kBaseStatusBarHeight, l.scale);
    l.bar_y = height - l.bar_height;
    if (l.bordered()) {
        // R_ExecuteSetViewSize and R_InitBuffer, scaled.
        l.view_width = scaled(screenblocks * 32, l.scale);
        l.view_height = scaled((screenblocks * (kBaseHeight - kBaseStatusBarHeight) / 10) & ~7, l.scale);
        l.view_x = (width - l.view_width) / 2;
        l.view_y = (l.bar_y - l.view_height) / 2;
    } else {
        l.view_width = width;
        l.view_height = l.bar_y;
    }
    return l;
}

ScreenLayout ScreenLayout::view_only() const {
    ScreenLayout l = *this;
    l.view_x = l.view_y = 0;
    l.width = l.view_width = view_width >> detail;
    l.height = l.view_height;
    l.bar_x = l.bar_width = l.bar_height = 0;
    l.bar_y = l.height;
    return l;
}

ScreenLayout ScreenLayout::with_pitch(int rows) const {
    ScreenLayout l = *this;
    l.pitch = std::clamp(rows, -kMaxPitch, kMaxPitch);
    return l;
}

int ScreenLayout::pitch_rows() const {
    const int blocks = std::min(screenblocks, kFullWidthBlocks);
    return scaled(pitch * blocks, scale) / kFullWidthBlocks;
}

int ScreenLayout::base_width() const {
    return static_cast<int>((std::int64_t{width} << base::kFracBits) / scale);
}

}  // namespace render
