#pragma once
// Hexen's polyobjects on Hexen-type maps, with ZDoom's numbers: found at
// level start from their lines (Polyobj_StartLine, Polyobj_ExplicitLine)
// and things (anchor 9300, spawn spots 9301-9303), carried to their spawn
// spots, then moved and turned by the Polyobj_* specials. A move that
// would cross a thing pushes the thing and is undone (crushing ones hurt
// it); line checks see a polyobject's lines where they now are
// (block_lines_iterator). Behaviour follows Hexen's po_man.c, with ZDoom's
// additions (MoveTo, MoveToSpot, Stop, overriding moves).
#include <span>

#include "map/level.h"
#include "sim/thinker.h"

namespace sim {

struct World;
struct HexenPlayed;

enum class PolyMotion { Rotate, Move, MoveTo, SlideDoor, SwingDoor };

// One thinker kind for every motion, so savegames gain one kind.
class PolyMover final : public Thinker {
public:
    PolyMover() : Thinker(ThinkerKind::PolyMover) {}
    void think(World& w) override;

    PolyMotion motion = PolyMotion::Rotate;
    int polyobject = -1;  // index in World::polyobjects
    // Turns: binary angle a tic, signed. Moves: units a tic (fixed point).
    int speed = 0;
    unsigned dist = 0;       // left to go: angle or units (fixed point)
    bool perpetual = false;  // turns for ever
    unsigned angle = 0;      // a move's direction (fine angle)
    base::fixed_t xspeed = 0, yspeed = 0;
    base::fixed_t target_x = 0, target_y = 0;  // MoveTo's
    // Doors: the whole way, the tics they stay open and count down, and
    // whether they are closing.
    unsigned total = 0;
    int wait = 0, tics = 0;
    bool closing = false;
};

// Level start, before the things: finds the map's polyobjects, puts each
// at its spawn spot and gives the renderers their segs. Problems are
// named in one warning each (unless `report` is off: a load's second
// reading) and that polyobject is left out.
void build_polyobjects(World& w, bool report = true);
// After a load: each polyobject's lines where its saved centre and turn say.
void place_polyobjects(World& w);
// The level as the map had it, for a savegame's check of the map.
map::Level unmoved_level(const World& w);
// Whether polyobject `number` moves (ACS's PolyWait).
bool polyobject_busy(const World& w, int number);
std::span<const HexenPlayed> hexen_polyobject_specials();

}  // namespace sim
