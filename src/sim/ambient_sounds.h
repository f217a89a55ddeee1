#pragma once
// ZDoom's ambient sound things (editor numbers 14001-14064 for SNDINFO's
// $ambient 1-64, 14065 with the index in its first argument), played as
// dsda-doom, the reference, plays them: each is a place that sounds, not a
// map object. A looping sound starts on the level's first tic and is
// renewed every second; the others wait their fixed or random time between
// plays. The waits come from the menu's random numbers (M_Random, as
// dsda-doom's), so the game's own stay as they were and demos keep their
// sync with or without the sounds. ZDoom's activation and deactivation of
// them by thing id is not played (dsda-doom has neither).
#include <set>

#include "base/fixed.h"

namespace map {
struct Thing;
}

namespace sim {

struct World;

struct AmbientSource {
    base::fixed_t x = 0, y = 0;
    int index = 0;  // its $ambient
    int wait = 0;   // tics to its next play
};

// Whether a thing of editor number `doomednum` is an ambient sound.
bool is_ambient_thing(int doomednum);
// Level start: the source a map thing makes, if SNDINFO defines its index;
// each index it lacks is named in one warning a map (`warned` holds them).
void add_ambient_source(World& w, const map::Thing& thing, int first_arg, std::set<int>& warned);
// Once a tic, after the thinkers.
void run_ambient_sounds(World& w);

}  // namespace sim
