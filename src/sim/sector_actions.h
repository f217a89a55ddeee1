#pragma once
// ZDoom's sector actions (sectoraction.zs): things placed in a sector that
// run their special, with the thing that set them off as the activator,
// when something enters or leaves the sector (SecActEnter 9998,
// SecActExit 9997), lands on its floor or reaches its ceiling
// (SecActHitFloor 9999, SecActHitCeil 9996), uses nothing there
// (SecActUse 9995) or uses one of its walls (SecActUseWall 9994). A
// player sets them off unless the action is friendly; a monster only if
// it is marked ambush; a missile only while it is dormant
// (Thing_Deactivate makes it so, Thing_Activate undoes it). One marked
// standing is used up by its first success. Like the cameras they are
// places, not map objects: the world keeps them (`World::sector_actions`).
#include <array>
#include <vector>

namespace sim {

struct World;
class Mobj;

enum SectorActionKind : int {
    kSecActEnter = 1,
    kSecActExit = 2,
    kSecActHitFloor = 4,
    kSecActHitCeiling = 8,
    kSecActUse = 16,
    kSecActUseWall = 32,
};

struct SectorAction {
    int sector = 0;
    int kind = 0;  // a SectorActionKind
    int special = 0;
    std::array<int, 5> args{};
    int tid = 0;
    bool friendly = false, ambush = false, once = false;
    bool dormant = false;  // changed by Thing_Activate / Thing_Deactivate
    bool used_up = false;  // a standing one that has run
};

// Whether editor number `doomednum` is a sector action played here.
bool is_sector_action(int doomednum);

// Map thing `index`, a sector action, into the world's list.
void add_sector_action(World& w, std::size_t index);

// sector_t::TriggerSectorActions: the sector's actions of any of `kinds`
// that `thing` may set off, newest placed first; true if one's special
// did something.
bool trigger_sector_actions(World& w, int sector, Mobj& thing, int kinds);

// AActor::CheckSectorTransition: after `thing` moved out of `old_sector`,
// its exit actions, then the new sector's enter actions (with its floor
// and ceiling ones where it stands on the floor or touches the ceiling).
void sector_transition(World& w, Mobj& thing, int old_sector);

// P_ZMovement's: `thing` at or below its floor, where that is its
// sector's own floor (not a thing or a 3D floor it stands on), sets off
// the sector's floor actions; above its ceiling, the sector's own, the
// ceiling ones.
void hit_plane_actions(World& w, Mobj& thing);

// Thing_Activate / Thing_Deactivate on the actions with id `tid`; true if
// there was one.
bool activate_sector_actions(World& w, int tid, bool on);

}  // namespace sim
