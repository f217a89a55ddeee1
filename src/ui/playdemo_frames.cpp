#include "ui/playdemo_frames.h"

#include "sim/display.h"

namespace ui {
namespace {

// BuildNewTic stops making ticcmds three tics ahead of the game (single
// player, new_sync): the catch-up after a melt runs that many at once.
constexpr int kTicsAfterMelt = 3;

}  // namespace

bool PlaydemoFrames::drawn_after(const sim::World& world) {
    if (world.display.tics < 2) return false;
    if (sim::wipe_due(world)) {
        // D_Display draws the new screen once; the melt then uncovers it.
        skipped_ = kTicsAfterMelt - 1;
        return true;
    }
    if (skipped_ > 0) {
        --skipped_;
        return false;
    }
    return true;
}

}  // namespace ui
