#pragma once
// The starters that line triggers, switches and sector specials call (the
// original's EV_* functions and P_Spawn* light and door spawners), shared
// by the specials files and private to sim/. Most work on every sector
// with a tag, visited in sector order (P_FindSectorFromLineTag); a
// sector already moved by another thinker (specialdata) is skipped.
// The bool results say whether anything started, which decides whether a
// switch flips.
#include "sim/movers.h"

namespace sim {

// doors.cpp
bool ev_do_door(World& w, int tag, DoorKind kind);                                // EV_DoDoor
bool ev_do_locked_door(World& w, int line, DoorKind kind, Mobj& thing);           // EV_DoLockedDoor
void ev_vertical_door(World& w, int line, Mobj& thing);                            // EV_VerticalDoor
void spawn_door_close_in_30(World& w, int sector);                                 // P_SpawnDoorCloseIn30
void spawn_door_raise_in_5_mins(World& w, int sector);                             // P_SpawnDoorRaiseIn5Mins

// floors.cpp. `line` is the triggering line, or -1 for the line-less
// boss-death form (raiseFloor24AndChange then copies nothing).
bool ev_do_floor(World& w, int tag, int line, FloorKind kind);                    // EV_DoFloor
// EV_DoFloor's work on one sector: the mover started, at Doom's speed for
// `kind`, or null when the sector already moves.
FloorMove* start_floor(World& w, int sector, int line, FloorKind kind);
bool ev_build_stairs(World& w, int tag, StairKind kind);                           // EV_BuildStairs
bool build_stairs(World& w, int tag, fixed_t speed, fixed_t step, bool crush);      // EV_BuildStairs' body
bool ev_do_donut(World& w, int tag);                                               // EV_DoDonut
// EV_DoDonut's work on one pillar, at these speeds. NoRing: its first line
// leads nowhere (vanilla's tag search stops there).
enum class DonutStart { Started, Busy, NoRing };
DonutStart start_donut(World& w, int pillar, fixed_t pillar_speed, fixed_t ring_speed);

// ceilings.cpp
bool ev_do_ceiling(World& w, int tag, CeilingKind kind);                          // EV_DoCeiling
bool ev_ceiling_crush_stop(World& w, int tag);                                     // EV_CeilingCrushStop
bool activate_in_stasis_ceiling(World& w, int tag);  // P_ActivateInStasisCeiling: whether any restarted
void add_active_ceiling(World& w, Ceiling* ceiling);                               // P_AddActiveCeiling
void remove_active_ceiling(World& w, Ceiling* ceiling);                            // P_RemoveActiveCeiling

// plats.cpp
bool ev_do_plat(World& w, int line, PlatKind kind, int amount);                   // EV_DoPlat
void ev_stop_plat(World& w, int tag);                                              // EV_StopPlat
void activate_in_stasis_plat(World& w, int tag);                                   // P_ActivateInStasis
void add_active_plat(World& w, Plat* plat);                                        // P_AddActivePlat
void remove_active_plat(World& w, Plat* plat);                                     // P_RemoveActivePlat

// lights.cpp
void spawn_fire_flicker(World& w, int sector);                                     // P_SpawnFireFlicker
void spawn_light_flash(World& w, int sector);                                      // P_SpawnLightFlash
Strobe* spawn_strobe_flash(World& w, int sector, int dark_time, bool in_sync);     // P_SpawnStrobeFlash
void spawn_glowing_light(World& w, int sector);                                    // P_SpawnGlowingLight
void ev_start_light_strobing(World& w, int tag);                                   // EV_StartLightStrobing
void ev_turn_tag_lights_off(World& w, int tag);                                    // EV_TurnTagLightsOff
void ev_light_turn_on(World& w, int tag, int bright);                              // EV_LightTurnOn
// Boom: the tagged sectors' light `fraction` (0..1.0) of the way from
// their darkest neighbour to their brightest (EV_LightTurnOnPartway).
void light_turn_on_partway(World& w, int tag, fixed_t fraction);

// switches.cpp
void change_switch_texture(World& w, int line, bool use_again);                    // P_ChangeSwitchTexture
// GlassBreak's flip of one side (-1: none): its switch texture turned, with
// the switch sound, no button to turn it back; false where it shows none.
bool flip_side_switch(World& w, int side);
void run_buttons(World& w);  // P_UpdateSpecials' button countdown

// teleport.cpp
bool ev_teleport(World& w, int line, int side, Mobj& thing);                       // EV_Teleport
// EV_Teleport's move: puts the thing on `dest`, with fog at both ends when
// `fog`; false when something blocks the destination.
bool teleport_to(World& w, Mobj& thing, const Mobj& dest, bool fog);
// The same to a place on the floor at (x, y), facing `angle`.
bool teleport_to(World& w, Mobj& thing, fixed_t x, fixed_t y, angle_t angle, bool fog);
// ZDoom's teleports choose the fog at each end, and Teleport_NoStop keeps
// the thing moving (and a player not held).
struct TeleportStyle {
    bool source_fog = true, dest_fog = true, keep_velocity = false;
};
bool teleport_to(World& w, Mobj& thing, fixed_t x, fixed_t y, angle_t angle, TeleportStyle style);

}  // namespace sim
