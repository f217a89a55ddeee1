#include "render/viewer.h"

#include <array>

#include "sim/camera.h"

namespace render {

const sim::Player& viewer(const sim::World& world, int player) {
    const sim::Player& p = world.players.at(static_cast<std::size_t>(player));
    if (!p.mo) return p;
    const sim::ViewFrom v = sim::view_from(p);
    if (v.player) return *v.player;
    // The renderers read the stand-ins only; each player keeps its own.
    thread_local std::array<sim::Player, sim::kMaxPlayers> stand_ins;
    thread_local std::array<sim::Mobj, sim::kMaxPlayers> spots;
    sim::Player& s = stand_ins[static_cast<std::size_t>(player)];
    s = sim::Player{};
    if (v.thing) {
        s.mo = const_cast<sim::Mobj*>(v.thing);
    } else {
        sim::Mobj& spot = spots[static_cast<std::size_t>(player)];
        spot.x = v.x;
        spot.y = v.y;
        spot.z = v.z;
        spot.angle = v.angle;
        spot.subsector = v.subsector;
        s.mo = &spot;
    }
    s.viewz = v.z;
    s.viewheight = v.z - s.mo->z;
    return s;
}

}  // namespace render
