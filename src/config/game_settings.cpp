#include "config/setting_groups.h"

namespace config {

SettingGroup game_settings() {
    return {"game", "Game", "", {
        int_setting("game.default_skill", 3, 1, 5,
                    "Skill a new game starts at, as -skill numbers it: 1 \"I'm too young to die\" to "
                    "5 \"Nightmare!\"."),
        bool_setting("game.messages", true, "Show pickup and status messages at the top of the screen."),
        bool_setting("game.full_screen_hud", true,
                     "At the largest screen size, where the original shows no status bar, show ammo, "
                     "health, frags, armour and keys in the bar's own figures at the screen's edges."),
        bool_setting("game.crosshair", false, "Mark the middle of the view, where shots go, with a small cross."),
        bool_setting("game.show_endoom", false, "Print the IWAD's ENDOOM text screen on quitting."),
        bool_setting("game.autosave", true,
                     "Save where a map's Autosave special asks (ZDoom's maps), over the last autosave; "
                     "-loadgame auto starts from it. Never in netgames or demos."),
        bool_setting("game.automap_rotate", false,
                     "Turn the automap with the player, so that up is the way the player faces."),
        bool_setting("game.automap_overlay", false,
                     "Draw the automap's lines over the 3D view instead of on black."),
        string_setting("game.weapon_preferences", "6 9 4 3 2 8 5 7 1",
                       "At complevel 9 and up, the weapons Boom's keys and its switch when ammo runs out choose, "
                       "most wanted first, by weapon key (1 the fist with berserk, 8 the chainsaw, 9 the super "
                       "shotgun): each of 1 to 9 once. Only this player's commands change, which demos and "
                       "netgames carry, so recordings play back the same anywhere."),
        string_setting("game.chat_macro0", "No", "Netgame chat: what Alt+0 sends while a line is typed (T)."),
        string_setting("game.chat_macro1", "I'm ready to kick butt!", "Netgame chat: what Alt+1 sends."),
        string_setting("game.chat_macro2", "I'm OK.", "Netgame chat: what Alt+2 sends."),
        string_setting("game.chat_macro3", "I'm not looking too good!", "Netgame chat: what Alt+3 sends."),
        string_setting("game.chat_macro4", "Help!", "Netgame chat: what Alt+4 sends."),
        string_setting("game.chat_macro5", "You suck!", "Netgame chat: what Alt+5 sends."),
        string_setting("game.chat_macro6", "Next time, scumbag...", "Netgame chat: what Alt+6 sends."),
        string_setting("game.chat_macro7", "Come here!", "Netgame chat: what Alt+7 sends."),
        string_setting("game.chat_macro8", "I'll take care of it.", "Netgame chat: what Alt+8 sends."),
        string_setting("game.chat_macro9", "Yes", "Netgame chat: what Alt+9 sends."),
    }};
}

}  // namespace config
