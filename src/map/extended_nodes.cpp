#include "map/extended_nodes.h"

#include <zlib.h>

#include <algorithm>
#include <cstring>

#include "base/byte_reader.h"
#include "base/error.h"
#include "map/level_validation.h"
#include "map/seg_geometry.h"

namespace map {
namespace {

enum class SegLayout { Plain, Gl, Gl2 };

struct Format {
    char magic[5];
    bool compressed;
    SegLayout segs;
    bool fixed_nodes;  // XGL3: partition in 16.16
};

constexpr Format kFormats[] = {
    {"XNOD", false, SegLayout::Plain, false}, {"ZNOD", true, SegLayout::Plain, false},
    {"XGLN", false, SegLayout::Gl, false},    {"ZGLN", true, SegLayout::Gl, false},
    {"XGL2", false, SegLayout::Gl2, false},   {"ZGL2", true, SegLayout::Gl2, false},
    {"XGL3", false, SegLayout::Gl2, true},    {"ZGL3", true, SegLayout::Gl2, true},
};

const Format* find_format(std::span<const std::uint8_t> lump) {
    if (lump.size() < 4) return nullptr;
    for (const Format& f : kFormats)
        if (std::memcmp(lump.data(), f.magic, 4) == 0) return &f;
    return nullptr;
}

// More than any map could need; a bigger result is a zlib bomb.
constexpr std::size_t kMaxInflated = std::size_t{256} << 20;

std::vector<std::uint8_t> inflate_all(std::span<const std::uint8_t> in, const std::string& context) {
    z_stream z{};
    if (inflateInit(&z) != Z_OK) throw base::Error(context + ": zlib could not start");
    std::vector<std::uint8_t> out(std::max<std::size_t>(in.size() * 4, 4096));
    z.next_in = const_cast<Bytef*>(in.data());
    z.avail_in = static_cast<uInt>(in.size());
    int status = Z_OK;
    while (status == Z_OK) {
        if (z.total_out == out.size()) {
            if (out.size() >= kMaxInflated) {
                inflateEnd(&z);
                throw base::Error(context + ": compressed nodes inflate to more than 256 MiB");
            }
            out.resize(out.size() * 2);
        }
        z.next_out = out.data() + z.total_out;
        z.avail_out = static_cast<uInt>(out.size() - z.total_out);
        status = inflate(&z, Z_NO_FLUSH);
        if (status == Z_BUF_ERROR && z.avail_out != 0) break;  // input ran out
        if (status == Z_BUF_ERROR) status = Z_OK;
    }
    const std::size_t size = z.total_out;
    inflateEnd(&z);
    if (status != Z_STREAM_END)
        throw base::Error(context + ": the compressed nodes are damaged or cut short (zlib: " +
                          (z.msg ? std::string(z.msg) : "the data ends early") + ")");
    out.resize(size);
    return out;
}

class NodeReader {
public:
    NodeReader(std::span<const std::uint8_t> data, const std::string& context, Level& level)
        : r_(data, context), context_(context), level_(level) {}

    void read(const Format& f) {
        read_vertices();
        read_subsectors();
        read_segs(f.segs);
        read_nodes(f.fixed_nodes);
        if (r_.remaining() != 0)
            fail(std::to_string(r_.remaining()) + " bytes follow the last node");
    }

private:
    [[noreturn]] void fail(const std::string& problem) const { throw base::Error(context_ + ": " + problem); }

    // Reads a count and checks that many entries of `size` bytes fit in what is left.
    std::size_t count(const char* plural, std::size_t size) {
        const std::uint32_t n = r_.u32();
        if (static_cast<std::uint64_t>(n) * size > r_.remaining())
            fail("says " + std::to_string(n) + " " + plural + " (" + std::to_string(size) + " bytes each) but only " +
                 std::to_string(r_.remaining()) + " bytes remain");
        return n;
    }

    void read_vertices() {
        const std::uint32_t original = r_.u32();
        if (original > level_.vertices.size())
            fail("counts " + std::to_string(original) + " original vertices but the map has " +
                 std::to_string(level_.vertices.size()));
        const std::size_t added = count("new vertices", 8);
        level_.vertices.resize(original);
        level_.vertices.reserve(original + added);
        for (std::size_t i = 0; i < added; ++i) {
            Vertex v;
            v.x = r_.s32();
            v.y = r_.s32();
            level_.vertices.push_back(v);
        }
        for (std::size_t i = 0; i < level_.lines.size(); ++i) {
            const Line& l = level_.lines[i];
            if (static_cast<std::size_t>(std::max(l.v1, l.v2)) >= level_.vertices.size())
                fail("keeps " + std::to_string(original) + " original vertices but line " + std::to_string(i) +
                     " uses vertex " + std::to_string(std::max(l.v1, l.v2)));
        }
    }

