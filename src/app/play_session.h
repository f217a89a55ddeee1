#pragma once
// The game in a window: one PlaySession per `brimstone` run that opens one.
// It owns the world, the window, the renderers' display, sound, the front
// end and the player's controls, and runs the original's D_DoomLoop over
// them. Its member functions live in play_session*.cpp by concern: the
// game's course and clock (play_session.cpp), drawing and screenshots
// (play_session_screen.cpp), keys, demo review and cheats
// (play_session_input.cpp), the menus' requests and savegames
// (play_session_menus.cpp), settings and display switches
// (play_session_settings.cpp).
#include <array>
#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "app/audio_setup.h"
#include "app/demo_playback.h"
#include "app/demo_recorder.h"
#include "app/demo_review.h"
#include "app/free_look.h"
#include "app/front_end.h"
#include "app/game_display.h"
#include "app/game_files.h"
#include "app/game_window.h"
#include "app/gamepad_keys.h"
#include "app/menu_keys.h"
#include "app/net_session.h"
#include "app/new_game_options.h"
#include "app/play_support.h"
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
#include "render/gamma.h"
#include "render/overlay/automap_draw.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/tic_interpolation.h"
#include "render/vulkan/vulkan_error.h"
#include "sim/cheats.h"
#include "sim/complevel_choice.h"
#include "sim/weapon_choice.h"
#include "sim/demo.h"
#include "sim/game.h"
#include "sim/game_strings.h"
#include "sim/savegame.h"
#include "ui/automap.h"
#include "ui/chat.h"
#include "sim/level_title.h"
#include "ui/title_loop.h"

namespace app {

class PlaySession {
public:
    PlaySession(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log);
    // -timedemo: every tic drawn with the chosen renderer, as fast as it
    // goes, then the original's figures with frames per second.
    int run_timedemo();
    int run();
    // -server / -connect: the netgame's waiting room, then the game, its
    // tics run as every player's commands arrive and drawn between them.
    int run_net();
private:
    using Clock = std::chrono::steady_clock;
    static constexpr int kTicRate = 35;
    // A frame longer than this (a window being dragged, a debugger) does not
    // make the game race to catch up; time just moves on.
    static constexpr int kMostTicsPerFrame = 10;
    // GLFW_GAMEPAD_AXIS_RIGHT_Y: the stick free look reads.
    static constexpr std::size_t kRightStickY = 3;
    // Texts the front end shows itself (d_englsh.h).
    static constexpr char kGameSaved[] = "game saved.";
    static constexpr char kMessagesOn[] = "Messages ON";
    static constexpr char kMessagesOff[] = "Messages OFF";
    static constexpr char kMusicChange[] = "Music Change";
    static constexpr char kImpossibleSelection[] = "IMPOSSIBLE SELECTION";

    // ---- the game's course: title loop, demos, games ----

    bool wiping() const { return display_ && display_->wiping(); }
    GameDisplay& display();
    // After the world was replaced (new game, demo, load).
    void world_replaced();
    void start_game(const sim::GameOptions& options);
    void start_demo(sim::Demo demo);
    // D_StartTitle.
    // A game replaced (title loop, new game, loaded save) ends its
    // recording: what was played is written, nothing after it.
    void end_recording();
    void start_title();
    // D_DoAdvanceDemo; a demo lump the WADs lack or cannot play is skipped.
    void advance_title();
    bool singledemo() const { return cl_.playdemo || cl_.timedemo; }
    bool finished() const;
    // How far the clock is into the tic after the last one run (0..1).
    double tic_fraction(Clock::duration elapsed) const;
    // P_Ticker's pause while the menu is up in a game of one's own. A demo
    // being recorded plays on: its tics must replay as they were seen.
    bool menu_pauses() const;
    void run_tic();
    // The local player's command for the next tic, from the controls.
    sim::Ticcmd player_command();
    // What follows each tic run: sound, messages, the display, the map.
    void after_tic();
    // The netgame's hooks into this session (its world is world_).
    void join_netgame();
    // G_Ticker's BTS_SAVEGAME: a player's command asked every player to save.
    void save_for_netgame(const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds);
    // HU_Ticker takes the player's message for the message line.
    void take_player_message();

    // ---- drawing ----

