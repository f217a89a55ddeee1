#pragma once
// The original's G_BuildTiccmd: held controls and mouse movement become one
// game tic's command, with its speeds, its two-stage keyboard turning and
// its limits, so a player moves exactly as in Doom 1.9 and a recorded demo
// plays back in the original.
#include "app/player_controls.h"
#include "sim/player.h"

namespace app {

struct MovementSettings {
    double mouse_sensitivity = 5.0;  // input.mouse_sensitivity, the original's scale
    bool always_run = false;
    bool vertical_mouse_movement = true;

    static MovementSettings from(const config::Settings& settings);
};

class TiccmdBuilder {
public:
    explicit TiccmdBuilder(MovementSettings settings) : settings_(settings) {}

    // One tic's command. Takes the mouse movement gathered in `controls`;
    // turning keys held for fewer than 6 tics turn slowly, as in the original.
    sim::Ticcmd build(PlayerControls& controls);

private:
    MovementSettings settings_;
    int turn_held_ = 0;                     // tics the turn keys have been held
    double mouse_x_left_ = 0, mouse_y_left_ = 0;  // fractions carried to the next tic
};

}  // namespace app
