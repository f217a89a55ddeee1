#pragma once
// Freedoom 2's MAP01 after its first tic, with the software renderer and
// the true 3D view over it: the scene of the tests that move the view
// (quakes, cameras) and check both renderers draw the moved view.
#include <array>
#include <cstdint>
#include <vector>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace test_support {

struct Map01Views {
    Map01Views()
        : data(iwad_data("freedoom2.wad")),
          world(data.defs),
          context(render::vulkan::Context::create({.validation = true})),
          assets(render::load_render_assets(data.archive, data.defs)),
          software(data.archive, assets),
          view(context, data.archive, assets) {
        sim::GameOptions options;
        options.mode = data.source->mode();
        sim::new_game(world, *data.source, options);
        const std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        sim::run_tic(world, *data.source, cmds);
    }
    // Player 1's view at 320×200 by each renderer.
    std::vector<std::uint8_t> software_pixels() { return draw(software); }
    std::vector<std::uint8_t> true_pixels() { return draw(view); }

    const IwadData& data;
    sim::World world;
    render::vulkan::Context context;
    assets::AssetSet assets;
    render::software::SoftwareRenderer software;
    render::vulkan::TrueView view;

private:
    template <class Renderer>
    std::vector<std::uint8_t> draw(Renderer& renderer) {
        render::Frame frame(320, 200);
        renderer.render_view(world, 0, frame, render::ScreenLayout::for_size(320, 200));
        return frame.pixels;
    }
};

}  // namespace test_support
