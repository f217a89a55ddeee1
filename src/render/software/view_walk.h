#pragma once
// The original's BSP walk (the software renderer's, drawing nothing), for
// a renderer that fills the pixels otherwise and takes its decisions from
// it (walk_records.h):
//  - which segs it stored wall ranges for, nearest first: every wall the
//    original shows; and for each of their columns the rows, clips,
//    texture column, step and light R_RenderSegLoop found;
//  - every floor and ceiling span, with its start position, step and
//    light, which span covers each pixel, and rectangles that hold the
//    visplanes. The span drawer steps the flat position from a span's
//    first column in a packed 6.10 form, so a pixel's texel depends on
//    that column, and spans end where visplanes do: R_FindPlane joins
//    every plane of one height, flat and light met in the walk,
//    R_CheckPlane splits one whose columns are taken again;
//  - the things it met, far to near, with the rows R_DrawSprite clips each
//    column of them to, and the runs of masked mid textures drawn between
//    them (R_DrawSprite draws those behind a thing first).
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "assets/asset_set.h"
#include "render/map_looks.h"
#include "render/software/pixel_sources.h"
#include "render/software/walk_records.h"
#include "render/sprite_projection.h"
#include "render/view_tables.h"
#include "sim/world.h"

namespace render::software {

class ViewRenderer;

class ViewWalk {
public:
    // `pixels` and `assets` must outlive this.
    ViewWalk(PixelSources& pixels, const assets::AssetSet& assets);
    ~ViewWalk();
    ViewWalk(const ViewWalk&) = delete;
    ViewWalk& operator=(const ViewWalk&) = delete;

    // Walks `player`'s view; the answers below are of the last walk.
    void run(const sim::World& world, int player, const ViewTables& tables);

    // The segs the walk stored, nearest first, each once.
    std::span<const int> stored_segs() const { return segs_; }
    // Those segs' records (in the walk's order of first storing them, not
    // the order above) and their columns.
    std::span<const StoredSeg> stored_seg_columns() const;
    std::span<const ColumnRecord> wall_columns() const;
    // Rectangles that hold every floor, ceiling and sky pixel of the walk:
    // each visplane's bounds over `slab` columns at a time, the floors' and
    // ceilings' first; returns where the sky's start.
    std::size_t plane_cover(std::vector<PlaneRect>& rects, int slab) const;
    // Writes into `ids` (`width` a row, the whole view), within `cover`,
    // the index in spans() of the span covering each pixel, kSkySpan, or
    // kNoSpanRecord where no plane is (a wall, or a pixel the original
    // leaves as it was); the rest of `ids` is left as it was.
    void find_spans(std::span<std::uint32_t> ids, int width, std::span<const PlaneRect> cover);
    // The spans alone (each knows its row and columns), for a renderer
    // that fills them span by span.
    void find_spans();
    // For a renderer that fills the sky column by column: into `rows`, each
    // sky visplane's rows in each of its columns (first | last << 16; first
    // > last: none), and into `rects` its bounds over `slab` columns at a
    // time, with where its rows start.
    void sky_columns(std::vector<std::int32_t>& rows, std::vector<SkyRect>& rects, int slab) const;
    // Of the last find_spans: the skies its sky planes show (SkyRect::sky,
    // kSkySpan less it in the span map), the level's first, its texture -1.
    std::span<const SkyPicture> skies() const;
    std::span<const SpanRecord> spans() const { return spans_; }
    // The things in drawing order; their columns' clip rows, x1 to x2 of
    // one thing after another's; the masked runs, in drawing order.
    std::span<const ProjectedSprite> sprites() const { return sprites_; }
    std::span<const SpriteClip> sprite_clips() const;
    std::span<const MaskedRun> masked_runs() const;
    // The walked level's visual fields: its light rows (COLORMAP's and the
    // sectors' colour tables) and blend tables.
    const MapLooks& looks() const;

private:
    std::unique_ptr<ViewRenderer> walk_;
    std::vector<int> segs_;
    std::vector<ProjectedSprite> sprites_;
    std::vector<SpanRecord> spans_;
};

}  // namespace render::software
