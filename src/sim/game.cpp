// Game flow (the original's g_game.c and p_tick.c). The intermission and
// finale tickers are in intermission.cpp.
#include "sim/game.h"

#include <algorithm>

#include "base/log.h"
#include "base/trig_tables.h"
#include "sim/map_utility.h"
#include "sim/acs_scripts.h"
#include "sim/ambient_sounds.h"
#include "sim/display.h"
#include "sim/intermission.h"
#include "sim/map_info.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/level_cameras.h"
#include "sim/music_changers.h"
#include "sim/player_think.h"
#include "sim/setup.h"
#include "sim/sound.h"
#include "sim/specials.h"
#include "sim/tic_start.h"

namespace sim {

namespace {

using base::kFracBits;

constexpr int kTicRate = 35;

// Par times in seconds (g_game.c pars[][] and cpars[]); facts of the original.
constexpr int kPars[4][10] = {
    {0},
    {0, 30, 75, 120, 90, 165, 180, 180, 30, 165},
    {0, 90, 90, 90, 120, 90, 360, 240, 30, 170},
    {0, 90, 45, 90, 150, 90, 90, 165, 30, 135},
};
constexpr int kCpars[32] = {
    30,  90,  120, 120, 90,  150, 120, 120, 270, 90,   //  1-10
    210, 150, 150, 150, 210, 150, 420, 150, 210, 150,  // 11-20
    240, 150, 180, 150, 150, 300, 330, 420, 300, 180,  // 21-30
    120, 30,                                           // 31-32
};

Player& player(World& w, int i) { return w.players[static_cast<std::size_t>(i)]; }
bool in_game(const World& w, int i) { return w.opts.playeringame[static_cast<std::size_t>(i)]; }

int par_time(const World& w) {
    const int ep = w.opts.episode;
    const int map = w.opts.map;
    if (w.opts.mode == GameMode::Commercial) {
        if (map < 1 || map > 32) return 0;  // MAP33 has no par
        const int over = w.defs->pars_doom2[static_cast<std::size_t>(map)];
        return kTicRate * (over ? over : kCpars[map - 1]);
    }
    if (ep >= 1 && ep <= 4 && map >= 1 && map <= 9) {
        const int over = w.defs->pars_doom1[static_cast<std::size_t>(ep * 10 + map - 10)];
        if (over) return kTicRate * over;
    }
    // Episode 4 has no par table: the original read on into the Doom II one.
    if (ep < 4) return (ep >= 0 && map >= 0 && map < 10) ? kTicRate * kPars[ep][map] : 0;
    return (map >= 0 && map < 32) ? kTicRate * kCpars[map] : 0;
}

// G_DoCompleted
void do_completed(World& w, const LevelSource& source) {
    w.gameaction = GameAction::Nothing;
    start_acs_typed_scripts(w, AcsScriptType::Unloading, nullptr, true);  // ZDoom's G_DoCompleted
    const int new_map = w.exit_map;
    w.exit_map = 0;
    // UMAPINFO: the current map's entry may name the next map, and where
    // it does the original's progression (and its episode ends) gives way.
    std::optional<assets::UmapName> umap_next = umap_next_map(w, w.secret_exit);
    if (umap_next && (umap_next->doom2 != (w.opts.mode == GameMode::Commercial) ||
                      !source.has_map(umap_next->episode, umap_next->map))) {
        base::warn("UMAPINFO: the exit of " + current_map_entry(w)->name.lump() + " leads to " + umap_next->lump() +
                   ", which the loaded WADs do not have; the usual next map follows");
        umap_next.reset();
    }

    // G_SecretExitLevel: no secret exit in a Doom II without MAP31.
    if (w.secret_exit && w.opts.mode == GameMode::Commercial && !source.has_map(1, 31) &&
        !(current_map_entry(w) && current_map_entry(w)->nextsecret))
        w.secret_exit = false;

    for (int i = 0; i < kMaxPlayers; ++i) {
        if (!in_game(w, i)) continue;
        // G_PlayerFinishLevel: cards and powers do not carry over.
        Player& p = player(w, i);
        p.powers.fill(0);
        p.cards.fill(false);
        if (p.mo) p.mo->flags &= ~MF_SHADOW;
        p.extralight = 0;
        p.fixedcolormap = 0;
        p.damagecount = 0;
        p.bonuscount = 0;
    }

    // UMAPINFO: an ending map whose entry asks for no intermission goes
    // straight to its finale.
    if (umap_ending(w) && current_map_entry(w)->nointermission.value_or(false)) {
        w.gameaction = GameAction::Victory;
        return;
    }

    if (w.opts.mode != GameMode::Commercial && !umap_next) {
        if (w.opts.map == 8) {
            w.gameaction = GameAction::Victory;
            return;
        }
        if (w.opts.map == 9)
            for (Player& p : w.players) p.didsecret = true;
    }

    Intermission& wi = w.wi;
    wi.didsecret = player(w, w.opts.consoleplayer).didsecret;
    wi.episode = w.opts.episode - 1;
    wi.last = w.opts.map - 1;
    if (w.opts.mode == GameMode::Commercial) {
        if (w.secret_exit) {
            // Any other map keeps the previous value, as the original.
            if (w.opts.map == 15) wi.next = 30;
            if (w.opts.map == 31) wi.next = 31;
        } else {
            wi.next = (w.opts.map == 31 || w.opts.map == 32) ? 15 : w.opts.map;
        }
    } else {
        if (w.secret_exit) {
            wi.next = 8;
        } else if (w.opts.map == 9) {
            // Back from the secret level.
            switch (w.opts.episode) {
                case 1: wi.next = 3; break;
                case 2: wi.next = 5; break;
                case 3: wi.next = 6; break;
                case 4: wi.next = 2; break;
                default: break;
            }
        } else {
            wi.next = w.opts.map;
        }
    }
    wi.next_episode = wi.episode;
    if (umap_next) {
        wi.next = umap_next->map - 1;
        wi.next_episode = umap_next->episode - 1;
        // A new episode starts with no secret level visited.
        if (wi.next_episode != wi.episode)
            for (Player& p : w.players) p.didsecret = false;
        wi.didsecret = player(w, w.opts.consoleplayer).didsecret;
    }
    if (new_map > 0 && source.has_map(w.opts.episode, new_map)) wi.next = new_map - 1;
    wi.maxkills = w.totalkills;
    wi.maxitems = w.totalitems;
    wi.maxsecret = w.totalsecret;
    const assets::UmapEntry* entry = current_map_entry(w);
    wi.partime = entry && entry->partime ? kTicRate * *entry->partime : par_time(w);
    for (std::size_t i = 0; i < kMaxPlayers; ++i) {
        const Player& p = w.players[i];
        wi.in[i] = w.opts.playeringame[i];
        wi.skills[i] = p.killcount;
        wi.sitems[i] = p.itemcount;
        wi.ssecret[i] = p.secretcount;
        wi.frags[i] = p.frags;
    }
    wi.stime = w.leveltime;
    const MapVisit finished{w.opts.episode, w.opts.map};
    if (std::find(w.visited_maps.begin(), w.visited_maps.end(), finished) == w.visited_maps.end())
        w.visited_maps.push_back(finished);

    w.gamestate = GameState::Intermission;
    wi_start(w);
}

// ChangeSkill's skill takes over at the next level load, as ZDoom's
// NextSkill does; Nightmare brings fast and respawning monsters, and
// leaving it takes them away.
void take_next_skill(World& w) {
    if (w.next_skill < 0) return;
    const bool was_nightmare = w.opts.skill == Skill::Nightmare;
    w.opts.skill = static_cast<Skill>(w.next_skill);
    w.next_skill = -1;
    const bool nightmare = w.opts.skill == Skill::Nightmare;
    if (nightmare == was_nightmare) return;
    w.opts.fast = w.opts.respawn = nightmare;
    set_rules(w);
}

// G_DoWorldDone
void do_world_done(World& w, const LevelSource& source) {
    w.gamestate = GameState::Level;
    w.opts.episode = w.wi.next_episode + 1;
    w.opts.map = w.wi.next + 1;
    load_level(w, source);
    w.gameaction = GameAction::Nothing;
}

// A net game's player back in the level: at a deathmatch start, their own
// start, another player's, or their own whatever is there.
void respawn_player(World& w, int playernum) {
    if (w.opts.deathmatch) {
        deathmatch_spawn_player(w, playernum);
        return;
    }
    if (check_spot(w, playernum, w.playerstarts[static_cast<std::size_t>(playernum)])) {
        spawn_player(w, w.playerstarts[static_cast<std::size_t>(playernum)]);
        return;
    }
    // Try the other players' starts, posing as that player.
    for (int i = 0; i < kMaxPlayers; ++i) {
        map::Thing& start = w.playerstarts[static_cast<std::size_t>(i)];
        if (check_spot(w, playernum, start)) {
            start.type = playernum + 1;
            spawn_player(w, start);
            start.type = i + 1;
            return;
        }
    }
    // Nowhere free: spawn inside something.
    spawn_player(w, w.playerstarts[static_cast<std::size_t>(playernum)]);
}

// G_DoReborn
void do_reborn(World& w, int playernum) {
    if (!w.opts.netgame()) {
        // Single player: the level starts over.
        w.gameaction = GameAction::LoadLevel;
        return;
    }
    Player& p = player(w, playernum);
    // The body stays behind as an ordinary corpse.
    if (p.mo) p.mo->player = nullptr;
    respawn_player(w, playernum);
    if (p.mo) start_acs_typed_scripts(w, AcsScriptType::Respawn, p.mo);  // ZDoom's P_SpawnPlayer
}

}  // namespace

bool check_spot(World& w, int playernum, const map::Thing& start) {
    const fixed_t x = start.x << kFracBits;
    const fixed_t y = start.y << kFracBits;
    Player& p = player(w, playernum);

    if (!p.mo) {
        // First spawn of the level (deathmatch), before there are bodies:
        // only the players already placed can be in the way.
        for (int i = 0; i < playernum; ++i) {
            const Mobj* other = player(w, i).mo;
            if (other && other->x == x && other->y == y) return false;
        }
        return true;
    }

    if (!check_position(w, *p.mo, x, y)) return false;

    // Flush an old body if the queue is full.
    if (w.bodyqueslot >= kBodyQueSize) {
        Mobj* old = w.bodyque[static_cast<std::size_t>(w.bodyqueslot % kBodyQueSize)];
        if (old && !old->removed()) remove_mobj(w, *old);
    }
    w.bodyque[static_cast<std::size_t>(w.bodyqueslot % kBodyQueSize)] = p.mo;
    w.bodyqueslot++;

    // Teleport fog 20 units in front of the start. In the original the
    // fine-table index was signed, so starts facing west to south-east
    // read finetangent[] instead (west gives no visible offset); emulated
    // for demo compatibility.
    const int ss = point_in_subsector(w, x, y);
    const int an = 1024 * (start.angle / 45);
    fixed_t xa, ya;
    switch (an) {
        case 4096:
            xa = base::fine_tangent(2048);
            ya = base::fine_tangent(0);
            break;
        case 5120:
            xa = base::fine_tangent(3072);
            ya = base::fine_tangent(1024);
            break;
        case 6144:
            xa = base::fine_sine(0);
            ya = base::fine_tangent(2048);
            break;
        case 7168:
            xa = base::fine_sine(1024);
            ya = base::fine_tangent(3072);
            break;
        default: {
            const unsigned idx = static_cast<unsigned>(an) & base::kFineMask;
            xa = base::fine_cosine(idx);
            ya = base::fine_sine(idx);
            break;
        }
    }
    Mobj* fog = spawn_mobj(w, x + 20 * xa, y + 20 * ya,
                           w.sectors[static_cast<std::size_t>(w.sector_of_subsector(ss))].floorheight, MT_TFOG);
    // No sound on the level's first frame.
    if (player(w, w.opts.consoleplayer).viewz != 1) start_sound(w, fog, sfx_telept);
    return true;
}

void deathmatch_spawn_player(World& w, int playernum) {
    const int selections = static_cast<int>(w.deathmatchstarts.size());
    if (selections < 4) {
        // The original stops with "Only N deathmatch spots, 4 required".
        base::warn("only " + std::to_string(selections) + " deathmatch starts (4 required); using the player start");
        spawn_player(w, w.playerstarts[static_cast<std::size_t>(playernum)]);
        return;
    }
    for (int j = 0; j < 20; ++j) {
        const int i = w.rng.p_random() % selections;
        map::Thing& start = w.deathmatchstarts[static_cast<std::size_t>(i)];
        if (check_spot(w, playernum, start)) {
            start.type = playernum + 1;
            spawn_player(w, start);
            return;
        }
    }
    // No free spot: the player will probably be stuck.
    spawn_player(w, w.playerstarts[static_cast<std::size_t>(playernum)]);
}

void player_reborn(World& w, int playernum) {
    Player& p = player(w, playernum);
    const auto frags = p.frags;
    const int killcount = p.killcount;
    const int itemcount = p.itemcount;
    const int secretcount = p.secretcount;

    p = Player{};
    p.frags = frags;
    p.killcount = killcount;
    p.itemcount = itemcount;
    p.secretcount = secretcount;

    p.usedown = p.attackdown = true;  // nothing happens at once
    p.playerstate = PST_LIVE;
    p.health = w.defs->misc.initial_health;
    p.readyweapon = p.pendingweapon = wp_pistol;
    p.weaponowned[wp_fist] = true;
    p.weaponowned[wp_pistol] = true;
    p.ammo[am_clip] = w.defs->misc.initial_bullets;
    p.maxammo = w.defs->max_ammo;
}

void set_rules(World& w) {
    // Fast monsters: demons act twice as often and three missiles fly
    // faster. The original changed its tables in place; this game's copy.
    w.rules = *w.base_defs;
    if (w.opts.fast && w.opts.compat.mbf21()) {
        // MBF21 names what changes: SKILL5FAST states (bar 1-tic ones, which
        // would become 0-tic loops) and things with a fast speed. The
        // defaults are the original's demon and three missiles.
        for (std::size_t i = 0; i < w.rules.states.size(); ++i)
            if ((w.rules.state_mbf21[i].flags & STF_SKILL5FAST) && w.rules.states[i].tics != 1)
                w.rules.states[i].tics >>= 1;
        for (MobjInfo& info : w.rules.mobjinfo)
            if (info.fast_speed != -1) info.speed = info.fast_speed;
    } else if (w.opts.fast) {
        for (int i = S_SARG_RUN1; i <= S_SARG_PAIN2; ++i) w.rules.states[static_cast<std::size_t>(i)].tics >>= 1;
        w.rules.mobjinfo[MT_BRUISERSHOT].speed = 20 * base::kFracUnit;
        w.rules.mobjinfo[MT_HEADSHOT].speed = 20 * base::kFracUnit;
        w.rules.mobjinfo[MT_TROOPSHOT].speed = 20 * base::kFracUnit;
    }
}

void new_game(World& w, const LevelSource& source, const GameOptions& options) {
    GameOptions opts = options;
    if (static_cast<int>(opts.skill) > static_cast<int>(Skill::Nightmare)) opts.skill = Skill::Nightmare;
    if (static_cast<int>(opts.skill) < 0) opts.skill = Skill::Baby;
    // A map UMAPINFO describes is played as named (E5M1, E1M10).
    const bool umap_map = w.defs->umapinfo &&
                          w.defs->umapinfo->find({opts.mode == GameMode::Commercial,
                                                  opts.mode == GameMode::Commercial ? 1 : opts.episode, opts.map});
    if (!umap_map) {
        if (opts.mode == GameMode::Retail) {
            if (opts.episode == 0) opts.episode = 4;
        } else {
            opts.episode = std::clamp(opts.episode, 1, 3);
        }
        if (opts.episode > 1 && opts.mode == GameMode::Shareware) opts.episode = 1;
        if (opts.map < 1) opts.map = 1;
        if (opts.map > 9 && opts.mode != GameMode::Commercial) opts.map = 9;
    }
    opts.consoleplayer = std::clamp(opts.consoleplayer, 0, kMaxPlayers - 1);

    const bool nightmare = opts.skill == Skill::Nightmare;
    opts.respawn = opts.respawn || nightmare;
    opts.fast = opts.fast || nightmare;
    w.opts = opts;
    w.visited_maps.clear();
    w.next_skill = -1;

    w.rng.clear();
    // Boom's generators are seeded from the game's rngseed (a demo's header).
    if (opts.compat.boom()) w.rng.clear_boom(opts.compat.rngseed);
    set_rules(w);

    // Everyone starts fresh on the first level, and so do ACS's world and
    // global variables.
    for (Player& p : w.players) p.playerstate = PST_REBORN;
    w.acs_vars = AcsGameVars{};

    w.paused = false;
    w.gameaction = GameAction::Nothing;
    w.secret_exit = false;
    w.exit_requested = false;
    load_level(w, source);
}

void load_level(World& w, const LevelSource& source) {
    w.gamestate = GameState::Level;
    // G_DoLoadLevel: a level loaded over a level wipes all the same.
    if (w.display.shown == GameState::Level) w.display.forced = true;
    for (int i = 0; i < kMaxPlayers; ++i) {
        Player& p = player(w, i);
        if (in_game(w, i) && p.playerstate == PST_DEAD) p.playerstate = PST_REBORN;
        p.frags.fill(0);
    }
    // A Teleport_NewMap or Teleport_EndGame of a level left before it ended.
    w.exit_map = 0;
    w.end_game = false;
    take_next_skill(w);
    // The old level goes before the new one is read, as the original
    // freed its level's zone memory first.
    release_level(w);
    setup_level(w, source.load(w.opts.episode, w.opts.map), source.textures());
    start_level_music(w);
    w.gameaction = GameAction::Nothing;
    w.paused = false;
}

void run_tic_start(World& w, const LevelSource& source) {
    for (int i = 0; i < kMaxPlayers; ++i)
        if (in_game(w, i) && player(w, i).playerstate == PST_REBORN) do_reborn(w, i);

    while (w.gameaction != GameAction::Nothing) {
        switch (w.gameaction) {
            case GameAction::LoadLevel: load_level(w, source); break;
            case GameAction::Completed: do_completed(w, source); break;
            case GameAction::Victory: start_finale(w); break;
            case GameAction::WorldDone: do_world_done(w, source); break;
            case GameAction::Nothing: break;
        }
    }
}

void run_tic(World& w, const LevelSource& source, std::span<const Ticcmd, kMaxPlayers> cmds) {
    w.events.clear();
    run_display(w);
    w.display.tics++;
    w.exit_requested = false;
    w.autosave_requested = false;
    run_tic_start(w, source);

    for (int i = 0; i < kMaxPlayers; ++i) {
        if (!in_game(w, i)) continue;
        Player& p = player(w, i);
        p.old_buttons = p.cmd.buttons;
        p.original_old_buttons = p.original_cmd.buttons;
        p.cmd = p.original_cmd = cmds[static_cast<std::size_t>(i)];
    }

    for (int i = 0; i < kMaxPlayers; ++i) {
        if (!in_game(w, i)) continue;
        const std::uint8_t buttons = player(w, i).cmd.buttons;
        // Pause toggles; a net save request is left to the front end.
        if ((buttons & BT_SPECIAL) && (buttons & BT_SPECIALMASK) == BTS_PAUSE) w.paused = !w.paused;
    }

    switch (w.gamestate) {
        case GameState::Level:
            play_tic(w);
            // The status bar face draws one cosmetic random number a tic.
            w.rng.m_random();
            break;
        case GameState::Intermission: wi_ticker(w); break;
        case GameState::Finale: finale_ticker(w); break;
        case GameState::DemoScreen: break;
    }
    w.gametic++;
}

void play_tic(World& w) {
    if (w.paused) return;
    for (int i = 0; i < kMaxPlayers; ++i)
        if (in_game(w, i)) player_think(w, player(w, i));
    w.thinkers.run(w);
    run_music_changers(w);
    run_level_cameras(w);
    run_ambient_sounds(w);
    if (!w.acs.modules.empty()) run_acs_scripts(w);
    update_specials(w);
    respawn_specials(w);
    w.leveltime++;
}

void exit_level(World& w) {
    w.secret_exit = false;
    w.exit_requested = true;
    w.gameaction = GameAction::Completed;
}

void exit_to_map(World& w, int map) {
    exit_level(w);
    w.exit_map = map;
}

void end_game(World& w) {
    exit_level(w);
    w.end_game = true;
}

void secret_exit_level(World& w) {
    w.secret_exit = true;
    w.exit_requested = true;
    w.gameaction = GameAction::Completed;
}

}  // namespace sim
