#pragma once
// Which tics of a demo played in real time (-playdemo) the original shows
// a view after, for the lines the automap has seen by then (the renderer
// marks ML_MAPPED only in views it draws). Steadily one view a tic; but
// the first display comes after two tics (D_DoomLoop runs one before it),
// and a screen wipe holds the game while it melts: d_loop.c then builds
// at most three tics ahead in a single-player game (BuildNewTic's
// new_sync limit) and runs all three before the next display, so the two
// tics after the one whose view the melt uncovers are never drawn. A line
// seen only in those tics is not on the original's map.
#include "sim/world.h"

namespace ui {

class PlaydemoFrames {
public:
    // After each tic of a world run with display.drawn set (the wipes come
    // from sim::wipe_due): whether the original draws the screen now.
    bool drawn_after(const sim::World& world);

private:
    int skipped_ = 0;  // tics still to run before the next display
};

}  // namespace ui
