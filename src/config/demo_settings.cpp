#include "config/setting_groups.h"

namespace config {

SettingGroup demo_settings() {
    return {"demo", "Demos", "", {
        bool_setting("demo.quit_after_playback", true,
                     "Quit when a demo given with -playdemo ends, as the original did."),
        bool_setting("demo.longtics", false,
                     "Record turning at full precision (the \"longtics\" demo format of later "
                     "ports); the original cannot play such demos."),
    }};
}

}  // namespace config
