#pragma once
// What a wall part's pixels read in one column (shaders/wall_part.glsl,
// same layout), made on the CPU from the walk's column records: the rows
// the part draws there (R_RenderSegLoop's: an upper wall down to the
// ceiling clip it leaves, a lower one up from the floor clip), the column
// drawer's step, and where its texture column starts lit through the
// column's light row (LitPictures). A pixel then needs one record and one
// texel.
#include <cstdint>
#include <span>

#include "render/software/walk_records.h"
#include "render/vulkan/lit_pictures.h"
#include "render/vulkan/view_tiles.h"

namespace render::vulkan {

struct WallPartRecord {
    std::int32_t rows = 1;  // first | last << 16, 16 bits each, signed; first > last: none
    std::int32_t iscale = 0;
    std::uint32_t lit_column = 0;  // the lit texture column's first byte
    std::int32_t unused = 0;
};
static_assert(sizeof(WallPartRecord) == 16);

// Three records a column record, in WallPart's order (lower, middle,
// upper): `out[3 * r + part]` for column record r, which `out` must hold
// (3 × columns.size()). `segs`, `records` and `columns` are as
// software::ViewWalk gives them, `textures` names each part's texture
// (none: the part draws nothing). False when `lit` ran out of room; `out`
// is then incomplete.
bool fill_wall_part_records(std::span<const int> segs, std::span<const software::StoredSeg> records,
                            std::span<const software::ColumnRecord> columns, const PartTextures& textures,
                            LitPictures& lit, std::span<WallPartRecord> out);

}  // namespace render::vulkan
