#include "map/derived_fields.h"

#include <climits>

#include "map/partition_grid.h"

namespace map {
namespace {

using base::fixed_t;

// The original's 32-bit sums wrap on huge maps; do the same without
// signed-overflow undefined behaviour.
fixed_t wrap_add(fixed_t a, fixed_t b) {
    return static_cast<fixed_t>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
}
fixed_t wrap_sub(fixed_t a, fixed_t b) {
    return static_cast<fixed_t>(static_cast<std::uint32_t>(a) - static_cast<std::uint32_t>(b));
}

constexpr fixed_t kMaxRadius = 32 * base::kFracUnit;  // MAXRADIUS
constexpr int kMapBlockShift = base::kFracBits + 7;   // 128-unit blockmap cells

// M_ClearBox and M_AddToBox. The else-ifs are the original's: a point that
// lowers the left edge is never tested against the right one, so the first
// point only sets left and bottom. Kept because sound origins and block
// boxes of odd sectors depend on it.
BBox cleared_box() { return {INT_MIN, INT_MAX, INT_MAX, INT_MIN}; }
void add_to_box(BBox& box, fixed_t x, fixed_t y) {
    if (x < box[kBoxLeft]) box[kBoxLeft] = x;
    else if (x > box[kBoxRight]) box[kBoxRight] = x;
    if (y < box[kBoxBottom]) box[kBoxBottom] = y;
    else if (y > box[kBoxTop]) box[kBoxTop] = y;
}


void derive_seg(Level& level, Seg& seg) {
    if (seg.line == kNone) return;  // minisegs of GL nodes keep what their loader set
    const Line& line = level.lines[static_cast<std::size_t>(seg.line)];
    seg.sidedef = line.sides[static_cast<std::size_t>(seg.side)];
    seg.front_sector = level.sides[static_cast<std::size_t>(seg.sidedef)].sector;
    // Only the two-sided flag gives a seg a back sector, whatever sidedefs
    // the line has. A flagged line without a back sidedef made the original
    // read outside its side array; here it simply has no back sector.
    const int back_side = line.sides[static_cast<std::size_t>(seg.side ^ 1)];
    seg.back_sector = (line.flags & kLineTwoSided) && back_side != kNone
                          ? level.sides[static_cast<std::size_t>(back_side)].sector
                          : kNone;
}

int clamp_high(int block, int count) { return block >= count ? count - 1 : block; }
int clamp_low(int block) { return block < 0 ? 0 : block; }

void group_lines(Level& level) {
    for (std::size_t i = 0; i < level.lines.size(); ++i) {
        const Line& line = level.lines[i];
        const int index = static_cast<int>(i);
        level.sectors[static_cast<std::size_t>(line.front_sector)].lines.push_back(index);
        if (line.back_sector != kNone && line.back_sector != line.front_sector)
            level.sectors[static_cast<std::size_t>(line.back_sector)].lines.push_back(index);
    }
    const Blockmap& bm = level.blockmap;
    for (Sector& sector : level.sectors) {
        BBox box = cleared_box();
        for (int l : sector.lines) {
            const Line& line = level.lines[static_cast<std::size_t>(l)];
            const Vertex& v1 = level.vertices[static_cast<std::size_t>(line.v1)];
            const Vertex& v2 = level.vertices[static_cast<std::size_t>(line.v2)];
            add_to_box(box, v1.x, v1.y);
            add_to_box(box, v2.x, v2.y);
        }
        sector.bbox = box;
        sector.sound_x = wrap_add(box[kBoxRight], box[kBoxLeft]) / 2;
        sector.sound_y = wrap_add(box[kBoxTop], box[kBoxBottom]) / 2;
        // Widened by the largest thing radius; only the far edges are
        // clamped to the grid, as the original does.
        auto block = [](fixed_t edge, fixed_t origin, fixed_t pad) {
            return wrap_add(wrap_sub(edge, origin), pad) >> kMapBlockShift;
        };
        sector.block_box[kBoxTop] = clamp_high(block(box[kBoxTop], bm.origin_y, kMaxRadius), bm.height);
        sector.block_box[kBoxBottom] = clamp_low(block(box[kBoxBottom], bm.origin_y, -kMaxRadius));
        sector.block_box[kBoxRight] = clamp_high(block(box[kBoxRight], bm.origin_x, kMaxRadius), bm.width);
        sector.block_box[kBoxLeft] = clamp_low(block(box[kBoxLeft], bm.origin_x, -kMaxRadius));
    }
}

// Numbers the nodes reachable from the root in depth-first order, right
// child first, and copies their partitions in that order. A child that is
// neither a subsector nor a node stays out of range, as it was.
void number_partitions(Level& level) {
    constexpr std::uint32_t kUnnumbered = UINT32_MAX;
    const std::size_t count = level.nodes.size();
    std::vector<std::uint32_t> number(count, kUnnumbered);
    level.partitions.clear();
    level.partitions.reserve(count);
    std::vector<std::uint32_t> pending;
    if (count) pending.push_back(level.bsp_root());
    while (!pending.empty()) {
        const std::uint32_t old = pending.back();
        pending.pop_back();
        if (number[old] != kUnnumbered) continue;  // reached twice (a shared subtree)
        number[old] = static_cast<std::uint32_t>(level.partitions.size());
        const Node& node = level.nodes[old];
        level.partitions.push_back({node.x, node.y, node.dx, node.dy, node.children});
        for (const std::uint32_t child : {node.children[1], node.children[0]})
            if (!(child & kSubsectorBit) && child < count) pending.push_back(child);
    }
    for (Partition& p : level.partitions)
        for (std::uint32_t& child : p.children)
            if (!(child & kSubsectorBit)) child = child < count ? number[child] : kUnnumbered & ~kSubsectorBit;
}

}  // namespace

void derive_line(Level& level, Line& line) {
    const Vertex& v1 = level.vertices[static_cast<std::size_t>(line.v1)];
    const Vertex& v2 = level.vertices[static_cast<std::size_t>(line.v2)];
    line.dx = wrap_sub(v2.x, v1.x);
    line.dy = wrap_sub(v2.y, v1.y);
    if (line.dx == 0) line.slope = SlopeType::Vertical;
    else if (line.dy == 0) line.slope = SlopeType::Horizontal;
    else line.slope = base::fixed_div(line.dy, line.dx) > 0 ? SlopeType::Positive : SlopeType::Negative;

    line.bbox[kBoxLeft] = v1.x < v2.x ? v1.x : v2.x;
    line.bbox[kBoxRight] = v1.x < v2.x ? v2.x : v1.x;
    line.bbox[kBoxBottom] = v1.y < v2.y ? v1.y : v2.y;
    line.bbox[kBoxTop] = v1.y < v2.y ? v2.y : v1.y;

    auto sector_of = [&](int side) {
        return side == kNone ? kNone : level.sides[static_cast<std::size_t>(side)].sector;
    };
    line.front_sector = sector_of(line.sides[0]);
    line.back_sector = sector_of(line.sides[1]);
}

void compute_derived_fields(Level& level) {
    for (Line& line : level.lines) derive_line(level, line);
    for (Seg& seg : level.segs) derive_seg(level, seg);
    for (Subsector& ss : level.subsectors) {
        const Seg& first = level.segs[static_cast<std::size_t>(ss.first_seg)];
        // A GL miniseg has no sidedef; its loader has set its front sector.
        ss.sector = first.sidedef != kNone ? level.sides[static_cast<std::size_t>(first.sidedef)].sector
                                           : first.front_sector;
    }
    for (Sector& sector : level.sectors) sector.lines.clear();
    group_lines(level);
    number_partitions(level);
    level.partition_grid = build_partition_grid(level);
}

}  // namespace map
