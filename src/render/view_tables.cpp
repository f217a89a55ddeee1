#include "render/view_tables.h"

#include <algorithm>
#include <cstdlib>

#include "base/trig_tables.h"

namespace render {

namespace {

constexpr int kFieldOfView = 2048;  // fine angles: 90°

// R_InitTextureMapping: which column each view angle lands on, and back.
void build_texture_mapping(ViewTables& t) {
    const fixed_t focallength =
        base::fixed_div(t.projection, base::fine_tangent(base::kFineAngles / 4 + kFieldOfView / 2));
    t.viewangletox.assign(base::kFineAngles / 2, 0);
    for (unsigned i = 0; i < base::kFineAngles / 2; ++i) {
        const fixed_t tangent = base::fine_tangent(i);
        int x;
        if (tangent > base::kFracUnit * 2) {
            x = -1;
        } else if (tangent < -base::kFracUnit * 2) {
            x = t.width + 1;
        } else {
            x = (t.centerxfrac - base::fixed_mul(tangent, focallength) + base::kFracUnit - 1) >> base::kFracBits;
            if (x < -1) x = -1;
            else if (x > t.width + 1) x = t.width + 1;
        }
        t.viewangletox[i] = x;
    }
    // The smallest angle that maps to each column.
    t.xtoviewangle.assign(static_cast<std::size_t>(t.width) + 1, 0);
    for (int x = 0; x <= t.width; ++x) {
        unsigned i = 0;
        while (t.viewangletox[i] > x) ++i;
        t.xtoviewangle[static_cast<std::size_t>(x)] = (i << base::kAngleToFineShift) - base::kAng90;
    }
    // Off-screen angles clip to the edges.
    for (auto& x : t.viewangletox) {
        if (x == -1) x = 0;
        else if (x == t.width + 1) x = t.width;
    }
    t.clipangle = t.xtoviewangle[0];
}

}  // namespace

ViewTables ViewTables::build(const ScreenLayout& layout) {
    ViewTables t;
    t.width = layout.view_width;
    t.height = layout.view_height;
    t.detailshift = layout.detail;
    t.layout_scale = layout.scale;
    t.centerx = t.width / 2;
    t.centerxfrac = t.centerx << base::kFracBits;
    // R_ExecuteSetViewSize: projection is centerxfrac, the window's half
    // width in columns. A bordered window is screenblocks × 32 wide (16 ×
    // screenblocks half), the full view 320, each scaled; a wider full view
    // keeps the 320-wide projection.
    const int blocks = std::min(layout.screenblocks, kFullWidthBlocks);
    const std::int64_t half_width = std::int64_t{16} * blocks;
    t.projection = static_cast<fixed_t>((half_width * layout.scale) >> t.detailshift);
    build_texture_mapping(t);

    // FRACUNIT × viewwidth / SCREENWIDTH and its inverse, viewwidth in
    // columns (halved in low detail), scaled.
    const std::int64_t tenths = std::int64_t{10} << t.detailshift;
    t.pspritescale = static_cast<fixed_t>(std::int64_t{layout.scale} * blocks / tenths);
    t.pspriteiscale =
        static_cast<fixed_t>((std::int64_t{base::kFracUnit} << base::kFracBits) * tenths / (std::int64_t{layout.scale} * blocks));
    t.sky_iscale = t.pspriteiscale >> t.detailshift;

    t.set_pitch(layout.pitch_rows());
    t.distscale.resize(static_cast<std::size_t>(t.width));
    for (int i = 0; i < t.width; ++i) {
        const fixed_t cosadj =
            std::abs(base::fine_cosine(t.xtoviewangle[static_cast<std::size_t>(i)] >> base::kAngleToFineShift));
        t.distscale[static_cast<std::size_t>(i)] = base::fixed_div(base::kFracUnit, cosadj);
    }

    t.base_projection = t.projection;
    if (layout.scale != base::kFracUnit) {
        ScreenLayout unscaled = layout;
        unscaled.scale = base::kFracUnit;
        unscaled.view_width =
            layout.bordered()
                ? (layout.screenblocks * 32) >> t.detailshift
                : static_cast<int>(((std::int64_t{t.width} << base::kFracBits) + layout.scale - 1) / layout.scale);
        unscaled.view_height = kBaseHeight - kBaseStatusBarHeight;
        ViewTables base_tables = build(unscaled);
        t.base_xtoviewangle = std::move(base_tables.xtoviewangle);
        t.base_distscale = std::move(base_tables.distscale);
        t.base_projection = base_tables.projection;
    }

    // Light tables as R_ExecuteSetViewSize and R_InitLightTables fill them;
    // DISTMAP is 2. Wall and sprite light follows the window's width in
    // 320-wide pixels (viewwidth << detailshift), floor light does not.
    const int window_pixels = static_cast<int>(half_width * 2);
    for (int i = 0; i < kLightLevels; ++i) {
        const int startmap = ((kLightLevels - 1 - i) * 2) * kNumColormaps / kLightLevels;
        for (int j = 0; j < kMaxLightScale; ++j) {
            int level = startmap - j * kBaseWidth / window_pixels / 2;
            level = level < 0 ? 0 : level >= kNumColormaps ? kNumColormaps - 1 : level;
            t.scalelight[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(level);
        }
        for (int j = 0; j < kMaxLightZ; ++j) {
            fixed_t scale = base::fixed_div(kBaseWidth / 2 * base::kFracUnit, (j + 1) << kLightZShift);
            scale >>= kLightScaleShift;
            int level = startmap - scale / 2;
            level = level < 0 ? 0 : level >= kNumColormaps ? kNumColormaps - 1 : level;
            t.zlight[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(level);
        }
    }
    return t;
}

void ViewTables::set_pitch(int rows) {
    pitch = rows;
    centery = height / 2 + rows;
    centeryfrac = centery << base::kFracBits;
    yslope.resize(static_cast<std::size_t>(height));
    for (int i = 0; i < height; ++i) {
        // Rows sample at the centre of a 320×200 pixel (half a pixel at
        // 320×200, as the original), so larger screens sample the same
        // points on the rows that start each original pixel.
        const fixed_t dy = std::abs(((i - centery) << base::kFracBits) + layout_scale / 2);
        // The numerator is the window's half width in pixels, not columns.
        yslope[static_cast<std::size_t>(i)] = base::fixed_div(projection << detailshift, dy);
    }
}

namespace {

int light_index(fixed_t scale, fixed_t layout_scale, int shift) {
    const std::int64_t normalised =
        layout_scale == base::kFracUnit ? scale : (std::int64_t{scale} << base::kFracBits) / layout_scale;
    const std::int64_t index = normalised >> shift;
    return index < 0 ? 0 : index >= kMaxLightScale ? kMaxLightScale - 1 : static_cast<int>(index);
}

}  // namespace

int ViewTables::scale_light_index(fixed_t scale) const { return light_index(scale, layout_scale, kLightScaleShift); }

int ViewTables::sprite_light_index(fixed_t scale) const {
    return light_index(scale, layout_scale, kLightScaleShift - detailshift);
}

}  // namespace render
