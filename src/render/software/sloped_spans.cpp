#include "render/software/sloped_spans.h"

#include <cmath>

#include "render/view_tables.h"

namespace render::software {

namespace {

// Past the original's farthest light column; also where a ray that never
// meets the plane (the row's far edge, rounding) is taken to end.
constexpr double kFarthest = 32767.0;

int texel(double position) { return static_cast<int>(static_cast<std::int64_t>(std::floor(position)) & 63); }

}  // namespace

void draw_sloped_span(const Canvas& canvas, const SlopedSpanJob& job) {
    if (!canvas.pixels || job.x2 < job.x1) return;
    const SlopedPlane& p = *job.plane;
    std::uint8_t* dest = canvas.pixels + static_cast<std::ptrdiff_t>(job.y) * canvas.pitch;
    const std::ptrdiff_t surface_row = static_cast<std::ptrdiff_t>(job.y) * canvas.width;
    for (int x = job.x1; x <= job.x2; ++x) {
        const double inverse = job.inverse_depth + (x - job.x1) * p.inverse_depth_dx;
        if (p.depth) {
            float& nearest = p.depth[surface_row + x];
            if (inverse <= nearest) continue;
            nearest = static_cast<float>(inverse);
        }
        const double depth = inverse > 1.0 / kFarthest ? 1.0 / inverse : kFarthest;
        const double mx = p.eye_x + depth * (p.ray_x + x * p.ray_dx);
        const double my = p.eye_y + depth * (p.ray_y + x * p.ray_dy);
        const double u = (mx * p.turn_cos - my * p.turn_sin) * p.xscale + p.xoffset;
        const double v = -(mx * p.turn_sin + my * p.turn_cos) * p.yscale + p.yoffset;
        int row = p.fixed_row;
        if (row < 0) {
            const auto distance = static_cast<fixed_t>(depth * base::kFracUnit);
            row = p.zlight[plane_light_index(distance)] + p.colour_base;
        }
        dest[x] = p.colormaps[static_cast<std::ptrdiff_t>(row) * 256 + p.source[texel(v) << 6 | texel(u)]];
        if (canvas.surface_ids) {
            canvas.surface_ids[surface_row + x] = p.surface;
            canvas.light_rows[surface_row + x] = row < p.colormap_rows ? static_cast<std::uint8_t>(row) : kNoLightRow;
        }
    }
}

}  // namespace render::software
