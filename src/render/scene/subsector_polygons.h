#pragma once
// Each subsector's floor area as a convex polygon. The map's bounding box
// is clipped by every partition line on the BSP path down to the
// subsector, keeping the side that leads to it, and then by the lines its
// segs lie on. The partitions tile the plane; the segs' lines cut away the
// void behind one-sided walls.
//
// Node builders round split vertices to whole units, so a subsector may
// come out as a sliver or nothing at all; such subsectors fall back to
// their partition cell, then to the convex hull of their segs' vertices,
// and each fallback is counted.
#include <vector>

#include "map/level.h"

namespace render::scene {

// Map units (fixed_t / 65536), x right, y up.
struct MeshPoint {
    float x = 0, y = 0;
};

struct SubsectorPolygon {
    int sector = 0;
    // Convex and counter-clockwise without collinear corners, or empty when
    // the subsector has no area (counted in CarvingFallbacks).
    std::vector<MeshPoint> points;
};

struct MapBounds {
    float min_x = 0, min_y = 0, max_x = 0, max_y = 0;
};

// How far the box that carving starts from reaches beyond the vertices.
inline constexpr float kBoundsMargin = 64;

struct CarvingFallbacks {
    int seg_clip_fallbacks = 0;  // the segs' lines cut everything away: the partition cell is kept
    int hull_fallbacks = 0;      // the partition cell has no area either: the hull of the seg vertices
    int empty_subsectors = 0;    // no area at all, or never reached from the BSP root: no polygon
};

struct SubsectorPolygons {
    MapBounds bounds;  // the vertices' bounding box enlarged by kBoundsMargin
    std::vector<SubsectorPolygon> polygons;  // index = subsector number
    CarvingFallbacks fallbacks;
};

// Throws base::Error (from map::validate_level) when the level's indices or
// BSP tree are broken.
SubsectorPolygons carve_subsector_polygons(const map::Level& level);

}  // namespace render::scene
