#include "render/software/view_walk.h"

#include "render/software/view_renderer.h"

namespace render::software {

static_assert(kNoSpan == kUnset);

ViewWalk::ViewWalk(PixelSources& pixels, const assets::AssetSet& assets)
    : walk_(std::make_unique<ViewRenderer>(pixels, assets.colormaps, assets.sprites)) {}

ViewWalk::~ViewWalk() = default;

void ViewWalk::run(const sim::World& world, int player, const ViewTables& tables) {
    walk_->set_view(tables);
    walk_->walk(world, player);
    walk_->stored_segs(segs_);
}

std::span<const std::uint16_t> ViewWalk::span_starts() {
    walk_->find_span_starts(starts_);
    return starts_;
}

}  // namespace render::software
