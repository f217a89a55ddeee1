#include "app/play_session.h"
#include "app/weapon_preferences.h"

#include <algorithm>
#include <thread>

namespace app {

void PlaySession::open_user_config() {
    config_path_ = cl_.config ? std::filesystem::path(*cl_.config) : config::user_config_path();
    if (config_path_.empty()) return;
    try {
        std::error_code ec;
        if (std::filesystem::exists(config_path_, ec))
            config::load_file(user_settings_, config_path_);
        else
            config::save_config(user_settings_, config_path_);
    } catch (const base::Error& e) {
        log_ << "brimstone: " << e.what() << "\n";
        config_path_.clear();
    }
}

void PlaySession::apply_setting(const std::string& key) {
    const config::Value value = settings_.get(key);
    change_setting(key, value);
    if (key == "game.messages") front_.messages().set_enabled(settings_.get_bool(key));
    if (key == "game.crosshair") front_.set_crosshair(settings_.get_bool(key));
    if (key == "game.full_screen_hud") display().show_hud(settings_.get_bool(key));
    if (key == "video.show_fps" && !settings_.get_bool(key)) front_.set_fps(std::nullopt);
    if (key == "video.fullscreen") window_.window().set_fullscreen(settings_.get_bool(key));
    if (key == "video.width" || key == "video.height")
        window_.window().set_size(settings_.get_int("video.width"), settings_.get_int("video.height"));
    if (key == "video.renderer")
        switch_to(settings_.get_string(key) == "vulkan" ? DisplayMode::Vulkan : DisplayMode::Software);
    if (key == "video.vulkan_view") switch_vulkan_view(settings_.get_string(key) == "true3d");
    if (key.starts_with("input.")) {
        builder_ = TiccmdBuilder(MovementSettings::from(settings_));
        free_look_.configure(settings_);
    }
    if (key.starts_with("bindings.")) controls_ = PlayerControls(settings_);
    if (key == "game.weapon_preferences") weapon_choice_.preferences = weapon_preferences(settings_, log_);
    if (key == "audio.sfx_volume" || key == "audio.music_volume")
        if (audio_)
            audio_->set_volumes(static_cast<int>(settings_.get_int("audio.sfx_volume")),
                                static_cast<int>(settings_.get_int("audio.music_volume")));
    ui::MenuSettings& shown = front_.menu().settings();
    shown.messages = settings_.get_bool("game.messages");
    shown.screen_size = std::clamp(static_cast<int>(settings_.get_int("video.screenblocks")) - 3, 0, 8);
    shown.detail = settings_.get_string("video.detail") == "low" ? 1 : 0;
    shown.sfx_volume = static_cast<int>(settings_.get_int("audio.sfx_volume"));
    shown.music_volume = static_cast<int>(settings_.get_int("audio.music_volume"));
}

void PlaySession::change_setting(std::string_view key, const config::Value& value) {
    settings_.set(key, value);
    if (config_path_.empty()) return;
    user_settings_.set(key, value);
    try {
        config::save_config(user_settings_, config_path_);
    } catch (const base::Error& e) {
        log_ << "brimstone: " << e.what() << "\n";
    }
}

void PlaySession::switch_vulkan_view(bool true3d) {
    if (!change_display([&] { display().set_true3d(true3d, *world_); })) return;
    front_.show_label(true3d ? "Vulkan: true 3D view" : "Vulkan: exact view");
}

void PlaySession::switch_to(DisplayMode mode) {
    if (!change_display([&] { display().set_mode(mode, *world_); })) return;
    switch (mode) {
        case DisplayMode::Software: front_.show_label("Software renderer"); break;
        case DisplayMode::Vulkan: front_.show_label("Vulkan renderer"); break;
        case DisplayMode::Split: front_.show_label("Software", "Vulkan"); break;
    }
}

template <typename Change>
bool PlaySession::change_display(Change change) {
    try {
        change();
    } catch (const base::Error& e) {
        log_ << "brimstone: " << e.what() << "\n";
        front_.show_label("Vulkan is not available");
        return false;
    }
    return true;
}

void PlaySession::screenshot() {
    render::Frame shot;
    fit_frame(shot, window_.window().framebuffer_size());
    draw(shot, 1.0);
    const std::filesystem::path folder = screenshot_folder(settings_);
    try {
        std::filesystem::create_directories(folder);
        const std::filesystem::path path = next_screenshot(folder);
        render::write_indexed_png(path, shot, shown_colours());
        log_ << "screenshot " << path.string() << "\n";
    } catch (const std::exception& e) {
        log_ << "brimstone: screenshot: " << e.what() << "\n";
    }
}

}  // namespace app
