#include "render/vulkan/lit_pictures.h"

#include <algorithm>

namespace render::vulkan {

void LitPictures::reset(std::span<const std::uint8_t> colormaps, std::span<std::uint8_t> storage) {
    colormaps_ = colormaps;
    storage_ = storage;
    used_ = 0;
    made_.clear();
    last_key_ = ~std::uint64_t{0};
}

std::optional<std::uint32_t> LitPictures::lit(std::uint32_t start, std::uint32_t size, std::uint32_t row) {
    const std::uint64_t key = (std::uint64_t{start} << 16) | (row & 0xffffu);
    if (key == last_key_) return last_offset_;
    if (const auto found = made_.find(key); found != made_.end()) {
        last_key_ = key;
        last_offset_ = found->second;
        return found->second;
    }
    // Whole words, so that each picture starts on one (shaders read words).
    const std::size_t room = (std::size_t{size} + 3) & ~std::size_t{3};
    if (storage_.size() - used_ < room || used_ + room > std::size_t{UINT32_MAX}) return std::nullopt;
    const std::span<std::uint8_t> out = storage_.subspan(used_, room);
    const std::size_t row_at = std::size_t{row} * 256;
    if (row_at + 256 > colormaps_.size()) {
        std::ranges::fill(out, std::uint8_t{0});
    } else {
        const std::span<const std::uint8_t> light = colormaps_.subspan(row_at, 256);
        std::ranges::fill(out, light[0]);
        if (start < source_.size()) {
            const std::span<const std::uint8_t> in =
                source_.subspan(start, std::min<std::size_t>(size, source_.size() - start));
            std::ranges::transform(in, out.begin(), [&](std::uint8_t b) { return light[b]; });
        }
    }
    const auto offset = static_cast<std::uint32_t>(used_);
    used_ += room;
    made_.emplace(key, offset);
    last_key_ = key;
    last_offset_ = offset;
    return offset;
}

}  // namespace render::vulkan
