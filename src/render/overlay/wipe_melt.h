#pragma once
// The screen melt between game states (f_wipe.c): the old screen slides
// down in 160 two-pixel columns, each starting a few tics after its
// neighbour, uncovering the new one. Its start takes 320 of the original's
// cosmetic random numbers (M_Random), which is why the trace's rnd column
// depends on drawing. On a larger screen each column is as wide and each
// step as tall as the screen's share of the original's.
#include "base/random.h"
#include "render/frame.h"

namespace render::overlay {

class Melt {
public:
    // wipe_initMelt, drawing its 320 numbers from `cosmetic`.
    explicit Melt(base::RandomState& cosmetic);

    // wipe_doMelt for `tics` tics; true once a step moved no column (the
    // melt is over).
    bool advance(int tics);

    // The screen now: `end` where the columns have uncovered it, `start`
    // moved down below. All three frames are one size; throws base::Error
    // otherwise.
    void draw(const Frame& start, const Frame& end, Frame& out) const;

private:
    static constexpr int kColumns = 160;
    static constexpr int kHeight = 200;
    int y_[kColumns];  // rows uncovered (negative: tics to wait)
};

}  // namespace render::overlay
