#pragma once
// Hexen's waggling floors (Floor_Waggle, 138) and ZDoom's waggling
// ceilings (Ceiling_Waggle, 38): a plane bobs round its height on a sine,
// its swing growing to the amplitude, holding for the time given (or for
// ever), then dying away back to where it started. Hexen's fixed-point
// T_FloorWaggle (p_floor.c), which ZDoom's DWaggleBase plays in floating
// point; the ceiling's is the floor's on the other plane.
#include "sim/movers.h"

namespace sim {

enum class WaggleState { Expand = 1, Stable, Reduce };  // WGLSTATE_*

class Waggle final : public Thinker {
public:
    Waggle() : Thinker(ThinkerKind::Waggle) {}
    void think(World& w) override;

    Plane plane = Plane::Floor;
    int sector = -1;
    fixed_t original_height = 0;
    fixed_t accumulator = 0;  // the sine's phase: its integer part indexes the 64-step table
    fixed_t acc_delta = 0;
    fixed_t scale = 0, target_scale = 0, scale_delta = 0;
    int ticker = -1;  // tics left at full swing; -1 for ever
    WaggleState state = WaggleState::Expand;
};

}  // namespace sim
