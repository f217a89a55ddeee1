#include "render/software/view_walk.h"

#include "render/software/view_renderer.h"

namespace render::software {

ViewWalk::ViewWalk(PixelSources& pixels, const assets::AssetSet& assets)
    : walk_(std::make_unique<ViewRenderer>(pixels, assets.colormaps, assets.sprites)) {}

ViewWalk::~ViewWalk() = default;

void ViewWalk::run(const sim::World& world, int player, const ViewTables& tables) {
    walk_->set_view(tables);
    walk_->walk(world, player);
    walk_->stored_segs(segs_);
}

std::span<const StoredSeg> ViewWalk::stored_seg_columns() const { return walk_->stored_seg_columns(); }

std::span<const ColumnRecord> ViewWalk::wall_columns() const { return walk_->wall_columns(); }

void ViewWalk::find_spans(std::span<std::uint32_t> ids) { walk_->find_spans(ids, spans_); }

}  // namespace render::software
