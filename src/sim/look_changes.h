#pragma once
// What ZDoom's setters have changed in how sides and sectors look:
// Line_SetTextureOffset and Line_SetTextureScale (a side's parts),
// Sector_SetRotation and Sector_Set{Floor,Ceiling}Scale[2] (a sector's
// planes), Sector_SetColor and Sector_SetFade (its colour table). Scripts
// change these in play, so the simulation keeps them and savegames carry
// them; every renderer draws them over the map's own looks
// (render/map_looks.h, MapLooks::apply). Only what changed is listed, each
// list sorted by its side or sector, so a level without such scripts keeps
// three empty lists.
#include <array>
#include <vector>

#include "map/level.h"
#include "map/texture_placement.h"

namespace sim {

struct ChangedSide {
    int side = 0;
    std::array<map::PartPlacement, 3> parts{};  // by map::SidePart: top, mid, bottom
    bool operator==(const ChangedSide&) const = default;
};

struct ChangedPlanes {
    int sector = 0;
    std::array<map::PlaneTurn, 2> planes{};  // floor, ceiling
    bool operator==(const ChangedPlanes&) const = default;
};

struct ChangedColour {
    int sector = 0;
    int light = 0xffffff, fade = 0;  // 0xRRGGBB
    int desaturation = 0;            // of 1000
    bool operator==(const ChangedColour&) const = default;
};

struct LookChanges {
    std::vector<ChangedSide> sides;
    std::vector<ChangedPlanes> planes;
    std::vector<ChangedColour> colours;
    bool operator==(const LookChanges&) const = default;
};

// The entry of a side or sector as it stands, made from the map's own
// looks the first time it changes.
std::array<map::PartPlacement, 3>& changed_side(LookChanges& changes, const map::Level& level, int side);
std::array<map::PlaneTurn, 2>& changed_planes(LookChanges& changes, const map::Level& level, int sector);
ChangedColour& changed_colour(LookChanges& changes, const map::Level& level, int sector);

}  // namespace sim
