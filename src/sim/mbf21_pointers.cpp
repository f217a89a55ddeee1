// MBF21's thing code pointers (A_SpawnObject, A_MonsterProjectile, the
// A_JumpIf… family …): parameterised by the state's Args1..Args8 (see
// mbf21_args.h). They act at complevel 21 only, as in dsda-doom; at other
// levels a state using one does nothing. Thing types, states and sounds
// from a patch are checked when used: out of range, nothing happens.
#include <optional>

#include "sim/interaction.h"
#include "sim/map_utility.h"
#include "sim/mbf21_angles.h"
#include "sim/mbf21_args.h"
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/monsters.h"
#include "sim/movement.h"
#include "sim/sight.h"
#include "sim/sound.h"

namespace sim {

namespace {

std::int32_t arg(const World& w, const Mobj& mo, int i) { return state_arg(*w.defs, mo.state, i); }

bool jump(World& w, Mobj& mo, std::int32_t state) {
    if (!w.defs->has_state(state)) return false;
    set_mobj_state(w, mo, static_cast<StateNum>(state));
    return true;
}

// A 1-based thing type argument ("dehnum"), as a type; nullopt if none.
std::optional<MobjType> type_arg(const World& w, std::int32_t dehnum) {
    if (!w.defs->has_thing(static_cast<std::int64_t>(dehnum) - 1)) return std::nullopt;
    return static_cast<MobjType>(dehnum - 1);
}

void play(World& w, const Mobj* origin, std::int32_t sound) {
    if (sound > 0 && w.defs->has_sound(sound)) start_sound(w, origin, static_cast<SfxId>(sound));
}

fixed_t rotate_x(fixed_t x, fixed_t y, unsigned fine) {
    return base::fixed_mul(x, base::fine_cosine(fine)) - base::fixed_mul(y, base::fine_sine(fine));
}
fixed_t rotate_y(fixed_t x, fixed_t y, unsigned fine) {
    return base::fixed_mul(x, base::fine_sine(fine)) + base::fixed_mul(y, base::fine_cosine(fine));
}

void jump_if_in_sight(World& w, Mobj& actor, Mobj* other) {
    if (!other) return;
    const angle_t fov = mbf21::fixed_to_angle(arg(w, actor, 1));
    if (fov > 0 && !mbf21::in_fov(actor, *other, fov)) return;
    if (check_sight(w, actor, *other)) jump(w, actor, arg(w, actor, 0));
}

void jump_if_closer(World& w, Mobj& actor, const Mobj* other) {
    if (!other) return;
    const fixed_t distance = arg(w, actor, 1);
    if (distance > aprox_distance(actor.x - other->x, actor.y - other->y)) jump(w, actor, arg(w, actor, 0));
}

// Linked in the blockmap or the sector lists or not: changing those bits
// moves the thing in or out of them (A_AddFlags / A_RemoveFlags).
void change_flags(World& w, Mobj& actor, std::uint32_t set, std::uint32_t clear, std::uint32_t set2,
                  std::uint32_t clear2) {
    const std::uint32_t after = (actor.flags | set) & ~clear;
    const std::uint32_t links = MF_NOBLOCKMAP | MF_NOSECTOR;
    const bool relink = (after & links) != (actor.flags & links);
    if (relink) unset_thing_position(w, actor);
    actor.flags = after;
    actor.flags2 = (actor.flags2 | set2) & ~clear2;
    if (relink) set_thing_position(w, actor);
}

}  // namespace

void a_spawn_object(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21()) return;
    const auto type = type_arg(w, arg(w, actor, 0));
    if (!type) return;
    const angle_t an = actor.angle + mbf21::relative_angle(arg(w, actor, 1));
    const unsigned fine = an >> base::kAngleToFineShift;
    const fixed_t dx = rotate_x(arg(w, actor, 2), arg(w, actor, 3), fine);
    const fixed_t dy = rotate_y(arg(w, actor, 2), arg(w, actor, 3), fine);
    Mobj* mo = spawn_mobj(w, actor.x + dx, actor.y + dy, actor.z + arg(w, actor, 4), *type);
    mo->angle = an;
    mo->momx = rotate_x(arg(w, actor, 5), arg(w, actor, 6), fine);
    mo->momy = rotate_y(arg(w, actor, 5), arg(w, actor, 6), fine);
    mo->momz = arg(w, actor, 7);
    if (!(mo->info->flags & (MF_MISSILE | MF_BOUNCES))) return;
    // A missile spawned by a missile carries on its owner and seek target;
    // one spawned by a monster is the monster's, seeking its target.
    if (actor.info->flags & (MF_MISSILE | MF_BOUNCES)) {
        mo->target = actor.target;
        mo->tracer = actor.tracer;
    } else {
        mo->target = &actor;
        mo->tracer = actor.target;
    }
}

