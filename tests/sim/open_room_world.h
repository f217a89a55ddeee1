#pragma once
// A hand-built open room for monster and action tests: one square sector,
// 1024 units wide, centred on the origin, with four blocking walls; and a
// fixture with a world on it, at vanilla's complevel unless a test says.
#include <memory>

#include <gtest/gtest.h>

#include "base/random.h"
#include "map/blockmap_builder.h"
#include "map/derived_fields.h"
#include "sim/mobjs.h"

namespace open_room_test {

using namespace sim;
using base::kFracUnit;

inline constexpr fixed_t kHalf = 512 * kFracUnit;

// One square sector, 1024 units wide, centred on the origin, with four
// blocking one-sided walls facing in; a single subsector and no nodes.
inline map::Level open_room() {
    map::Level level;
    level.name = "TEST";
    level.vertices = {{-kHalf, -kHalf}, {kHalf, -kHalf}, {kHalf, kHalf}, {-kHalf, kHalf}};
    map::Sector sector;
    sector.floor_height = 0;
    sector.ceiling_height = 256 * kFracUnit;
    sector.floor_flat = "FLOOR4_8";
    sector.ceiling_flat = "CEIL3_5";
    sector.light = 160;
    level.sectors = {sector};
    // Clockwise, so the room is on each line's right (front) side.
    const int order[4][2] = {{0, 3}, {3, 2}, {2, 1}, {1, 0}};
    for (int i = 0; i < 4; ++i) {
        map::Side side;
        side.top_texture = side.bottom_texture = "-";
        side.mid_texture = "STARTAN3";
        side.sector = 0;
        level.sides.push_back(side);
        map::Line line;
        line.v1 = order[i][0];
        line.v2 = order[i][1];
        line.flags = map::kLineBlocking;
        line.sides = {i, map::kNone};
        level.lines.push_back(line);
        map::Seg seg;
        seg.v1 = line.v1;
        seg.v2 = line.v2;
        seg.line = i;
        seg.side = 0;
        level.segs.push_back(seg);
    }
    level.subsectors = {{0, 4, 0}};
    level.blockmap = map::build_blockmap(level.vertices, level.lines, "TEST");
    level.reject.assign(1, 0);
    map::compute_derived_fields(level);
    return level;
}

class OpenRoomTest : public ::testing::Test {
protected:
    OpenRoomTest() : defs(std::make_unique<Definitions>()), w(std::make_unique<World>(*defs)) {
        w->level = open_room();
        for (const map::Sector& s : w->level.sectors) {
            SectorState st;
            st.floorheight = s.floor_height;
            st.ceilingheight = s.ceiling_height;
            st.lightlevel = s.light;
            st.special = s.special;
            st.tag = s.tag;
            w->sectors.push_back(st);
        }
        for (const map::Line& l : w->level.lines) {
            LineState st;
            st.flags = l.flags;
            st.special = l.special;
            st.tag = l.tag;
            w->lines.push_back(st);
        }
        w->sides.resize(w->level.sides.size());
        const map::Blockmap& bm = w->level.blockmap;
        w->blocklinks.assign(static_cast<std::size_t>(bm.width * bm.height), nullptr);
        w->opts.skill = Skill::Medium;
    }

    Mobj& spawn(int x, int y, MobjType type) {
        return *spawn_mobj(*w, x * kFracUnit, y * kFracUnit, kOnFloorZ, type);
    }

    // The n-th number of the original's table after the current position.
    int upcoming(int n) const {
        return base::kRandomTable[static_cast<std::size_t>((w->rng.prnd_index + n) & 0xff)];
    }

    std::unique_ptr<Definitions> defs;
    std::unique_ptr<World> w;
};

}  // namespace open_room_test
