#include "config/setting_groups.h"

namespace config {

SettingGroup audio_settings() {
    return {"audio", "Sound and music", "", {
        bool_setting("audio.enabled", true, "Sound and music at all; false plays silently."),
        int_setting("audio.sfx_volume", 8, 0, 15, "Sound effects volume, 0 (silent) to 15."),
        int_setting("audio.music_volume", 8, 0, 15, "Music volume, 0 (silent) to 15."),
        int_setting("audio.channels", 8, 1, 64,
                    "How many sound effects can play at once; the original mixed 8."),
        choice_setting("audio.mode", "classic", {"classic", "3d"},
                       "\"classic\" follows the original's rules: volume by approximate distance, left-right "
                       "panning only. \"3d\" places each sound in the world around you (OpenAL, with HRTF on "
                       "headphones)."),
        choice_setting("audio.hrtf", "auto", {"auto", "on", "off"},
                       "Head-related transfer functions for 3d sound on headphones: \"auto\" lets OpenAL "
                       "decide from the output device."),
        string_setting("audio.device", "", "The OpenAL output device by name; empty uses the system's default."),
        bool_setting("audio.full_sounds", false,
                     "A thing's sound plays to its end after the thing is removed, instead of stopping as in "
                     "the original."),
        bool_setting("audio.pitch_shift", false,
                     "Random pitch variation of sound effects, as before Doom 1.9 (which had none)."),
        choice_setting("audio.music_device", "opl", {"opl", "soundfont", "none"},
                       "How music is synthesised: \"opl\" emulates the OPL FM chip of the original's "
                       "sound cards, \"soundfont\" plays General MIDI through the soundfont below, "
                       "\"none\" turns music off."),
        choice_setting("audio.opl_chip", "opl3", {"opl3", "opl2"},
                       "The FM chip the \"opl\" music device emulates: \"opl3\" as on a Sound Blaster 16 "
                       "(18 voices, stereo), \"opl2\" as on an AdLib (9 voices, mono)."),
        string_setting("audio.soundfont", "",
                       "SF2 soundfont file for the \"soundfont\" music device; empty uses a SNDFONT lump if "
                       "a WAD has one, else the system's default soundfont."),
        choice_setting("audio.extra_music", "off", {"off", "midi", "remixed"},
                       "Where a WAD's TRAKINFO lists other recordings of its music (the 2024 re-release's): "
                       "\"off\" plays the music lumps as they are, \"midi\" the original compositions' MIDI, "
                       "\"remixed\" the new recordings (Ogg Vorbis, MIDI or MUS; where one cannot be read, "
                       "the lump as it is)."),
    }};
}

}  // namespace config
