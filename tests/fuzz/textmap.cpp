// A UDMF map: TEXTMAP and ZNODES (two pieces of the input) loaded as a
// level, as a map between a marker and ENDMAP would be.
#include <cstdint>
#include <span>

#include "base/error.h"
#include "fuzz_input.h"
#include "map/udmf_map_loader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto pieces = fuzz::split(std::span<const std::uint8_t>(data, size), 2);
    map::UdmfLumps lumps;
    lumps.name = "MAP01";
    lumps.where = "fuzz.wad: MAP01";
    lumps.textmap = pieces[0];
    lumps.znodes = pieces[1];
    try {
        (void)map::load_udmf_level(lumps);
    } catch (const base::Error&) {
    }
    return 0;
}
