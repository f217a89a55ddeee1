#include "app/screen_playback.h"

#include <utility>

#include "base/error.h"
#include "sim/game.h"

namespace app {

ScreenPlayback::ScreenPlayback(const GameRules& rules, const sim::Demo& demo, std::vector<render::GameScreen*> screens)
    : rules_(rules),
      demo_(demo),
      screens_(std::move(screens)),
      world_(std::make_unique<sim::World>(rules.definitions)) {
    // Drawn frames are those of a run drawn every tic, wipes included.
    world_->display.drawn = true;
    world_->demo = true;
    sim::GameOptions options = demo.options;
    options.mode = rules.levels->mode();
    sim::new_game(*world_, *rules.levels, options);
    for (render::GameScreen* screen : screens_) screen->start(*world_);
}

bool ScreenPlayback::advance() {
    if (tic_ >= static_cast<int>(demo_.tics.size())) return false;
    sim::run_tic(*world_, *rules_.levels, demo_.tics[static_cast<std::size_t>(tic_)]);
    ++tic_;
    for (render::GameScreen* screen : screens_) screen->after_tic(*world_);
    return true;
}

void ScreenPlayback::advance_to(int tic) {
    while (tic_ < tic)
        if (!advance()) return;
}

render::ScreenLayout requested_layout(const config::CommandLine& cl) {
    const auto size = cl.size.value_or(config::FrameSize{render::kBaseWidth, render::kBaseHeight});
    return render::ScreenLayout::for_size(size.width, size.height, cl.screenblocks.value_or(render::kFullWidthBlocks),
                                          cl.low_detail ? 1 : 0)
        .with_pitch(cl.pitch.value_or(0));
}

void check_tic(const std::string& demo_name, const sim::Demo& demo, int tic) {
    const int tics = static_cast<int>(demo.tics.size());
    if (tic < 0 || tic > tics)
        throw base::Error(demo_name + ": --tic " + std::to_string(tic) + " is outside the demo's 0.." +
                          std::to_string(tics) + " tics");
}

void check_in_level(const std::string& demo_name, const ScreenPlayback& playback) {
    if (!playback.in_level())
        throw base::Error(demo_name + ": at tic " + std::to_string(playback.tic()) +
                          " the game shows an intermission or text screen, which has no 3D view");
}

}  // namespace app
