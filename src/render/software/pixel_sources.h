#pragma once
// Where the drawers read their pixels, laid out the way the original's
// drawers see memory. A wall column is read as source[(frac >> 16) & 127]
// with no check against the texture's height, so each column is exposed as
// a pointer with at least 128 readable bytes after it: the bytes that
// follow it in its patch lump or composite block, then zero padding where
// the original read past its zone block into the heap (the next block's
// header or contents, which no game state or WAD determines). Masked
// columns (sprites, mid textures) are walked post by post from the lump's
// raw bytes, bounded by the padded end.
//
// Textures or flats a map names that the WADs lack get a visible
// checkerboard placeholder (see placeholder_*), logged once by name.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "assets/flat.h"
#include "assets/picture.h"
#include "assets/sprites.h"
#include "assets/texture.h"
#include "render/sprite_projection.h"
#include "wad/archive.h"

namespace render::software {

// A column of posts: the header of the first post, and the end of the
// bytes that may be read (padding included).
struct PostColumn {
    const std::uint8_t* start = nullptr;
    const std::uint8_t* end = nullptr;
    const std::uint8_t* data_end = nullptr;  // where the lump's real bytes end
};

// A wall column: where the drawer starts reading, and how many of the
// bytes from there on are real data rather than padding.
struct WallColumn {
    const std::uint8_t* pixels = nullptr;
    int defined = 0;
};

// A sprite picture: its size and offsets and its raw, padded lump bytes.
struct SpritePatch {
    int width = 0, height = 0;
    int left_offset = 0, top_offset = 0;
    std::vector<std::uint8_t> bytes;  // kFrontPad, the lump, kBackPad zeros
    std::vector<std::uint32_t> column_offsets;
    PostColumn column(int x) const;
};

class PixelSources final : public SpritePictures {
public:
    PixelSources(const wad::Archive& archive, const assets::TextureSet& textures, const assets::FlatSet& flats,
                 const assets::SpriteSet& sprites);

    std::size_t texture_count() const { return textures_->size(); }
    // The texture number drawn for a missing texture.
    int placeholder_texture() const { return static_cast<int>(textures_->size()); }
    int texture_height(int texture) const;  // map units
    // Column `x` of a texture (wrapped by its width mask): 128 readable bytes.
    WallColumn wall_column(int texture, int x);
    // The same column as posts, for masked mid textures.
    PostColumn masked_column(int texture, int x);

    // 4096 bytes. Numbers outside the flat list, and empty marker lumps,
    // give the placeholder.
    const std::uint8_t* flat(int flat);

    const SpritePatch& sprite_patch(std::size_t picture) const { return sprite_patches_[picture]; }
    SpritePicture picture(std::size_t index) const override {
        const SpritePatch& p = sprite_patches_[index];
        return {p.width, p.height, p.left_offset, p.top_offset};
    }

    // Logs "missing <what> NAME" once per name.
    void report_missing(const std::string& what, const std::string& name);

private:
    struct ColumnRef {
        const std::uint8_t* pixels = nullptr;  // first pixel the wall drawer reads
        const std::uint8_t* end = nullptr;
        const std::uint8_t* data_end = nullptr;
        bool has_posts = true;  // false for columns no patch covers
    };
    const std::vector<ColumnRef>& columns_of(int texture);
    const std::vector<std::uint8_t>& padded(std::span<const std::uint8_t> block);

    const assets::TextureSet* textures_;
    const assets::FlatSet* flats_;
    std::vector<std::unique_ptr<std::vector<ColumnRef>>> columns_;  // per texture, built on first use
    std::unordered_map<const std::uint8_t*, std::unique_ptr<std::vector<std::uint8_t>>> padded_blocks_;
    std::vector<SpritePatch> sprite_patches_;
    std::vector<std::uint8_t> placeholder_wall_;  // 64 columns × 128 rows plus padding
    std::vector<ColumnRef> placeholder_columns_;
    std::vector<std::uint8_t> zero_column_;
    std::vector<std::uint8_t> placeholder_flat_;
    std::unordered_set<std::string> reported_;
};

inline constexpr std::size_t kFrontPad = 8;
inline constexpr std::size_t kBackPad = 264;

}  // namespace render::software
