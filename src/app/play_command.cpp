#include "app/play_command.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "app/audio_setup.h"
#include "app/demo_playback.h"
#include "app/demo_review.h"
#include "app/free_look.h"
#include "app/front_end.h"
#include "app/game_display.h"
#include "app/gamepad_keys.h"
#include "app/game_files.h"
#include "app/game_window.h"
#include "app/menu_keys.h"
#include "app/new_game_options.h"
#include "sim/complevel_choice.h"
#include "app/player_controls.h"
#include "app/save_slots.h"
#include "app/ticcmd_builder.h"
#include "base/error.h"
#include "base/file_io.h"
#include "base/log.h"
#include "config/config_path.h"
#include "config/load.h"
#include "config/save.h"
#include "config/schema.h"
#include "render/overlay/automap_draw.h"
#include "render/gamma.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/tic_interpolation.h"
#include "render/vulkan/vulkan_error.h"
#include "sim/cheats.h"
#include "sim/demo.h"
#include "sim/game.h"
#include "sim/game_strings.h"
#include "sim/savegame.h"
#include "ui/automap.h"
#include "ui/level_title.h"
#include "ui/title_loop.h"

namespace app {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kTicRate = 35;
// The original's default demo buffer (-maxdemo), less its safety margin.
constexpr std::size_t kVanillaDemoLimit = 0x20000 - 16;
// A frame longer than this (a window being dragged, a debugger) does not
// make the game race to catch up; time just moves on.
constexpr int kMostTicsPerFrame = 10;
// GLFW_GAMEPAD_AXIS_RIGHT_Y: the stick free look reads.
constexpr std::size_t kRightStickY = 3;

// Makes `frame` the size drawn for a window: its own, within what the
// renderers draw. Keeps the frame's memory while the size stays.
void fit_frame(render::Frame& frame, VkExtent2D window) {
    const int width = std::clamp(static_cast<int>(window.width), render::kBaseWidth, 7680);
    const int height = std::clamp(static_cast<int>(window.height), render::kBaseHeight, 4320);
    if (frame.width != width || frame.height != height) frame = render::Frame(width, height);
}

// Where the screenshot key writes: the first free screenshot-NNNN.png in `folder`.
std::filesystem::path next_screenshot(const std::filesystem::path& folder) {
    for (int i = 0;; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "screenshot-%04d.png", i);
        if (!std::filesystem::exists(folder / name)) return folder / name;
    }
}

// The commands -record writes, as the original's G_WriteDemoTiccmd: each
// quantised as the file stores it, and played quantised too, so the game
// seen is the game the demo replays.
class DemoRecorder {
public:
    DemoRecorder(std::string path, const sim::GameOptions& options, bool vanilla_limit)
        : path_(std::move(path)), vanilla_limit_(vanilla_limit) {
        demo_.options = options;
    }

    sim::Ticcmd record(const sim::Ticcmd& cmd, std::ostream& log) {
        const sim::Ticcmd stored = sim::demo_quantize(cmd);
        if (full_) return stored;
        const std::size_t bytes = 13 + 4 * (demo_.tics.size() + 1) + 1;
        if (vanilla_limit_ && demo_.options.compat.level == sim::CompLevel::Vanilla && bytes > kVanillaDemoLimit) {
            full_ = true;
            log << "-record: " << path_ << " reached the original's demo size limit at tic " << demo_.tics.size()
                << "; recording stopped (compat.vanilla_demo_limit)\n";
            return stored;
        }
        demo_.tics.push_back({stored, {}, {}, {}});
        return stored;
    }

    void write(std::ostream& log) const {
        const std::vector<std::uint8_t> bytes = sim::write_demo(demo_);
        base::write_file_atomic(path_, bytes.data(), bytes.size());
        log << "recorded " << demo_.tics.size() << " tics to " << path_ << "\n";
    }

private:
    std::string path_;
    bool vanilla_limit_;
    bool full_ = false;
    sim::Demo demo_;
};

