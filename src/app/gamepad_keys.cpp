#include "app/gamepad_keys.h"

#include <GLFW/glfw3.h>

#include <cstddef>

namespace app {

namespace {

// How far a stick must lean to count as a direction.
constexpr float kStickThreshold = 0.5f;

struct PadKey {
    std::string_view key;  // a name from config::key_names()
    int button;            // GLFW_GAMEPAD_BUTTON_*, or -1
    int axis;              // GLFW_GAMEPAD_AXIS_*, or -1
    float sign;            // the direction along the axis
};

constexpr std::array<PadKey, 8> kKeys{{
    {"up", GLFW_GAMEPAD_BUTTON_DPAD_UP, GLFW_GAMEPAD_AXIS_LEFT_Y, -1.0f},
    {"down", GLFW_GAMEPAD_BUTTON_DPAD_DOWN, GLFW_GAMEPAD_AXIS_LEFT_Y, 1.0f},
    {"left", GLFW_GAMEPAD_BUTTON_DPAD_LEFT, GLFW_GAMEPAD_AXIS_LEFT_X, -1.0f},
    {"right", GLFW_GAMEPAD_BUTTON_DPAD_RIGHT, GLFW_GAMEPAD_AXIS_LEFT_X, 1.0f},
    {"enter", GLFW_GAMEPAD_BUTTON_A, -1, 0.0f},
    {"backspace", GLFW_GAMEPAD_BUTTON_B, -1, 0.0f},
    {"escape", GLFW_GAMEPAD_BUTTON_START, -1, 0.0f},
    {"escape", GLFW_GAMEPAD_BUTTON_BACK, -1, 0.0f},
}};

bool held(const PadKey& k, const GamepadState& state) {
    if (state.buttons[static_cast<std::size_t>(k.button)]) return true;
    return k.axis >= 0 && state.axes[static_cast<std::size_t>(k.axis)] * k.sign > kStickThreshold;
}

}  // namespace

std::vector<platform::InputEvent> GamepadKeys::update(const GamepadState& state) {
    std::vector<platform::InputEvent> events;
    for (std::size_t i = 0; i < kKeys.size(); ++i) {
        const bool now = held(kKeys[i], state);
        if (now == down_[i]) continue;
        down_[i] = now;
        platform::InputEvent event;
        event.kind = now ? platform::InputEvent::Kind::Press : platform::InputEvent::Kind::Release;
        event.key = kKeys[i].key;
        events.push_back(event);
    }
    return events;
}

std::optional<GamepadState> read_gamepad() {
    for (int pad = GLFW_JOYSTICK_1; pad <= GLFW_JOYSTICK_LAST; ++pad) {
        GLFWgamepadstate glfw_state;
        if (!glfwJoystickIsGamepad(pad) || !glfwGetGamepadState(pad, &glfw_state)) continue;
        GamepadState state;
        for (std::size_t i = 0; i < state.buttons.size(); ++i) state.buttons[i] = glfw_state.buttons[i] == GLFW_PRESS;
        for (std::size_t i = 0; i < state.axes.size(); ++i) state.axes[i] = glfw_state.axes[i];
        return state;
    }
    return std::nullopt;
}

}  // namespace app
