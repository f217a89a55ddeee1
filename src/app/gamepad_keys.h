#pragma once
// A gamepad (GLFW's standard mapping) as the keys the menus and the game
// already read: the d-pad and the left stick are the arrow keys, A is
// Enter, B is Backspace (the menu's previous page) and Start is Escape (it
// opens and closes the menu). Each button or stick direction gives one
// press when it goes down and one release when it comes up, so the pad
// drives the menus through the same path as the keyboard.
#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "platform/window.h"

namespace app {

// GLFWgamepadstate's contents, by GLFW's button and axis numbers.
struct GamepadState {
    std::array<bool, 15> buttons{};
    std::array<float, 6> axes{};
};

class GamepadKeys {
public:
    // The presses and releases since the last state given.
    std::vector<platform::InputEvent> update(const GamepadState& state);

private:
    std::array<bool, 8> down_{};  // by the key table in gamepad_keys.cpp
};

// The first gamepad GLFW knows, or nullopt when none is connected (GLFW
// must be initialised: a window is open).
std::optional<GamepadState> read_gamepad();

}  // namespace app
