#include "config/setting_groups.h"

namespace config {

SettingGroup audio_settings() {
    return {"audio", "Sound and music", "", {
        int_setting("audio.sfx_volume", 8, 0, 15, "Sound effects volume, 0 (silent) to 15."),
        int_setting("audio.music_volume", 8, 0, 15, "Music volume, 0 (silent) to 15."),
        int_setting("audio.channels", 8, 1, 32,
                    "How many sound effects can play at once; the original mixed 8."),
        choice_setting("audio.music_device", "opl", {"opl", "soundfont", "none"},
                       "How music is synthesised: \"opl\" emulates the OPL FM chip of the original's "
                       "sound cards, \"soundfont\" plays General MIDI through the soundfont below, "
                       "\"none\" turns music off."),
        string_setting("audio.soundfont", "",
                       "SF2 soundfont file for the \"soundfont\" music device; empty uses the system's "
                       "default soundfont."),
    }};
}

}  // namespace config
