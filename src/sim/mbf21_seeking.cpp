// MBF21's seeker missiles: A_FindTracer picks a seek target with Hexen's
// rough search of the blockmap round the missile, A_SeekTracer turns
// towards it with Heretic's seeker logic (dsda-doom's P_RoughTargetSearch
// and P_SeekerMissile). At complevel 21 only.
#include <algorithm>

#include "sim/map_utility.h"
#include "sim/mbf21_angles.h"
#include "sim/mbf21_args.h"
#include "sim/monster_ai.h"
#include "sim/sight.h"

namespace sim {

namespace {

// RoughBlockCheck: the first fit seek target in one blockmap cell, in the
// cell's list order.
Mobj* rough_block_check(World& w, Mobj& mo, int index, angle_t fov) {
    for (Mobj* link = w.blocklinks[static_cast<std::size_t>(index)]; link; link = link->bnext) {
        if (!(link->flags & MF_SHOOTABLE)) continue;
        if (link == mo.target) continue;  // its owner
        // Not the owner's side, unless the owner is fighting it or in deathmatch.
        if (mo.target && !((link->flags ^ mo.target->flags) & MF_FRIEND) && mo.target->target != link &&
            !(w.opts.deathmatch && link->player && mo.target->player))
            continue;
        if (fov > 0 && !mbf21::in_fov(mo, *link, fov)) continue;
        if (!check_sight(w, mo, *link)) continue;
        return link;
    }
    return nullptr;
}

// P_RoughTargetSearch: the cell under the missile, then rings of cells
// round it out to `distance` cells, each ring clockwise from its top left.
Mobj* rough_target_search(World& w, Mobj& mo, angle_t fov, int distance) {
    const map::Blockmap& bm = w.level.blockmap;
    const int width = bm.width;
    const int height = bm.height;
    const int start_x = (mo.x - bm.origin_x) >> kMapBlockShift;
    const int start_y = (mo.y - bm.origin_y) >> kMapBlockShift;
    if (start_x >= 0 && start_x < width && start_y >= 0 && start_y < height)
        if (Mobj* found = rough_block_check(w, mo, start_y * width + start_x, fov)) return found;
    for (int count = 1; count <= distance; ++count) {
        const int block_x = std::clamp(start_x - count, 0, width - 1);
        const int block_y = std::clamp(start_y - count, 0, height - 1);
        int first_stop = start_x + count;
        if (first_stop < 0) continue;
        if (first_stop >= width) first_stop = width - 1;
        int second_stop = start_y + count;
        if (second_stop < 0) continue;
        if (second_stop >= height) second_stop = height - 1;
        const int third_stop = second_stop * width + block_x;
        second_stop = second_stop * width + first_stop;
        first_stop += block_y * width;
        const int final_stop = block_y * width + block_x;
        int index = final_stop;
        for (; index <= first_stop; ++index)  // top edge
            if (Mobj* found = rough_block_check(w, mo, index, fov)) return found;
        for (--index; index <= second_stop; index += width)  // right edge
            if (Mobj* found = rough_block_check(w, mo, index, fov)) return found;
        for (index -= width; index >= third_stop; --index)  // bottom edge
            if (Mobj* found = rough_block_check(w, mo, index, fov)) return found;
        for (++index; index > final_stop; index -= width)  // left edge
            if (Mobj* found = rough_block_check(w, mo, index, fov)) return found;
    }
    return nullptr;
}

}  // namespace

void a_find_tracer(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21() || actor.tracer) return;
    const angle_t fov = mbf21::fixed_to_angle(state_arg(*w.defs, actor.state, 0));
    const int distance = state_arg(*w.defs, actor.state, 1);
    actor.tracer = rough_target_search(w, actor, fov, distance);
}

void a_seek_tracer(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf21()) return;
    const angle_t threshold = mbf21::fixed_to_angle(state_arg(*w.defs, actor.state, 0));
    const angle_t max_turn = mbf21::fixed_to_angle(state_arg(*w.defs, actor.state, 1));
    Mobj* target = actor.tracer;
    if (!target) return;
    if (!(target->flags & MF_SHOOTABLE)) {  // it died
        actor.tracer = nullptr;
        return;
    }
    // P_FaceMobj: the turn towards the target, and which way.
    const angle_t to = angle_between(actor, *target);
    const angle_t diff = to > actor.angle ? to - actor.angle : actor.angle - to;
    angle_t delta = diff > base::kAng180 ? 0xffffffffu - diff : diff;
    const bool increase = (to > actor.angle) == (diff <= base::kAng180);
    if (delta > threshold) {
        delta >>= 1;
        if (delta > max_turn) delta = max_turn;
    }
    actor.angle = increase ? actor.angle + delta : actor.angle - delta;
    const unsigned fine = actor.angle >> base::kAngleToFineShift;
    actor.momx = base::fixed_mul(actor.info->speed, base::fine_cosine(fine));
    actor.momy = base::fixed_mul(actor.info->speed, base::fine_sine(fine));
    // Always seeks the target's middle vertically (seekcenter).
    int dist = aprox_distance(target->x - actor.x, target->y - actor.y);
    if (actor.info->speed != 0) dist /= actor.info->speed;  // a zero speed would divide by zero
    if (dist < 1) dist = 1;
    actor.momz = (target->z + target->height / 2 - actor.z) / dist;
}

}  // namespace sim
