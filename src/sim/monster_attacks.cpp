// Monster attacks: hitscans, claws and punches, missiles, the revenant's
// homing rocket, the mancubus spread, the lost soul's charge and the pain
// elemental's spawning.
#include "base/trig_tables.h"
#include "sim/interaction.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/movement.h"
#include "sim/sight.h"
#include "sim/sound.h"

namespace sim {

namespace {

constexpr angle_t kTraceAngle = 0xc000000;      // the revenant rocket's turn per adjustment
constexpr angle_t kFatSpread = base::kAng90 / 8;
constexpr fixed_t kSkullSpeed = 20 * base::kFracUnit;

// (P_Random() - P_Random()), the first draw on the left (see a_face_target).
int random_spread(World& w) {
    const int first = w.rng.p_random();
    return first - w.rng.p_random();
}

int fine(angle_t angle) { return static_cast<int>(angle >> base::kAngleToFineShift); }

// Points a missile along its own (changed) angle at its type's speed.
void aim_along_angle(Mobj& mo) {
    const unsigned an = static_cast<unsigned>(fine(mo.angle));
    mo.momx = base::fixed_mul(mo.info->speed, base::fine_cosine(an));
    mo.momy = base::fixed_mul(mo.info->speed, base::fine_sine(an));
}

void hitscan(World& w, Mobj& actor, angle_t bangle, fixed_t slope) {
    const angle_t angle = bangle + static_cast<angle_t>(random_spread(w) << 20);
    const int damage = ((w.rng.p_random() % 5) + 1) * 3;
    line_attack(w, actor, angle, kMissileRange, slope, damage);
}

void shoot_skull(World& w, Mobj& actor, angle_t angle) {
    // A pain elemental stops spitting once more than 20 lost souls exist.
    int count = 0;
    w.thinkers.for_each([&](Thinker& t) {
        if (t.kind() == ThinkerKind::Mobj && static_cast<Mobj&>(t).type == MT_SKULL) ++count;
    });
    if (count > 20) return;

    const unsigned an = angle >> base::kAngleToFineShift;
    const int prestep = 4 * base::kFracUnit + 3 * (actor.info->radius + w.defs->mobjinfo[MT_SKULL].radius) / 2;
    const fixed_t x = actor.x + base::fixed_mul(prestep, base::fine_cosine(an));
    const fixed_t y = actor.y + base::fixed_mul(prestep, base::fine_sine(an));
    const fixed_t z = actor.z + 8 * base::kFracUnit;

    Mobj* soul = spawn_mobj(w, x, y, z, MT_SKULL);
    if (!try_move(w, *soul, soul->x, soul->y)) {
        // Spawned inside a wall or a thing: it dies at once.
        damage_mobj(w, *soul, &actor, &actor, 10000);
        return;
    }
    soul->target = actor.target;
    a_skull_attack(w, *soul);
}

}  // namespace

void a_pos_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    const angle_t angle = actor.angle;
    const fixed_t slope = aim_line_attack(w, actor, angle, kMissileRange);
    start_sound(w, &actor, sfx_pistol);
    hitscan(w, actor, angle, slope);
}

void a_spos_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    start_sound(w, &actor, sfx_shotgn);
    a_face_target(w, actor);
    const angle_t bangle = actor.angle;
    const fixed_t slope = aim_line_attack(w, actor, bangle, kMissileRange);
    for (int i = 0; i < 3; ++i) hitscan(w, actor, bangle, slope);
}

void a_cpos_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    start_sound(w, &actor, sfx_shotgn);
    a_face_target(w, actor);
    const angle_t bangle = actor.angle;
    const fixed_t slope = aim_line_attack(w, actor, bangle, kMissileRange);
    hitscan(w, actor, bangle, slope);
}

