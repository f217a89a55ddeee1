#include "sim/camera_paths.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <string>
#include <vector>

#include "base/log.h"
#include "map/level_extensions.h"
#include "map/texture_placement.h"
#include "sim/hexen_specials.h"
#include "sim/level_cameras.h"
#include "sim/map_utility.h"
#include "sim/movement.h"
#include "sim/point_to_angle.h"
#include "sim/thing_ids.h"
#include "sim/thing_specials.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr int kInterpolationPoint = 9070;
constexpr int kPathFollower = 9071;
constexpr int kMovingCamera = 9072;
constexpr int kActorMover = 9074;
constexpr int kInterpolationSpecial = 9075;
constexpr int kTicRate = 35;

// PathFollower's args[2].
constexpr int kStraight = 1, kTurn = 2, kTilt = 4, kFaceMotion = 8, kPassThrough = 128;
// The carried thing's flags an ActorMover changes and gives back.
constexpr std::uint32_t kCarriedFlags = MF_NOGRAVITY | MF_NOBLOCKMAP | MF_SOLID;

struct Point {
    double x = 0, y = 0, z = 0;
};

double map_units(base::fixed_t v) { return v / 65536.0; }

// ZDoom's pitch: degrees, above 0 looking down; the views take ±89°.
base::angle_t pitch_from_degrees(double degrees) { return map::degrees_to_angle(std::clamp(degrees, -89.0, 89.0)); }

double vector_angle(double x, double y) { return std::atan2(y, x) * 180.0 / std::numbers::pi; }

// Normalize180, deltaangle.
double within_half_turn(double degrees) {
    const double d = std::remainder(degrees, 360.0);
    return d == 180.0 ? -180.0 : d;
}

int node_with_id(const World& w, int tid, int skip) {
    if (tid == 0) return -1;  // ZDoom's iterator finds nothing for id 0
    const std::vector<PathNode>& nodes = w.camera_paths.nodes;
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].tid == tid && static_cast<int>(i) != skip) return static_cast<int>(i);
    return -1;
}

const PathNode& node(const World& w, int i) { return w.camera_paths.nodes[static_cast<std::size_t>(i)]; }

Point position(const PathNode& n) { return {map_units(n.x), map_units(n.y), map_units(n.z)}; }

Point position(const LevelCamera& c) { return {map_units(c.x), map_units(c.y), map_units(c.z)}; }

void move_to(World& w, LevelCamera& c, const Point& p) {
    c.x = map::map_units_to_fixed(p.x);
    c.y = map::map_units_to_fixed(p.y);
    c.z = map::map_units_to_fixed(p.z);
    c.subsector = point_in_subsector(w, c.x, c.y);
}

// PathFollower::NewNode: the specials held for the node reached.
void run_node_specials(World& w, int at) {
    const int tid = node(w, at).tid;
    if (tid == 0) return;
    for (const PathSpecial& s : w.camera_paths.specials)
        if (s.tid == tid) run_hexen_special(w, s.special, s.args, -1, 0, nullptr);
}

std::string follower_name(const LevelCamera& c) {
    switch (c.path.kind) {
    case PathFollow::Kind::MovingCamera: return "MovingCamera " + std::to_string(c.tid);
    case PathFollow::Kind::ActorMover: return "ActorMover " + std::to_string(c.tid);
    default: return "PathFollower " + std::to_string(c.tid);
    }
}

Mobj* live(Mobj*& thing) {
    if (thing && thing->removed()) thing = nullptr;
    return thing;
}

double lerp(double t, double a, double b) { return a + t * (b - a); }

// Catmull-Rom between p2 and p3, in ZDoom's order of sums.
double spline(double t, double p1, double p2, double p3, double p4) {
    double power = t;
    double sum = 2 * p2;
    sum += (p3 - p1) * t;
    power *= t;
    sum += (2 * p1 - 5 * p2 + 4 * p3 - p4) * power;
    power *= t;
    sum += (3 * p2 - 3 * p3 + p4 - p1) * power;
    return 0.5 * sum;
}

void stop(World& w, LevelCamera& c);

