#include "config/setting_groups.h"

namespace config {

SettingGroup input_settings() {
    return {"input", "Mouse and movement", "", {
        double_setting("input.mouse_sensitivity", 5.0, 0.0, 20.0,
                       "Mouse turning speed on the original's scale, where 5 is its default."),
        bool_setting("input.invert_mouse", false, "Moving the mouse forward looks down (mouselook only)."),
        bool_setting("input.mouselook", false,
                     "Look up and down with the mouse and aim shots where you look. The original "
                     "could not look up or down and aimed up and down by itself.",
                     Affects::Simulation),
        bool_setting("input.vertical_mouse_movement", true,
                     "Moving the mouse forward and back walks, as in the original. Ignored while "
                     "mouselook is on."),
        bool_setting("input.always_run", false, "Run without holding the run key; holding it then walks."),
    }};
}

}  // namespace config
