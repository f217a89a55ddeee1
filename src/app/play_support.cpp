#include "app/play_support.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "render/screen_layout.h"

namespace app {

void fit_frame(render::Frame& frame, VkExtent2D window) {
    const int width = std::clamp(static_cast<int>(window.width), render::kBaseWidth, 7680);
    const int height = std::clamp(static_cast<int>(window.height), render::kBaseHeight, 4320);
    if (frame.width != width || frame.height != height) frame = render::Frame(width, height);
}

std::filesystem::path next_screenshot(const std::filesystem::path& folder) {
    for (int i = 0;; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "screenshot-%04d.png", i);
        if (!std::filesystem::exists(folder / name)) return folder / name;
    }
}

bool wants_vulkan(const config::CommandLine& cl, const config::Settings& settings) {
    return cl.renderer.value_or(settings.get_string("video.renderer")) == "vulkan";
}

bool ultimate_game(wad::Game game) { return game == wad::Game::UltimateDoom || game == wad::Game::Freedoom1; }

std::string music_lump(sim::MusicId music) {
    std::string lump = std::string("D_") + sim::kMusicNames[static_cast<std::size_t>(music)];
    for (char& c : lump) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return lump;
}

}  // namespace app
