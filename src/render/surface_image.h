#pragma once
// What each view pixel shows, for `compare` between renderers that cannot
// agree pixel for pixel (the software renderer and the true 3D view): the
// surface (which wall part, plane, sky, thing or weapon) and the COLORMAP
// row it was lit with. Both renderers fill the same encoding, so the
// comparison asks "same surface?" and "same light within a row?" apart
// from "same index?".
#include <cstdint>
#include <vector>

#include "base/fixed.h"

namespace render {

// What a view pixel shows, for compare: kind in bits 28-31, index in bits 0-27.
enum class SurfaceKind : std::uint32_t { none = 0, wall = 1, floor = 2, ceiling = 3, sky = 4, thing = 5, weapon = 6 };
inline constexpr int kSurfaceKinds = 7;

constexpr std::uint32_t surface_id(SurfaceKind kind, std::uint32_t index) {
    return (static_cast<std::uint32_t>(kind) << 28) | (index & 0x0fffffffu);
}
constexpr SurfaceKind surface_kind(std::uint32_t id) { return static_cast<SurfaceKind>(id >> 28); }

// The indices per kind:
// wall: seg * 4 + part (0 lower, 1 middle, 2 upper, 3 masked middle: render::scene::WallPart's order)
// floor / ceiling: plane_index(height, flat, light) below: the visible plane's properties, since the
//   original's visplanes join sectors of one height, flat and light
// sky: 0;  thing: the sprite picture's index (ProjectedSprite::picture);  weapon: 0
// `height` is the plane's in 16.16 as the walk uses it, `flat` the flat
// number after animation as drawn, `light_level` the sector light level
// (0..255) the visplane has.
constexpr std::uint32_t plane_index(base::fixed_t height, int flat, int light_level) {
    return (static_cast<std::uint32_t>(height >> 16) & 0xfffu) | ((static_cast<std::uint32_t>(flat) & 0xffu) << 12) |
           ((static_cast<std::uint32_t>(light_level) & 0xffu) << 20);
}

inline constexpr std::uint8_t kNoLightRow = 255;  // sky, none, or a pixel whose row is not a COLORMAP row

struct SurfaceImage {
    int width = 0, height = 0;             // the view's size (the view rows only, no status bar)
    std::vector<std::uint32_t> ids;        // surface_id per pixel, row-major
    std::vector<std::uint8_t> light_rows;  // COLORMAP row (0..33) per pixel, or kNoLightRow

    // Sized and cleared: every pixel none, no light row.
    void reset(int w, int h) {
        width = w;
        height = h;
        ids.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
        light_rows.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), kNoLightRow);
    }
};

}  // namespace render
