#pragma once
// The frames the walk-record suites look at: every 175th tic from tic 100
// of freedoom2-demo1 and freedoom1-demo4, at 320×200 and 1280×800, each
// walked by the original's BSP walk (render::software::ViewWalk) without
// drawing.
#include <functional>
#include <string>

#include "render/software/view_walk.h"
#include "render/view_tables.h"
#include "sim/world.h"

namespace test_support {

struct WalkedFrame {
    std::string where;  // "DEMO tic N WxH", for messages
    const sim::World& world;
    const render::ViewTables& tables;
    render::software::ViewWalk& walk;  // run for this frame
};

// Calls `look` for each frame; returns how many there were.
int for_each_walked_frame(const std::function<void(const WalkedFrame&)>& look);

}  // namespace test_support