void a_cpos_refire(World& w, Mobj& actor) {
    // Keep firing unless the target died or got out of sight; MBF's friends
    // stop when a friend gets in the way, and do not keep firing at one.
    a_face_target(w, actor);
    const bool mbf = w.opts.compat.mbf();
    if (!(mbf && hit_friend(w, actor))) {
        if (w.rng.p_random() < 40) {
            if (!(mbf && actor.target && (actor.flags & actor.target->flags & MF_FRIEND))) return;
        } else if (actor.target && actor.target->health > 0 && check_sight(w, actor, *actor.target)) {
            return;
        }
    }
    set_mobj_state(w, actor, actor.info->see_state);
}

void a_spid_refire(World& w, Mobj& actor) {
    a_face_target(w, actor);
    const bool mbf = w.opts.compat.mbf();
    if (!(mbf && hit_friend(w, actor))) {
        if (w.rng.p_random() < 10) return;
        const bool friend_target = mbf && actor.target && (actor.flags & actor.target->flags & MF_FRIEND);
        if (actor.target && actor.target->health > 0 && !friend_target && check_sight(w, actor, *actor.target))
            return;
    }
    set_mobj_state(w, actor, actor.info->see_state);
}

void a_bspi_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    spawn_missile(w, actor, *actor.target, MT_ARACHPLAZ);
}

void a_troop_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    if (check_melee_range(w, actor)) {
        start_sound(w, &actor, sfx_claw);
        const int damage = (w.rng.p_random() % 8 + 1) * 3;
        damage_mobj(w, *actor.target, &actor, &actor, damage);
        return;
    }
    spawn_missile(w, actor, *actor.target, MT_TROOPSHOT);
}

void a_sarg_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    if (check_melee_range(w, actor)) {
        const int damage = ((w.rng.p_random() % 10) + 1) * 4;
        damage_mobj(w, *actor.target, &actor, &actor, damage);
    }
}

void a_head_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    if (check_melee_range(w, actor)) {
        const int damage = (w.rng.p_random() % 6 + 1) * 10;
        damage_mobj(w, *actor.target, &actor, &actor, damage);
        return;
    }
    spawn_missile(w, actor, *actor.target, MT_HEADSHOT);
}

void a_cyber_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    spawn_missile(w, actor, *actor.target, MT_ROCKET);
}

void a_bruis_attack(World& w, Mobj& actor) {
    // No A_FaceTarget here, as in the original.
    if (!actor.target) return;
    if (check_melee_range(w, actor)) {
        start_sound(w, &actor, sfx_claw);
        const int damage = (w.rng.p_random() % 8 + 1) * 10;
        damage_mobj(w, *actor.target, &actor, &actor, damage);
        return;
    }
    spawn_missile(w, actor, *actor.target, MT_BRUISERSHOT);
}

void a_skel_missile(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    actor.z += 16 * base::kFracUnit;  // the rocket starts higher up
    Mobj* mo = spawn_missile(w, actor, *actor.target, MT_TRACER);
    actor.z -= 16 * base::kFracUnit;
    // One step ahead at once, without relinking (as the original).
    mo->x += mo->momx;
    mo->y += mo->momy;
    mo->tracer = actor.target;
}

void a_tracer(World& w, Mobj& actor) {
    // Steers only every fourth game tic; keyed to gametic, not leveltime, so
    // where rockets go depends on how long the game has run (kept for sync).
    if (w.gametic & 3) return;

    // Smoke trail.
    spawn_puff(w, actor.x, actor.y, actor.z);
    Mobj* smoke = spawn_mobj(w, actor.x - actor.momx, actor.y - actor.momy, actor.z, MT_SMOKE);
    smoke->momz = base::kFracUnit;
    smoke->tics -= w.rng.p_random() & 3;
    if (smoke->tics < 1) smoke->tics = 1;

    Mobj* dest = actor.tracer;
    if (!dest || dest->health <= 0) return;

    // Turn a fixed step towards the target, not past it.
    const angle_t exact = angle_between(actor, *dest);
    if (exact != actor.angle) {
        if (exact - actor.angle > 0x80000000u) {
            actor.angle -= kTraceAngle;
            if (exact - actor.angle < 0x80000000u) actor.angle = exact;
        } else {
            actor.angle += kTraceAngle;
            if (exact - actor.angle > 0x80000000u) actor.angle = exact;
        }
    }
    aim_along_angle(actor);

    // Climb or dive a little towards the target's chest height.
    fixed_t dist = aprox_distance(dest->x - actor.x, dest->y - actor.y);
    dist = dist / actor.info->speed;
    if (dist < 1) dist = 1;
    const fixed_t slope = (dest->z + 40 * base::kFracUnit - actor.z) / dist;
    if (slope < actor.momz)
        actor.momz -= base::kFracUnit / 8;
    else
        actor.momz += base::kFracUnit / 8;
}

