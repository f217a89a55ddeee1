#pragma once
// The Doom picture ("patch") format used by wall patches, sprites and
// screen graphics: a header, one offset per column, and per column a list
// of posts (runs of opaque pixels) ended by 0xFF.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace assets {

// A run of opaque pixels. top_delta is the row of the first pixel, 0..254,
// as vanilla reads it (the DeePsea tall-patch extension is not applied).
struct Post {
    int top_delta = 0;
    std::vector<std::uint8_t> pixels;
};

struct Column {
    std::vector<Post> posts;
};

struct Picture {
    int width = 0;
    int height = 0;
    int left_offset = 0;
    int top_offset = 0;
    std::vector<Column> columns;
    // Where each column starts in the lump. Vanilla's wall drawer reads a
    // single-patch texture column straight from these bytes (see texture.h).
    std::vector<std::uint32_t> column_offsets;

    // The picture as a width × height image, row-major, with -1 where no post
    // covers the pixel. Post pixels below the picture's height are dropped.
    std::vector<std::int16_t> to_indexed() const;
};

// Throws base::Error naming the context and the column at fault when a
// column offset or a post lies outside the lump.
Picture decode_picture(std::span<const std::uint8_t> bytes, const std::string& context);

}  // namespace assets
