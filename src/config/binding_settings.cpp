#include "config/setting_groups.h"

#include "config/key_names.h"

namespace config {

SettingGroup binding_settings() {
    std::string names;
    for (auto name : key_names()) names += (names.empty() ? "" : " ") + std::string(name);
    return {"bindings", "Key bindings",
            "Each action lists the keys and mouse buttons that trigger it; [] leaves it unbound. "
            "Key names: " + names + ".", {
        bindings_setting("bindings.forward", {"w", "up", "mouse3"}, "Move forward."),
        bindings_setting("bindings.back", {"s", "down"}, "Move backward."),
        bindings_setting("bindings.strafe_left", {"a", "comma"}, "Step sideways to the left."),
        bindings_setting("bindings.strafe_right", {"d", "period"}, "Step sideways to the right."),
        bindings_setting("bindings.turn_left", {"left"}, "Turn left."),
        bindings_setting("bindings.turn_right", {"right"}, "Turn right."),
        bindings_setting("bindings.run", {"lshift", "rshift"}, "Hold to run (to walk with always_run on)."),
        bindings_setting("bindings.strafe", {"lalt", "ralt", "mouse2"},
                         "Hold to make the turn keys and the mouse step sideways."),
        bindings_setting("bindings.fire", {"lctrl", "rctrl", "mouse1"}, "Fire the current weapon."),
        bindings_setting("bindings.use", {"space", "e"}, "Open doors, press switches."),
        bindings_setting("bindings.weapon1", {"1"}, "Fist, or chainsaw when you have it."),
        bindings_setting("bindings.weapon2", {"2"}, "Pistol."),
        bindings_setting("bindings.weapon3", {"3"}, "Shotgun, or super shotgun when you have it."),
        bindings_setting("bindings.weapon4", {"4"}, "Chaingun."),
        bindings_setting("bindings.weapon5", {"5"}, "Rocket launcher."),
        bindings_setting("bindings.weapon6", {"6"}, "Plasma rifle."),
        bindings_setting("bindings.weapon7", {"7"}, "BFG 9000."),
        bindings_setting("bindings.automap", {"tab"}, "Show or hide the automap."),
        bindings_setting("bindings.automap_zoom_in", {"equals", "kpplus"}, "Automap: zoom in while held."),
        bindings_setting("bindings.automap_zoom_out", {"minus", "kpminus"}, "Automap: zoom out while held."),
        bindings_setting("bindings.automap_max_zoom", {"0"},
                         "Automap: show the whole level; again to go back to the zoom before."),
        bindings_setting("bindings.automap_follow", {"f"},
                         "Automap: follow the player, or not (then the pan keys move the map)."),
        bindings_setting("bindings.automap_grid", {"g"}, "Automap: show or hide the grid of 128-unit blocks."),
        bindings_setting("bindings.automap_mark", {"m"}, "Automap: put a numbered mark at the map's centre."),
        bindings_setting("bindings.automap_clear_marks", {"c"}, "Automap: remove every mark."),
        bindings_setting("bindings.automap_pan_up", {"up"}, "Automap with follow off: move the map up."),
        bindings_setting("bindings.automap_pan_down", {"down"}, "Automap with follow off: move the map down."),
        bindings_setting("bindings.automap_pan_left", {"left"}, "Automap with follow off: move the map left."),
        bindings_setting("bindings.automap_pan_right", {"right"}, "Automap with follow off: move the map right."),
        bindings_setting("bindings.menu", {"escape"}, "Open or close the menu."),
        bindings_setting("bindings.screenshot", {"printscreen"}, "Save a screenshot."),
        bindings_setting("bindings.switch_renderer", {"insert"}, "Switch between the software and Vulkan renderers."),
        bindings_setting("bindings.split_view", {"delete"},
                         "Show the software and Vulkan renderers side by side, to compare them."),
        bindings_setting("bindings.switch_vulkan_view", {"home"},
                         "Switch the Vulkan renderer between its exact view and its true 3D view."),
        bindings_setting("bindings.fullscreen", {"f11"}, "Switch between the window and the whole screen."),
        bindings_setting("bindings.fps_counter", {"f12"}, "Show or hide the frames-per-second counter."),
        bindings_setting("bindings.settings", {"grave"}, "Open the settings pages (every setting, changed at once)."),
        bindings_setting("bindings.demo_pause", {"p", "pause"}, "Watching a demo (-playdemo): pause or go on."),
        bindings_setting("bindings.demo_step", {"period"}, "Watching a demo: play one tic while paused."),
        bindings_setting("bindings.demo_slower", {"leftbracket"}, "Watching a demo: half the speed (down to 1/4)."),
        bindings_setting("bindings.demo_faster", {"rightbracket"}, "Watching a demo: double the speed (up to 16x)."),
        bindings_setting("bindings.demo_back", {"left", "pagedown"}, "Watching a demo: jump 10 seconds back."),
        bindings_setting("bindings.demo_forward", {"right", "pageup"}, "Watching a demo: jump 10 seconds on."),
    }};
}

}  // namespace config
