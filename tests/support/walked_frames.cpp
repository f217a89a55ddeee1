#include "support/walked_frames.h"

#include <memory>

#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/pixel_sources.h"
#include "sim/game.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace test_support {

int for_each_walked_frame(const std::function<void(const WalkedFrame&)>& look) {
    int frames = 0;
    for (const OracleDemo& row : read_oracle_manifest()) {
        if (row.file != "freedoom2-demo1.lmp" && row.file != "freedoom1-demo4.lmp") continue;
        const auto& data = iwad_data(row.iwad);
        const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
        render::software::PixelSources pixels(data.archive, assets.textures, assets.flats, assets.sprites);
        render::software::ViewWalk walk(pixels, assets);
        const sim::Demo demo = oracle_demo(row.file, data);
        auto world = std::make_unique<sim::World>(data.defs);
        sim::new_game(*world, *data.source, demo.options);
        for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
            sim::run_tic(*world, *data.source, demo.tics[tic]);
            if (tic % 175 != 100 || world->gamestate != sim::GameState::Level) continue;
            for (const auto& [width, height] : {std::pair{320, 200}, std::pair{1280, 800}}) {
                const render::ViewTables tables = render::ViewTables::build(render::ScreenLayout::for_size(width, height));
                walk.run(*world, world->opts.consoleplayer, tables);
                look({row.file + " tic " + std::to_string(tic) + " " + std::to_string(width) + "x" +
                          std::to_string(height),
                      *world, tables, walk});
                ++frames;
            }
        }
    }
    return frames;
}

}  // namespace test_support
