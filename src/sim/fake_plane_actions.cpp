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

// Where an eye at height `eye` is against `control`'s planes at the thing.
EyeAbove eye_place(const SectorState& control, const Mobj& thing, std::int64_t eye) {
    return {eye > control.floor_at(thing.x, thing.y), eye > control.ceiling_at(thing.x, thing.y)};
}

// The eye's crossings of the fake floor and ceiling between `before` and
// `now`, each setting off its sector actions.
void eye_actions(World& w, int sector, Mobj& thing, EyeAbove before, EyeAbove now) {
    if (before.floor != now.floor)
        trigger_sector_actions(w, sector, thing, now.floor ? kSecActEyesSurface : kSecActEyesDive);
    if (before.ceiling != now.ceiling)
        trigger_sector_actions(w, sector, thing, now.ceiling ? kSecActEyesAboveC : kSecActEyesBelowC);
}

}  // namespace

void fake_plane_actions(World& w, Mobj& thing, fixed_t old_z) {
    const int sector = w.mobj_sector(thing);
    const SectorState* control = fake_planes(w, sector);
    if (!control) return;
    const std::int64_t water = control->floor_at(thing.x, thing.y);
    if (old_z > water && thing.z <= water) trigger_sector_actions(w, sector, thing, kSecActHitFakeFloor);
    const std::int64_t eye = eye_height(thing, false);
    eye_actions(w, sector, thing, eye_place(*control, thing, old_z + eye), eye_place(*control, thing, thing.z + eye));
}

EyeAbove eye_above_fake_planes(const World& w, const Mobj& thing) {
    const SectorState* control = fake_planes(w, w.mobj_sector(thing));
    return control ? eye_place(*control, thing, thing.z + eye_height(thing, true)) : EyeAbove{};
}

void walked_eye_actions(World& w, Mobj& thing, int old_sector, EyeAbove before) {
    const int sector = w.mobj_sector(thing);
    const SectorState* control = fake_planes(w, sector);
    if (!control || !fake_planes(w, old_sector)) return;
    eye_actions(w, sector, thing, before, eye_place(*control, thing, thing.z + eye_height(thing, true)));
}

}  // namespace sim
