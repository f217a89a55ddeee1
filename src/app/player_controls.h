#pragma once
// What the player's keys and mouse ask for: the actions of the bindings
// settings, which of them are held now, and the mouse movement since the
// last game tic. Fed by the window's input events.
#include <array>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "config/settings.h"

namespace app {

enum class Action {
    Forward, Back, StrafeLeft, StrafeRight, TurnLeft, TurnRight, Run, Strafe, Fire, Use,
    Weapon1, Weapon2, Weapon3, Weapon4, Weapon5, Weapon6, Weapon7,
    Automap, Menu, Screenshot, SwitchRenderer, SplitView, Fullscreen, FpsCounter, Settings, SwitchVulkanView,
    DemoPause, DemoStep, DemoSlower, DemoFaster, DemoBack, DemoForward,
    Count
};

// The settings key of an action ("bindings.forward").
std::string_view binding_key(Action action);

class PlayerControls {
public:
    // Reads every "bindings.*" setting.
    explicit PlayerControls(const config::Settings& settings);

    // A key or button named as config::key_names() names them went down or
    // up. Returns the actions that went from released to held, in binding
    // order, for the ones that act once per press (renderer switch, say).
    std::vector<Action> press(std::string_view key);
    void release(std::string_view key);
    // Whether any binding names the key.
    bool bound(std::string_view key) const { return actions_of_key_.contains(std::string(key)); }
    void move_mouse(double dx, double dy);

    bool held(Action action) const { return held_count_[static_cast<std::size_t>(action)] > 0; }
    // The mouse movement gathered since the last call, in pixels.
    std::array<double, 2> take_mouse();
    // Lets go of everything, as when the window loses focus.
    void release_all();

private:
    std::unordered_map<std::string, std::vector<Action>> actions_of_key_;
    std::unordered_map<std::string, bool> key_down_;
    std::array<int, static_cast<std::size_t>(Action::Count)> held_count_{};
    double mouse_dx_ = 0, mouse_dy_ = 0;
};

}  // namespace app
