#pragma once
// The work of the compute passes that fill the view's floors, ceilings,
// sky and walls (shaders/view_tiles.glsl, same layout): tiles of at most
// kTileSize × kTileSize pixels, a workgroup each, each of one visplane
// rectangle or of one part of a stored seg over a few columns, bounded
// by the rows the walk drew there.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "render/software/walk_records.h"

namespace render::vulkan {

inline constexpr int kTileSize = 16;
inline constexpr int kSpanTileWidth = 64;  // a span's tiles: this many of its columns each

struct ViewTile {
    std::int32_t x1 = 0, y1 = 0, x2 = 0, y2 = 0;  // columns [x1, x2], rows [y1, y2]
    // Wall parts: column x's record is record_base + x; the part's texture
    // row at the view height.
    std::int32_t record_base = 0, texturemid = 0;
};
static_assert(sizeof(ViewTile) == 24);

// Appends the tiles of `rect`, each with `params`' wall fields.
void add_rect_tiles(std::vector<ViewTile>& tiles, const software::PlaneRect& rect, const ViewTile& params = {});

// Appends the tiles of every span, kSpanTileWidth columns at most, each
// with its span's index in record_base.
void add_span_tiles(std::vector<ViewTile>& tiles, std::span<const software::SpanRecord> spans);

// Appends the tiles of the sky visplanes' rectangles, each with where its
// plane's rows are in record_base (ViewWalk::sky_columns) and its sky in
// texturemid.
void add_sky_tiles(std::vector<ViewTile>& tiles, std::span<const software::SkyRect> rects);

// A wall part's texture: its first byte and width mask.
struct PartTexture {
    std::int32_t start = 0, width_mask = 0;
};
// seg and part (0 lower, 1 middle, 2 upper) to the part's texture, or none
// where the original draws no such part of the seg.
using PartTextures = std::function<std::optional<PartTexture>(int seg, int part)>;

// Appends the tiles of part `part` (0 lower, 1 middle, 2 upper) of the
// stored segs' walls: `segs` and `records` as software::ViewWalk gives
// them (record i is seg i's), `columns` their column records. The part is
// tiled over kTileSize columns at a time from the first row any of them
// draws to the last.
void add_wall_tiles(int part, std::span<const int> segs, std::span<const software::StoredSeg> records,
                    std::span<const software::ColumnRecord> columns, const PartTextures& textures,
                    std::vector<ViewTile>& tiles);

}  // namespace render::vulkan
