// The tiles of the compute view passes (render/vulkan/view_tiles.h) hold
// what the original's walk drew, each pixel once: the spans' tiles every
// floor and ceiling pixel of the whole view's span map, with its own span;
// the sky's tiles, read through their planes' rows, every sky pixel; each
// wall part's tiles every pixel the part's columns draw. And they spare
// few pixels, since every tile pixel costs a shader invocation.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "map/level.h"
#include "render/software/view_walk.h"
#include "render/vulkan/view_tiles.h"
#include "support/walked_frames.h"

namespace {

using render::software::ColumnRecord;
using render::software::kNoSpanRecord;
using render::software::kSkySpan;
using render::software::PlaneRect;
using render::vulkan::ViewTile;

constexpr std::uint32_t kNone = 0xffffffffu;

struct Canvas {
    int width = 0, height = 0;
    std::vector<std::uint32_t> pixels;  // what a tile put there, kNone where none did
    long writes = 0, twice = 0, outside = 0;

    Canvas(int w, int h)
        : width(w), height(h), pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), kNone) {}
    void put(int x, int y, std::uint32_t value) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            ++outside;
            return;
        }
        std::uint32_t& p = pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)];
        if (p != kNone) ++twice;
        p = value;
        ++writes;
    }
};

// Calls `pixel(x, y)` for each pixel of each tile; returns how many there were.
template <typename Pixel>
long for_tile_pixels(const std::vector<ViewTile>& tiles, Pixel&& pixel) {
    long count = 0;
    for (const ViewTile& t : tiles) {
        EXPECT_TRUE(t.x2 - t.x1 < render::vulkan::kSpanTileWidth && t.y2 - t.y1 < render::vulkan::kTileSize &&
                    t.x1 <= t.x2 && t.y1 <= t.y2)
            << "tile " << t.x1 << "," << t.y1 << " to " << t.x2 << "," << t.y2;
        for (int y = t.y1; y <= t.y2; ++y)
            for (int x = t.x1; x <= t.x2; ++x, ++count) pixel(t, x, y);
    }
    return count;
}

// Rows of a part in a column, as shaders/wall_part.glsl draws them.
bool part_draws(const ColumnRecord& c, int part, int y) {
    if (c.light_row == ColumnRecord::kNotStored || y < c.top || y > c.bottom) return false;
    if (part == 2 && y > c.ceiling_clip) return false;
    if (part == 0 && y < c.floor_clip) return false;
    return true;
}

TEST(ViewTiles, HoldEveryPixelTheWalkDrawsOnce) {
    const int frames = test_support::for_each_walked_frame([](const test_support::WalkedFrame& frame) {
        render::software::ViewWalk& walk = frame.walk;
        const int w = frame.tables.width, h = frame.tables.height;
        const std::string& where = frame.where;
        // The whole view's span map, as the raster passes read it.
        std::vector<std::uint32_t> map(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
        walk.find_spans(map, w, std::vector<PlaneRect>{{0, 0, w - 1, h - 1}});

        Canvas planes(w, h);
        walk.find_spans();
        std::vector<ViewTile> tiles;
        render::vulkan::add_span_tiles(tiles, walk.spans());
        for_tile_pixels(tiles, [&](const ViewTile& t, int x, int y) {
            planes.put(x, y, static_cast<std::uint32_t>(t.record_base));
        });
        std::vector<std::int32_t> sky_rows;
        std::vector<render::software::SkyRect> sky_rects;
        walk.sky_columns(sky_rows, sky_rects, render::vulkan::kTileSize);
        tiles.clear();
        render::vulkan::add_sky_tiles(tiles, sky_rects);
        long sky_spare = 0;
        for_tile_pixels(tiles, [&](const ViewTile& t, int x, int y) {
            const std::int32_t rows = sky_rows.at(static_cast<std::size_t>(t.record_base + x));
            if (y >= static_cast<std::int16_t>(rows & 0xffff) && y <= (rows >> 16)) planes.put(x, y, kSkySpan);
            else ++sky_spare;
        });
        long plane_pixels = 0, wrong = 0;
        for (std::size_t p = 0; p < map.size(); ++p) {
            const std::uint32_t want = map[p] == kNoSpanRecord ? kNone : map[p];
            if (want != kNone) ++plane_pixels;
            if (planes.pixels[p] != want && wrong++ == 0)
                ADD_FAILURE() << where << ": pixel " << p % static_cast<std::size_t>(w) << ","
                              << p / static_cast<std::size_t>(w) << " is span " << map[p] << ", the tiles put "
                              << planes.pixels[p];
        }
        EXPECT_EQ(wrong, 0) << where;
        EXPECT_EQ(planes.twice, 0) << where;
        EXPECT_EQ(planes.outside, 0) << where;
        EXPECT_LE(sky_spare, plane_pixels / 2 + 16 * h) << where;

        // The parts the original has, whatever their textures: the
        // middle of a one-sided line, the lower and upper of a two-sided one.
        const auto has_part = [&](int seg, int part) {
            return (part == 1) == (frame.world.level.segs.at(static_cast<std::size_t>(seg)).back_sector == map::kNone);
        };
        const render::vulkan::PartTextures textures = [&](int seg, int part) {
            return has_part(seg, part) ? std::optional(render::vulkan::PartTexture{}) : std::nullopt;
        };
        std::array<std::vector<ViewTile>, 3> wall_tiles;
        for (int part = 0; part < 3; ++part)
            render::vulkan::add_wall_tiles(part, walk.stored_segs(), walk.stored_seg_columns(), walk.wall_columns(),
                                           textures, wall_tiles[static_cast<std::size_t>(part)]);
        const std::span<const ColumnRecord> columns = walk.wall_columns();
        for (int part = 0; part < 3; ++part) {
            Canvas drawn(w, h);
            const long tile_pixels =
                for_tile_pixels(wall_tiles[static_cast<std::size_t>(part)], [&](const ViewTile& t, int x, int y) {
                    const ColumnRecord& c = columns[static_cast<std::size_t>(t.record_base + x)];
                    if (part_draws(c, part, y)) drawn.put(x, y, static_cast<std::uint32_t>(t.record_base + x));
                });
            // What the records say the part draws, seg by seg.
            long want = 0, missing = 0;
            for (std::size_t i = 0; i < walk.stored_seg_columns().size(); ++i) {
                const render::software::StoredSeg& seg = walk.stored_seg_columns()[i];
                if (!has_part(walk.stored_segs()[i], part)) continue;
                for (int x = seg.x1; x < seg.x2; ++x) {
                    const int record = seg.first_column + part * seg.part_stride + x - seg.x1;
                    const ColumnRecord& c = columns[static_cast<std::size_t>(record)];
                    for (int y = std::max<int>(c.top, 0); y <= std::min<int>(c.bottom, h - 1); ++y) {
                        if (!part_draws(c, part, y)) continue;
                        ++want;
                        const std::uint32_t got = drawn.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) +
                                                               static_cast<std::size_t>(x)];
                        if (got != static_cast<std::uint32_t>(record) && missing++ == 0)
                            ADD_FAILURE() << where << ": part " << part << " pixel " << x << "," << y
                                          << " of record " << record << " is in no tile of it";
                    }
                }
            }
            EXPECT_EQ(missing, 0) << where << " part " << part;
            EXPECT_EQ(drawn.twice, 0) << where << " part " << part;
            EXPECT_EQ(drawn.writes, want) << where << " part " << part;
            EXPECT_LE(tile_pixels, want * 2 + 16 * h) << where << " part " << part;
        }
    });
    EXPECT_GT(frames, 10);
}

}  // namespace
