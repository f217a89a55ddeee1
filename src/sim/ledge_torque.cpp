// MBF's "torque" (killough's P_ApplyTorque, as dsda-doom plays it): a
// lifeless thing whose centre hangs over a ledge is pushed off it, harder
// the further out it hangs, so corpses and items no longer float half off
// a step. Each push that keeps it moving shifts a gear down, so a thing
// balanced between two ledges settles instead of rocking for ever.
#include <utility>

#include "base/trig_tables.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/wrapping.h"

namespace sim {

namespace {

using base::fixed_div;
using base::fixed_mul;
using base::kFracBits;

constexpr int kOverdrive = 6;  // the gear of full strength is below this


// PIT_ApplyTorque for one line the thing's box crosses.
void push_off_line(World& w, Mobj& mo, int ld) {
    const map::Line& line = w.level.lines[static_cast<std::size_t>(ld)];
    if (line.back_sector == map::kNone) return;
    const map::Vertex& v1 = w.level.vertices[static_cast<std::size_t>(line.v1)];
    // Which side of the line the centre is on, and how far (the lever arm).
    fixed_t dist = wrap_mul(line.dx >> kFracBits, mo.y >> kFracBits);
    dist = wrap_sub(dist, wrap_mul(line.dy >> kFracBits, mo.x >> kFracBits));
    dist = wrap_sub(dist, wrap_mul(line.dx >> kFracBits, v1.y >> kFracBits));
    dist = wrap_add(dist, wrap_mul(line.dy >> kFracBits, v1.x >> kFracBits));

    const fixed_t front = w.sectors[static_cast<std::size_t>(line.front_sector)].floorheight;
    const fixed_t back = w.sectors[static_cast<std::size_t>(line.back_sector)].floorheight;
    const bool overhangs = dist < 0 ? front < mo.z && back >= mo.z : back < mo.z && front >= mo.z;
    if (!overhangs) return;

    // The sine of the line's angle to its nearer axis, from the table.
    fixed_t x = line.dx < 0 ? -line.dx : line.dx;
    fixed_t y = line.dy < 0 ? -line.dy : line.dy;
    if (y > x) std::swap(x, y);
    if (x == 0) return;  // a line of no length has no side to fall off
    const unsigned slope = static_cast<unsigned>(fixed_div(y, x)) >> base::kDBits;
    y = base::fine_sine((base::tan_to_angle(slope) + base::kAng90) >> base::kAngleToFineShift);

    const fixed_t geared = mo.gear < kOverdrive ? y << (kOverdrive - mo.gear) : y >> (mo.gear - kOverdrive);
    dist = fixed_div(fixed_mul(dist, geared), x);
    fixed_t push_x = fixed_mul(line.dy, dist);
    fixed_t push_y = fixed_mul(line.dx, dist);
    // Step into a lower gear rather than move fast all of a sudden.
    fixed_t speed = wrap_add(fixed_mul(push_x, push_x), fixed_mul(push_y, push_y));
    while (speed > 4 * base::kFracUnit && mo.gear < kMaxTorqueGear) {
        ++mo.gear;
        push_x >>= 1;
        push_y >>= 1;
        speed >>= 1;
    }
    mo.momx = wrap_sub(mo.momx, push_x);
    mo.momy = wrap_add(mo.momy, push_y);
}

}  // namespace

void apply_torque(World& w, Mobj& mo) {
    const map::BBox box = box_around(mo.x, mo.y, mo.radius);
    const bool was_falling = mo.falling;
    ++w.validcount;
    const auto visit = [&](int ld) {
        if (box_crosses_line(w, box, ld)) push_off_line(w, mo, ld);
        return true;
    };
    const int xl = block_x(w, box[map::kBoxLeft]), xh = block_x(w, box[map::kBoxRight]);
    const int yl = block_y(w, box[map::kBoxBottom]), yh = block_y(w, box[map::kBoxTop]);
    for (int bx = xl; bx <= xh; ++bx)
        for (int by = yl; by <= yh; ++by) block_lines_iterator(w, bx, by, visit);

    mo.falling = mo.momx || mo.momy;
    // Full strength again once it has been still for a while; while it
    // moves, a gear down each tic, so it settles.
    if (!mo.falling && !was_falling)
        mo.gear = 0;
    else if (mo.gear < kMaxTorqueGear)
        ++mo.gear;
    // P_ApplyTorque leaves the position check's thing and box on it.
    w.tm.tmthing = &mo;
    w.tm.tmbbox = box;
}

}  // namespace sim
