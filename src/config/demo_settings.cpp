#include "config/setting_groups.h"

namespace config {

SettingGroup demo_settings() {
    return {"demo", "Demos", "", {
        bool_setting("demo.quit_after_playback", true,
                     "Quit when a demo given with -playdemo ends, as the original did; off, its last frame stays up for review (bindings.demo_*)."),
        bool_setting("demo.longtics", false,
                     "Record turning at full precision (the \"longtics\" demo format of later "
                     "ports); the original cannot play such demos."),
        choice_setting("demo.video_preset", "ultrafast",
                       {"ultrafast", "veryfast", "medium", "slow"},
                       "demo --video: the H.264 encoder's speed against file size (x264's presets); "
                       "faster presets make bigger files of the same quality (ultrafast: about 1 s of CPU per "
                       "second of 1080p at 60 frames a second, spread over x264's threads)."),
        int_setting("demo.video_quality", 20, 0, 51,
                    "demo --video: the H.264 encoder's constant quality (x264's crf); lower is better "
                    "and bigger; 20 keeps the game's look."),
    }};
}

}  // namespace config
