// ZDoom's teleports of things by id rather than by the one who crossed a
// line: TeleportOther, and the group teleports that keep each thing's place
// and facing relative to a source spot (TeleportGroup, TeleportInSector);
// and Teleport_Line, Boom's line-to-line teleport by line id.
// Behaviour follows ZDoom's p_teleport.cpp; a destination is the first
// teleport destination (Doom's thing 14) with the id, in thinker order, as
// Teleport (70) picks it here.
#include <cstdint>
#include <vector>

#include "base/trig_tables.h"
#include "sim/boom_specials.h"
#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/sector_queries.h"
#include "sim/special_events.h"
#include "sim/thing_ids.h"

namespace sim {

namespace {

const Mobj* destination(World& w, int tid) {
    for (Mobj* m : things_with_id(w, tid, nullptr))
        if (m->type == MT_TELEPORTMAN) return m;
    return nullptr;
}

// DoGroupForOne: `victim` goes where it stands from `source`, turned by
// the angle between the source and the destination, and keeps its facing
// relative to them; the facing is set even when the move is blocked.
bool move_with_group(World& w, Mobj& victim, const Spot& source, const Mobj& dest, bool fog) {
    const unsigned an = (dest.angle - source.angle) >> base::kAngleToFineShift;
    const std::int64_t ox = victim.x - source.x, oy = victim.y - source.y;
    const auto nx = static_cast<fixed_t>((ox * base::fine_cosine(an) - oy * base::fine_sine(an)) >> base::kFracBits);
    const auto ny = static_cast<fixed_t>((ox * base::fine_sine(an) + oy * base::fine_cosine(an)) >> base::kFracBits);
    const angle_t facing = victim.angle - source.angle;
    const bool moved = teleport_to(w, victim, dest.x + nx, dest.y + ny, victim.angle, fog);
    victim.angle = dest.angle + facing;
    return moved;
}

// TeleportOther (tid, destination tid, fog): without fog each keeps its facing.
bool teleport_other(World& w, int tid, int dest_tid, bool fog) {
    if (tid == 0 || dest_tid == 0) return false;
    const Mobj* dest = destination(w, dest_tid);
    if (!dest) return false;
    bool any = false;
    for (Mobj* victim : things_with_id(w, tid, nullptr)) {
        const angle_t facing = victim->angle;
        if (!teleport_to(w, *victim, *dest, fog)) continue;
        if (!fog) victim->angle = facing;
        any = true;
    }
    return any;
}

// TeleportGroup (group tid, source tid, destination tid, move the source,
// fog): group 0 is the activator; without a source, TeleportOther.
bool teleport_group(const HexenCall& c) {
    const std::vector<Spot> sources = spots_with_id(c.w, c.a[1], nullptr);
    if (sources.empty()) return teleport_other(c.w, c.a[0], c.a[2], c.a[4]);
    const Mobj* dest = destination(c.w, c.a[2]);
    if (!dest) return false;
    const Spot& source = sources.front();
    bool any = false;
    for (Mobj* victim : things_with_id(c.w, c.a[0], c.thing)) any |= move_with_group(c.w, *victim, source, *dest, c.a[4]);
    if (c.a[3] && any && source.thing) {
        any |= teleport_to(c.w, *source.thing, *dest, false);
        source.thing->angle = dest->angle;
    }
    return any;
}

// TeleportInSector (tag, source tid, destination tid, fog, group tid): the
// things in the tagged sectors (of the group, if one is given).
bool teleport_in_sector(const HexenCall& c) {
    const std::vector<Spot> sources = spots_with_id(c.w, c.a[1], nullptr);
    const Mobj* dest = destination(c.w, c.a[2]);
    if (sources.empty() || !dest) return false;
    std::vector<Mobj*> victims;  // gathered first: a move relinks the sector's list
    for (int s = -1; (s = find_sector_from_tag(c.w, c.a[0], s)) >= 0;)
        for (Mobj* m = c.w.sectors[static_cast<std::size_t>(s)].thinglist; m; m = m->snext)
            if (c.a[4] == 0 || m->tid == c.a[4]) victims.push_back(m);
    bool any = false;
    for (Mobj* victim : victims) any |= move_with_group(c.w, *victim, sources.front(), *dest, c.a[3]);
    return any;
}

constexpr HexenPlayed kTeleports[] = {
    {76, [](const HexenCall& c) { return teleport_other(c.w, c.a[0], c.a[1], c.a[2]); }},  // TeleportOther
    {77, teleport_group},      // TeleportGroup
    {78, teleport_in_sector},  // TeleportInSector
    {215, [](const HexenCall& c) {  // Teleport_Line (this id, exit id, reversed): Boom's line-to-line teleport
         return c.thing && line_id_teleport(c.w, c.line, c.side, *c.thing, c.a[1], c.a[2] != 0);
     }},
};

}  // namespace

std::span<const HexenPlayed> hexen_teleport_specials() { return kTeleports; }

}  // namespace sim
