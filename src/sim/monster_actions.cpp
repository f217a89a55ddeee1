// The monster's basic cycle: wait for a target (A_Look), chase and decide
// to attack (A_Chase), turn to face (A_FaceTarget), plus the cries, falls
// and footsteps that go with them.
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/movement.h"
#include "sim/sight.h"
#include "sim/sound.h"

namespace sim {

namespace {

// Spider mastermind and cyberdemon cries are heard everywhere at full
// volume; at MBF21, those of any thing flagged BOSS or FULLVOLSOUNDS.
void start_boss_aware_sound(World& w, const Mobj& actor, SfxId sound) {
    const bool full_volume = w.opts.compat.mbf21() ? (actor.flags2 & (MF2_BOSS | MF2_FULLVOLSOUNDS)) != 0
                                                    : actor.type == MT_SPIDER || actor.type == MT_CYBORG;
    if (full_volume)
        start_sound(w, nullptr, sound);
    else
        start_sound(w, &actor, sound);
}

void wake_up(World& w, Mobj& actor) {
    if (actor.info->see_sound != sfx_None) {
        int sound;
        switch (actor.info->see_sound) {
            case sfx_posit1:
            case sfx_posit2:
            case sfx_posit3: sound = sfx_posit1 + w.rng.p_random() % 3; break;
            case sfx_bgsit1:
            case sfx_bgsit2: sound = sfx_bgsit1 + w.rng.p_random() % 2; break;
            default: sound = actor.info->see_sound; break;
        }
        start_boss_aware_sound(w, actor, static_cast<SfxId>(sound));
    }
    set_mobj_state(w, actor, actor.info->see_state);
}

}  // namespace

void a_look(World& w, Mobj& actor) {
    actor.threshold = 0;  // any shot will wake it up
    actor.pursuecount = 0;
    // MBF's friends look for monsters to fight before anything else.
    const bool is_friend = w.opts.compat.mbf() && (actor.flags & MF_FRIEND);
    if (is_friend && look_for_targets(w, actor, false)) {
        wake_up(w, actor);
        return;
    }
    Mobj* targ = w.sectors[static_cast<std::size_t>(w.mobj_sector(actor))].soundtarget;

    if (targ && (targ->flags & MF_SHOOTABLE)) {
        actor.target = targ;
        if (!(actor.flags & MF_AMBUSH) || check_sight(w, actor, *actor.target)) {
            wake_up(w, actor);
            return;
        }
    }

    if (is_friend || !look_for_targets(w, actor, false)) return;
    wake_up(w, actor);
}

void a_chase(World& w, Mobj& actor) {
    if (actor.reactiontime) actor.reactiontime--;

    // Count down the time it sticks to a target that hurt it.
    if (actor.threshold) {
        if (!actor.target || actor.target->health <= 0)
            actor.threshold = 0;
        else
            actor.threshold--;
    }

    // Turn 45 degrees a tic towards the movement direction; MBF's monsters
    // backing away keep facing their target.
    if (actor.strafecount) {
        a_face_target(w, actor);
    } else if (actor.movedir < 8) {
        actor.angle &= (7u << 29);
        const int delta = static_cast<int>(actor.angle - (static_cast<angle_t>(actor.movedir) << 29));
        if (delta > 0)
            actor.angle -= base::kAng90 / 2;
        else if (delta < 0)
            actor.angle += base::kAng90 / 2;
    }

    if (!actor.target || !(actor.target->flags & MF_SHOOTABLE)) {
        // Lost its target: look around, or go back to sleep.
        if (look_for_targets(w, actor, true)) return;
        set_mobj_state(w, actor, actor.info->spawn_state);
        return;
    }

    // Never attack twice in a row.
    if (actor.flags & MF_JUSTATTACKED) {
        actor.flags &= ~static_cast<std::uint32_t>(MF_JUSTATTACKED);
        if (w.opts.skill != Skill::Nightmare && !w.opts.fast) new_chase_dir(w, actor);
        return;
    }

    if (actor.info->melee_state != S_NULL && check_melee_range(w, actor)) {
        if (actor.info->attack_sound != sfx_None) start_sound(w, &actor, actor.info->attack_sound);
        set_mobj_state(w, actor, actor.info->melee_state);
        // Boom on: a melee-only monster remembers it attacked (MBF's
        // friends read it when deciding whom to help).
        if (w.opts.compat.boom() && actor.info->missile_state == S_NULL) actor.flags |= MF_JUSTHIT;
        return;
    }

    if (actor.info->missile_state != S_NULL) {
        const bool may_fire = !(w.opts.skill < Skill::Nightmare && !w.opts.fast && actor.movecount);
        if (may_fire && check_missile_range(w, actor)) {
            set_mobj_state(w, actor, actor.info->missile_state);
            actor.flags |= MF_JUSTATTACKED;
            return;
        }
    }

    if (!actor.threshold) {
        if (!w.opts.compat.mbf()) {
            // In a net game, maybe switch to another player it can see.
            if (w.opts.netgame() && !check_sight(w, actor, *actor.target) && look_for_players(w, actor, true))
                return;
        } else if (w.opts.compat.help_friends && help_friend(w, actor)) {
            return;
        } else if (mbf_reconsider_target(w, actor)) {
            return;
        }
    }

    if (actor.strafecount) actor.strafecount--;
    if (--actor.movecount < 0 || !monster_move_smart(w, actor)) new_chase_dir(w, actor);

    if (actor.info->active_sound != sfx_None && w.rng.p_random() < 3)
        start_sound(w, &actor, actor.info->active_sound);
}

void a_face_target(World& w, Mobj& actor) {
    if (!actor.target) return;
    actor.flags &= ~static_cast<std::uint32_t>(MF_AMBUSH);
    actor.angle = angle_between(actor, *actor.target);
    if (actor.target->flags & MF_SHADOW) {
        // Two draws, first minus second (the operands' order is fixed here,
        // where C leaves it open; this is the order the original ran them).
        const int first = w.rng.p_random();
        const int second = w.rng.p_random();
        actor.angle += static_cast<angle_t>((first - second) << 21);
    }
}

void a_scream(World& w, Mobj& actor) {
    int sound;
    switch (actor.info->death_sound) {
        case sfx_None: return;
        case sfx_podth1:
        case sfx_podth2:
        case sfx_podth3: sound = sfx_podth1 + w.rng.p_random() % 3; break;
        case sfx_bgdth1:
        case sfx_bgdth2: sound = sfx_bgdth1 + w.rng.p_random() % 2; break;
        default: sound = actor.info->death_sound; break;
    }
    start_boss_aware_sound(w, actor, static_cast<SfxId>(sound));
}

void a_xscream(World& w, Mobj& actor) { start_sound(w, &actor, sfx_slop); }

void a_pain(World& w, Mobj& actor) {
    if (actor.info->pain_sound != sfx_None) start_sound(w, &actor, actor.info->pain_sound);
}

void a_fall(World&, Mobj& actor) {
    // A body on the ground can be walked over.
    actor.flags &= ~static_cast<std::uint32_t>(MF_SOLID);
}

void a_explode(World& w, Mobj& actor) { radius_attack(w, actor, actor.target, 128); }

void a_player_scream(World& w, Mobj& actor) {
    SfxId sound = sfx_pldeth;
    // Doom II has a second cry for a bad death short of gibbing.
    if (w.opts.mode == GameMode::Commercial && actor.health < -50) sound = sfx_pdiehi;
    start_sound(w, &actor, sound);
}

void a_hoof(World& w, Mobj& actor) {
    start_sound(w, &actor, sfx_hoof);
    a_chase(w, actor);
}

void a_metal(World& w, Mobj& actor) {
    start_sound(w, &actor, sfx_metal);
    a_chase(w, actor);
}

void a_baby_metal(World& w, Mobj& actor) {
    start_sound(w, &actor, sfx_bspwlk);
    a_chase(w, actor);
}

}  // namespace sim
