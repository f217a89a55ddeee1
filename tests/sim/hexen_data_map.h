#pragma once
// The test maps of tests/data/hexen-specials, read from their TEXTMAP
// sources (the loader builds their nodes), and a game source that plays one.
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "map/udmf_map_loader.h"
#include "sim/game.h"
#include "support/test_support.h"

namespace hexen_data {

inline std::string data_map_text(const std::string& name) {
    std::ifstream in(test_support::data_dir() / "hexen-specials" / (name + ".textmap"), std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// A map from TEXTMAP text; `where` names it in messages.
inline map::Level load_map_text(const std::string& text, const std::string& where) {
    const std::vector<std::uint8_t> bytes(text.begin(), text.end());
    map::UdmfLumps lumps;
    lumps.name = "MAP01";
    lumps.where = where;
    lumps.textmap = bytes;
    return map::load_udmf_level(lumps);
}

inline map::Level load_data_map(const std::string& name) {
    const auto path = test_support::data_dir() / "hexen-specials" / (name + ".textmap");
    return load_map_text(data_map_text(name), path.string());
}

struct DataSource final : sim::LevelSource {
    explicit DataSource(std::string map_name) : name(std::move(map_name)) {
        numbers.flats = {{"FLOOR4_8", 0}, {"CEIL3_5", 1}};
        numbers.textures = {{"-", 0}, {"STARTAN3", 1}};
    }
    std::string name;
    sim::TextureNumbers numbers;
    map::Level load(int, int) const override { return load_data_map(name); }
    const sim::TextureNumbers& textures() const override { return numbers; }
};

// A map of this folder drawn with an IWAD's textures: the map from its
// TEXTMAP source, the texture numbers from the IWAD's own source.
struct IwadTexturedSource final : sim::LevelSource {
    IwadTexturedSource(std::string map_name, const sim::LevelSource& iwad) : name(std::move(map_name)), iwad(iwad) {}
    std::string name;
    const sim::LevelSource& iwad;
    map::Level load(int, int) const override { return load_data_map(name); }
    const sim::TextureNumbers& textures() const override { return iwad.textures(); }
};

}  // namespace hexen_data
