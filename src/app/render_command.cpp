#include "app/render_command.h"

#include <memory>
#include <string>

#include "app/demo_playback.h"
#include "app/game_files.h"
#include "app/screen_playback.h"
#include "app/vulkan_view.h"
#include "base/error.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/palette_stage.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"

namespace app {

int run_render(const config::CommandLine& cl) {
    if (!cl.demo) throw base::Error("render: missing --demo FILE");
    if (!cl.tic) throw base::Error("render: missing --tic N");
    if (!cl.out) throw base::Error("render: missing --out PNG");
    const std::string renderer = cl.renderer.value_or("software");
    if (renderer != "software" && renderer != "vulkan")
        throw base::Error("render: unknown renderer '" + renderer + "' (software, vulkan)");
    const auto size = cl.size.value_or(config::FrameSize{render::kBaseWidth, render::kBaseHeight});
    const render::ScreenLayout layout = render::ScreenLayout::for_size(size.width, size.height);

    GameFiles files = open_game_files(cl);
    GameRules rules = make_rules(files, cl);
    const sim::Demo demo = read_demo(files, *cl.demo);
    check_tic(*cl.demo, demo, *cl.tic);

    const assets::AssetSet assets = render::load_render_assets(files.archive, rules.definitions);
    // Opened before the demo plays, so a machine without Vulkan hears so at once.
    std::unique_ptr<VulkanView> vulkan;
    if (renderer == "vulkan") vulkan = std::make_unique<VulkanView>(files.archive, assets);
    render::GameScreen screen =
        vulkan ? render::GameScreen(files.archive, vulkan->drawer()) : render::GameScreen(files.archive, assets);
    ScreenPlayback playback(rules, demo, {&screen});
    playback.advance_to(*cl.tic);
    check_in_level(*cl.demo, playback);

    render::Frame frame(layout.width, layout.height);
    screen.draw(playback.world(), frame, layout);
    if (cl.rgba) {
        const auto rgba = render::to_rgba(frame, assets.palettes.palette(screen.palette(playback.world())));
        render::write_rgba_png(*cl.out, frame.width, frame.height, rgba);
    } else {
        render::write_indexed_png(*cl.out, frame, assets.palettes.palette(0));
    }
    return 0;
}

}  // namespace app
