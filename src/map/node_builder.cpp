#include "map/node_builder.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "base/error.h"
#include "map/seg_geometry.h"

namespace map {
namespace {

using base::fixed_t;

// Points closer than this to a partition (in 16.16 units, about 1/8000 of
// a map unit) count as on it: split points are rounded to the fixed-point
// grid, so the pieces of a split line end a fraction of a unit off it.
constexpr double kOnLine = 8.0;
// A split costs as much as this much imbalance between the two sides. On
// the Freedoom maps 8 gave 4% more segs and 9% more nodes than the maps'
// own builder, 24 gives 1% and 3%; higher weights gain little more and
// make the tree deeper.
constexpr long kSplitCost = 24;
// Partitions tried for a set of segs, spread evenly over its lines
// (ZDBSP's default). Trying them all gave 0.7% fewer segs on the Freedoom
// maps in nine times the time (with a split weighing 8).
constexpr std::size_t kSampledPartitions = 64;
// Far beyond any real map's tree (the deepest we build for a Freedoom map,
// E4M1's, has 88 levels); a deeper one comes of a hostile map and would
// exhaust the stack.
constexpr int kMaxDepth = 4096;

// A seg with its ends' coordinates at hand: the partition search reads
// them for every seg against every candidate, and looking them up in the
// vertex list each time cost as much as the arithmetic.
struct BuildSeg {
    int v1 = 0, v2 = 0;
    int line = 0, side = 0;
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
};

// The line of a linedef, directed as one of its sides sees it: the front
// (right) of the partition is the front of that side.
struct Partition {
    int line = 0, side = 0;
    int from = 0, to = 0;  // vertex indices
    double x = 0, y = 0, dx = 0, dy = 0, length = 1;
};

enum class Where { Front, Back, Split };

fixed_t wrap_sub(fixed_t a, fixed_t b) {
    return static_cast<fixed_t>(static_cast<std::uint32_t>(a) - static_cast<std::uint32_t>(b));
}

std::uint64_t point_key(fixed_t x, fixed_t y) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x)) << 32) | static_cast<std::uint32_t>(y);
}

class Builder {
public:
    explicit Builder(Level& level) : level_(level), seen_(level.lines.size() * 2) {
        for (std::size_t i = 0; i < level_.vertices.size(); ++i)
            vertex_at_.emplace(point_key(level_.vertices[i].x, level_.vertices[i].y), static_cast<int>(i));
    }

    void build() {
        std::vector<BuildSeg> segs = initial_segs();
        if (segs.empty())
            throw base::Error(level_.where + ": has no nodes, and no linedef of any length to build them from");
        level_.segs.clear();
        level_.subsectors.clear();
        level_.nodes.clear();
        BBox box{};
        build_subtree(std::move(segs), box, 0);
        for (Seg& s : level_.segs) set_seg_angle_and_offset(level_, s);
    }

private:
    // A seg for each sidedef of each line that has a length, in line order.
    std::vector<BuildSeg> initial_segs() const {
        std::vector<BuildSeg> segs;
        for (std::size_t i = 0; i < level_.lines.size(); ++i) {
            const Line& l = level_.lines[i];
            const Vertex& a = vertex(l.v1);
            const Vertex& b = vertex(l.v2);
            if (a.x == b.x && a.y == b.y) continue;
            for (int side = 0; side < 2; ++side) {
                if (l.sides[static_cast<std::size_t>(side)] == kNone) continue;
                BuildSeg s;
                s.line = static_cast<int>(i);
                s.side = side;
                set_ends(s, side ? l.v2 : l.v1, side ? l.v1 : l.v2);
                segs.push_back(s);
            }
        }
        return segs;
    }

    const Vertex& vertex(int index) const { return level_.vertices[static_cast<std::size_t>(index)]; }

    void set_ends(BuildSeg& s, int v1, int v2) const {
        s.v1 = v1;
        s.v2 = v2;
        s.x1 = vertex(v1).x;
        s.y1 = vertex(v1).y;
        s.x2 = vertex(v2).x;
        s.y2 = vertex(v2).y;
    }

    Partition partition_of(const BuildSeg& s) const {
        const Line& l = level_.lines[static_cast<std::size_t>(s.line)];
        Partition p;
        p.line = s.line;
        p.side = s.side;
        p.from = s.side ? l.v2 : l.v1;
        p.to = s.side ? l.v1 : l.v2;
        p.x = vertex(p.from).x;
        p.y = vertex(p.from).y;
        p.dx = static_cast<double>(vertex(p.to).x) - p.x;
        p.dy = static_cast<double>(vertex(p.to).y) - p.y;
        p.length = std::hypot(p.dx, p.dy);
        return p;
    }

