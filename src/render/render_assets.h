#pragma once
// The decoded assets the renderers draw with: assets::load_assets with the
// sprites named in the simulation's sprite order (DeHackEd renames
// included), so a mobj's sprite number indexes them directly.
#include "assets/asset_set.h"
#include "sim/definitions.h"
#include "wad/archive.h"

namespace render {

assets::AssetSet load_render_assets(const wad::Archive& archive, const sim::Definitions& defs);

}  // namespace render
