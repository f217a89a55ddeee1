#pragma once
// The tables of Hexen-type specials played: hexen_actions.cpp keeps the
// doors, floors, ceilings, lifts, teleports and exits; the files beside it
// keep their own families, and run_hexen_special looks in each. Private
// to sim/.
#include <array>
#include <span>

#include "sim/sector_queries.h"
#include "sim/world.h"

namespace sim {

struct Spot;

// ForceField's number: ClearForceField looks for lines that carry it.
inline constexpr int kForceField = 33;

// ZDoom's argument units: speeds in eighths of a unit a tic, angles in
// 256ths of a circle.
inline fixed_t speed_of(int arg) { return arg * (base::kFracUnit / 8); }
inline angle_t byte_angle(int arg) { return static_cast<angle_t>(arg & 255) << 24; }

// The sectors a special works on: those with `tag`, or for tag 0 the
// activating line's back sector (ZDoom's "manual" form). True when `act`
// started something in any.
template <class F>
bool for_each_sector(World& w, int tag, int line, F&& act) {
    if (tag == 0) {
        if (line < 0) return false;
        const int back = w.level.lines[static_cast<std::size_t>(line)].back_sector;
        return back >= 0 && act(back);
    }
    bool any = false;
    for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;)
        if (act(s)) any = true;
    return any;
}

// What a special is handed: its arguments (kept in range by hexen_args
// unless it reads them whole), the line that set it off (-1: none), the
// side it was set off from, and who did (may be null).
struct HexenCall {
    World& w;
    const std::array<int, 5>& a;
    int line, side;
    Mobj* thing;
};

// A special by ZDoom's number and what runs it: true when something started.
struct HexenPlayed {
    int special;
    bool (*run)(const HexenCall&);
    // Arguments in fixed point (scripts pass them whole: Line_SetTextureOffset …),
    // not kept to hexen_args' range.
    bool whole_args = false;
};

std::span<const HexenPlayed> hexen_light_specials();  // hexen_lights.cpp
std::span<const HexenPlayed> hexen_plane_specials();  // hexen_planes.cpp
std::span<const HexenPlayed> hexen_stair_specials();  // hexen_stairs.cpp
std::span<const HexenPlayed> hexen_waggle_specials();  // hexen_waggle.cpp
std::span<const HexenPlayed> hexen_force_specials();  // hexen_sector_forces.cpp
// Sector_SetWind, Sector_SetFriction or Sector_SetCurrent on `line` at level start (hexen_sector_forces.cpp).
void spawn_sector_force(World& w, int line, int special, const std::array<int, 5>& args);
std::span<const HexenPlayed> hexen_thing_specials();  // hexen_things.cpp
// Thing_Projectile's throw (EV_Thing_Projectile), also ACS's SpawnProjectile:
// from each spot with id `tid` a thing of `type` heading byte angle `angle`
// at `speed` and `vspeed` (eighths of a unit a tic), falling if `gravity`,
// with thing id `newtid`; the spot is its owner. Whether any was thrown.
bool throw_from_spots(World& w, Mobj* activator, int tid, MobjType type, int angle, int speed, int vspeed,
                      bool gravity, int newtid);
// P_MoveThing (Thing_Move, ACS's SetActorPosition): `m` to the spot if it
// has room there, with fog at both ends if `fog`; whether it moved.
bool move_to_spot(World& w, Mobj& m, const Spot& to, bool fog);
// Its two steps, also ZDoom's Warp's: whether `m` fits at (x, y, z), which
// leaves the floor and ceiling there in w.tm; then `m` placed there, taking
// them (a player's eye with it).
bool fits_at(World& w, Mobj& m, fixed_t x, fixed_t y, fixed_t z);
void place_at(World& w, Mobj& m, fixed_t x, fixed_t y, fixed_t z);
std::span<const HexenPlayed> hexen_setter_specials();  // hexen_setters.cpp
// Static_Init (tag, property, flip, ...) on `line` at level start: the tagged
// sectors' gravity (0) or damage (2) from the line's length; its sky (255)
// is the renderers'; the others are warned of (hexen_setters.cpp).
void static_init(World& w, int line, const std::array<int, 5>& args);
std::span<const HexenPlayed> hexen_teleport_specials();  // hexen_teleports.cpp
std::span<const HexenPlayed> hexen_scroller_specials();  // script_scrollers.cpp
std::span<const HexenPlayed> hexen_player_specials();  // player_properties.cpp
std::span<const HexenPlayed> hexen_polyobject_specials();  // polyobjects.cpp

}  // namespace sim
