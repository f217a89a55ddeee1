#pragma once
// Game flow: starting a game and a level, the per-tic ticker, deaths and
// rebirths, exits and the intermission (the original's g_game.c and
// p_tick.c, minus input and drawing).
#include <span>

#include "sim/world.h"

namespace sim {

// G_InitNew: fresh players (pistol start), random generators cleared, and
// the level options.epsiode/map loaded. The level geometry is supplied by
// the caller because the simulation does not read WADs.
struct LevelSource {
    virtual ~LevelSource() = default;
    // The level of the given episode/map (MAPxx when mode is Commercial).
    virtual map::Level load(int episode, int map) const = 0;
    virtual const TextureNumbers& textures() const = 0;
    // Whether that level exists (Doom II's secret exit needs MAP31).
    virtual bool has_map(int episode, int map) const {
        (void)episode;
        (void)map;
        return true;
    }
};

void new_game(World& w, const LevelSource& source, const GameOptions& options);
// G_InitNew's tables: the loaded ones (base_defs) with w.opts' skill
// changes applied, into w.rules. Loading a savegame needs them again.
void set_rules(World& w);
// G_DoLoadLevel + P_SetupLevel: players keep their inventory unless dead.
void load_level(World& w, const LevelSource& source);
// One game tic (G_Ticker): handles pending rebirths and level changes,
// stores each in-game player's command, then runs the game state's ticker
// (P_Ticker while in a level). Clears and refills w.events.
void run_tic(World& w, const LevelSource& source, std::span<const Ticcmd, kMaxPlayers> cmds);
// P_Ticker alone: players, thinkers, specials, item respawn, leveltime.
void play_tic(World& w);

void exit_level(World& w);         // G_ExitLevel
void secret_exit_level(World& w);  // G_SecretExitLevel
// Teleport_NewMap: the level ends, and map `map` (of the episode in Doom's
// episodic games) comes next if the game has it.
void exit_to_map(World& w, int map);
// Teleport_EndGame: the level ends, and after its intermission Doom II's
// cast call ends the game (ZDoom's ending for Doom II).
void end_game(World& w);
// G_PlayerReborn: keeps kills/items/secrets and frags, resets the rest.
void player_reborn(World& w, int player);

}  // namespace sim
