// ZDoom's 3D floors (sim/extra_floors.h) in the software renderer. A slab
// can hide part of a wall and show the rest above and below it, which one
// opening per column cannot say; so while a level has slabs, everything
// the walk draws (walls, planes, things, masked middles) notes its inverse
// depth per pixel, and after the things each slab's planes and sides are
// drawn where they are nearer than what is there (and note theirs). The
// pieces are the true 3D view's (render/scene/extra_floor_mesh.h): the
// planes over every subsector of the sector a slab stands in, the sides
// along the segs that part it from another, with its surface ids; they are
// lit as ZDoom lights them (render/slab_lights.h), in the control sector's
// colours. Translucent slabs come after the opaque ones, far to near,
// each drawn opaque and then blended over what it covered (SlabLayerJob).
// A slab that shows its insides (swimmable, type bit 4) shows its planes
// from either side.
#include <cmath>
#include <numbers>

#include "render/software/view_renderer.h"
#include "sim/extra_floors.h"

namespace render::software {

namespace {

constexpr double kUnit = 1.0 / base::kFracUnit;
// Nearer than this (map units) a piece is cut off, as behind the eye.
constexpr double kNear = 1.0 / 16;

struct MapPoint {
    double x, y, z;
};

// A convex polygon cut to the part at least kNear in front of the eye.
std::vector<MapPoint> in_front(const std::vector<MapPoint>& polygon, double eye_x, double eye_y, double forward_x,
                               double forward_y) {
    std::vector<MapPoint> kept;
    const auto depth = [&](const MapPoint& p) { return (p.x - eye_x) * forward_x + (p.y - eye_y) * forward_y; };
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const MapPoint& a = polygon[i];
        const MapPoint& b = polygon[(i + 1) % polygon.size()];
        const double da = depth(a) - kNear, db = depth(b) - kNear;
        if (da >= 0) kept.push_back(a);
        if ((da >= 0) != (db >= 0)) {
            const double t = da / (da - db);
            kept.push_back({a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), a.z + t * (b.z - a.z)});
        }
    }
    return kept;
}

}  // namespace

void ViewRenderer::prepare_extra_floors(const sim::World& world) {
    slab_mesh_ = {};
    slab_parts_ = {};
    map_flat_vertices_ = 0;
    if (!world.extra_floors.any()) return;
    slab_mesh_ = scene::build_level_mesh(world.level);
    map_flat_vertices_ = slab_mesh_.flat_vertices.size();
    slab_parts_ = scene::add_extra_floors(slab_mesh_, world.level, world.extra_floors.all());
}

void ViewRenderer::begin_depths(const sim::World& world) {
    depths_ = world.extra_floors.any();
    if (!depths_) return;
    depth_.assign(static_cast<std::size_t>(t_->width) * static_cast<std::size_t>(t_->height), 0.0f);
    inverse_projection_ = 1.0 / static_cast<double>(t_->projection << t_->detailshift);
}

void ViewRenderer::note_depth_column(int x, int yl, int yh, fixed_t scale) {
    const auto inverse = static_cast<float>(scale * inverse_projection_);
    float* at = depth_.data() + static_cast<std::ptrdiff_t>(std::max(yl, 0)) * t_->width + x;
    for (int y = std::max(yl, 0); y <= std::min(yh, t_->height - 1); ++y, at += t_->width) *at = std::max(*at, inverse);
}

void ViewRenderer::note_depth(int x, int y, double inverse) {
    float& at = depth_[static_cast<std::size_t>(y) * static_cast<std::size_t>(t_->width) + static_cast<std::size_t>(x)];
    at = std::max(at, static_cast<float>(inverse));
}

