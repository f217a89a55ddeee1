#include "sim/switch_range.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

#include "sim/extra_floors.h"
#include "sim/line_blocking.h"
#include "sim/map_utility.h"
#include "sim/midtex3d.h"
#include "sim/polyobject.h"
#include "sim/world.h"

namespace sim {

namespace {

bool asks_for_range(const World& w, int line, int sidedef) {
    const auto& lines = w.level.extensions.lines;
    if (static_cast<std::size_t>(line) >= lines.size()) return false;
    if (lines[static_cast<std::size_t>(line)].flags[map::LineBool::CheckSwitchRange]) return true;
    // A solid middle texture forces the check, if there is a texture.
    return line_has_3d_midtex(w, line) && w.sides[static_cast<std::size_t>(sidedef)].midtexture > 0;
}

bool is_switch(const World& w, int texture) {
    return std::any_of(w.textures.switches.begin(), w.textures.switches.end(),
                       [&](const std::array<int, 2>& pair) { return pair[0] == texture || pair[1] == texture; });
}

// Whether a 3D floor in `sector` whose sides show the line's upper
// (`part` 1) or lower (2) texture is at the user's height at (x, y): the
// switch is then on that slab's side, in front of its eyes.
bool slab_shows_part(const World& w, int sector, int part, std::int64_t bottom, std::int64_t top, fixed_t x,
                     fixed_t y) {
    for (const ExtraFloor& f : w.extra_floors.in(sector))
        if (f.side_texture == part && bottom <= extra_floor_top(w, f, x, y) && top >= extra_floor_bottom(w, f, x, y))
            return true;
    return false;
}

bool on_polyobject(const World& w, int line) {
    return std::any_of(w.polyobjects.begin(), w.polyobjects.end(), [&](const Polyobject& po) {
        return std::find(po.lines.begin(), po.lines.end(), line) != po.lines.end();
    });
}

}  // namespace

bool reaches_switch(const World& w, int line, int side, const Mobj& user) {
    const map::Line& ml = w.level.lines[static_cast<std::size_t>(line)];
    const int sidedef = ml.sides[static_cast<std::size_t>(side)];
    if (sidedef == map::kNone || !asks_for_range(w, line, sidedef)) return true;

    // Where the user's line of facing meets the line (not held to its
    // ends), in floating point as ZDoom finds it.
    const map::Vertex& v1 = w.level.vertices[static_cast<std::size_t>(ml.v1)];
    const double x1 = v1.x, y1 = v1.y, dx = ml.dx, dy = ml.dy;
    const double yaw = user.angle * (2 * std::numbers::pi / 4294967296.0);
    const double ux = std::cos(yaw), uy = std::sin(yaw);
    const double den = uy * dx - ux * dy;
    const double frac = den == 0 ? 0 : ((user.x - x1) * uy + (y1 - user.y) * ux) / den;
    const bool poly = on_polyobject(w, line);
    // A polyobject's line: the sector it stands in, a little inside it.
    const double along = poly ? frac + 0.01 : frac;
    const auto cx = static_cast<fixed_t>(std::clamp(x1 + dx * along, -2147483648.0, 2147483647.0));
    const auto cy = static_cast<fixed_t>(std::clamp(y1 + dy * along, -2147483648.0, 2147483647.0));

    const std::int64_t bottom = user.z, top = std::int64_t{user.z} + user.height;
    const int front_index = poly ? w.sector_of_subsector(point_in_subsector(w, cx, cy))
                                 : w.level.sides[static_cast<std::size_t>(sidedef)].sector;
    const SectorState& front = w.sectors[static_cast<std::size_t>(front_index)];
    const auto within = [&](const SectorState& s) {
        return top >= s.floor_at(cx, cy) && bottom <= s.ceiling_at(cx, cy);
    };
    const int other = ml.sides[static_cast<std::size_t>(1 - side)];
    if (other == map::kNone || poly) return within(front);
    const int back_index = w.level.sides[static_cast<std::size_t>(other)].sector;
    const SectorState& back = w.sectors[static_cast<std::size_t>(back_index)];
    const std::int64_t open_top = std::min(front.ceiling_at(cx, cy), back.ceiling_at(cx, cy));
    const std::int64_t open_bottom = std::max(front.floor_at(cx, cy), back.floor_at(cx, cy));
    if (open_top <= open_bottom) return within(front);

    const SideState& s = w.sides[static_cast<std::size_t>(sidedef)];
    if (is_switch(w, s.toptexture) &&
        (slab_shows_part(w, back_index, 1, bottom, top, cx, cy) || top > open_top))
        return true;
    if (is_switch(w, s.bottomtexture) &&
        (slab_shows_part(w, back_index, 2, bottom, top, cx, cy) || bottom < open_bottom))
        return true;
    if (line_has_3d_midtex(w, line) || is_switch(w, s.midtexture)) {
        fixed_t mid_bottom, mid_top;
        if (!mid_texture_span(w, line, mid_bottom, mid_top)) return false;
        return bottom < mid_top && top > mid_bottom;
    }
    // No switch showing: either part the user can touch will do.
    return top > open_top || bottom < open_bottom;
}

}  // namespace sim
