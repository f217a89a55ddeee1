#include "sim/midtex3d.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "sim/line_blocking.h"
#include "sim/mobj.h"
#include "sim/world.h"

namespace sim {

bool midtex3d_span(const World& w, int line, fixed_t& bottom, fixed_t& top) {
    return line_has_3d_midtex(w, line) && mid_texture_span(w, line, bottom, top);
}

bool mid_texture_span(const World& w, int line, fixed_t& bottom, fixed_t& top) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    if (ld.sides[0] == map::kNone || ld.back_sector == map::kNone) return false;
    const auto side = static_cast<std::size_t>(ld.sides[0]);
    const int texture = w.sides[side].midtexture;
    const auto& heights = w.textures.texture_heights;
    if (texture <= 0 || static_cast<std::size_t>(texture) >= heights.size()) return false;
    double scale = 1.0, offset = 0.0;
    if (side < w.level.extensions.sides.size()) {
        const map::SideExtension& e = w.level.extensions.sides[side];
        if (e.scale_y[map::kPartMid] > 0) scale = e.scale_y[map::kPartMid];
        offset = e.offset_y[map::kPartMid];
    }
    const auto height = static_cast<fixed_t>(std::lround(heights[static_cast<std::size_t>(texture)] / scale * base::kFracUnit));
    const fixed_t rows = w.sides[side].rowoffset + static_cast<fixed_t>(std::lround(offset * base::kFracUnit));
    const SectorState& front = w.sectors[static_cast<std::size_t>(ld.front_sector)];
    const SectorState& back = w.sectors[static_cast<std::size_t>(ld.back_sector)];
    if (w.lines[static_cast<std::size_t>(line)].flags & map::kLineDontPegBottom) {
        bottom = rows + std::max(front.floorheight, back.floorheight);
        top = bottom + height;
    } else {
        top = rows + std::min(front.ceilingheight, back.ceilingheight);
        bottom = top - height;
    }
    return true;
}

void narrow_opening_by_midtex3d(World& w, int line, const Mobj& thing) {
    if ((thing.flags & MF_MISSILE) && line_3d_midtex_lets_missiles_by(w, line)) return;
    fixed_t bottom, top;
    if (!midtex3d_span(w, line, bottom, top)) return;
    MapScratch& tm = w.tm;
    // Middles against middles, doubled to stay whole.
    if (2 * std::int64_t{thing.z} + thing.height < std::int64_t{bottom} + top) {
        tm.opentop = std::min(tm.opentop, bottom);
    } else {
        tm.openbottom = std::max(tm.openbottom, top);
        tm.lowfloor = std::max(tm.lowfloor, top);  // no drop beyond it for a thing standing on it
    }
    tm.openrange = tm.opentop - tm.openbottom;
}

bool shot_meets_midtex3d(const World& w, int line, fixed_t z) {
    fixed_t bottom, top;
    return midtex3d_span(w, line, bottom, top) && z >= bottom && z <= top;
}

}  // namespace sim
