#include "app/drawn_playback.h"

#include <chrono>
#include <memory>

#include "render/frame.h"
#include "render/game_screen.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "sim/game.h"
#include "sim/trace.h"

namespace app {

PlaybackResult play_demo_drawn(const GameFiles& files, const GameRules& rules, const sim::Demo& demo,
                               std::ostream* trace) {
    const assets::AssetSet assets = render::load_render_assets(files.archive, rules.definitions);
    render::GameScreen screen(files.archive, assets);
    screen.show_wipes(true);
    const render::ScreenLayout layout = render::ScreenLayout::for_size(render::kBaseWidth, render::kBaseHeight);
    render::Frame frame(layout.width, layout.height);

    sim::GameOptions options = demo.options;
    options.mode = rules.levels->mode();
    auto world = std::make_unique<sim::World>(rules.definitions);
    world->display.drawn = true;
    world->demo = true;
    const auto t0 = std::chrono::steady_clock::now();
    sim::new_game(*world, *rules.levels, options);
    screen.start(*world);
    if (trace) *trace << sim::trace_header() << "\n";
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        sim::run_tic(*world, *rules.levels, demo.tics[tic]);
        if (trace) *trace << sim::trace_line(*world, static_cast<int>(tic)) << "\n";
        screen.after_tic(*world);
        if (tic == 0) continue;  // D_DoomLoop runs one tic before its first display
        // D_RunFrame: a melt runs to its end, one tic a frame, before the
        // next tic.
        screen.draw(*world, frame, layout);
        while (screen.wiping()) {
            screen.advance_wipe(1);
            screen.draw(*world, frame, layout);
        }
    }
    PlaybackResult r;
    r.tics = static_cast<int>(demo.tics.size());
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

}  // namespace app