void ViewRenderer::draw_extra_floors() {
    if (!depths_) return;
    draw_slab_pieces(-1);
    // The translucent ones after the opaque, far to near by the view depth
    // of the centres of the sectors they stand in (as the true 3D view
    // orders them), each blended over what is there.
    const auto slabs = world_->extra_floors.all();
    const double yaw = static_cast<double>(viewangle_) * (2 * std::numbers::pi / 4294967296.0);
    std::vector<std::pair<double, int>> translucent;
    for (std::size_t k = 0; k < slabs.size(); ++k) {
        if (looks_.slab_blend(k) == 0) continue;
        const map::Sector& centre = world_->level.sectors[static_cast<std::size_t>(slabs[k].target)];
        const double dx = (centre.sound_x - viewx_) * kUnit, dy = (centre.sound_y - viewy_) * kUnit;
        translucent.emplace_back(dx * std::cos(yaw) + dy * std::sin(yaw), static_cast<int>(k));
    }
    std::stable_sort(translucent.begin(), translucent.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    if (translucent.empty()) return;
    kept_depth_.resize(depth_.size());
    kept_pixels_.resize(depth_.size());
    SlabLayerJob layer{nullptr, depth_.data(), kept_depth_.data(), kept_pixels_.data()};
    for (const auto& [distance, k] : translucent) {
        layer.blend = nullptr;
        queue_->slab_layer(canvas_, layer);
        draw_slab_pieces(k);
        layer.blend = looks_.blend_table(looks_.slab_blend(static_cast<std::size_t>(k)));
        queue_->slab_layer(canvas_, layer);
    }
}

void ViewRenderer::draw_slab_pieces(int only) {
    const auto slabs = world_->extra_floors.all();
    const auto drawn = [&](std::size_t k) {
        return only < 0 ? looks_.slab_blend(k) == 0 : k == static_cast<std::size_t>(only);
    };
    const double yaw = static_cast<double>(viewangle_) * (2 * std::numbers::pi / 4294967296.0);
    const double fx = std::cos(yaw), fy = std::sin(yaw);
    const double ex = viewx_ * kUnit, ey = viewy_ * kUnit, ez = viewz_ * kUnit;
    const double columns = static_cast<double>(t_->projection) * kUnit;
    const double rows = static_cast<double>(t_->projection << t_->detailshift) * kUnit;
    const auto sector_count = world_->sectors.size();

    // The planes: each slab's top where the eye is above it, its bottom
    // where the eye is below it, both from either side where the slab shows
    // its insides (ZDoom's "both planes"), a triangle at a time.
    for (std::size_t v = map_flat_vertices_; v + 2 < slab_mesh_.flat_vertices.size(); v += 3) {
        const std::size_t plane_sector = slab_mesh_.flat_vertices[v].sector - sector_count;
        if (plane_sector % 2 == 1) continue;  // the true 3D view's inside faces: these are drawn from either side
        const std::size_t k = plane_sector / 2;
        if (!drawn(k)) continue;
        const sim::ExtraFloor& f = slabs[k];
        const sim::SectorState& c = world_->sectors[static_cast<std::size_t>(f.control)];
        for (const bool top : {true, false}) {
            // The control's plane that bounds this face (a thin slab's
            // underside is its top, with the bottom's flat), and its flat.
            const bool ceiling_plane = (top || f.thin) != f.vavoom;
            const sim::SectorPlane& slope = ceiling_plane ? c.ceilingplane : c.floorplane;
            const fixed_t height = ceiling_plane ? c.ceilingheight : c.floorheight;
            const fixed_t at_eye = sim::plane_z(slope, height, viewx_, viewy_);
            if (at_eye == viewz_) continue;  // edge on
            const bool from_below = at_eye > viewz_;
            if (from_below == top && !f.render_inside) continue;  // seen from its other side
            int flat = top != f.vavoom ? c.ceilingpic : c.floorpic;
            if (flat >= 0 && static_cast<std::size_t>(flat) < world_->flat_translation.size())
                flat = world_->flat_translation[static_cast<std::size_t>(flat)];
            // Lit as a surface facing the eye at its height (render/slab_lights.h).
            const int light = slab_lights_.face_level(*world_, f, top, from_below);
            const std::uint32_t surface = surface_id(from_below ? SurfaceKind::ceiling : SurfaceKind::floor,
                                                     plane_index(height, flat, light));
            SlopedPlane& plane = new_sloped_plane(slope, height, from_below, flat, light, looks_.colour_base(f.control),
                                                  nullptr, surface);
            plane.depth = depth_.data();
            std::vector<MapPoint> triangle;
            for (std::size_t i = 0; i < 3; ++i) {
                const scene::FlatVertex& p = slab_mesh_.flat_vertices[v + i];
                const fixed_t z = sim::plane_z(slope, height, static_cast<fixed_t>(std::lround(p.x * base::kFracUnit)),
                                               static_cast<fixed_t>(std::lround(p.y * base::kFracUnit)));
                triangle.push_back({p.x, p.y, z * kUnit});
            }
            const std::vector<MapPoint> kept = in_front(triangle, ex, ey, fx, fy);
            if (kept.size() < 3) continue;
            // Onto the screen: column x and row y are the rays at the
            // original's coordinates x and y (as sloped planes map them).
            std::vector<std::array<double, 2>> screen;
            double top_row = 1e30, bottom_row = -1e30;
            for (const MapPoint& p : kept) {
                const double dx = p.x - ex, dy = p.y - ey, depth = dx * fx + dy * fy, side = dx * fy - dy * fx;
                const double sx = t_->centerx + side / depth * columns, sy = t_->centery - (p.z - ez) / depth * rows;
                screen.push_back({sx, sy});
                top_row = std::min(top_row, sy);
                bottom_row = std::max(bottom_row, sy);
            }
            const int first = std::max(0, static_cast<int>(std::ceil(top_row)));
            const int last = std::min(t_->height - 1, static_cast<int>(std::ceil(bottom_row)) - 1);
            for (int y = first; y <= last; ++y) {
                double left = 1e30, right = -1e30;
                for (std::size_t i = 0; i < screen.size(); ++i) {
                    const auto& a = screen[i];
                    const auto& b = screen[(i + 1) % screen.size()];
                    if ((a[1] <= y && y < b[1]) || (b[1] <= y && y < a[1])) {
                        const double x = a[0] + (y - a[1]) / (b[1] - a[1]) * (b[0] - a[0]);
                        left = std::min(left, x);
                        right = std::max(right, x);
                    }
                }
                const int x1 = std::max(0, static_cast<int>(std::ceil(left)));
                const int x2 = std::min(t_->width - 1, static_cast<int>(std::ceil(right)) - 1);
                if (x1 <= x2) queue_->sloped_span(canvas_, sloped_row(plane, y, x1, x2));
            }
        }
    }

    // The sides, from the sector beside the slab's.
    const auto seg_count = static_cast<std::uint32_t>(world_->level.segs.size());
    for (std::size_t i = 0; i < slab_parts_.segs.size(); ++i) {
        const scene::ExtraFloorSeg& part = slab_parts_.segs[i];
        if (!drawn(part.slab)) continue;
        const sim::ExtraFloor& f = slabs[part.slab];
        const map::Seg& seg = world_->level.segs[part.seg];
        const map::Vertex& v1 = world_->level.vertices[static_cast<std::size_t>(seg.v1)];
        const map::Vertex& v2 = world_->level.vertices[static_cast<std::size_t>(seg.v2)];
        const double ax = v1.x * kUnit, ay = v1.y * kUnit, lx = (v2.x - v1.x) * kUnit, ly = (v2.y - v1.y) * kUnit;
        if (lx * (ey - ay) - ly * (ex - ax) >= 0) continue;  // the eye is not on its front side
        const std::vector<MapPoint> ends = in_front({{ax, ay, 0}, {ax + lx, ay + ly, 0}}, ex, ey, fx, fy);
        if (ends.size() < 2) continue;
        const auto column_of = [&](const MapPoint& p) {
            const double dx = p.x - ex, dy = p.y - ey;
            return t_->centerx + (dx * fy - dy * fx) / (dx * fx + dy * fy) * columns;
        };
        const int x1 = std::max(0, static_cast<int>(std::ceil(std::min(column_of(ends[0]), column_of(ends[1])))));
        const int x2 = std::min(t_->width - 1,
                                static_cast<int>(std::ceil(std::max(column_of(ends[0]), column_of(ends[1])))) - 1);
        if (x1 > x2) continue;

        const sim::SectorState& c = world_->sectors[static_cast<std::size_t>(f.control)];
        const sim::SectorPlane& top_slope = f.vavoom ? c.floorplane : c.ceilingplane;
        const sim::SectorPlane& bottom_slope = f.thin ? top_slope : f.vavoom ? c.ceilingplane : c.floorplane;
        const fixed_t top = f.vavoom ? c.floorheight : c.ceilingheight;
        const fixed_t bottom = f.thin ? top : f.vavoom ? c.ceilingheight : c.floorheight;
        const map::Line& master = world_->level.lines[static_cast<std::size_t>(f.line)];
        const int master_side = master.sides[0];
        if (master_side < 0) continue;
        const sim::SideState& side = world_->sides[static_cast<std::size_t>(master_side)];
        const int texture = wall_texture(f.side_texture == 1   ? side.toptexture
                                         : f.side_texture == 2 ? side.bottomtexture
                                                               : side.midtexture,
                                         master_side, f.side_texture == 1 ? 0 : f.side_texture == 2 ? 2 : 1);
        if (texture == 0) continue;
        const std::uint8_t* lights = wall_lights(seg, slab_lights_.face_level(*world_, f, true, true));
        const int colour_base = looks_.colour_base(f.control);
        DepthColumnJob job;
        job.depth = depth_.data();
        job.column.texturemid = top - viewz_ + side.rowoffset;  // hung from the slab's top
        job.column.surface = wall_surface(static_cast<int>(seg_count + i), 1);
        for (int x = x1; x <= x2; ++x) {
            // Where column x's ray meets the seg's line.
            const double rx = fx + (x - t_->centerx) / columns * fy, ry = fy - (x - t_->centerx) / columns * fx;
            const double across = lx * ry - ly * rx;
            if (across == 0) continue;
            const double t = std::clamp(((ex - ax) * ry - (ey - ay) * rx) / across, 0.0, 1.0);
            const double px = ax + t * lx, py = ay + t * ly;
            const double depth = (px - ex) * fx + (py - ey) * fy;
            if (depth < kNear) continue;
            const auto mx = static_cast<fixed_t>(std::lround(px * base::kFracUnit));
            const auto my = static_cast<fixed_t>(std::lround(py * base::kFracUnit));
            const double high = sim::plane_z(top_slope, top, mx, my) * kUnit;
            const double low = sim::plane_z(bottom_slope, bottom, mx, my) * kUnit;
            job.column.yl = std::max(0, static_cast<int>(std::ceil(t_->centery - (high - ez) / depth * rows)));
            job.column.yh = std::min(t_->height - 1, static_cast<int>(std::ceil(t_->centery - (low - ez) / depth * rows)) - 1);
            if (job.column.yl > job.column.yh) continue;
            const auto scale = static_cast<fixed_t>(std::min(rows / depth, 32767.0) * base::kFracUnit);
            const int light = fixedcolormap_ ? fixed_row_ : lights[t_->scale_light_index(scale)] + colour_base;
            job.column.x = x;
            job.column.colormap = colormap(light);
            job.column.light_row = surface_light(light);
            job.column.iscale = static_cast<fixed_t>(depth / rows * base::kFracUnit);
            const double along = t * std::hypot(lx, ly) + (seg.offset + side.textureoffset) * kUnit;
            const WallColumn source = pixels_->wall_column(texture, static_cast<int>(std::floor(along)));
            job.column.source = source.pixels;
            job.column.defined = source.defined;
            job.inverse_depth = static_cast<float>(1.0 / depth);
            queue_->depth_column(canvas_, job);
        }
    }
}

}  // namespace render::software
