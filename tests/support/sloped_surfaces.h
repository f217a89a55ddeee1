#pragma once
// What the slope drawing tests share: a walk over tests/data/slopes (a ramp
// built by Plane_Align, a plane given by its equation, a triangle with a
// vertex height, a copied plane), and a check that every pixel of a view
// lies on the surface its id names, where the simulation's planes put it.
// Each pixel's ray (the true 3D view's, which at pitch 0 is the software
// renderer's too: view_rays.h) is followed into the map: a floor or
// ceiling pixel must meet its plane inside its own sector, a wall pixel
// must meet its seg between the heights its part spans there.
#include <array>
#include <cmath>
#include <memory>
#include <optional>

#include "render/screen_layout.h"
#include "render/surface_image.h"
#include "render/view_tables.h"
#include "render/vulkan/true_view_data.h"
#include "sim/game.h"
#include "sim/map_utility.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/view_rays.h"

namespace test_support {

inline constexpr double kUnit = 1.0 / 65536.0;
inline double plane_z(const sim::SectorState& s, bool ceiling, double x, double y) {
    const auto fx = static_cast<base::fixed_t>(std::lround(x * 65536)), fy = static_cast<base::fixed_t>(std::lround(y * 65536));
    return (ceiling ? s.ceiling_at(fx, fy) : s.floor_at(fx, fy)) * kUnit;
}

// Where the ray meets the sector's floor or ceiling (planes are linear: two samples give it).
inline std::optional<std::array<double, 2>> meet_plane(const Ray& r, const sim::SectorState& s, bool ceiling) {
    const double t0 = 1, t1 = 2;
    const auto gap = [&](double t) {
        const double x = r.from[0] + t * r.direction[0], y = r.from[1] + t * r.direction[1];
        return r.from[2] + t * r.direction[2] - plane_z(s, ceiling, x, y);
    };
    const double g0 = gap(t0), g1 = gap(t1);
    if (g0 == g1) return std::nullopt;
    const double t = t0 + (t1 - t0) * g0 / (g0 - g1);
    if (t <= 0) return std::nullopt;
    return std::array<double, 2>{r.from[0] + t * r.direction[0], r.from[1] + t * r.direction[1]};
}

struct Tally {
    long pixels = 0, consistent = 0;
    double share() const { return pixels ? static_cast<double>(consistent) / static_cast<double>(pixels) : 0.0; }
};

class SlopedView {
public:
    SlopedView() : data_(test_support::iwad_data("freedoom2.wad+../slopes/slopes.wad")) {
        world_ = std::make_unique<sim::World>(data_.defs);
        sim::GameOptions options;
        options.mode = data_.source->mode();
        sim::new_game(*world_, *data_.source, options);
    }
    sim::World& world() { return *world_; }
    const test_support::IwadData& data() const { return data_; }

    // Turn round on the spot, walk up the ramp, turn round again.
    void step(int tic) {
        std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        if (tic < 96 || tic >= 136) cmds[0].angleturn = 700;
        else cmds[0].forwardmove = 25;
        sim::run_tic(*world_, *data_.source, cmds);
    }

private:
    const test_support::IwadData& data_;
    std::unique_ptr<sim::World> world_;
};

// Checks each floor, ceiling and wall pixel of `surfaces` against the world's planes.
inline void check_frame(const sim::World& world, const render::SurfaceImage& surfaces, const render::ScreenLayout& layout,
                 std::optional<double> pitch, Tally& planes, Tally& sloped_planes, Tally& walls) {
    const render::ViewTables tables = render::ViewTables::build(layout);
    render::vulkan::TrueEye eye = render::vulkan::true_eye(world, 0, tables);
    if (pitch) eye.pitch = *pitch;
    const std::array<double, 16> inv = inverse(render::vulkan::true_clip_from_map(eye, tables));
    const double focal = tables.projection * kUnit;
    for (int y = 0; y < surfaces.height; ++y)
        for (int x = 0; x < surfaces.width; ++x) {
            const std::uint32_t id = surfaces.ids[static_cast<std::size_t>(y * surfaces.width + x)];
            const render::SurfaceKind kind = render::surface_kind(id);
            const Ray ray = pixel_ray(inv, x, y, surfaces.width, surfaces.height);
            const std::uint32_t index = id & 0x0fffffffu;
            if (kind == render::SurfaceKind::floor || kind == render::SurfaceKind::ceiling) {
                const bool ceiling = kind == render::SurfaceKind::ceiling;
                bool any_sloped = false, found = false;
                for (std::size_t n = 0; n < world.sectors.size(); ++n) {
                    const sim::SectorState& s = world.sectors[n];
                    const int flat = ceiling ? s.ceilingpic : s.floorpic;
                    if (render::plane_index(ceiling ? s.ceilingheight : s.floorheight, flat, s.lightlevel) != index) continue;
                    any_sloped |= ceiling ? s.ceilingplane.sloped : s.floorplane.sloped;
                    const auto hit = meet_plane(ray, s, ceiling);
                    if (!hit) continue;
                    const int sub = sim::point_in_subsector(world, static_cast<base::fixed_t>(std::lround((*hit)[0] * 65536)),
                                                            static_cast<base::fixed_t>(std::lround((*hit)[1] * 65536)));
                    found |= world.level.subsectors[static_cast<std::size_t>(sub)].sector == static_cast<int>(n);
                }
                Tally& t = any_sloped ? sloped_planes : planes;
                ++t.pixels;
                t.consistent += found;
            } else if (kind == render::SurfaceKind::wall && index % 4 != 3) {
                const map::Seg& seg = world.level.segs.at(index / 4);
                const map::Vertex& v1 = world.level.vertices[static_cast<std::size_t>(seg.v1)];
                const map::Vertex& v2 = world.level.vertices[static_cast<std::size_t>(seg.v2)];
                // The ray against the seg's vertical plane.
                const double ax = v1.x * kUnit, ay = v1.y * kUnit, dx = v2.x * kUnit - ax, dy = v2.y * kUnit - ay;
                const double denom = ray.direction[0] * dy - ray.direction[1] * dx;
                if (denom == 0) continue;
                const double t = ((ax - ray.from[0]) * dy - (ay - ray.from[1]) * dx) / denom;
                const double hx = ray.from[0] + t * ray.direction[0], hy = ray.from[1] + t * ray.direction[1];
                const double hz = ray.from[2] + t * ray.direction[2];
                const sim::SectorState& front = world.sectors[static_cast<std::size_t>(seg.front_sector)];
                const sim::SectorState* back =
                    seg.back_sector == map::kNone ? nullptr : &world.sectors[static_cast<std::size_t>(seg.back_sector)];
                double low = plane_z(front, false, hx, hy), high = plane_z(front, true, hx, hy);
                if (index % 4 == 0 && back) high = plane_z(*back, false, hx, hy);
                if (index % 4 == 2 && back) low = plane_z(*back, true, hx, hy);
                // A pixel and a half at the wall's distance: the rasteriser samples pixel centres.
                const double depth = (hx - eye.x) * std::cos(eye.yaw) + (hy - eye.y) * std::sin(eye.yaw);
                const double slack = 1.5 * std::abs(depth) / focal / std::cos(eye.pitch) + 0.01;
                ++walls.pixels;
                walls.consistent += hz >= low - slack && hz <= high + slack;
            }
        }
}

}  // namespace test_support
