#include "config/setting_groups.h"

namespace config {

SettingGroup input_settings() {
    return {"input", "Mouse and movement", "", {
        double_setting("input.mouse_sensitivity", 5.0, 0.0, 20.0,
                       "Mouse turning speed on the original's scale, where 5 is its default."),
        bool_setting("input.free_look", false,
                     "Look up and down with the mouse by shearing the view, as Heretic did. Only the "
                     "view moves: shots still aim up and down by themselves as in the original, and "
                     "demos, recorded or played, show the original's level view."),
        bool_setting("input.invert_mouse", false, "Moving the mouse forward looks down (free look only)."),
        bool_setting("input.vertical_mouse_movement", true,
                     "Moving the mouse forward and back walks, as in the original. Ignored while "
                     "free look is on."),
        bool_setting("input.always_run", false, "Run without holding the run key; holding it then walks."),
    }};
}

}  // namespace config
