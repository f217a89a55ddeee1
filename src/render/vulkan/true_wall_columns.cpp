#include "render/vulkan/true_wall_columns.h"

#include <algorithm>
#include <cmath>

namespace render::vulkan {
namespace {

constexpr double kUnit = 1.0 / 65536.0;
constexpr double kNear = 1.0 / 64.0;  // shaders/true3d.glsl: kDepthNear
constexpr int kSpareColumns = 2;

}  // namespace

WallColumnRuns wall_column_runs(const map::Level& level, std::span<const int> segs, const TrueEye& eye,
                                const ViewTables& tables) {
    WallColumnRuns out;
    out.runs.reserve(segs.size());
    const double fx = std::cos(eye.yaw), fy = std::sin(eye.yaw);
    const double focal = tables.projection * kUnit;
    // Framebuffer x of a point at `side` right of the view axis and `depth` along it
    // (render/vulkan/true_view_data.h: true_clip_from_map).
    const auto screen_x = [&](double side, double depth) { return tables.centerx + 0.5 + focal * side / depth; };
    for (const int s : segs) {
        const map::Seg& seg = level.segs[static_cast<std::size_t>(s)];
        const map::Vertex& a = level.vertices[static_cast<std::size_t>(seg.v1)];
        const map::Vertex& b = level.vertices[static_cast<std::size_t>(seg.v2)];
        const double ax = a.x * kUnit - eye.x, ay = a.y * kUnit - eye.y;
        const double bx = b.x * kUnit - eye.x, by = b.y * kUnit - eye.y;
        double da = ax * fx + ay * fy, db = bx * fx + by * fy;
        double sa = ax * fy - ay * fx, sb = bx * fy - by * fx;
        if (da < kNear && db < kNear) continue;
        // An end behind the near plane is moved along the seg onto it.
        if (da < kNear) {
            const double t = (kNear - da) / (db - da);
            sa += (sb - sa) * t;
            da = kNear;
        } else if (db < kNear) {
            const double t = (kNear - db) / (da - db);
            sb += (sa - sb) * t;
            db = kNear;
        }
        const double xa = screen_x(sa, da), xb = screen_x(sb, db);
        const double lo = std::max(std::min(xa, xb), -1.0), hi = std::min(std::max(xa, xb), tables.width + 1.0);
        const int first = std::max(static_cast<int>(std::floor(lo)) - kSpareColumns, 0);
        const int last = std::min(static_cast<int>(std::ceil(hi)) + kSpareColumns, tables.width - 1);
        if (last < first) continue;
        out.runs.push_back({s, first, last - first + 1, out.records});
        out.records += last - first + 1;
    }
    return out;
}

}  // namespace render::vulkan
