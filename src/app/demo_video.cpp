#include "app/demo_video.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

#include "app/audio_setup.h"
#include "app/video_encoder.h"
#include "app/vulkan_view.h"
#include "audio/audio_system.h"
#include "base/error.h"
#include "render/game_screen.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/tic_interpolation.h"
#include "sim/game.h"

namespace app {
namespace {

constexpr int kTicRate = 35;

// The progress line: frames, share of the demo, and speed against real time.
class Progress {
public:
    Progress(std::ostream& log, std::size_t demo_tics) : log_(log), demo_tics_(demo_tics) {}

    void update(long frame, std::size_t tic, long clock_tics, bool last) {
        const auto now = std::chrono::steady_clock::now();
        if (!last && now < next_) return;
        next_ = now + std::chrono::seconds(1);
        const double seconds = std::chrono::duration<double>(now - start_).count();
        const double percent = demo_tics_ ? 100.0 * static_cast<double>(tic) / static_cast<double>(demo_tics_) : 100;
        char line[160];
        std::snprintf(line, sizeof line, "\rvideo: frame %ld, tic %zu of %zu (%.0f%%), %.2fx real time%s", frame, tic,
                      demo_tics_, percent, seconds > 0 ? clock_tics / (kTicRate * seconds) : 0.0, last ? "\n" : "");
        log_ << line << std::flush;
    }

private:
    std::ostream& log_;
    std::size_t demo_tics_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), next_ = start_;
};

}  // namespace

void write_demo_video(const GameFiles& files, const GameRules& rules, const sim::Demo& demo,
                      const config::CommandLine& cl, const config::Settings& settings, std::ostream& log) {
    const std::string renderer = cl.renderer.value_or(settings.get_string("video.renderer"));
    if (renderer != "software" && renderer != "vulkan")
        throw base::Error("demo --video: unknown renderer '" + renderer + "' (software, vulkan)");
    const render::ScreenLayout layout = render::ScreenLayout::for_size(cl.size ? cl.size->width : 1920,
                                                                      cl.size ? cl.size->height : 1080);
    VideoSettings video;
    video.width = layout.width;
    video.height = layout.height;
    video.fps = cl.fps.value_or(60);
    video.preset = settings.get_string("demo.video_preset");
    video.crf = settings.get_int("demo.video_quality");
    video.sample_rate = audio::kOutputRate;

    const assets::AssetSet assets = render::load_render_assets(files.archive, rules.definitions);
    std::unique_ptr<VulkanView> vulkan;
    if (renderer == "vulkan") vulkan = std::make_unique<VulkanView>(files.archive, assets, cl);
    render::GameScreen screen = vulkan ? render::GameScreen(files.archive, vulkan->drawer())
                                       : render::GameScreen(files.archive, assets,
                                                            cl.threads.value_or(settings.get_int("video.software_threads")));
    screen.show_wipes(true);
    screen.show_hud(settings.get_bool("game.full_screen_hud"));
    const bool heard = !cl.nosound;
    std::unique_ptr<audio::AudioSystem> sound;
    if (heard) sound = audio::AudioSystem::open_loopback(files.archive, rules.definitions, audio_options(settings, cl), log);
    VideoEncoder encoder(*cl.video, video);

    sim::GameOptions options = demo.options;
    options.mode = rules.levels->mode();
    auto world = std::make_unique<sim::World>(rules.definitions);
    world->display.drawn = true;
    world->demo = true;
    sim::new_game(*world, *rules.levels, options);
    screen.start(*world);
    if (sound) sound->tic(*world);
    render::TicInterpolation interpolation;
    render::Frame frame(layout.width, layout.height);
    std::vector<std::int16_t> samples(static_cast<std::size_t>(kSoundFramesPerTic) * 2);
    // --tics: the video stops after that many tics of the demo.
    const std::size_t tics = cl.tics ? std::min(demo.tics.size(), static_cast<std::size_t>(std::max(0, *cl.tics)))
                                     : demo.tics.size();
    Progress progress(log, tics);

    // The window's clock at 35 tics a second: game tics run while no melt
    // is under way; a melt stops the game and runs on the clock instead.
    // Sound goes on through both.
    std::size_t tic = 0;
    long clock_tics = 0, frame_number = 0;
    for (;; ++frame_number) {
        // Frame k shows the game k/fps seconds in: the tics up to that moment
        // run, the last of them `fraction` of the way through (at 35 fps
        // every frame is a whole tic, as the original drew it).
        const long position = frame_number * kTicRate;  // in tics × fps
        const long due = (position + video.fps - 1) / video.fps;
        bool ended = false;
        while (clock_tics < due) {
            if (screen.wiping()) {
                screen.advance_wipe(1);
            } else if (tic < tics) {
                interpolation.before_tic(*world);
                sim::run_tic(*world, *rules.levels, demo.tics[tic++]);
                screen.after_tic(*world);
                if (sound) sound->tic(*world);
            } else {
                ended = true;
                break;
            }
            if (sound) {
                sound->render(samples);
                encoder.add_sound(samples);
            }
            ++clock_tics;
        }
        if (ended) break;
        const double fraction =
            screen.wiping() || due == 0
                ? 1.0
                : static_cast<double>(position - (due - 1) * video.fps) / static_cast<double>(video.fps);
        {
            const auto shown = interpolation.apply(*world, fraction);
            screen.draw(*world, frame, layout);
        }
        encoder.add_frame(frame, screen.colours(*world, assets.palettes));
        progress.update(frame_number + 1, tic, clock_tics, false);
    }
    encoder.finish();
    progress.update(frame_number, tic, clock_tics, true);
}

}  // namespace app
