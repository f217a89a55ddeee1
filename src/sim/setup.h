#pragma once
// Level setup (the simulation's part of P_SetupLevel) and the player
// spawning helpers of g_game.c that setup and the game ticker share.
#include "sim/world.h"

namespace sim {

// Replaces the current level with `level`: runtime sector/side/line state,
// empty thinkers, things spawned in map order, deathmatch players, then
// the sector specials. leveltime starts again at 0.
void setup_level(World& w, map::Level level, const TextureNumbers& textures);  // setup.cpp
// ZDoom's places a Hexen-type map gives as things that are no map objects
// (camera path nodes and their specials, sector actions), read from the
// map into the world and the path nodes linked: by setup_level, and by a
// savegame's load, which keeps only what play changed of them.
void read_map_places(World& w);                                               // setup.cpp
// The level's things, thinkers and geometry let go, and every pointer
// into them cleared (setup_level's first step): called before the next
// level is loaded, a huge map is not held twice. Touches no random number.
void release_level(World& w);                                                  // setup.cpp

// G_CheckSpot: false if the player cannot respawn at that start now; when
// it can, the old body goes to the body queue and a teleport fog appears.
bool check_spot(World& w, int playernum, const map::Thing& start);             // game.cpp
// G_DeathMatchSpawnPlayer: a random free deathmatch start.
void deathmatch_spawn_player(World& w, int playernum);                         // game.cpp

}  // namespace sim
