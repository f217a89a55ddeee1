#include "sim/thing_specials.h"

#include "sim/acs_scripts.h"
#include "sim/hexen_specials.h"
#include "sim/world.h"

namespace sim {

void apply_thing_identity(World& w, Mobj& mo, const map::ThingExtension& thing) {
    mo.tid = thing.id;
    mo.special = thing.special;
    mo.args = thing.args;
    if (!thing.arg0str.empty() && acs_special_takes_name(thing.special))
        mo.args[0] = acs_named_script(w, thing.arg0str);
    if (thing.flags[map::ThingBool::Dormant]) set_dormant(mo, true);
}

ThingSpecial special_of(const Mobj& m) { return ThingSpecial{m.special, m.args}; }

void run_thing_special(World& w, const ThingSpecial& s, Mobj* activator) {
    if (s.special != 0) run_hexen_special(w, s.special, s.args, -1, 0, activator);
}

void run_death_special(World& w, Mobj& thing, Mobj* killer) {
    if (thing.special == 0 || ((thing.flags & MF_SPECIAL) && !is_monster(thing))) return;
    run_thing_special(w, special_of(thing), killer);
}

bool is_monster(const Mobj& m) { return (m.flags & MF_COUNTKILL) || m.type == MT_SKULL; }

void set_dormant(Mobj& m, bool dormant) {
    if (!is_monster(m) || m.dormant == dormant) return;
    if (dormant) {
        m.dormant = true;
        m.tics = -1;
    } else if (m.health > 0) {
        m.dormant = false;
        m.tics = 1;
    }
}

}  // namespace sim
