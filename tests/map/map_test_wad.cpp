#include "map/map_test_wad.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "base/error.h"
#include "map/doom_map_loader.h"
#include "map/extended_nodes.h"
#include "map/textmap_writer.h"

namespace map_test {

std::vector<std::uint8_t>& MapLumps::lump(const std::string& lump_name) {
    for (auto& [n, data] : lumps)
        if (n == lump_name) return data;
    throw std::invalid_argument(name + " has no " + lump_name + " lump");
}

void MapLumps::remove(const std::string& lump_name) {
    std::erase_if(lumps, [&](const auto& l) { return l.first == lump_name; });
}

void MapLumps::add(const std::string& lump_name, std::vector<std::uint8_t> data) {
    lumps.emplace_back(lump_name, std::move(data));
}

MapLumps copy_map(const wad::Archive& archive, const std::string& map_name) {
    const wad::MapGroup* group = archive.find_map(map_name);
    EXPECT_NE(group, nullptr) << map_name;
    MapLumps out{map_name, {}};
    if (!group) return out;
    std::vector<std::size_t> order;
    for (const auto& [n, index] : group->lumps) order.push_back(index);
    std::sort(order.begin(), order.end());
    for (std::size_t index : order) {
        const wad::Lump& l = archive.lump(index);
        out.add(l.name, std::vector<std::uint8_t>(l.data.begin(), l.data.end()));
    }
    // The group leaves the UDMF end marker out; a copy needs it back.
    if (group->format == wad::MapFormat::Udmf) out.add("ENDMAP");
    return out;
}

namespace {
void append_u32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}
}  // namespace

std::vector<std::uint8_t> pwad_bytes(const MapLumps& map) {
    std::vector<std::pair<std::string, const std::vector<std::uint8_t>*>> entries;
    const std::vector<std::uint8_t> marker;
    entries.emplace_back(map.name, &marker);
    for (const auto& [n, data] : map.lumps) entries.emplace_back(n, &data);

    std::vector<std::uint8_t> bytes{'P', 'W', 'A', 'D'};
    append_u32(bytes, static_cast<std::uint32_t>(entries.size()));
    append_u32(bytes, 0);  // directory offset, patched below
    std::vector<std::uint32_t> offsets;
    for (const auto& e : entries) {
        offsets.push_back(static_cast<std::uint32_t>(bytes.size()));
        bytes.insert(bytes.end(), e.second->begin(), e.second->end());
    }
    const auto dir = static_cast<std::uint32_t>(bytes.size());
    for (int i = 0; i < 4; ++i) bytes[8 + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(dir >> (8 * i));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        append_u32(bytes, offsets[i]);
        append_u32(bytes, static_cast<std::uint32_t>(entries[i].second->size()));
        append_name(bytes, entries[i].first);
    }
    return bytes;
}

wad::Archive make_pwad(const MapLumps& map, const std::string& file_name) {
    wad::Archive archive;
    archive.add_file(wad::File::parse(file_name, pwad_bytes(map)));
    return archive;
}

void put_u16(std::vector<std::uint8_t>& bytes, std::size_t offset, std::uint16_t value) {
    bytes.at(offset) = static_cast<std::uint8_t>(value);
    bytes.at(offset + 1) = static_cast<std::uint8_t>(value >> 8);
}

std::uint16_t get_u16(const std::vector<std::uint8_t>& bytes, std::size_t offset) {
    return static_cast<std::uint16_t>(bytes.at(offset) | (bytes.at(offset + 1) << 8));
}

void append_s16(std::vector<std::uint8_t>& bytes, std::initializer_list<int> values) {
    for (int v : values) {
        bytes.push_back(static_cast<std::uint8_t>(v & 0xFF));
        bytes.push_back(static_cast<std::uint8_t>((v >> 8) & 0xFF));
    }
}

void append_name(std::vector<std::uint8_t>& bytes, const std::string& name) {
    for (std::size_t i = 0; i < 8; ++i) bytes.push_back(i < name.size() ? static_cast<std::uint8_t>(name[i]) : 0);
}

MapLumps square_room() {
    MapLumps m{"MAP01", {}};
    std::vector<std::uint8_t> things, lines, sides, vertices, segs, ssectors, sectors;
    append_s16(things, {64, 64, 90, 1, 7});
    // Corners counter-clockwise from the origin; each line runs clockwise
    // around the room so its front (right) side faces in.
    append_s16(vertices, {0, 0, 0, 128, 128, 128, 128, 0});
    const int next[4] = {1, 2, 3, 0};
    // Seg angles, as BAM >> 16: north, east, south, west.
    const int angle[4] = {0x4000, 0, 0xC000 - 0x10000, 0x8000 - 0x10000};
    for (int i = 0; i < 4; ++i) {
        append_s16(lines, {i, next[i], 1, 0, 0, i, -1});
        append_s16(sides, {0, 0});
        append_name(sides, "-");
        append_name(sides, "-");
        append_name(sides, "STARTAN3");
        append_s16(sides, {0});
        append_s16(segs, {i, next[i], angle[i], i, 0, 0});
    }
    append_s16(ssectors, {4, 0});
    append_s16(sectors, {0, 128});
    append_name(sectors, "FLOOR4_8");
    append_name(sectors, "CEIL3_5");
    append_s16(sectors, {160, 0, 0});
    m.add("THINGS", things);
    m.add("LINEDEFS", lines);
    m.add("SIDEDEFS", sides);
    m.add("VERTEXES", vertices);
    m.add("SEGS", segs);
    m.add("SSECTORS", ssectors);
    m.add("NODES");
    m.add("SECTORS", sectors);
    m.add("REJECT", {0});
    return m;
}

std::string load_error(const wad::Archive& archive) {
    try {
        map::load_level(archive, archive.maps().at(0));
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

MapLumps as_udmf(const wad::Archive& archive, const wad::MapGroup& group, const map::Level& level) {
    MapLumps m{group.name, {}};
    const std::string text = map::write_textmap(level);
    m.add("TEXTMAP", std::vector<std::uint8_t>(text.begin(), text.end()));
    m.add("ZNODES", map::write_xnod(level));
    for (const char* kept : {"BLOCKMAP", "REJECT"})
        if (auto index = group.find(kept)) {
            const auto data = archive.lump(*index).data;
            m.add(kept, std::vector<std::uint8_t>(data.begin(), data.end()));
        }
    m.add("ENDMAP");
    return m;
}

}  // namespace map_test
