#pragma once
// ZDoom's pillar, a floor and a ceiling moving towards each other (or
// apart) and arriving together (Pillar_Build, Pillar_BuildAndCrush,
// Pillar_Open). Behaviour is ZDoom's (p_pillar.cpp, DPillar). The
// specials that move both planes by the same amount (FloorAndCeiling_*,
// Elevator_*) run on Boom's elevator (hexen_planes.cpp).
#include "sim/movers.h"

namespace sim {

enum class PillarKind { Build, Open };

class Pillar final : public Thinker {
public:
    Pillar() : Thinker(ThinkerKind::Pillar) {}
    void think(World& w) override;

    PillarKind type = PillarKind::Build;
    int sector = -1;
    fixed_t floorspeed = 0, ceilingspeed = 0;
    fixed_t floordest = 0, ceilingdest = 0;
    bool crush = false;
};

}  // namespace sim
