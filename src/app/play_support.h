#pragma once
// Small pieces the game in a window needs: the frame size for a window,
// screenshot names, the renderer asked for, music lump names.
#include <filesystem>
#include <string>

#include <vulkan/vulkan.h>

#include "config/command_line.h"
#include "config/settings.h"
#include "render/frame.h"
#include "sim/info.h"
#include "wad/game.h"

namespace app {

// Makes `frame` the size drawn for a window: its own, within what the
// renderers draw. Keeps the frame's memory while the size stays.
void fit_frame(render::Frame& frame, VkExtent2D window);

// Where the screenshot key writes: the first free screenshot-NNNN.png in `folder`.
std::filesystem::path next_screenshot(const std::filesystem::path& folder);

bool wants_vulkan(const config::CommandLine& cl, const config::Settings& settings);

// The games Doom 1.9's Ultimate executable played: four episodes, DEMO4.
bool ultimate_game(wad::Game game);

// The music lump of a track ("D_RUNNIN").
std::string music_lump(sim::MusicId music);

}  // namespace app
