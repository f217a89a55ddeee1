// From a thing state's action to the function that performs it.
#include "sim/monsters.h"

#include "sim/monster_ai.h"
#include "sim/weapons.h"

namespace sim {

void call_mobj_action(World& w, Mobj& mo, Action action) {
    switch (action) {
        case Action::Look: a_look(w, mo); break;
        case Action::Chase: a_chase(w, mo); break;
        case Action::FaceTarget: a_face_target(w, mo); break;
        case Action::Scream: a_scream(w, mo); break;
        case Action::XScream: a_xscream(w, mo); break;
        case Action::Pain: a_pain(w, mo); break;
        case Action::Fall: a_fall(w, mo); break;
        case Action::Explode: a_explode(w, mo); break;
        case Action::PlayerScream: a_player_scream(w, mo); break;
        case Action::Hoof: a_hoof(w, mo); break;
        case Action::Metal: a_metal(w, mo); break;
        case Action::BabyMetal: a_baby_metal(w, mo); break;

        case Action::PosAttack: a_pos_attack(w, mo); break;
        case Action::SPosAttack: a_spos_attack(w, mo); break;
        case Action::CPosAttack: a_cpos_attack(w, mo); break;
        case Action::CPosRefire: a_cpos_refire(w, mo); break;
        case Action::SpidRefire: a_spid_refire(w, mo); break;
        case Action::BspiAttack: a_bspi_attack(w, mo); break;
        case Action::TroopAttack: a_troop_attack(w, mo); break;
        case Action::SargAttack: a_sarg_attack(w, mo); break;
        case Action::HeadAttack: a_head_attack(w, mo); break;
        case Action::CyberAttack: a_cyber_attack(w, mo); break;
        case Action::BruisAttack: a_bruis_attack(w, mo); break;
        case Action::SkelMissile: a_skel_missile(w, mo); break;
        case Action::Tracer: a_tracer(w, mo); break;
        case Action::SkelWhoosh: a_skel_whoosh(w, mo); break;
        case Action::SkelFist: a_skel_fist(w, mo); break;
        case Action::FatRaise: a_fat_raise(w, mo); break;
        case Action::FatAttack1: a_fat_attack1(w, mo); break;
        case Action::FatAttack2: a_fat_attack2(w, mo); break;
        case Action::FatAttack3: a_fat_attack3(w, mo); break;
        case Action::SkullAttack: a_skull_attack(w, mo); break;
        case Action::PainAttack: a_pain_attack(w, mo); break;
        case Action::PainDie: a_pain_die(w, mo); break;

        case Action::VileChase: a_vile_chase(w, mo); break;
        case Action::VileStart: a_vile_start(w, mo); break;
        case Action::VileTarget: a_vile_target(w, mo); break;
        case Action::VileAttack: a_vile_attack(w, mo); break;
        case Action::StartFire: a_start_fire(w, mo); break;
        case Action::Fire: a_fire(w, mo); break;
        case Action::FireCrackle: a_fire_crackle(w, mo); break;

        case Action::BossDeath: a_boss_death(w, mo); break;
        case Action::KeenDie: a_keen_die(w, mo); break;
        case Action::BrainAwake: a_brain_awake(w, mo); break;
        case Action::BrainPain: a_brain_pain(w, mo); break;
        case Action::BrainScream: a_brain_scream(w, mo); break;
        case Action::BrainExplode: a_brain_explode(w, mo); break;
        case Action::BrainDie: a_brain_die(w, mo); break;
        case Action::BrainSpit: a_brain_spit(w, mo); break;
        case Action::SpawnSound: a_spawn_sound(w, mo); break;
        case Action::SpawnFly: a_spawn_fly(w, mo); break;

        case Action::BFGSpray: bfg_spray(w, mo); break;

        case Action::Detonate: a_detonate(w, mo); break;
        case Action::Mushroom: a_mushroom(w, mo); break;
        case Action::Die: a_die(w, mo); break;
        case Action::Spawn: a_spawn(w, mo); break;
        case Action::Turn: a_turn(w, mo); break;
        case Action::Face: a_face(w, mo); break;
        case Action::Scratch: a_scratch(w, mo); break;
        case Action::PlaySound: a_play_sound(w, mo); break;
        case Action::RandomJump: a_random_jump(w, mo); break;
        case Action::BetaSkullAttack: a_beta_skull_attack(w, mo); break;
        case Action::Stop: a_stop(w, mo); break;
        case Action::LineEffect: a_line_effect(w, mo); break;

        case Action::SpawnObject: a_spawn_object(w, mo); break;
        case Action::MonsterProjectile: a_monster_projectile(w, mo); break;
        case Action::MonsterBulletAttack: a_monster_bullet_attack(w, mo); break;
        case Action::MonsterMeleeAttack: a_monster_melee_attack(w, mo); break;
        case Action::RadiusDamage: a_radius_damage(w, mo); break;
        case Action::NoiseAlert: a_noise_alert(w, mo); break;
        case Action::ClearTracer: a_clear_tracer(w, mo); break;
        case Action::JumpIfHealthBelow: a_jump_if_health_below(w, mo); break;
        case Action::JumpIfTargetInSight: a_jump_if_target_in_sight(w, mo); break;
        case Action::JumpIfTargetCloser: a_jump_if_target_closer(w, mo); break;
        case Action::JumpIfTracerInSight: a_jump_if_tracer_in_sight(w, mo); break;
        case Action::JumpIfTracerCloser: a_jump_if_tracer_closer(w, mo); break;
        case Action::JumpIfFlagsSet: a_jump_if_flags_set(w, mo); break;
        case Action::AddFlags: a_add_flags(w, mo); break;
        case Action::RemoveFlags: a_remove_flags(w, mo); break;
        case Action::HealChase: a_heal_chase(w, mo); break;
        case Action::FindTracer: a_find_tracer(w, mo); break;
        case Action::SeekTracer: a_seek_tracer(w, mo); break;

        // No action, or a weapon action: the original's acp1 call of a
        // weapon function from a thing state only happens with patched
        // tables, and it would read garbage; nothing is done here.
        default: break;
    }
}

}  // namespace sim
