#include "map/doom_map_loader.h"

#include <optional>
#include <span>
#include <string>

#include "base/byte_reader.h"
#include "base/error.h"
#include "map/blockmap_builder.h"
#include "map/blockmap_reader.h"
#include "map/derived_fields.h"
#include "map/level_validation.h"
#include "map/reject_reader.h"

namespace map {
namespace {

using base::fixed_t;

constexpr std::uint16_t kNoSidedef = 0xFFFF;
constexpr std::uint16_t kChildSubsectorFlag = 0x8000;  // NF_SUBSECTOR of the 16-bit format

fixed_t to_fixed(std::int16_t v) { return static_cast<fixed_t>(v) * base::kFracUnit; }

// A map's lumps, and the words that name them in messages.
class MapLumps {
public:
    MapLumps(const wad::Archive& archive, const wad::MapGroup& group)
        : archive_(archive),
          group_(group),
          where_(archive.files().at(archive.lump(group.marker).file).path.filename().string() + ": " + group.name) {}

    // "freedoom2.wad: MAP01"
    const std::string& where() const { return where_; }

    std::optional<std::span<const std::uint8_t>> find(const char* name) const {
        auto index = group_.find(name);
        if (!index) return std::nullopt;
        return archive_.lump(*index).data;
    }

    // A lump of fixed-size entries: its size must be a whole number of
    // entries, and a required lump must hold at least one.
    std::span<const std::uint8_t> entries(const char* name, std::size_t entry_size, const char* entry_word,
                                          bool required) const {
        auto data = find(name);
        if (!data) {
            if (required) throw base::Error(where_ + ": no " + name + " lump");
            return {};
        }
        if (data->size() % entry_size != 0)
            fail(name, "is " + std::to_string(data->size()) + " bytes, not a multiple of " +
                           std::to_string(entry_size) + " (the size of one " + entry_word + ")");
        if (data->empty() && required) fail(name, std::string("is empty; a map needs at least one ") + entry_word);
        return *data;
    }

    base::ByteReader reader(const char* name, std::span<const std::uint8_t> data) const {
        return base::ByteReader(data, where_ + ": " + name);
    }

    [[noreturn]] void fail(const char* lump, const std::string& problem) const {
        throw base::Error(where_ + ": " + lump + " " + problem);
    }

