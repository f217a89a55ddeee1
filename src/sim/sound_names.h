#pragma once
// SNDINFO's sounds as the game plays them (assets/sndinfo.h reads the
// lumps): each logical name stands for a sound number, or for several that
// one is picked from at each play ($random). A sound lump SNDINFO names
// that Doom's table has not gets a number after every DeHackEd patch's
// (DSDHacked's numbering, as dsda-doom hands them out), and is played by
// its whole lump name. Scripts play sounds by these names (ACS's
// PlaySound, AmbientSound …); ambient sound things by their $ambient
// index (sim/ambient_sounds.h).
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "base/fixed.h"
#include "sim/info.h"

namespace assets {
struct SndInfo;
}

namespace sim {

struct Definitions;
struct World;

// `$ambient`'s sound in the game's units.
struct AmbientSoundInfo {
    std::vector<SfxId> sounds;      // one, or a $random's to pick from
    base::fixed_t attenuation = 0;  // 0: heard everywhere; a point sound's distance factor
    int volume = 127;               // 0..127, as S_StartSoundAtVolume's
    int min_tics = -1, max_tics = -1;  // the wait between plays; -1: it loops
};

struct SoundNames {
    std::unordered_map<std::string, std::vector<SfxId>> named;  // lower-case logical name -> its sounds
    std::map<int, AmbientSoundInfo> ambient;                    // by $ambient index

    // The sounds a name (any case) stands for; null for none.
    const std::vector<SfxId>* find(std::string_view name) const;
};

// One of a name's sounds: the only one, or for a $random one picked by a
// menu random number, so the game's own stay as they were. `sounds` is
// never empty.
SfxId one_of(World& w, const std::vector<SfxId>& sounds);

// Gives SNDINFO's lumps their sound numbers in `defs` (after the patches:
// call it last) and resolves its names, aliases, random sets and ambient
// sounds into `defs.sndinfo`. A lump not in the WADs (`lump_exists`), or a
// name standing for nothing, is left out with a message in `diagnostics`
// and the log.
void apply_sndinfo(Definitions& defs, const assets::SndInfo& info,
                   const std::function<bool(std::string_view)>& lump_exists, std::vector<std::string>& diagnostics);

}  // namespace sim
