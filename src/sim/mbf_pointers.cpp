// MBF's code pointers for DeHackEd patches (killough's A_Detonate, A_Spawn,
// A_RandomJump …): they take their arguments from the state's misc1 and
// misc2. dsda-doom plays them from complevel 10 (LxDoom) on, so of our
// levels MBF (11) and MBF21 (21); below that a state using one does nothing.
// Numbers a patch gives (thing types, states, sounds) are checked here, at
// the moment of use: out of range, the action does nothing.
#include <algorithm>

#include "sim/interaction.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/movement.h"
#include "sim/sound.h"
#include "sim/specials.h"

namespace sim {

namespace {

const State& current_state(const World& w, const Mobj& mo) {
    return w.defs->states[static_cast<std::size_t>(mo.state)];
}


// MBF's degrees to an angle: (uint64)degrees << 32 / 360, in unsigned
// 64-bit arithmetic as the original (a negative count wraps first).
angle_t degrees_to_angle(int degrees) {
    const auto wide = static_cast<std::uint64_t>(static_cast<std::int64_t>(degrees)) << 32;
    return static_cast<angle_t>(wide / 360);
}

}  // namespace

void a_detonate(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    radius_attack(w, actor, actor.target, actor.info->damage);
}

void a_mushroom(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    const State& st = current_state(w, actor);
    const fixed_t rise = st.misc1 ? st.misc1 : 4 * base::kFracUnit;
    const fixed_t slow = st.misc2 ? st.misc2 : base::kFracUnit / 2;
    const int n = actor.info->damage;
    a_explode(w, actor);
    // A fireball towards each point of a grid round the thing, aimed high.
    for (int i = -n; i <= n; i += 8) {
        for (int j = -n; j <= n; j += 8) {
            Mobj target;
            target.flags = actor.flags;
            target.x = wrap_add(actor.x, wrap_mul(i, base::kFracUnit));
            target.y = wrap_add(actor.y, wrap_mul(j, base::kFracUnit));
            target.z = wrap_add(actor.z, wrap_mul(aprox_distance(i, j), rise));
            Mobj* mo = spawn_missile(w, actor, target, MT_FATSHOT);
            mo->momx = base::fixed_mul(mo->momx, slow);
            mo->momy = base::fixed_mul(mo->momy, slow);
            mo->momz = base::fixed_mul(mo->momz, slow);
            mo->flags &= ~static_cast<std::uint32_t>(MF_NOGRAVITY);
        }
    }
}

void a_die(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    damage_mobj(w, actor, nullptr, nullptr, actor.health);
}

void a_spawn(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    const State& st = current_state(w, actor);
    if (!st.misc1 || !w.defs->has_thing(st.misc1 - 1)) return;
    const fixed_t z = wrap_add(actor.z, wrap_mul(st.misc2, base::kFracUnit));
    Mobj* spawned = spawn_mobj(w, actor.x, actor.y, z, static_cast<MobjType>(st.misc1 - 1));
    // comp_friendlyspawn: the old rule, where a spawned thing takes the
    // spawner's friendliness.
    if (w.opts.compat.has(comp_friendlyspawn))
        spawned->flags = (spawned->flags & ~static_cast<std::uint32_t>(MF_FRIEND)) | (actor.flags & MF_FRIEND);
}

void a_turn(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    actor.angle += degrees_to_angle(current_state(w, actor).misc1);
}

void a_face(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    actor.angle = degrees_to_angle(current_state(w, actor).misc1);
}

void a_scratch(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf() || !actor.target) return;
    const State& st = current_state(w, actor);
    a_face_target(w, actor);
    if (!check_melee_range(w, actor)) return;
    if (st.misc2 && w.defs->has_sound(st.misc2)) start_sound(w, &actor, static_cast<SfxId>(st.misc2));
    damage_mobj(w, *actor.target, &actor, &actor, st.misc1);
}

void a_play_sound(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    const State& st = current_state(w, actor);
    if (!w.defs->has_sound(st.misc1)) return;
    // misc2 set: heard everywhere, from no thing.
    start_sound(w, st.misc2 ? nullptr : &actor, static_cast<SfxId>(st.misc1));
}

void a_random_jump(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    const State& st = current_state(w, actor);
    const int chance = st.misc2;
    const int next = st.misc1;
    if (w.rng.p_random() < chance && w.defs->has_state(next)) set_mobj_state(w, actor, static_cast<StateNum>(next));
}

void a_beta_skull_attack(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    if (!actor.target || actor.target->type == MT_SKULL) return;
    start_sound(w, &actor, actor.info->attack_sound);
    a_face_target(w, actor);
    const int damage = (w.rng.p_random() % 8 + 1) * actor.info->damage;
    damage_mobj(w, *actor.target, &actor, &actor, damage);
}

// A_LineEffect: the thing sets off line type misc1 with tag misc2, as a
// player on the front of a copy of the map's first line would (a use,
// else a crossing). The copy is line 0 itself, its type and tag put back
// afterwards; what a switch changes lands on line 0's sides, as MBF's copy
// shared them. The player is a stand-in with 100 health and nothing else.
void a_line_effect(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf() || w.lines.empty()) return;
    const State& st = current_state(w, actor);
    const auto spent = std::find(w.spent_line_effects.begin(), w.spent_line_effects.end(), actor.state);
    if (!st.misc1 || spent != w.spent_line_effects.end()) return;
    const StateNum state = actor.state;
    LineState& line = w.lines[0];
    const LineState kept = line;
    line.special = static_cast<std::int16_t>(st.misc1);
    line.tag = static_cast<std::int16_t>(st.misc2);
    Player stand_in{};
    stand_in.health = 100;
    Player* const own = actor.player;
    actor.player = &stand_in;
    if (!use_special_line(w, actor, 0, 0)) cross_special_line(w, 0, 0, actor);
    actor.player = own;
    if (!line.special) w.spent_line_effects.push_back(state);  // a one-shot type, used up
    line.special = kept.special;
    line.tag = kept.tag;
}

void a_stop(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf()) return;
    actor.momx = actor.momy = actor.momz = 0;
}

}  // namespace sim
