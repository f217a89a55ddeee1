#include "sim/finale.h"

#include <algorithm>

#include "sim/finale_text.h"
#include "sim/sound.h"

namespace sim {

namespace {

constexpr int kTextSpeed = 3;   // TEXTSPEED: tics a character
constexpr int kTextWait = 250;  // TEXTWAIT: tics the whole text stays

const MobjInfo& cast_info(const World& w) {
    return w.defs->mobjinfo[static_cast<std::size_t>(cast_order()[static_cast<std::size_t>(w.finale.cast_num)].type)];
}
const State& state(const World& w, StateNum s) { return w.defs->states[static_cast<std::size_t>(s)]; }

// F_CastTicker's sound hacks: the attack frames that make a noise.
SfxId cast_attack_sound(StateNum s) {
    switch (s) {
        case S_PLAY_ATK1: return sfx_dshtgn;
        case S_POSS_ATK2: return sfx_pistol;
        case S_SPOS_ATK2: return sfx_shotgn;
        case S_VILE_ATK2: return sfx_vilatk;
        case S_SKEL_FIST2: return sfx_skeswg;
        case S_SKEL_FIST4: return sfx_skepch;
        case S_SKEL_MISS2: return sfx_skeatk;
        case S_FATT_ATK8:
        case S_FATT_ATK5:
        case S_FATT_ATK2: return sfx_firsht;
        case S_CPOS_ATK2:
        case S_CPOS_ATK3:
        case S_CPOS_ATK4: return sfx_shotgn;
        case S_TROO_ATK3: return sfx_claw;
        case S_SARG_ATK2: return sfx_sgtatk;
        case S_BOSS_ATK2:
        case S_BOS2_ATK2:
        case S_HEAD_ATK2: return sfx_firsht;
        case S_SKULL_ATK2: return sfx_sklatk;
        case S_SPID_ATK2:
        case S_SPID_ATK3: return sfx_shotgn;
        case S_BSPI_ATK2: return sfx_plasma;
        case S_CYBER_ATK2:
        case S_CYBER_ATK4:
        case S_CYBER_ATK6: return sfx_rlaunc;
        case S_PAIN_ATK3: return sfx_sklatk;
        default: return sfx_None;
    }
}

}  // namespace

void start_cast(World& w) {
    Finale& f = w.finale;
    f.cast_num = 0;
    f.cast_state = cast_info(w).see_state;
    f.cast_tics = state(w, f.cast_state).tics;
    f.cast_death = false;
    f.stage = 2;
    f.cast_frames = 0;
    f.cast_on_melee = false;
    f.cast_attacking = false;
    w.display.forced = true;  // wipegamestate = -1
}

void cast_ticker(World& w) {
    Finale& f = w.finale;
    if (--f.cast_tics > 0) return;
    bool stop_attack = false;
    const State& now = state(w, f.cast_state);
    if (now.tics == -1 || now.next_state == S_NULL) {
        // From the death frames to the next actor.
        f.cast_num++;
        f.cast_death = false;
        if (f.cast_num >= static_cast<int>(cast_order().size())) f.cast_num = 0;
        start_sound(w, nullptr, cast_info(w).see_sound);
        f.cast_state = cast_info(w).see_state;
        f.cast_frames = 0;
    } else if (f.cast_state == S_PLAY_ATK1) {
        // The original's "gross hack": the hero's shot ends the attack at once.
        stop_attack = true;
    } else {
        f.cast_state = now.next_state;
        f.cast_frames++;
        start_sound(w, nullptr, cast_attack_sound(f.cast_state));
    }
    if (!stop_attack && f.cast_frames == 12) {
        // Attack, melee and missile in turn; an actor without one uses the other.
        f.cast_attacking = true;
        const MobjInfo& info = cast_info(w);
        f.cast_state = f.cast_on_melee ? info.melee_state : info.missile_state;
        f.cast_on_melee = !f.cast_on_melee;
        if (f.cast_state == S_NULL) f.cast_state = f.cast_on_melee ? info.melee_state : info.missile_state;
    }
    if (stop_attack || (f.cast_attacking && (f.cast_frames == 24 || f.cast_state == cast_info(w).see_state))) {
        f.cast_attacking = false;
        f.cast_frames = 0;
        f.cast_state = cast_info(w).see_state;
    }
    f.cast_tics = state(w, f.cast_state).tics;
    if (f.cast_tics == -1) f.cast_tics = 15;
}

bool finale_key_down(World& w) {
    Finale& f = w.finale;
    if (w.gamestate != GameState::Finale || f.stage != 2) return false;
    if (f.cast_death) return true;  // already dying
    f.cast_death = true;
    f.cast_state = cast_info(w).death_state;
    f.cast_tics = state(w, f.cast_state).tics;
    f.cast_frames = 0;
    f.cast_attacking = false;
    start_sound(w, nullptr, cast_info(w).death_sound);
    return true;
}

void episode_end_ticker(World& w) {
    Finale& f = w.finale;
    if (f.stage == 0) {
        const auto length = static_cast<int>(finale_screen(w).text.size());
        if (f.count > length * kTextSpeed + kTextWait) {
            f.count = 0;
            f.stage = 1;
            w.display.forced = true;
            // S_StartMusic: the bunny scroller's tune plays once, unlooped.
            if (w.opts.episode == 3) change_music(w, mus_bunny, false);
        }
        return;
    }
    if (w.opts.episode == 3) bunny_ticker(w);
}

void bunny_ticker(World& w) {
    Finale& f = w.finale;
    // F_BunnyScroll, drawn once a tic: each new END picture fires a shot.
    if (f.stage != 1 || f.count < 1130) return;
    if (f.count < 1180) {
        f.bunny_stage = 0;
        return;
    }
    const int stage = std::min((f.count - 1180) / 5, 6);
    if (stage > f.bunny_stage) {
        start_sound(w, nullptr, sfx_pistol);
        f.bunny_stage = stage;
    }
}

}  // namespace sim
