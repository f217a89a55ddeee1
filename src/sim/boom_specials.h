#pragma once
// Boom's line specials beside Doom's, private to sim/: the triggers that
// the walk, use and shoot dispatchers hand Boom-level lines to, and the
// starters Boom added (elevators, texture changes, silent teleporters).
#include <array>
#include <optional>

#include "sim/movers.h"

namespace sim {

// boom_line_triggers.cpp. At Boom levels and later, before Doom's own
// dispatch: true when the line was Boom's to handle (a generalized or
// extended type, or one Boom refuses for want of a tag), whether or not
// anything started. The use form gives P_UseSpecialLine's answer when it
// handled the line (false: refused), nothing when Doom's dispatch should.
bool boom_cross_line(World& w, int line, int side, Mobj& thing);
std::optional<bool> boom_use_line(World& w, int line, int side, Mobj& thing);
bool boom_shoot_line(World& w, int line, Mobj& thing);

// boom_elevators.cpp
bool ev_do_elevator(World& w, int line, ElevatorKind kind);  // EV_DoElevator
// EV_DoChange: the tagged sectors take the floor flat and special of the
// line's front sector, or of a neighbour level with them (numeric_model).
bool ev_do_change(World& w, int line, bool numeric_model);
// One sector's change (ZDoom's Floor_TransferTrigger and _Numeric too):
// false where there is no model (no line, or no level neighbour).
bool change_floor_only(World& w, int secnum, int line, bool numeric_model);

// boom_scrollers.cpp: ZDoom's static scrollers of Hexen-type maps on
// Boom's thinkers, set up at level start from line `line`: Scroll_Floor
// (223), Scroll_Ceiling (224), Scroll_Texture_Model (222) and
// Scroll_Texture_Offsets (225), with ZDoom's arguments.
void spawn_zdoom_scroller(World& w, int line, int special, const std::array<int, 5>& args);
// A scroller that moves a sector's floor texture by (dx, dy) a tic (Hexen's current types).
void spawn_floor_scroller(World& w, int sector, fixed_t dx, fixed_t dy);

// boom_teleport.cpp
bool ev_silent_teleport(World& w, int line, int side, Mobj& thing);                  // EV_SilentTeleport
bool ev_silent_line_teleport(World& w, int line, int side, Mobj& thing, bool reverse);  // EV_SilentLineTeleport
// ZDoom's Teleport_Line: the same onto a line with id `exit_id`.
bool line_id_teleport(World& w, int line, int side, Mobj& thing, int exit_id, bool reverse);

}  // namespace sim
