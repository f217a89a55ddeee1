#pragma once
// What each view pixel shows, for compare: both renderers can fill one of
// these beside their index image, so a view that cannot be the original's
// pixels (the true 3D one) is measured by surface and by light row.
#include <cstdint>
#include <vector>

#include "base/fixed.h"

namespace render {

// Kind in bits 28-31, index in bits 0-27.
enum class SurfaceKind : std::uint32_t { none = 0, wall = 1, floor = 2, ceiling = 3, sky = 4, thing = 5, weapon = 6 };
constexpr std::uint32_t surface_id(SurfaceKind kind, std::uint32_t index) {
    return (static_cast<std::uint32_t>(kind) << 28) | (index & 0x0fffffffu);
}
constexpr SurfaceKind surface_kind(std::uint32_t id) { return static_cast<SurfaceKind>(id >> 28); }
// wall: seg * 4 + part (0 lower, 1 middle, 2 upper, 3 masked middle:
// render::scene::WallPart's order). floor / ceiling: plane_index of the
// visible plane, since the original's visplanes join sectors of one
// height, flat and light. sky: 0. thing: the sprite picture's index
// (ProjectedSprite::picture). weapon: 0.
constexpr std::uint32_t plane_index(base::fixed_t height, int flat, int light_level) {
    return (static_cast<std::uint32_t>(height >> 16) & 0xfffu) | ((static_cast<std::uint32_t>(flat) & 0xffu) << 12) |
           ((static_cast<std::uint32_t>(light_level) & 0xffu) << 20);
}
inline constexpr std::uint8_t kNoLightRow = 255;  // sky, none, or a pixel whose row is not a COLORMAP row

struct SurfaceImage {
    int width = 0, height = 0;             // the view's size (the view rows only, no status bar)
    std::vector<std::uint32_t> ids;        // surface_id per pixel, row-major
    std::vector<std::uint8_t> light_rows;  // COLORMAP row (0..33) per pixel, or kNoLightRow
};

}  // namespace render
