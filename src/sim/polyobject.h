#pragma once
// A polyobject (Hexen's polyobj_t): one-sided lines that move and turn as
// one body around their spawn spot. Its lines and vertices are the level's
// own: moving it rewrites their places in World::level, so every line
// check and renderer sees it where it is. Data only; polyobjects.h moves it.
#include <array>
#include <vector>

#include "base/fixed.h"

namespace sim {

class PolyMover;

struct Polyobject {
    int number = 0;            // the map's number for it (the things' angle)
    std::vector<int> lines;    // in the map's order for it
    std::vector<int> vertices;  // each vertex of those lines once
    // Each vertex from the centre before any turn, and where the map had
    // it (a savegame checks the map as it was loaded).
    std::vector<std::array<base::fixed_t, 2>> offsets, home;
    // The segs the renderers draw, one a line, appended to the level's
    // after the node builder's, with each one's angle before any turn.
    std::vector<int> segs;
    std::vector<base::angle_t> seg_angles;
    base::fixed_t x = 0, y = 0;  // the centre: its spawn spot, carried along
    base::angle_t angle = 0;     // turned so far
    int crush = 0;               // damage to a thing that cannot give way (0: pushes only)
    bool hurts = false;          // damages whatever it pushes (ZDoom's 9303)
    int mirror = 0;              // the polyobject moved the other way with it (0: none)
    PolyMover* mover = nullptr;  // the thinker moving it (specialdata), or null
    int subsector = -1;          // where the renderers draw it: the centre's
    std::array<int, 4> cells{};  // blockmap cells its lines may cross: left, right, bottom, top
};

}  // namespace sim
