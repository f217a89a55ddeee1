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
    const sim::SectorPlane& slope = pl.kind.slope;
    plane_surface_ = surface_id(pl.kind.ceiling ? SurfaceKind::ceiling : SurfaceKind::floor,
                                plane_index(pl.kind.height, plane_flat_, pl.kind.lightlevel));
    SlopedPlane& p = sloped_planes_.emplace_back();
    p.eye_x = viewx_ * kUnit;
    p.eye_y = viewy_ * kUnit;
    // A column's ray per unit of depth: forward, plus (x - centerx) /
    // projection of the view's right.
    const double yaw = radians(viewangle_);
    const double forward_x = std::cos(yaw), forward_y = std::sin(yaw);
    const double per_column = base::kFracUnit / static_cast<double>(t_->projection);
    p.ray_dx = forward_y * per_column;
    p.ray_dy = -forward_x * per_column;
    // Column x's ray is the one at the original's coordinate x, as the
    // true 3D view places pixel centres (true_view_data.h).
    p.ray_x = forward_x - t_->centerx * p.ray_dx;
    p.ray_y = forward_y - t_->centerx * p.ray_dy;
    // The plane's height above the eye where the eye stands, and its rise:
    // a ray (dx, dy, dz) per unit of depth meets it at depth
    // gap / (dz - rise_x dx - rise_y dy).
    const double rise_x = std::ldexp(static_cast<double>(slope.rise_x), -sim::kSlopeBits);
    const double rise_y = std::ldexp(static_cast<double>(slope.rise_y), -sim::kSlopeBits);
    double gap = (sim::sloped_plane_z(slope, pl.kind.height, viewx_, viewy_) - viewz_) * kUnit;
    // The eye on the plane sees it edge on: just off it, on the side the walk found.
    if (std::abs(gap) < kUnit) gap = pl.kind.ceiling ? kUnit : -kUnit;
    plane_gap_ = gap;
    plane_rise_x_ = rise_x;
    plane_rise_y_ = rise_y;
    p.inverse_depth_dx = -(rise_x * p.ray_dx + rise_y * p.ray_dy) / gap;
    if (plane_look_ = pl.kind.look; plane_look_) {
        const double turn = -radians(plane_look_->rotation);
        p.turn_cos = std::cos(turn);
        p.turn_sin = std::sin(turn);
        p.xscale = plane_look_->xscale * kUnit;
        p.yscale = plane_look_->yscale * kUnit;
        p.xoffset = plane_look_->xoffset * kUnit;
        p.yoffset = plane_look_->yoffset * kUnit;
    }
    p.source = pixels_->flat(plane_flat_);
    p.zlight = t_->zlight[static_cast<std::size_t>(light_row(pl.kind.lightlevel, extralight_))].data();
    p.colormaps = colormap(0);
    p.colour_base = pl.kind.colour_base;
    p.fixed_row = fixedcolormap_ ? fixed_row_ : -1;
    p.colormap_rows = assets_->colormaps.count();
    p.surface = plane_surface_;
    sloped_plane_ = &p;
}

void ViewRenderer::map_sloped_plane(int y, int x1, int x2) {
    // The row's ray rises dz per unit of depth.
    const double dz = -(y - t_->centery) * base::kFracUnit / static_cast<double>(t_->projection << t_->detailshift);
    const SlopedPlane& p = *sloped_plane_;
    const double ray_x = p.ray_x + x1 * p.ray_dx, ray_y = p.ray_y + x1 * p.ray_dy;
    SlopedSpanJob job;
    job.y = y;
    job.x1 = x1;
    job.x2 = x2;
    job.inverse_depth = (dz - plane_rise_x_ * ray_x - plane_rise_y_ * ray_y) / plane_gap_;
    job.plane = &p;
    queue_->sloped_span(canvas_, job);
}

}  // namespace render::software
