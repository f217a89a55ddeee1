#pragma once
// ZDoom's camera things have a pitch of their own (sim/level_cameras.h).
// While the console player's view is through one, the frame is drawn with
// it in place of free look's, in demos too: it is the game's, not the
// player's.
#include <optional>

namespace sim {
struct World;
}

namespace app {

struct ViewPitch {
    int rows = 0;        // a sheared view's (render::ScreenLayout::with_pitch), up positive
    double radians = 0;  // the true 3D view's, up positive
};

// Nothing unless the view is through a camera thing that tilts.
std::optional<ViewPitch> camera_pitch(const sim::World& world);

}  // namespace app