    void read_subsectors() {
        level_.subsectors.resize(count("subsectors", 4));
        std::uint64_t first = 0;
        for (std::size_t i = 0; i < level_.subsectors.size(); ++i) {
            const std::uint32_t segs = r_.u32();
            if (segs == 0) fail("subsector " + std::to_string(i) + " has no segs");
            if (first + segs > INT32_MAX) fail("subsector " + std::to_string(i) + " has too many segs");
            level_.subsectors[i].first_seg = static_cast<int>(first);
            level_.subsectors[i].num_segs = static_cast<int>(segs);
            first += segs;
        }
        total_segs_ = first;
    }

    int vertex(std::uint32_t v, std::size_t seg) const {
        if (v >= level_.vertices.size())
            fail("seg " + std::to_string(seg) + " names vertex " + std::to_string(v) + " (there are " +
                 std::to_string(level_.vertices.size()) + ")");
        return static_cast<int>(v);
    }

    void read_segs(SegLayout layout) {
        const std::size_t size = layout == SegLayout::Plain ? 11 : layout == SegLayout::Gl ? 11 : 13;
        const std::size_t n = count("segs", size);
        if (n != total_segs_)
            fail("has " + std::to_string(n) + " segs but its subsectors count " + std::to_string(total_segs_));
        level_.segs.resize(n);
        const std::uint32_t no_line = layout == SegLayout::Gl2 ? 0xFFFFFFFFu : 0xFFFFu;
        for (std::size_t i = 0; i < n; ++i) {
            Seg& s = level_.segs[i];
            s.v1 = vertex(r_.u32(), i);
            if (layout == SegLayout::Plain) s.v2 = vertex(r_.u32(), i);
            else r_.u32();  // the partner seg on the other side, which we do not need
            const std::uint32_t line = layout == SegLayout::Gl2 ? r_.u32() : r_.u16();
            const std::uint8_t side = r_.u8();
            if (side > 1) fail("seg " + std::to_string(i) + " lies on side " + std::to_string(side) + " (0 or 1)");
            s.side = side;
            if (line == no_line) {
                if (layout == SegLayout::Plain) fail("seg " + std::to_string(i) + " has no line");
                s.line = kNone;
                continue;
            }
            if (line >= level_.lines.size())
                fail("seg " + std::to_string(i) + " names line " + std::to_string(line) + " (map has " +
                     std::to_string(level_.lines.size()) + ")");
            s.line = static_cast<int>(line);
            if (level_.lines[line].sides[side] == kNone)
                fail("seg " + std::to_string(i) + " lies on the " + (side ? "back" : "front") + " of line " +
                     std::to_string(line) + ", which has no side there");
        }
        if (layout != SegLayout::Plain) close_gl_loops();
        for (Subsector& ss : level_.subsectors) give_minisegs_a_sector(ss);
        for (Seg& s : level_.segs) set_seg_angle_and_offset(level_, s);
    }

    // A GL seg ends where the next one of its subsector starts.
    void close_gl_loops() {
        for (const Subsector& ss : level_.subsectors)
            for (int k = 0; k < ss.num_segs; ++k) {
                const int next = ss.first_seg + (k + 1) % ss.num_segs;
                level_.segs[static_cast<std::size_t>(ss.first_seg + k)].v2 =
                    level_.segs[static_cast<std::size_t>(next)].v1;
            }
    }

    // A subsector's sector is its first seg's; a miniseg takes it from a
    // seg of the subsector that lies on a line.
    void give_minisegs_a_sector(Subsector& ss) {
        int sector = kNone;
        for (int k = 0; k < ss.num_segs && sector == kNone; ++k) {
            const Seg& s = level_.segs[static_cast<std::size_t>(ss.first_seg + k)];
            if (s.line == kNone) continue;
            const int side = level_.lines[static_cast<std::size_t>(s.line)].sides[static_cast<std::size_t>(s.side)];
            sector = level_.sides[static_cast<std::size_t>(side)].sector;
        }
        if (sector == kNone)
            fail("subsector " + std::to_string(&ss - level_.subsectors.data()) + " has only minisegs");
        for (int k = 0; k < ss.num_segs; ++k) {
            Seg& s = level_.segs[static_cast<std::size_t>(ss.first_seg + k)];
            if (s.line == kNone) s.front_sector = sector;
        }
    }

