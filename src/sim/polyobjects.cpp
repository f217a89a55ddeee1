#include "sim/polyobjects.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "base/log.h"
#include "base/trig_tables.h"
#include "map/derived_fields.h"
#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/interaction.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/point_to_angle.h"
#include "sim/thing_ids.h"

namespace sim {

namespace {

using base::kFracUnit;

constexpr int kAnchor = 9300;       // where the lines were drawn
constexpr int kSpawn = 9301;        // where they go
constexpr int kSpawnCrush = 9302;   // the same, crushing what it cannot push
constexpr int kSpawnHurts = 9303;   // the same, hurting whatever it touches
constexpr int kStartLine = 1;       // Polyobj_StartLine (number, mirror, sound)
constexpr int kExplicitLine = 5;    // Polyobj_ExplicitLine (number, order, mirror, sound)
constexpr int kCrushDamage = 3;     // po_man.c's ThrustMobj
constexpr angle_t kByteAngleUnit = 1u << 24;  // ZDoom's 256ths of a circle
constexpr angle_t kFullTurn = 0xffffffffu;     // a turn of "0": the whole circle (ANGLE_MAX)

// Map coordinates wrap as the original's 32-bit sums did, without
// signed overflow on hostile maps.
fixed_t wrap_add(fixed_t a, fixed_t b) {
    return static_cast<fixed_t>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
}

Polyobject* find(World& w, int number) {
    for (Polyobject& po : w.polyobjects)
        if (po.number == number) return &po;
    return nullptr;
}

int index_of(const World& w, const Polyobject& po) { return static_cast<int>(&po - w.polyobjects.data()); }

// ---- building ----

bool same_place(const map::Vertex& a, const map::Vertex& b) { return a.x == b.x && a.y == b.y; }

// Polyobj_StartLine's lines: from the start line, each next one begins
// where the last ended, until the loop closes. Empty when it does not.
std::vector<int> walk_lines(const map::Level& level, int start) {
    const auto vertex = [&](int v) { return level.vertices[static_cast<std::size_t>(v)]; };
    const auto& lines = level.lines;
    std::vector<int> found{start};
    const map::Vertex first = vertex(lines[static_cast<std::size_t>(start)].v1);
    map::Vertex end = vertex(lines[static_cast<std::size_t>(start)].v2);
    while (!same_place(end, first)) {
        if (found.size() >= lines.size()) return {};
        int next = -1;
        for (std::size_t l = 0; l < lines.size() && next < 0; ++l)
            if (same_place(vertex(lines[l].v1), end) &&
                std::find(found.begin(), found.end(), static_cast<int>(l)) == found.end())
                next = static_cast<int>(l);
        if (next < 0) return {};
        found.push_back(next);
        end = vertex(lines[static_cast<std::size_t>(next)].v2);
    }
    return found;
}

// The lines of polyobject `number` and its mirror's number.
std::vector<int> find_lines(const map::Level& level, int number, int& mirror) {
    const auto& ext = level.extensions.lines;
    for (std::size_t l = 0; l < ext.size(); ++l) {
        if (ext[l].special != kStartLine || ext[l].args[0] != number) continue;
        mirror = ext[l].args[1];
        return walk_lines(level, static_cast<int>(l));
    }
    std::vector<std::pair<int, int>> ordered;  // (order, line)
    for (std::size_t l = 0; l < ext.size(); ++l)
        if (ext[l].special == kExplicitLine && ext[l].args[0] == number)
            ordered.emplace_back(ext[l].args[1], static_cast<int>(l));
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<int> lines;
    for (const auto& [order, line] : ordered) lines.push_back(line);
    if (!ordered.empty()) mirror = ext[static_cast<std::size_t>(ordered.front().second)].args[2];
    return lines;
}

// The blockmap cell of a coordinate, without 32-bit overflow on the way.
int block_cell(std::int64_t v, fixed_t origin) { return static_cast<int>((v - origin) >> kMapBlockShift); }

// The blockmap cells the lines' boxes cover, and the subsector of the centre.
void note_extent(World& w, Polyobject& po) {
    map::BBox box{INT32_MIN, INT32_MAX, INT32_MAX, INT32_MIN};
    for (int l : po.lines) {
        const map::BBox& b = w.level.lines[static_cast<std::size_t>(l)].bbox;
        box[map::kBoxTop] = std::max(box[map::kBoxTop], b[map::kBoxTop]);
        box[map::kBoxBottom] = std::min(box[map::kBoxBottom], b[map::kBoxBottom]);
        box[map::kBoxLeft] = std::min(box[map::kBoxLeft], b[map::kBoxLeft]);
        box[map::kBoxRight] = std::max(box[map::kBoxRight], b[map::kBoxRight]);
    }
    const map::Blockmap& bm = w.level.blockmap;
    po.cells = {block_cell(box[map::kBoxLeft], bm.origin_x), block_cell(box[map::kBoxRight], bm.origin_x),
                block_cell(box[map::kBoxBottom], bm.origin_y), block_cell(box[map::kBoxTop], bm.origin_y)};
    po.subsector = point_in_subsector(w, po.x, po.y);
    // Its walls stand in the sector it is in, not the one it was drawn in.
    for (int seg : po.segs) w.level.segs[static_cast<std::size_t>(seg)].front_sector = w.sector_of_subsector(po.subsector);
}

void derive_lines(World& w, const Polyobject& po) {
    for (int l : po.lines) map::derive_line(w.level, w.level.lines[static_cast<std::size_t>(l)]);
}

// Puts each vertex at the centre plus its offset turned by `angle`
// (po_man.c's RotatePt), and the segs at their turned angles. Unturned,
// the offsets are taken as they are: the sine table's angle 0 is not
// quite 0, and a polyobject that only slides keeps its shape exactly.
void place(World& w, Polyobject& po, angle_t angle) {
    const unsigned an = angle >> base::kAngleToFineShift;
    const fixed_t cos = base::fine_cosine(an), sin = base::fine_sine(an);
    for (std::size_t i = 0; i < po.vertices.size(); ++i) {
        const auto [ox, oy] = po.offsets[i];
        map::Vertex& v = w.level.vertices[static_cast<std::size_t>(po.vertices[i])];
        if (angle == 0) {
            v.x = wrap_add(ox, po.x);
            v.y = wrap_add(oy, po.y);
            continue;
        }
        v.x = wrap_add(wrap_add(base::fixed_mul(ox, cos), -base::fixed_mul(oy, sin)), po.x);
        v.y = wrap_add(wrap_add(base::fixed_mul(oy, cos), base::fixed_mul(ox, sin)), po.y);
    }
    for (std::size_t i = 0; i < po.segs.size(); ++i)
        w.level.segs[static_cast<std::size_t>(po.segs[i])].angle = po.seg_angles[i] + angle;
    derive_lines(w, po);
}

void add_segs(World& w, Polyobject& po) {
    for (int l : po.lines) {
        const map::Line& line = w.level.lines[static_cast<std::size_t>(l)];
        if (line.sides[0] == map::kNone) continue;
        const map::Vertex& v1 = w.level.vertices[static_cast<std::size_t>(line.v1)];
        const map::Vertex& v2 = w.level.vertices[static_cast<std::size_t>(line.v2)];
        map::Seg seg;
        seg.v1 = line.v1;
        seg.v2 = line.v2;
        seg.angle = point_to_angle2(v1.x, v1.y, v2.x, v2.y);
        seg.line = l;
        seg.sidedef = line.sides[0];
        seg.front_sector = line.front_sector;
        seg.back_sector = (line.flags & map::kLineTwoSided) ? line.back_sector : map::kNone;
        po.segs.push_back(static_cast<int>(w.level.segs.size()));
        po.seg_angles.push_back(seg.angle);
        w.level.segs.push_back(seg);
    }
}

// One polyobject from its spawn spot, or a reason it cannot be.
std::string build_one(World& w, Polyobject& po, const map::Thing* anchor) {
    po.lines = find_lines(w.level, po.number, po.mirror);
    if (po.lines.empty())
        return "has no lines (a closed loop from Polyobj_StartLine, or Polyobj_ExplicitLine lines)";
    for (const Polyobject& other : w.polyobjects)
        for (int l : other.lines)
            if (std::find(po.lines.begin(), po.lines.end(), l) != po.lines.end())
                return "shares line " + std::to_string(l) + " with polyobject " + std::to_string(other.number);
    if (!anchor) return "has no anchor (thing 9300 with its number as angle)";
    for (int l : po.lines)
        for (int v : {w.level.lines[static_cast<std::size_t>(l)].v1, w.level.lines[static_cast<std::size_t>(l)].v2})
            if (std::find(po.vertices.begin(), po.vertices.end(), v) == po.vertices.end()) po.vertices.push_back(v);
    const fixed_t ax = anchor->x * kFracUnit, ay = anchor->y * kFracUnit;
    for (int v : po.vertices) {
        const map::Vertex& at = w.level.vertices[static_cast<std::size_t>(v)];
        po.home.push_back({at.x, at.y});
        po.offsets.push_back({wrap_add(at.x, -ax), wrap_add(at.y, -ay)});
    }
    add_segs(w, po);
    place(w, po, 0);
    note_extent(w, po);
    return {};
}

// ---- moving ----

// ThrustMobj: pushes `thing` off the line to its front, as hard as the
// motion goes; a crushing polyobject hurts what cannot move that way.
void thrust(World& w, const Polyobject& po, int line, Mobj& thing) {
    if (!(thing.flags & MF_SHOOTABLE) && !thing.player) return;
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const unsigned an = (point_to_angle(ld.dx, ld.dy) - base::kAng90) >> base::kAngleToFineShift;
    fixed_t force = kFracUnit;
    if (po.mover) {
        const PolyMover& m = *po.mover;
        const bool turns = m.motion == PolyMotion::Rotate || m.motion == PolyMotion::SwingDoor;
        force = std::clamp(std::abs(m.speed) >> (turns ? 8 : 3), kFracUnit, 4 * kFracUnit);
    }
    const fixed_t tx = base::fixed_mul(force, base::fine_cosine(an));
    const fixed_t ty = base::fixed_mul(force, base::fine_sine(an));
    thing.momx += tx;
    thing.momy += ty;
    if (po.hurts || (po.crush && !check_position(w, thing, wrap_add(thing.x, tx), wrap_add(thing.y, ty))))
        damage_mobj(w, thing, nullptr, nullptr, po.crush ? po.crush : kCrushDamage);
}

// CheckMobjBlocking for every line: each solid thing a line now crosses is
// pushed, and any one of them blocks the move.
bool pushes_things(World& w, const Polyobject& po) {
    bool blocked = false;
    const map::Blockmap& bm = w.level.blockmap;
    for (int l : po.lines) {
        const map::BBox& b = w.level.lines[static_cast<std::size_t>(l)].bbox;
        const int left = std::max(0, block_cell(std::int64_t{b[map::kBoxLeft]} - kMaxRadius, bm.origin_x));
        const int right = std::min(bm.width - 1, block_cell(std::int64_t{b[map::kBoxRight]} + kMaxRadius, bm.origin_x));
        const int bottom = std::max(0, block_cell(std::int64_t{b[map::kBoxBottom]} - kMaxRadius, bm.origin_y));
        const int top = std::min(bm.height - 1, block_cell(std::int64_t{b[map::kBoxTop]} + kMaxRadius, bm.origin_y));
        for (int by = bottom; by <= top; ++by)
            for (int bx = left; bx <= right; ++bx)
                block_things_iterator(w, bx, by, [&](Mobj& thing) {
                    if ((thing.flags & MF_SOLID) || thing.player) {
                        if (box_crosses_line(w, box_around(thing.x, thing.y, thing.radius), l)) {
                            thrust(w, po, l, thing);
                            blocked = true;
                        }
                    }
                    return true;
                });
    }
    return blocked;
}

// PO_MovePolyobj: the whole body by (dx, dy), or not at all.
bool move_by(World& w, Polyobject& po, fixed_t dx, fixed_t dy) {
    po.x = wrap_add(po.x, dx);
    po.y = wrap_add(po.y, dy);
    place(w, po, po.angle);
    if (pushes_things(w, po)) {
        po.x = wrap_add(po.x, -dx);
        po.y = wrap_add(po.y, -dy);
        place(w, po, po.angle);
        return false;
    }
    note_extent(w, po);
    return true;
}

// PO_RotatePolyobj: the whole body turned by `delta`, or not at all.
bool turn_by(World& w, Polyobject& po, angle_t delta) {
    place(w, po, po.angle + delta);
    if (pushes_things(w, po)) {
        place(w, po, po.angle);
        return false;
    }
    po.angle += delta;
    note_extent(w, po);
    return true;
}

// The speed along each axis. Square to the axes it is exact, as ZDoom's
// (which works in floating point): the sine table has no exact 0 or 1,
// and a door sliding north would drift east.
void set_heading(PolyMover& m, unsigned fine_angle) {
    m.angle = fine_angle;
    constexpr unsigned kQuarter = base::kFineAngles / 4;
    if (fine_angle % kQuarter == 0) {
        constexpr int kCos[4] = {1, 0, -1, 0};
        const unsigned quarter = fine_angle / kQuarter;
        m.xspeed = m.speed * kCos[quarter];
        m.yspeed = m.speed * kCos[(quarter + 3) % 4];
        return;
    }
    m.xspeed = base::fixed_mul(m.speed, base::fine_cosine(fine_angle));
    m.yspeed = base::fixed_mul(m.speed, base::fine_sine(fine_angle));
}

// Takes `dist` off by a step and reports whether the way is done; the
// last step shrinks to what is left (T_MovePoly, T_RotatePoly).
bool step_done(PolyMover& m) {
    const auto step = static_cast<unsigned>(std::abs(m.speed));
    if (m.dist <= step) return true;
    m.dist -= step;
    if (m.dist < step) m.speed = m.speed < 0 ? -static_cast<int>(m.dist) : static_cast<int>(m.dist);
    return false;
}

// ---- starting ----

// Starts `make` on polyobject a[0] and then on each mirror in turn, the
// mirrors the other way round. A busy polyobject is left as it goes unless
// `override` (ZDoom's Polyobj_OR_*), which replaces its motion.
template <class Make>
bool start_with_mirrors(const HexenCall& c, bool override, Make make) {
    World& w = c.w;
    Polyobject* po = find(w, c.a[0]);
    if (!po || (po->mover && !override)) return false;
    for (std::size_t n = 0; po && n < w.polyobjects.size(); ++n) {
        if (po->mover) {
            if (!override) break;
            w.thinkers.remove(po->mover);
        }
        auto mover = std::make_unique<PolyMover>();
        mover->polyobject = index_of(w, *po);
        make(*mover, n % 2 == 1);
        po->mover = w.thinkers.add(std::move(mover));
        po = po->mirror ? find(w, po->mirror) : nullptr;
    }
    return true;
}

int turn_speed(int arg) { return static_cast<int>(std::abs(arg) * static_cast<std::int64_t>(kByteAngleUnit / 8)); }
unsigned units(std::int64_t map_units) {
    return static_cast<unsigned>(std::clamp<std::int64_t>(map_units * kFracUnit, 0, UINT32_MAX));
}

// Polyobj_RotateLeft / Right (number, speed, angle): angle 0 a whole
// turn, 255 for ever.
bool start_turn(const HexenCall& c, int direction, bool override) {
    return start_with_mirrors(c, override, [&](PolyMover& m, bool mirrored) {
        m.motion = PolyMotion::Rotate;
        m.speed = turn_speed(c.a[1]) * (mirrored ? -direction : direction);
        m.perpetual = c.a[2] == 255;
        m.dist = c.a[2] == 0 ? kFullTurn : static_cast<unsigned>(c.a[2] & 255) * kByteAngleUnit;
    });
}

// Polyobj_Move / MoveTimes8 (number, speed, angle, distance).
bool start_move(const HexenCall& c, int times, bool override) {
    return start_with_mirrors(c, override, [&](PolyMover& m, bool mirrored) {
        m.motion = PolyMotion::Move;
        m.speed = speed_of(std::abs(c.a[1]));
        m.dist = units(std::int64_t{std::abs(c.a[3])} * times);
        set_heading(m, (byte_angle(c.a[2]) + (mirrored ? base::kAng180 : 0)) >> base::kAngleToFineShift);
    });
}

// Polyobj_MoveTo (number, speed, x, y) and MoveToSpot (number, speed,
// spot's id): the centre to that point; mirrors by the same way reversed.
bool start_move_to(const HexenCall& c, fixed_t x, fixed_t y, bool override) {
    const Polyobject* first = find(c.w, c.a[0]);
    if (!first) return false;
    const std::int64_t dx = std::int64_t{x} - first->x, dy = std::int64_t{y} - first->y;
    return start_with_mirrors(c, override, [&](PolyMover& m, bool mirrored) {
        const Polyobject& po = c.w.polyobjects[static_cast<std::size_t>(m.polyobject)];
        m.motion = PolyMotion::MoveTo;
        m.speed = speed_of(std::abs(c.a[1]));
        m.target_x = static_cast<fixed_t>(po.x + (mirrored ? -dx : dx));
        m.target_y = static_cast<fixed_t>(po.y + (mirrored ? -dy : dy));
    });
}

bool start_move_to_spot(const HexenCall& c, bool override) {
    const std::vector<Spot> spots = spots_with_id(c.w, c.a[2], nullptr);
    return !spots.empty() && start_move_to(c, spots.front().x, spots.front().y, override);
}

// Polyobj_DoorSlide (number, speed, angle, distance, delay).
bool start_slide_door(const HexenCall& c) {
    return start_with_mirrors(c, false, [&](PolyMover& m, bool mirrored) {
        m.motion = PolyMotion::SlideDoor;
        m.speed = speed_of(std::abs(c.a[1]));
        m.total = m.dist = units(std::abs(c.a[3]));
        m.wait = std::max(0, c.a[4]);
        set_heading(m, (byte_angle(c.a[2]) + (mirrored ? base::kAng180 : 0)) >> base::kAngleToFineShift);
    });
}

// Polyobj_DoorSwing (number, speed, angle, delay).
bool start_swing_door(const HexenCall& c) {
    return start_with_mirrors(c, false, [&](PolyMover& m, bool mirrored) {
        m.motion = PolyMotion::SwingDoor;
        m.speed = turn_speed(c.a[1]) * (mirrored ? -1 : 1);
        m.total = m.dist = static_cast<unsigned>(c.a[2] & 255) * kByteAngleUnit;
        m.wait = std::max(0, c.a[3]);
    });
}

// Polyobj_Stop (number).
bool stop(const HexenCall& c) {
    Polyobject* po = find(c.w, c.a[0]);
    if (!po || !po->mover) return false;
    c.w.thinkers.remove(po->mover);
    po->mover = nullptr;
    return true;
}

fixed_t arg_units(int arg) { return static_cast<fixed_t>(arg * kFracUnit); }

constexpr HexenPlayed kPolyobjects[] = {
    {2, [](const HexenCall& c) { return start_turn(c, 1, false); }},    // Polyobj_RotateLeft
    {3, [](const HexenCall& c) { return start_turn(c, -1, false); }},   // Polyobj_RotateRight
    {4, [](const HexenCall& c) { return start_move(c, 1, false); }},    // Polyobj_Move
    {6, [](const HexenCall& c) { return start_move(c, 8, false); }},    // Polyobj_MoveTimes8
    {7, start_swing_door},                                              // Polyobj_DoorSwing
    {8, start_slide_door},                                              // Polyobj_DoorSlide
    {59, [](const HexenCall& c) { return start_move_to_spot(c, true); }},   // Polyobj_OR_MoveToSpot
    {86, [](const HexenCall& c) { return start_move_to_spot(c, false); }},  // Polyobj_MoveToSpot
    {87, stop},                                                             // Polyobj_Stop
    {88, [](const HexenCall& c) { return start_move_to(c, arg_units(c.a[2]), arg_units(c.a[3]), false); }},  // Polyobj_MoveTo
    {89, [](const HexenCall& c) { return start_move_to(c, arg_units(c.a[2]), arg_units(c.a[3]), true); }},   // Polyobj_OR_MoveTo
    {90, [](const HexenCall& c) { return start_turn(c, 1, true); }},    // Polyobj_OR_RotateLeft
    {91, [](const HexenCall& c) { return start_turn(c, -1, true); }},   // Polyobj_OR_RotateRight
    {92, [](const HexenCall& c) { return start_move(c, 1, true); }},    // Polyobj_OR_Move
    {93, [](const HexenCall& c) { return start_move(c, 8, true); }},    // Polyobj_OR_MoveTimes8
    // Polyobj_StopSound stops a polyobject's sound sequence: there are none.
    {283, [](const HexenCall&) { return true; }},
};

}  // namespace

void PolyMover::think(World& w) {
    Polyobject& po = w.polyobjects[static_cast<std::size_t>(polyobject)];
    const auto finish = [&] {
        po.mover = nullptr;
        w.thinkers.remove(this);
    };
    if (tics > 0) {  // a door standing open
        --tics;
        return;
    }
    switch (motion) {
        case PolyMotion::Rotate:
            if (turn_by(w, po, static_cast<angle_t>(speed)) && !perpetual && step_done(*this)) finish();
            return;
        case PolyMotion::Move:
            if (move_by(w, po, xspeed, yspeed) && step_done(*this)) finish();
            return;
        case PolyMotion::MoveTo: {
            const std::int64_t dx = std::int64_t{target_x} - po.x, dy = std::int64_t{target_y} - po.y;
            const double length = std::sqrt(static_cast<double>(dx) * dx + static_cast<double>(dy) * dy);
            const bool last = length <= speed;
            const auto sx = static_cast<fixed_t>(last ? dx : static_cast<std::int64_t>(dx * (speed / length)));
            const auto sy = static_cast<fixed_t>(last ? dy : static_cast<std::int64_t>(dy * (speed / length)));
            if (move_by(w, po, sx, sy) && last) finish();
            return;
        }
        case PolyMotion::SlideDoor:
        case PolyMotion::SwingDoor: {
            const bool slides = motion == PolyMotion::SlideDoor;
            const bool moved = slides ? move_by(w, po, xspeed, yspeed) : turn_by(w, po, static_cast<angle_t>(speed));
            const auto reverse = [&] {
                if (slides) set_heading(*this, (angle + (base::kFineAngles / 2)) & (base::kFineAngles - 1));
                else speed = -speed;
            };
            if (moved) {
                const auto step = static_cast<unsigned>(std::abs(speed));
                if (dist > step) {
                    dist -= step;
                    return;
                }
                if (closing) return finish();
                // Open: wait, then come back the whole way.
                dist = total;
                closing = true;
                tics = wait;
                reverse();
            } else if (closing && !po.crush) {
                // Something is in the way of a closing door: it opens again.
                dist = total - dist;
                closing = false;
                reverse();
            }
            return;
        }
    }
}

void build_polyobjects(World& w, bool report) {
    w.polyobjects.clear();
    if (!hexen_specials(w)) return;
    const auto& things = w.level.things;
    for (const map::Thing& spot : things) {
        if (spot.type != kSpawn && spot.type != kSpawnCrush && spot.type != kSpawnHurts) continue;
        const std::string name = w.level.where + ": polyobject " + std::to_string(spot.angle);
        if (find(w, spot.angle)) {
            if (report) base::warn(name + " has a second spawn spot; the first is kept");
            continue;
        }
        Polyobject po;
        po.number = spot.angle;
        po.x = spot.x * kFracUnit;
        po.y = spot.y * kFracUnit;
        po.crush = spot.type == kSpawn ? 0 : kCrushDamage;
        po.hurts = spot.type == kSpawnHurts;
        const map::Thing* anchor = nullptr;
        for (const map::Thing& t : things)
            if (t.type == kAnchor && t.angle == po.number && !anchor) anchor = &t;
        if (const std::string problem = build_one(w, po, anchor); !problem.empty()) {
            if (report) base::warn(name + " " + problem + "; it is left out");
            continue;
        }
        w.polyobjects.push_back(std::move(po));
    }
}

void place_polyobjects(World& w) {
    for (Polyobject& po : w.polyobjects) {
        place(w, po, po.angle);
        note_extent(w, po);
    }
}

map::Level unmoved_level(const World& w) {
    map::Level level = w.level;
    std::size_t first_added = level.segs.size();
    for (const Polyobject& po : w.polyobjects) {
        for (std::size_t i = 0; i < po.vertices.size(); ++i) {
            map::Vertex& v = level.vertices[static_cast<std::size_t>(po.vertices[i])];
            v.x = po.home[i][0];
            v.y = po.home[i][1];
        }
        for (int seg : po.segs) first_added = std::min(first_added, static_cast<std::size_t>(seg));
    }
    for (const Polyobject& po : w.polyobjects)
        for (int l : po.lines) map::derive_line(level, level.lines[static_cast<std::size_t>(l)]);
    level.segs.resize(first_added);
    return level;
}

bool polyobject_busy(const World& w, int number) {
    for (const Polyobject& po : w.polyobjects)
        if (po.number == number) return po.mover != nullptr;
    return false;
}

std::span<const HexenPlayed> hexen_polyobject_specials() { return kPolyobjects; }

}  // namespace sim
