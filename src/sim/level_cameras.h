#pragma once
// ZDoom's camera things (camera.zs, and the path followers of camera_paths.h): SecurityCamera (editor number 9025)
// sweeps to and fro about the facing it was placed with, or turns round;
// AimingCamera (9073) turns, and tilts, toward a thing. Nobody sees,
// touches or hears them: they are places with an id that ChangeCamera
// (camera.h) looks through, so they are kept here, beside the thinkers,
// rather than as map objects (which would take a thing type DeHackEd
// patches may claim). Each tic they turn after the thinkers have run; a
// player looking through one follows its facing and pitch.
#include <cstddef>
#include <vector>

#include "base/fixed.h"
#include "sim/camera_paths.h"

namespace sim {

struct World;
class Mobj;

struct LevelCamera {
    int tid = 0;
    base::fixed_t x = 0, y = 0, z = 0;  // z: the eye (ZDoom's CameraHeight 0)
    int subsector = 0;
    base::angle_t angle = 0;
    base::angle_t pitch = 0;  // signed: above 0 looks down, within ±89°
    bool aiming = false;      // AimingCamera
    // SecurityCamera: the facing it sweeps about, its phase and the phase's
    // step a tic, and the sweep's half-width (0: it turns round, by `step`
    // a tic).
    base::angle_t centre = 0, phase = 0, step = 0, range = 0;
    // AimingCamera: the most it turns and tilts a tic, the id it looks for
    // while it has no thing, and the thing it follows.
    base::angle_t turn = 0, tilt = 0;
    int look_for = 0;
    Mobj* tracer = nullptr;  // AimingCamera's and MovingCamera's target, the thing an ActorMover carries
    // A path follower (camera_paths.h): z is its position and the eye is
    // `eye` above it (ZDoom's CameraHeight: 0 for MovingCamera, half the
    // default height for the others).
    PathFollow path;
    base::fixed_t eye = 0;
};

// Whether editor number `doomednum` is a camera thing (Hexen-type maps).
bool is_camera_thing(int doomednum);

// Map thing `index` of the level, a camera thing, as a camera: its eye at
// its height above the floor, its arguments read as ZDoom reads them.
LevelCamera make_camera(World& w, std::size_t index);

// AimingCamera's PostBeginPlay: each finds its thing once the level's
// things are spawned; each path follower finds its path (after
// link_path_nodes).
void aim_level_cameras(World& w);

// One tic of every camera, then the place, facing and pitch of each
// player who looks through one.
void run_level_cameras(World& w);

}  // namespace sim
