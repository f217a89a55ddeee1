#pragma once
// Things that specials and scripts spawn in play, as ZDoom spawns them
// (P_Thing_Spawn, DoSpawn): only where they have room, counted into the
// level's totals, never respawning as a placed item would.
#include "sim/mobj.h"

namespace sim {

struct World;

// A thing of `type` at (x, y, z) facing `angle` with thing id `tid`, and
// teleport fog there if `fog`; null (nothing left behind) where it has no
// room (unless `forced`, ZDoom's SpawnForced) or is a monster of a game
// without monsters.
Mobj* spawn_thing(World& w, MobjType type, fixed_t x, fixed_t y, fixed_t z, angle_t angle, int tid, bool fog,
                  bool forced = false);

// Whether the game has no monsters and `type` is one.
bool monsters_forbidden(const World& w, MobjType type);
// P_TestMobjLocation: nothing in the way, and between floor and ceiling.
bool has_room(World& w, Mobj& m);
// The level's totals count every monster and item spawned in play, as
// ZDoom's do, and lose those removed before they were killed or taken.
void count_spawned(World& w, const Mobj& m);
void uncount_removed(World& w, const Mobj& m);
// Gone for good: no deathmatch respawn of a placed item.
void remove_for_good(World& w, Mobj& m);
void spawn_teleport_fog(World& w, fixed_t x, fixed_t y, fixed_t z);

}  // namespace sim
