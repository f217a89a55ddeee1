#pragma once
// ZDoom's animated doors (Door_Animated, Door_AnimatedClose; its
// DAnimatedDoor, a_doors.cpp), Strife's sliding doors: the door sector's
// ceiling goes up at once by its upper texture's height, and the middle of
// its two lines that show that texture steps through ANIMDEFS' frames
// (TextureNumbers::door_animations) while the lines block; open, the lines
// let things through; after the delay the frames run backwards and the
// ceiling comes down again, unless something stands in the doorway.
// ANIMDEFS' open and close sounds name sound sequences (SNDSEQ), which are
// not played: the doors slide silently.
#include "base/fixed.h"
#include "sim/thinker.h"

namespace sim {

struct World;
class Mobj;

class AnimatedDoor final : public Thinker {
public:
    AnimatedDoor() : Thinker(ThinkerKind::AnimatedDoor) {}
    void think(World& w) override;

    enum class Status { Opening, Waiting, Closing };
    int sector = -1;
    int line1 = -1, line2 = -1;  // the door's two faces (the same line where it has one)
    int animation = 0;           // index into TextureNumbers::door_animations
    Status status = Status::Opening;
    int speed = 0;            // tics a frame
    int delay = 0;            // tics open; 0: stays open
    int timer = 0;
    int frame = 0;
    bool line1_blocked = false, line2_blocked = false;  // whether the lines blocked before
    base::fixed_t closed_ceiling = 0;                   // the ceiling's height shut
};

// EV_SlidingDoor: tag 0 is the door behind `line` (a player using it again
// while it waits open closes it); a tag opens each tagged sector with a
// line showing an animated door, or closes one that waits open.
// `close_only` (Door_AnimatedClose): only doors waiting open close.
// Whether a door started opening, or (tag 0) closing.
bool slide_door(World& w, int line, Mobj* thing, int tag, int speed, int delay, bool close_only);

}  // namespace sim
