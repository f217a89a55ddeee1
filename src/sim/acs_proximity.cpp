#include "sim/acs_proximity.h"

#include <cmath>

#include "sim/acs_numbers.h"
#include "sim/class_names.h"
#include "sim/sight.h"
#include "sim/world.h"

namespace sim {

bool acs_check_proximity(World& w, Mobj& caller, Mobj& reference, const std::string& class_name,
                         base::fixed_t distance_fixed, int count, int flags) {
    const MobjType type = type_of_class_name(w, class_name);
    const double distance = acs_to_double(distance_fixed);
    if (type == kNoThing || distance <= 0) return false;
    const bool set_pointer = flags & (kProximitySetTarget | kProximitySetMaster | kProximitySetTracer);
    const bool prefer = flags & (kProximityClosest | kProximityFarthest);
    int counter = 0;
    bool result = false, decided = false;
    double closer = distance, farther = 0;
    Mobj* chosen = nullptr;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::Mobj) continue;
        Mobj& mo = static_cast<Mobj&>(*t);
        if (&mo == &reference || mo.type != type) continue;
        const double across = std::hypot(acs_to_double(mo.x - reference.x), acs_to_double(mo.y - reference.y));
        if (across >= distance) continue;
        if (!(flags & kProximityNoZ)) {
            const bool above = reference.z > mo.z;
            const double gap = above ? acs_to_double(reference.z - (mo.z + mo.height)) : acs_to_double(mo.z - (reference.z + reference.height));
            if (gap >= distance) continue;
        }
        if ((flags & kProximityCheckSight) && !check_sight(w, mo, reference)) continue;
        const bool killed = mo.flags & MF_CORPSE;
        if (killed ? !(flags & (kProximityCountDead | kProximityDeadOnly)) : (flags & kProximityDeadOnly) != 0) continue;
        if (set_pointer) {
            if ((flags & kProximityClosest) && across < closer) {
                chosen = &mo;
                closer = across;
            } else if ((flags & kProximityFarthest) && across > farther) {
                chosen = &mo;
                farther = across;
            } else if (!chosen) {
                chosen = &mo;
            }
        }
        if (++counter > count && !decided) {
            // More than asked: settled, unless a pointer still looks for the closest or farthest.
            result = !(flags & (kProximityLessOrEqual | kProximityExact));
            decided = true;
            if (!(set_pointer && prefer)) break;
        }
    }
    if (set_pointer && chosen) {
        Mobj& on = (flags & kProximitySetOnPointer) ? reference : caller;
        if (flags & kProximitySetTarget) on.target = chosen;
        if (flags & kProximitySetTracer) on.tracer = chosen;
    }
    if (counter == count) return true;
    if (counter < count) return (flags & kProximityLessOrEqual) && !(flags & kProximityExact);
    return result;
}

}  // namespace sim
