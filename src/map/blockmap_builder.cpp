#include "map/blockmap_builder.h"

#include <algorithm>
#include <cstdint>
#include <string>

#include "base/error.h"

namespace map {
namespace {

constexpr int kMargin = 8;      // DoomBSP's border around the map
constexpr int kCellShift = 7;   // 128-unit cells
constexpr int kCellSize = 1 << kCellShift;
constexpr int kLowestOrigin = -32768;  // keeps origin << 16 inside fixed_t
// Far above any real map (Freedoom's largest BLOCKMAP lists 17 597 entries);
// a hostile map of many long lines would otherwise ask for gigabytes.
constexpr std::size_t kMaxEntries = std::size_t{1} << 27;

int map_units(base::fixed_t v) { return v >> base::kFracBits; }

struct Point {
    std::int64_t x, y;
};

// Which side of the line through `a` with direction (dx, dy) a point lies
// on: negative, zero (on the line) or positive.
std::int64_t side_of(Point p, Point a, std::int64_t dx, std::int64_t dy) {
    return (p.x - a.x) * dy - (p.y - a.y) * dx;
}

// A diagonal line whose box overlaps the cell touches it when the cell's
// two corners farthest across the line are not strictly on one side.
bool diagonal_touches(Point a, std::int64_t dx, std::int64_t dy, std::int64_t xl, std::int64_t yl) {
    const std::int64_t xh = xl + kCellSize, yh = yl + kCellSize;
    const bool rising = (dx > 0) == (dy > 0);
    const Point c1 = rising ? Point{xl, yh} : Point{xh, yh};
    const Point c2 = rising ? Point{xh, yl} : Point{xl, yl};
    const std::int64_t s1 = side_of(c1, a, dx, dy), s2 = side_of(c2, a, dx, dy);
    return !((s1 < 0 && s2 < 0) || (s1 > 0 && s2 > 0));
}

// Calls visit(cell index) for each cell the line from v1 to v2 touches.
template <class Visit>
void for_each_cell_touched(const Vertex& v1, const Vertex& v2, int org_x, int org_y, int width, Visit&& visit) {
    const Point a{map_units(v1.x), map_units(v1.y)};
    const Point b{map_units(v2.x), map_units(v2.y)};
    const std::int64_t dx = b.x - a.x, dy = b.y - a.y;
    // Cells are half open, [low, low + 128): these are the cells the
    // line's box reaches, which is all an axis-aligned line needs.
    const auto first_x = static_cast<int>((std::min(a.x, b.x) - org_x) >> kCellShift);
    const auto last_x = static_cast<int>((std::max(a.x, b.x) - org_x) >> kCellShift);
    const auto first_y = static_cast<int>((std::min(a.y, b.y) - org_y) >> kCellShift);
    const auto last_y = static_cast<int>((std::max(a.y, b.y) - org_y) >> kCellShift);
    const auto cell = [width](int cx, int cy) {
        return static_cast<std::size_t>(cy) * static_cast<std::size_t>(width) + static_cast<std::size_t>(cx);
    };
    if (dx == 0 || dy == 0) {
        for (int cy = first_y; cy <= last_y; ++cy)
            for (int cx = first_x; cx <= last_x; ++cx) visit(cell(cx, cy));
        return;
    }
    // A diagonal: in each column of its box only the rows its line crosses
    // there (one more each way for rounding and shared edges) are tested,
    // not the whole box, which for a long line is a quarter million cells.
    const auto row = [org_y](std::int64_t y) { return static_cast<int>((y - org_y) >> kCellShift); };
    for (int cx = first_x; cx <= last_x; ++cx) {
        const std::int64_t xl = org_x + std::int64_t{cx} * kCellSize;
        const std::int64_t y1 = a.y + (xl - a.x) * dy / dx, y2 = a.y + (xl + kCellSize - a.x) * dy / dx;
        const int from = std::max(first_y, row(std::min(y1, y2)) - 1);
        const int to = std::min(last_y, row(std::max(y1, y2)) + 1);
        for (int cy = from; cy <= to; ++cy)
            if (diagonal_touches(a, dx, dy, xl, org_y + std::int64_t{cy} * kCellSize)) visit(cell(cx, cy));
    }
}

}  // namespace

Blockmap build_blockmap(const std::vector<Vertex>& vertices, const std::vector<Line>& lines, const std::string& where) {
    int min_x = 0, min_y = 0, max_x = 0, max_y = 0;
    for (std::size_t i = 0; i < vertices.size(); ++i) {
        const int x = map_units(vertices[i].x), y = map_units(vertices[i].y);
        min_x = i == 0 ? x : std::min(min_x, x);
        min_y = i == 0 ? y : std::min(min_y, y);
        max_x = i == 0 ? x : std::max(max_x, x);
        max_y = i == 0 ? y : std::max(max_y, y);
    }
    const int org_x = std::max(min_x - kMargin, kLowestOrigin);
    const int org_y = std::max(min_y - kMargin, kLowestOrigin);

    Blockmap bm;
    bm.built = true;
    bm.origin_x = org_x * base::kFracUnit;
    bm.origin_y = org_y * base::kFracUnit;
    bm.width = ((max_x + kMargin - org_x) >> kCellShift) + 1;
    bm.height = ((max_y + kMargin - org_y) >> kCellShift) + 1;
    const std::size_t cells = static_cast<std::size_t>(bm.width) * static_cast<std::size_t>(bm.height);
    const auto each_line = [&](auto&& visit) {
        for (std::size_t i = 0; i < lines.size(); ++i)
            for_each_cell_touched(vertices[static_cast<std::size_t>(lines[i].v1)],
                                  vertices[static_cast<std::size_t>(lines[i].v2)], org_x, org_y, bm.width,
                                  [&](std::size_t cell) { visit(cell, static_cast<int>(i)); });
    };
    // Count each cell's entries (its leading 0 and its lines), lay the
    // lists out end to end, then fill them in line order.
    std::vector<int> next(cells, 1);
    std::size_t entries = cells;
    each_line([&](std::size_t cell, int) {
        if (++entries > kMaxEntries)
            throw base::Error(where + ": a blockmap built for it would list more than " +
                              std::to_string(kMaxEntries) + " linedef entries");
        ++next[cell];
    });
    bm.starts.resize(cells + 1);
    for (std::size_t c = 0; c < cells; ++c) bm.starts[c + 1] = bm.starts[c] + next[c];
    bm.lines.assign(static_cast<std::size_t>(bm.starts[cells]), 0);
    for (std::size_t c = 0; c < cells; ++c) next[c] = bm.starts[c] + 1;
    each_line([&](std::size_t cell, int line) { bm.lines[static_cast<std::size_t>(next[cell]++)] = line; });
    return bm;
}

}  // namespace map
