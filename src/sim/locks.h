#pragma once
// ZDoom's lock numbers for Doom's keys (its LOCKDEFS): the locks of
// Door_LockedRaise, Generic_Door, ACS_LockedExecute(Door) and of a UDMF
// line's `locknumber`.
namespace sim {

struct World;
class Mobj;

// Whether `thing` opens lock `lock` (0: no lock). Only players carry keys.
// A player without the key is told what it lacks, with Doom's grunt: the
// door's words, or the switch's when `remote` (the line works something
// elsewhere). A number ZDoom defines no lock for opens for no one.
bool unlocks(World& w, Mobj* thing, int lock, bool remote);

// ZDoom's rule for a line's own lock: the doors that open at the line
// (Door_Open, Door_Raise, Door_LockedRaise, Door_Animated and the
// polyobject doors) use the door's words, every other special the switch's.
bool lock_is_remote(int special);

}  // namespace sim
