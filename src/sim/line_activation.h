#pragma once
// Who may set off a Hexen-type line, as the simulation reads it: the map's
// activation fields (UDMF's playercross ... or Hexen's SPAC trigger), or
// what ACS's SetLineActivation gave the line since, in ZDoom's SPAC bits.
#include "map/level_extensions.h"

namespace sim {

struct World;

// ZDoom's SPAC bits (doomdata.h) that map to the activation fields.
enum Spac : int {
    kSpacCross = 1 << 0,
    kSpacUse = 1 << 1,
    kSpacMonsterCross = 1 << 2,
    kSpacImpact = 1 << 3,
    kSpacPush = 1 << 4,
    kSpacMissileCross = 1 << 5,
    kSpacUseThrough = 1 << 6,  // a use that goes on past the line
    kSpacAnyCross = 1 << 7,
    kSpacMonsterUse = 1 << 8,
    kSpacMonsterPush = 1 << 9,
    kSpacUseBack = 1 << 10,
};

// The line's fields with the activation and repeat SetLineActivation gave.
map::BoolFields<map::LineBool> line_activation_fields(const World& w, int line);
// GetLineActivation: the line's activation in SPAC bits.
int line_activation(const World& w, int line);
// SetLineActivation: `repeat` 1 or 0 sets or clears the repeat flag, -1
// leaves it. Bits without a field here (damage, death, walking) are kept
// for GetLineActivation and set off nothing.
void set_line_activation(World& w, int line, int spac, int repeat);

}  // namespace sim
