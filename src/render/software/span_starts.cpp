#include "render/software/span_starts.h"

#include "render/software/view_renderer.h"

namespace render::software {

static_assert(kNoSpan == kUnset);

SpanStarts::SpanStarts(PixelSources& pixels, const assets::AssetSet& assets)
    : walk_(std::make_unique<ViewRenderer>(pixels, assets.colormaps, assets.sprites)) {}

SpanStarts::~SpanStarts() = default;

std::span<const std::uint16_t> SpanStarts::find(const sim::World& world, int player, const ViewTables& tables) {
    walk_->set_view(tables);
    walk_->find_span_starts(world, player, starts_);
    return starts_;
}

}  // namespace render::software
