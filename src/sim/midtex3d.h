#pragma once
// ZDoom's 3D middle textures (UDMF `midtex3d`): a two-sided line's middle
// texture is solid where it hangs, a thin slab along the line that things
// walk under or stand on (P_LineOpening_3dMidtex) and that stops hitscans.
// `midtex3dimpassible` lets missiles through it (Skulltag's rule, as ZDoom).
#include "base/fixed.h"

namespace sim {

using base::fixed_t;
struct World;
class Mobj;

// Whether two-sided `line` has a middle texture, and where it hangs: from
// the higher floor up when the line's lower part is unpegged, else from the
// lower ceiling down, moved by the side's row offsets and as tall as the
// texture at the part's y scale (P_GetMidTexturePosition).
bool mid_texture_span(const World& w, int line, fixed_t& bottom, fixed_t& top);

// The same for a solid middle texture only.
bool midtex3d_span(const World& w, int line, fixed_t& bottom, fixed_t& top);

// Narrows w.tm's opening of `line` for `thing`: the texture is a ceiling
// to a thing whose middle is below the texture's middle, a floor else.
void narrow_opening_by_midtex3d(World& w, int line, const Mobj& thing);

// Whether a hitscan crossing `line` at height z strikes its 3D middle texture.
bool shot_meets_midtex3d(const World& w, int line, fixed_t z);

}  // namespace sim
