#include "sim/slope_setup.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

#include "base/log.h"
#include "sim/hexen_specials.h"
#include "sim/map_utility.h"
#include "sim/sector_queries.h"

namespace sim {

namespace {

constexpr int kPlaneAlign = 181;
constexpr int kPlaneCopy = 118;

// ZDoom's slope things (P_SpawnSlopeMakers), read whatever their skills.
constexpr int kVavoomFloor = 1500, kVavoomCeiling = 1501;
constexpr int kVertexFloorZ = 1504, kVertexCeilingZ = 1505;
constexpr int kSlopeFloorPointLine = 9500, kSlopeCeilingPointLine = 9501;
constexpr int kSetFloorSlope = 9502, kSetCeilingSlope = 9503;
constexpr int kCopyFloorPlane = 9510, kCopyCeilingPlane = 9511;

double to_units(fixed_t v) { return static_cast<double>(v) / base::kFracUnit; }

fixed_t to_fixed(double units) {
    const double v = std::round(units * base::kFracUnit);
    if (!(v >= std::numeric_limits<fixed_t>::min())) return std::numeric_limits<fixed_t>::min();
    if (v > std::numeric_limits<fixed_t>::max()) return std::numeric_limits<fixed_t>::max();
    return static_cast<fixed_t>(v);
}

SectorPlane& plane_of(SectorState& s, bool ceiling) { return ceiling ? s.ceilingplane : s.floorplane; }
fixed_t& height_of(SectorState& s, bool ceiling) { return ceiling ? s.ceilingheight : s.floorheight; }

// A plane rising (rise_x, rise_y) that is `z` units high at vertex
// `anchor`, set as the sector's floor or ceiling. A flat one keeps z as
// the height.
void set_plane(World& w, int sector, bool ceiling, double rise_x, double rise_y, const map::Vertex& anchor, double z) {
    SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
    plane_of(s, ceiling) = make_plane(rise_x, rise_y, anchor.x, anchor.y);
    height_of(s, ceiling) = to_fixed(z);
}

struct Vec3 {
    double x = 0, y = 0, z = 0;
};

Vec3 cross(const Vec3& a, const Vec3& b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }

// The plane through `at` square to `normal`, as the sector's floor or
// ceiling; false for a vertical one, which no sector can have. (Which way
// the normal points does not matter here: a plane is kept as a height and
// its rises.)
bool set_plane_through(World& w, int sector, bool ceiling, const Vec3& normal, const Vec3& at) {
    if (normal.z == 0 || !std::isfinite(normal.x / normal.z) || !std::isfinite(normal.y / normal.z)) return false;
    set_plane(w, sector, ceiling, -normal.x / normal.z, -normal.y / normal.z, {to_fixed(at.x), to_fixed(at.y)}, at.z);
    return true;
}

const map::Vertex* first_vertex(const World& w, int sector) {
    const map::Sector& ms = w.level.sectors[static_cast<std::size_t>(sector)];
    if (ms.lines.empty()) return nullptr;
    return &w.level.vertices[static_cast<std::size_t>(w.level.lines[static_cast<std::size_t>(ms.lines[0])].v1)];
}

// UDMF planes a*x + b*y + c*z + d = 0, used when all four are given.
void explicit_planes(World& w) {
    const auto& ext = w.level.extensions.sectors;
    for (std::size_t i = 0; i < ext.size() && i < w.sectors.size(); ++i) {
        for (const bool ceiling : {false, true}) {
            const auto& p = ceiling ? ext[i].ceiling.plane : ext[i].floor.plane;
            if (!p[0] || !p[1] || !p[2] || !p[3]) continue;
            const double a = *p[0], b = *p[1], c = *p[2], d = *p[3];
            const std::string what = std::string(ceiling ? "ceiling" : "floor") + "plane of sector " + std::to_string(i);
            if (c == 0 || !std::isfinite(a / c) || !std::isfinite(b / c) || !std::isfinite(d / c)) {
                base::warn(w.level.where + ": the " + what + " is vertical or not a number; the plane stays flat");
                continue;
            }
            const map::Vertex* anchor = first_vertex(w, static_cast<int>(i));
            if (!anchor) continue;
            const double z = -(a * to_units(anchor->x) + b * to_units(anchor->y) + d) / c;
            set_plane(w, static_cast<int>(i), ceiling, -a / c, -b / c, *anchor, z);
        }
    }
}

// P_AlignPlane: `sector`'s plane meets the other sector's height along
// the line and keeps its own at the sector's vertex farthest from it.
void align_plane(World& w, int sector, int line, bool ceiling) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const int other = ld.front_sector == sector ? ld.back_sector : ld.front_sector;
    if (other == map::kNone) return;
    const map::Vertex& v1 = w.level.vertices[static_cast<std::size_t>(ld.v1)];
    const double lx = to_units(v1.x), ly = to_units(v1.y), ldx = to_units(ld.dx), ldy = to_units(ld.dy);
    // Twice the area of the triangle the line makes with a vertex: its
    // distance from the line times the line's length, signed.
    auto cross = [&](const map::Vertex& v) { return (to_units(v.x) - lx) * ldy - (to_units(v.y) - ly) * ldx; };
    const map::Vertex* far = nullptr;
    double far_cross = 0;
    for (int l : w.level.sectors[static_cast<std::size_t>(sector)].lines) {
        const map::Line& sl = w.level.lines[static_cast<std::size_t>(l)];
        for (int v : {sl.v1, sl.v2}) {
            const map::Vertex& vert = w.level.vertices[static_cast<std::size_t>(v)];
            const double c = cross(vert);
            if (std::fabs(c) > std::fabs(far_cross)) {
                far_cross = c;
                far = &vert;
            }
        }
    }
    if (!far) return;  // every vertex on the line: no plane to make
    SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
    const double own = to_units(height_of(s, ceiling));
    const double theirs = to_units(height_of(w.sectors[static_cast<std::size_t>(other)], ceiling));
    // z = theirs + (own - theirs) * cross(p) / cross(far), a linear function of p.
    const double k = (own - theirs) / far_cross;
    plane_of(s, ceiling) = make_plane(k * ldy, -k * ldx, far->x, far->y);
}

void plane_align_lines(World& w) {
    const auto& ext = w.level.extensions.lines;
    for (std::size_t i = 0; i < ext.size() && i < w.level.lines.size(); ++i) {
        if (ext[i].special != kPlaneAlign) continue;
        const map::Line& ld = w.level.lines[i];
        if (ld.back_sector == map::kNone) continue;
        const std::array<int, 5> a = hexen_args(ext[i].args);
        for (const bool ceiling : {false, true}) {
            int bits = (ceiling ? a[1] : a[0]) & 3;
            // Older maps put the ceiling's choice in bits 2-3 of the floor's.
            if (ceiling && bits == 0) bits = (a[0] >> 2) & 3;
            if (bits == 1) align_plane(w, ld.front_sector, static_cast<int>(i), ceiling);
            if (bits == 2) align_plane(w, ld.back_sector, static_cast<int>(i), ceiling);
        }
    }
}

// Each vertex's given floor and ceiling heights: VertexFloorZ and
// VertexCeilingZ things standing exactly on it (their height absolute),
// then the vertex's own zfloor and zceiling, which win.
using VertexHeights = std::vector<std::optional<double>>;

void vertex_heights(const World& w, VertexHeights& floors, VertexHeights& ceilings) {
    const std::size_t count = w.level.vertices.size();
    floors.assign(count, std::nullopt);
    ceilings.assign(count, std::nullopt);
    const auto& things = w.level.things;
    for (std::size_t t = 0; t < things.size() && t < w.level.extensions.things.size(); ++t) {
        if (things[t].type != kVertexFloorZ && things[t].type != kVertexCeilingZ) continue;
        for (std::size_t v = 0; v < count; ++v) {
            const map::Vertex& vert = w.level.vertices[v];
            if (vert.x != things[t].x * base::kFracUnit || vert.y != things[t].y * base::kFracUnit) continue;
            (things[t].type == kVertexFloorZ ? floors : ceilings)[v] = w.level.extensions.things[t].height;
        }
    }
    const auto& vext = w.level.extensions.vertices;
    for (std::size_t v = 0; v < vext.size() && v < count; ++v) {
        if (vext[v].zfloor) floors[v] = vext[v].zfloor;
        if (vext[v].zceiling) ceilings[v] = vext[v].zceiling;
    }
}

// A triangle's plane through its three vertices, where a vertex without a
// height given stands at the sector's own height.
void vertex_height_planes(World& w) {
    VertexHeights floors, ceilings;
    vertex_heights(w, floors, ceilings);
    const auto given = [](const VertexHeights& h) { return std::any_of(h.begin(), h.end(), [](const auto& z) { return z.has_value(); }); };
    if (!given(floors) && !given(ceilings)) return;
    for (std::size_t s = 0; s < w.sectors.size(); ++s) {
        const map::Sector& ms = w.level.sectors[s];
        if (ms.lines.size() != 3) continue;
        int verts[3] = {w.level.lines[static_cast<std::size_t>(ms.lines[0])].v1,
                        w.level.lines[static_cast<std::size_t>(ms.lines[0])].v2, map::kNone};
        for (int v : {w.level.lines[static_cast<std::size_t>(ms.lines[1])].v1,
                      w.level.lines[static_cast<std::size_t>(ms.lines[1])].v2})
            if (v != verts[0] && v != verts[1]) verts[2] = v;
        if (verts[2] == map::kNone) continue;
        for (const bool ceiling : {false, true}) {
            SectorState& sec = w.sectors[s];
            const double own = to_units(height_of(sec, ceiling));
            double x[3], y[3], z[3];
            bool any = false;
            int anchor = 0;  // a vertex at the sector's own height, if any, keeps that height
            for (int k = 0; k < 3; ++k) {
                const auto n = static_cast<std::size_t>(verts[k]);
                const std::optional<double>& h = (ceiling ? ceilings : floors)[n];
                x[k] = to_units(w.level.vertices[n].x);
                y[k] = to_units(w.level.vertices[n].y);
                z[k] = h ? *h : own;
                any |= h.has_value();
                if (!h) anchor = k;
            }
            if (!any) continue;
            // The normal (p1 - p0) x (p2 - p0); the plane is z = z0 - (nx dx + ny dy) / nz.
            const double ax = x[1] - x[0], ay = y[1] - y[0], az = z[1] - z[0];
            const double bx = x[2] - x[0], by = y[2] - y[0], bz = z[2] - z[0];
            const double nx = ay * bz - az * by, ny = az * bx - ax * bz, nz = ax * by - ay * bx;
            if (nz == 0) continue;  // the three vertices on one line
            set_plane(w, static_cast<int>(s), ceiling, -nx / nz, -ny / nz,
                      w.level.vertices[static_cast<std::size_t>(verts[anchor])], z[anchor]);
        }
    }
}

int sector_by_tag(const World& w, int tag) {
    const int s = find_sector_from_tag(w, tag, -1);
    return s < 0 ? map::kNone : s;
}

void copy_plane(World& w, int from, int to, bool ceiling) {
    if (from == map::kNone || to == map::kNone) return;
    SectorState& src = w.sectors[static_cast<std::size_t>(from)];
    SectorState& dst = w.sectors[static_cast<std::size_t>(to)];
    plane_of(dst, ceiling) = plane_of(src, ceiling);
    height_of(dst, ceiling) = height_of(src, ceiling);
}

// Plane_Copy (front floor tag, front ceiling tag, back floor tag, back
// ceiling tag, share): the tagged sectors' planes, then the share bits
// (1/2: floor front to back / back to front, 4/8 the same for ceilings).
void plane_copy_lines(World& w) {
    const auto& ext = w.level.extensions.lines;
    for (std::size_t i = 0; i < ext.size() && i < w.level.lines.size(); ++i) {
        if (ext[i].special != kPlaneCopy) continue;
        const map::Line& ld = w.level.lines[i];
        const std::array<int, 5> a = hexen_args(ext[i].args);
        for (int k = 0; k < 4; ++k) {
            if (!a[static_cast<std::size_t>(k)]) continue;
            const int to = (k & 2) ? ld.back_sector : ld.front_sector;
            copy_plane(w, sector_by_tag(w, a[static_cast<std::size_t>(k)]), to, k & 1);
        }
        if (ld.back_sector == map::kNone) continue;
        if ((a[4] & 3) == 1) copy_plane(w, ld.front_sector, ld.back_sector, false);
        if ((a[4] & 3) == 2) copy_plane(w, ld.back_sector, ld.front_sector, false);
        if ((a[4] & 12) == 4) copy_plane(w, ld.front_sector, ld.back_sector, true);
        if ((a[4] & 12) == 8) copy_plane(w, ld.back_sector, ld.front_sector, true);
    }
}

std::string thing_place(const World& w, std::size_t t) {
    return w.level.where + ": thing " + std::to_string(t) + " at (" + std::to_string(w.level.things[t].x) + ", " +
           std::to_string(w.level.things[t].y) + ")";
}

// SlopeFloorPointLine, SlopeCeilingPointLine: each line with id arg0
// tilts the plane on the thing's side of it so that it keeps its height
// along the line and meets the thing's point.
void slope_line_to_point(World& w, std::size_t t, const Vec3& point, bool ceiling) {
    const int id = w.level.extensions.things[t].args[0];
    for (std::size_t l = 0; l < w.level.lines.size(); ++l) {
        if (!line_has_id(w, static_cast<int>(l), id)) continue;
        const map::Line& ld = w.level.lines[l];
        const map::Vertex& v1 = w.level.vertices[static_cast<std::size_t>(ld.v1)];
        const map::Vertex& v2 = w.level.vertices[static_cast<std::size_t>(ld.v2)];
        const double dx = to_units(ld.dx), dy = to_units(ld.dy);
        const bool back = (point.y - to_units(v1.y)) * dx + (to_units(v1.x) - point.x) * dy > 1.0 / 65536;
        const int sector = back ? ld.back_sector : ld.front_sector;
        if (sector == map::kNone) continue;
        const SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
        const auto z_at = [&](const map::Vertex& v) { return to_units(ceiling ? s.ceiling_at(v.x, v.y) : s.floor_at(v.x, v.y)); };
        const Vec3 start{to_units(v1.x), to_units(v1.y), z_at(v1)};
        const Vec3 along{dx, dy, z_at(v2) - start.z};
        const Vec3 normal = cross(along, {point.x - start.x, point.y - start.y, point.z - start.z});
        if (!set_plane_through(w, sector, ceiling, normal, point)) {
            base::warn(thing_place(w, t) + ": a slope thing on its line (or above it) makes no plane; planes stay as they are");
            return;
        }
    }
}

// SetFloorSlope, SetCeilingSlope: the plane through the thing tilted
// arg0 degrees (1-179, 90 level) toward its facing.
void set_slope(World& w, int sector, bool ceiling, int facing, int tilt, const Vec3& point) {
    const double up = std::clamp(tilt, 1, 179) * std::numbers::pi / 180;
    const double toward = facing * std::numbers::pi / 180;
    Vec3 normal{std::cos(up) * std::cos(toward), std::cos(up) * std::sin(toward), std::sin(up)};
    set_plane_through(w, sector, ceiling, normal, point);
}

// VavoomFloor, VavoomCeiling: the sector's line whose first argument is
// the thing's id stays at the plane's height; the plane rises (or falls)
// to the thing's absolute height at the thing.
void vavoom_slope(World& w, std::size_t t, int sector, bool ceiling) {
    const map::ThingExtension& fields = w.level.extensions.things[t];
    const Vec3 point{static_cast<double>(w.level.things[t].x), static_cast<double>(w.level.things[t].y), fields.height};
    const double height = to_units(height_of(w.sectors[static_cast<std::size_t>(sector)], ceiling));
    for (int l : w.level.sectors[static_cast<std::size_t>(sector)].lines) {
        const auto& ext = w.level.extensions.lines;
        if (static_cast<std::size_t>(l) >= ext.size() || hexen_args(ext[static_cast<std::size_t>(l)].args)[0] != fields.id)
            continue;
        const map::Line& ld = w.level.lines[static_cast<std::size_t>(l)];
        const map::Vertex& v1 = w.level.vertices[static_cast<std::size_t>(ld.v1)];
        const map::Vertex& v2 = w.level.vertices[static_cast<std::size_t>(ld.v2)];
        const Vec3 to_v2{point.x - to_units(v2.x), point.y - to_units(v2.y), point.z - height};
        const Vec3 to_v1{point.x - to_units(v1.x), point.y - to_units(v1.y), point.z - height};
        if (!set_plane_through(w, sector, ceiling, cross(to_v2, to_v1), point))
            base::warn(thing_place(w, t) + ": a Vavoom slope thing on its line makes no plane; the plane stays as it is");
        return;
    }
}

void slope_things(World& w) {
    const auto& things = w.level.things;
    for (std::size_t t = 0; t < things.size() && t < w.level.extensions.things.size(); ++t) {
        const int type = things[t].type;
        if (type != kVavoomFloor && type != kVavoomCeiling && (type < kSlopeFloorPointLine || type > kSetCeilingSlope))
            continue;
        const fixed_t x = things[t].x * base::kFracUnit, y = things[t].y * base::kFracUnit;
        const int sector = w.sector_of_subsector(point_in_subsector(w, x, y));
        const bool ceiling = type == kSlopeCeilingPointLine || type == kSetCeilingSlope || type == kVavoomCeiling;
        if (type == kVavoomFloor || type == kVavoomCeiling) {
            vavoom_slope(w, t, sector, ceiling);
            continue;
        }
        // The thing's height is above (or below) its sector's plane there.
        const SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
        const Vec3 point{to_units(x), to_units(y),
                         to_units(ceiling ? s.ceiling_at(x, y) : s.floor_at(x, y)) + w.level.extensions.things[t].height};
        if (type == kSetFloorSlope || type == kSetCeilingSlope)
            set_slope(w, sector, ceiling, things[t].angle, w.level.extensions.things[t].args[0], point);
        else
            slope_line_to_point(w, t, point, ceiling);
    }
}

// CopyFloorPlane, CopyCeilingPlane: the sector the thing stands in takes
// the plane of the first sector tagged arg0.
void copy_plane_things(World& w) {
    const auto& things = w.level.things;
    for (std::size_t t = 0; t < things.size() && t < w.level.extensions.things.size(); ++t) {
        if (things[t].type != kCopyFloorPlane && things[t].type != kCopyCeilingPlane) continue;
        const int to = w.sector_of_subsector(
            point_in_subsector(w, things[t].x * base::kFracUnit, things[t].y * base::kFracUnit));
        copy_plane(w, sector_by_tag(w, w.level.extensions.things[t].args[0]), to, things[t].type == kCopyCeilingPlane);
    }
}

}  // namespace

bool is_slope_thing(int doomednum) {
    return doomednum == kVavoomFloor || doomednum == kVavoomCeiling || doomednum == kVertexFloorZ ||
           doomednum == kVertexCeilingZ || (doomednum >= kSlopeFloorPointLine && doomednum <= kSetCeilingSlope) ||
           doomednum == kCopyFloorPlane || doomednum == kCopyCeilingPlane;
}

bool reads_slopes(const World& w) {
    const map::MapNamespace ns = w.level.extensions.ns;
    return ns == map::MapNamespace::ZDoom || ns == map::MapNamespace::ZDoomTranslated || ns == map::MapNamespace::Hexen;
}

void build_sector_planes(World& w) {
    w.sloped_level = false;
    if (!reads_slopes(w)) return;
    explicit_planes(w);
    if (hexen_specials(w)) plane_align_lines(w);
    slope_things(w);
    vertex_height_planes(w);
    copy_plane_things(w);
    if (hexen_specials(w)) plane_copy_lines(w);
    note_sloped_level(w);
}

void note_sloped_level(World& w) {
    w.sloped_level = false;
    for (const SectorState& s : w.sectors) w.sloped_level |= s.sloped();
}

}  // namespace sim
