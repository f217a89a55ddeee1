#include "sim/camera.h"

#include <vector>

#include "sim/map_utility.h"
#include "sim/thing_ids.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr base::fixed_t kMapSpotEye = 8 * base::kFracUnit;  // half ZDoom's MapSpot height

// What a ChangeCamera names: a thing first, then a camera thing, then a
// map spot (camera: -1 unless a camera thing).
struct Target {
    const Spot* spot = nullptr;
    int camera = -1;
};

void set_camera(const World& w, Player& player, const Target& to, int tid, bool revert) {
    player.camera = nullptr;
    player.camera_spot = {};
    if (to.camera >= 0) {
        const LevelCamera& c = w.cameras[static_cast<std::size_t>(to.camera)];
        player.camera_spot = {true, c.x, c.y, c.z + c.eye, c.angle, c.subsector, tid, to.camera, c.pitch};
    } else if (to.spot && to.spot->thing && to.spot->thing != player.mo) {
        player.camera = to.spot->thing;
    } else if (to.spot && !to.spot->thing) {
        player.camera_spot = {true, to.spot->x, to.spot->y, to.spot->z + kMapSpotEye, to.spot->angle,
                              point_in_subsector(w, to.spot->x, to.spot->y), tid};
    }
    if (player.camera || player.camera_spot.on) {
        if (revert) player.cheats |= CF_REVERTPLEASE;
    } else {
        player.cheats &= ~CF_REVERTPLEASE;
    }
}

int camera_with_id(const World& w, int tid) {
    for (std::size_t i = 0; i < w.cameras.size(); ++i)
        if (w.cameras[i].tid == tid) return static_cast<int>(i);
    return -1;
}

}  // namespace

bool change_camera(World& w, Mobj* activator, int tid, bool all_players, bool revert) {
    std::vector<Spot> spots;
    if (tid != 0) spots = spots_with_id(w, tid, activator);
    Target to{spots.empty() ? nullptr : &spots.front()};
    if (tid != 0 && (!to.spot || !to.spot->thing)) to.camera = camera_with_id(w, tid);
    if (!activator || !activator->player || all_players) {
        for (std::size_t i = 0; i < w.players.size(); ++i)
            if (w.opts.playeringame[i]) set_camera(w, w.players[i], to, tid, revert);
    } else {
        set_camera(w, *activator->player, to, tid, revert);
    }
    return true;
}

ViewFrom view_from(const Player& player) {
    ViewFrom v;
    if (player.camera_spot.on) {
        const CameraSpot& s = player.camera_spot;
        v.x = s.x;
        v.y = s.y;
        v.z = s.z;
        v.angle = s.angle;
        v.pitch = s.pitch;
        v.subsector = s.subsector;
        v.tid = s.tid;
        return v;
    }
    const Mobj* seen_from = player.camera && !player.camera->removed() ? player.camera : player.mo;
    v.thing = seen_from;
    v.player = seen_from->player;
    v.x = seen_from->x;
    v.y = seen_from->y;
    v.z = v.player ? v.player->viewz : seen_from->z + seen_from->height / 2;
    v.angle = seen_from->angle;
    v.subsector = seen_from->subsector;
    v.tid = seen_from->tid;
    return v;
}

void revert_camera_on_walk(Player& player, bool walked) {
    if (!walked || !(player.cheats & CF_REVERTPLEASE)) return;
    player.cheats &= ~CF_REVERTPLEASE;
    player.camera = nullptr;
    player.camera_spot = {};
}

}  // namespace sim
