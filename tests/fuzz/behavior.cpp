// BEHAVIOR lumps: read as a map's scripts (and as the library they may
// load), then played for a few tics on a small level (a room, a box tagged
// 1 beside it, the player and an imp with thing id 5), so the loader's and
// the linker's checks, the interpreter's (jumps, stack, calls, variables,
// strings) and what scripts do to a level all meet what strangers' lumps
// hold.
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "base/log.h"
#include "map/udmf_map_loader.h"
#include "sim/acs_libraries.h"
#include "sim/acs_scripts.h"
#include "sim/definitions.h"
#include "sim/game.h"
#include "sim/setup.h"
#include "sim/world.h"

namespace {

constexpr std::string_view kTextmap = R"(namespace = "zdoom";
vertex { x = 0.0; y = 0.0; } vertex { x = 256.0; y = 0.0; } vertex { x = 320.0; y = 0.0; }
vertex { x = 320.0; y = 256.0; } vertex { x = 256.0; y = 256.0; } vertex { x = 0.0; y = 256.0; }
linedef { v1 = 0; v2 = 5; sidefront = 0; blocking = true; }
linedef { v1 = 5; v2 = 4; sidefront = 1; blocking = true; }
linedef { v1 = 1; v2 = 0; sidefront = 2; blocking = true; }
linedef { v1 = 4; v2 = 1; sidefront = 3; sideback = 4; twosided = true; id = 4; user_count = 7; }
linedef { v1 = 4; v2 = 3; sidefront = 5; blocking = true; }
linedef { v1 = 3; v2 = 2; sidefront = 6; blocking = true; }
linedef { v1 = 2; v2 = 1; sidefront = 7; blocking = true; }
sidedef { sector = 0; texturemiddle = "STARTAN3"; } sidedef { sector = 0; texturemiddle = "STARTAN3"; }
sidedef { sector = 0; texturemiddle = "STARTAN3"; } sidedef { sector = 0; }
sidedef { sector = 1; } sidedef { sector = 1; texturemiddle = "STARTAN3"; }
sidedef { sector = 1; texturemiddle = "STARTAN3"; } sidedef { sector = 1; texturemiddle = "STARTAN3"; }
sector { texturefloor = "FLOOR4_8"; textureceiling = "CEIL3_5"; heightceiling = 128; }
sector { texturefloor = "FLOOR4_8"; textureceiling = "CEIL3_5"; heightceiling = 128; id = 1; }
thing { x = 128.0; y = 128.0; type = 1; skill3 = true; single = true; }
thing { x = 64.0; y = 200.0; type = 3001; id = 5; skill3 = true; single = true; }
)";

map::Level small_level() {
    map::UdmfLumps lumps;
    lumps.name = "MAP01";
    lumps.where = "fuzz.wad: MAP01";
    lumps.textmap = std::span<const std::uint8_t>(reinterpret_cast<const std::uint8_t*>(kTextmap.data()), kTextmap.size());
    return map::load_udmf_level(lumps);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);  // a bad lump gets a warning; the fuzzer needs none of it
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const sim::Definitions defs;
    static const map::Level level = small_level();
    sim::World w(defs);
    // The lump is also the library ACSLIB (the seeds' name), so a lump that
    // loads it links against itself: the linker meets strangers' chunks too.
    auto libraries = std::make_shared<sim::AcsLibraryLumps>();
    libraries->lumps["ACSLIB"].assign(data, data + size);
    w.rules.acs_libraries = std::move(libraries);
    map::Level copy = level;
    copy.extensions.behavior.assign(data, data + size);
    sim::setup_level(w, std::move(copy), sim::TextureNumbers{});
    if (w.acs.modules.empty()) return 0;
    for (int tic = 0; tic < 3; ++tic) sim::play_tic(w);
    return 0;
}
