#include "sim/animated_doors.h"

#include <memory>

#include "sim/map_utility.h"
#include "sim/movers.h"
#include "sim/sector_queries.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr fixed_t kAtOnce = 2048 * base::kFracUnit;  // ZDoom moves the ceiling 2048 units a tic

int front_top(const World& w, int line) {
    const int side = w.level.lines[static_cast<std::size_t>(line)].sides[0];
    return side == map::kNone ? 0 : w.sides[static_cast<std::size_t>(side)].toptexture;
}

// The animation whose door texture `line`'s front upper part shows, or -1.
int animation_of(const World& w, int line) {
    const int texture = front_top(w, line);
    const auto& doors = w.textures.door_animations;
    for (std::size_t i = 0; i < doors.size(); ++i)
        if (texture > 0 && doors[i].texture == texture) return static_cast<int>(i);
    return -1;
}

void set_blocking(World& w, int line, bool on) {
    int& flags = w.lines[static_cast<std::size_t>(line)].flags;
    flags = on ? flags | map::kLineBlocking : flags & ~map::kLineBlocking;
}

// Both faces of the doorway block (or let things through).
void block_doorway(World& w, const AnimatedDoor& d, bool on) {
    set_blocking(w, d.line1, on);
    set_blocking(w, d.line2, on);
}

// Both sides of both lines show frame `frame`.
void show_frame(World& w, const AnimatedDoor& d) {
    const int texture = w.textures.door_animations[static_cast<std::size_t>(d.animation)]
                            .frames[static_cast<std::size_t>(d.frame)];
    for (const int line : {d.line1, d.line2})
        for (const int side : w.level.lines[static_cast<std::size_t>(line)].sides)
            if (side != map::kNone) w.sides[static_cast<std::size_t>(side)].midtexture = texture;
}

// ZDoom's touching_thinglist: a thing in the sector, or one whose box
// crosses one of its lines from the sector beyond.
bool touched(const World& w, int sector) {
    if (w.sectors[static_cast<std::size_t>(sector)].thinglist) return true;
    for (const int line : w.sector_info(sector).lines) {
        const map::Line& ml = w.level.lines[static_cast<std::size_t>(line)];
        for (const int other : {ml.front_sector, ml.back_sector}) {
            if (other == map::kNone || other == sector) continue;
            for (const Mobj* mo = w.sectors[static_cast<std::size_t>(other)].thinglist; mo; mo = mo->snext)
                if (box_crosses_line(w, box_around(mo->x, mo->y, mo->radius), line)) return true;
        }
    }
    return false;
}

bool start_closing(World& w, AnimatedDoor& d) {
    if (touched(w, d.sector)) return false;
    block_doorway(w, d, true);
    d.status = AnimatedDoor::Status::Closing;
    d.timer = d.speed;
    return true;
}

void start_door(World& w, int sector, int line, int animation, int speed, int delay) {
    AnimatedDoor* d = w.thinkers.add(std::make_unique<AnimatedDoor>());
    SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
    s.specialdata = d;
    d->sector = sector;
    d->animation = animation;
    d->line1 = d->line2 = line;
    // The door's other face: the next of its lines showing the same texture.
    const int texture = front_top(w, line);
    for (const int other : w.sector_info(sector).lines) {
        if (other != line && front_top(w, other) == texture) {
            d->line2 = other;
            break;
        }
    }
    for (const int face : {d->line1, d->line2}) {
        const int side = w.level.lines[static_cast<std::size_t>(face)].sides[0];
        w.sides[static_cast<std::size_t>(side)].midtexture = front_top(w, face);
    }
    d->speed = d->timer = speed;
    d->delay = delay;
    d->line1_blocked = w.lines[static_cast<std::size_t>(d->line1)].flags & map::kLineBlocking;
    d->line2_blocked = w.lines[static_cast<std::size_t>(d->line2)].flags & map::kLineBlocking;
    block_doorway(w, *d, true);
    // The ceiling goes up at once by the door texture's height (64 unknown).
    const auto& heights = w.textures.texture_heights;
    const int height = static_cast<std::size_t>(texture) < heights.size() ? heights[static_cast<std::size_t>(texture)] : 64;
    d->closed_ceiling = s.ceilingheight;
    move_plane(w, sector, kAtOnce, s.ceilingheight + height * base::kFracUnit, false, Plane::Ceiling, 1);
}

// A door already at work: one waiting open closes, whoever asked.
bool close_waiting(World& w, Thinker* busy) {
    if (!busy || busy->kind() != ThinkerKind::AnimatedDoor) return false;
    auto* d = static_cast<AnimatedDoor*>(busy);
    return d->status == AnimatedDoor::Status::Waiting && start_closing(w, *d);
}

}  // namespace

void AnimatedDoor::think(World& w) {
    SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
    const auto frames = static_cast<int>(w.textures.door_animations[static_cast<std::size_t>(animation)].frames.size());
    switch (status) {
        case Status::Opening:
            if (timer-- != 0) break;
            if (++frame < frames) {
                timer = speed;
                show_frame(w, *this);
                break;
            }
            // Open: the doorway lets things through, whatever it did before.
            block_doorway(w, *this, false);
            if (delay == 0) {
                s.specialdata = nullptr;
                w.thinkers.remove(this);
                break;
            }
            timer = delay;
            status = Status::Waiting;
            break;
        case Status::Waiting:
            if (timer-- == 0 && !start_closing(w, *this)) timer = delay;
            break;
        case Status::Closing:
            if (timer-- != 0) break;
            if (--frame >= 0 && frame < frames) {
                timer = speed;
                show_frame(w, *this);
                break;
            }
            move_plane(w, sector, kAtOnce, closed_ceiling, false, Plane::Ceiling, -1);
            s.specialdata = nullptr;
            w.thinkers.remove(this);
            if (!line1_blocked) set_blocking(w, line1, false);
            if (!line2_blocked) set_blocking(w, line2, false);
            break;
    }
}

bool slide_door(World& w, int line, Mobj* thing, int tag, int speed, int delay, bool close_only) {
    if (tag == 0) {
        if (line < 0) return false;
        const int sector = w.level.lines[static_cast<std::size_t>(line)].back_sector;
        if (sector == map::kNone) return false;
        if (Thinker* busy = w.sectors[static_cast<std::size_t>(sector)].specialdata)
            return thing && thing->player && close_waiting(w, busy);
        const int animation = close_only ? -1 : animation_of(w, line);
        if (animation < 0) return false;
        start_door(w, sector, line, animation, speed, delay);
        return true;
    }
    bool started = false;
    for (int sector = -1; (sector = find_sector_from_tag(w, tag, sector)) >= 0;) {
        if (Thinker* busy = w.sectors[static_cast<std::size_t>(sector)].specialdata) {
            close_waiting(w, busy);
            continue;
        }
        if (close_only) continue;
        for (const int door_line : w.sector_info(sector).lines) {
            if (w.level.lines[static_cast<std::size_t>(door_line)].back_sector == map::kNone) continue;
            const int animation = animation_of(w, door_line);
            if (animation < 0) continue;
            start_door(w, sector, door_line, animation, speed, delay);
            started = true;
            break;
        }
    }
    return started;
}

}  // namespace sim
