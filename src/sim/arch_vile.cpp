// The arch-vile: raising corpses while it walks (A_VileChase with the
// original's PIT_VileCheck) and its hellfire attack (A_VileTarget, A_Fire,
// A_VileAttack).
#include <cstdlib>

#include "base/trig_tables.h"
#include "sim/interaction.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/monster_classes.h"
#include "sim/movement.h"
#include "sim/sight.h"
#include "sim/sound.h"

namespace sim {

namespace {

// Whether `thing` is a corpse a healer of that radius standing at (tryx,
// tryy) can raise.
bool is_raisable_corpse(World& w, Mobj& thing, fixed_t healer_radius, fixed_t tryx, fixed_t tryy) {
    if (!(thing.flags & MF_CORPSE)) return false;
    if (thing.tics != -1) return false;  // still falling
    if (thing.info->raise_state == S_NULL) return false;

    const int maxdist = thing.info->radius + healer_radius;
    if (std::abs(thing.x - tryx) > maxdist || std::abs(thing.y - tryy) > maxdist) return false;
    return corpse_has_room(w, thing);
}

}  // namespace

bool corpse_has_room(World& w, Mobj& corpse) {
    // Checked with four times its height: a corpse's height is a quarter of
    // the live one's. Momentum is cleared even when it does not fit.
    corpse.momx = corpse.momy = 0;
    corpse.height <<= 2;
    const bool fits = check_position(w, corpse, corpse.x, corpse.y);
    corpse.height >>= 2;
    return fits;
}

void raise_corpse(World& w, Mobj& corpse, SfxId sound, std::uint32_t friend_bit) {
    start_sound(w, &corpse, sound);
    const MobjInfo* info = corpse.info;
    set_mobj_state(w, corpse, info->raise_state);
    // Back to full height from the corpse's quarter. A crushed corpse has
    // height 0 and rises as a "ghost"; kept for sync.
    corpse.height <<= 2;
    corpse.flags = info->flags;
    if (w.opts.compat.mbf()) corpse.flags = (corpse.flags & ~static_cast<std::uint32_t>(MF_FRIEND)) | friend_bit;
    corpse.health = info->spawn_health;
    corpse.target = nullptr;
    corpse.lastenemy = nullptr;
    if (w.opts.compat.mbf()) update_monster_class(w, corpse);
}

bool heal_corpse(World& w, Mobj& actor, fixed_t radius, StateNum heal_state, SfxId sound) {
    if (actor.movedir != DI_NODIR) {
        // Look for a corpse where the next step would take it.
        const fixed_t tryx = step_x(actor, actor.movedir);
        const fixed_t tryy = step_y(actor, actor.movedir);
        const fixed_t ox = w.level.blockmap.origin_x;
        const fixed_t oy = w.level.blockmap.origin_y;
        const int xl = (tryx - ox - kMaxRadius * 2) >> kMapBlockShift;
        const int xh = (tryx - ox + kMaxRadius * 2) >> kMapBlockShift;
        const int yl = (tryy - oy - kMaxRadius * 2) >> kMapBlockShift;
        const int yh = (tryy - oy + kMaxRadius * 2) >> kMapBlockShift;

        Mobj* corpse = nullptr;
        for (int bx = xl; bx <= xh; ++bx) {
            for (int by = yl; by <= yh; ++by) {
                const bool none = block_things_iterator(w, bx, by, [&](Mobj& thing) {
                    if (!is_raisable_corpse(w, thing, radius, tryx, tryy)) return true;
                    corpse = &thing;
                    return false;
                });
                if (none) continue;

                // Face the corpse for the healing frames, then keep the old target.
                Mobj* old_target = actor.target;
                actor.target = corpse;
                a_face_target(w, actor);
                actor.target = old_target;

                set_mobj_state(w, actor, heal_state);
                // MBF: it comes back on the side of the one who raised it.
                raise_corpse(w, *corpse, sound, actor.flags & MF_FRIEND);
                return true;
            }
        }
    }
    return false;
}

void a_vile_chase(World& w, Mobj& actor) {
    if (!heal_corpse(w, actor, w.defs->mobjinfo[MT_VILE].radius, S_VILE_HEAL1, sfx_slop)) a_chase(w, actor);
}

void a_vile_start(World& w, Mobj& actor) { start_sound(w, &actor, sfx_vilatk); }

void a_start_fire(World& w, Mobj& actor) {
    start_sound(w, &actor, sfx_flamst);
    a_fire(w, actor);
}

void a_fire_crackle(World& w, Mobj& actor) {
    start_sound(w, &actor, sfx_flame);
    a_fire(w, actor);
}

// Keeps the fire in front of its victim while the vile can see the victim.
void a_fire(World& w, Mobj& actor) {
    Mobj* dest = actor.tracer;
    if (!dest) return;
    // A missing vile is replaced by a zeroed object, as in Chocolate Doom.
    Mobj placeholder;
    Mobj& vile = actor.target ? *actor.target : placeholder;
    if (!check_sight(w, vile, *dest)) return;

    const unsigned an = dest->angle >> base::kAngleToFineShift;
    unset_thing_position(w, actor);
    actor.x = dest->x + base::fixed_mul(24 * base::kFracUnit, base::fine_cosine(an));
    actor.y = dest->y + base::fixed_mul(24 * base::kFracUnit, base::fine_sine(an));
    actor.z = dest->z;
    set_thing_position(w, actor);
}

void a_vile_target(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    // The fire spawns at (target x, target x): the original's typo, kept
    // up to Boom, mended from MBF (killough's). A_Fire moves it at once when
    // the vile sees the target, but its floor and ceiling stay those of
    // where it spawned, and the ceiling may push it down later.
    const fixed_t y = w.opts.compat.mbf() ? actor.target->y : actor.target->x;
    Mobj* fog = spawn_mobj(w, actor.target->x, y, actor.target->z, MT_FIRE);
    actor.tracer = fog;
    fog->target = &actor;
    fog->tracer = actor.target;
    a_fire(w, *fog);
}

void a_vile_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    if (!check_sight(w, actor, *actor.target)) return;

    start_sound(w, &actor, sfx_barexp);
    damage_mobj(w, *actor.target, &actor, &actor, 20);
    actor.target->momz = 1000 * base::kFracUnit / actor.target->info->mass;

    const unsigned an = actor.angle >> base::kAngleToFineShift;
    Mobj* fire = actor.tracer;
    if (!fire) return;
    // Moves the fire between vile and victim without relinking it (as the
    // original) and blasts from there.
    fire->x = actor.target->x - base::fixed_mul(24 * base::kFracUnit, base::fine_cosine(an));
    fire->y = actor.target->y - base::fixed_mul(24 * base::kFracUnit, base::fine_sine(an));
    radius_attack(w, *fire, &actor, 70);
}

}  // namespace sim