void a_monster_projectile(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21() || !actor.target) return;
    const auto type = type_arg(w, arg(w, actor, 0));
    if (!type) return;
    a_face_target(w, actor);
    Mobj* mo = spawn_missile(w, actor, *actor.target, *type);
    mo->angle += mbf21::relative_angle(arg(w, actor, 1));
    const unsigned fine = mo->angle >> base::kAngleToFineShift;
    mo->momx = base::fixed_mul(mo->info->speed, base::fine_cosine(fine));
    mo->momy = base::fixed_mul(mo->info->speed, base::fine_sine(fine));
    mo->momz += base::fixed_mul(mo->info->speed, mbf21::degrees_to_slope(arg(w, actor, 2)));
    // Offset sideways and up. dsda-doom moves it without relinking (its
    // lists unlink by pointer); this engine's blockmap unlink finds the cell
    // by position, so the move relinks it.
    const unsigned side = (actor.angle - base::kAng90) >> base::kAngleToFineShift;
    unset_thing_position(w, *mo);
    mo->x += base::fixed_mul(arg(w, actor, 3), base::fine_cosine(side));
    mo->y += base::fixed_mul(arg(w, actor, 3), base::fine_sine(side));
    mo->z += arg(w, actor, 4);
    set_thing_position(w, *mo);
    mo->tracer = actor.target;
}

void a_monster_bullet_attack(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21() || !actor.target) return;
    const fixed_t hspread = arg(w, actor, 0);
    const fixed_t vspread = arg(w, actor, 1);
    const int bullets = arg(w, actor, 2);
    const int damage_base = arg(w, actor, 3);
    const int dice = arg(w, actor, 4);
    a_face_target(w, actor);
    start_sound(w, &actor, actor.info->attack_sound);
    const fixed_t aim = aim_line_attack(w, actor, actor.angle, kMissileRange);
    for (int i = 0; i < bullets; ++i) {
        const int damage = mbf21::roll_damage(w, damage_base, dice);
        const angle_t angle = actor.angle + static_cast<angle_t>(mbf21::random_hitscan_angle(w, hspread));
        const fixed_t slope = aim + mbf21::random_hitscan_slope(w, vspread);
        line_attack(w, actor, angle, kMissileRange, slope, damage);
    }
}

void a_monster_melee_attack(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21() || !actor.target) return;
    fixed_t range = arg(w, actor, 3);
    if (range == 0) range = actor.info->melee_range;
    range += actor.target->info->radius - 20 * base::kFracUnit;
    a_face_target(w, actor);
    // P_CheckRange: friends do not claw friends.
    Mobj& target = *actor.target;
    if (actor.flags & target.flags & MF_FRIEND) return;
    if (aprox_distance(target.x - actor.x, target.y - actor.y) >= range) return;
    if (!check_sight(w, actor, target)) return;
    play(w, &actor, arg(w, actor, 2));
    damage_mobj(w, target, &actor, &actor, mbf21::roll_damage(w, arg(w, actor, 0), arg(w, actor, 1)));
}

void a_radius_damage(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21()) return;
    radius_attack(w, actor, actor.target, arg(w, actor, 0), arg(w, actor, 1));
}

void a_noise_alert(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21() || !actor.target) return;
    noise_alert(w, *actor.target, actor);
}

void a_heal_chase(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21()) return;
    const std::int32_t state = arg(w, actor, 0);
    const std::int32_t sound = arg(w, actor, 1);
    // A state or sound no table has: no healing, only the chase.
    const bool usable = w.defs->has_state(state) && w.defs->has_sound(sound);
    if (!usable || !heal_corpse(w, actor, actor.info->radius, static_cast<StateNum>(state), static_cast<SfxId>(sound)))
        a_chase(w, actor);
}

void a_clear_tracer(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21()) return;
    actor.tracer = nullptr;
}

void a_jump_if_health_below(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21()) return;
    if (actor.health < arg(w, actor, 1)) jump(w, actor, arg(w, actor, 0));
}

void a_jump_if_target_in_sight(World& w, Mobj& actor) {
    if (w.opts.compat.mbf21()) jump_if_in_sight(w, actor, actor.target);
}
void a_jump_if_tracer_in_sight(World& w, Mobj& actor) {
    if (w.opts.compat.mbf21()) jump_if_in_sight(w, actor, actor.tracer);
}
void a_jump_if_target_closer(World& w, Mobj& actor) {
    if (w.opts.compat.mbf21()) jump_if_closer(w, actor, actor.target);
}
void a_jump_if_tracer_closer(World& w, Mobj& actor) {
    if (w.opts.compat.mbf21()) jump_if_closer(w, actor, actor.tracer);
}

void a_jump_if_flags_set(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21()) return;
    const auto flags = static_cast<std::uint32_t>(arg(w, actor, 1));
    const auto flags2 = static_cast<std::uint32_t>(arg(w, actor, 2));
    if ((actor.flags & flags) == flags && (actor.flags2 & flags2) == flags2) jump(w, actor, arg(w, actor, 0));
}

void a_add_flags(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21()) return;
    change_flags(w, actor, static_cast<std::uint32_t>(arg(w, actor, 0)), 0,
                 static_cast<std::uint32_t>(arg(w, actor, 1)), 0);
}

void a_remove_flags(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21()) return;
    change_flags(w, actor, 0, static_cast<std::uint32_t>(arg(w, actor, 0)), 0,
                 static_cast<std::uint32_t>(arg(w, actor, 1)));
}

}  // namespace sim
