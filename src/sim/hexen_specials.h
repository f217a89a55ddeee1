#pragma once
// Hexen-type line specials: maps in the hexen and zdoom namespaces and
// Hexen-format binaries give each line a special with five arguments and
// say in flags who sets it off and how (level_extensions.h). Their
// LineState::special holds that number; the Doom entry points of
// specials.h hand such lines here. Private to sim/.
//
// hexen_activation.cpp decides who may trigger a line and whether it
// stays; hexen_actions.cpp runs the specials on the original's thinkers,
// with the argument meanings ZDoom documents (speeds in 1/8 unit per tic,
// delays in tics, tag = sector tag, 0 = the line's back sector for doors).
#include <array>
#include <string_view>

#include "sim/mobjs.h"
#include "sim/world.h"

namespace sim {

// How a line is being set off.
enum class Activation { Cross, Use, Impact, Push };

// Does the current level use Hexen-type specials?
bool hexen_specials(const World& w);

// The triggers: `thing` crossed, used, shot or ran into `line`, coming
// from `side` (0 front, 1 back). Each checks the line's flags, runs the
// special, clears it unless repeatable, flips a used or shot switch.
bool activate_hexen_line(World& w, int line, int side, Mobj& thing, Activation how);

// Level start: the lines' specials into LineState, static scrollers, and
// one warning per special the simulation does not play.
void spawn_hexen_specials(World& w);

// Level start: the sectors' ZDoom types and flags into SectorState, their
// light and door thinkers and secrets (hexen_sectors.cpp), one warning per
// type the simulation does not play.
void spawn_hexen_sector_specials(World& w);
// ZDoom's push on a player in a Hexen-type level's sector: wind (types
// 40-51) thrusts its momentum now; a current (201-224) under its feet is
// returned, for xy_movement to move it by.
Carry hexen_sector_push(const World& w, Mobj& mo);
// P_PlayerInSpecialSector for Hexen-type levels: damage, secrets, the end.
void player_in_hexen_sector(World& w, Player& player);
// Whether `sector` is the kind that ends the level and cannot kill (Doom's
// 11, ZDoom's 75 in Hexen-type levels).
bool ends_level_sector(const World& w, int sector);

// Whether the map's thing `index` appears for this game's skill and mode
// (skill1..skill5, single/coop/dm of Hexen-type maps).
bool hexen_thing_present(const World& w, std::size_t index);

// Runs special `special` with `args`; `line` is the activating line (-1
// for none), `thing` the activator (may be null). True when something
// started, which decides whether switches flip and once-only lines clear.
bool run_hexen_special(World& w, int special, const std::array<int, 5>& args, int line, int side, Mobj* thing);

// A line's arguments as the specials read them: UDMF allows any int, and
// these are kept to what heights in fixed point hold, so no speed, height,
// scroll step or light sum overflows.
std::array<int, 5> hexen_args(const std::array<int, 5>& args);

// ZDoom's line ids: the UDMF id and moreids, or the one a Hexen-format
// binary gives with Line_SetIdentification (121: arg0, arg4 the high byte).
bool line_has_id(const World& w, int line, int id);

// Whether the simulation plays special `special` when a line is set off
// (hexen_actions.cpp), or at level start (hexen_activation.cpp: the static
// scrollers and line ids).
bool hexen_special_played(int special);
bool hexen_static_special(int special);

}  // namespace sim
