#include "render/vulkan/view_tiles.h"

#include <algorithm>
#include <limits>

namespace render::vulkan {

void add_rect_tiles(std::vector<ViewTile>& tiles, const software::PlaneRect& rect, const ViewTile& params) {
    for (int y = rect.y1; y <= rect.y2; y += kTileSize)
        for (int x = rect.x1; x <= rect.x2; x += kTileSize) {
            ViewTile tile = params;
            tile.x1 = x;
            tile.y1 = y;
            tile.x2 = std::min(x + kTileSize - 1, rect.x2);
            tile.y2 = std::min(y + kTileSize - 1, rect.y2);
            tiles.push_back(tile);
        }
}

void add_span_tiles(std::vector<ViewTile>& tiles, std::span<const software::SpanRecord> spans) {
    for (std::size_t i = 0; i < spans.size(); ++i) {
        const software::SpanRecord& span = spans[i];
        for (int x = span.x1; x <= span.x2; x += kSpanTileWidth) {
            ViewTile tile;
            tile.x1 = x;
            tile.x2 = std::min(x + kSpanTileWidth - 1, span.x2);
            tile.y1 = tile.y2 = span.y;
            tile.record_base = static_cast<std::int32_t>(i);
            tiles.push_back(tile);
        }
    }
}

void add_sky_tiles(std::vector<ViewTile>& tiles, std::span<const software::SkyRect> rects) {
    for (const software::SkyRect& sky : rects) {
        ViewTile params;
        params.record_base = sky.rows_base;
        params.texturemid = sky.sky;  // which sky (shaders/sky.comp)
        add_rect_tiles(tiles, sky.rect, params);
    }
}

namespace {

// The rows part `part` draws in a column (ColumnRecord: an upper wall ends
// at the ceiling clip, a lower one starts at the floor clip), as
// shaders/wall_part.glsl decides them.
std::array<int, 2> part_rows(const software::ColumnRecord& c, int part) {
    switch (part) {
        case 0: return {std::max<int>(c.top, c.floor_clip), c.bottom};
        case 2: return {c.top, std::min<int>(c.bottom, c.ceiling_clip)};
        default: return {c.top, c.bottom};
    }
}

}  // namespace

void add_wall_tiles(int part, std::span<const int> segs, std::span<const software::StoredSeg> records,
                    std::span<const software::ColumnRecord> columns, const PartTextures& textures,
                    std::vector<ViewTile>& tiles) {
    const std::size_t count = std::min(segs.size(), records.size());
    for (std::size_t i = 0; i < count; ++i) {
        const software::StoredSeg& seg = records[i];
        const std::optional<PartTexture> texture = textures(segs[i], part);
        if (!texture) continue;
        ViewTile params;
        params.record_base = seg.first_column + part * seg.part_stride - seg.x1;
        params.texturemid = seg.texturemid[part];
        // Slabs of kTileSize columns, on the view's own grid.
        for (int slab = seg.x1 - seg.x1 % kTileSize; slab < seg.x2; slab += kTileSize) {
            const int x1 = std::max(slab, seg.x1), x2 = std::min(slab + kTileSize, seg.x2) - 1;
            int first = std::numeric_limits<int>::max(), last = std::numeric_limits<int>::min();
            for (int x = x1; x <= x2; ++x) {
                const auto record = static_cast<std::size_t>(params.record_base + x);
                if (record >= columns.size()) continue;
                const software::ColumnRecord& c = columns[record];
                if (c.light_row == software::ColumnRecord::kNotStored) continue;
                const auto [top, bottom] = part_rows(c, part);
                if (top > bottom) continue;
                first = std::min(first, top);
                last = std::max(last, bottom);
            }
            if (first <= last) add_rect_tiles(tiles, {x1, first, x2, last}, params);
        }
    }
}

}  // namespace render::vulkan
