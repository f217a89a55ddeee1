#pragma once
// ZDoom's light effects that Doom has no thinker for, on Hexen-type maps:
// the one-shot fade and the two-level glow (Light_Fade, Light_Glow), the
// Hexen flicker (Light_Flicker) and the phased lights of sector types 1
// and 2-4. One thinker kind holds all four, so savegames gain one kind.
// Behaviour is ZDoom's (a_lights.cpp: DGlow2, DFlicker, DPhased).
#include "sim/thinker.h"

namespace sim {

struct World;

enum class HexenLightKind { Fade, Glow, Flicker, Phased };

class HexenLight final : public Thinker {
public:
    HexenLight() : Thinker(ThinkerKind::HexenLight) {}
    void think(World& w) override;

    HexenLightKind type = HexenLightKind::Fade;
    int sector = -1;
    // Fade and Glow: from `start` to `end` over `maxtics` tics, `tics` in
    // (starts at -1); a glow then swaps the two and goes back.
    int start = 0, end = 0, tics = 0, maxtics = 1;
    // Flicker: between `maxlight` and `minlight`, `count` tics to the next switch.
    int maxlight = 0, minlight = 0, count = 0;
    // Phased: a 64-tic cycle counted down in `phase`, bright for 24 of it above `base`.
    int base = 0, phase = 0;
};

// Level start: a Light_Phased sector (type 1), or the chain of sectors a
// LightSequenceStart (type 2) leads through alternating types 3 and 4.
void spawn_phased_light(World& w, int sector);
void spawn_light_sequence(World& w, int sector);

}  // namespace sim