void a_skel_whoosh(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    start_sound(w, &actor, sfx_skeswg);
}

void a_skel_fist(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    if (check_melee_range(w, actor)) {
        const int damage = ((w.rng.p_random() % 10) + 1) * 6;
        start_sound(w, &actor, sfx_skepch);
        damage_mobj(w, *actor.target, &actor, &actor, damage);
    }
}

void a_fat_raise(World& w, Mobj& actor) {
    a_face_target(w, actor);
    start_sound(w, &actor, sfx_manatk);
}

// The mancubus fires even without a target; Chocolate Doom (the reference)
// then aims at a zeroed stand-in object, where vanilla read address 0.
void a_fat_attack1(World& w, Mobj& actor) {
    a_face_target(w, actor);
    actor.angle += kFatSpread;
    Mobj placeholder;
    Mobj& target = actor.target ? *actor.target : placeholder;
    spawn_missile(w, actor, target, MT_FATSHOT);
    Mobj* mo = spawn_missile(w, actor, target, MT_FATSHOT);
    mo->angle += kFatSpread;
    aim_along_angle(*mo);
}

void a_fat_attack2(World& w, Mobj& actor) {
    a_face_target(w, actor);
    actor.angle -= kFatSpread;
    Mobj placeholder;
    Mobj& target = actor.target ? *actor.target : placeholder;
    spawn_missile(w, actor, target, MT_FATSHOT);
    Mobj* mo = spawn_missile(w, actor, target, MT_FATSHOT);
    mo->angle -= kFatSpread * 2;
    aim_along_angle(*mo);
}

void a_fat_attack3(World& w, Mobj& actor) {
    a_face_target(w, actor);
    Mobj placeholder;
    Mobj& target = actor.target ? *actor.target : placeholder;
    Mobj* mo = spawn_missile(w, actor, target, MT_FATSHOT);
    mo->angle -= kFatSpread / 2;
    aim_along_angle(*mo);
    mo = spawn_missile(w, actor, target, MT_FATSHOT);
    mo->angle += kFatSpread / 2;
    aim_along_angle(*mo);
}

void a_skull_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    Mobj* dest = actor.target;
    actor.flags |= MF_SKULLFLY;
    start_sound(w, &actor, actor.info->attack_sound);
    a_face_target(w, actor);
    const unsigned an = actor.angle >> base::kAngleToFineShift;
    actor.momx = base::fixed_mul(kSkullSpeed, base::fine_cosine(an));
    actor.momy = base::fixed_mul(kSkullSpeed, base::fine_sine(an));
    int dist = aprox_distance(dest->x - actor.x, dest->y - actor.y);
    dist = dist / kSkullSpeed;
    if (dist < 1) dist = 1;
    actor.momz = (dest->z + (dest->height >> 1) - actor.z) / dist;
}

void a_pain_attack(World& w, Mobj& actor) {
    if (!actor.target) return;
    a_face_target(w, actor);
    shoot_skull(w, actor, actor.angle);
}

void a_pain_die(World& w, Mobj& actor) {
    a_fall(w, actor);
    shoot_skull(w, actor, actor.angle + base::kAng90);
    shoot_skull(w, actor, actor.angle + base::kAng180);
    shoot_skull(w, actor, actor.angle + base::kAng270);
}

}  // namespace sim
