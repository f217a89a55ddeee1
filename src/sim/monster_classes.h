#pragma once
// MBF's thinker classes: live monsters threaded on two lists, enemies and
// friends (killough's thinkerclasscap), which MBF's target searches walk
// in order. The order is part of sync: a monster found as a target goes to
// the back, a badly hurt one to the front, and a partial search rotates
// the list. Kept only at MBF and later levels.
#include "sim/world.h"

namespace sim {

enum class MonsterClass : int { Enemies = 0, Friends = 1 };

// P_UpdateThinker for a map object: a live monster (MF_COUNTKILL or a lost
// soul) goes to the back of its side's list, anything else leaves them.
void update_monster_class(World& w, Mobj& mo);
// Off whatever list holds it (a removed thinker).
void leave_monster_class(World& w, Mobj& mo);
// Onto the front or back of `cls`, wherever it was before (even a
// player: MBF threads a badly hurt player on the friends' list).
void move_to_class_front(World& w, Mobj& mo, MonsterClass cls);
void move_to_class_back(World& w, Mobj& mo, MonsterClass cls);
// The side a thing is on, by its MF_FRIEND flag.
inline MonsterClass side_of(const Mobj& mo) {
    return (mo.flags & MF_FRIEND) ? MonsterClass::Friends : MonsterClass::Enemies;
}
inline std::vector<Mobj*>& class_list(World& w, MonsterClass cls) {
    return w.monster_lists[static_cast<std::size_t>(cls)];
}

}  // namespace sim
