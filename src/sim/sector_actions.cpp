#include "sim/sector_actions.h"

#include "sim/fake_plane_actions.h"
#include "sim/hexen_specials.h"
#include "sim/map_utility.h"
#include "sim/thing_specials.h"
#include "sim/world.h"

namespace sim {

namespace {

struct Kind {
    int doomednum;
    int kind;
};
constexpr Kind kKinds[] = {
    {9998, kSecActEnter},   {9997, kSecActExit}, {9999, kSecActHitFloor},
    {9996, kSecActHitCeiling}, {9995, kSecActUse}, {9994, kSecActUseWall},
    {9989, kSecActHitFakeFloor}, {9993, kSecActEyesDive}, {9992, kSecActEyesSurface},
    {9983, kSecActEyesBelowC}, {9982, kSecActEyesAboveC},
};

int kind_of(int doomednum) {
    for (const Kind& k : kKinds)
        if (k.doomednum == doomednum) return k.kind;
    return 0;
}

// SectorAction::CanTrigger: players, unless friendly; monsters (ZDoom's
// ACTIVATEMCROSS) where it is marked ambush; missiles (ACTIVATEPCROSS)
// while it is dormant.
bool may_set_off(const SectorAction& a, const Mobj& thing) {
    return a.special != 0 && ((thing.player && !a.friendly) || (a.ambush && is_monster(thing)) ||
                              (a.dormant && (thing.flags & MF_MISSILE)));
}

}  // namespace

bool is_sector_action(int doomednum) { return kind_of(doomednum) != 0; }

void add_sector_action(World& w, std::size_t index) {
    const map::Thing& thing = w.level.things[index];
    const map::ThingExtension& fields = w.level.extensions.things[index];
    SectorAction a;
    a.sector = w.sector_of_subsector(point_in_subsector(w, thing.x * base::kFracUnit, thing.y * base::kFracUnit));
    a.kind = kind_of(thing.type);
    a.special = fields.special;
    a.args = fields.args;
    a.tid = fields.id;
    a.friendly = fields.flags[map::ThingBool::Friend];
    a.ambush = fields.flags[map::ThingBool::Ambush];
    a.once = fields.flags[map::ThingBool::Standing];
    a.dormant = fields.flags[map::ThingBool::Dormant];
    w.sector_actions.push_back(a);
}

bool trigger_sector_actions(World& w, int sector, Mobj& thing, int kinds) {
    bool any = false;
    // ZDoom links each new action at the head of its sector's list.
    for (std::size_t i = w.sector_actions.size(); i-- > 0;) {
        SectorAction& a = w.sector_actions[i];
        if (a.sector != sector || a.used_up || !(a.kind & kinds) || !may_set_off(a, thing)) continue;
        if (!run_hexen_special(w, a.special, a.args, -1, 0, &thing)) continue;
        any = true;
        if (a.once) a.used_up = true;
    }
    return any;
}

void sector_transition(World& w, Mobj& thing, int old_sector) {
    const int now = w.mobj_sector(thing);
    if (now == old_sector) return;
    trigger_sector_actions(w, old_sector, thing, kSecActExit);
    const SectorState& s = w.sectors[static_cast<std::size_t>(now)];
    int kinds = kSecActEnter;
    if (thing.z <= s.floor_at(thing.x, thing.y)) kinds |= kSecActHitFloor;
    if (thing.z + thing.height >= s.ceiling_at(thing.x, thing.y)) kinds |= kSecActHitCeiling;
    trigger_sector_actions(w, now, thing, kinds);
}

void hit_plane_actions(World& w, Mobj& thing) {
    const auto sector = [&] { return w.mobj_sector(thing); };
    const auto state = [&]() -> const SectorState& { return w.sectors[static_cast<std::size_t>(sector())]; };
    if (thing.z <= thing.floorz && state().floor_at(thing.x, thing.y) == thing.floorz)
        trigger_sector_actions(w, sector(), thing, kSecActHitFloor);
    // The floor's action may have moved it.
    if (thing.z + thing.height > thing.ceilingz && state().ceiling_at(thing.x, thing.y) == thing.ceilingz)
        trigger_sector_actions(w, sector(), thing, kSecActHitCeiling);
}

bool activate_sector_actions(World& w, int tid, bool on) {
    if (tid == 0) return false;
    bool found = false;
    for (SectorAction& a : w.sector_actions) {
        if (a.tid != tid) continue;
        a.dormant = !on;
        found = true;
    }
    return found;
}

}  // namespace sim
