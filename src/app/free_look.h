#pragma once
// Free look (input.free_look): the mouse's vertical motion tilts the view
// by shearing it (render::ScreenLayout::pitch), as Heretic did, and turns
// the true 3D Vulkan view's camera up to 89° either way (angle()). The pitch
// is a view setting only: the simulation never sees it, the ticcmd gets no
// forward motion from the mouse meanwhile, shots keep the original's
// autoaim, and a demo being played or recorded shows the level view
// straight ahead.
#include "config/settings.h"
#include "sim/world.h"

namespace app {

class FreeLook {
public:
    explicit FreeLook(const config::Settings& settings) { configure(settings); }

    // Reads input.free_look, input.invert_mouse and input.mouse_sensitivity.
    void configure(const config::Settings& settings);

    // Vertical mouse motion in window pixels (y grows down): free look
    // takes it (moving the mouse forward looks up unless inverted) and
    // returns 0; while disabled, or while a demo plays or records, it is
    // all left for the ticcmd (the original's walking) and returned.
    double take_mouse(double dy, bool demo);
    // A gamepad's right stick held at `axis` (-1 up .. 1 down, GLFW's) for
    // `seconds`: looks up or down at a rate the deflection sets, past a
    // small dead zone; nothing while disabled or in a demo.
    void take_stick(double axis, double seconds, bool demo);
    // After each game tic: a new level, a reloaded level or a dead player
    // looks straight ahead again (the original's view, for the next life).
    void after_tic(const sim::World& world);
    void reset() {
        pitch_ = 0;
        angle_ = 0;
    }

    // The pitch to draw with, in 320×200 rows (ScreenLayout::with_pitch);
    // 0 while disabled or while a demo plays or records.
    int pitch(bool demo) const;
    // The same motion as a real pitch in radians (up positive), within ±89°,
    // for a view that turns its camera; 0 while disabled or in a demo.
    double angle(bool demo) const;

private:
    // `rows` of motion, up positive: the shear and the angle move together, each within its limit.
    void look(double rows);

    bool enabled_ = false;
    bool invert_ = false;
    double rows_per_pixel_ = 0;
    double pitch_ = 0;  // kept in fractions of a row, so slow motion adds up
    double angle_ = 0;  // radians, a row's angle at the original's projection per row moved
    int leveltime_ = 0;
};

}  // namespace app
