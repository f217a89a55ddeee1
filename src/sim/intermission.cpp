// Intermission and finale timing (wi_stuff.c, f_finale.c): when the
// stats screen and the text screens hand play back to the game.
#include "sim/intermission.h"

#include <algorithm>

#include "sim/finale.h"
#include "sim/interlevel_anims.h"
#include "sim/intermission_anims.h"
#include "sim/map_info.h"
#include "sim/sound.h"

namespace sim {

namespace {

constexpr int kTicRate = 35;
constexpr int kShowNextLocDelay = 4;  // seconds

Player& player(World& w, int i) { return w.players[static_cast<std::size_t>(i)]; }
bool in_game(const World& w, int i) { return w.opts.playeringame[static_cast<std::size_t>(i)]; }

// ---- intermission (wi_stuff.c) ----

void wi_init_no_state(World& w) {
    w.wi.stage = Intermission::Stage::NoState;
    w.wi.accelerate = false;
    w.wi.cnt = 10;
}
void wi_init_show_next_loc(World& w) {
    w.wi.stage = Intermission::Stage::ShowNextLoc;
    w.wi.accelerate = false;
    w.wi.cnt = kShowNextLocDelay * kTicRate;
    if (!start_interlevel(w, true)) start_intermission_anims(w);
}
void wi_after_stats(World& w) {
    // A UMAPINFO ending skips the "entering" screen: no level follows.
    // Doom II has none, but for an ID24 enteranim outside demos.
    const bool doom2_entering = next_map_has_enteranim(w) && !w.demo;
    if ((w.opts.mode == GameMode::Commercial && !doom2_entering) || umap_ending(w))
        wi_init_no_state(w);
    else
        wi_init_show_next_loc(w);
}
void screen_sound(World& w, SfxId sfx) { start_sound(w, nullptr, sfx); }

int frag_sum(const Intermission& wi, const World& w, int p) {
    int frags = 0;
    for (int i = 0; i < kMaxPlayers; ++i)
        if (in_game(w, i) && i != p) frags += wi.frags[static_cast<std::size_t>(p)][static_cast<std::size_t>(i)];
    // Suicides count against.
    frags -= wi.frags[static_cast<std::size_t>(p)][static_cast<std::size_t>(p)];
    return frags;
}
void wi_update_stats(World& w) {
    Intermission& wi = w.wi;
    const std::size_t me = static_cast<std::size_t>(w.opts.consoleplayer);
    const int kills = (wi.skills[me] * 100) / wi.maxkills;
    const int items = (wi.sitems[me] * 100) / wi.maxitems;
    const int secret = (wi.ssecret[me] * 100) / wi.maxsecret;
    if (wi.accelerate && wi.state != 10) {
        wi.accelerate = false;
        wi.cnt_kills[0] = kills;
        wi.cnt_items[0] = items;
        wi.cnt_secret[0] = secret;
        wi.cnt_time = wi.stime / kTicRate;
        wi.cnt_par = wi.partime / kTicRate;
        screen_sound(w, sfx_barexp);
        wi.state = 10;
    }
    auto count_up = [&](int& cnt, int target) {
        cnt += 2;
        if (!(wi.bcnt & 3)) screen_sound(w, sfx_pistol);
        if (cnt >= target) {
            cnt = target;
            screen_sound(w, sfx_barexp);
            wi.state++;
        }
    };
    if (wi.state == 2) {
        count_up(wi.cnt_kills[0], kills);
    } else if (wi.state == 4) {
        count_up(wi.cnt_items[0], items);
    } else if (wi.state == 6) {
        count_up(wi.cnt_secret[0], secret);
    } else if (wi.state == 8) {
        if (!(wi.bcnt & 3)) screen_sound(w, sfx_pistol);
        wi.cnt_time += 3;
        if (wi.cnt_time >= wi.stime / kTicRate) wi.cnt_time = wi.stime / kTicRate;
        wi.cnt_par += 3;
        if (wi.cnt_par >= wi.partime / kTicRate) {
            wi.cnt_par = wi.partime / kTicRate;
            if (wi.cnt_time >= wi.stime / kTicRate) {
                screen_sound(w, sfx_barexp);
                wi.state++;
            }
        }
    } else if (wi.state == 10) {
        if (wi.accelerate) {
            screen_sound(w, sfx_sgcock);
            wi_after_stats(w);
        }
    } else if (wi.state & 1) {
        if (!--wi.pause) {
            wi.state++;
            wi.pause = kTicRate;
        }
    }
}
void wi_update_netgame_stats(World& w) {
    Intermission& wi = w.wi;
    auto pct = [&](const std::array<int, kMaxPlayers>& v, int max, std::size_t i) { return (v[i] * 100) / max; };
    if (wi.accelerate && wi.state != 10) {
        wi.accelerate = false;
        for (std::size_t i = 0; i < kMaxPlayers; ++i) {
            if (!in_game(w, static_cast<int>(i))) continue;
            wi.cnt_kills[i] = pct(wi.skills, wi.maxkills, i);
            wi.cnt_items[i] = pct(wi.sitems, wi.maxitems, i);
            wi.cnt_secret[i] = pct(wi.ssecret, wi.maxsecret, i);
            if (wi.dofrags) wi.cnt_frags[i] = frag_sum(wi, w, static_cast<int>(i));
        }
        screen_sound(w, sfx_barexp);
        wi.state = 10;
    }
    auto count_up = [&](std::array<int, kMaxPlayers>& cnt, const std::array<int, kMaxPlayers>& v, int max,
                        int next_step) {
        if (!(wi.bcnt & 3)) screen_sound(w, sfx_pistol);
        bool stillticking = false;
        for (std::size_t i = 0; i < kMaxPlayers; ++i) {
            if (!in_game(w, static_cast<int>(i))) continue;
            cnt[i] += 2;
            if (cnt[i] >= pct(v, max, i))
                cnt[i] = pct(v, max, i);
            else
                stillticking = true;
        }
        if (!stillticking) {
            screen_sound(w, sfx_barexp);
            wi.state += next_step;
        }
    };
    if (wi.state == 2) {
        count_up(wi.cnt_kills, wi.skills, wi.maxkills, 1);
    } else if (wi.state == 4) {
        count_up(wi.cnt_items, wi.sitems, wi.maxitems, 1);
    } else if (wi.state == 6) {
        count_up(wi.cnt_secret, wi.ssecret, wi.maxsecret, 1 + 2 * !wi.dofrags);
    } else if (wi.state == 8) {
        if (!(wi.bcnt & 3)) screen_sound(w, sfx_pistol);
        bool stillticking = false;
        for (std::size_t i = 0; i < kMaxPlayers; ++i) {
            if (!in_game(w, static_cast<int>(i))) continue;
            wi.cnt_frags[i] += 1;
            const int fsum = frag_sum(wi, w, static_cast<int>(i));
            if (wi.cnt_frags[i] >= fsum)
                wi.cnt_frags[i] = fsum;
            else
                stillticking = true;
        }
        if (!stillticking) {
            screen_sound(w, sfx_pldeth);
            wi.state++;
        }
    } else if (wi.state == 10) {
        if (wi.accelerate) {
            screen_sound(w, sfx_sgcock);
            wi_after_stats(w);
        }
    } else if (wi.state & 1) {
        if (!--wi.pause) {
            wi.state++;
            wi.pause = kTicRate;
        }
    }
}
void wi_update_deathmatch_stats(World& w) {
    Intermission& wi = w.wi;
    if (wi.accelerate && wi.state != 4) {
        wi.accelerate = false;
        for (std::size_t i = 0; i < kMaxPlayers; ++i) {
            if (!in_game(w, static_cast<int>(i))) continue;
            for (std::size_t j = 0; j < kMaxPlayers; ++j)
                if (in_game(w, static_cast<int>(j))) wi.dm_frags[i][j] = wi.frags[i][j];
            wi.dm_totals[i] = frag_sum(wi, w, static_cast<int>(i));
        }
        screen_sound(w, sfx_barexp);
        wi.state = 4;
    }
    if (wi.state == 2) {
        if (!(wi.bcnt & 3)) screen_sound(w, sfx_pistol);
        bool stillticking = false;
        for (std::size_t i = 0; i < kMaxPlayers; ++i) {
            if (!in_game(w, static_cast<int>(i))) continue;
            for (std::size_t j = 0; j < kMaxPlayers; ++j) {
                if (!in_game(w, static_cast<int>(j)) || wi.dm_frags[i][j] == wi.frags[i][j]) continue;
                if (wi.frags[i][j] < 0)
                    wi.dm_frags[i][j]--;
                else
                    wi.dm_frags[i][j]++;
                wi.dm_frags[i][j] = std::clamp(wi.dm_frags[i][j], -99, 99);
                stillticking = true;
            }
            wi.dm_totals[i] = std::clamp(frag_sum(wi, w, static_cast<int>(i)), -99, 99);
        }
        if (!stillticking) {
            screen_sound(w, sfx_barexp);
            wi.state++;
        }
    } else if (wi.state == 4) {
        if (wi.accelerate) {
            screen_sound(w, sfx_slop);
            wi_after_stats(w);
        }
    } else if (wi.state & 1) {
        if (!--wi.pause) {
            wi.state++;
            wi.pause = kTicRate;
        }
    }
}
// G_WorldDone
void world_done(World& w) {
    w.gameaction = GameAction::WorldDone;
    if (w.secret_exit) player(w, w.opts.consoleplayer).didsecret = true;
    if (w.end_game) {
        w.end_game = false;
        start_finale(w);
        change_music(w, mus_evil);  // F_StartCast's
        start_cast(w);
        return;
    }
    if (current_map_entry(w)) {
        // UMAPINFO: an ending, or this exit's own text, shows a finale; a
        // text set to clear drops the original's text screen.
        const auto& text = w.secret_exit ? current_map_entry(w)->intertextsecret : current_map_entry(w)->intertext;
        if (umap_ending(w) || (text && !text->cleared)) {
            start_finale(w);
            return;
        }
        if (text) return;
    }
    if (w.opts.mode == GameMode::Commercial) {
        switch (w.opts.map) {
            case 15:
            case 31:
                if (!w.secret_exit) break;
                [[fallthrough]];
            case 6:
            case 11:
            case 20:
            case 30:
                start_finale(w);
                break;
            default:
                break;
        }
    }
}

}  // namespace

// ---- finale (f_finale.c) ----

void start_finale(World& w) {
    if (start_umap_finale(w, w.gameaction == GameAction::Victory)) return;
    w.gameaction = GameAction::Nothing;
    w.gamestate = GameState::Finale;
    w.finale = Finale{};
    change_music(w, w.opts.mode == GameMode::Commercial ? mus_read_m : mus_victor);
}

void finale_ticker(World& w) {
    if (w.finale.umap) {
        umap_finale_ticker(w);
        return;
    }
    // Doom II's text screens end on any button after a short while.
    if (w.opts.mode == GameMode::Commercial && w.finale.count > 50) {
        bool pressed = false;
        for (const Player& p : w.players)
            if (p.cmd.buttons) pressed = true;
        if (pressed) {
            // The original restarts the cast call (and wipes) at every
            // tic a button is held.
            // Teleport_EndGame's cast call, from another map, does the same.
            if (w.opts.map == 30 || w.finale.stage == 2) {
                if (w.finale.stage != 2) change_music(w, mus_evil);  // F_StartCast
                start_cast(w);
            } else {
                w.gameaction = GameAction::WorldDone;
            }
        }
    }
    w.finale.count++;
    if (w.finale.stage == 2)
        cast_ticker(w);
    else if (w.opts.mode != GameMode::Commercial)
        episode_end_ticker(w);
}

void wi_ticker(World& w) {
    Intermission& wi = w.wi;
    wi.bcnt++;
    // A new press of attack or use by anyone hurries it along.
    for (int i = 0; i < kMaxPlayers; ++i) {
        if (!in_game(w, i)) continue;
        Player& p = player(w, i);
        if (p.cmd.buttons & BT_ATTACK) {
            if (!p.attackdown) wi.accelerate = true;
            p.attackdown = true;
        } else {
            p.attackdown = false;
        }
        if (p.cmd.buttons & BT_USE) {
            if (!p.usedown) wi.accelerate = true;
            p.usedown = true;
        } else {
            p.usedown = false;
        }
    }
    if (shown_interlevel(w))
        update_interlevel(w);
    else
        update_intermission_anims(w);
    switch (wi.stage) {
        case Intermission::Stage::StatCount:
            if (w.opts.deathmatch)
                wi_update_deathmatch_stats(w);
            else if (w.opts.netgame())
                wi_update_netgame_stats(w);
            else
                wi_update_stats(w);
            break;
        case Intermission::Stage::ShowNextLoc:
            if (!--wi.cnt || wi.accelerate)
                wi_init_no_state(w);
            else
                wi.pointer_on = (wi.cnt & 31) < 20;
            break;
        case Intermission::Stage::NoState:
            if (!--wi.cnt) world_done(w);
            break;
    }
}

// WI_Start
void wi_start(World& w) {
    Intermission& wi = w.wi;
    wi.accelerate = false;
    wi.cnt = wi.bcnt = 0;
    if (!wi.maxkills) wi.maxkills = 1;
    if (!wi.maxitems) wi.maxitems = 1;
    if (!wi.maxsecret) wi.maxsecret = 1;
    wi.stage = Intermission::Stage::StatCount;
    change_music(w, w.opts.mode == GameMode::Commercial ? mus_dm2int : mus_inter);
    wi.state = 1;
    wi.pause = kTicRate;
    wi.cnt_kills.fill(0);
    wi.cnt_items.fill(0);
    wi.cnt_secret.fill(0);
    wi.cnt_frags.fill(0);
    wi.cnt_time = wi.cnt_par = -1;
    for (auto& row : wi.dm_frags) row.fill(0);
    wi.dm_totals.fill(0);
    if (!w.opts.deathmatch && !w.opts.netgame()) {
        wi.cnt_kills[0] = wi.cnt_items[0] = wi.cnt_secret[0] = -1;
    }
    int dofrags = 0;
    for (int i = 0; i < kMaxPlayers; ++i)
        if (in_game(w, i)) dofrags += frag_sum(wi, w, i);
    wi.dofrags = dofrags != 0;
    if (!start_interlevel(w, false)) start_intermission_anims(w);
}

}  // namespace sim
