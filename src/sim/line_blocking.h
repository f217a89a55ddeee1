#pragma once
// The line flags later ports added to Doom's blocking and use rules:
// Boom's pass-use, MBF21's block-players and block-land-monsters, and
// UDMF's blockplayers, blockeverything and the blocks by kind of passage
// (ZDoom's meaning: blockeverything stops all of them, dsda-doom reads it
// for movement). The original's two blocking bits are read where they were.
#include "sim/complevel.h"

namespace map {
struct LineExtension;
}

namespace sim {

struct World;

// What LineState::blocks holds: ZDoom's Line_SetBlocking bits (BLOCKF_*).
// Creatures, monsters and sound are Doom's own flags and live there.
enum LineBlock : int {
    kBlockCreatures = 1,  // Doom's blocking flag
    kBlockMonsters = 2,   // Doom's block-monsters flag
    kBlockPlayers = 4,
    kBlockFloaters = 8,  // kept, not played (Strife's)
    kBlockProjectiles = 16,
    kBlockEverything = 32,
    kBlockRailing = 64,  // kept, not played
    kBlockUse = 128,
    kBlockSight = 256,
    kBlockHitscan = 512,
    kBlockSound = 1024,        // Doom's sound-block flag
    kBlockLandMonsters = 2048,  // kept, not played (MBF21's flag is in `flags`)
};

// The blocks a UDMF line's fields give.
int udmf_line_blocks(const map::LineExtension& line);
// Line_SetBlocking: sets the bits of `set`, then clears those of `clear`.
void set_line_blocking(World& w, int line, int set, int clear);

// P_TranslateCompatibleLineFlags: what a level keeps of a line's flags.
// Doom 1.9 keeps them all (it reads only its own); Boom and MBF drop the
// bits above pass-use, MBF21 those above block-players, or all of its own
// when an editor set the reserved bit and comp_reservedlineflag holds.
int kept_line_flags(const CompatOptions& compat, int flags);

bool line_blocks_players(const World& w, int line);
bool line_blocks_land_monsters(const World& w, int line);  // monsters that do not float
bool line_blocks_everything(const World& w, int line);     // every thing that moves
bool line_blocks_projectiles(const World& w, int line);    // missiles and bouncers (blockprojectiles too)
bool line_blocks_use(const World& w, int line);            // a use without a special here (blockuse too)
bool line_blocks_hitscan(const World& w, int line);        // bullets as a wall does (blockhitscan too)
bool line_blocks_sight(const World& w, int line);          // sight checks (blocksight too)
// PTR_UseTraverse: a use that set this line off goes on to the next one.
bool line_passes_use(const World& w, int line);
// UDMF midtex3d or midtex3dimpassible: the middle texture is solid (midtex3d.h).
bool line_has_3d_midtex(const World& w, int line);
// midtex3dimpassible: a solid middle texture that missiles pass.
bool line_3d_midtex_lets_missiles_by(const World& w, int line);

}  // namespace sim