    void read_nodes(bool fixed_partition) {
        level_.nodes.resize(count("nodes", fixed_partition ? 40 : 32));
        if (level_.nodes.empty() && level_.subsectors.size() != 1)
            fail("has no nodes but " + std::to_string(level_.subsectors.size()) +
                 " subsectors; only a map of one subsector can do without nodes");
        for (std::size_t i = 0; i < level_.nodes.size(); ++i) {
            Node& n = level_.nodes[i];
            if (fixed_partition) {
                n.x = r_.s32();
                n.y = r_.s32();
                n.dx = r_.s32();
                n.dy = r_.s32();
            } else {
                n.x = r_.s16() * base::kFracUnit;
                n.y = r_.s16() * base::kFracUnit;
                n.dx = r_.s16() * base::kFracUnit;
                n.dy = r_.s16() * base::kFracUnit;
            }
            for (BBox& box : n.bbox)
                for (fixed_t& edge : box) edge = r_.s16() * base::kFracUnit;
            for (std::uint32_t& child : n.children) {
                child = r_.u32();
                const bool leaf = child & kSubsectorBit;
                const std::uint32_t index = child & ~kSubsectorBit;
                const std::size_t limit = leaf ? level_.subsectors.size() : level_.nodes.size();
                if (index >= limit)
                    fail("node " + std::to_string(i) + " has child " + (leaf ? "subsector " : "node ") +
                         std::to_string(index) + ", which does not exist (there are " + std::to_string(limit) + ")");
            }
        }
        if (auto loop = find_bsp_loop(level_.nodes))
            fail("node " + std::to_string(*loop) + " is its own descendant (the BSP tree has a loop)");
    }

    base::ByteReader r_;
    const std::string& context_;
    Level& level_;
    std::uint64_t total_segs_ = 0;
};

void put_u32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}
void put_u16(std::vector<std::uint8_t>& out, std::uint16_t v) {
    out.push_back(static_cast<std::uint8_t>(v));
    out.push_back(static_cast<std::uint8_t>(v >> 8));
}

}  // namespace

bool is_extended_nodes(std::span<const std::uint8_t> lump) { return find_format(lump) != nullptr; }

void read_extended_nodes(std::span<const std::uint8_t> lump, const std::string& context, Level& level) {
    const Format* format = find_format(lump);
    if (!format) {
        const std::size_t shown = std::min<std::size_t>(lump.size(), 4);
        std::string magic(reinterpret_cast<const char*>(lump.data()), shown);
        for (char& c : magic)
            if (c < 32 || c > 126) c = '?';
        throw base::Error(context + ": starts with '" + magic +
                          "', not one of XNOD, ZNOD, XGLN, ZGLN, XGL2, ZGL2, XGL3, ZGL3");
    }
    const std::string where = context + " (" + format->magic + ")";
    if (format->compressed) {
        const std::vector<std::uint8_t> data = inflate_all(lump.subspan(4), where);
        NodeReader(data, where, level).read(*format);
    } else {
        NodeReader(lump.subspan(4), where, level).read(*format);
    }
}

std::vector<std::uint8_t> write_xnod(const Level& level) { return write_xnod(level, level.vertices.size()); }

std::vector<std::uint8_t> write_xnod(const Level& level, std::size_t original_vertices) {
    original_vertices = std::min(original_vertices, level.vertices.size());
    std::vector<std::uint8_t> out{'X', 'N', 'O', 'D'};
    out.reserve(4 + 12 + (level.vertices.size() - original_vertices) * 8 + level.subsectors.size() * 4 + 4 +
                level.segs.size() * 11 + 4 + level.nodes.size() * 32);
    put_u32(out, static_cast<std::uint32_t>(original_vertices));
    put_u32(out, static_cast<std::uint32_t>(level.vertices.size() - original_vertices));
    for (std::size_t i = original_vertices; i < level.vertices.size(); ++i) {
        put_u32(out, static_cast<std::uint32_t>(level.vertices[i].x));
        put_u32(out, static_cast<std::uint32_t>(level.vertices[i].y));
    }
    put_u32(out, static_cast<std::uint32_t>(level.subsectors.size()));
    for (const Subsector& ss : level.subsectors) put_u32(out, static_cast<std::uint32_t>(ss.num_segs));
    // XNOD lists segs in subsector order; a classic map's subsectors may
    // share or skip segs, so each subsector's run is written out in turn.
    std::uint32_t seg_count = 0;
    for (const Subsector& ss : level.subsectors) seg_count += static_cast<std::uint32_t>(ss.num_segs);
    put_u32(out, seg_count);
    for (const Subsector& ss : level.subsectors)
        for (int k = 0; k < ss.num_segs; ++k) {
            const Seg& s = level.segs[static_cast<std::size_t>(ss.first_seg + k)];
            put_u32(out, static_cast<std::uint32_t>(s.v1));
            put_u32(out, static_cast<std::uint32_t>(s.v2));
            put_u16(out, static_cast<std::uint16_t>(s.line));
            out.push_back(static_cast<std::uint8_t>(s.side));
        }
    put_u32(out, static_cast<std::uint32_t>(level.nodes.size()));
    for (const Node& n : level.nodes) {
        for (fixed_t v : {n.x, n.y, n.dx, n.dy}) put_u16(out, static_cast<std::uint16_t>(v >> base::kFracBits));
        for (const BBox& box : n.bbox)
            for (fixed_t edge : box) put_u16(out, static_cast<std::uint16_t>(edge >> base::kFracBits));
        for (std::uint32_t child : n.children) put_u32(out, child);
    }
    return out;
}

}  // namespace map
