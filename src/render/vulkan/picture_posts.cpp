#include "render/vulkan/picture_posts.h"

#include <algorithm>
#include <cstring>

namespace render::vulkan {

namespace {

// The drawer reads a post as source[(frac >> 16) & 127]: its rounding can
// step past the length, and a first row whose frac rounds below zero reads
// byte 127. Keep what follows each post in the lump up to there (zeros
// past the padded end, as the software renderer's PixelSources).
constexpr std::ptrdiff_t kPostReach = 128;
constexpr std::int32_t kPostHeader = 3;  // top delta, length, pad byte

// Appends bytes to `words`, four to a word; returns the first one's byte offset.
std::int32_t append_bytes(std::vector<std::int32_t>& words, const std::uint8_t* data, std::size_t size) {
    const std::size_t at = words.size();
    words.resize(at + (size + 3) / 4, 0);
    if (size) std::memcpy(words.data() + at, data, size);
    return static_cast<std::int32_t>(at * 4);
}

// Appends one column's posts and their pixels; returns the post count and
// where the first post starts.
std::pair<std::int32_t, std::int32_t> append_column(std::vector<std::int32_t>& words,
                                                    const software::PostColumn& column) {
    std::vector<const std::uint8_t*> posts;
    for (const std::uint8_t* p = column.start; p && p + 3 < column.end && p[0] != 0xff; p += p[1] + 4)
        posts.push_back(p);
    const std::size_t first = words.size();
    words.resize(first + 3 * posts.size());
    for (std::size_t i = 0; i < posts.size(); ++i) {
        // The post's three header bytes come first: the translated drawer's
        // unmasked read of a first row rounding below zero reaches them.
        const std::uint8_t* data = posts[i];
        const std::ptrdiff_t kept = kPostHeader + std::max<std::ptrdiff_t>(posts[i][1] + 8, kPostReach);
        const std::ptrdiff_t size = std::clamp<std::ptrdiff_t>(kept, 0, column.end - data);
        const std::int32_t pixels = append_bytes(words, data, static_cast<std::size_t>(size)) + kPostHeader;
        words.resize(words.size() + static_cast<std::size_t>((kept - size) / 4 + 1), 0);
        words[first + 3 * i] = posts[i][0];
        words[first + 3 * i + 1] = posts[i][1];
        words[first + 3 * i + 2] = pixels;
    }
    return {static_cast<std::int32_t>(first), static_cast<std::int32_t>(posts.size())};
}

constexpr std::uint8_t kNoPost = 255;

// Appends the post map of the picture at `header` (see picture_posts.h)
// and completes the header.
void append_post_map(std::vector<std::int32_t>& words, std::size_t header, int width) {
    const auto entries = static_cast<std::size_t>(words[header + 1]);
    const auto post = [&](int x, std::int32_t k) { return words.data() + words[entries + 2 * static_cast<std::size_t>(x)] + 3 * k; };
    std::int32_t rows = 0;
    for (int x = 0; x < width; ++x)
        for (std::int32_t k = 0; k < words[entries + 2 * static_cast<std::size_t>(x) + 1]; ++k)
            rows = std::max(rows, post(x, k)[0] + post(x, k)[1]);
    std::vector<std::uint8_t> map(static_cast<std::size_t>(width) * static_cast<std::size_t>(rows), kNoPost);
    for (int x = 0; x < width; ++x) {
        const std::int32_t count = std::min<std::int32_t>(words[entries + 2 * static_cast<std::size_t>(x) + 1], kNoPost);
        for (std::int32_t k = 0; k < count; ++k)
            for (std::int32_t r = post(x, k)[0]; r < post(x, k)[0] + post(x, k)[1]; ++r)
                map[static_cast<std::size_t>(x) * static_cast<std::size_t>(rows) + static_cast<std::size_t>(r)] =
                    static_cast<std::uint8_t>(k);
    }
    words[header + 2] = rows;
    words[header + 3] = append_bytes(words, map.data(), map.size());
}

// Appends a picture `width` columns wide, with its post map if asked;
// returns its header.
template <typename Column>
std::int32_t append_picture(std::vector<std::int32_t>& words, int width, bool post_map, Column column) {
    const std::size_t header = words.size();
    const std::size_t entries = header + 4;
    width = std::max(width, 0);
    words.resize(entries + 2 * static_cast<std::size_t>(width));
    words[header] = width;
    words[header + 1] = static_cast<std::int32_t>(entries);
    for (int x = 0; x < width; ++x) {
        const auto [first, count] = append_column(words, column(x));
        const std::size_t entry = entries + 2 * static_cast<std::size_t>(x);
        words[entry] = first;
        words[entry + 1] = count;
    }
    if (post_map) append_post_map(words, header, width);
    return static_cast<std::int32_t>(header);
}

}  // namespace

std::vector<std::int32_t> pack_sprite_pictures(const software::PixelSources& pixels, std::size_t count) {
    std::vector<std::int32_t> words(count);
    for (std::size_t i = 0; i < count; ++i) {
        const software::SpritePatch& patch = pixels.sprite_patch(i);
        words[i] = append_picture(words, patch.width, false, [&](int x) { return patch.column(x); });
    }
    return words;
}

int MaskedTextures::header(software::PixelSources& pixels, int texture) {
    if (const auto found = headers_.find(texture); found != headers_.end()) return found->second;
    const int width = texture >= 0 && static_cast<std::size_t>(texture) < widths_.size()
                          ? widths_[static_cast<std::size_t>(texture)]
                          : 0;
    const int header = append_picture(words_, width, true, [&](int x) { return pixels.masked_column(texture, x); });
    headers_.emplace(texture, header);
    return header;
}

}  // namespace render::vulkan
