#include "config/setting_groups.h"

namespace config {

SettingGroup video_settings() {
    return {"video", "Display and renderer", "", {
        choice_setting("video.renderer", "software", {"software", "vulkan"},
                       "Which renderer draws the game. The software renderer reproduces the original's "
                       "8-bit output exactly; Vulkan draws the same light model on the GPU at any "
                       "resolution."),
        choice_setting("video.vulkan_view", "exact", {"exact", "true3d"},
                       "What the Vulkan renderer draws. exact: the software renderer's pixels, decided by "
                       "the original's walk on the CPU and filled on the GPU. true3d: the level as meshes "
                       "with a depth buffer and the original's light per pixel; free look up to 89 degrees, "
                       "close to the original but not its exact pixels."),
        int_setting("video.width", 1280, 320, 7680, "Window or screen width in pixels."),
        int_setting("video.height", 800, 200, 4320, "Window or screen height in pixels."),
        bool_setting("video.fullscreen", false, "Use the whole screen instead of a window."),
        bool_setting("video.vsync", true, "Wait for the display's refresh before showing a frame."),
        bool_setting("video.uncapped_framerate", true,
                     "Draw frames between the 35 Hz game tics, interpolating positions. The game "
                     "itself still runs at 35 tics a second."),
        double_setting("video.fov", 90.0, 60.0, 120.0,
                       "Horizontal field of view in degrees at a 4:3 aspect ratio; wider screens see "
                       "proportionally more."),
        int_setting("video.screenblocks", 10, 3, 11,
                    "View size as in the original's menu: 3 to 9 shrink the view, 10 is the full "
                    "width above the status bar, 11 hides the status bar."),
        choice_setting("video.detail", "high", {"high", "low"},
                       "Low detail halves the horizontal resolution of the 3D view, as the original "
                       "did on slow machines."),
        int_setting("video.software_threads", 1, 1, 64,
                    "Threads drawing the software renderer's 3D view, each a band of rows; the picture "
                    "is the same with any number. Up to one per processor core helps at high "
                    "resolutions."),
        bool_setting("video.show_fps", false,
                     "Show the frames drawn per second in the top right corner (bindings.fps_counter "
                     "switches it)."),
        int_setting("video.gamma", 0, 0, 4, "Brightness correction level, 0 (none) to 4 (brightest)."),
        bool_setting("video.aspect_correction", true,
                     "Stretch the original's 200-line picture to 240 lines, as a 4:3 CRT showed it."),
    }};
}

}  // namespace config
