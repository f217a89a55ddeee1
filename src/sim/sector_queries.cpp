#include "sim/sector_queries.h"

#include <algorithm>
#include <climits>
#include <cstddef>

namespace sim {

namespace {

const map::Line& line_info(const World& w, int line) { return w.level.lines[static_cast<std::size_t>(line)]; }
const SectorState& state(const World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }
const std::vector<int>& lines_of(const World& w, int sector) { return w.sector_info(sector).lines; }

}  // namespace

int next_sector(const World& w, int line, int sector) {
    const map::Line& l = line_info(w, line);
    // Boom (unless comp_model) goes by the line's real sides rather than
    // its two-sided flag, and never returns the sector itself.
    if (w.opts.compat.fixes(comp_model)) {
        if (l.front_sector == sector) return l.back_sector == sector ? -1 : l.back_sector;
        return l.front_sector;
    }
    if (!(w.lines[static_cast<std::size_t>(line)].flags & map::kLineTwoSided)) return -1;
    if (l.front_sector == sector) return l.back_sector;
    return l.front_sector;
}

bool two_sided(const World& w, int sector, int i) {
    const int line = lines_of(w, sector)[static_cast<std::size_t>(i)];
    return (w.lines[static_cast<std::size_t>(line)].flags & map::kLineTwoSided) != 0;
}

int side_of(const World& w, int sector, int i, int side) {
    const int line = lines_of(w, sector)[static_cast<std::size_t>(i)];
    return line_info(w, line).sides[static_cast<std::size_t>(side)];
}

int sector_of_side(const World& w, int sector, int i, int side) {
    const int s = side_of(w, sector, i, side);
    return s < 0 ? -1 : w.level.sides[static_cast<std::size_t>(s)].sector;
}

fixed_t find_lowest_floor_surrounding(const World& w, int sector) {
    fixed_t floor = state(w, sector).floorheight;
    for (int line : lines_of(w, sector)) {
        const int other = next_sector(w, line, sector);
        if (other < 0) continue;
        if (state(w, other).floorheight < floor) floor = state(w, other).floorheight;
    }
    return floor;
}

fixed_t find_highest_floor_surrounding(const World& w, int sector) {
    // Boom starts lower, so sectors below -500 work (unless comp_model).
    fixed_t floor = (w.opts.compat.fixes(comp_model) ? -32000 : -500) * base::kFracUnit;
    for (int line : lines_of(w, sector)) {
        const int other = next_sector(w, line, sector);
        if (other < 0) continue;
        if (state(w, other).floorheight > floor) floor = state(w, other).floorheight;
    }
    return floor;
}

fixed_t find_next_highest_floor(const World& w, int sector, fixed_t height) {
    // The original collects candidates in a 20-entry stack array. Vanilla
    // demos were recorded with its overflow: the 22nd candidate lands on
    // the `height` variable, so later neighbours compare against it (the
    // emulation Chocolate Doom and PrBoom+ use). More still would crash
    // vanilla; here they are simply collected.
    constexpr int kMaxAdjoining = 20;
    const fixed_t currentheight = height;
    std::vector<fixed_t> heights;
    for (int line : lines_of(w, sector)) {
        const int other = next_sector(w, line, sector);
        if (other < 0) continue;
        const fixed_t h = state(w, other).floorheight;
        if (h > height) {
            // Boom's form has no array to overflow.
            if (static_cast<int>(heights.size()) == kMaxAdjoining + 1 && !w.opts.compat.boom()) height = h;
            if (static_cast<int>(heights.size()) == kMaxAdjoining && !w.opts.compat.boom()) w.overflows.note(Overflow::AdjoiningFloors);
            heights.push_back(h);
        }
    }
    if (heights.empty()) return currentheight;
    fixed_t min = heights[0];
    for (std::size_t i = 1; i < heights.size(); ++i)
        if (heights[i] < min) min = heights[i];
    return min;
}

fixed_t find_next_lowest_floor(const World& w, int sector, fixed_t height) {
    // Boom's form: no candidate array, so nothing to overflow.
    fixed_t best = height;
    bool found = false;
    for (int line : lines_of(w, sector)) {
        const int other = next_sector(w, line, sector);
        if (other < 0) continue;
        const fixed_t h = state(w, other).floorheight;
        if (h < height && (!found || h > best)) {
            best = h;
            found = true;
        }
    }
    return best;
}

fixed_t find_lowest_ceiling_surrounding(const World& w, int sector) {
    // Boom starts within range, so the result never overflows later sums.
    fixed_t height = w.opts.compat.fixes(comp_model) ? 32000 * base::kFracUnit : INT_MAX;
    for (int line : lines_of(w, sector)) {
        const int other = next_sector(w, line, sector);
        if (other < 0) continue;
        if (state(w, other).ceilingheight < height) height = state(w, other).ceilingheight;
    }
    return height;
}

fixed_t find_highest_ceiling_surrounding(const World& w, int sector) {
    fixed_t height = w.opts.compat.fixes(comp_model) ? -32000 * base::kFracUnit : 0;
    for (int line : lines_of(w, sector)) {
        const int other = next_sector(w, line, sector);
        if (other < 0) continue;
        if (state(w, other).ceilingheight > height) height = state(w, other).ceilingheight;
    }
    return height;
}

int find_sector_from_tag(const World& w, int tag, int start) {
    const int count = static_cast<int>(w.sectors.size());
    for (int i = start + 1; i < count; ++i)
        if (sector_has_tag(w, i, tag)) return i;
    return -1;
}

bool sector_has_tag(const World& w, int sector, int tag) {
    const auto s = static_cast<std::size_t>(sector);
    if (w.sectors[s].tag == tag) return true;
    const auto& ext = w.level.extensions.sectors;
    return s < ext.size() && std::find(ext[s].more_ids.begin(), ext[s].more_ids.end(), tag) != ext[s].more_ids.end();
}

int find_min_surrounding_light(const World& w, int sector, int max) {
    int min = max;
    for (int line : lines_of(w, sector)) {
        const int other = next_sector(w, line, sector);
        if (other < 0) continue;
        if (state(w, other).lightlevel < min) min = state(w, other).lightlevel;
    }
    return min;
}

}  // namespace sim
