#pragma once
// Where a texture lies on a side's part or on a sector's plane beyond the
// classic offsets, as ZDoom places it: offsets and scales in 16.16 texels
// (a texel coordinate is the map-unit distance times the scale, plus the
// offset: a scale of 2 shows the texture at half size) and a plane's turn.
// UDMF's fields give the map's; scripts change them in play (Line_SetTexture-
// Offset and -Scale, Sector_SetRotation, Sector_Set…Scale, Line_Align…),
// which the simulation keeps (sim/look_changes.h) and the renderers read
// (render/map_looks.h), both in these numbers.
#include <cmath>
#include <cstdint>

#include "base/fixed.h"
#include "map/level_extensions.h"

namespace map {

struct PartPlacement {
    base::fixed_t xoffset = 0, yoffset = 0;  // added to the side's own offsets
    base::fixed_t xscale = base::kFracUnit, yscale = base::kFracUnit;
    bool operator==(const PartPlacement&) const = default;
};

struct PlaneTurn {
    base::fixed_t xscale = base::kFracUnit, yscale = base::kFracUnit;
    base::angle_t rotation = 0;  // the texture turned counterclockwise by this
    // Line_AlignFloor and -Ceiling's turn and y offset, kept apart from the
    // others as ZDoom keeps them (its base angle and base y offset): drawn
    // added to them, the offset only where the plane is turned.
    base::angle_t base_rotation = 0;
    base::fixed_t base_yoffset = 0;
    bool operator==(const PlaneTurn&) const = default;
};

// A texture scale as fixed point. 0 would divide by zero where a texture's
// size is taken to map units; ZDoom ignores it too, so it is 1.
inline base::fixed_t scale_to_fixed(double scale) {
    const base::fixed_t fixed = map_units_to_fixed(scale);
    return fixed == 0 ? base::kFracUnit : fixed;
}

// Degrees counterclockwise as a binary angle (whole turns dropped).
inline base::angle_t degrees_to_angle(double degrees) {
    const double turns = std::fmod(degrees, 360.0) / 360.0;
    return static_cast<base::angle_t>(static_cast<std::int64_t>(std::llround(turns * 4294967296.0)));
}

inline PartPlacement part_placement(const SideExtension& side, std::size_t part) {
    return {map_units_to_fixed(side.offset_x[part]), map_units_to_fixed(side.offset_y[part]),
            scale_to_fixed(side.scale_x[part]), scale_to_fixed(side.scale_y[part])};
}

inline PlaneTurn plane_turn(const PlaneExtension& plane) {
    return {scale_to_fixed(plane.xscale), scale_to_fixed(plane.yscale), degrees_to_angle(plane.rotation)};
}

}  // namespace map
