// GAMECONF lumps, each read on top of the one before as a stack reads them.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "assets/gameconf.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    assets::GameConf conf;
    std::vector<std::string> diagnostics;
    assets::parse_gameconf(conf, text, "fuzz.wad: lump GAMECONF", diagnostics);
    const assets::GameConf first = conf;
    assets::parse_gameconf(conf, text, "fuzz.wad: lump GAMECONF", diagnostics);
    // A lump is taken whole or not at all: read twice, it either says
    // why both times or adds its pwads again.
    if (diagnostics.size() == 1) __builtin_trap();
    if (diagnostics.empty() && conf.pwads.size() != 2 * first.pwads.size()) __builtin_trap();
    if (conf.playertranslations && conf.playertranslations->size() < 4) __builtin_trap();
    return 0;
}