// PathFollower::Interpolate: the place, and facing, `time` of the way on;
// false when the path has no way on from here.
bool follow(World& w, LevelCamera& c) {
    PathFollow& f = c.path;
    const bool straight = (f.flags & kStraight) != 0;
    const PathNode& here = node(w, f.current);
    Point motion;
    if ((f.flags & kFaceMotion) && f.time > 0) motion = position(c);
    if (here.next < 0) return false;
    const PathNode& next = node(w, here.next);
    const Point a = position(here), b = position(next);
    Point to;
    if (straight) {
        to = {lerp(f.time, a.x, b.x), lerp(f.time, a.y, b.y), lerp(f.time, a.z, b.z)};
    } else {
        if (next.next < 0 || f.previous < 0) return false;
        const Point before = position(node(w, f.previous)), after = position(node(w, next.next));
        to = {spline(f.time, before.x, a.x, b.x, after.x), spline(f.time, before.y, a.y, b.y, after.y),
              spline(f.time, before.z, a.z, b.z, after.z)};
    }
    move_to(w, c, to);
    if ((f.flags & (kTurn | kTilt)) == 0) return true;
    if (f.flags & kFaceMotion) {
        if (straight) {
            motion = {b.x - a.x, b.y - a.y, b.z - a.z};
        } else if (f.time > 0) {
            motion = {to.x - motion.x, to.y - motion.y, to.z - motion.z};
        } else {
            // At a spline's very start ZDoom looks a tenth further on and
            // then takes its own place from itself: no motion, so it faces
            // east, level.
            motion = {};
        }
        if (f.flags & kTurn) c.angle = map::degrees_to_angle(vector_angle(motion.x, motion.y));
        if (f.flags & kTilt) {
            const double across = std::hypot(motion.x, motion.y);
            c.pitch = pitch_from_degrees(across != 0 ? vector_angle(across, -motion.z) : 0);
        }
        return true;
    }
    if (f.flags & kTurn) {
        const double from = within_half_turn(here.angle_degrees);
        c.angle = map::degrees_to_angle(lerp(f.time, from, from + within_half_turn(next.angle_degrees - from)));
    }
    if (f.flags & kTilt) {
        if (straight)
            c.pitch = pitch_from_degrees(lerp(f.time, here.pitch_degrees, next.pitch_degrees));
        else
            c.pitch = pitch_from_degrees(spline(f.time, node(w, f.previous).pitch_degrees, here.pitch_degrees,
                                                next.pitch_degrees, node(w, next.next).pitch_degrees));
    }
    return true;
}

// The kinds' own Interpolate: a MovingCamera looks at its thing, an
// ActorMover takes its thing along (or stays where it was, blocked).
bool interpolate(World& w, LevelCamera& c) {
    switch (c.path.kind) {
    case PathFollow::Kind::MovingCamera: {
        Mobj* seen = live(c.tracer);
        if (!follow(w, c)) return false;
        if (!seen) return true;
        c.angle = point_to_angle2(c.x, c.y, seen->x, seen->y);
        if (c.path.flags & kTilt) {
            const double dx = map_units(c.x - seen->x), dy = map_units(c.y - seen->y);
            const double dz = map_units(c.z) - map_units(seen->z) - map_units(seen->height) / 2;
            const double across = std::hypot(dx, dy);
            c.pitch = pitch_from_degrees(across != 0 ? vector_angle(across, dz) : 0);
        }
        return true;
    }
    case PathFollow::Kind::ActorMover: {
        Mobj* carried = live(c.tracer);
        if (!carried) return true;
        if (!follow(w, c)) return false;
        const base::fixed_t was = carried->z;
        carried->z = c.z;
        if (!try_move(w, *carried, c.x, c.y, Dropoff::Allowed)) {
            carried->z = was;
            return false;
        }
        if (c.path.flags & kTurn) carried->angle = c.angle;
        return true;
    }
    default: return follow(w, c);
    }
}

// PathFollower::Activate (and ActorMover's).
void start(World& w, LevelCamera& c) {
    PathFollow& f = c.path;
    if (f.kind == PathFollow::Kind::ActorMover && (!live(c.tracer) || f.active)) return;
    if (f.active) return;
    f.current = f.first;
    f.previous = f.before_first;
    if (f.current < 0) return;
    run_node_specials(w, f.current);
    move_to(w, c, position(node(w, f.current)));
    f.time = 0;
    f.hold_until = 0;
    f.just_stepped = true;
    f.active = true;
    if (f.kind != PathFollow::Kind::ActorMover) return;
    Mobj& t = *c.tracer;
    f.saved_flags = static_cast<int>(t.flags & kCarriedFlags);
    t.flags |= MF_NOGRAVITY;
    if (f.flags & kPassThrough) {
        unset_thing_position(w, t);
        t.flags = (t.flags | MF_NOBLOCKMAP) & ~MF_SOLID;
        set_thing_position(w, t);
    }
    // ZDoom makes a carried monster invulnerable and dormant; dormant
    // alone keeps damage off here (P_DamageMobj's check).
    if (is_monster(t)) t.dormant = true;
    interpolate(w, c);
}

// PathFollower::Deactivate (and ActorMover's: the thing's flags back).
void stop(World& w, LevelCamera& c) {
    PathFollow& f = c.path;
    const bool was_active = f.active;
    f.active = false;
    if (f.kind != PathFollow::Kind::ActorMover || !was_active || !live(c.tracer)) return;
    Mobj& t = *c.tracer;
    unset_thing_position(w, t);
    t.flags = (t.flags & ~kCarriedFlags) | (static_cast<std::uint32_t>(f.saved_flags) & kCarriedFlags);
    // ZDoom reads the dormant flag back from the wrong bit of its record,
    // one never set for a map's monsters: the thing wakes.
    t.dormant = false;
    set_thing_position(w, t);
}

}  // namespace

bool is_path_thing(int doomednum) { return doomednum == kInterpolationPoint || doomednum == kInterpolationSpecial; }

bool is_path_follower(int doomednum) {
    return doomednum == kPathFollower || doomednum == kMovingCamera || doomednum == kActorMover;
}

