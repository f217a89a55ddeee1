#include "sim/udmf_thing_fields.h"

#include <cmath>

#include "sim/mobjs.h"
#include "sim/world.h"

namespace sim {

namespace {

fixed_t to_fixed(double value) { return static_cast<fixed_t>(std::lround(value * base::kFracUnit)); }

}  // namespace

void apply_udmf_thing_fields(World& w, Mobj& mo, const map::ThingExtension& thing) {
    // Its height over the floor (under the ceiling for things hung there).
    const fixed_t dz = to_fixed(thing.height);
    mo.z += (mo.info->flags & MF_SPAWNCEILING) ? -dz : dz;
    if (dz != 0) fit_mobj_to_extra_floors(w, mo);
    // ZDoom: 0 is taken as it is (a thing of no health), not as a factor.
    if (thing.health > 0)
        mo.health *= thing.health;
    else
        mo.health = -thing.health;
    if (thing.gravity > 0) {
        mo.gravity = to_fixed(thing.gravity);
    } else if (thing.gravity < 0) {
        mo.gravity = to_fixed(-thing.gravity);
    } else {
        mo.gravity = 0;
        mo.flags |= MF_NOGRAVITY;
    }
    if (thing.flags[map::ThingBool::CountSecret]) {
        mo.counts_secret = true;
        w.totalsecret++;
    }
}

fixed_t fall_gravity(const World& w, const Mobj& mo) {
    // Every classic map; factors of exactly 1.0 would give the same below.
    if (w.level.extensions.sectors.empty() && mo.gravity == base::kFracUnit && w.acs.gravity == base::kFracUnit)
        return kGravity;
    const fixed_t sector = w.sectors[static_cast<std::size_t>(w.mobj_sector(mo))].gravity;
    return base::fixed_mul(base::fixed_mul(base::fixed_mul(kGravity, w.acs.gravity), sector), mo.gravity);
}

fixed_t sector_gravity_factor(const map::SectorExtension& sector) { return to_fixed(sector.gravity); }

void pick_up_secret(Player& player, const Mobj& special) {
    if (special.counts_secret) player.secretcount++;
}

}  // namespace sim
