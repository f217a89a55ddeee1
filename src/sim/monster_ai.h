#pragma once
// Private to the monster files: the chase helpers shared by the action
// functions (the original's p_enemy.c internals). Other modules use
// monsters.h.
#include <array>
#include <cstdint>

#include "sim/movement.h"
#include "sim/world.h"
#include "sim/wrapping.h"

namespace sim {

// Step per unit of speed for each of the eight chase directions (xspeed,
// yspeed): 47000 is the original's rounded FRACUNIT/sqrt(2).
inline constexpr std::array<fixed_t, 8> kDirStepX = {base::kFracUnit, 47000, 0, -47000,
                                                     -base::kFracUnit, -47000, 0, 47000};
inline constexpr std::array<fixed_t, 8> kDirStepY = {0, 47000, base::kFracUnit, 47000,
                                                     0, -47000, -base::kFracUnit, -47000};

// The point one chase step ahead in direction dir (dir < 8).
inline fixed_t step_x(const Mobj& mo, int dir) { return wrap_add(mo.x, wrap_mul(mo.info->speed, kDirStepX[dir])); }
inline fixed_t step_y(const Mobj& mo, int dir) { return wrap_add(mo.y, wrap_mul(mo.info->speed, kDirStepY[dir])); }

// R_PointToAngle2 from one thing to another.
angle_t angle_between(const Mobj& from, const Mobj& to);

bool check_melee_range(World& w, Mobj& actor);     // P_CheckMeleeRange
bool check_missile_range(World& w, Mobj& actor);   // P_CheckMissileRange
bool monster_move(World& w, Mobj& actor, Dropoff dropoff);  // P_Move
bool try_walk(World& w, Mobj& actor);              // P_TryWalk
void new_chase_dir(World& w, Mobj& actor);         // P_NewChaseDir
// P_DoNewChaseDir: the direction search of P_NewChaseDir towards a delta.
void do_new_chase_dir(World& w, Mobj& actor, fixed_t deltax, fixed_t deltay);
bool look_for_players(World& w, Mobj& actor, bool allaround);  // P_LookForPlayers

// monster_mbf.cpp: Boom's and MBF's additions, gated on the level.
bool monster_move_smart(World& w, Mobj& actor);    // P_SmartMove (P_Move at vanilla)
bool is_on_lift(const World& w, const Mobj& actor);  // P_IsOnLift
// MBF's start of P_NewChaseDir: true when it already chose a way off a
// ledge; otherwise it may turn the delta round (giving a friend room,
// backing away from a melee attacker) and set strafecount.
bool mbf_chase_away(World& w, Mobj& actor, fixed_t& deltax, fixed_t& deltay);
bool look_for_monsters(World& w, Mobj& actor, bool allaround);  // P_LookForMonsters (false at vanilla)
bool look_for_targets(World& w, Mobj& actor, bool allaround);   // P_LookForTargets
// MBF's A_Chase pursuit: every kBaseThreshold tics, look for a better
// target if the current one is dead or out of sight; true if one was taken.
bool mbf_reconsider_target(World& w, Mobj& actor);
// MBF's friends go back to a player: the first in sight, else the first
// alive wherever it is (P_LookForPlayers for friends).
bool mbf_return_to_player(World& w, Mobj& actor, bool allaround);
// P_HitFriend: a friend whose shot at its target would hit another friend.
bool hit_friend(World& w, Mobj& actor);
// P_HelpFriend (help_friends): goes to the aid of a friend in trouble;
// true when it took a new target.
bool help_friend(World& w, Mobj& actor);

// The thing actions (A_* of the original), dispatched by call_mobj_action.
// monster_actions.cpp: waking, chasing, facing, cries and falls.
void a_look(World& w, Mobj& actor);
void a_chase(World& w, Mobj& actor);
void a_face_target(World& w, Mobj& actor);
void a_scream(World& w, Mobj& actor);
void a_xscream(World& w, Mobj& actor);
void a_pain(World& w, Mobj& actor);
void a_fall(World& w, Mobj& actor);
void a_explode(World& w, Mobj& actor);
void a_player_scream(World& w, Mobj& actor);
void a_hoof(World& w, Mobj& actor);
void a_metal(World& w, Mobj& actor);
void a_baby_metal(World& w, Mobj& actor);
// monster_attacks.cpp: hitscans, claws and missiles.
void a_pos_attack(World& w, Mobj& actor);
void a_spos_attack(World& w, Mobj& actor);
void a_cpos_attack(World& w, Mobj& actor);
void a_cpos_refire(World& w, Mobj& actor);
void a_spid_refire(World& w, Mobj& actor);
void a_bspi_attack(World& w, Mobj& actor);
void a_troop_attack(World& w, Mobj& actor);
void a_sarg_attack(World& w, Mobj& actor);
void a_head_attack(World& w, Mobj& actor);
void a_cyber_attack(World& w, Mobj& actor);
void a_bruis_attack(World& w, Mobj& actor);
void a_skel_missile(World& w, Mobj& actor);
void a_tracer(World& w, Mobj& actor);
void a_skel_whoosh(World& w, Mobj& actor);
void a_skel_fist(World& w, Mobj& actor);
void a_fat_raise(World& w, Mobj& actor);
void a_fat_attack1(World& w, Mobj& actor);
void a_fat_attack2(World& w, Mobj& actor);
void a_fat_attack3(World& w, Mobj& actor);
void a_skull_attack(World& w, Mobj& actor);
void a_pain_attack(World& w, Mobj& actor);
void a_pain_die(World& w, Mobj& actor);
// arch_vile.cpp: resurrection and the hellfire.
// P_HealCorpse: raises a corpse where the next step would take a healer of
// that radius, entering heal_state; false if there is none.
bool heal_corpse(World& w, Mobj& actor, fixed_t radius, StateNum heal_state, SfxId sound);
// Whether a corpse has room to stand up where it lies (its momentum is
// cleared either way, as the original's check does).
bool corpse_has_room(World& w, Mobj& corpse);
// Brings a corpse back through its raise frames, `sound` heard from it:
// full height, its type's flags (MBF: friendly as `friend_bit` says) and
// health, no target.
void raise_corpse(World& w, Mobj& corpse, SfxId sound, std::uint32_t friend_bit);
void a_vile_chase(World& w, Mobj& actor);
void a_vile_start(World& w, Mobj& actor);
void a_vile_target(World& w, Mobj& actor);
void a_vile_attack(World& w, Mobj& actor);
void a_start_fire(World& w, Mobj& actor);
void a_fire(World& w, Mobj& actor);
void a_fire_crackle(World& w, Mobj& actor);
// boss_actions.cpp: level-ending deaths and the boss brain.
void a_boss_death(World& w, Mobj& actor);
void a_keen_die(World& w, Mobj& actor);
void a_brain_awake(World& w, Mobj& actor);
void a_brain_pain(World& w, Mobj& actor);
void a_brain_scream(World& w, Mobj& actor);
void a_brain_explode(World& w, Mobj& actor);
void a_brain_die(World& w, Mobj& actor);
void a_brain_spit(World& w, Mobj& actor);
void a_spawn_sound(World& w, Mobj& actor);
void a_spawn_fly(World& w, Mobj& actor);
// mbf_pointers.cpp: MBF's code pointers for patches (nothing below MBF).
void a_detonate(World& w, Mobj& actor);
void a_mushroom(World& w, Mobj& actor);
void a_die(World& w, Mobj& actor);
void a_spawn(World& w, Mobj& actor);
void a_turn(World& w, Mobj& actor);
void a_face(World& w, Mobj& actor);
void a_scratch(World& w, Mobj& actor);
void a_play_sound(World& w, Mobj& actor);
void a_random_jump(World& w, Mobj& actor);
void a_beta_skull_attack(World& w, Mobj& actor);
void a_stop(World& w, Mobj& actor);
void a_line_effect(World& w, Mobj& actor);
// mbf21_pointers.cpp: MBF21's, with the state's Args (nothing below MBF21).
void a_spawn_object(World& w, Mobj& actor);
void a_monster_projectile(World& w, Mobj& actor);
void a_monster_bullet_attack(World& w, Mobj& actor);
void a_monster_melee_attack(World& w, Mobj& actor);
void a_radius_damage(World& w, Mobj& actor);
void a_noise_alert(World& w, Mobj& actor);
void a_clear_tracer(World& w, Mobj& actor);
void a_jump_if_health_below(World& w, Mobj& actor);
void a_jump_if_target_in_sight(World& w, Mobj& actor);
void a_jump_if_target_closer(World& w, Mobj& actor);
void a_jump_if_tracer_in_sight(World& w, Mobj& actor);
void a_jump_if_tracer_closer(World& w, Mobj& actor);
void a_jump_if_flags_set(World& w, Mobj& actor);
void a_add_flags(World& w, Mobj& actor);
void a_remove_flags(World& w, Mobj& actor);
void a_heal_chase(World& w, Mobj& actor);
// mbf21_seeking.cpp: seeker missiles.
void a_find_tracer(World& w, Mobj& actor);
void a_seek_tracer(World& w, Mobj& actor);

// Whether a live (not removed) map object other than `except` satisfies pred,
// scanning the thinker list in order as the original's boss checks do.
template <class Pred>
bool any_other_mobj(const World& w, const Mobj* except, Pred&& pred) {
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::Mobj) continue;
        const auto& mo = static_cast<const Mobj&>(*t);
        if (&mo != except && pred(mo)) return true;
    }
    return false;
}

}  // namespace sim
