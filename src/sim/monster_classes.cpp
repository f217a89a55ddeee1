#include "sim/monster_classes.h"

#include <algorithm>

namespace sim {

void leave_monster_class(World& w, Mobj& mo) {
    if (mo.monster_list < 0) return;
    std::vector<Mobj*>& list = w.monster_lists[static_cast<std::size_t>(mo.monster_list)];
    list.erase(std::find(list.begin(), list.end(), &mo));
    mo.monster_list = -1;
}

void move_to_class_front(World& w, Mobj& mo, MonsterClass cls) {
    leave_monster_class(w, mo);
    std::vector<Mobj*>& list = class_list(w, cls);
    list.insert(list.begin(), &mo);
    mo.monster_list = static_cast<int>(cls);
}

void move_to_class_back(World& w, Mobj& mo, MonsterClass cls) {
    leave_monster_class(w, mo);
    class_list(w, cls).push_back(&mo);
    mo.monster_list = static_cast<int>(cls);
}

void update_monster_class(World& w, Mobj& mo) {
    if (mo.health > 0 && ((mo.flags & MF_COUNTKILL) || mo.type == MT_SKULL))
        move_to_class_back(w, mo, side_of(mo));
    else
        leave_monster_class(w, mo);
}

}  // namespace sim
