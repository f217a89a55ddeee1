#include "sim/camera.h"

#include <vector>

#include "sim/map_utility.h"
#include "sim/thing_ids.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr base::fixed_t kMapSpotEye = 8 * base::kFracUnit;  // half ZDoom's MapSpot height

void set_camera(const World& w, Player& player, const Spot* spot, int tid, bool revert) {
    player.camera = nullptr;
    player.camera_spot = {};
    if (spot && spot->thing && spot->thing != player.mo) {
        player.camera = spot->thing;
    } else if (spot && !spot->thing) {
        player.camera_spot = {true, spot->x, spot->y, spot->z + kMapSpotEye, spot->angle,
                              point_in_subsector(w, spot->x, spot->y), tid};
    }
    if (player.camera || player.camera_spot.on) {
        if (revert) player.cheats |= CF_REVERTPLEASE;
    } else {
        player.cheats &= ~CF_REVERTPLEASE;
    }
}

}  // namespace

bool change_camera(World& w, Mobj* activator, int tid, bool all_players, bool revert) {
    std::vector<Spot> spots;
    if (tid != 0) spots = spots_with_id(w, tid, activator);
    const Spot* spot = spots.empty() ? nullptr : &spots.front();
    if (!activator || !activator->player || all_players) {
        for (std::size_t i = 0; i < w.players.size(); ++i)
            if (w.opts.playeringame[i]) set_camera(w, w.players[i], spot, tid, revert);
    } else {
        set_camera(w, *activator->player, spot, tid, revert);
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
