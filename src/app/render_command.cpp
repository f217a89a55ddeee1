#include "app/render_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "app/demo_playback.h"
#include "app/game_files.h"
#include "base/error.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/palette_stage.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "sim/game.h"

namespace app {

int run_render(const config::CommandLine& cl) {
    if (!cl.demo) throw base::Error("render: missing --demo FILE");
    if (!cl.tic) throw base::Error("render: missing --tic N");
    if (!cl.out) throw base::Error("render: missing --out PNG");
    const std::string renderer = cl.renderer.value_or("software");
    if (renderer == "vulkan") throw base::Error("render: --renderer vulkan is not available yet");
    if (renderer != "software") throw base::Error("render: unknown renderer '" + renderer + "' (software, vulkan)");
    const auto size = cl.size.value_or(config::FrameSize{render::kBaseWidth, render::kBaseHeight});
    const render::ScreenLayout layout = render::ScreenLayout::for_size(size.width, size.height);

    GameFiles files = open_game_files(cl);
    GameRules rules = make_rules(files, cl);
    const sim::Demo demo = read_demo(files, *cl.demo);
    const int tics = static_cast<int>(demo.tics.size());
    if (*cl.tic < 0 || *cl.tic > tics)
        throw base::Error(*cl.demo + ": --tic " + std::to_string(*cl.tic) + " is outside the demo's 0.." +
                          std::to_string(tics) + " tics");

    const assets::AssetSet assets = render::load_render_assets(files.archive, rules.definitions);
    render::GameScreen screen(files.archive, assets);
    sim::GameOptions options = demo.options;
    options.mode = rules.levels->mode();
    auto world = std::make_unique<sim::World>(rules.definitions);
    sim::new_game(*world, *rules.levels, options);
    screen.start(*world);
    for (int tic = 0; tic < *cl.tic; ++tic) {
        sim::run_tic(*world, *rules.levels, demo.tics[static_cast<std::size_t>(tic)]);
        screen.after_tic(*world);
    }
    if (world->gamestate != sim::GameState::Level)
        throw base::Error(*cl.demo + ": at tic " + std::to_string(*cl.tic) +
                          " the game shows an intermission or text screen, which cannot be rendered yet");

    render::Frame frame(layout.width, layout.height);
    screen.draw(*world, frame, layout);
    if (cl.rgba) {
        const auto rgba = render::to_rgba(frame, assets.palettes.palette(screen.palette(*world)));
        render::write_rgba_png(*cl.out, frame.width, frame.height, rgba);
    } else {
        render::write_indexed_png(*cl.out, frame, assets.palettes.palette(0));
    }
    return 0;
}

}  // namespace app
