#pragma once
// Wall textures and flats already lit: per picture and light row, a copy
// of the picture's bytes through that row of the level's colormaps, made
// the first time a frame needs it and kept while the level lasts. A wall
// or plane pixel then reads its palette index with one fetch where a
// second, dependent one looked the light row up; on lavapipe that second
// fetch cost about a tenth of the frame at 1920×1080. The indices are the
// same: COLORMAP row `row` applied to the picture's byte, as the original's
// column and span drawers apply it.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>

namespace render::vulkan {

class LitPictures {
public:
    // `source`: the packed picture bytes (PixelData::bytes), read while lighting.
    explicit LitPictures(std::span<const std::uint8_t> source) : source_(source) {}

    // Starts again, lighting through `colormaps` (rows of 256 bytes) into
    // `storage`; offsets handed out before are forgotten.
    void reset(std::span<const std::uint8_t> colormaps, std::span<std::uint8_t> storage);

    // Where in the storage bytes [start, start + size) of the source lie,
    // lit through `row`; nullopt when the storage has no room for them.
    // Bytes beyond the source, or a row beyond the colormaps, read as 0, as a
    // shader's fetch past the end of a texel buffer does.
    std::optional<std::uint32_t> lit(std::uint32_t start, std::uint32_t size, std::uint32_t row);

    std::size_t used() const { return used_; }
    std::size_t capacity() const { return storage_.size(); }

private:
    std::span<const std::uint8_t> source_;
    std::span<const std::uint8_t> colormaps_;
    std::span<std::uint8_t> storage_;
    std::size_t used_ = 0;
    std::unordered_map<std::uint64_t, std::uint32_t> made_;  // start << 16 | row → offset
    // Neighbouring columns mostly ask for the same picture and row.
    std::uint64_t last_key_ = ~std::uint64_t{0};
    std::uint32_t last_offset_ = 0;
};

}  // namespace render::vulkan
