#pragma once
// Builds map WADs in memory for the map tests: copy a real map's lumps,
// change bytes, drop or add lumps, and load the result as a PWAD.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "map/level.h"
#include "wad/archive.h"

namespace map_test {

// A map marker and its lumps, in directory order.
struct MapLumps {
    std::string name;
    std::vector<std::pair<std::string, std::vector<std::uint8_t>>> lumps;

    std::vector<std::uint8_t>& lump(const std::string& lump_name);  // throws std::invalid_argument if absent
    void remove(const std::string& lump_name);
    void add(const std::string& lump_name, std::vector<std::uint8_t> data = {});
};

// The named map of an archive, its lump bytes copied.
MapLumps copy_map(const wad::Archive& archive, const std::string& map_name);

// The bytes of a PWAD holding the given map, for tools that read files.
std::vector<std::uint8_t> pwad_bytes(const MapLumps& map);

// An archive holding one PWAD, `file_name`, with the given map.
wad::Archive make_pwad(const MapLumps& map, const std::string& file_name = "bad.wad");

// Little-endian helpers over lump bytes.
void put_u16(std::vector<std::uint8_t>& bytes, std::size_t offset, std::uint16_t value);
std::uint16_t get_u16(const std::vector<std::uint8_t>& bytes, std::size_t offset);
void append_s16(std::vector<std::uint8_t>& bytes, std::initializer_list<int> values);
void append_name(std::vector<std::uint8_t>& bytes, const std::string& name);

// A valid 128x128 square room: 4 vertices, 1 sector, 4 one-sided lines
// facing in, 4 segs in 1 subsector, no nodes, a player start, a 1-byte
// REJECT and no BLOCKMAP.
MapLumps square_room();

// A classic map as `convert --to udmf` writes it: TEXTMAP, its nodes in
// ZNODES, its BLOCKMAP and REJECT. `level` is the map loaded.
MapLumps as_udmf(const wad::Archive& archive, const wad::MapGroup& group, const map::Level& level);

// The message of the base::Error that loading the archive's first map
// throws, or "" when it loads.
std::string load_error(const wad::Archive& archive);

}  // namespace map_test
