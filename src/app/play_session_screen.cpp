#include "app/play_session.h"

#include <algorithm>
#include <thread>

#include "app/camera_pitch.h"
#include "render/palette_stage.h"

namespace app {

bool PlaySession::show(render::Frame& frame, double fraction) {
    try {
        draw(frame, fraction);
        return present(frame);
    } catch (const render::vulkan::DeviceLost& e) {
        lose_vulkan(e);
    }
    draw(frame, fraction);
    return present(frame);
}

void PlaySession::lose_vulkan(const render::vulkan::DeviceLost& lost) {
    log_ << "brimstone: " << lost.what() << "; going on with the software renderer\n";
    front_.messages().post("Vulkan device lost: software renderer");
    display().forget_vulkan();
    window_.fall_back_to_opengl();
    controls_.release_all();
}

bool PlaySession::present(const render::Frame& frame) {
    const auto palette = shown_colours();
    const int gamma = static_cast<int>(settings_.get_int("video.gamma"));
    if (gamma == 0) return window_.present(frame, palette);
    return window_.present(frame, render::gamma_corrected(palette, gamma));
}

void PlaySession::count_frame() {
    if (!settings_.get_bool("video.show_fps")) return;
    ++frames_this_second_;
    const Clock::time_point now = Clock::now();
    if (now - second_start_ < std::chrono::seconds(1)) return;
    front_.set_fps(
        static_cast<int>(frames_this_second_ / std::chrono::duration<double>(now - second_start_).count()));
    frames_this_second_ = 0;
    second_start_ = now;
}

std::array<assets::Rgb, 256> PlaySession::shown_colours() const {
    if (page_ || !display_ || world_->gamestate != sim::GameState::Level)
        return render::blended(assets_.palettes.palette(0), {});
    return display_->colours(*world_, assets_.palettes);
}

void PlaySession::draw(render::Frame& frame, double fraction) {
    if (net_ && !net_started_) {
        front_.draw_waiting_room(net_->waiting_lines(), frame);
        return;
    }
    if (page_ || !display_) {
        std::fill(frame.pixels.begin(), frame.pixels.end(), std::uint8_t{0});
    } else {
        const auto shown = interpolation_.apply(*world_, fraction);
        if (audio_) audio_->frame(audio::eye_of(*world_));
        // The full map covers the view with the bar below it at every
        // screen size (AM_Drawer, ST_Drawer's st_statusbaron).
        const bool full_map = automap_.active() && !automap_.overlay();
        const int screenblocks =
            full_map ? render::kFullWidthBlocks : static_cast<int>(settings_.get_int("video.screenblocks"));
        display_->set_view_size(screenblocks, settings_.get_string("video.detail") == "low" ? 1 : 0);
        const bool demo = demo_.has_value() || recorder_.has_value();
        const std::optional<ViewPitch> camera = camera_pitch(*world_);
        const int pitch = camera ? camera->rows : free_look_.pitch(demo);
        display_->set_pitch(pitch);
        const double angle = camera ? camera->radians : free_look_.angle(demo);
        display_->set_camera_pitch(angle);
        front_.set_screenblocks(screenblocks);
        front_.set_pitch(pitch);
        front_.set_view_angle(display_->true3d() ? std::optional<double>(angle) : std::nullopt);
        display_->draw(*world_, frame);
        draw_automap(frame);
    }
    show_demo_progress();
    front_.set_chat_line(chat_.typing() ? std::optional<std::string>(chat_.line()) : std::nullopt);
    front_.draw(*world_, page_, frame);
    if (settings_pages_.active())
        front_.draw_settings(settings_pages_, settings_,
                             "This game: complevel " + sim::complevel_description(world_->opts.compat.level), frame);
}

void PlaySession::draw_automap(render::Frame& frame) {
    if (world_->gamestate != sim::GameState::Level) return;
    automap_.set_rotate(settings_.get_bool("game.automap_rotate"));
    automap_.set_overlay(settings_.get_bool("game.automap_overlay"));
    if (!automap_.active() || automap_.overlay()) automap_.mark_seen(*world_, display_->stored_segs());
    const render::ScreenLayout layout = render::ScreenLayout::for_size(frame.width, frame.height);
    automap_size_ = render::overlay::automap_size(layout);
    if (!automap_.active()) return;
    automap_.resize(*world_, automap_size_.width, automap_size_.height);
    automap_drawer_.draw(*world_, automap_.view(singledemo()), sim::level_title(*world_), frame, layout);
}

bool PlaySession::automap_key(std::string_view key, bool pressed) {
    const std::optional<ui::AutomapKey> map_key = automap_keys_.find(key);
    if (!map_key || page_ || world_->gamestate != sim::GameState::Level) return false;
    const bool was_active = automap_.active();
    ui::AutomapResponse response =
        automap_.respond(*map_key, pressed, *world_, automap_size_.width, automap_size_.height);
    if (automap_.active() != was_active) display().refresh_status_bar();
    if (!response.message.empty()) front_.messages().post(std::move(response.message));
    return response.eaten;
}

std::array<std::string, 10> PlaySession::chat_macros(const config::Settings& settings) {
    std::array<std::string, 10> macros;
    for (std::size_t i = 0; i < macros.size(); ++i)
        macros[i] = settings.get_string("game.chat_macro" + std::to_string(i));
    return macros;
}

ui::AutomapKeys PlaySession::automap_keys(const config::Settings& settings) {
    ui::AutomapKeys keys;
    for (const ui::AutomapBinding& binding : ui::automap_bindings())
        for (const std::string& key : settings.get_bindings(binding.setting)) keys.bind(key, binding.key);
    return keys;
}

}  // namespace app
