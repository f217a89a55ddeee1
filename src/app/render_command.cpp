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
#include "render/overlay/automap_draw.h"
#include "render/palette_stage.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "ui/automap.h"
#include "sim/level_title.h"
#include "ui/playdemo_frames.h"

namespace app {
namespace {

// The automap as a player of the demo (-playdemo) sees it on pressing the
// map key at `tic`: each view the original draws until then (the tics
// ui::PlaydemoFrames names) puts the lines of its stored walls on the map;
// the map opens (the status bar redraws in full), one (paused) tic of its
// ticker runs, and it is drawn over the view above the status bar.
void draw_automap(const GameFiles& files, ScreenPlayback& playback, render::GameScreen& screen, int tic,
                  render::Frame& frame, const render::ScreenLayout& layout) {
    const render::overlay::AutomapDrawer drawer(files.archive);
    ui::Automap automap;
    ui::PlaydemoFrames shown;
    while (playback.tic() < tic && playback.advance()) {
        automap.follow(playback.world());
        const bool drawn = shown.drawn_after(playback.world());
        if (!playback.in_level() || !drawn) continue;
        screen.draw(playback.world(), frame, layout);
        automap.mark_seen(playback.world(), screen.stored_segs());
    }
    if (!playback.in_level()) return;
    const render::overlay::AutomapSize size = render::overlay::automap_size(layout);
    automap.open(playback.world(), size.width, size.height);
    screen.refresh_status_bar();
    automap.follow(playback.world());
    screen.draw(playback.world(), frame, layout);
    drawer.draw(playback.world(), automap.view(true), sim::level_title(playback.world()), frame, layout);
}

}  // namespace

int run_render(const config::CommandLine& cl) {
    if (!cl.demo) throw base::Error("render: missing --demo FILE");
    if (!cl.tic) throw base::Error("render: missing --tic N");
    if (!cl.out) throw base::Error("render: missing --out PNG");
    const std::string renderer = cl.renderer.value_or("software");
    if (renderer != "software" && renderer != "vulkan")
        throw base::Error("render: unknown renderer '" + renderer + "' (software, vulkan)");
    const render::ScreenLayout layout = requested_layout(cl);

    GameFiles files = open_game_files(cl);
    GameRules rules = make_rules(files, cl);
    const sim::Demo demo = read_demo(files, *cl.demo, cl);
    check_tic(*cl.demo, demo, *cl.tic);

    const assets::AssetSet assets = render::load_render_assets(files.archive, rules.definitions);
    // Opened before the demo plays, so a machine without Vulkan hears so at once.
    std::unique_ptr<VulkanView> vulkan;
    if (renderer == "vulkan") vulkan = std::make_unique<VulkanView>(files.archive, assets, cl);
    render::GameScreen screen =
        vulkan ? render::GameScreen(files.archive, vulkan->drawer())
               : render::GameScreen(files.archive, assets, cl.threads.value_or(1));
    screen.show_hud(cl.full_screen_hud);  // at size 11, what the player sees
    ScreenPlayback playback(rules, demo, {&screen});
    render::Frame frame(layout.width, layout.height);
    if (cl.automap) {
        draw_automap(files, playback, screen, *cl.tic, frame, layout);
        check_in_level(*cl.demo, playback);
    } else {
        // Any tic: the level, the intermission or the finale, as shown once
        // a wipe that began there has run its course.
        playback.advance_to(*cl.tic);
        screen.draw(playback.world(), frame, layout);
    }
    if (cl.rgba) {
        const auto rgba = render::to_rgba(frame, screen.colours(playback.world(), assets.palettes));
        render::write_rgba_png(*cl.out, frame.width, frame.height, rgba);
    } else {
        render::write_indexed_png(*cl.out, frame, assets.palettes.palette(0));
    }
    return 0;
}

}  // namespace app
