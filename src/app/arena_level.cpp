#include "app/arena_level.h"

#include "map/blockmap_builder.h"
#include "map/derived_fields.h"

namespace app {

map::Level make_arena_level(int size_units) {
    using base::kFracUnit;
    map::Level level;
    level.name = "ARENA";
    const base::fixed_t s = size_units * kFracUnit;
    // Clockwise, so the room is on each line's right (front) side.
    level.vertices = {{0, 0}, {0, s}, {s, s}, {s, 0}};
    map::Sector sector;
    sector.floor_height = 0;
    sector.ceiling_height = 256 * kFracUnit;
    sector.floor_flat = "FLOOR4_8";
    sector.ceiling_flat = "CEIL3_5";
    sector.light = 192;
    level.sectors.push_back(sector);
    const base::angle_t angles[4] = {base::kAng90, 0, base::kAng270, base::kAng180};
    for (int i = 0; i < 4; ++i) {
        map::Side side;
        side.top_texture = side.bottom_texture = "-";
        side.mid_texture = "STARTAN3";
        level.sides.push_back(side);
        map::Line line;
        line.v1 = i;
        line.v2 = (i + 1) % 4;
        line.flags = map::kLineBlocking;
        line.sides = {i, map::kNone};
        level.lines.push_back(line);
        map::Seg seg;
        seg.v1 = line.v1;
        seg.v2 = line.v2;
        seg.angle = angles[i];
        seg.line = i;
        level.segs.push_back(seg);
    }
    level.subsectors.push_back({0, 4, 0});
    level.things.push_back({size_units / 2, size_units / 2, 90, 1, 7});
    level.blockmap = map::build_blockmap(level.vertices, level.lines, level.name);
    level.reject.assign(1, 0);
    map::compute_derived_fields(level);
    return level;
}

}  // namespace app
