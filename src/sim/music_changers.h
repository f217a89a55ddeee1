#pragma once
// MUSINFO's music changers, as dsda-doom (the reference) plays them: a
// changer thing (editor numbers 14100–14164, number 0–64; 14165 on
// Hexen-type maps, number in its first argument) spawns MT_MUSICSOURCE.
// When the console player stands in a changer's sector, the changer's
// music (assets/musinfo.h) starts 30 tics later, unless another changer
// took its place meanwhile. Changers take a random number when they spawn,
// as every thing does, so maps with them stay in sync with dsda-doom
// whether or not music plays.
#include <optional>

#include "sim/events.h"

namespace sim {

struct World;
class Mobj;

// The editor number a map thing spawns by: a changer's numbers give the
// changer's own (14164); any other number is returned as it is.
int music_changer_doomednum(int type, bool hexen_map);
// A changer's music number from its editor number or, for 14165, its
// first argument (held to 0–64, as dsda-doom holds it).
int music_changer_number(int type, int first_arg);

// The level's music as it starts (S_Start): UMAPINFO's lump, else MUSINFO's
// number 0 for the map, else the original's track.
MusicEvent level_music_event(const World& w);

// MusInfoThinker: a changer's whole tic.
void watch_music_changer(World& w, Mobj& changer);
// T_MAPMusic: once a tic, after the thinkers.
void run_music_changers(World& w);
// After a savegame is read: the changer's music it was playing, if any.
void restore_changed_music(World& w);

}  // namespace sim
