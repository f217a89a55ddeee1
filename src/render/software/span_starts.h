#pragma once
// Where the original starts each floor and ceiling span. Its span drawer
// steps the flat position from a span's first column in a packed 6.10
// form, so a pixel's texel depends on that column, and spans end where
// visplanes do: R_FindPlane joins every plane of one height, flat and
// light met in the BSP walk, R_CheckPlane splits one whose columns are
// taken again. Only that walk knows, so this runs it (the software
// renderer's, without drawing) for a renderer that draws planes otherwise.
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "assets/asset_set.h"
#include "render/software/pixel_sources.h"
#include "render/view_tables.h"
#include "sim/world.h"

namespace render::software {

inline constexpr std::uint16_t kNoSpan = 0xffff;

class ViewRenderer;

class SpanStarts {
public:
    // `pixels` and `assets` must outlive this.
    SpanStarts(PixelSources& pixels, const assets::AssetSet& assets);
    ~SpanStarts();
    SpanStarts(const SpanStarts&) = delete;
    SpanStarts& operator=(const SpanStarts&) = delete;

    // For each pixel of `player`'s view (tables.width a row): the column
    // its span starts at, or kNoSpan where no floor or ceiling span is
    // (walls, sky). Valid until the next call.
    std::span<const std::uint16_t> find(const sim::World& world, int player, const ViewTables& tables);

private:
    std::unique_ptr<ViewRenderer> walk_;
    std::vector<std::uint16_t> starts_;
};

}  // namespace render::software
