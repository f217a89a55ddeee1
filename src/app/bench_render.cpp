#include "app/bench_render.h"

#include <chrono>
#include <cstdio>
#include <filesystem>

#include "app/bench_render_vulkan.h"
#include "app/bench_game.h"
#include "app/bench_support.h"
#include "app/demo_playback.h"
#include "app/game_files.h"
#include "app/screen_playback.h"
#include "base/error.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/palette_stage.h"
#include "render/screen_layout.h"

namespace app {
namespace {

// Frames per second of a whole demo: one tic, one frame, one palette
// conversion, as -timedemo does; level loading is outside the clock.
double our_fps(const GameFiles& files, const GameRules& rules, const sim::Demo& demo, const assets::AssetSet& assets,
               int width, int height) {
    const render::ScreenLayout layout = render::ScreenLayout::for_size(width, height);
    render::GameScreen screen(files.archive, assets);
    render::Frame frame(width, height);
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
    ScreenPlayback playback(rules, demo, {&screen});
    int frames = 0;
    const auto t0 = std::chrono::steady_clock::now();
    while (playback.advance()) {
        if (!playback.in_level()) continue;
        screen.draw(playback.world(), frame, layout);
        render::to_rgba(frame, assets.palettes.palette(screen.palette(playback.world())), rgba);
        ++frames;
    }
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return s > 0 ? frames / s : 0;
}

}  // namespace

int bench_render(const config::CommandLine& cl, const std::string& oracle_dir, std::ostream& out) {
    const std::string renderer = cl.renderer.value_or("software");
    if (renderer == "vulkan") return bench_render_vulkan(cl, oracle_dir, out);
    if (renderer != "software")
        throw base::Error("bench render: unknown renderer '" + renderer + "' (software, vulkan)");
    const std::string chocolate = find_peer("chocolate-doom");
    const std::string dsda = find_peer("dsda-doom");
    // Peers run headless: SDL's dummy drivers, and a scratch home so their
    // configuration files are not touched.
    const std::string env = "SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HOME=/tmp/brimstone-bench-home ";
    std::error_code ec;
    std::filesystem::create_directories("/tmp/brimstone-bench-home", ec);

    char line[320];
    std::snprintf(line, sizeof line, "%-36s %9s %9s %6s | %9s %9s %6s\n", "demo (fps)", "ours 320", "choco", "ratio",
                  "ours 1080", "dsda 1080", "ratio");
    out << line;
    for (const BenchDemo& row : read_bench_demos(oracle_dir)) {
        if (cl.demo && row.file != *cl.demo) continue;
        const BenchGame game(oracle_dir, row);
        const std::string run = "' -iwad '" + game.iwad + "' -timedemo '" + game.demo_path + "' ";
        const double ours320 = our_fps(game.files, game.rules, game.demo, game.assets, 320, 200);
        const auto choco = timedemo_fps(env + "'" + chocolate + run + "-nosound -nomusic");
        const double ours1080 = our_fps(game.files, game.rules, game.demo, game.assets, 1920, 1080);
        const auto dsda_fps =
            timedemo_fps(env + "'" + dsda + run + "-width 1920 -height 1080 -vidmode software -nosound -nomusic");
        std::snprintf(line, sizeof line, "%-36s %9.1f %9s %6s | %9.1f %9s %6s\n", row.file.c_str(), ours320,
                      peer_cell(choco).c_str(), peer_ratio(ours320, choco).c_str(), ours1080,
                      peer_cell(dsda_fps).c_str(), peer_ratio(ours1080, dsda_fps).c_str());
        out << line << std::flush;
    }
    out << "(ratio = our frames per second / the peer's; single-threaded renderer)\n";
    return 0;
}

}  // namespace app
