#include "render/software/view_walk.h"

#include <algorithm>

#include "render/software/view_renderer.h"

namespace render::software {

ViewWalk::ViewWalk(PixelSources& pixels, const assets::AssetSet& assets)
    : walk_(std::make_unique<ViewRenderer>(pixels, assets)) {}

ViewWalk::~ViewWalk() = default;

void ViewWalk::run(const sim::World& world, int player, const ViewTables& tables) {
    walk_->set_view(tables);
    walk_->walk(world, player);
    walk_->stored_segs(segs_);
    sprites_.clear();
    for (const VisSprite& vis : walk_->sprites()) {
        ProjectedSprite p;
        p.x1 = vis.x1;
        p.x2 = vis.x2;
        p.scale = vis.scale;
        p.xiscale = vis.xiscale;
        p.yscale = vis.yscale;
        p.yiscale = vis.yiscale;
        p.startfrac = vis.startfrac;
        p.texturemid = vis.texturemid;
        p.gz = vis.gz;
        p.gzt = vis.gzt;
        p.picture = vis.patch;
        p.colormap_row = vis.colormap_row;
        p.translation = vis.translation;
        p.blend = vis.blend;
        sprites_.push_back(p);
    }
}

std::span<const SpriteClip> ViewWalk::sprite_clips() const { return walk_->sprite_clips(); }

std::span<const MaskedRun> ViewWalk::masked_runs() const { return walk_->masked_runs(); }

const MapLooks& ViewWalk::looks() const { return walk_->looks(); }

std::span<const StoredSeg> ViewWalk::stored_seg_columns() const { return walk_->stored_seg_columns(); }

std::span<const ColumnRecord> ViewWalk::wall_columns() const { return walk_->wall_columns(); }

std::size_t ViewWalk::plane_cover(std::vector<PlaneRect>& rects, int slab) const {
    return walk_->plane_cover(rects, slab);
}

void ViewWalk::find_spans() { walk_->find_spans({}, spans_); }

std::span<const SkyPicture> ViewWalk::skies() const { return walk_->skies(); }

void ViewWalk::sky_columns(std::vector<std::int32_t>& rows, std::vector<SkyRect>& rects, int slab) const {
    walk_->sky_columns(rows, rects, slab);
}

void ViewWalk::find_spans(std::span<std::uint32_t> ids, int width, std::span<const PlaneRect> cover) {
    const auto w = static_cast<std::size_t>(width);
    for (const PlaneRect& r : cover)
        for (int y = r.y1; y <= r.y2; ++y) {
            const std::size_t row = static_cast<std::size_t>(y) * w;
            std::fill(ids.begin() + static_cast<std::ptrdiff_t>(row + static_cast<std::size_t>(r.x1)),
                      ids.begin() + static_cast<std::ptrdiff_t>(row + static_cast<std::size_t>(r.x2) + 1), kNoSpanRecord);
        }
    walk_->find_spans(ids, spans_);
}

}  // namespace render::software
