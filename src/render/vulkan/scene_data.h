#pragma once
// The level renderer's data as its shaders read it (shaders/doom.glsl):
// every block here mirrors one there, field for field. Built on the CPU,
// uploaded as storage buffers.
//
// - Pixels: the 8-bit resources in one byte array. Each wall texture
//   column is the 128 bytes the original's `& 127` read sees (taken from
//   the software renderer's PixelSources, so both renderers read the same
//   bytes), each flat its 4096 bytes, then COLORMAP.
// - Pictures: sprite pictures and masked mid textures as lists of posts
//   (picture_posts.h).
// - Per frame: the view, and the sectors and sides as the world has them
//   now (heights, animated and switched textures), so the level
//   mesh never changes while the map is played.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "assets/asset_set.h"
#include "render/software/pixel_sources.h"
#include "render/software/walk_records.h"
#include "render/sprite_projection.h"
#include "render/vulkan/picture_posts.h"
#include "render/view_tables.h"
#include "sim/world.h"

namespace render::vulkan {

using Int4 = std::array<std::int32_t, 4>;

struct PixelData {
    std::vector<std::uint8_t> bytes;  // what LitPictures and pack_sky read; a multiple of 4 long
    std::vector<Int4> textures;       // first byte, width mask, height, 0; the placeholder last
    int colormaps_at = 0, flats_at = 0, flat_count = 0;
    int placeholder_texture = 0;
    std::vector<std::int32_t> sprite_pictures;  // pack_sprite_pictures
};
PixelData pack_pixels(software::PixelSources& pixels, const assets::AssetSet& assets);

// One sprite to draw this frame (shaders/sprite_params.glsl): three Int4.
// x1, x2, picture, COLORMAP row (-1 fuzz); scale, xiscale, startfrac,
// texturemid; translation (0 none, 1-3), the first of a fuzz sprite's
// column starts (fuzz_columns.h; 0 for others), 0, blend table. Its posts,
// clipped, are drawn from sprite_posts.h's quads.
std::vector<Int4> pack_sprite(const ProjectedSprite& sprite, int fuzz_start);

// Per seg, three Int4: v1 x y, v2 x y; angle, offset, sidedef, front
// sector; back sector (-1), line flags, fake contrast (-1, 0, 1), 0.
std::vector<Int4> pack_segs(const map::Level& level);

// The View block of doom.glsl.
struct ViewBlock {
    std::int32_t viewx, viewy, viewz;
    std::uint32_t viewangle;
    std::int32_t sky_flat;
    std::int32_t width, height, centerx, centery, centeryfrac;
    std::int32_t projection;
    std::int32_t detailshift;
};
static_assert(sizeof(ViewBlock) == 12 * 4, "ViewBlock mirrors the View block of shaders/doom.glsl");

// The world as it is now, in the shaders' layout.
class FrameState {
public:
    // Sectors: floor, ceiling, floor flat, ceiling flat (after flat
    // animation); light, 0, 0, 0. Sides: texture offset, row offset, top,
    // mid (after texture animation; missing names get the placeholder);
    // bottom, the mid texture's header in `masked` (-1 unless the side is
    // on a two-sided line), 0, 0.
    void update(const sim::World& world, software::PixelSources& pixels, int placeholder_texture,
                MaskedTextures& masked, const assets::BoomTables& boom_tables);

    std::span<const Int4> sectors() const { return sectors_; }
    std::span<const Int4> sides() const { return sides_; }

private:
    void prepare_level(const sim::World& world, software::PixelSources& pixels, const assets::BoomTables& boom_tables);

    std::string level_key_;
    std::vector<std::array<bool, 3>> missing_;  // per side: top, mid, bottom
    std::vector<bool> two_sided_;               // per side: on a two-sided line
    std::vector<Int4> sectors_, sides_;
};

// The View block for `player`'s view this frame.
ViewBlock make_view_block(const sim::World& world, int player, const ViewTables& tables);

// The bytes pack_skies writes for `skies` at view width `width`.
std::size_t sky_bytes(int width, std::span<const software::SkyPicture> skies);

// The skies as each view column shows them (shaders/doom.glsl: sky_pixel),
// as layers: each sky's background, then the foregrounds of those that
// have one (SKYDEFS). First a header of words: per layer its texturemid,
// per layer its row step (the view's sky step, scaled), per sky its
// foreground's layer (0: none). Then per layer, per view column, 256
// bytes: the 128 rows of its texture's column for that column's angle
// (R_DrawPlanes' sky column, 1024 a full turn, mirrored by the sky's flip,
// scaled by SKYDEFS) through `light` (null: COLORMAP row 0, the sky's
// light), then, for a foreground, per row 1 where the texel is not index
// 0 (its see-through pixels). Each sky's texture is in this renderer's numbering.
void pack_skies(const ViewTables& tables, const PixelData& pixels, std::span<const software::SkyPicture> skies,
                std::span<std::uint8_t> out, const std::uint8_t* light = nullptr);

}  // namespace render::vulkan
