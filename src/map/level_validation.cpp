#include "map/level_validation.h"

#include <string>
#include <utility>

#include "base/error.h"

namespace map {
namespace {

class Checker {
public:
    explicit Checker(const Level& level) : level_(level) {}

    [[noreturn]] void fail(const std::string& problem) const { throw base::Error(level_.name + ": " + problem); }

    // "<kind> <index> names <what> <value> (level has <count> <plural>)" unless 0 <= value < count.
    void ref(const char* kind, std::size_t index, const char* what, long long value, std::size_t count,
             const char* plural) const {
        if (value < 0 || static_cast<unsigned long long>(value) >= count)
            fail(std::string(kind) + " " + std::to_string(index) + " names " + what + " " + std::to_string(value) +
                 " (level has " + std::to_string(count) + " " + plural + ")");
    }
    void optional_ref(const char* kind, std::size_t index, const char* what, int value, std::size_t count,
                      const char* plural) const {
        if (value != kNone) ref(kind, index, what, value, count, plural);
    }

private:
    const Level& level_;
};

void check_lines(const Level& level, const Checker& c) {
    for (std::size_t i = 0; i < level.lines.size(); ++i) {
        const Line& l = level.lines[i];
        c.ref("line", i, "vertex", l.v1, level.vertices.size(), "vertices");
        c.ref("line", i, "vertex", l.v2, level.vertices.size(), "vertices");
        c.ref("line", i, "front sidedef", l.sides[0], level.sides.size(), "sides");
        c.optional_ref("line", i, "back sidedef", l.sides[1], level.sides.size(), "sides");
        c.ref("line", i, "front sector", l.front_sector, level.sectors.size(), "sectors");
        c.optional_ref("line", i, "back sector", l.back_sector, level.sectors.size(), "sectors");
    }
}

void check_segs(const Level& level, const Checker& c) {
    for (std::size_t i = 0; i < level.segs.size(); ++i) {
        const Seg& s = level.segs[i];
        c.ref("seg", i, "vertex", s.v1, level.vertices.size(), "vertices");
        c.ref("seg", i, "vertex", s.v2, level.vertices.size(), "vertices");
        c.optional_ref("seg", i, "line", s.line, level.lines.size(), "lines");
        if (s.side != 0 && s.side != 1) c.fail("seg " + std::to_string(i) + " has side " + std::to_string(s.side));
        if (s.line != kNone && s.sidedef != level.lines[static_cast<std::size_t>(s.line)].sides[static_cast<std::size_t>(s.side)])
            c.fail("seg " + std::to_string(i) + " names a sidedef other than its line's");
        c.optional_ref("seg", i, "sidedef", s.sidedef, level.sides.size(), "sides");
        c.ref("seg", i, "front sector", s.front_sector, level.sectors.size(), "sectors");
        c.optional_ref("seg", i, "back sector", s.back_sector, level.sectors.size(), "sectors");
    }
}

void check_bsp(const Level& level, const Checker& c) {
    if (level.subsectors.empty()) c.fail("has no subsectors");
    for (std::size_t i = 0; i < level.subsectors.size(); ++i) {
        const Subsector& ss = level.subsectors[i];
        if (ss.num_segs < 1 || ss.first_seg < 0 ||
            static_cast<std::size_t>(ss.first_seg) + static_cast<std::size_t>(ss.num_segs) > level.segs.size())
            c.fail("subsector " + std::to_string(i) + " covers segs " + std::to_string(ss.first_seg) + " (+" +
                   std::to_string(ss.num_segs) + ") (level has " + std::to_string(level.segs.size()) + " segs)");
        c.ref("subsector", i, "sector", ss.sector, level.sectors.size(), "sectors");
    }
    if (level.nodes.empty() && level.subsectors.size() != 1)
        c.fail("has no nodes but " + std::to_string(level.subsectors.size()) + " subsectors");
    for (std::size_t i = 0; i < level.nodes.size(); ++i) {
        for (std::uint32_t child : level.nodes[i].children) {
            if (child & kSubsectorBit) c.ref("node", i, "subsector", child & ~kSubsectorBit, level.subsectors.size(), "subsectors");
            else c.ref("node", i, "node", child, level.nodes.size(), "nodes");
        }
    }
    if (auto loop = find_bsp_loop(level.nodes)) c.fail("node " + std::to_string(*loop) + " is its own descendant");
}

void check_sectors_and_sides(const Level& level, const Checker& c) {
    if (level.sectors.empty()) c.fail("has no sectors");
    for (std::size_t i = 0; i < level.sides.size(); ++i)
        c.ref("side", i, "sector", level.sides[i].sector, level.sectors.size(), "sectors");
    for (std::size_t i = 0; i < level.sectors.size(); ++i)
        for (int line : level.sectors[i].lines) c.ref("sector", i, "line", line, level.lines.size(), "lines");
}

void check_blockmap_and_reject(const Level& level, const Checker& c) {
    const Blockmap& bm = level.blockmap;
    if (bm.width <= 0 || bm.height <= 0 ||
        bm.cell_count() != static_cast<std::size_t>(bm.width) * static_cast<std::size_t>(bm.height))
        c.fail("blockmap has " + std::to_string(bm.cell_count()) + " cells for a " + std::to_string(bm.width) + "x" +
               std::to_string(bm.height) + " grid");
    for (std::size_t i = 0; i < bm.cell_count(); ++i) {
        if (bm.starts[i] < 0 || bm.starts[i] > bm.starts[i + 1] ||
            static_cast<std::size_t>(bm.starts[i + 1]) > bm.lines.size())
            c.fail("blockmap cell " + std::to_string(i) + "'s list runs from entry " + std::to_string(bm.starts[i]) +
                   " to " + std::to_string(bm.starts[i + 1]) + " of " + std::to_string(bm.lines.size()));
        for (int line : bm.cell(i)) c.ref("blockmap cell", i, "line", line, level.lines.size(), "lines");
    }
    const std::size_t n = level.sectors.size();
    if (level.reject.size() < (n * n + 7) / 8)
        c.fail("reject table is " + std::to_string(level.reject.size()) + " bytes for " + std::to_string(n) +
               " sectors");
}

}  // namespace

std::optional<std::size_t> find_bsp_loop(const std::vector<Node>& nodes) {
    if (nodes.empty()) return std::nullopt;
    enum class Mark : std::uint8_t { Unseen, OnPath, Done };
    std::vector<Mark> mark(nodes.size(), Mark::Unseen);
    // Depth-first from the root; each frame is a node and how many of its
    // children have been visited. A child already on the path is a loop.
    std::vector<std::pair<std::size_t, int>> path{{nodes.size() - 1, 0}};
    mark.back() = Mark::OnPath;
    while (!path.empty()) {
        auto& [node, next] = path.back();
        if (next == 2) {
            mark[node] = Mark::Done;
            path.pop_back();
            continue;
        }
        const std::uint32_t child = nodes[node].children[static_cast<std::size_t>(next++)];
        if (child & kSubsectorBit) continue;
        if (mark[child] == Mark::OnPath) return child;
        if (mark[child] == Mark::Unseen) {
            mark[child] = Mark::OnPath;
            path.emplace_back(child, 0);
        }
    }
    return std::nullopt;
}

void validate_level(const Level& level) {
    const Checker c(level);
    check_sectors_and_sides(level, c);
    check_lines(level, c);
    check_segs(level, c);
    check_bsp(level, c);
    check_blockmap_and_reject(level, c);
}

}  // namespace map
