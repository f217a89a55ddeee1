#include "sim/mbf_bouncers.h"

#include <cstdint>
#include <cstdlib>

#include "sim/boom_thinkers.h"
#include "sim/interaction.h"
#include "sim/mobjs.h"
#include "sim/wrapping.h"

namespace sim {

namespace {

using base::fixed_mul;
using base::kFracBits;


// How much upward speed a bounce off the floor keeps: (fixed_t)(FRACUNIT
// * .85), .70 and .45.
constexpr fixed_t kFloaterDropoffKeep = 55705;
constexpr fixed_t kFloaterKeep = 45875;
constexpr fixed_t kFallerKeep = 29491;

bool floats_on(const Mobj& mo) { return (mo.flags & MF_FLOAT) && sentient(mo); }

const SectorState& sector_under(const World& w, const Mobj& mo) {
    return w.sectors[static_cast<std::size_t>(w.mobj_sector(mo))];
}

}  // namespace

bool touchy_thing_touched(const World& w, const Mobj& thing, const Mobj& toucher) {
    if (!touchy(w, thing) || !(toucher.flags & MF_SOLID) || thing.health <= 0) return false;
    if (!thing.armed && !sentient(thing)) return false;
    if (thing.type == toucher.type && thing.type != MT_PLAYER) return false;  // only other kinds (or players)
    if (thing.z + thing.height < toucher.z || toucher.z + toucher.height < thing.z) return false;
    const bool soul_and_elemental = (thing.type == MT_PAIN && toucher.type == MT_SKULL) ||
                                    (thing.type == MT_SKULL && toucher.type == MT_PAIN);
    return !soul_and_elemental;
}

bool rebounds_off(Mobj& bouncer, const Mobj& thing) {
    if (!(thing.flags & MF_SOLID)) return false;
    bouncer.momx = -bouncer.momx;
    bouncer.momy = -bouncer.momy;
    if (!(bouncer.flags & MF_NOGRAVITY)) {
        bouncer.momx >>= 2;
        bouncer.momy >>= 2;
    }
    return true;
}

bool bounces_off_walls(World& w, const Mobj& mo) {
    if ((mo.flags & MF_MISSILE) || !w.opts.compat.mbf()) return false;
    if (bounces(w, mo)) return true;
    return !mo.player && w.tm.opening_line >= 0 && w.opts.compat.variable_friction && mo.z <= mo.floorz &&
           thing_friction(w, mo) > kOrigFriction;
}

void bounce_off_wall(World& w, Mobj& mo) {
    if (w.tm.opening_line < 0) {
        mo.momx = mo.momy = 0;
        return;
    }
    const map::Line& line = w.level.lines[static_cast<std::size_t>(w.tm.opening_line)];
    // The part of the momentum along the wall, r times the line's vector,
    // in whole map units as MBF has it.
    const fixed_t dx = line.dx >> kFracBits;
    const fixed_t dy = line.dy >> kFracBits;
    const fixed_t along = wrap_add(wrap_mul(dx, mo.momx), wrap_mul(dy, mo.momy));
    const fixed_t length2 = wrap_add(wrap_mul(dx, dx), wrap_mul(dy, dy));
    // A line shorter than a unit each way: MBF divided by zero; no bounce.
    const fixed_t r = length2 != 0 && !(along == INT32_MIN && length2 == -1) ? along / length2 : 0;
    const fixed_t x = fixed_mul(r, line.dx);
    const fixed_t y = fixed_mul(r, line.dy);
    // Reflected away from the wall; under gravity, half the speed across it is lost.
    mo.momx = wrap_add(wrap_mul(x, 2), -mo.momx);
    mo.momy = wrap_add(wrap_mul(y, 2), -mo.momy);
    if (!(mo.flags & MF_NOGRAVITY)) {
        mo.momx = wrap_add(mo.momx, x) / 2;
        mo.momy = wrap_add(mo.momy, y) / 2;
    }
}

bool bounce_vertically(World& w, Mobj& mo) {
    constexpr fixed_t gravity = kGravity;
    mo.z = wrap_add(mo.z, mo.momz);
    if (mo.z <= mo.floorz) {
        mo.z = mo.floorz;
        if (mo.momz < 0) {
            mo.momz = -mo.momz;
            if (!(mo.flags & MF_NOGRAVITY)) {  // back up, with decay
                const fixed_t keep = (mo.flags & MF_FLOAT) ? ((mo.flags & MF_DROPOFF) ? kFloaterDropoffKeep : kFloaterKeep)
                                                           : kFallerKeep;
                mo.momz = fixed_mul(mo.momz, keep);
                if (std::abs(mo.momz) <= wrap_mul(mo.info->mass, gravity * 4 / 256)) mo.momz = 0;  // at rest
            }
            if (touchy(w, mo) && mo.armed && mo.health > 0) {
                damage_mobj(w, mo, nullptr, nullptr, mo.health);  // an armed mine explodes on impact
                return false;
            }
            return floats_on(mo);
        }
    } else if (mo.z >= mo.ceilingz - mo.height) {
        mo.z = mo.ceilingz - mo.height;
        if (mo.momz > 0) {
            if (sector_under(w, mo).ceilingpic != w.textures.sky_flat) {
                mo.momz = -mo.momz;  // always off a ceiling that is not sky
            } else if (mo.flags & MF_MISSILE) {
                remove_mobj(w, mo);  // missiles leave through the sky
                return false;
            } else if (mo.flags & MF_NOGRAVITY) {
                mo.momz = -mo.momz;
            }
            return floats_on(mo);
        }
    } else {
        if (!(mo.flags & MF_NOGRAVITY)) mo.momz -= wrap_mul(mo.info->mass, gravity / 256);  // free fall
        return floats_on(mo);
    }

    // Came to a stop against a moving plane.
    mo.momz = 0;
    if (mo.flags & MF_MISSILE) {
        const int cl = w.tm.ceilingline;
        const int back = cl >= 0 ? w.level.lines[static_cast<std::size_t>(cl)].back_sector : map::kNone;
        if (back != map::kNone && w.sectors[static_cast<std::size_t>(back)].ceilingpic == w.textures.sky_flat &&
            mo.z > w.sectors[static_cast<std::size_t>(back)].ceilingheight) {
            remove_mobj(w, mo);  // not on skies
            return false;
        }
        explode_missile(w, mo);
    }
    return floats_on(mo);
}

}  // namespace sim
