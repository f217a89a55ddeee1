#include "app/play_session.h"

#include <algorithm>
#include <thread>

#include "ui/typed_character.h"

namespace app {

ui::GameContext PlaySession::menu_context() const {
    ui::GameContext game;
    game.mode = mode_;
    game.ultimate = ultimate_game(files_.game);
    game.in_level = !page_ && world_->gamestate == sim::GameState::Level;
    game.usergame = usergame_;
    game.gametic = world_->gametic;
    game.umapinfo = rules_.definitions.umapinfo.get();
    game.netgame = net_ != nullptr;
    return game;
}

void PlaySession::handle_input() {
    std::vector<platform::InputEvent> events = window_.window().poll();
    const Clock::time_point now = Clock::now();
    const double seconds = std::chrono::duration<double>(now - last_input_).count();
    last_input_ = now;
    if (const std::optional<GamepadState> pad = read_gamepad()) {
        const std::vector<platform::InputEvent> pad_events = gamepad_.update(*pad);
        events.insert(events.end(), pad_events.begin(), pad_events.end());
        if (!front_.menu().active() && !settings_pages_.active())
            free_look_.take_stick(pad->axes[kRightStickY], seconds, demo_ || recorder_);
    }
    for (const platform::InputEvent& event : events) {
        switch (event.kind) {
            case platform::InputEvent::Kind::MouseMotion:
                if (front_.menu().active() || settings_pages_.active()) break;
                // Free look takes the vertical motion, so it never walks;
                // a demo recorded or played keeps the original's controls.
                controls_.move_mouse(event.dx, free_look_.take_mouse(event.dy, demo_ || recorder_));
                break;
            case platform::InputEvent::Kind::Release:
                chat_.release(event.key);
                automap_key(event.key, false);
                controls_.release(event.key);
                break;
            case platform::InputEvent::Kind::Press: press(event.key); break;
        }
    }
    carry_out_menu_requests();
}

void PlaySession::press(std::string_view key) {
    ui::Menu& menu = front_.menu();
    const std::optional<ui::MenuInput> input = menu_input(key);
    if (settings_pages_.active()) {
        // While a binding waits, any key is the answer.
        const ui::MenuInput given = input.value_or(ui::MenuInput{ui::MenuKey::Character, 0});
        if (input || settings_pages_.waiting_for_key()) {
            if (const auto changed = settings_pages_.respond(given, key, settings_)) apply_setting(*changed);
            return;
        }
        for (Action action : controls_.press(key)) window_action(action);
        controls_.release(key);
        return;
    }
    // The menu (M_Responder) sees every key first: all of them while it
    // is up, Escape and the function keys while it is not.
    if (menu.active() || menu.message() || menu.typing_slot()) {
        if (input && menu.respond(*input, menu_context())) return;
        for (Action action : controls_.press(key)) window_action(action);
        controls_.release(key);
        return;
    }
    if (input && input->key == ui::MenuKey::Escape && menu.respond(*input, menu_context())) {
        controls_.release_all();
        return;
    }
    // M_Responder leaves - and = (screen size) to the automap while it is up.
    // A binding (F11: full screen) takes the key from the original's use of it (F11: gamma).
    const int number = controls_.bound(key) ? 0 : function_key_number(key);
    if (number != 0 && !(number < 0 && automap_.active()) && menu.function_key(number, menu_context())) {
        if (menu.active()) controls_.release_all();
        return;
    }
    // A netgame's waiting room: the controller's Enter starts it.
    if (net_ && !net_started_) {
        if (key == "enter" || key == "kpenter") net_->launch();
        else is_window_key(key);
        return;
    }
    // In the title loop and its demos any key opens the menu (G_Responder).
    if (!usergame_ && !singledemo()) {
        if (!is_window_key(key)) {
            menu.open(menu_context());
            controls_.release_all();
        }
        return;
    }
    // HU_Responder comes before the game's keys in a netgame's level.
    if (net_ && world_->gamestate == sim::GameState::Level) {
        const ui::Chat::Reply reply = chat_.press(key, *world_);
        if (reply.message) front_.messages().post(*reply.message);
        if (reply.eaten) {
            controls_.release_all();
            return;
        }
    }
    if (key == "pause") send_pause_ = true;
    if (key == "q" && recorder_) demo_quit_key_ = true;
    // Cheats change one player's world: never in a netgame, whose worlds must stay the same.
    if (const char c = ui::typed_character(key); c != 0 && usergame_ && !recorder_ && !demo_ && !net_)
        for (const ui::CheatTyped& cheat : front_.cheats().type(c)) apply_cheat(cheat);
    if (automap_key(key, true)) return;
    for (Action action : controls_.press(key)) window_action(action);
}

bool PlaySession::is_window_key(std::string_view key) {
    bool window_key = false;
    for (Action action : controls_.press(key)) {
        window_action(action);
        window_key = window_key || action == Action::Screenshot || action == Action::SwitchRenderer ||
                     action == Action::SplitView || action == Action::Fullscreen ||
                     action == Action::SwitchVulkanView;
    }
    controls_.release(key);
    return window_key;
}

void PlaySession::window_action(Action action) {
    switch (action) {
        case Action::SwitchRenderer:
            switch_to(display().mode() == DisplayMode::Software ? DisplayMode::Vulkan : DisplayMode::Software);
            break;
        case Action::SplitView:
            switch_to(display().mode() == DisplayMode::Split ? DisplayMode::Software : DisplayMode::Split);
            break;
        case Action::SwitchVulkanView:
            change_setting("video.vulkan_view", config::Value(std::string(display().true3d() ? "exact" : "true3d")));
            switch_vulkan_view(!display().true3d());
            break;
        case Action::Screenshot: screenshot(); break;
        case Action::Fullscreen: window_.window().set_fullscreen(!window_.window().fullscreen()); break;
        case Action::Settings:
            if (!front_.menu().active()) {
                settings_pages_.open();
                controls_.release_all();
            }
            break;
        case Action::DemoPause:
        case Action::DemoStep:
        case Action::DemoSlower:
        case Action::DemoFaster:
        case Action::DemoBack:
        case Action::DemoForward: review_action(action); break;
        case Action::FpsCounter:
            change_setting("video.show_fps", config::Value(!settings_.get_bool("video.show_fps")));
            if (!settings_.get_bool("video.show_fps")) front_.set_fps(std::nullopt);
            break;
        default: break;
    }
}

void PlaySession::skip_demo_start() {
    if (!cl_.skipsec || !demo_ || !singledemo()) return;
    snapshots_.passed(0, *world_);
    snapshots_.seek(*world_, *rules_.levels, *demo_, demo_tic_, static_cast<std::size_t>(*cl_.skipsec) * kTicRate);
    world_replaced();
}

void PlaySession::review_action(Action action) {
    if (!review_clock_ || !demo_) return;
    constexpr std::size_t kJumpTics = 10 * kTicRate;
    const Clock::time_point now = Clock::now();
    switch (action) {
        case Action::DemoPause: review_clock_->set_paused(!review_clock_->paused(), now); break;
        case Action::DemoStep:
            if (!review_clock_->paused()) review_clock_->set_paused(true, now);
            if (!finished() && !wiping()) {
                run_tic();
                --clock_skipped_;  // the clock did not run this tic: keep it due in step
            }
            break;
        case Action::DemoSlower: review_clock_->change_speed(-1, now); break;
        case Action::DemoFaster: review_clock_->change_speed(1, now); break;
        case Action::DemoBack:
            seek_demo(demo_tic_ > kJumpTics ? demo_tic_ - kJumpTics : 0);
            break;
        case Action::DemoForward: {
            // Not past the last tic: the window may close as the demo ends.
            const std::size_t last = demo_->tics.empty() ? 0 : demo_->tics.size() - 1;
            if (demo_tic_ < last) seek_demo(std::min(demo_tic_ + kJumpTics, last));
            break;
        }
        default: break;
    }
    progress_until_ = now + std::chrono::seconds(2);
}

void PlaySession::seek_demo(std::size_t target) {
    if (target == demo_tic_) return;
    snapshots_.seek(*world_, *rules_.levels, *demo_, demo_tic_, target);
    world_replaced();
}

void PlaySession::show_demo_progress() {
    if (!review_clock_ || !demo_ || (!review_clock_->paused() && Clock::now() >= progress_until_)) {
        front_.set_demo_progress(std::nullopt);
        return;
    }
    const std::size_t total = demo_->tics.size();
    std::string text = world_->level.name + "  " + game_time_label(demo_tic_) + " / " + game_time_label(total) +
                       "  " + speed_label(review_clock_->speed_step());
    if (review_clock_->paused()) text += "  PAUSED";
    front_.set_demo_progress(FrontEnd::DemoProgress{
        total == 0 ? 1.0 : static_cast<double>(demo_tic_) / static_cast<double>(total), std::move(text)});
}

void PlaySession::apply_cheat(const ui::CheatTyped& cheat) {
    sim::World& w = *world_;
    if (w.gamestate != sim::GameState::Level) return;
    sim::Player& player = w.players[static_cast<std::size_t>(w.opts.consoleplayer)];
    using Code = ui::CheatCode;
    using Kind = sim::CheatKind;
    auto apply = [&](Kind kind) { sim::apply_cheat(w, player, kind); };
    switch (cheat.code) {
        case Code::God: apply(Kind::God); break;
        case Code::AmmoNoKeys: apply(Kind::AmmoNoKeys); break;
        case Code::AmmoAndKeys: apply(Kind::AmmoAndKeys); break;
        case Code::NoClip: apply(Kind::NoClip); break;
        case Code::BeholdV: apply(Kind::BeholdInvulnerability); break;
        case Code::BeholdS: apply(Kind::BeholdStrength); break;
        case Code::BeholdI: apply(Kind::BeholdInvisibility); break;
        case Code::BeholdR: apply(Kind::BeholdIronFeet); break;
        case Code::BeholdA: apply(Kind::BeholdAllMap); break;
        case Code::BeholdL: apply(Kind::BeholdInfrared); break;
        case Code::Behold: apply(Kind::BeholdMenu); break;
        case Code::Choppers: apply(Kind::Choppers); break;
        case Code::MyPos:
            if (sim::cheats_allowed(w) && player.mo) {
                char text[64];
                std::snprintf(text, sizeof text, "ang=0x%x;x,y=(0x%x,0x%x)",
                              static_cast<unsigned>(player.mo->angle), static_cast<unsigned>(player.mo->x),
                              static_cast<unsigned>(player.mo->y));
                front_.messages().post(text);
            }
            break;
        case Code::Music: music_cheat(cheat.digits); break;
        case Code::LevelWarp:
            if (const auto warp = sim::level_warp_cheat(w, player, cheat.digits[0], cheat.digits[1])) {
                if (!rules_.levels->has_map(warp->episode, warp->map)) break;
                sim::GameOptions options = w.opts;
                options.episode = warp->episode;
                options.map = warp->map;
                start_game(options);
            }
            break;
        // IDDT belongs to the automap's responder (am_map.c), which
        // takes it while the map is shown, outside deathmatch.
        case Code::Map:
            if (automap_.active() && !w.opts.deathmatch) automap_.cycle_cheat();
            break;
    }
    take_player_message();
}

void PlaySession::music_cheat(std::array<char, 2> digits) {
    if (!sim::cheats_allowed(*world_)) return;
    const bool doom2 = mode_ == sim::GameMode::Commercial;
    const int number = doom2 ? (digits[0] - '0') * 10 + digits[1] - '0' : (digits[0] - '1') * 9 + digits[1] - '1';
    const int music = doom2 ? sim::mus_runnin + number - 1 : sim::mus_e1m1 + number;
    if (number > (doom2 ? 35 : 31) || number < (doom2 ? 1 : 0) || music >= sim::NUMMUSIC) {
        front_.messages().post(kImpossibleSelection);
        return;
    }
    front_.messages().post(kMusicChange);
    if (audio_) audio_->play_music(music_lump(static_cast<sim::MusicId>(music)), true);
}

}  // namespace app
