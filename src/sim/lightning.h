#pragma once
// Hexen's lightning as ZDoom plays it (DLightningThinker, a_lightning.cpp):
// now and then every sector under the sky, and those of the lightning
// types 197-199, flash bright and fade back over 8-15 tics. It starts with
// Light_ForceLightning (special 109); MAPINFO's `lightning`, its other
// start, is not read. Its draws come from the game's random numbers, so
// demos stay deterministic. Silent in Doom: ZDoom's world/thunder is
// Hexen's sound, and Doom's games define none.
#include <vector>

#include "sim/thinker.h"

namespace sim {

struct World;

class Lightning final : public Thinker {
public:
    static constexpr int kUnlit = -1;  // a sector the last flash left alone

    Lightning() : Thinker(ThinkerKind::Lightning) {}
    void think(World& w) override;

    bool stopped = false;   // ends once the flash under way is over
    int next_flash = 0;     // tics to the next flash
    int flash_count = 0;    // tics the flash under way still lasts
    std::vector<int> levels;  // each sector's light before the flash, or kUnlit
};

// Whether a sector type (its low byte) is one of the lightning types,
// 197-199, which the spawners keep on the sector for the flashes.
bool is_lightning_type(int type);

// Light_ForceLightning (mode): 0 flashes on the next tic, 1 flashes once
// more and stops, 2 stops after the flash under way. The level's lightning
// is made first if there is none. Always true, as in ZDoom.
bool force_lightning(World& w, int mode);

}  // namespace sim
