#pragma once
// A demo played tic by tic with game screens following it, for the
// commands that draw its frames (render, compare, bench render).
#include <memory>
#include <string>
#include <vector>

#include "app/demo_playback.h"
#include "config/command_line.h"
#include "render/game_screen.h"
#include "render/screen_layout.h"
#include "sim/demo.h"
#include "sim/world.h"

namespace app {

class ScreenPlayback {
public:
    // Starts the game the demo's header describes; every screen (each must
    // outlive the playback, as must `rules` and `demo`) follows it from there.
    ScreenPlayback(const GameRules& rules, const sim::Demo& demo, std::vector<render::GameScreen*> screens);

    // Runs the next tic; false, running nothing, once the demo has ended.
    bool advance();
    // Runs tics until `tic` of them have run (or the demo ends).
    void advance_to(int tic);

    int tic() const { return tic_; }  // tics run so far
    bool in_level() const { return world_->gamestate == sim::GameState::Level; }
    const sim::World& world() const { return *world_; }

private:
    const GameRules& rules_;
    const sim::Demo& demo_;
    std::vector<render::GameScreen*> screens_;
    std::unique_ptr<sim::World> world_;
    int tic_ = 0;
};

// The screen the command line asks for: --size (320x200 by default),
// --screenblocks, --low-detail and --pitch.
render::ScreenLayout requested_layout(const config::CommandLine& cl);

// Throws base::Error naming the demo unless 0 <= tic <= its tic count.
void check_tic(const std::string& demo_name, const sim::Demo& demo, int tic);

// Throws base::Error naming the demo unless the playback is in a level,
// for what only a level has (the automap, the renderers' comparison).
void check_in_level(const std::string& demo_name, const ScreenPlayback& playback);

}  // namespace app
