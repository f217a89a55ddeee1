#pragma once
// Whether a level's looks take Boom's drawn specials (map_looks.h): a
// Doom-dialect map played at complevel 9 or later.
#include <cstdint>
#include <vector>

#include "assets/boom_tables.h"
#include "render/map_looks.h"
#include "sim/world.h"

namespace render {

BoomInput boom_input(const sim::World& world, const assets::BoomTables& tables);

// Per side, a bit per texture slot (top 1, mid 2, bottom 4) whose name is
// one of Boom's tables (260's TRANMAP, a 242 colormap) and so names no
// texture: drawn as none, not reported missing. Empty below Boom.
std::vector<std::uint8_t> boom_table_names(const sim::World& world, const assets::BoomTables& tables);

// R_SetupFrame's colormap (Boom, 242): where the player's sector has deep
// water, the colormap its control sector shows for the eye's height, as
// the first light row of `looks`; 0 (COLORMAP) elsewhere.
int boom_view_colour_base(const MapLooks& looks, const sim::World& world, const sim::Player& player);

}  // namespace render
