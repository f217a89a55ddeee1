#include "app/free_look.h"

#include <algorithm>
#include <cmath>

#include "render/screen_layout.h"

namespace app {
namespace {

// A row of pitch per 8 mouse pixels at the original's default sensitivity
// (5, a factor of 1): the turn a pixel gives (8 << 16 angle units, about
// 0.044°) and a row at the original's projection (atan(1/160), about
// 0.36°) then agree, so looking up feels as fast as turning.
constexpr double kPixelsPerRow = 8.0;
// A stick pushed all the way sweeps the whole range (100 rows) in a
// second; within the dead zone a resting stick's drift is ignored. Long
// pauses between frames count as a tenth of a second, so a stall does not
// jump the view.
constexpr double kStickRowsPerSecond = 2.0 * render::kMaxPitch;
constexpr double kStickDeadZone = 0.25;
constexpr double kLongestStep = 0.1;
// A row of motion turns the true 3D camera by a row's angle at the
// original's projection (160 rows per unit of slope), up to 89°.
const double kRadiansPerRow = std::atan(1.0 / 160.0);
const double kMostAngle = 89.0 * std::acos(-1.0) / 180.0;

}  // namespace

void FreeLook::configure(const config::Settings& settings) {
    enabled_ = settings.get_bool("input.free_look");
    invert_ = settings.get_bool("input.invert_mouse");
    // The original's mouse scale, (sensitivity + 5) / 10, as TiccmdBuilder.
    rows_per_pixel_ = (settings.get_double("input.mouse_sensitivity") + 5.0) / 10.0 / kPixelsPerRow;
    if (!enabled_) reset();
}

double FreeLook::take_mouse(double dy, bool demo) {
    if (!enabled_ || demo) return dy;
    look((invert_ ? dy : -dy) * rows_per_pixel_);
    return 0;
}

void FreeLook::after_tic(const sim::World& world) {
    const sim::Player& player = world.players[static_cast<std::size_t>(world.opts.consoleplayer)];
    if (world.gamestate != sim::GameState::Level || world.leveltime < leveltime_ ||
        player.playerstate != sim::PST_LIVE)
        reset();
    leveltime_ = world.leveltime;
}

void FreeLook::take_stick(double axis, double seconds, bool demo) {
    if (!enabled_ || demo || std::abs(axis) < kStickDeadZone) return;
    look((invert_ ? axis : -axis) * kStickRowsPerSecond * std::clamp(seconds, 0.0, kLongestStep));
}

void FreeLook::look(double rows) {
    pitch_ = std::clamp(pitch_ + rows, double{-render::kMaxPitch}, double{render::kMaxPitch});
    angle_ = std::clamp(angle_ + rows * kRadiansPerRow, -kMostAngle, kMostAngle);
}

double FreeLook::angle(bool demo) const { return !enabled_ || demo ? 0.0 : angle_; }

int FreeLook::pitch(bool demo) const {
    if (!enabled_ || demo) return 0;
    return static_cast<int>(std::lround(pitch_));
}

}  // namespace app
