#pragma once
// A map thing's own special and sleep, as ZDoom plays them on Hexen-type
// maps: the UDMF `special` and `arg0`..`arg4` of a thing (a Hexen-format
// thing's too) run when the thing dies, with its killer as activator, or
// when it is picked up, with the player; `dormant` monsters neither think
// nor take damage until Thing_Activate wakes them. Things of Doom-format
// maps never have either.
#include <array>

#include "map/level_extensions.h"

namespace sim {

struct World;
class Mobj;

// P_SpawnMapThing's last step on Hexen-type maps: the thing's id, special
// (a named script's number for arg0str; the map's scripts are read by
// then) and sleep.
void apply_thing_identity(World& w, Mobj& mo, const map::ThingExtension& thing);

// A special with its arguments, as a thing carries it.
struct ThingSpecial {
    int special = 0;
    std::array<int, 5> args{};
};
ThingSpecial special_of(const Mobj& m);
// Runs it (nothing for special 0), `activator` may be null.
void run_thing_special(World& w, const ThingSpecial& s, Mobj* activator);

// AActor::Die's special: a monster's or other shootable thing's (not a
// pickup's) runs when it is killed.
void run_death_special(World& w, Mobj& thing, Mobj* killer);

// ZDoom's monsters: things that count as kills, and lost souls.
bool is_monster(const Mobj& m);

// Thing_Deactivate / Thing_Activate on a monster: asleep it keeps its frame
// (no state runs) and takes no damage; woken, it goes on from its frame.
// Other things are left alone.
void set_dormant(Mobj& m, bool dormant);

}  // namespace sim