    // Throws "LUMP entry N names WHAT V (map has COUNT PLURAL)" unless V < COUNT.
    void check_ref(const char* lump, std::size_t entry, const char* what, std::size_t value, std::size_t count,
                   const char* plural) const {
        if (value >= count)
            fail(lump, "entry " + std::to_string(entry) + " names " + what + " " + std::to_string(value) +
                           " (map has " + std::to_string(count) + " " + plural + ")");
    }

private:
    const wad::Archive& archive_;
    const wad::MapGroup& group_;
    std::string where_;
};

void refuse_unsupported(const MapLumps& m, const wad::MapGroup& group) {
    if (group.format == wad::MapFormat::Hexen)
        throw base::Error(m.where() + ": Hexen-format maps are not supported yet");
    if (group.format == wad::MapFormat::Udmf) throw base::Error(m.where() + ": UDMF maps are not supported yet");
    // Node builders put extended and GL-extended nodes in NODES behind a
    // magic word; read as classic nodes they would be garbage.
    if (auto nodes = m.find("NODES"); nodes && nodes->size() >= 4) {
        const std::string magic(reinterpret_cast<const char*>(nodes->data()), 4);
        for (const char* extended : {"XNOD", "ZNOD", "XGLN", "ZGLN", "XGL2", "ZGL2", "XGL3", "ZGL3", "xNd4"})
            if (magic == extended)
                m.fail("NODES", "holds extended nodes (" + magic + "), which are not supported yet");
    }
}

void read_vertices(const MapLumps& m, Level& level) {
    auto data = m.entries("VERTEXES", 4, "vertex", true);
    auto r = m.reader("VERTEXES", data);
    level.vertices.resize(data.size() / 4);
    for (Vertex& v : level.vertices) {
        v.x = to_fixed(r.s16());
        v.y = to_fixed(r.s16());
    }
}

void read_sectors(const MapLumps& m, Level& level) {
    auto data = m.entries("SECTORS", 26, "sector", true);
    auto r = m.reader("SECTORS", data);
    level.sectors.resize(data.size() / 26);
    for (Sector& s : level.sectors) {
        s.floor_height = to_fixed(r.s16());
        s.ceiling_height = to_fixed(r.s16());
        s.floor_flat = r.name8();
        s.ceiling_flat = r.name8();
        s.light = r.s16();
        s.special = r.s16();
        s.tag = r.s16();
    }
}

void read_sides(const MapLumps& m, Level& level) {
    auto data = m.entries("SIDEDEFS", 30, "sidedef", true);
    auto r = m.reader("SIDEDEFS", data);
    level.sides.resize(data.size() / 30);
    for (std::size_t i = 0; i < level.sides.size(); ++i) {
        Side& s = level.sides[i];
        s.texture_offset = to_fixed(r.s16());
        s.row_offset = to_fixed(r.s16());
        s.top_texture = r.name8();
        s.bottom_texture = r.name8();
        s.mid_texture = r.name8();
        const std::uint16_t sector = r.u16();
        m.check_ref("SIDEDEFS", i, "sector", sector, level.sectors.size(), "sectors");
        s.sector = sector;
    }
}

void read_lines(const MapLumps& m, Level& level) {
    auto data = m.entries("LINEDEFS", 14, "linedef", true);
    auto r = m.reader("LINEDEFS", data);
    level.lines.resize(data.size() / 14);
    for (std::size_t i = 0; i < level.lines.size(); ++i) {
        Line& l = level.lines[i];
        const std::uint16_t v1 = r.u16(), v2 = r.u16();
        m.check_ref("LINEDEFS", i, "vertex", v1, level.vertices.size(), "vertices");
        m.check_ref("LINEDEFS", i, "vertex", v2, level.vertices.size(), "vertices");
        l.v1 = v1;
        l.v2 = v2;
        l.flags = r.u16();
        l.special = r.s16();
        l.tag = r.s16();
        for (int& side : l.sides) {
            const std::uint16_t s = r.u16();
            if (s != kNoSidedef) m.check_ref("LINEDEFS", i, "sidedef", s, level.sides.size(), "sidedefs");
            side = s == kNoSidedef ? kNone : s;
        }
        if (l.sides[0] == kNone) m.fail("LINEDEFS", "entry " + std::to_string(i) + " has no front sidedef");
    }
}

void read_segs(const MapLumps& m, Level& level) {
    auto data = m.entries("SEGS", 12, "seg", true);
    auto r = m.reader("SEGS", data);
    level.segs.resize(data.size() / 12);
    for (std::size_t i = 0; i < level.segs.size(); ++i) {
        Seg& s = level.segs[i];
        const std::uint16_t v1 = r.u16(), v2 = r.u16();
        m.check_ref("SEGS", i, "vertex", v1, level.vertices.size(), "vertices");
        m.check_ref("SEGS", i, "vertex", v2, level.vertices.size(), "vertices");
        s.v1 = v1;
        s.v2 = v2;
        s.angle = static_cast<base::angle_t>(r.u16()) << 16;
        const std::uint16_t line = r.u16();
        m.check_ref("SEGS", i, "linedef", line, level.lines.size(), "linedefs");
        s.line = line;
        const std::uint16_t side = r.u16();
        if (side > 1)
            m.fail("SEGS", "entry " + std::to_string(i) + " names side " + std::to_string(side) +
                               " of its linedef (must be 0 for front or 1 for back)");
        if (level.lines[line].sides[side] == kNone)
            m.fail("SEGS", "entry " + std::to_string(i) + " lies on the " + (side ? "back" : "front") +
                               " of linedef " + std::to_string(line) + ", which has no sidedef there");
        s.side = side;
        s.offset = to_fixed(r.s16());
    }
}

void read_subsectors(const MapLumps& m, Level& level) {
    auto data = m.entries("SSECTORS", 4, "subsector", true);
    auto r = m.reader("SSECTORS", data);
    level.subsectors.resize(data.size() / 4);
    for (std::size_t i = 0; i < level.subsectors.size(); ++i) {
        Subsector& ss = level.subsectors[i];
        ss.num_segs = r.u16();
        ss.first_seg = r.u16();
        if (ss.num_segs == 0) m.fail("SSECTORS", "entry " + std::to_string(i) + " has no segs");
        const std::size_t end = static_cast<std::size_t>(ss.first_seg) + static_cast<std::size_t>(ss.num_segs);
        if (end > level.segs.size())
            m.fail("SSECTORS", "entry " + std::to_string(i) + " names segs " + std::to_string(ss.first_seg) + " to " +
                                   std::to_string(end - 1) + " (map has " + std::to_string(level.segs.size()) +
                                   " segs)");
    }
}

void read_nodes(const MapLumps& m, Level& level) {
    auto data = m.entries("NODES", 28, "node", false);
    auto r = m.reader("NODES", data);
    level.nodes.resize(data.size() / 28);
    if (level.nodes.empty() && level.subsectors.size() != 1)
        m.fail("NODES", "is empty but the map has " + std::to_string(level.subsectors.size()) +
                            " subsectors; only a map of one subsector can do without nodes");
    for (std::size_t i = 0; i < level.nodes.size(); ++i) {
        Node& n = level.nodes[i];
        n.x = to_fixed(r.s16());
        n.y = to_fixed(r.s16());
        n.dx = to_fixed(r.s16());
        n.dy = to_fixed(r.s16());
        for (BBox& box : n.bbox)
            for (fixed_t& edge : box) edge = to_fixed(r.s16());
        for (std::uint32_t& child : n.children) {
            const std::uint16_t raw = r.u16();
            if (raw & kChildSubsectorFlag) {
                const auto ss = static_cast<std::uint16_t>(raw & ~kChildSubsectorFlag);
                m.check_ref("NODES", i, "subsector", ss, level.subsectors.size(), "subsectors");
                child = kSubsectorBit | ss;
            } else {
                m.check_ref("NODES", i, "node", raw, level.nodes.size(), "nodes");
                child = raw;
            }
        }
    }
    if (auto loop = find_bsp_loop(level.nodes))
        m.fail("NODES", "entry " + std::to_string(*loop) + " is its own descendant (the BSP tree has a loop)");
}

void read_things(const MapLumps& m, Level& level) {
    auto data = m.entries("THINGS", 10, "thing", false);
    auto r = m.reader("THINGS", data);
    level.things.resize(data.size() / 10);
    for (Thing& t : level.things) {
        t.x = r.s16();
        t.y = r.s16();
        t.angle = r.s16();
        t.type = r.s16();
        t.options = r.s16();
    }
}

}  // namespace

Level load_level(const wad::Archive& archive, const wad::MapGroup& group) {
    const MapLumps m(archive, group);
    refuse_unsupported(m, group);
    Level level;
    level.name = group.name;
    level.where = m.where();
    read_vertices(m, level);
    read_sectors(m, level);
    read_sides(m, level);
    read_lines(m, level);
    read_segs(m, level);
    read_subsectors(m, level);
    read_nodes(m, level);
    read_things(m, level);

    auto blockmap = m.find("BLOCKMAP");
    level.blockmap = blockmap && !blockmap->empty()
                         ? read_blockmap(*blockmap, level.lines.size(), m.where() + ": BLOCKMAP")
                         : build_blockmap(level.vertices, level.lines);
    compute_derived_fields(level);
    // A short REJECT's padding depends on the sectors' line lists, built above.
    std::size_t sector_lines = 0;
    for (const Sector& sector : level.sectors) sector_lines += sector.lines.size();
    Reject reject = read_reject(m.find("REJECT"), level.sectors.size(), sector_lines, m.where());
    level.reject = std::move(reject.bits);
    level.reject_short = reject.short_lump;
    return level;
}

}  // namespace map
