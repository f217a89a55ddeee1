#include "sim/fake_plane_actions.h"

#include <cstdint>

#include "sim/sector_actions.h"
#include "sim/world.h"

namespace sim {

namespace {

const SectorState* fake_planes(const World& w, int sector) {
    const int control = w.sectors[static_cast<std::size_t>(sector)].heightsec;
    return control < 0 ? nullptr : &w.sectors[static_cast<std::size_t>(control)];
}

std::int64_t eye_height(const Mobj& thing, bool walking) {
    if (thing.player) return thing.player->viewheight;
    return walking ? thing.height / 2 : thing.height;
}

// The kind a crossing sets off: `up` from below to above, `down` the other way.
int crossing(bool was_above, bool is_above, int up, int down) {
    return !was_above && is_above ? up : was_above && !is_above ? down : 0;
}

}  // namespace

void fake_plane_actions(World& w, Mobj& thing, fixed_t old_z) {
    const int sector = w.mobj_sector(thing);
    const SectorState* control = fake_planes(w, sector);
    if (!control) return;
    const std::int64_t water = control->floor_at(thing.x, thing.y);
    if (old_z > water && thing.z <= water) trigger_sector_actions(w, sector, thing, kSecActHitFakeFloor);
    const std::int64_t eye = eye_height(thing, false);
    const std::int64_t was = old_z + eye, now = thing.z + eye;
    const std::int64_t top = control->ceiling_at(thing.x, thing.y);
    if (const int kind = crossing(was > water, now > water, kSecActEyesSurface, kSecActEyesDive))
        trigger_sector_actions(w, sector, thing, kind);
    if (const int kind = crossing(was > top, now > top, kSecActEyesAboveC, kSecActEyesBelowC))
        trigger_sector_actions(w, sector, thing, kind);
}

EyeAbove eye_above_fake_planes(const World& w, const Mobj& thing) {
    const SectorState* control = fake_planes(w, w.mobj_sector(thing));
    if (!control) return {};
    const std::int64_t eye = thing.z + eye_height(thing, true);
    return {eye > control->floor_at(thing.x, thing.y), eye > control->ceiling_at(thing.x, thing.y)};
}

void walked_eye_actions(World& w, Mobj& thing, int old_sector, EyeAbove before) {
    const int sector = w.mobj_sector(thing);
    const SectorState* control = fake_planes(w, sector);
    if (!control || !fake_planes(w, old_sector)) return;
    const std::int64_t eye = thing.z + eye_height(thing, true);
    if (const int kind = crossing(before.floor, eye > control->floor_at(thing.x, thing.y), kSecActEyesSurface,
                                  kSecActEyesDive))
        trigger_sector_actions(w, sector, thing, kind);
    if (const int kind = crossing(before.ceiling, eye > control->ceiling_at(thing.x, thing.y), kSecActEyesAboveC,
                                  kSecActEyesBelowC))
        trigger_sector_actions(w, sector, thing, kind);
}

}  // namespace sim