bool wants_vulkan(const config::CommandLine& cl, const config::Settings& settings) {
    return cl.renderer.value_or(settings.get_string("video.renderer")) == "vulkan";
}

// The games Doom 1.9's Ultimate executable played: four episodes, DEMO4.
bool ultimate_game(wad::Game game) { return game == wad::Game::UltimateDoom || game == wad::Game::Freedoom1; }

// The music lump of a track ("D_RUNNIN").
std::string music_lump(sim::MusicId music) {
    std::string lump = std::string("D_") + sim::kMusicNames[static_cast<std::size_t>(music)];
    for (char& c : lump) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return lump;
}

// Texts the front end shows itself (d_englsh.h).
constexpr char kGameSaved[] = "game saved.";
constexpr char kMessagesOn[] = "Messages ON";
constexpr char kMessagesOff[] = "Messages OFF";
constexpr char kMusicChange[] = "Music Change";
constexpr char kImpossibleSelection[] = "IMPOSSIBLE SELECTION";

class PlaySession {
public:
    PlaySession(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log)
        : cl_(cl),
          settings_(settings),
          log_(log),
          files_(open_game_files(cl)),
          rules_(make_rules(files_, cl)),
          mode_(rules_.levels->mode()),
          complevel_(sim::choose_complevel(cl.complevel, settings.get_string("compat.complevel"), files_.archive)),
          assets_(render::load_render_assets(files_.archive, rules_.definitions)),
          world_(std::make_unique<sim::World>(rules_.definitions)),
          audio_(audio::AudioSystem::open(files_.archive, rules_.definitions, audio_options(settings, cl), log)),
          window_(settings, wants_vulkan(cl, settings), cl.vulkan_validation,
                  settings.get_bool("video.vsync") && !cl.timedemo, log),
          controls_(settings),
          free_look_(settings),
          builder_(MovementSettings::from(settings)),
          front_(files_.archive, mode_),
          title_(mode_, ultimate_game(files_.game), files_.archive.find("DEMO4").has_value()),
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

