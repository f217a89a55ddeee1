#pragma once
// Where the original's fuzz drawer stands at the top of each column of a
// fuzz sprite. R_DrawFuzzColumn steps one global position through its
// 50-entry offset table per pixel drawn, across columns, sprites and
// frames; shaders/fuzz_post.frag adds the pixel's place in its column to the
// start given here. Each post is clipped as R_DrawSprite clips it (the
// walk's clip rows, software::SpriteClip) and kept off the view's first and
// last rows as the fuzz drawer keeps it, so the count is the original's.
#include <cstdint>
#include <span>
#include <vector>

#include "render/software/pixel_sources.h"
#include "render/software/walk_records.h"
#include "render/sprite_projection.h"
#include "render/view_tables.h"

namespace render::vulkan {

class FuzzColumns {
public:
    // Starts a frame's table; the position carries over from the last frame.
    void begin_frame() { starts_.clear(); }

    // Adds `sprite`'s columns (x1 to x2) in drawing order and returns where
    // they start in starts(). `clips` holds each column's clip rows; empty:
    // the view alone clips it (the weapon).
    int add(const ProjectedSprite& sprite, std::span<const software::SpriteClip> clips,
            const software::PixelSources& pixels, const ViewTables& tables);

    std::span<const std::int32_t> starts() const { return starts_; }

private:
    int pos_ = 0;
    std::vector<std::int32_t> starts_;
};

}  // namespace render::vulkan
