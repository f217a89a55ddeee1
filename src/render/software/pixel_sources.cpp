#include "render/software/pixel_sources.h"

#include <algorithm>

#include "base/log.h"

namespace render::software {

namespace {

// Two colours no Doom texture pairs this way: black and bright red checks.
constexpr std::uint8_t kCheckDark = 0;
constexpr std::uint8_t kCheckBright = 176;
constexpr int kPlaceholderWidth = 64;
constexpr int kPlaceholderHeight = 128;

std::uint8_t check(int x, int y) { return ((x >> 3) ^ (y >> 3)) & 1 ? kCheckBright : kCheckDark; }

std::vector<std::uint8_t> pad(std::span<const std::uint8_t> bytes) {
    std::vector<std::uint8_t> out(kFrontPad + bytes.size() + kBackPad, 0);
    std::copy(bytes.begin(), bytes.end(), out.begin() + static_cast<std::ptrdiff_t>(kFrontPad));
    return out;
}

}  // namespace

PostColumn SpritePatch::column(int x) const {
    if (x < 0 || x >= width) return {};
    return {bytes.data() + kFrontPad + column_offsets[static_cast<std::size_t>(x)], bytes.data() + bytes.size(),
            bytes.data() + bytes.size() - kBackPad};
}

PixelSources::PixelSources(const wad::Archive& archive, const assets::TextureSet& textures,
                           const assets::FlatSet& flats, const assets::SpriteSet& sprites)
    : textures_(&textures), flats_(&flats), columns_(textures.size() + 1) {
    // Sprite pictures by the lump each came from.
    sprite_patches_.resize(sprites.pictures.size());
    for (const auto& def : sprites.sprites) {
        for (const auto& frame : def.frames) {
            for (const auto& rot : frame.rotations) {
                SpritePatch& p = sprite_patches_[rot.picture];
                if (!p.bytes.empty()) continue;
                const assets::Picture& pic = sprites.pictures[rot.picture];
                p.width = pic.width;
                p.height = pic.height;
                p.left_offset = pic.left_offset;
                p.top_offset = pic.top_offset;
                p.column_offsets = pic.column_offsets;
                p.bytes = pad(archive.lump(rot.lump).data);
            }
        }
    }

    placeholder_wall_.assign(kFrontPad + kPlaceholderWidth * kPlaceholderHeight + kBackPad, 0);
    placeholder_columns_.resize(kPlaceholderWidth);
    for (int x = 0; x < kPlaceholderWidth; ++x) {
        std::uint8_t* col = placeholder_wall_.data() + kFrontPad + x * kPlaceholderHeight;
        for (int y = 0; y < kPlaceholderHeight; ++y) col[y] = check(x, y);
        const std::uint8_t* end = placeholder_wall_.data() + placeholder_wall_.size();
        placeholder_columns_[static_cast<std::size_t>(x)] = {col, end, end, false};
    }
    zero_column_.assign(kFrontPad + kBackPad, 0);
    placeholder_flat_.resize(assets::kFlatBytes);
    for (int y = 0; y < assets::kFlatSide; ++y)
        for (int x = 0; x < assets::kFlatSide; ++x)
            placeholder_flat_[static_cast<std::size_t>(y * assets::kFlatSide + x)] = check(x, y);
}

int PixelSources::texture_height(int texture) const {
    if (texture < 0 || static_cast<std::size_t>(texture) >= textures_->size()) return kPlaceholderHeight;
    return textures_->texture(static_cast<std::size_t>(texture)).height;
}

const std::vector<std::uint8_t>& PixelSources::padded(std::span<const std::uint8_t> block) {
    auto& slot = padded_blocks_[block.data()];
    if (!slot) slot = std::make_unique<std::vector<std::uint8_t>>(pad(block));
    return *slot;
}

const std::vector<PixelSources::ColumnRef>& PixelSources::columns_of(int texture) {
    if (texture < 0 || static_cast<std::size_t>(texture) >= textures_->size()) return placeholder_columns_;
    auto& slot = columns_[static_cast<std::size_t>(texture)];
    if (slot) return *slot;
    const assets::Texture& t = textures_->texture(static_cast<std::size_t>(texture));
    slot = std::make_unique<std::vector<ColumnRef>>(static_cast<std::size_t>(t.width_mask) + 1);
    for (int x = 0; x <= t.width_mask; ++x) {
        const assets::TextureColumn c = textures_->column(static_cast<std::size_t>(texture), x);
        ColumnRef& ref = (*slot)[static_cast<std::size_t>(x)];
        if (c.kind == assets::TextureColumn::Kind::Empty) {
            // The original reads whatever memory lies there; read zeros.
            const std::uint8_t* start = zero_column_.data() + kFrontPad;
            ref = {start, zero_column_.data() + zero_column_.size(), start, false};
            continue;
        }
        const auto& bytes = padded(c.block);
        ref = {bytes.data() + kFrontPad + c.offset, bytes.data() + bytes.size(), bytes.data() + bytes.size() - kBackPad};
    }
    return *slot;
}

WallColumn PixelSources::wall_column(int texture, int x) {
    const auto& cols = columns_of(texture);
    const ColumnRef& ref = cols[static_cast<std::size_t>(x) & (cols.size() - 1)];
    return {ref.pixels, static_cast<int>(ref.data_end - ref.pixels)};
}

PostColumn PixelSources::masked_column(int texture, int x) {
    const auto& cols = columns_of(texture);
    const ColumnRef& ref = cols[static_cast<std::size_t>(x) & (cols.size() - 1)];
    if (!ref.has_posts) return {};
    // The original steps back over the post header (R_GetColumn − 3).
    return {ref.pixels - 3, ref.end, ref.data_end};
}

const std::uint8_t* PixelSources::flat(int flat) {
    if (flat < 0 || static_cast<std::size_t>(flat) >= flats_->size()) return placeholder_flat_.data();
    const auto& f = flats_->flat(static_cast<std::size_t>(flat));
    if (f.pixels.size() < assets::kFlatBytes) return placeholder_flat_.data();
    return f.pixels.data();
}

void PixelSources::report_missing(const std::string& what, const std::string& name) {
    if (reported_.insert(what + " " + name).second) base::warn("missing " + what + " " + name + ": drawn as a checkerboard");
}

}  // namespace render::software
