#include "render/vulkan/wall_part_records.h"

#include <algorithm>
#include <optional>

namespace render::vulkan {

namespace {

constexpr int kWallParts = 3;
constexpr std::uint32_t kColumnBytes = 128;  // a wall column as the original's `& 127` reads it

std::int32_t pack_rows(int first, int last) {
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(first & 0xffff) |
                                     (static_cast<std::uint32_t>(last & 0xffff) << 16));
}

// The rows part `part` draws in column `c`.
std::int32_t part_rows(const software::ColumnRecord& c, int part) {
    if (c.light_row == software::ColumnRecord::kNotStored) return WallPartRecord{}.rows;
    switch (part) {
        case 0: return pack_rows(std::max<int>(c.top, c.floor_clip), c.bottom);
        case 2: return pack_rows(c.top, std::min<int>(c.bottom, c.ceiling_clip));
        default: return pack_rows(c.top, c.bottom);
    }
}

}  // namespace

bool fill_wall_part_records(std::span<const int> segs, std::span<const software::StoredSeg> records,
                            std::span<const software::ColumnRecord> columns, const PartTextures& textures,
                            LitPictures& lit, std::span<WallPartRecord> out) {
    std::ranges::fill(out, WallPartRecord{});
    const std::size_t count = std::min(segs.size(), records.size());
    for (std::size_t i = 0; i < count; ++i) {
        const software::StoredSeg& seg = records[i];
        for (int part = 0; part < kWallParts; ++part) {
            const std::optional<PartTexture> texture = textures(segs[i], part);
            if (!texture) continue;
            const auto columns_of_texture = static_cast<std::uint32_t>(texture->width_mask) + 1;
            for (int x = seg.x1; x < seg.x2; ++x) {
                const std::size_t r = static_cast<std::size_t>(seg.first_column + part * seg.part_stride + x - seg.x1);
                if (r >= columns.size() || kWallParts * r + static_cast<std::size_t>(part) >= out.size()) continue;
                const software::ColumnRecord& c = columns[r];
                WallPartRecord& p = out[kWallParts * r + static_cast<std::size_t>(part)];
                p.rows = part_rows(c, part);
                p.iscale = c.iscale;
                if (c.light_row == software::ColumnRecord::kNotStored) continue;
                const std::optional<std::uint32_t> texture_at =
                    lit.lit(static_cast<std::uint32_t>(texture->start), columns_of_texture * kColumnBytes, c.light_row);
                if (!texture_at) return false;
                const std::uint32_t column = c.texture_column & static_cast<std::uint32_t>(texture->width_mask);
                p.lit_column = *texture_at + column * kColumnBytes;
            }
        }
    }
    return true;
}

}  // namespace render::vulkan
