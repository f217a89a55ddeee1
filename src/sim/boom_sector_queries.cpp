// The neighbour queries Boom added for its generalized and extended line
// types (the PrBoom family's p_spec.c utilities, by behaviour).
#include <climits>

#include "sim/sector_queries.h"

namespace sim {

namespace {

const SectorState& state(const World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }

// The nearest neighbouring plane strictly past `height` in `direction`
// (1 above, -1 below), or `height` when none is.
template <class Plane>
fixed_t next_plane(const World& w, int sector, fixed_t height, int direction, Plane plane) {
    fixed_t best = height;
    bool found = false;
    for (int line : w.sector_info(sector).lines) {
        const int other = next_sector(w, line, sector);
        if (other < 0) continue;
        const fixed_t h = plane(state(w, other));
        if ((static_cast<long long>(h) - height) * direction <= 0) continue;
        if (!found || (static_cast<long long>(h) - best) * direction < 0) {
            best = h;
            found = true;
        }
    }
    return best;
}

// Texture heights the loader knows; an unknown number measures nothing.
template <class Texture>
fixed_t shortest_around(const World& w, int sector, Texture texture_of) {
    // Boom starts within range so the sum stays sane (unless comp_model).
    fixed_t minsize = w.opts.compat.has(comp_model) ? INT_MAX : 32000 * base::kFracUnit;
    const auto& heights = w.textures.texture_heights;
    const int count = static_cast<int>(w.sector_info(sector).lines.size());
    for (int i = 0; i < count; ++i) {
        if (!two_sided(w, sector, i)) continue;
        for (int side = 0; side < 2; ++side) {
            const int sd = side_of(w, sector, i, side);
            if (sd < 0) continue;
            const int tex = texture_of(w.sides[static_cast<std::size_t>(sd)]);
            if (tex <= 0 || static_cast<std::size_t>(tex) >= heights.size()) continue;
            const fixed_t h = heights[static_cast<std::size_t>(tex)] * base::kFracUnit;
            if (h < minsize) minsize = h;
        }
    }
    return minsize;
}

template <class Plane>
int model_sector(const World& w, int sector, fixed_t height, Plane plane) {
    const int count = static_cast<int>(w.sector_info(sector).lines.size());
    for (int i = 0; i < count; ++i) {
        if (!two_sided(w, sector, i)) continue;
        const int other = sector_of_side(w, sector, i, sector_of_side(w, sector, i, 0) == sector ? 1 : 0);
        if (other < 0) continue;
        if (plane(state(w, other)) == height) return other;
    }
    return -1;
}

fixed_t ceiling_of(const SectorState& s) { return s.ceilingheight; }
fixed_t floor_of(const SectorState& s) { return s.floorheight; }

}  // namespace

fixed_t find_next_lowest_ceiling(const World& w, int sector, fixed_t height) {
    return next_plane(w, sector, height, -1, ceiling_of);
}

fixed_t find_next_highest_ceiling(const World& w, int sector, fixed_t height) {
    return next_plane(w, sector, height, 1, ceiling_of);
}

fixed_t find_shortest_lower_around(const World& w, int sector) {
    return shortest_around(w, sector, [](const SideState& s) { return s.bottomtexture; });
}

fixed_t find_shortest_upper_around(const World& w, int sector) {
    return shortest_around(w, sector, [](const SideState& s) { return s.toptexture; });
}

int find_model_floor_sector(const World& w, int sector, fixed_t height) {
    return model_sector(w, sector, height, floor_of);
}

int find_model_ceiling_sector(const World& w, int sector, fixed_t height) {
    return model_sector(w, sector, height, ceiling_of);
}

}  // namespace sim
