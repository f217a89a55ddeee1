#include "app/play_session.h"
#include "app/weapon_preferences.h"

#include "app/title_sequence.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <thread>

namespace app {

PlaySession::PlaySession(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log)
    : cl_(cl),
      settings_(settings),
      log_(log),
      files_(open_game_files(cl)),
      rules_(make_rules(files_, cl)),
      mode_(rules_.levels->mode()),
      complevel_(sim::choose_complevel(cl.complevel, settings.get_string("compat.complevel"), files_.archive)),
      options_lump_(sim::wad_options_lump(files_.archive)),
      assets_(render::load_render_assets(files_.archive, rules_.definitions)),
      world_(std::make_unique<sim::World>(rules_.definitions)),
      audio_(audio::AudioSystem::open(files_.archive, rules_.definitions, audio_options(settings, cl), log)),
      window_(settings, wants_vulkan(cl, settings), cl.vulkan_validation,
              settings.get_bool("video.vsync") && !cl.timedemo, log),
      controls_(settings),
      free_look_(settings),
      builder_(MovementSettings::from(settings)),
      front_(files_.archive, mode_),
      title_(make_title_loop(files_, mode_)),
      save_dir_(save_folder(settings, files_.archive.files().front().path)) {
    open_user_config();
    ui::Menu& menu = front_.menu();
    menu.set_game(menu_context());
    ui::MenuSettings& shown = menu.settings();
    shown.messages = settings.get_bool("game.messages");
    shown.screen_size = std::clamp(settings.get_int("video.screenblocks") - 3, 0, 8);
    shown.detail = settings.get_string("video.detail") == "low" ? 1 : 0;
    shown.mouse_sensitivity = std::clamp(static_cast<int>(settings.get_double("input.mouse_sensitivity")), 0, 9);
    shown.sfx_volume = settings.get_int("audio.sfx_volume");
    shown.music_volume = settings.get_int("audio.music_volume");
    front_.messages().set_enabled(shown.messages);
    front_.set_crosshair(settings.get_bool("game.crosshair"));
    weapon_choice_.preferences = weapon_preferences(settings, log_);

    if (cl.connect || cl.server) {
        join_netgame();
    } else if (cl.playdemo || cl.timedemo) {
        start_demo(read_demo(files_, cl.playdemo ? *cl.playdemo : *cl.timedemo, cl));
    } else if (cl.loadgame) {
        start_title();
        load_slot(*cl.loadgame);
    } else if (cl.warp || cl.skill || cl.record || cl.nomonsters || cl.fast || cl.respawn || cl.deathmatch ||
               cl.altdeath) {
        const sim::GameOptions options = new_game_options(cl, mode_, complevel_, options_lump_);
        start_game(options);
        if (cl.record)
            recorder_.emplace(*cl.record, options, settings.get_bool("compat.vanilla_demo_limit"), cl.maxdemo);
        world_->demo = recorder_.has_value();
    } else {
        start_title();
    }
    if (wants_vulkan(cl, settings)) {
        try {
            display().set_mode(DisplayMode::Vulkan, *world_);
        } catch (const render::vulkan::DeviceLost& e) {
            lose_vulkan(e);
        }
    }
}

int PlaySession::run_timedemo() {
    const Clock::time_point start = Clock::now();
    render::Frame frame;
    long frames = 0;
    while (!finished() && !quit_) {
        handle_input();
        if (window_.window().close_requested()) break;
        run_tic();
        fit_frame(frame, window_.window().framebuffer_size());
        show(frame, 1.0);
        ++frames;
        // D_Display: a melt runs to its end, one tic a frame, before the next tic.
        while (wiping() && !quit_) {
            display_->advance_wipe(1);
            show(frame, 1.0);
            ++frames;
        }
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    char line[200];
    std::snprintf(line, sizeof line, "timed %zu gametics in %.0f realtics (%.1f fps, %s renderer, %dx%d)\n",
                  demo_tic_, seconds * kTicRate, seconds > 0 ? static_cast<double>(frames) / seconds : 0.0,
                  display().mode() == DisplayMode::Vulkan ? "vulkan" : "software", frame.width, frame.height);
    std::cout << line;
    if (cl_.out) render::write_indexed_png(*cl_.out, frame, assets_.palettes.palette(0));
    return 0;
}

int PlaySession::run() {
    if (net_) return run_net();
    skip_demo_start();
    if (cl_.timedemo) return run_timedemo();
    const Clock::time_point start = Clock::now();
    if (cl_.playdemo) {
        review_clock_.emplace(start);
        if (demo_) snapshots_.passed(demo_tic_, *world_);
    }
    // The game's clock: the wall clock, or the reviewed demo's own.
    const auto game_elapsed = [&] {
        return review_clock_ ? review_clock_->elapsed(Clock::now()) : Clock::now() - start;
    };
    const bool uncapped = settings_.get_bool("video.uncapped_framerate");
    render::Frame frame;
    while (!quit_) {
        handle_input();
        if (window_.window().close_requested()) break;
        const auto elapsed = game_elapsed();
        long due = static_cast<long>(elapsed * kTicRate / std::chrono::seconds(1)) - clock_skipped_;
        if (wiping()) {
            // The melt runs in real time while the game waits: its
            // clock stops, so play resumes where the melt began.
            const long waited = std::max(0L, due - tics_);
            if (waited > 0) display_->advance_wipe(static_cast<int>(waited));
            clock_skipped_ += waited;
            due -= waited;
        }
        int ran = 0;
        while (tics_ < due && !finished() && !quit_ && !wiping()) {
            if (ran++ == kMostTicsPerFrame) {
                clock_skipped_ += due - tics_;
                break;
            }
            run_tic();
        }
        // A minimised window shows nothing, so nothing is drawn; the
        // game runs on at its own pace.
        const VkExtent2D window_size = window_.window().framebuffer_size();
        const bool minimised = window_size.width == 0 || window_size.height == 0;
        if (!minimised) {
            fit_frame(frame, window_size);
            if (show(frame, uncapped && !finished() ? tic_fraction(game_elapsed()) : 1.0)) count_frame();
        }
        if (finished()) break;
        if (!uncapped || minimised) {
            const Clock::duration next_tic =
                std::chrono::nanoseconds(std::chrono::seconds(tics_ + 1 + clock_skipped_)) / kTicRate;
            if (review_clock_)
                std::this_thread::sleep_for(review_clock_->real_wait(next_tic));
            else
                std::this_thread::sleep_until(start + next_tic);
        }
    }
    if (recorder_) recorder_->write(log_);
    if (cl_.out) render::write_indexed_png(*cl_.out, frame, assets_.palettes.palette(0));
    return 0;
}

GameDisplay& PlaySession::display() {
    if (!display_) {
        display_ = std::make_unique<GameDisplay>(files_.archive, assets_, window_.vulkan(), *world_,
                                                 settings_.get_int("video.software_threads"));
        display_->show_hud(settings_.get_bool("game.full_screen_hud"));
        display_->set_true3d(settings_.get_string("video.vulkan_view") == "true3d", *world_);
    }
    return *display_;
}

void PlaySession::world_replaced() {
    // The window draws every tic, so the game takes D_Display's wipe
    // numbers as the original did (the face's random numbers follow).
    world_->display.drawn = true;
    // Demo timing (sim::World::demo) in a netgame too, on every peer
    // alike whether or not it records.
    world_->demo = demo_.has_value() || recorder_.has_value() || net_ != nullptr;
    if (audio_) {
        audio_->level_reset();
        audio_->tic(*world_);  // the new level's music
    }
    page_.reset();
    display().restart(*world_);
    free_look_.reset();
    interpolation_ = render::TicInterpolation();
    front_.messages().clear();
    automap_.forget();
}

void PlaySession::start_game(const sim::GameOptions& options) {
    end_recording();
    demo_.reset();
    sim::new_game(*world_, *rules_.levels, options);
    usergame_ = true;
    world_replaced();
}

void PlaySession::start_demo(sim::Demo demo) {
    demo.options.mode = mode_;
    sim::new_game(*world_, *rules_.levels, demo.options);
    demo_ = std::move(demo);
    demo_tic_ = 0;
    usergame_ = false;
    world_replaced();
}

void PlaySession::end_recording() {
    if (recorder_) recorder_->write(log_);
    recorder_.reset();
}

void PlaySession::start_title() {
    end_recording();
    usergame_ = false;
    title_.restart();
    advance_title();
}

void PlaySession::advance_title() {
    for (int tries = 0; tries < title_.steps(); ++tries) {
        const ui::TitleStep step = title_.advance();
        if (step.kind == ui::TitleStep::Kind::Page) {
            demo_.reset();
            page_ = step.lump;
            page_tics_ = step.tics;
            if (step.music && audio_) audio_->play_music(music_lump(*step.music), true);
            if (!step.music_once.empty() && audio_) audio_->play_music(step.music_once, false);
            return;
        }
        if (!files_.archive.find(step.lump)) continue;
        try {
            start_demo(read_demo(files_, step.lump));
            return;
        } catch (const base::Error& e) {
            log_ << "brimstone: " << e.what() << "\n";
        }
    }
}

bool PlaySession::finished() const {
    if (cl_.tics && tics_ >= *cl_.tics) return true;
    return singledemo() && demo_ && demo_tic_ >= demo_->tics.size() &&
           (cl_.timedemo || settings_.get_bool("demo.quit_after_playback"));
}

double PlaySession::tic_fraction(Clock::duration elapsed) const {
    const double tics = std::chrono::duration<double>(elapsed).count() * kTicRate;
    return std::clamp(tics - static_cast<double>(clock_skipped_ + tics_), 0.0, 1.0);
}

bool PlaySession::menu_pauses() const {
    return (front_.menu().active() || settings_pages_.active()) && usergame_ && !demo_ && !recorder_ &&
           !world_->opts.netgame();
}

void PlaySession::run_tic() {
    ++tics_;
    front_.menu().tick();
    if (page_) {
        if (--page_tics_ < 0) advance_title();
        return;
    }
    std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
    if (demo_) {
        if (demo_tic_ >= demo_->tics.size()) {
            if (!singledemo()) advance_title();
            return;
        }
        cmds = demo_->tics[demo_tic_++];
    } else {
        if (menu_pauses()) return;
        cmds[static_cast<std::size_t>(world_->opts.consoleplayer)] = player_command();
    }
    if (recorder_ && !demo_ && (demo_quit_key_ || !recorder_->add(cmds))) {
        // G_CheckDemoStatus: the demo is written and the game ends, this tic unplayed.
        if (recorder_->full()) recorder_->report_full(log_);
        quit_ = true;
        return;
    }
    interpolation_.before_tic(*world_);
    sim::run_tic(*world_, *rules_.levels, cmds);
    if (review_clock_ && demo_) snapshots_.passed(demo_tic_, *world_);
    if (world_->autosave_requested) autosave();
    after_tic();
}

sim::Ticcmd PlaySession::player_command() {
    sim::Ticcmd cmd = builder_.build(controls_);
    const sim::Player& me = world_->players[static_cast<std::size_t>(world_->opts.consoleplayer)];
    if (world_->gamestate == sim::GameState::Level) sim::choose_weapon(*world_, me, cmd, weapon_choice_);
    if (send_pause_) {
        send_pause_ = false;
        cmd.buttons = sim::BT_SPECIAL | sim::BTS_PAUSE;
    } else if (net_save_slot_) {
        cmd.buttons = static_cast<std::uint8_t>(sim::BT_SPECIAL | sim::BTS_SAVEGAME |
                                                (*net_save_slot_ << sim::BTS_SAVESHIFT));
        net_save_slot_.reset();
    }
    // A demo being recorded (here, or by a netgame's player) holds turns at its resolution.
    if (recorder_ || (net_ && net_->client().settings().lowres_turn)) cmd = sim::demo_quantize(cmd);
    if (net_) cmd.chatchar = chat_.next_char();
    return cmd;
}

void PlaySession::after_tic() {
    if (audio_) audio_->tic(*world_);
    // HU_Ticker: the other players' chat, with the original's radio (Doom II) or tink.
    if (net_)
        for (std::string& line : chat_.receive(*world_)) {
            front_.messages().post(std::move(line), true);
            if (audio_) audio_->play_ui_sound(mode_ == sim::GameMode::Commercial ? sim::sfx_radio : sim::sfx_tink);
        }
    take_player_message();
    if (world_->gamestate == sim::GameState::Level) front_.messages().tick();
    display().after_tic(*world_);
    free_look_.after_tic(*world_);
    automap_.follow(*world_);  // G_Ticker's AM_Ticker, paused or not
}

void PlaySession::take_player_message() {
    std::string& message = world_->players[static_cast<std::size_t>(world_->opts.consoleplayer)].message;
    if (message.empty()) return;
    front_.messages().post(std::move(message));
    message.clear();
}

}  // namespace app
