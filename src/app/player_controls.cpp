#include "app/player_controls.h"

namespace app {
namespace {

constexpr std::array<std::string_view, static_cast<std::size_t>(Action::Count)> kBindingKeys = {
    "bindings.forward",  "bindings.back",    "bindings.strafe_left", "bindings.strafe_right",
    "bindings.turn_left", "bindings.turn_right", "bindings.run",      "bindings.strafe",
    "bindings.fire",     "bindings.use",     "bindings.weapon1",     "bindings.weapon2",
    "bindings.weapon3",  "bindings.weapon4", "bindings.weapon5",     "bindings.weapon6",
    "bindings.weapon7",  "bindings.automap", "bindings.menu",        "bindings.screenshot",
    "bindings.switch_renderer", "bindings.split_view", "bindings.fullscreen", "bindings.fps_counter",
    "bindings.settings", "bindings.switch_vulkan_view",
    "bindings.demo_pause", "bindings.demo_step", "bindings.demo_slower", "bindings.demo_faster",
    "bindings.demo_back", "bindings.demo_forward",
};

}  // namespace

std::string_view binding_key(Action action) { return kBindingKeys[static_cast<std::size_t>(action)]; }

PlayerControls::PlayerControls(const config::Settings& settings) {
    for (std::size_t i = 0; i < kBindingKeys.size(); ++i)
        for (const std::string& key : settings.get_bindings(kBindingKeys[i]))
            actions_of_key_[key].push_back(static_cast<Action>(i));
}

std::vector<Action> PlayerControls::press(std::string_view key) {
    std::vector<Action> started;
    bool& down = key_down_[std::string(key)];
    if (down) return started;  // a second press without a release changes nothing
    down = true;
    const auto found = actions_of_key_.find(std::string(key));
    if (found == actions_of_key_.end()) return started;
    for (Action action : found->second)
        if (held_count_[static_cast<std::size_t>(action)]++ == 0) started.push_back(action);
    return started;
}

void PlayerControls::release(std::string_view key) {
    const auto down = key_down_.find(std::string(key));
    if (down == key_down_.end() || !down->second) return;
    down->second = false;
    const auto found = actions_of_key_.find(std::string(key));
    if (found == actions_of_key_.end()) return;
    for (Action action : found->second) --held_count_[static_cast<std::size_t>(action)];
}

void PlayerControls::move_mouse(double dx, double dy) {
    mouse_dx_ += dx;
    mouse_dy_ += dy;
}

std::array<double, 2> PlayerControls::take_mouse() {
    const std::array<double, 2> moved{mouse_dx_, mouse_dy_};
    mouse_dx_ = mouse_dy_ = 0;
    return moved;
}

void PlayerControls::release_all() {
    key_down_.clear();
    held_count_.fill(0);
    mouse_dx_ = mouse_dy_ = 0;
}

}  // namespace app
