#pragma once
// SNDINFO, ZDoom's sound definitions, as far as a Doom port plays them:
// logical names for sound lumps (`name lump`, or dsda-doom's `name = lump`),
// `$alias`, `$random` and `$ambient`, the ambient sounds things 14001-14065
// make. ZDoom's names for Doom's sounds come first; every SNDINFO lump of
// the stack follows in directory order, each adding to and overriding the
// ones before (ZDoom's rule). Other `$`
// commands (limits, pitch shifts, player sounds, music volumes) are named
// once, as not played. The game side is sim/sound_names.h.
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

// `$ambient index sound [point [rolloff] | surround | world] mode volume`.
struct SndAmbient {
    std::string sound;  // a logical name, lower case
    // 0: heard everywhere at its volume (world, surround); a point sound's
    // distance factor (1 by default: the distance as other sounds hear it).
    double attenuation = 0;
    // Tics between two plays: from min_tics to max_tics at random, the same
    // for a periodic sound, -1 for both when it loops (continuous).
    int min_tics = -1, max_tics = -1;
    double volume = 1;  // 0..1
};

struct SndInfo {
    std::map<std::string, std::string> sounds;                // logical name (lower case) -> lump (upper case)
    std::map<std::string, std::string> aliases;               // `$alias`: name -> the name it stands for
    std::map<std::string, std::vector<std::string>> randoms;  // `$random`: name -> the names it picks from
    std::map<int, SndAmbient> ambients;                       // by index
    std::vector<std::string> skipped;                         // `$` commands not played, each once
};

// Reads one lump's text into `into`. A bad statement is left out with a
// message naming `source`, line and column ("x.wad: SNDINFO:4:3: ..."),
// in `diagnostics` and the log; the rest is kept.
void parse_sndinfo(std::string_view text, const std::string& source, SndInfo& into,
                   std::vector<std::string>& diagnostics);

// ZDoom's own names for Doom's sounds whose lumps the WADs have
// (assets/sndinfo_doom_names.h), then every SNDINFO lump of the stack in
// directory order. The commands skipped get one warning for the stack.
SndInfo load_sndinfo(const wad::Archive& archive, std::vector<std::string>& diagnostics);

}  // namespace assets