        if (cl.playdemo || cl.timedemo) {
            start_demo(read_demo(files_, cl.playdemo ? *cl.playdemo : *cl.timedemo));
        } else if (cl.loadgame) {
            start_title();
            load_slot(*cl.loadgame);
        } else if (cl.warp || cl.skill || cl.record || cl.nomonsters || cl.fast || cl.respawn || cl.deathmatch ||
                   cl.altdeath) {
            const sim::GameOptions options = new_game_options(cl, mode_, complevel_);
            start_game(options);
            if (cl.record)
                recorder_.emplace(*cl.record, options, settings.get_bool("compat.vanilla_demo_limit"));
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

    // -timedemo: every tic drawn with the chosen renderer, as fast as it
    // goes, then the original's figures with frames per second.
    int run_timedemo() {
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

    int run() {
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

private:
    // ---- the game's course: title loop, demos, games ----

    bool wiping() const { return display_ && display_->wiping(); }

    GameDisplay& display() {
        if (!display_) {
            display_ = std::make_unique<GameDisplay>(files_.archive, assets_, window_.vulkan(), *world_,
                                                     settings_.get_int("video.software_threads"));
            display_->show_hud(settings_.get_bool("game.full_screen_hud"));
            display_->set_true3d(settings_.get_string("video.vulkan_view") == "true3d", *world_);
        }
        return *display_;
    }

    // After the world was replaced (new game, demo, load).
    void world_replaced() {
        // The window draws every tic, so the game takes D_Display's wipe
        // numbers as the original did (the face's random numbers follow).
        world_->display.drawn = true;
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

    void start_game(const sim::GameOptions& options) {
        end_recording();
        demo_.reset();
        sim::new_game(*world_, *rules_.levels, options);
        usergame_ = true;
        world_replaced();
    }

    void start_demo(sim::Demo demo) {
        demo.options.mode = mode_;
        sim::new_game(*world_, *rules_.levels, demo.options);
        demo_ = std::move(demo);
        demo_tic_ = 0;
        usergame_ = false;
        world_replaced();
    }

    // D_StartTitle.
    // A game replaced (title loop, new game, loaded save) ends its
    // recording: what was played is written, nothing after it.
    void end_recording() {
        if (recorder_) recorder_->write(log_);
        recorder_.reset();
    }

    void start_title() {
        end_recording();
        usergame_ = false;
        title_.restart();
        advance_title();
    }

    // D_DoAdvanceDemo; a demo lump the WADs lack or cannot play is skipped.
    void advance_title() {
        for (int tries = 0; tries < 7; ++tries) {
            const ui::TitleStep step = title_.advance();
            if (step.kind == ui::TitleStep::Kind::Page) {
                demo_.reset();
                page_ = step.lump;
                page_tics_ = step.tics;
                if (step.music && audio_) audio_->play_music(music_lump(*step.music), true);
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

    bool singledemo() const { return cl_.playdemo || cl_.timedemo; }

    bool finished() const {
        if (cl_.tics && tics_ >= *cl_.tics) return true;
        return singledemo() && demo_ && demo_tic_ >= demo_->tics.size() &&
               (cl_.timedemo || settings_.get_bool("demo.quit_after_playback"));
    }

    // How far the clock is into the tic after the last one run (0..1).
    double tic_fraction(Clock::duration elapsed) const {
        const double tics = std::chrono::duration<double>(elapsed).count() * kTicRate;
        return std::clamp(tics - static_cast<double>(clock_skipped_ + tics_), 0.0, 1.0);
    }

    // P_Ticker's pause while the menu is up in a game of one's own. A demo
    // being recorded plays on: its tics must replay as they were seen.
    bool menu_pauses() const {
        return (front_.menu().active() || settings_pages_.active()) && usergame_ && !demo_ && !recorder_ &&
               !world_->opts.netgame();
    }

    void run_tic() {
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
            sim::Ticcmd& cmd = cmds[static_cast<std::size_t>(world_->opts.consoleplayer)];
            cmd = builder_.build(controls_);
            if (send_pause_) {
                send_pause_ = false;
                cmd.buttons = sim::BT_SPECIAL | sim::BTS_PAUSE;
            }
            if (recorder_) cmd = recorder_->record(cmd, log_);
        }
        interpolation_.before_tic(*world_);
        sim::run_tic(*world_, *rules_.levels, cmds);
        if (review_clock_ && demo_) snapshots_.passed(demo_tic_, *world_);
        if (audio_) audio_->tic(*world_);
        take_player_message();
        if (world_->gamestate == sim::GameState::Level) front_.messages().tick();
        display().after_tic(*world_);
        free_look_.after_tic(*world_);
        automap_.follow(*world_);  // G_Ticker's AM_Ticker, paused or not
    }

    // HU_Ticker takes the player's message for the message line.
    void take_player_message() {
        std::string& message = world_->players[static_cast<std::size_t>(world_->opts.consoleplayer)].message;
        if (message.empty()) return;
        front_.messages().post(std::move(message));
        message.clear();
    }

    // ---- drawing ----

    // Draws the frame and shows it; false when the window showed nothing.
    // When the Vulkan device is lost on the way, the player is told once and
    // the software renderer draws this frame and all later ones.
    bool show(render::Frame& frame, double fraction) {
        try {
            draw(frame, fraction);
            return present(frame);
        } catch (const render::vulkan::DeviceLost& e) {
            lose_vulkan(e);
        }
        draw(frame, fraction);
        return present(frame);
    }

    void lose_vulkan(const render::vulkan::DeviceLost& lost) {
        log_ << "brimstone: " << lost.what() << "; going on with the software renderer\n";
        front_.messages().post("Vulkan device lost: software renderer");
        display().forget_vulkan();
        window_.fall_back_to_opengl();
        controls_.release_all();
    }

    // The frame through the current palette, at the player's gamma level.
    bool present(const render::Frame& frame) {
        const auto palette = assets_.palettes.palette(shown_palette());
        const int gamma = static_cast<int>(settings_.get_int("video.gamma"));
        if (gamma == 0) return window_.present(frame, palette);
        return window_.present(frame, render::gamma_corrected(palette, gamma));
    }

    // The counter shows the frames presented over the last whole second.
    void count_frame() {
        if (!settings_.get_bool("video.show_fps")) return;
        ++frames_this_second_;
        const Clock::time_point now = Clock::now();
        if (now - second_start_ < std::chrono::seconds(1)) return;
        front_.set_fps(
            static_cast<int>(frames_this_second_ / std::chrono::duration<double>(now - second_start_).count()));
        frames_this_second_ = 0;
        second_start_ = now;
    }

    int shown_palette() const {
        if (page_ || !display_ || world_->gamestate != sim::GameState::Level) return 0;
        return display_->palette(*world_);
    }

    void draw(render::Frame& frame, double fraction) {
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
            const int pitch = free_look_.pitch(demo_.has_value() || recorder_.has_value());
            display_->set_pitch(pitch);
            const double angle = free_look_.angle(demo_.has_value() || recorder_.has_value());
            display_->set_camera_pitch(angle);
            front_.set_screenblocks(screenblocks);
            front_.set_pitch(pitch);
            front_.set_view_angle(display_->true3d() ? std::optional<double>(angle) : std::nullopt);
            display_->draw(*world_, frame);
            draw_automap(frame);
        }
        show_demo_progress();
        front_.draw(*world_, page_, frame);
        if (settings_pages_.active())
            front_.draw_settings(settings_pages_, settings_,
                                 "This game: complevel " + sim::complevel_description(world_->opts.compat.level), frame);
    }

    // The original drew no view while the map was up, so only a view shown
    // puts its walls on the map; the map is drawn over the rows above the bar.
    void draw_automap(render::Frame& frame) {
        if (world_->gamestate != sim::GameState::Level) return;
        automap_.set_rotate(settings_.get_bool("game.automap_rotate"));
        automap_.set_overlay(settings_.get_bool("game.automap_overlay"));
        if (!automap_.active() || automap_.overlay()) automap_.mark_seen(*world_, display_->stored_segs());
        const render::ScreenLayout layout = render::ScreenLayout::for_size(frame.width, frame.height);
        automap_size_ = render::overlay::automap_size(layout);
        if (!automap_.active()) return;
        automap_.resize(*world_, automap_size_.width, automap_size_.height);
        automap_drawer_.draw(*world_, automap_.view(singledemo()), ui::level_title(*world_), frame, layout);
    }

    // AM_Responder: true when the map took the key from the game.
    bool automap_key(std::string_view key, bool pressed) {
        const std::optional<ui::AutomapKey> map_key = automap_keys_.find(key);
        if (!map_key || page_ || world_->gamestate != sim::GameState::Level) return false;
        const bool was_active = automap_.active();
        ui::AutomapResponse response =
            automap_.respond(*map_key, pressed, *world_, automap_size_.width, automap_size_.height);
        if (automap_.active() != was_active) display().refresh_status_bar();
        if (!response.message.empty()) front_.messages().post(std::move(response.message));
        return response.eaten;
    }

    static ui::AutomapKeys automap_keys(const config::Settings& settings) {
        ui::AutomapKeys keys;
        for (const ui::AutomapBinding& binding : ui::automap_bindings())
            for (const std::string& key : settings.get_bindings(binding.setting)) keys.bind(key, binding.key);
        return keys;
    }

    // ---- input ----

    ui::GameContext menu_context() const {
        ui::GameContext game;
        game.mode = mode_;
        game.ultimate = ultimate_game(files_.game);
        game.in_level = !page_ && world_->gamestate == sim::GameState::Level;
        game.usergame = usergame_;
        game.gametic = world_->gametic;
        game.umapinfo = rules_.definitions.umapinfo.get();
        return game;
    }

    void handle_input() {
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
                    automap_key(event.key, false);
                    controls_.release(event.key);
                    break;
                case platform::InputEvent::Kind::Press: press(event.key); break;
            }
        }
        carry_out_menu_requests();
    }

    void press(std::string_view key) {
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
        // In the title loop and its demos any key opens the menu (G_Responder).
        if (!usergame_ && !singledemo()) {
            if (!is_window_key(key)) {
                menu.open(menu_context());
                controls_.release_all();
            }
            return;
        }
        if (key == "pause") send_pause_ = true;
        if (const char c = typed_character(key); c != 0 && usergame_ && !recorder_ && !demo_)
            for (const ui::CheatTyped& cheat : front_.cheats().type(c)) apply_cheat(cheat);
        if (automap_key(key, true)) return;
        for (Action action : controls_.press(key)) window_action(action);
    }

    // Whether the key is bound to something the window does (renderer
    // switch, screenshot, ...): those work everywhere.
    bool is_window_key(std::string_view key) {
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

    // The actions that do something once per press, outside the game tic.
    void window_action(Action action) {
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

    // ---- demo review (-playdemo) ----

    // -skipsec: the demo's first seconds played unseen and unheard.
    void skip_demo_start() {
        if (!cl_.skipsec || !demo_ || !singledemo()) return;
        snapshots_.passed(0, *world_);
        snapshots_.seek(*world_, *rules_.levels, *demo_, demo_tic_, static_cast<std::size_t>(*cl_.skipsec) * kTicRate);
        world_replaced();
    }

    void review_action(Action action) {
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

    void seek_demo(std::size_t target) {
        if (target == demo_tic_) return;
        snapshots_.seek(*world_, *rules_.levels, *demo_, demo_tic_, target);
        world_replaced();
    }

    // The progress bar: shown while paused and for a moment after each review key.
    void show_demo_progress() {
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

    // ST_Responder's cheats, as the simulation allows them.
    void apply_cheat(const ui::CheatTyped& cheat) {
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

    // IDMUS: Doom II numbers the tracks 01-35, Doom E1M1 as 11.
    void music_cheat(std::array<char, 2> digits) {
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

    // ---- what the menus ask for ----

    void carry_out_menu_requests() {
        ui::Menu& menu = front_.menu();
        const std::vector<ui::MenuRequest> requests = menu.take_requests();
        for (const sim::SfxId sound : menu.take_sounds())
            if (audio_) audio_->play_ui_sound(sound);
        for (const ui::MenuRequest& request : requests) {
            using Kind = ui::MenuRequest::Kind;
            switch (request.kind) {
                case Kind::NewGame: {
                    sim::GameOptions options = new_game_options(cl_, mode_, complevel_);
                    options.episode = request.episode;
                    options.map = request.map;
                    options.skill = request.skill;
                    start_game(options);
                    break;
                }
                case Kind::LoadGame:
                case Kind::QuickLoadSlot: load_slot(request.slot); break;
                case Kind::SaveGame: save_slot(request.slot, request.description); break;
                case Kind::EndGame: start_title(); break;
                case Kind::Quit:
                    // The original waits 105 vertical blanks (1.5 s) for the quit sound.
                    if (audio_) std::this_thread::sleep_for(std::chrono::milliseconds(1500));
                    quit_ = true;
                    break;
                case Kind::ScreenSize:
                    change_setting("video.screenblocks", config::Value(std::int64_t{request.value + 3}));
                    break;
                case Kind::Detail:
                    change_setting("video.detail", config::Value(std::string(request.value ? "low" : "high")));
                    break;
                case Kind::MouseSensitivity:
                    change_setting("input.mouse_sensitivity", config::Value(static_cast<double>(request.value)));
                    builder_ = TiccmdBuilder(MovementSettings::from(settings_));
                    free_look_.configure(settings_);
                    break;
                case Kind::SfxVolume:
                case Kind::MusicVolume: {
                    const bool sfx = request.kind == Kind::SfxVolume;
                    change_setting(sfx ? "audio.sfx_volume" : "audio.music_volume",
                                   config::Value(std::int64_t{request.value}));
                    if (audio_)
                        audio_->set_volumes(static_cast<int>(settings_.get_int("audio.sfx_volume")),
                                            static_cast<int>(settings_.get_int("audio.music_volume")));
                    break;
                }
                case Kind::MessagesToggled:
                    front_.messages().set_enabled(request.value != 0);
                    front_.messages().post(request.value ? kMessagesOn : kMessagesOff, true);
                    change_setting("game.messages", config::Value(request.value != 0));
                    break;
                case Kind::Gamma: {
                    const int level = (static_cast<int>(settings_.get_int("video.gamma")) + 1) % render::kGammaLevels;
                    change_setting("video.gamma", config::Value(std::int64_t{level}));
                    front_.messages().post(level == 0 ? std::string("Gamma correction OFF")
                                                      : "Gamma correction level " + std::to_string(level));
                    break;
                }
            }
        }

        if (menu.active())
            refresh_slots();
        else
            slots_read_ = false;
    }

    void refresh_slots() {
        if (slots_read_) return;
        front_.menu().set_slots(read_slot_descriptions(save_dir_));
        slots_read_ = true;
    }

    void save_slot(int slot, const std::string& description) {
        slots_read_ = false;
        const std::filesystem::path path = slot_path(save_dir_, slot);
        try {
            std::filesystem::create_directories(save_dir_);
            // P_ArchiveWorld saved each line's flags with ML_MAPPED set on
            // the lines seen, so a loaded game shows its map again.
            const std::span<const std::uint8_t> seen = automap_.seen_lines();
            for (std::size_t i = 0; i < seen.size() && i < world_->lines.size(); ++i)
                if (seen[i]) world_->lines[i].flags |= ui::kMappedLineFlag;
            sim::save_game_file(*world_, description, path);
            front_.messages().post(kGameSaved);
            log_ << "saved " << path.string() << "\n";
        } catch (const std::exception& e) {
            log_ << "brimstone: " << e.what() << "\n";
            front_.menu().show_notice("the game could not be saved.\nsee the log.\n\n" +
                                      std::string(ui::menu_text::kPressKey));
        }
    }

    // A damaged or foreign save leaves the game as it was.
    void load_slot(int slot) {
        const std::filesystem::path path = slot_path(save_dir_, slot);
        try {
            sim::load_game_file(*world_, *rules_.levels, path);
        } catch (const std::exception& e) {
            log_ << "brimstone: " << e.what() << "\n";
            front_.menu().show_notice(
                "that savegame cannot be loaded:\ndamaged, or made with other wads.\nsee the log.\n\n" +
                std::string(ui::menu_text::kPressKey));
            return;
        }
        end_recording();
        demo_.reset();
        usergame_ = true;
        world_replaced();
        log_ << "loaded " << path.string() << "\n";
    }

    // ---- settings ----

    // The user's own file, without --set overrides: menu changes are
    // written there, keeping its comments. Written now if it is missing,
    // so there is one to edit.
    void open_user_config() {
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

    // A setting the settings pages changed in settings_: what can change
    // live does, and the user's file gets it.
    void apply_setting(const std::string& key) {
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

    void change_setting(std::string_view key, const config::Value& value) {
        settings_.set(key, value);
        if (config_path_.empty()) return;
        user_settings_.set(key, value);
        try {
            config::save_config(user_settings_, config_path_);
        } catch (const base::Error& e) {
            log_ << "brimstone: " << e.what() << "\n";
        }
    }

    // The exact Vulkan view or the true 3D one (video.vulkan_view).
    void switch_vulkan_view(bool true3d) {
        if (!change_display([&] { display().set_true3d(true3d, *world_); })) return;
        front_.show_label(true3d ? "Vulkan: true 3D view" : "Vulkan: exact view");
    }

    void switch_to(DisplayMode mode) {
        if (!change_display([&] { display().set_mode(mode, *world_); })) return;
        switch (mode) {
            case DisplayMode::Software: front_.show_label("Software renderer"); break;
            case DisplayMode::Vulkan: front_.show_label("Vulkan renderer"); break;
            case DisplayMode::Split: front_.show_label("Software", "Vulkan"); break;
        }
    }

    // A change that may need the Vulkan view: when it cannot be made, one
    // line in the log, a label on screen, and false.
    template <typename Change>
    bool change_display(Change change) {
        try {
            change();
        } catch (const base::Error& e) {
            log_ << "brimstone: " << e.what() << "\n";
            front_.show_label("Vulkan is not available");
            return false;
        }
        return true;
    }

    void screenshot() {
        render::Frame shot;
        fit_frame(shot, window_.window().framebuffer_size());
        draw(shot, 1.0);
        const std::filesystem::path folder = screenshot_folder(settings_);
        try {
            std::filesystem::create_directories(folder);
            const std::filesystem::path path = next_screenshot(folder);
            render::write_indexed_png(path, shot, assets_.palettes.palette(shown_palette()));
            log_ << "screenshot " << path.string() << "\n";
        } catch (const std::exception& e) {
            log_ << "brimstone: screenshot: " << e.what() << "\n";
        }
    }

    const config::CommandLine& cl_;
    config::Settings settings_;       // as in use, --set overrides included
    config::Settings user_settings_;  // the user's file alone
    std::filesystem::path config_path_;
    std::ostream& log_;
    GameFiles files_;
    GameRules rules_;
    sim::GameMode mode_;
    sim::CompLevel complevel_;  // of new games; a demo plays at its own
    assets::AssetSet assets_;
    std::unique_ptr<sim::World> world_;
    std::unique_ptr<audio::AudioSystem> audio_;  // null: silent (no device, -nosound)
    GameWindow window_;
    std::unique_ptr<GameDisplay> display_;
    GamepadKeys gamepad_;
    PlayerControls controls_;
    FreeLook free_look_;
    Clock::time_point last_input_ = Clock::now();  // the stick looks for the time since
    TiccmdBuilder builder_;
    FrontEnd front_;
    ui::SettingsPages settings_pages_{config::builtin_schema()};
    ui::TitleLoop title_;
    std::filesystem::path save_dir_;
    std::optional<std::string> page_;  // the title loop's picture, while one is up
    int page_tics_ = 0;
    std::optional<sim::Demo> demo_;
    std::size_t demo_tic_ = 0;
    std::optional<DemoRecorder> recorder_;
    // Watching a demo with -playdemo: its clock (speed, pause) and snapshots.
    std::optional<ReviewClock> review_clock_;
    DemoSnapshots snapshots_;
    Clock::time_point progress_until_{};
    render::TicInterpolation interpolation_;
    bool usergame_ = false;
    bool send_pause_ = false;
    bool slots_read_ = false;
    long frames_this_second_ = 0;
    Clock::time_point second_start_ = Clock::now();
    long tics_ = 0;
    long clock_skipped_ = 0;
    bool quit_ = false;
    ui::Automap automap_;
    ui::AutomapKeys automap_keys_ = automap_keys(settings_);
    render::overlay::AutomapDrawer automap_drawer_{files_.archive};
    render::overlay::AutomapSize automap_size_{render::kBaseWidth, render::kBaseHeight - render::kBaseStatusBarHeight};
};

}  // namespace

int run_play(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log) {
    PlaySession session(cl, settings, log);
    return session.run();
}

}  // namespace app
