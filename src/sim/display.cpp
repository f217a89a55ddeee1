#include "sim/display.h"

namespace sim {

bool wipe_due(const World& w) {
    const DisplayState& d = w.display;
    // D_DoomLoop runs one tic before its first display.
    return d.drawn && d.tics >= 2 && (w.gamestate != d.shown || d.forced);
}

void run_display(World& w) {
    DisplayState& d = w.display;
    if (!d.drawn || d.tics < 2) return;
    if (wipe_due(w)) {
        for (int i = 0; i < kWipeRandomNumbers; ++i) w.rng.m_random();
        d.wipes++;
    }
    d.shown = w.gamestate;
    d.forced = false;
}

}  // namespace sim
