// ZDoom's slopes in the software walk: which planes slope, where a seg's
// ends meet them, and the sloped visplanes' rows. The walls around a sloped
// plane mark its visplane as they mark a flat one (wall_segs.cpp: each edge
// stepped from its row at the range's two ends), so the plane fills what
// the walls leave; its pixels are then mapped one by one (sloped_spans.h).
#include <cmath>
#include <numbers>

#include "render/software/view_renderer.h"

namespace render::software {

namespace {

constexpr double kUnit = 1.0 / base::kFracUnit;

double radians(angle_t angle) { return static_cast<double>(angle) * (2 * std::numbers::pi / 4294967296.0); }

fixed_t to_fixed(double units) { return static_cast<fixed_t>(std::lround(units * base::kFracUnit)); }

}  // namespace

const sim::SectorPlane* ViewRenderer::drawn_slope(int sector, const DrawnSector& drawn, bool ceiling) const {
    if (!slopes_ || drawn.heightsec >= 0) return nullptr;
    const sim::SectorState& s = world_->sectors[static_cast<std::size_t>(sector)];
    const sim::SectorPlane& plane = ceiling ? s.ceilingplane : s.floorplane;
    return plane.sloped ? &plane : nullptr;
}

std::array<std::array<fixed_t, 2>, 2> ViewRenderer::seg_points(int x1, int x2) const {
    const map::Seg& seg = world_->level.segs[static_cast<std::size_t>(curline_)];
    const map::Vertex& v1 = world_->level.vertices[static_cast<std::size_t>(seg.v1)];
    const map::Vertex& v2 = world_->level.vertices[static_cast<std::size_t>(seg.v2)];
    const double ax = v1.x * kUnit, ay = v1.y * kUnit, ex = (v2.x - v1.x) * kUnit, ey = (v2.y - v1.y) * kUnit;
    const double vx = viewx_ * kUnit, vy = viewy_ * kUnit;
    std::array<std::array<fixed_t, 2>, 2> points{};
    for (std::size_t end = 0; end < 2; ++end) {
        const int x = end == 0 ? x1 : x2;
        // The column's ray meets the seg's line at v1 + t (v2 - v1).
        const double angle = radians(viewangle_ + t_->xtoviewangle[static_cast<std::size_t>(x)]);
        const double dx = std::cos(angle), dy = std::sin(angle);
        const double across = ex * dy - ey * dx;
        double t = end;
        if (std::abs(across) > 1e-12) t = ((vx - ax) * dy - (vy - ay) * dx) / across;
        t = std::clamp(t, 0.0, 1.0);
        points[end] = {to_fixed(ax + t * ex), to_fixed(ay + t * ey)};
    }
    return points;
}

void ViewRenderer::begin_sloped_plane(const Visplane& pl) {
    plane_surface_ = surface_id(pl.kind.ceiling ? SurfaceKind::ceiling : SurfaceKind::floor,
                                plane_index(pl.kind.height, plane_flat_, pl.kind.lightlevel));
    plane_look_ = pl.kind.look;
    sloped_plane_ = &new_sloped_plane(pl.kind.slope, pl.kind.height, pl.kind.ceiling, plane_flat_, pl.kind.lightlevel,
                                      pl.kind.colour_base, plane_look_, plane_surface_);
}

SlopedPlane& ViewRenderer::new_sloped_plane(const sim::SectorPlane& slope, fixed_t height, bool ceiling, int flat,
                                            int light, int colour_base, const PlaneLook* look, std::uint32_t surface) {
    SlopedPlane& p = sloped_planes_.emplace_back();
    p.eye_x = viewx_ * kUnit;
    p.eye_y = viewy_ * kUnit;
    // A column's ray per unit of depth: forward, plus (x - centerx) /
    // projection of the view's right. Column x's ray is the one at the
    // original's coordinate x, as the true 3D view places pixel centres
    // (true_view_data.h).
    const double yaw = radians(viewangle_);
    const double forward_x = std::cos(yaw), forward_y = std::sin(yaw);
    const double per_column = base::kFracUnit / static_cast<double>(t_->projection);
    p.ray_dx = forward_y * per_column;
    p.ray_dy = -forward_x * per_column;
    p.ray_x = forward_x - t_->centerx * p.ray_dx;
    p.ray_y = forward_y - t_->centerx * p.ray_dy;
    // The plane's height above the eye where the eye stands, and its rise:
    // a ray (dx, dy, dz) per unit of depth meets it at depth
    // gap / (dz - rise_x dx - rise_y dy).
    p.rise_x = slope.sloped ? std::ldexp(static_cast<double>(slope.rise_x), -sim::kSlopeBits) : 0.0;
    p.rise_y = slope.sloped ? std::ldexp(static_cast<double>(slope.rise_y), -sim::kSlopeBits) : 0.0;
    p.gap = (sim::plane_z(slope, height, viewx_, viewy_) - viewz_) * kUnit;
    // The eye on the plane sees it edge on: just off it, on the side it is drawn from.
    if (std::abs(p.gap) < kUnit) p.gap = ceiling ? kUnit : -kUnit;
    p.inverse_depth_dx = -(p.rise_x * p.ray_dx + p.rise_y * p.ray_dy) / p.gap;
    if (look) {
        const double turn = -radians(look->rotation);
        p.turn_cos = std::cos(turn);
        p.turn_sin = std::sin(turn);
        p.xscale = look->xscale * kUnit;
        p.yscale = look->yscale * kUnit;
        p.xoffset = look->xoffset * kUnit;
        p.yoffset = look->yoffset * kUnit;
    }
    p.source = pixels_->flat(flat);
    p.zlight = t_->zlight[static_cast<std::size_t>(light_row(light, extralight_))].data();
    p.colormaps = colormap(0);
    p.colour_base = colour_base;
    p.fixed_row = fixedcolormap_ ? fixed_row_ : -1;
    p.colormap_rows = assets_->colormaps.count();
    p.surface = surface;
    return p;
}

SlopedSpanJob ViewRenderer::sloped_row(const SlopedPlane& p, int y, int x1, int x2) const {
    // The row's ray rises dz per unit of depth. A flat plane (a 3D
    // floor's) samples its rows where yslope does, half a 320×200 pixel
    // below the row's top, as the original's and the true 3D view's flat
    // planes do; a sloped one at the original's coordinate y.
    const double rows = (y - t_->centery) + (p.rise_x == 0 && p.rise_y == 0 ? t_->layout_scale * 0.5 * kUnit : 0.0);
    const double dz = -rows * base::kFracUnit / static_cast<double>(t_->projection << t_->detailshift);
    const double ray_x = p.ray_x + x1 * p.ray_dx, ray_y = p.ray_y + x1 * p.ray_dy;
    SlopedSpanJob job;
    job.y = y;
    job.x1 = x1;
    job.x2 = x2;
    job.inverse_depth = (dz - p.rise_x * ray_x - p.rise_y * ray_y) / p.gap;
    job.plane = &p;
    return job;
}

void ViewRenderer::map_sloped_plane(int y, int x1, int x2) {
    const SlopedSpanJob job = sloped_row(*sloped_plane_, y, x1, x2);
    if (depths_)
        for (int x = x1; x <= x2; ++x)
            note_depth(x, y, job.inverse_depth + (x - x1) * sloped_plane_->inverse_depth_dx);
    queue_->sloped_span(canvas_, job);
}

}  // namespace render::software
