// Our node builder on whatever lines a map gives it: a classic map of
// only LINEDEFS, SIDEDEFS, VERTEXES and SECTORS (pieces of the input), so
// the loader builds its nodes. Loading may refuse the map; a map it
// accepts must come out with a tree that passes validation.
#include <array>
#include <cstdint>
#include <cstdlib>
#include <span>

#include "base/error.h"
#include "base/log.h"
#include "fuzz_input.h"
#include "map/doom_map_loader.h"
#include "map/level_validation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    base::set_log_quiet(true);  // the missing REJECT warns every time
    static constexpr std::array<const char*, 4> kLumps{"LINEDEFS", "SIDEDEFS", "VERTEXES", "SECTORS"};
    const auto pieces = fuzz::split(std::span<const std::uint8_t>(data, size), kLumps.size());
    // An empty THINGS: what marks a binary map after its marker.
    std::vector<std::pair<std::string, fuzz::Bytes>> lumps{{"MAP01", {}}, {"THINGS", {}}};
    for (std::size_t i = 0; i < kLumps.size(); ++i) lumps.emplace_back(kLumps[i], pieces[i]);
    map::Level level;
    try {
        const wad::Archive archive = fuzz::archive_of(lumps);
        level = map::load_level(archive, *archive.find_map("MAP01"));
    } catch (const base::Error&) {
        return 0;
    }
    try {
        map::validate_level(level);
    } catch (const base::Error&) {
        std::abort();  // the builder made a tree that does not hold together
    }
    return 0;
}
