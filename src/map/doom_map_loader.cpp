#include "map/doom_map_loader.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "base/byte_reader.h"
#include "base/error.h"
#include "base/log.h"
#include "map/blockmap_builder.h"
#include "map/blockmap_reader.h"
#include "map/derived_fields.h"
#include "map/extended_nodes.h"
#include "map/level_validation.h"
#include "map/node_builder.h"
#include "map/reject_reader.h"
#include "map/udmf_map_loader.h"

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

// Hexen-format line flags beyond Doom's: the repeat bit and the trigger
// (SPAC) number in bits 10-12.
constexpr int kHexenRepeatSpecial = 0x200;
constexpr int kHexenTriggerShift = 10;
constexpr LineBool kHexenTriggers[] = {LineBool::PlayerCross, LineBool::PlayerUse, LineBool::MonsterCross,
                                       LineBool::Impact, LineBool::PlayerPush, LineBool::MissileCross};

void read_lines(const MapLumps& m, Level& level, bool hexen) {
    const std::size_t size = hexen ? 16 : 14;
    auto data = m.entries("LINEDEFS", size, "linedef", true);
    auto r = m.reader("LINEDEFS", data);
    level.lines.resize(data.size() / size);
    if (hexen) level.extensions.lines.resize(level.lines.size());
    for (std::size_t i = 0; i < level.lines.size(); ++i) {
        Line& l = level.lines[i];
        const std::uint16_t v1 = r.u16(), v2 = r.u16();
        m.check_ref("LINEDEFS", i, "vertex", v1, level.vertices.size(), "vertices");
        m.check_ref("LINEDEFS", i, "vertex", v2, level.vertices.size(), "vertices");
        l.v1 = v1;
        l.v2 = v2;
        l.flags = r.u16();
        if (hexen) {
            // Hexen specials are kept aside; Line::special is Doom's.
            LineExtension& e = level.extensions.lines[i];
            e.id = -1;
            e.special = r.u8();
            for (int& arg : e.args) arg = r.u8();
            if (l.flags & kHexenRepeatSpecial) e.flags.set(LineBool::RepeatSpecial);
            const int trigger = (l.flags >> kHexenTriggerShift) & 7;
            if (trigger < static_cast<int>(std::size(kHexenTriggers))) e.flags.set(kHexenTriggers[trigger]);
            l.flags &= 0x1FF;
        } else {
            l.special = r.s16();
            l.tag = r.s16();
        }
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

// Hexen-format thing flags that differ from Doom's options word.
constexpr int kHexenDormant = 0x10, kHexenSingle = 0x100, kHexenCoop = 0x200, kHexenDm = 0x400;

// A BLOCKMAP that cannot be right (a list past the lump's end, a linedef
// the map lacks: big maps outgrow the lump's 16-bit offsets) is the node
// builder's fault, not the map's: ours replaces it, with one warning.
Blockmap read_or_build_blockmap(const MapLumps& m, const Level& level) {
    const auto lump = m.find("BLOCKMAP");
    if (!lump || lump->empty()) return build_blockmap(level.vertices, level.lines, m.where());
    try {
        return read_blockmap(*lump, level.lines.size(), m.where() + ": BLOCKMAP");
    } catch (const base::Error& e) {
        base::warn(std::string(e.what()) + "; the blockmap is rebuilt");
        return build_blockmap(level.vertices, level.lines, m.where());
    }
}

void read_things(const MapLumps& m, Level& level, bool hexen) {
    const std::size_t size = hexen ? 20 : 10;
    auto data = m.entries("THINGS", size, "thing", false);
    auto r = m.reader("THINGS", data);
    level.things.resize(data.size() / size);
    if (hexen) level.extensions.things.resize(level.things.size());
    for (std::size_t i = 0; i < level.things.size(); ++i) {
        Thing& t = level.things[i];
        if (!hexen) {
            t.x = r.s16();
            t.y = r.s16();
            t.angle = r.s16();
            t.type = r.s16();
            t.options = r.s16();
            continue;
        }
        ThingExtension& e = level.extensions.things[i];
        e.id = r.s16();
        t.x = r.s16();
        t.y = r.s16();
        e.height = r.s16();
        t.angle = r.s16();
        t.type = r.s16();
        const int flags = r.u16();
        e.special = r.u8();
        for (int& arg : e.args) arg = r.u8();
        // Skills and ambush keep Doom's bits; the game modes become Doom's
        // "not in single player" and Boom's "not in deathmatch / co-op".
        t.options = (flags & 0xF) | (flags & kHexenSingle ? 0 : 16) | (flags & kHexenDm ? 0 : 32) |
                    (flags & kHexenCoop ? 0 : 64);
        e.skills = static_cast<std::uint16_t>(((flags & 1) ? 3 : 0) | ((flags & 2) ? 4 : 0) | ((flags & 4) ? 24 : 0));
        e.classes = static_cast<std::uint16_t>((flags >> 5) & 7);
        e.flags.set(ThingBool::Ambush, flags & 8);
        e.flags.set(ThingBool::Dormant, flags & kHexenDormant);
        e.flags.set(ThingBool::Single, flags & kHexenSingle);
        e.flags.set(ThingBool::Coop, flags & kHexenCoop);
        e.flags.set(ThingBool::Dm, flags & kHexenDm);
    }
}

bool empty_or_missing(const MapLumps& m, const char* name) {
    auto data = m.find(name);
    return !data || data->empty();
}

// Node builders put extended nodes in NODES behind a magic word, with SEGS
// and SSECTORS left empty. A map without nodes gets ours; so does one whose
// nodes name what does not exist or loop, with a warning, since the map
// itself may be sound. Valid nodes are always kept: the simulation's sight
// checks walk them, and demos depend on that.
void read_or_build_nodes(const MapLumps& m, Level& level) {
    auto nodes = m.find("NODES");
    if (empty_or_missing(m, "NODES") && empty_or_missing(m, "SEGS") && empty_or_missing(m, "SSECTORS")) {
        build_nodes(level);
        return;
    }
    const std::vector<Vertex> vertices = level.vertices;  // extended nodes add to them
    try {
        if (nodes && is_extended_nodes(*nodes)) {
            read_extended_nodes(*nodes, m.where() + ": NODES", level);
        } else {
            read_segs(m, level);
            read_subsectors(m, level);
            read_nodes(m, level);
        }
    } catch (const base::Error& e) {
        base::warn(std::string(e.what()) + "; the nodes are rebuilt");
        level.vertices = vertices;
        build_nodes(level);
    }
}

std::optional<std::span<const std::uint8_t>> lump_of(const wad::Archive& archive, const wad::MapGroup& group,
                                                     const char* name) {
    auto index = group.find(name);
    if (!index) return std::nullopt;
    return archive.lump(*index).data;
}

Level load_udmf(const wad::Archive& archive, const wad::MapGroup& group, const std::string& where) {
    UdmfLumps lumps;
    lumps.name = group.name;
    lumps.where = where;
    lumps.textmap = *lump_of(archive, group, "TEXTMAP");
    lumps.znodes = lump_of(archive, group, "ZNODES");
    lumps.blockmap = lump_of(archive, group, "BLOCKMAP");
    lumps.reject = lump_of(archive, group, "REJECT");
    lumps.behavior = lump_of(archive, group, "BEHAVIOR");
    lumps.dialogue = lump_of(archive, group, "DIALOGUE");
    return load_udmf_level(lumps);
}

}  // namespace

Level load_level(const wad::Archive& archive, const wad::MapGroup& group) {
    const MapLumps m(archive, group);
    if (group.format == wad::MapFormat::Udmf) return load_udmf(archive, group, m.where());
    const bool hexen = group.format == wad::MapFormat::Hexen;
    Level level;
    level.name = group.name;
    level.where = m.where();
    if (hexen) level.extensions.ns = MapNamespace::Hexen;
    read_vertices(m, level);
    read_sectors(m, level);
    read_sides(m, level);
    read_lines(m, level, hexen);
    read_or_build_nodes(m, level);
    read_things(m, level, hexen);
    if (hexen) {
        if (auto behavior = m.find("BEHAVIOR")) level.extensions.behavior.assign(behavior->begin(), behavior->end());
        // Hexen sector specials are not Doom's; they are kept aside.
        level.extensions.sectors.resize(level.sectors.size());
        for (std::size_t i = 0; i < level.sectors.size(); ++i) {
            level.extensions.sectors[i].special = level.sectors[i].special;
            level.sectors[i].special = 0;
        }
    }

    level.blockmap = read_or_build_blockmap(m, level);
    compute_derived_fields(level);
    // A short REJECT's padding depends on the sectors' line lists, built above.
    std::size_t sector_lines = 0;
    for (const Sector& sector : level.sectors) sector_lines += sector.lines.size();
    const auto reject_lump = m.find("REJECT");
    // The original could not load a binary map without one; its author can add it.
    if (!reject_lump) base::warn(m.where() + ": no REJECT lump; every sight check will run");
    Reject reject = read_reject(reject_lump, level.sectors.size(), sector_lines, m.where());
    level.reject = std::move(reject.bits);
    level.reject_short = reject.short_lump;
    return level;
}

}  // namespace map
