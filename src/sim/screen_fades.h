#pragma once
// ACS's screen fades as ZDoom plays them (FadeTo, FadeRange and CancelFade;
// DFlashFader, a_flashfader.cpp): a player's blend (Player::blend) moves
// from one colour to another over a time, a tic at a time. The palette
// stage lays the blend over the frame; the simulation never reads it.
#include "sim/player.h"
#include "sim/thinker.h"

namespace sim {

struct World;
class Mobj;

class FlashFader final : public Thinker {
public:
    FlashFader() : Thinker(ThinkerKind::FlashFader) {}
    void think(World& w) override;

    Mobj* who = nullptr;  // the player's body; the fade ends with it
    ScreenBlend from, to;
    int total = 1;      // tics the whole fade takes
    int remaining = 0;  // tics left
};

// A blend from ACS's numbers: channels 0..255, alpha in fixed point, each
// kept to its range (ZDoom keeps FadeTo's; FadeRange's past them would
// only overflow the blend).
ScreenBlend blend_of(int r, int g, int b, base::fixed_t alpha);

// FadeRange (r1, g1, b1, a1, r2, g2, b2, a2, seconds): the blend of the
// activator's player, or with no activator every player's, from the first
// colour to the second; `from` null (FadeTo) starts from the blend shown,
// or from the target colour unseen. Channels 0..255, alpha and seconds in
// ACS fixed point; no time sets the blend at once.
void fade_range(World& w, Mobj* activator, const ScreenBlend* from, const ScreenBlend& to, base::fixed_t seconds);
// CancelFade: the activator's fades (every fade with none) end on their
// next tic, taking the blend away.
void cancel_fades(World& w, Mobj* activator);

}  // namespace sim