    // Signed distance of a point from the partition, in 16.16 units:
    // positive in front (on its right), as R_PointOnSide sees it.
    static double distance(const Partition& p, double x, double y) {
        return ((x - p.x) * p.dy - (y - p.y) * p.dx) / p.length;
    }
    double distance(const Partition& p, int v) const { return distance(p, vertex(v).x, vertex(v).y); }

    Where classify(const BuildSeg& s, const Partition& p) const {
        // Segs of the partition's own line lie on it, whatever rounding did.
        if (s.line == p.line) return s.side == p.side ? Where::Front : Where::Back;
        const double d1 = distance(p, s.x1, s.y1), d2 = distance(p, s.x2, s.y2);
        const bool on1 = std::abs(d1) < kOnLine, on2 = std::abs(d2) < kOnLine;
        if (on1 && on2) {
            // Along the partition: in front when facing the same way.
            const double along = (s.x2 - s.x1) * p.dx + (s.y2 - s.y1) * p.dy;
            return along > 0 ? Where::Front : Where::Back;
        }
        if (d1 > -kOnLine && d2 > -kOnLine) return Where::Front;
        if (d1 < kOnLine && d2 < kOnLine) return Where::Back;
        return Where::Split;
    }

    // The classic cost: splits weighted, plus the imbalance; nothing when
    // the partition leaves one side empty or cannot beat `best`.
    std::optional<long> cost(const std::vector<BuildSeg>& segs, const Partition& p, long best) const {
        long front = 0, back = 0, splits = 0;
        for (const BuildSeg& s : segs) {
            switch (classify(s, p)) {
                case Where::Front: ++front; break;
                case Where::Back: ++back; break;
                case Where::Split:
                    ++splits;
                    if (splits * kSplitCost >= best) return std::nullopt;
                    break;
            }
        }
        if (back == 0 && splits == 0) return std::nullopt;
        const long c = splits * kSplitCost + std::abs(front - back);
        if (c >= best) return std::nullopt;
        return c;
    }

    // The cheapest of the partitions along the segs at `candidates`, if
    // any divides the set.
    std::optional<Partition> cheapest(const std::vector<BuildSeg>& segs,
                                      const std::vector<std::size_t>& candidates) const {
        std::optional<Partition> best;
        long best_cost = LONG_MAX;
        for (std::size_t i : candidates) {
            const Partition p = partition_of(segs[i]);
            if (auto c = cost(segs, p, best_cost)) {
                best_cost = *c;
                best = p;
            }
        }
        return best;
    }

    // A partition for the set: the cheapest of kSampledPartitions of its
    // distinct lines, evenly spread; when none of those divides it, of all
    // of them, since only that tells a convex set. Nothing when none does.
    std::optional<Partition> choose(const std::vector<BuildSeg>& segs) {
        std::vector<std::size_t> lines;
        for (std::size_t i = 0; i < segs.size(); ++i) {
            char& seen = seen_[static_cast<std::size_t>(segs[i].line * 2 + segs[i].side)];
            if (!seen) lines.push_back(i);
            seen = 1;
        }
        for (const BuildSeg& s : segs) seen_[static_cast<std::size_t>(s.line * 2 + s.side)] = 0;
        if (lines.size() > kSampledPartitions) {
            std::vector<std::size_t> spread;
            for (std::size_t k = 0; k < kSampledPartitions; ++k)
                spread.push_back(lines[k * lines.size() / kSampledPartitions]);
            if (auto p = cheapest(segs, spread)) return p;
        }
        return cheapest(segs, lines);
    }

    // Where the partition crosses the seg's linedef, rounded to 16.16; the
    // vertex already there if there is one.
    int split_vertex(const BuildSeg& s, const Partition& p) {
        const Line& l = level_.lines[static_cast<std::size_t>(s.line)];
        const double da = distance(p, l.v1), db = distance(p, l.v2);
        const double t = da / (da - db);
        const Vertex& a = vertex(l.v1);
        const Vertex& b = vertex(l.v2);
        const auto round = [](double v) {
            return static_cast<fixed_t>(std::clamp(std::llround(v), static_cast<long long>(INT_MIN),
                                                   static_cast<long long>(INT_MAX)));
        };
        const fixed_t x = round(a.x + t * (static_cast<double>(b.x) - a.x));
        const fixed_t y = round(a.y + t * (static_cast<double>(b.y) - a.y));
        auto [it, added] = vertex_at_.emplace(point_key(x, y), static_cast<int>(level_.vertices.size()));
        if (added) level_.vertices.push_back(Vertex{x, y});
        return it->second;
    }

