#include "assets/picture.h"

#include "base/byte_reader.h"

namespace assets {
namespace {

constexpr std::uint8_t kColumnEnd = 0xFF;

Column read_column(base::ByteReader& r, int x) {
    Column column;
    for (;;) {
        const std::size_t at = r.pos();
        if (r.remaining() < 1)
            r.fail("column " + std::to_string(x) + " has no end marker before the end of the lump (offset " +
                   std::to_string(at) + ")");
        const std::uint8_t top = r.u8();
        if (top == kColumnEnd) return column;
        // A post is top, length, a pad byte, the pixels and a pad byte.
        if (r.remaining() < 2)
            r.fail("column " + std::to_string(x) + ": post at offset " + std::to_string(at) +
                   " runs past the end of the lump (" + std::to_string(r.size()) + " bytes)");
        const std::uint8_t length = r.u8();
        if (r.remaining() < static_cast<std::size_t>(length) + 2)
            r.fail("column " + std::to_string(x) + ": post at offset " + std::to_string(at) + " with " +
                   std::to_string(length) + " pixels runs past the end of the lump (" + std::to_string(r.size()) +
                   " bytes)");
        r.skip(1);
        auto pixels = r.bytes(length);
        r.skip(1);
        column.posts.push_back({top, std::vector<std::uint8_t>(pixels.begin(), pixels.end())});
    }
}

}  // namespace

Picture decode_picture(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    if (bytes.size() < 8)
        r.fail("too short for a picture header (" + std::to_string(bytes.size()) + " bytes, need 8)");
    Picture p;
    p.width = r.s16();
    p.height = r.s16();
    p.left_offset = r.s16();
    p.top_offset = r.s16();
    if (p.width < 0 || p.height < 0)
        r.fail("picture has a negative size " + std::to_string(p.width) + "x" + std::to_string(p.height));
    const std::size_t table = static_cast<std::size_t>(p.width) * 4;
    if (table > r.remaining())
        r.fail("column offset table for width " + std::to_string(p.width) + " (" + std::to_string(table) +
               " bytes) runs past the end of the lump (" + std::to_string(bytes.size()) + " bytes)");
    p.column_offsets.resize(static_cast<std::size_t>(p.width));
    for (auto& offset : p.column_offsets) offset = r.u32();
    p.columns.reserve(p.column_offsets.size());
    for (int x = 0; x < p.width; ++x) {
        const std::uint32_t offset = p.column_offsets[static_cast<std::size_t>(x)];
        if (offset >= bytes.size())
            r.fail("column " + std::to_string(x) + " offset " + std::to_string(offset) +
                   " is past the end of the lump (" + std::to_string(bytes.size()) + " bytes)");
        r.seek(offset);
        p.columns.push_back(read_column(r, x));
    }
    return p;
}

std::vector<std::int16_t> Picture::to_indexed() const {
    std::vector<std::int16_t> image(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), -1);
    for (int x = 0; x < width; ++x) {
        for (const Post& post : columns[static_cast<std::size_t>(x)].posts) {
            for (std::size_t i = 0; i < post.pixels.size(); ++i) {
                const int y = post.top_delta + static_cast<int>(i);
                if (y >= height) break;
                image[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)] =
                    post.pixels[i];
            }
        }
    }
    return image;
}

}  // namespace assets