    // Draws the frame and shows it; false when the window showed nothing.
    // When the Vulkan device is lost on the way, the player is told once and
    // the software renderer draws this frame and all later ones.
    bool show(render::Frame& frame, double fraction);
    void lose_vulkan(const render::vulkan::DeviceLost& lost);
    // The frame through the current palette, at the player's gamma level.
    bool present(const render::Frame& frame);
    // The counter shows the frames presented over the last whole second.
    void count_frame();
    std::array<assets::Rgb, 256> shown_colours() const;  // the palette the frame is shown with, a fade over it
    void draw(render::Frame& frame, double fraction);
    // The original drew no view while the map was up, so only a view shown
    // puts its walls on the map; the map is drawn over the rows above the bar.
    void draw_automap(render::Frame& frame);
    // AM_Responder: true when the map took the key from the game.
    bool automap_key(std::string_view key, bool pressed);
    static ui::AutomapKeys automap_keys(const config::Settings& settings);
    static std::array<std::string, 10> chat_macros(const config::Settings& settings);

    // ---- input ----

    ui::GameContext menu_context() const;
    void handle_input();
    void press(std::string_view key);
    // Whether the key is bound to something the window does (renderer
    // switch, screenshot, ...): those work everywhere.
    bool is_window_key(std::string_view key);
    // The actions that do something once per press, outside the game tic.
    void window_action(Action action);

    // ---- demo review (-playdemo) ----

    // -skipsec: the demo's first seconds played unseen and unheard.
    void skip_demo_start();
    void review_action(Action action);
    void seek_demo(std::size_t target);
    // The progress bar: shown while paused and for a moment after each review key.
    void show_demo_progress();
    // ST_Responder's cheats, as the simulation allows them.
    void apply_cheat(const ui::CheatTyped& cheat);
    // IDMUS: Doom II numbers the tracks 01-35, Doom E1M1 as 11.
    void music_cheat(std::array<char, 2> digits);

    // ---- what the menus ask for ----

    void carry_out_menu_requests();
    void refresh_slots();
    void save_slot(int slot, const std::string& description);
    // ZDoom's Autosave special: the autosave slot written after the tic.
    void autosave();
    // A damaged or foreign save leaves the game as it was.
    void load_slot(int slot);

    // ---- settings ----

    // The user's own file, without --set overrides: menu changes are
    // written there, keeping its comments. Written now if it is missing,
    // so there is one to edit.
    void open_user_config();
    // A setting the settings pages changed in settings_: what can change
    // live does, and the user's file gets it.
    void apply_setting(const std::string& key);
    void change_setting(std::string_view key, const config::Value& value);
    // The exact Vulkan view or the true 3D one (video.vulkan_view).
    void switch_vulkan_view(bool true3d);
    void switch_to(DisplayMode mode);
    // A change that may need the Vulkan view: when it cannot be made, one
    // line in the log, a label on screen, and false.
    template <typename Change>
    bool change_display(Change change);
    void screenshot();
    const config::CommandLine& cl_;
    config::Settings settings_;       // as in use, --set overrides included
    config::Settings user_settings_;  // the user's file alone
    std::filesystem::path config_path_;
    std::ostream& log_;
    GameFiles files_;
    GameRules rules_;
    sim::GameMode mode_;
    sim::CompLevel complevel_;  // of new games; a demo plays at its own
    sim::OptionsLump options_lump_;  // the WAD's MBF options for new games
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
    sim::WeaponChoice weapon_choice_;  // Boom's weapon choices for our commands
    FrontEnd front_;
    ui::SettingsPages settings_pages_{config::builtin_schema()};
    ui::TitleLoop title_;
    std::filesystem::path save_dir_;
    std::optional<std::string> page_;  // the title loop's picture, while one is up
    int page_tics_ = 0;
    std::optional<sim::Demo> demo_;
    std::size_t demo_tic_ = 0;
    std::optional<DemoRecorder> recorder_;
    std::unique_ptr<NetSession> net_;  // -server / -connect
    ui::Chat chat_{chat_macros(settings_)};
    bool net_started_ = false;
    // A save asked for in a netgame: sent as the original's BTS_SAVEGAME
    // command, so every player saves at the same tic.
    std::optional<int> net_save_slot_;
    std::array<bool, sim::kMaxPlayers> net_players_{};  // in the game after the last tic
    std::string net_save_description_;
    Clock::time_point last_net_tic_{};
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
    bool demo_quit_key_ = false;  // Q while recording: the original's end of a demo
    ui::Automap automap_;
    ui::AutomapKeys automap_keys_ = automap_keys(settings_);
    render::overlay::AutomapDrawer automap_drawer_{files_.archive};
    render::overlay::AutomapSize automap_size_{render::kBaseWidth, render::kBaseHeight - render::kBaseStatusBarHeight};
};

}  // namespace app
