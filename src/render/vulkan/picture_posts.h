#pragma once
// Pictures as lists of posts, laid out for shaders/posts.glsl: the sprite
// pictures, packed once, and the mid textures that hang on two-sided lines,
// packed the first time a level shows one (only those are drawn masked,
// and a texture's columns as posts can be far larger than its pixels).
//
// Each set is one int array holding everything: a picture's header is
// (width, first column entry, rows, byte offset of its post map); a column
// entry (first post, post count); a post (top delta, length, byte offset
// of its first pixel); the pixels sit in the same array, four to a word,
// after the post's own three header bytes,
// with the lump's bytes after each post kept up to the 128 a drawer's
// `& 127` can reach (its rounding steps past the length, or below the
// first byte to byte 127), zeros past the lump's padded end. The masked textures have a post map: `rows` is
// the lowest post end of the picture, and the map holds, per column and
// texture row below it, which of the column's posts covers that row (the
// last to, as the drawer overwrites), or 255, so a shader finds a pixel's
// post without walking the column. Sprites, drawn a post at a time
// (sprite_posts.h), have none: rows and map offset are 0.
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "render/software/pixel_sources.h"

namespace render::vulkan {

// The sprite pictures: word i (for i below `count`) is picture i's header.
std::vector<std::int32_t> pack_sprite_pictures(const software::PixelSources& pixels, std::size_t count);

class MaskedTextures {
public:
    // `widths`: the columns of each texture number, as its width mask wraps them.
    explicit MaskedTextures(std::vector<int> widths) : widths_(std::move(widths)) {}

    // The header of `texture`'s masked columns, packing them on first use.
    int header(software::PixelSources& pixels, int texture);

    std::span<const std::int32_t> words() const { return words_; }

private:
    std::vector<int> widths_;
    std::vector<std::int32_t> words_;
    std::unordered_map<int, int> headers_;
};

}  // namespace render::vulkan
