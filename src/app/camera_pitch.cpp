#include "app/camera_pitch.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

#include "render/screen_layout.h"
#include "sim/camera.h"
#include "sim/world.h"

namespace app {

std::optional<ViewPitch> camera_pitch(const sim::World& world) {
    const sim::Player& p = world.players[static_cast<std::size_t>(world.opts.consoleplayer)];
    if (!p.mo) return std::nullopt;
    const sim::ViewFrom v = sim::view_from(p);
    if (v.pitch == 0) return std::nullopt;
    // ZDoom's pitch grows looking down.
    const double radians = -static_cast<std::int32_t>(v.pitch) * (2.0 * std::numbers::pi / 4294967296.0);
    // The shear that puts the horizon where that pitch would at the
    // original's focal length (160 of 320 columns).
    const auto rows = static_cast<int>(std::lround(160.0 * std::tan(radians)));
    return ViewPitch{std::clamp(rows, -render::kMaxPitch, render::kMaxPitch), radians};
}

}  // namespace app
