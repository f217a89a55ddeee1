#include "config/setting_groups.h"

namespace config {

SettingGroup path_settings() {
    return {"paths", "Files and folders", "", {
        string_setting("paths.iwad_dir", "",
                       "Extra folder to search for IWADs before the usual places ($DOOMWADDIR, "
                       "$DOOMWADPATH, the XDG data folders' games/doom, /usr/share/games/doom); empty "
                       "searches only those."),
        string_setting("paths.savegame_dir", "",
                       "Where savegames go; empty means $XDG_DATA_HOME/brimstone/savegames."),
        string_setting("paths.screenshot_dir", "",
                       "Where screenshots go; empty means $XDG_DATA_HOME/brimstone/screenshots."),
    }};
}

}  // namespace config
