#pragma once
// The projection and light tables the original rebuilds when the view size
// changes (R_ExecuteSetViewSize, R_InitTextureMapping, R_InitLightTables),
// generalised to any screen: the projection follows the layout's scale, so
// at 320×200 every entry is the original's and at other sizes the view is a
// scaled (and, on wide screens, horizontally widened) copy. The original's
// bordered windows and low detail change the tables as its
// R_ExecuteSetViewSize does (see screen_layout.h).
#include <array>
#include <cstdint>
#include <vector>

#include "base/fixed.h"
#include "render/screen_layout.h"

namespace render {

using base::angle_t;
using base::fixed_t;

// The original's light constants (r_main.h).
inline constexpr int kLightLevels = 16;
inline constexpr int kLightSegShift = 4;
inline constexpr int kMaxLightScale = 48;
inline constexpr int kLightScaleShift = 12;
inline constexpr int kMaxLightZ = 128;
inline constexpr int kLightZShift = 20;
inline constexpr int kNumColormaps = 32;

struct ViewTables {
    int width = 0, height = 0;  // the view's columns and rows
    int detailshift = 0;        // 1 in low detail: each column is two pixels wide
    int centerx = 0, centery = 0;
    fixed_t centerxfrac = 0, centeryfrac = 0;
    // Free look: rows centery lies below the window's middle (height / 2);
    // 0 but for a sheared view (ScreenLayout::pitch_rows).
    int pitch = 0;
    // Screen pixels per unit of x/z at unit distance: centerxfrac at
    // 320×200, the layout's scale times 160 elsewhere.
    fixed_t projection = 0;
    fixed_t layout_scale = base::kFracUnit;
    std::vector<int> viewangletox;        // fine angle (from -90°) → column
    std::vector<angle_t> xtoviewangle;    // column → angle from the view direction
    angle_t clipangle = 0;
    std::vector<fixed_t> yslope;          // row → 1/(distance from the centre row)
    std::vector<fixed_t> distscale;       // column → 1/cos(view angle)
    fixed_t pspritescale = 0, pspriteiscale = 0;
    fixed_t sky_iscale = 0;  // pspriteiscale >> detailshift (R_DrawPlanes)
    // COLORMAP rows by light level and scale (walls, sprites) or distance
    // (floors, ceilings), as the original's scalelight and zlight tables.
    std::array<std::array<std::uint8_t, kMaxLightScale>, kLightLevels> scalelight{};
    std::array<std::array<std::uint8_t, kMaxLightZ>, kLightLevels> zlight{};
    // Above 320×200: the column tables of the same view at the original's
    // scale. Floor spans start from them (see map_plane), so a scaled-up
    // frame samples the flats where the original does; empty at 320×200.
    std::vector<angle_t> base_xtoviewangle;
    std::vector<fixed_t> base_distscale;
    fixed_t base_projection = 0;  // their centerxfrac

    // For the layout's view as a screen of its own: a layout at size 10 or
    // 11 in high detail, or any layout's view_only().
    static ViewTables build(const ScreenLayout& layout);
    // Moves the centre row `rows` below the window's middle and remakes
    // what follows it (yslope), as when the layout's pitch changes.
    void set_pitch(int rows);

    // The scalelight column for a wall or sprite scale. Scales grow with
    // the screen, so they are brought back to the 320-wide model first;
    // that keeps the original's light banding at every resolution.
    int scale_light_index(fixed_t scale) const;
    // A sprite's: R_ProjectSprite shifts by LIGHTSCALESHIFT - detailshift.
    int sprite_light_index(fixed_t scale) const;
};

// The zlight column of a floor or ceiling span at `distance` (R_MapPlane).
// A distance past 32767 units wraps negative in 16.16 (a floor far below
// an eye high above it, or a wide screen's rows by the horizon): it is the
// farthest light, not an index before the table.
inline int plane_light_index(fixed_t distance) {
    const auto index = static_cast<std::uint32_t>(distance) >> kLightZShift;
    return index < kMaxLightZ ? static_cast<int>(index) : kMaxLightZ - 1;
}

// Light level of a sector (plus extra light) as a table row, clamped.
inline int light_row(int lightlevel, int extralight, int contrast = 0) {
    int n = (lightlevel >> kLightSegShift) + extralight + contrast;
    return n < 0 ? 0 : n >= kLightLevels ? kLightLevels - 1 : n;
}

}  // namespace render
