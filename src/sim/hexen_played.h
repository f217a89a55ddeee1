#pragma once
// The tables of Hexen-type specials played: hexen_actions.cpp keeps the
// doors, floors, ceilings, lifts, teleports and exits; the files beside it
// keep their own families, and run_hexen_special looks in each. Private
// to sim/.
#include <array>
#include <span>

#include "sim/world.h"

namespace sim {

// ZDoom's argument units: speeds in eighths of a unit a tic, angles in
// 256ths of a circle.
inline fixed_t speed_of(int arg) { return arg * (base::kFracUnit / 8); }
inline angle_t byte_angle(int arg) { return static_cast<angle_t>(arg & 255) << 24; }

// What a special is handed: its arguments (already kept in range by
// hexen_args), the line that set it off (-1: none), the side it was set
// off from, and who did (may be null).
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
};

std::span<const HexenPlayed> hexen_light_specials();  // hexen_lights.cpp
std::span<const HexenPlayed> hexen_plane_specials();  // hexen_planes.cpp
std::span<const HexenPlayed> hexen_thing_specials();  // hexen_things.cpp
std::span<const HexenPlayed> hexen_setter_specials();  // hexen_setters.cpp
std::span<const HexenPlayed> hexen_teleport_specials();  // hexen_teleports.cpp
std::span<const HexenPlayed> hexen_polyobject_specials();  // polyobjects.cpp

}  // namespace sim
