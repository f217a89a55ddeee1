#pragma once
// The original's BSP walk (the software renderer's, drawing nothing), for
// a renderer that draws otherwise and needs two of its answers:
//  - which segs it stored wall ranges for, nearest first: every wall the
//    original shows, in an order that lets a depth test skip what is
//    behind;
//  - where each floor and ceiling span starts. The span drawer steps the
//    flat position from a span's first column in a packed 6.10 form, so a
//    pixel's texel depends on that column, and spans end where visplanes
//    do: R_FindPlane joins every plane of one height, flat and light met
//    in the walk, R_CheckPlane splits one whose columns are taken again.
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
    // For each pixel of the view (tables.width a row): the column its span
    // starts at, or kNoSpan where no floor or ceiling span is (walls, sky).
    // Valid until the next call.
    std::span<const std::uint16_t> span_starts();

private:
    std::unique_ptr<ViewRenderer> walk_;
    std::vector<int> segs_;
    std::vector<std::uint16_t> starts_;
};

}  // namespace render::software
