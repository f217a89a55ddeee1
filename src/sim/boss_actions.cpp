// Deaths that end a level or open it up (A_BossDeath, A_KeenDie) and the
// Doom II boss brain with its cube spitter (A_Brain*, A_SpawnSound,
// A_SpawnFly).
#include "sim/game.h"
#include "sim/map_info.h"
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/movement.h"
#include "sim/sound.h"
#include "sim/specials.h"

namespace sim {

namespace {

bool other_alive_of_type(const World& w, const Mobj& mo) {
    return any_other_mobj(w, &mo, [&](const Mobj& other) { return other.type == mo.type && other.health > 0; });
}

// Whether the thing is the boss the original names by type; MBF21 names
// it by a flag instead, which the vanilla boss carries by default.
bool is_boss(const World& w, const Mobj& mo, MobjType type, std::uint32_t mbf21_flag) {
    return w.opts.compat.mbf21() ? (mo.flags2 & mbf21_flag) != 0 : mo.type == type;
}

// Whether this thing's death may end a Doom 1 episode on this map. The
// executable of Ultimate Doom (what plays "retail" games) ties each boss to
// its own episode; older 1.9 executables accept any boss type on map 8 but
// a baron outside episode 1. Demos of each depend on their rule.
bool ends_episode(const World& w, const Mobj& mo) {
    const int episode = w.opts.episode;
    const int map = w.opts.map;
    if (w.opts.mode != GameMode::Retail) {
        if (map != 8) return false;
        if (is_boss(w, mo, MT_BRUISER, MF2_E1M8BOSS) && episode != 1) return false;
        return true;
    }
    switch (episode) {
        case 1: return map == 8 && is_boss(w, mo, MT_BRUISER, MF2_E1M8BOSS);
        case 2: return map == 8 && is_boss(w, mo, MT_CYBORG, MF2_E2M8BOSS);
        case 3: return map == 8 && is_boss(w, mo, MT_SPIDER, MF2_E3M8BOSS);
        case 4:
            return (map == 6 && is_boss(w, mo, MT_CYBORG, MF2_E4M6BOSS)) ||
                   (map == 8 && is_boss(w, mo, MT_SPIDER, MF2_E4M8BOSS));
        default: return map == 8;
    }
}

}  // namespace

void a_boss_death(World& w, Mobj& mo) {
    // A UMAPINFO entry's bossaction list replaces the original's rules.
    if (run_umap_boss_actions(w, mo)) return;
    const bool commercial = w.opts.mode == GameMode::Commercial;
    if (commercial) {
        if (w.opts.map != 7) return;
        if (!is_boss(w, mo, MT_FATSO, MF2_MAP07BOSS1) && !is_boss(w, mo, MT_BABY, MF2_MAP07BOSS2)) return;
    } else if (!ends_episode(w, mo)) {
        return;
    }

    // Someone must be alive to win.
    bool anyone_alive = false;
    for (int i = 0; i < kMaxPlayers; ++i)
        if (w.opts.playeringame[static_cast<std::size_t>(i)] && w.players[static_cast<std::size_t>(i)].health > 0)
            anyone_alive = true;
    if (!anyone_alive) return;

    if (other_alive_of_type(w, mo)) return;

    if (commercial) {
        if (is_boss(w, mo, MT_FATSO, MF2_MAP07BOSS1)) {
            do_floor_by_tag(w, 666, FloorKind::LowerFloorToLowest);
            return;
        }
        if (is_boss(w, mo, MT_BABY, MF2_MAP07BOSS2)) {
            do_floor_by_tag(w, 667, FloorKind::RaiseToTexture);
            return;
        }
    } else {
        switch (w.opts.episode) {
            case 1: do_floor_by_tag(w, 666, FloorKind::LowerFloorToLowest); return;
            case 4:
                if (w.opts.map == 6) {
                    do_door_by_tag(w, 666, DoorKind::BlazeOpen);
                    return;
                }
                if (w.opts.map == 8) {
                    do_floor_by_tag(w, 666, FloorKind::LowerFloorToLowest);
                    return;
                }
                break;
            default: break;
        }
    }
    exit_level(w);
}

// Doom II MAP32: the last commander keen opens the tag 666 doors.
void a_keen_die(World& w, Mobj& mo) {
    a_fall(w, mo);
    if (other_alive_of_type(w, mo)) return;
    do_door_by_tag(w, 666, DoorKind::Open);
}

void a_brain_awake(World& w, Mobj&) {
    // Collect the cube targets, in thinker order.
    w.braintargets.clear();
    w.braintargeton = 0;
    w.thinkers.for_each([&](Thinker& t) {
        if (t.kind() != ThinkerKind::Mobj) return;
        auto& m = static_cast<Mobj&>(t);
        if (m.type == MT_BOSSTARGET) w.braintargets.push_back(&m);
    });
    start_sound(w, nullptr, sfx_bossit);
}

void a_brain_pain(World& w, Mobj&) { start_sound(w, nullptr, sfx_bospn); }

namespace {

// One explosion of the dying brain: a rocket frozen in its explosion frames.
void brain_explosion(World& w, fixed_t x, fixed_t y) {
    const fixed_t z = 128 + w.rng.p_random() * 2 * base::kFracUnit;
    Mobj* th = spawn_mobj(w, x, y, z, MT_ROCKET);
    th->momz = w.rng.p_random() * 512;
    set_mobj_state(w, *th, S_BRAINEXPLODE1);
    th->tics -= w.rng.p_random() & 7;
    if (th->tics < 1) th->tics = 1;
}

}  // namespace

void a_brain_scream(World& w, Mobj& mo) {
    for (fixed_t x = mo.x - 196 * base::kFracUnit; x < mo.x + 320 * base::kFracUnit; x += base::kFracUnit * 8)
        brain_explosion(w, x, mo.y - 320 * base::kFracUnit);
    start_sound(w, nullptr, sfx_bosdth);
}

void a_brain_explode(World& w, Mobj& mo) {
    const int first = w.rng.p_random();
    const fixed_t x = mo.x + (first - w.rng.p_random()) * 2048;
    brain_explosion(w, x, mo.y);
}

void a_brain_die(World& w, Mobj&) { exit_level(w); }

void a_brain_spit(World& w, Mobj& mo) {
    // On the easy skills only every other call spits. The toggle is never
    // reset, not even between levels or demos, as in the original.
    w.brain_easy_toggle = !w.brain_easy_toggle;
    if (w.opts.skill <= Skill::Easy && !w.brain_easy_toggle) return;

    // With no targets the original divides by zero and crashes.
    if (w.braintargets.empty()) return;

    Mobj* targ = w.braintargets[static_cast<std::size_t>(w.braintargeton)];
    w.braintargeton = (w.braintargeton + 1) % static_cast<int>(w.braintargets.size());

    Mobj* cube = spawn_missile(w, mo, *targ, MT_SPAWNSHOT);
    cube->target = targ;
    // Flight time in state cycles: distance in y over speed in y.
    const int tics = w.defs->states[static_cast<std::size_t>(cube->state)].tics;
    if (cube->momy != 0 && tics != 0)  // the original would divide by zero
        cube->reactiontime = ((targ->y - mo.y) / cube->momy) / tics;
    start_sound(w, nullptr, sfx_bospit);
}

void a_spawn_sound(World& w, Mobj& mo) {
    start_sound(w, &mo, sfx_boscub);
    a_spawn_fly(w, mo);
}

void a_spawn_fly(World& w, Mobj& mo) {
    if (--mo.reactiontime) return;  // still flying

    // A missing target is replaced by a zeroed object, as in Chocolate Doom.
    Mobj placeholder;
    Mobj& targ = mo.target ? *mo.target : placeholder;

    Mobj* fog = spawn_mobj(w, targ.x, targ.y, targ.z, MT_SPAWNFIRE);
    start_sound(w, fog, sfx_telept);

    // Pick a monster, commoner ones likelier.
    const int r = w.rng.p_random();
    MobjType type;
    if (r < 50)
        type = MT_TROOP;
    else if (r < 90)
        type = MT_SERGEANT;
    else if (r < 120)
        type = MT_SHADOWS;
    else if (r < 130)
        type = MT_PAIN;
    else if (r < 160)
        type = MT_HEAD;
    else if (r < 162)
        type = MT_VILE;
    else if (r < 172)
        type = MT_UNDEAD;
    else if (r < 192)
        type = MT_BABY;
    else if (r < 222)
        type = MT_FATSO;
    else if (r < 246)
        type = MT_KNIGHT;
    else
        type = MT_BRUISER;

    Mobj* monster = spawn_mobj(w, targ.x, targ.y, targ.z, type);
    if (look_for_players(w, *monster, true)) set_mobj_state(w, *monster, monster->info->see_state);

    // Telefrag whatever stands there.
    teleport_move(w, *monster, monster->x, monster->y);

    remove_mobj(w, mo);  // the cube itself
}

}  // namespace sim
