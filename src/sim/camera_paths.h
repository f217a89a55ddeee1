#pragma once
// ZDoom's camera paths (movingcamera.zs). InterpolationPoints (editor
// number 9070) are the nodes of a path, each naming the next by thing id;
// InterpolationSpecials (9075) hold a special run when a follower reaches
// the node with their id. Followers, kept with the camera things
// (level_cameras.h) since nobody sees or touches them either: a
// PathFollower (9071) travels the path, a MovingCamera (9072) does and
// may look at a thing meanwhile, an ActorMover (9074) carries a thing
// along it. Thing_Activate starts a follower at the path's start,
// Thing_Deactivate stops it. Between nodes a follower goes straight or on
// a Catmull-Rom spline through the nodes either side; ZDoom works this
// out in doubles, and so does this, so a camera goes where it goes there.
#include <array>
#include <vector>

#include "base/fixed.h"

namespace sim {

struct World;
struct LevelCamera;

struct PathNode {
    int tid = 0;
    base::fixed_t x = 0, y = 0, z = 0;  // z: its height above the floor it was placed on
    int angle_degrees = 0;              // the map thing's facing
    int pitch_degrees = 0;              // its first argument, a signed byte within ±89
    int travel_octics = 0;              // eighths of a second from here to the next node
    int hold_octics = 0;                // eighths of a second a follower waits here
    int next_tid = 0;
    int next = -1;  // the node that id names (not this one), -1 for none
    // Passed by a spline follower's search for a loop: ZDoom marks the
    // nodes for good, so a second follower's search stops at them.
    bool scanned = false;
};

struct PathSpecial {
    int tid = 0;
    int special = 0;
    std::array<int, 5> args{};
};

struct CameraPaths {
    std::vector<PathNode> nodes;
    std::vector<PathSpecial> specials;
};

// A follower's state (PathFollower's fields, ActorMover's saved flags).
struct PathFollow {
    enum class Kind { None, Follower, MovingCamera, ActorMover };
    Kind kind = Kind::None;
    // Bit 0: straight lines, not a spline; 1: turn; 2: tilt; 3: face the
    // way it moves. ActorMover's bit 7: the thing passes through others.
    int flags = 0;
    int first_tid = 0;                  // its path's first node, as the map names it
    int first = -1, before_first = -1;  // the node it starts at, and the one before (splines)
    bool active = false, just_stepped = false;
    int previous = -1, current = -1;
    double time = 0;  // 0 to 1 from `current` to the node after it
    int hold_until = 0;  // level time
    int target_tid = 0;  // whom a MovingCamera looks at, or an ActorMover carries (LevelCamera::tracer)
    // ActorMover: the carried thing's flags before it set off (no gravity,
    // no blockmap, solid, dormant), given back when it stops.
    int saved_flags = 0;
};

// Whether editor number `doomednum` is a path node, a node's special or a
// follower.
bool is_path_thing(int doomednum);
bool is_path_follower(int doomednum);

// Map thing `index`, a node or a node's special, into the level's paths.
void add_path_thing(World& w, std::size_t index);

// Links every node to the next, once the level's things are read.
void link_path_nodes(World& w);

// PathFollower::PostBeginPlay for a follower made from a map thing: the
// start of its path; an ActorMover's or MovingCamera's thing.
void start_path_follower(World& w, LevelCamera& c);

// Thing_Activate / Thing_Deactivate on the followers with id `tid`; true
// if there was one.
bool activate_path_followers(World& w, int tid, bool on);

// One tic of a follower (PathFollower::Tick).
void run_path_follower(World& w, LevelCamera& c);

}  // namespace sim
