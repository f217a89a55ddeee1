#pragma once
// What the WAD's UMAPINFO says about a map, asked where the game decides
// each thing (exits, par time, music, sky, title, text screens, endings,
// boss deaths); each answer falls back to the original's where the lump
// says nothing. Without a UMAPINFO lump every function gives the vanilla
// answer, so Doom 1.9 games and demos are untouched. Behaviour follows
// dsda-doom's UMAPINFO support, the reference for the format.
#include <optional>
#include <string>

#include "assets/umapinfo.h"
#include "sim/world.h"

namespace sim {

// The UMAPINFO entry of a map of this game (nullptr: none, or no lump).
const assets::UmapEntry* map_entry(const World& w, int episode, int map);
inline const assets::UmapEntry* current_map_entry(const World& w) {
    return map_entry(w, w.opts.episode, w.opts.map);
}

// Where the exit just taken leads by the current map's entry: its
// nextsecret for a secret exit, else its next; nullopt leaves the
// original's progression.
std::optional<assets::UmapName> umap_next_map(const World& w, bool secret);

// The current map's ending (endgame, endpic, endbunny, endcast), if its
// entry ends the game; NotEnding never comes back.
std::optional<assets::UmapEnding> umap_ending(const World& w);

// UMAPINFO's boss deaths on the current map: nullopt when the entry (if
// any) leaves the original's A_BossDeath rules, true when it took over
// (its actions ran or, this death not ending anything, none were due).
std::optional<bool> run_umap_boss_actions(World& w, Mobj& mo);

}  // namespace sim