    // Maps may hold several vertices at one place.
    bool same_place(int a, int b) const { return vertex(a).x == vertex(b).x && vertex(a).y == vertex(b).y; }

    void divide(const std::vector<BuildSeg>& segs, const Partition& p, std::vector<BuildSeg>& front,
                std::vector<BuildSeg>& back) {
        for (const BuildSeg& s : segs) {
            switch (classify(s, p)) {
                case Where::Front: front.push_back(s); break;
                case Where::Back: back.push_back(s); break;
                case Where::Split: {
                    const int mid = split_vertex(s, p);
                    const bool first_in_front = distance(p, s.x1, s.y1) > 0;
                    // A split point rounded onto an end is no split.
                    const bool at_v1 = same_place(mid, s.v1), at_v2 = same_place(mid, s.v2);
                    if (at_v1 || at_v2) {
                        (first_in_front == at_v2 ? front : back).push_back(s);
                        break;
                    }
                    BuildSeg head = s, tail = s;
                    set_ends(head, s.v1, mid);
                    set_ends(tail, mid, s.v2);
                    (first_in_front ? front : back).push_back(head);
                    (first_in_front ? back : front).push_back(tail);
                    break;
                }
            }
        }
    }

    BBox box_of(const std::vector<BuildSeg>& segs) const {
        BBox box{INT_MIN, INT_MAX, INT_MAX, INT_MIN};
        for (const BuildSeg& s : segs)
            for (int v : {s.v1, s.v2}) {
                const Vertex& a = vertex(v);
                box[kBoxTop] = std::max(box[kBoxTop], a.y);
                box[kBoxBottom] = std::min(box[kBoxBottom], a.y);
                box[kBoxLeft] = std::min(box[kBoxLeft], a.x);
                box[kBoxRight] = std::max(box[kBoxRight], a.x);
            }
        return box;
    }

    std::uint32_t leaf(const std::vector<BuildSeg>& segs) {
        Subsector ss;
        ss.first_seg = static_cast<int>(level_.segs.size());
        ss.num_segs = static_cast<int>(segs.size());
        for (const BuildSeg& b : segs) {
            Seg s;
            s.v1 = b.v1;
            s.v2 = b.v2;
            s.line = b.line;
            s.side = b.side;
            level_.segs.push_back(s);
        }
        level_.subsectors.push_back(ss);
        return kSubsectorBit | static_cast<std::uint32_t>(level_.subsectors.size() - 1);
    }

    // Builds the subtree of `segs`, children before parents so the root
    // ends up last; returns its child reference and sets `box` to its bounds.
    std::uint32_t build_subtree(std::vector<BuildSeg> segs, BBox& box, int depth) {
        if (depth > kMaxDepth)
            throw base::Error(level_.where + ": has no usable nodes, and its BSP tree would be more than " +
                              std::to_string(kMaxDepth) + " levels deep");
        box = box_of(segs);
        const std::optional<Partition> p = choose(segs);
        // No line divides the set: it is convex (and of one sector, unless
        // the map's sectors do not close).
        if (!p) return leaf(segs);
        std::vector<BuildSeg> front, back;
        divide(segs, *p, front, back);
        // The only splits rounded onto their segs' ends: as near a
        // subsector as the set comes.
        if (front.empty() || back.empty()) return leaf(segs);
        segs.clear();
        segs.shrink_to_fit();
        Node node;
        const Vertex& from = vertex(p->from);
        const Vertex& to = vertex(p->to);
        node.x = from.x;
        node.y = from.y;
        node.dx = wrap_sub(to.x, from.x);
        node.dy = wrap_sub(to.y, from.y);
        node.children[0] = build_subtree(std::move(front), node.bbox[0], depth + 1);
        node.children[1] = build_subtree(std::move(back), node.bbox[1], depth + 1);
        level_.nodes.push_back(node);
        return static_cast<std::uint32_t>(level_.nodes.size() - 1);
    }

    Level& level_;
    std::unordered_map<std::uint64_t, int> vertex_at_;
    std::vector<char> seen_;  // per line side, set while choose() lists candidates
};

}  // namespace

void build_nodes(Level& level) { Builder(level).build(); }

}  // namespace map
