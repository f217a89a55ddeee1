#pragma once
// Where the true 3D view's wall column records go (shaders/
// true_wall_columns.comp): at pitch 0 a wall's texture column and light
// depend on its screen column only, so the device works them out once a
// column of each seg seen rather than once a pixel. The CPU's share is
// once a seg: which columns its wall can cover.
#include <cstdint>
#include <span>
#include <vector>
#include "map/level.h"
#include "render/view_tables.h"
#include "render/vulkan/scene_data.h"
#include "render/vulkan/true_view_data.h"

namespace render::vulkan {

struct WallColumnRuns {
    std::vector<Int4> runs;    // per seg: the seg, its first column, its column count, its first record
    std::int32_t records = 0;  // in all
};

// The columns of `tables`' view whose centres the front of each of `segs`
// can cover, seen level (pitch 0) from `eye`, with a column to spare each
// side for the rasteriser's rounding; segs that cover none are left out.
WallColumnRuns wall_column_runs(const map::Level& level, std::span<const int> segs, const TrueEye& eye,
                                const ViewTables& tables);

}  // namespace render::vulkan
