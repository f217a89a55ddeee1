#pragma once
// Line and sector specials and the movers they start (the original's
// p_spec.c, p_doors.c, p_floor.c, p_ceilng.c, p_plats.c, p_lights.c,
// p_switch.c, p_telept.c). Public entry points only; the mover thinkers
// are private to the specials files.
#include "sim/world.h"

namespace sim {

void spawn_specials(World& w);                                     // P_SpawnSpecials (after things)
void update_specials(World& w);                                    // P_UpdateSpecials, once per tic
// P_InitPicAnims: w.anims and identity translation tables from w.textures
// (part of spawn_specials; a savegame load needs it alone).
void init_pic_anims(World& w);
void cross_special_line(World& w, int line, int side, Mobj& thing);  // P_CrossSpecialLine
void shoot_special_line(World& w, Mobj& thing, int line);          // P_ShootSpecialLine
bool use_special_line(World& w, Mobj& thing, int line, int side);  // P_UseSpecialLine
// Whether a use reaching special line `line` may set it off; a use goes
// on through a Hexen-type line that is not a use line. Always true in
// Doom-type levels, where every special line stops a use.
bool use_may_trigger(const World& w, int line);
// A move of `thing` was stopped by the wall w.tm.blockline: in a
// Hexen-type level a player or monster pushes it, a missile hits it.
void special_line_blocked(World& w, Mobj& thing);
void player_in_special_sector(World& w, Player& player);           // P_PlayerInSpecialSector
// Used by boss deaths (A_BossDeath, A_KeenDie): the line-less forms of
// the door and floor starters, taking a tag.
// The Gen kinds are Boom's generalized doors: Raise opens then closes,
// CloseOpen (CdO) closes then opens, each at their own wait.
enum class DoorKind {
    Normal, Close30ThenOpen, Close, Open, RaiseIn5Mins, BlazeRaise, BlazeOpen, BlazeClose,
    GenRaise, GenBlazeRaise, GenOpen, GenBlazeOpen, GenClose, GenBlazeClose, GenCloseOpen, GenBlazeCloseOpen
};
// After RaiseFloor512, Boom's: LowerFloorToNearest (types 219-222), the
// generalized floor with no change, with a texture change (Chg), with the
// texture and the model's special (ChgT) or a zeroed special (Chg0), and a
// generalized stair step.
enum class FloorKind {
    LowerFloor, LowerFloorToLowest, TurboLower, RaiseFloor, RaiseFloorToNearest, RaiseToTexture,
    LowerAndChange, RaiseFloor24, RaiseFloor24AndChange, RaiseFloorCrush, RaiseFloorTurbo, DonutRaise,
    RaiseFloor512, LowerFloorToNearest, GenFloor, GenFloorChg, GenFloorChgT, GenFloorChg0, GenBuildStair
};
bool do_door_by_tag(World& w, int tag, DoorKind kind);   // EV_DoDoor with a fake line of that tag
bool do_floor_by_tag(World& w, int tag, FloorKind kind); // EV_DoFloor likewise

}  // namespace sim
