// A classic map: all its lumps at once (pieces of the input, in the order
// a map stores them), loaded and validated as a level. Built twice: as
// `map`, Doom's ten lumps; as `hexen_map` (BRIMSTONE_FUZZ_HEXEN_MAP), the
// same with BEHAVIOR after them, which makes THINGS and LINEDEFS Hexen's.
#include <array>
#include <cstdint>
#include <span>

#include "base/error.h"
#include "base/log.h"
#include "fuzz_input.h"
#include "map/doom_map_loader.h"

namespace {

#ifdef BRIMSTONE_FUZZ_HEXEN_MAP
constexpr std::array<const char*, 11> kLumps{"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",    "SSECTORS",
                                             "NODES",  "SECTORS",  "REJECT",   "BLOCKMAP", "BEHAVIOR"};
#else
constexpr std::array<const char*, 10> kLumps{"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",
                                             "SSECTORS", "NODES",  "SECTORS",  "REJECT",   "BLOCKMAP"};
#endif

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    // Damaged nodes warn on every input (the message is still built).
    base::set_log_quiet(true);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto pieces = fuzz::split(std::span<const std::uint8_t>(data, size), kLumps.size());
    std::vector<std::pair<std::string, fuzz::Bytes>> lumps{{"MAP01", {}}};
    for (std::size_t i = 0; i < kLumps.size(); ++i) lumps.emplace_back(kLumps[i], pieces[i]);
    try {
        const wad::Archive archive = fuzz::archive_of(lumps);
        (void)map::load_level(archive, *archive.find_map("MAP01"));
    } catch (const base::Error&) {
    }
    return 0;
}