void add_path_thing(World& w, std::size_t index) {
    const map::Thing& thing = w.level.things[index];
    const map::ThingExtension& fields = w.level.extensions.things[index];
    if (thing.type == kInterpolationSpecial) {
        w.camera_paths.specials.push_back({fields.id, fields.special, fields.args});
        return;
    }
    PathNode n;
    n.tid = fields.id;
    n.x = thing.x * base::kFracUnit;
    n.y = thing.y * base::kFracUnit;
    const int subsector = point_in_subsector(w, n.x, n.y);
    const SectorState& sector = w.sectors[static_cast<std::size_t>(w.sector_of_subsector(subsector))];
    n.z = sector.floor_at(n.x, n.y) + map::map_units_to_fixed(fields.height);
    n.angle_degrees = thing.angle;
    n.pitch_degrees = std::clamp(static_cast<int>(static_cast<std::int8_t>(fields.args[0] & 0xff)), -89, 89);
    n.travel_octics = fields.args[1];
    n.hold_octics = fields.args[2];
    n.next_tid = fields.args[3] + 256 * fields.args[4];
    w.camera_paths.nodes.push_back(n);
}

void link_path_nodes(World& w) {
    for (std::size_t i = 0; i < w.camera_paths.nodes.size(); ++i) {
        PathNode& n = w.camera_paths.nodes[i];
        n.next = node_with_id(w, n.next_tid, static_cast<int>(i));
        if (n.next < 0 && n.next_tid != 0)
            base::warn(w.level.where + ": camera path node " + std::to_string(n.tid) + " names node " +
                       std::to_string(n.next_tid) + ", which the map does not have");
    }
}

void start_path_follower(World& w, LevelCamera& c) {
    PathFollow& f = c.path;
    f.first = node_with_id(w, f.first_tid, -1);
    f.before_first = -1;
    if (f.first < 0) {
        base::warn(w.level.where + ": " + follower_name(c) + " starts at path node " + std::to_string(f.first_tid) +
                   ", which the map does not have");
    } else if (f.flags & kStraight) {
        if (node(w, f.first).next < 0) base::warn(w.level.where + ": " + follower_name(c) + "'s path needs 2 nodes");
    } else {
        const int second = node(w, f.first).next;
        const int third = second < 0 ? -1 : node(w, second).next;
        if (third < 0 || node(w, third).next < 0) {
            base::warn(w.level.where + ": " + follower_name(c) + "'s curved path needs 4 nodes");
        } else {
            // InterpolationPoint::ScanForLoop: on a loop through the first
            // node the spline starts there; otherwise at the second node,
            // the first giving the curve its way in.
            int at = f.first;
            while (node(w, at).next >= 0 && node(w, at).next != f.first && !node(w, at).scanned) {
                w.camera_paths.nodes[static_cast<std::size_t>(at)].scanned = true;
                at = node(w, at).next;
            }
            if (node(w, at).next == f.first) {
                f.before_first = at;
            } else {
                f.before_first = f.first;
                f.first = second;
            }
        }
    }
    if (f.kind == PathFollow::Kind::Follower || f.target_tid == 0) return;
    const std::vector<Mobj*> found = things_with_id(w, f.target_tid, nullptr);
    c.tracer = found.empty() ? nullptr : found.front();
    if (!c.tracer)
        base::warn(w.level.where + ": " + follower_name(c) + " looks for thing " + std::to_string(f.target_tid) +
                   ", which the map does not have");
}

bool activate_path_followers(World& w, int tid, bool on) {
    if (tid == 0) return false;
    bool found = false;
    for (LevelCamera& c : w.cameras) {
        if (c.path.kind == PathFollow::Kind::None || c.tid != tid) continue;
        found = true;
        if (on)
            start(w, c);
        else
            stop(w, c);
    }
    return found;
}

void run_path_follower(World& w, LevelCamera& c) {
    PathFollow& f = c.path;
    if (!f.active || f.current < 0) return;  // (a savegame may say active at no node)
    if (f.just_stepped) {
        f.just_stepped = false;
        const PathNode& here = node(w, f.current);
        if (here.hold_octics != 0) {
            f.hold_until = w.leveltime + here.hold_octics * kTicRate / 8;
            move_to(w, c, position(here));
        }
    }
    if (f.hold_until > w.leveltime) return;
    // Without the node before, a spline has no way in; at the last node,
    // none on. ZDoom stops here without its Deactivate: an ActorMover's
    // thing keeps the flags it travelled with.
    const bool straight = (f.flags & kStraight) != 0;
    if ((f.previous < 0 && !straight) || node(w, f.current).next < 0) {
        f.active = false;
        return;
    }
    if (!interpolate(w, c)) return;
    f.time += 8.0 / (std::max(1, node(w, f.current).travel_octics) * kTicRate);
    if (f.time <= 1.0) return;
    f.time -= 1.0;
    f.just_stepped = true;
    f.previous = f.current;
    f.current = node(w, f.current).next;
    run_node_specials(w, f.current);
    const int next = node(w, f.current).next;
    if (next < 0 || (!straight && node(w, next).next < 0)) stop(w, c);
}

}  // namespace sim
