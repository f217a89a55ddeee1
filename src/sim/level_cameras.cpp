#include "sim/level_cameras.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "base/trig_tables.h"
#include "map/texture_placement.h"
#include "sim/map_utility.h"
#include "sim/point_to_angle.h"
#include "sim/thing_ids.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr int kSecurityCamera = 9025;
constexpr int kAimingCamera = 9073;
constexpr int kMovingCamera = 9072;
constexpr int kActorMover = 9074;
constexpr base::fixed_t kFollowerEye = 8 * base::kFracUnit;  // half an Actor's default height
constexpr int kTicRate = 35;
constexpr std::int64_t kFullTurn = std::int64_t{1} << 32;

// `degrees` as a binary angle, negative ones wrapped.
base::angle_t degrees(std::int64_t degrees) {
    return static_cast<base::angle_t>(static_cast<std::uint64_t>(degrees * kFullTurn / 360));
}

std::int32_t signed_angle(base::angle_t a) { return static_cast<std::int32_t>(a); }

// ZDoom's pitch argument: a byte read as signed, held within ±89°.
base::angle_t pitch_argument(int arg) {
    const int sign_extended = static_cast<std::int8_t>(static_cast<std::uint8_t>(arg & 0xff));
    return degrees(std::clamp(sign_extended, -89, 89));
}

Mobj* first_with_id(World& w, int tid) {
    if (tid == 0) return nullptr;
    const std::vector<Mobj*> found = things_with_id(w, tid, nullptr);
    return found.empty() ? nullptr : found.front();
}

// SecurityCamera::Tick: a sweep of `range` about the centre, or a full turn.
void sweep(LevelCamera& c) {
    c.phase += c.step;
    if (c.range != 0) {
        const std::int64_t sine = base::fine_sine(c.phase >> base::kAngleToFineShift);
        c.angle = c.centre + static_cast<base::angle_t>(
                                 static_cast<std::uint64_t>((static_cast<std::int64_t>(c.range) * sine) >> base::kFracBits));
    } else if (c.step != 0) {
        c.angle = c.phase;
    }
}

// A step from `from` toward `to` of at most `most`.
base::angle_t toward(base::angle_t from, base::angle_t to, base::angle_t most) {
    const std::int64_t diff = signed_angle(to - from);
    const std::int64_t step = std::min<std::int64_t>(std::llabs(diff), most);
    return from + static_cast<base::angle_t>(static_cast<std::uint64_t>(diff < 0 ? -step : step));
}

// AimingCamera::Tick: turn, and tilt, toward the thing it follows.
void aim(World& w, LevelCamera& c) {
    if (c.tracer && c.tracer->removed()) c.tracer = nullptr;
    if (!c.tracer && c.look_for != 0) c.tracer = first_with_id(w, c.look_for);
    if (!c.tracer) return;
    const Mobj& t = *c.tracer;
    c.angle = toward(c.angle, point_to_angle2(c.x, c.y, t.x, t.y), c.turn);
    if (c.tilt == 0) return;
    const double dx = static_cast<double>(t.x) - c.x, dy = static_cast<double>(t.y) - c.y;
    const auto distance = static_cast<fixed_t>(std::min(std::sqrt(dx * dx + dy * dy), double{INT32_MAX}));
    const fixed_t dz = c.z - t.z - t.height / 2;
    const base::angle_t wanted = distance != 0 ? point_to_angle(distance, dz) : 0;
    c.pitch = toward(c.pitch, wanted, c.tilt);
}

}  // namespace

bool is_camera_thing(int doomednum) {
    return doomednum == kSecurityCamera || doomednum == kAimingCamera || is_path_follower(doomednum);
}

LevelCamera make_camera(World& w, std::size_t index) {
    const map::Thing& thing = w.level.things[index];
    const map::ThingExtension& fields = w.level.extensions.things[index];
    LevelCamera c;
    c.tid = fields.id;
    c.x = thing.x * base::kFracUnit;
    c.y = thing.y * base::kFracUnit;
    c.subsector = point_in_subsector(w, c.x, c.y);
    const SectorState& sector = w.sectors[static_cast<std::size_t>(w.sector_of_subsector(c.subsector))];
    c.z = sector.floor_at(c.x, c.y) + static_cast<fixed_t>(fields.height * base::kFracUnit);
    c.angle = c.centre = map::degrees_to_angle(thing.angle);
    if (is_path_follower(thing.type)) {
        // Its place until it sets off; its eye at ZDoom's CameraHeight.
        c.path.kind = thing.type == kMovingCamera ? PathFollow::Kind::MovingCamera
                      : thing.type == kActorMover ? PathFollow::Kind::ActorMover
                                                  : PathFollow::Kind::Follower;
        c.path.first_tid = fields.args[0] + 256 * fields.args[1];
        c.path.flags = fields.args[2];
        c.path.target_tid = c.path.kind == PathFollow::Kind::Follower ? 0 : fields.args[3];
        c.eye = c.path.kind == PathFollow::Kind::MovingCamera ? 0 : kFollowerEye;
        return c;
    }
    c.pitch = pitch_argument(fields.args[0]);
    c.aiming = thing.type == kAimingCamera;
    if (c.aiming) {
        // AimingCamera::PostBeginPlay: no sweep; its second and third
        // arguments are degrees a second it may turn and tilt.
        c.turn = static_cast<base::angle_t>(degrees(fields.args[1]) / kTicRate);
        c.tilt = static_cast<base::angle_t>(degrees(fields.args[2]) / kTicRate);
        c.look_for = fields.args[3];
        return c;
    }
    // SecurityCamera::PostBeginPlay: a full turn in args[2] eighths of a
    // second (whole tics, as ZDoom's integer product), half as fast when it
    // sweeps.
    const int tics = fields.args[2] * kTicRate / 8;
    if (fields.args[2] != 0 && tics != 0) c.step = static_cast<base::angle_t>(kFullTurn / tics);
    if (fields.args[1] != 0) c.step /= 2;
    c.range = degrees(fields.args[1]);
    return c;
}

void aim_level_cameras(World& w) {
    for (LevelCamera& c : w.cameras) {
        if (c.path.kind != PathFollow::Kind::None) start_path_follower(w, c);
        if (!c.aiming) continue;
        c.tracer = first_with_id(w, c.look_for);
        // Found: it keeps to that thing and looks for no other once it goes.
        if (c.tracer) c.look_for = 0;
    }
}

void run_level_cameras(World& w) {
    if (w.cameras.empty()) return;
    for (LevelCamera& c : w.cameras) {
        if (c.path.kind != PathFollow::Kind::None)
            run_path_follower(w, c);
        else if (c.aiming)
            aim(w, c);
        else
            sweep(c);
    }
    for (Player& p : w.players) {
        CameraSpot& spot = p.camera_spot;
        if (!spot.on || spot.camera < 0 || static_cast<std::size_t>(spot.camera) >= w.cameras.size()) continue;
        const LevelCamera& c = w.cameras[static_cast<std::size_t>(spot.camera)];
        spot.x = c.x;
        spot.y = c.y;
        spot.z = c.z + c.eye;
        spot.subsector = c.subsector;
        spot.angle = c.angle;
        spot.pitch = c.pitch;
    }
}

}  // namespace sim
