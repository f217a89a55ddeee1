#include "app/ticcmd_builder.h"

#include <algorithm>
#include <cmath>

namespace app {
namespace {

// g_game.c's speed tables, [walk, run]; the turn table's third entry is
// the slow first tics of a keyboard turn.
constexpr int kForwardMove[2] = {0x19, 0x32};
constexpr int kSideMove[2] = {0x18, 0x28};
constexpr int kAngleTurn[3] = {640, 1280, 320};
constexpr int kSlowTurnTics = 6;
constexpr int kMaxMove = kForwardMove[1];

// The whole part of `pixels` scaled as the original scaled mouse counts,
// (sensitivity + 5) / 10; the rest is kept for the next tic.
int take_whole(double& left, double pixels, double sensitivity) {
    left += pixels * (sensitivity + 5.0) / 10.0;
    const double whole = std::trunc(left);
    left -= whole;
    return static_cast<int>(whole);
}

}  // namespace

MovementSettings MovementSettings::from(const config::Settings& settings) {
    MovementSettings m;
    m.mouse_sensitivity = settings.get_double("input.mouse_sensitivity");
    m.always_run = settings.get_bool("input.always_run");
    m.vertical_mouse_movement = settings.get_bool("input.vertical_mouse_movement");
    return m;
}

sim::Ticcmd TiccmdBuilder::build(PlayerControls& controls) {
    const bool strafe = controls.held(Action::Strafe);
    const int speed = controls.held(Action::Run) != settings_.always_run ? 1 : 0;
    int forward = 0, side = 0, turn = 0;

    const bool turning = controls.held(Action::TurnLeft) || controls.held(Action::TurnRight);
    turn_held_ = turning ? turn_held_ + 1 : 0;
    const int turn_speed = turn_held_ < kSlowTurnTics ? 2 : speed;
    if (strafe) {
        if (controls.held(Action::TurnRight)) side += kSideMove[speed];
        if (controls.held(Action::TurnLeft)) side -= kSideMove[speed];
    } else {
        if (controls.held(Action::TurnRight)) turn -= kAngleTurn[turn_speed];
        if (controls.held(Action::TurnLeft)) turn += kAngleTurn[turn_speed];
    }
    if (controls.held(Action::Forward)) forward += kForwardMove[speed];
    if (controls.held(Action::Back)) forward -= kForwardMove[speed];
    if (controls.held(Action::StrafeRight)) side += kSideMove[speed];
    if (controls.held(Action::StrafeLeft)) side -= kSideMove[speed];

    sim::Ticcmd cmd;
    if (controls.held(Action::Fire)) cmd.buttons |= sim::BT_ATTACK;
    if (controls.held(Action::Use)) cmd.buttons |= sim::BT_USE;
    // The lowest held weapon key wins, as the original scanned them in order.
    for (int i = 0; i < 7; ++i) {
        if (controls.held(static_cast<Action>(static_cast<int>(Action::Weapon1) + i))) {
            cmd.buttons |= sim::BT_CHANGE | static_cast<std::uint8_t>(i << sim::BT_WEAPONSHIFT);
            break;
        }
    }

    const auto [dx, dy] = controls.take_mouse();
    const int mouse_x = take_whole(mouse_x_left_, dx, settings_.mouse_sensitivity);
    const int mouse_y = take_whole(mouse_y_left_, -dy, settings_.mouse_sensitivity);  // window y grows down
    if (strafe)
        side += mouse_x * 2;
    else
        turn -= mouse_x * 0x8;
    if (settings_.vertical_mouse_movement) forward += mouse_y;

    forward = std::clamp(forward, -kMaxMove, kMaxMove);
    side = std::clamp(side, -kMaxMove, kMaxMove);
    cmd.forwardmove = static_cast<std::int8_t>(forward);
    cmd.sidemove = static_cast<std::int8_t>(side);
    cmd.angleturn = static_cast<std::int16_t>(turn);
    return cmd;
}

}  // namespace app
