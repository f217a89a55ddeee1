#include "app/play_command.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "app/demo_playback.h"
#include "app/game_display.h"
#include "app/game_files.h"
#include "app/game_window.h"
#include "app/new_game_options.h"
#include "app/player_controls.h"
#include "app/ticcmd_builder.h"
#include "base/error.h"
#include "base/file_io.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/tic_interpolation.h"
#include "sim/demo.h"
#include "sim/game.h"

namespace app {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kTicRate = 35;
// The original's default demo buffer (-maxdemo), less its safety margin.
constexpr std::size_t kVanillaDemoLimit = 0x20000 - 16;
// A frame longer than this (a window being dragged, a debugger) does not
// make the game race to catch up; time just moves on.
constexpr int kMostTicsPerFrame = 10;

// Makes `frame` the size drawn for a window: its own, within what the
// renderers draw. Keeps the frame's memory while the size stays.
void fit_frame(render::Frame& frame, VkExtent2D window) {
    const int width = std::clamp(static_cast<int>(window.width), render::kBaseWidth, 7680);
    const int height = std::clamp(static_cast<int>(window.height), render::kBaseHeight, 4320);
    if (frame.width != width || frame.height != height) frame = render::Frame(width, height);
}

// Where the screenshot key writes: the first free screenshot-NNNN.png here.
std::filesystem::path next_screenshot() {
    for (int i = 0;; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "screenshot-%04d.png", i);
        if (!std::filesystem::exists(name)) return name;
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
        if (vanilla_limit_ && bytes > kVanillaDemoLimit) {
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

class PlaySession {
public:
    PlaySession(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log)
        : cl_(cl),
          settings_(settings),
          log_(log),
          files_(open_game_files(cl)),
          rules_(make_rules(files_, cl)),
          assets_(render::load_render_assets(files_.archive, rules_.definitions)),
          world_(std::make_unique<sim::World>(rules_.definitions)),
          window_(settings, wants_vulkan(cl, settings), log),
          controls_(settings),
          builder_(MovementSettings::from(settings)) {
        if (cl.playdemo) {
            demo_ = read_demo(files_, *cl.playdemo);
            demo_->options.mode = rules_.levels->mode();
            sim::new_game(*world_, *rules_.levels, demo_->options);
        } else {
            const sim::GameOptions options = new_game_options(cl, rules_.levels->mode());
            sim::new_game(*world_, *rules_.levels, options);
            if (cl.record)
                recorder_.emplace(*cl.record, options, settings.get_bool("compat.vanilla_demo_limit"));
        }
        display_ = std::make_unique<GameDisplay>(files_.archive, assets_, window_.vulkan(), *world_);
        if (wants_vulkan(cl, settings)) display_->set_mode(DisplayMode::Vulkan, *world_);
    }

    int run() {
        const Clock::time_point start = Clock::now();
        const bool uncapped = settings_.get_bool("video.uncapped_framerate");
        render::Frame frame;
        while (!quit_) {
            handle_input();
            if (window_.window().close_requested()) break;
            const auto elapsed = Clock::now() - start;
            const long due = static_cast<long>(elapsed * kTicRate / std::chrono::seconds(1)) - clock_skipped_;
            int ran = 0;
            while (tics_ < due && !finished()) {
                if (ran++ == kMostTicsPerFrame) {
                    clock_skipped_ += due - tics_;
                    break;
                }
                run_tic();
            }
            fit_frame(frame, window_.window().framebuffer_size());
            {
                const double fraction = uncapped && !finished() ? tic_fraction(Clock::now() - start) : 1.0;
                const auto shown = interpolation_.apply(*world_, fraction);
                display_->draw(*world_, frame);
            }
            window_.present(frame, assets_.palettes.palette(display_->palette(*world_)));
            if (finished()) break;
            if (!uncapped) {
                const auto next_tic =
                    start + std::chrono::nanoseconds(std::chrono::seconds(tics_ + 1 + clock_skipped_)) / kTicRate;
                std::this_thread::sleep_until(next_tic);
            }
        }
        if (recorder_) recorder_->write(log_);
        if (cl_.out) render::write_indexed_png(*cl_.out, frame, assets_.palettes.palette(0));
        return 0;
    }

private:
    bool finished() const {
        if (cl_.tics && tics_ >= *cl_.tics) return true;
        return demo_ && tics_ >= static_cast<long>(demo_->tics.size());
    }

    // How far the clock is into the tic after the last one run (0..1).
    double tic_fraction(Clock::duration elapsed) const {
        const double tics = std::chrono::duration<double>(elapsed).count() * kTicRate;
        return std::clamp(tics - static_cast<double>(clock_skipped_ + tics_), 0.0, 1.0);
    }

    void run_tic() {
        std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        if (demo_) {
            cmds = demo_->tics[static_cast<std::size_t>(tics_)];
        } else {
            sim::Ticcmd& cmd = cmds[static_cast<std::size_t>(world_->opts.consoleplayer)];
            cmd = builder_.build(controls_);
            if (recorder_) cmd = recorder_->record(cmd, log_);
        }
        interpolation_.before_tic(*world_);
        sim::run_tic(*world_, *rules_.levels, cmds);
        display_->after_tic(*world_);
        ++tics_;
    }

    void handle_input() {
        for (const platform::InputEvent& event : window_.window().poll()) {
            switch (event.kind) {
                case platform::InputEvent::Kind::MouseMotion: controls_.move_mouse(event.dx, event.dy); break;
                case platform::InputEvent::Kind::Release: controls_.release(event.key); break;
                case platform::InputEvent::Kind::Press:
                    for (Action action : controls_.press(event.key)) act(action);
                    break;
            }
        }
    }

    // The actions that do something once per press, outside the game tic.
    void act(Action action) {
        switch (action) {
            case Action::Menu: quit_ = true; break;  // until the menus exist, the menu key leaves the game
            case Action::SwitchRenderer:
                switch_to(display_->mode() == DisplayMode::Software ? DisplayMode::Vulkan : DisplayMode::Software);
                break;
            case Action::SplitView:
                switch_to(display_->mode() == DisplayMode::Split ? DisplayMode::Software : DisplayMode::Split);
                break;
            case Action::Screenshot: screenshot(); break;
            case Action::Fullscreen: window_.window().set_fullscreen(!window_.window().fullscreen()); break;
            default: break;
        }
    }

    void switch_to(DisplayMode mode) {
        try {
            display_->set_mode(mode, *world_);
        } catch (const base::Error& e) {
            log_ << "brimstone: " << e.what() << "\n";
        }
    }

    void screenshot() {
        render::Frame shot;
        fit_frame(shot, window_.window().framebuffer_size());
        display_->draw(*world_, shot);
        const std::filesystem::path path = next_screenshot();
        render::write_indexed_png(path, shot, assets_.palettes.palette(0));
        log_ << "screenshot " << path.string() << "\n";
    }

    const config::CommandLine& cl_;
    const config::Settings& settings_;
    std::ostream& log_;
    GameFiles files_;
    GameRules rules_;
    assets::AssetSet assets_;
    std::unique_ptr<sim::World> world_;
    GameWindow window_;
    std::unique_ptr<GameDisplay> display_;
    PlayerControls controls_;
    TiccmdBuilder builder_;
    std::optional<sim::Demo> demo_;
    std::optional<DemoRecorder> recorder_;
    render::TicInterpolation interpolation_;
    long tics_ = 0;
    long clock_skipped_ = 0;
    bool quit_ = false;
};

}  // namespace

int run_play(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log) {
    PlaySession session(cl, settings, log);
    return session.run();
}

}  // namespace app
