#pragma once
// The exact view's private parts (level_renderer.h): what LevelRenderer::Impl
// holds and does, its methods spread over level_renderer.cpp (set-up and
// the public calls), exact_view_records.cpp (what the walk decided, written
// for the shaders) and exact_view_passes.cpp (the passes recorded).
#include <algorithm>
#include <array>
#include <chrono>
#include <cstring>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "render/scene/level_mesh.h"
#include "render/sky.h"
#include "render/software/pixel_sources.h"
#include "render/software/view_walk.h"
#include "render/sprite_projection.h"
#include "render/level_view.h"
#include "render/view_tables.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/compute_pipeline.h"
#include "render/vulkan/descriptors.h"
#include "render/vulkan/fuzz_columns.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/image.h"
#include "render/vulkan/offscreen_target.h"
#include "render/vulkan/pipeline_layout.h"
#include "render/vulkan/scene_data.h"
#include "render/vulkan/sprite_posts.h"
#include "render/vulkan/texel_view.h"
#include "render/vulkan/wall_part_records.h"
#include "render/vulkan/view_tiles.h"
#include "render/vulkan/vulkan_error.h"
#include "render/vulkan/frame_ring.h"
#include "render/vulkan/level_renderer.h"

namespace render::vulkan::exact_view {

// Bindings of the scene shaders (shaders/doom.glsl and the files it goes with).
enum Binding : std::uint32_t {
    kView, kLit, kTextures, kSectors, kSides, kSegs, kWallParts, kSprites, kMaskedPosts, kBehind, kFuzzStarts,
    kSpanIds, kSpans, kStoredSegs, kWallColumns, kSky, kPictureWords, kMaskedWords, kColormaps, kBlends,
    kTarget, kViewTiles, kSkyRows, kSpritePosts, kBindingCount
};

// The bindings shaders read as texel buffers (texel_view.h): the data
// every pixel reads. VK_FORMAT_UNDEFINED: a storage buffer.
inline VkFormat texel_format(std::uint32_t binding) {
    switch (binding) {
        case kLit:  // byte arrays, read as words (shaders/doom.glsl: byte_of)
        case kSky:
        case kColormaps:
        case kBlends:
        case kBehind:
        case kSpanIds: return VK_FORMAT_R32_UINT;
        case kFuzzStarts:
        case kPictureWords:
        case kMaskedWords: return VK_FORMAT_R32_SINT;
        case kSpans:
        case kWallColumns:
        case kWallParts: return VK_FORMAT_R32G32B32A32_UINT;
        default: return VK_FORMAT_UNDEFINED;
    }
}

// How spans step the flat (shaders/spans.glsl): the original's packed 6.10
// words at 320 wide, 40.24 above.
enum class Stepping : std::size_t { Original, Scaled };

// shaders/wall.vert: which of its draws, and for masked middles the run of columns.
enum WallMode : std::int32_t { kWalls, kMasked };

// Columns of a visplane each plane rectangle bounds (software::PlaneRect):
// llvmpipe's tile width. Narrower rectangles fit the planes more closely
// but cost more in triangles than they save in pixels there.
constexpr int kPlaneSlab = 64;

// ViewPasses::compute: its passes, in the order of their tiles in the frame's (view_tiles.h).
enum TileKind : std::size_t { kSpanTiles, kSkyTiles, kLowerTiles, kMiddleTiles, kUpperTiles, kTileKinds };
constexpr VkShaderStageFlags kPushStages =
    VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT | VK_SHADER_STAGE_COMPUTE_BIT;
struct WallPass {
    std::int32_t mode = kWalls;
    std::int32_t x1 = 0, x2 = 0;
    std::int32_t blend = 0;
};

using Clock = std::chrono::steady_clock;

inline double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

constexpr VkBufferUsageFlags kShaderRead =
    VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;

inline Buffer device_buffer(Context& context, std::span<const std::byte> bytes, VkBufferUsageFlags usage) {
    // Vulkan refuses empty buffers; a level always has data, but keep 4 bytes.
    Buffer b = Buffer::create(context, std::max<VkDeviceSize>(bytes.size(), 4), usage, MemoryUse::device_local);
    if (!bytes.empty()) b.upload(context, bytes);
    return b;
}

// At least one texel of the widest texel format. Shaders read the
// per-frame records over and over: in the GPU's own memory where it can be
// mapped (over PCIe each read would wait on the bus).
inline Buffer host_buffer(Context& context, std::size_t size) {
    return Buffer::create(context, std::max<VkDeviceSize>(size, 16), kShaderRead, MemoryUse::device_upload);
}

// Each texture's columns, as its width mask wraps them.
inline std::vector<int> column_counts(const PixelData& data) {
    std::vector<int> counts;
    for (const Int4& t : data.textures) counts.push_back(t[1] + 1);
    return counts;
}

// A frame may have nothing to write (no spans, no stored segs).
template <typename T>
inline void write(const Buffer& buffer, std::span<const T> values) {
    const auto bytes = std::as_bytes(values);
    if (!bytes.empty()) std::memcpy(buffer.mapped().data(), bytes.data(), bytes.size());
}


}  // namespace render::vulkan::exact_view

namespace render::vulkan {

using namespace exact_view;

// What the exact view keeps per frame in flight, beside the ring's slot
// (frame_ring.h) of the same number: the data the CPU writes for the frame
// and the device reads while drawing it, and its descriptor set's views.
struct ExactSlot {
    Buffer view, sectors, sides, sprites, sprite_posts, fuzz_starts, masked_posts;
    // The original walk's records (walk_records.glsl).
    Buffer span_ids, span_records, stored_segs, wall_columns;
    Buffer wall_parts;  // three WallPartRecords a column record
    Buffer sky;  // the sky each view column shows (doom.glsl: sky_pixel)
    Buffer sky_rows, tile_buffer, frame_indices, plane_rects;
    Buffer behind;  // the view before each fuzz sprite, which it reads
    std::size_t masked_words = 0;  // the masked texture words masked_posts holds
    // The views of the texel-buffer bindings (after the buffers, so they go first).
    std::array<BufferViewHandle, kBindingCount> texel_views;
    bool descriptors_dirty = true;
};

struct LevelRenderer::Impl {
    Impl(Context& c, const wad::Archive& archive, const assets::AssetSet& a, ViewPasses view_passes,
         std::size_t first_lit_bytes);
    // The pipelines of ViewPasses::raster or compute, and those of the things.
    void build_pipelines();

    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;

        // The things the walk drew, in its order, then the weapon; each fuzz
    // sprite's columns in the fuzz drawer's sequence (see draw()).
    void collect_sprites(const sim::World& world, int player);
    // The view tables, and the slot's target, for `screen`; the slot is not in flight.
    void prepare_size(const ScreenLayout& screen);
    // The level's mesh and tables, made again for a new level once no frame is in flight.
    void prepare_level(const sim::World& world);
    // The masked textures packed since the slot's last frame; the slot is
    // not in flight, so its mapped buffer can be rewritten in place.
    void upload_masked_textures();
    // The walls of the segs the original's walk stored, nearest first
    // (ViewPasses::raster): only the parts that draw rows and have a
    // texture, since lavapipe runs the vertex stage of every quad indexed
    // (its reads go lane by lane) before wall.vert could cull it.
    void upload_indices(const sim::World& world);
    // What the original's walk decided (walk_records.glsl): each stored
    // seg's record at its seg number, their columns, the spans; then for
    // ViewPasses::raster the rectangles that hold the planes and the span of
    // each pixel in them, for compute the sky's columns and every pass's
    // tiles; written straight into the mapped buffers.
    void upload_walk_records(const sim::World& world, const ScreenLayout& screen);
    // The wall part records and the spans, with the lit pictures they
    // read. Lit pictures that no longer fit start again once no frame in
    // flight reads them, in a larger buffer if this frame alone filled it.
    void upload_lit_records(const sim::World& world, std::span<const int> order,
                            std::span<const software::StoredSeg> records);
    // `spans` as the shaders read them: each flat lit through its span's row.
    bool light_spans(std::span<const software::SpanRecord> spans, std::span<software::SpanRecord> out);
    void reset_lit();
    // ViewPasses::compute: the sky's rows and the tiles of every pass.
    void upload_tiles(const sim::World& world, std::span<const int> order,
                      std::span<const software::StoredSeg> records);
    // The texture of a part (0 lower, 1 middle, 2 upper) of a seg, as
    // wall.vert picks it: the middle of a one-sided line, the lower and
    // upper of a two-sided one; none for texture 0.
    std::optional<PartTexture> part_texture(const sim::World& world, int seg_index, int part) const;
    // The level's light rows and blend tables (render::MapLooks), once the
    // walk has built them for a new level.
    void upload_looks();
    // `buffer`, one of the slot's, grown to hold `size` bytes if it must.
    Buffer& fit(Buffer& buffer, std::size_t size);
    // The sky's columns, lit as the software view lights them (Boom's deep
    // water colormap where the player is in one).
    void upload_sky(const sim::World& world, int player);
    void write_descriptors();
    // The walls; the floors and ceilings, and the wall margins the planes
    // show through, at plane depth; then the things, the masked middles,
    // the things that fuzz and the weapon.
    void draw(VkCommandBuffer cmd, const ScreenLayout& screen);
    // ViewPasses::compute: the view cleared, then the spans, the sky and
    // the walls, each tile writing only its own pixels.
    void fill_tiles(VkCommandBuffer cmd, VkDescriptorSet set, std::size_t stepping, VkExtent2D view_size);

    // The exact view's part of the slot the frame being prepared goes to, and its set.
    ExactSlot& slot() { return *slots[ring.next()]; }
    VkDescriptorSet slot_set() const { return sets[static_cast<std::uint32_t>(ring.next())]; }
    OffscreenTarget& target() { return *ring.slot().target; }

    Context* context;
    ViewPasses passes;
    const assets::AssetSet* assets;
    software::PixelSources pixels;
    PixelData pixel_data;
    Buffer textures;

    DescriptorSetLayout set_layout;
    DescriptorSets sets;
    PipelineLayout layout;
    std::array<GraphicsPipeline, 3> walls;  // by scene::WallPart: lower, middle, upper
    GraphicsPipeline sprite_pipeline, blended_sprite_pipeline, masked, fuzz_pipeline;
    std::array<GraphicsPipeline, 2> plane_spans;  // by Stepping
    GraphicsPipeline sky_pipeline;
    std::array<ComputePipeline, 2> span_tiles;               // ViewPasses::compute, by Stepping
    std::array<ComputePipeline, kTileKinds> tile_pipelines;  // and the sky's and walls' by TileKind
    ComputePipeline clear_view;
    Buffer pictures;
    MaskedTextures masked_textures;
    software::ViewWalk original_walk;
    // Per seg and part, the vertices of its wall quad.
    std::vector<std::array<scene::DrawRange, scene::kWallPartCount>> seg_walls;
    std::vector<std::uint32_t> index_data;
    // This frame's indices (upload_indices, in the slot's frame_indices): a
    // run per wall part into the wall vertices.
    std::array<scene::DrawRange, scene::kWallPartCount> part_indices{};
    // The rectangles that hold this frame's planes (software::PlaneRect),
    // the sky's from first_sky_rect on.
    std::vector<software::PlaneRect> plane_rect_data;
    std::size_t first_sky_rect = 0;
    // ViewPasses::compute: the sky's rows and rectangles (ViewWalk::sky_columns);
    // the frame's tiles, a run by TileKind.
    std::vector<std::int32_t> sky_row_data;
    std::vector<software::SkyRect> sky_rect_data;
    std::vector<ViewTile> tile_data;
    std::array<scene::DrawRange, kTileKinds> tile_ranges{};
    std::vector<Int4> sprite_data;
    std::vector<Int4> post_quads;          // the sprites' posts (sprite_posts.h)
    std::vector<std::uint32_t> first_post;  // per sprite its first quad, then their count
    std::vector<bool> sprite_fuzzes;  // per sprite: drawn by fuzz_post.frag
    std::vector<bool> sprite_blended;  // per sprite: blended over the view before it
    std::size_t thing_count = 0;      // the sprites before the weapon's
    FuzzColumns fuzz_columns;

    ViewTables tables;
    ScreenLayout tables_layout;  // what tables were built for

    std::string level_key;
    Buffer wall_vertices, segs;
    Buffer colormap_rows, blend_tables;  // the level's looks (upload_looks)
    // The lit textures and flats the frames' records point into, shared by
    // the slots: only added to until they start again with no frame in flight.
    static constexpr std::size_t kMostLitCapacity = std::size_t{1} << 30;
    Buffer lit_buffer;
    LitPictures lit{pixel_data.bytes};
    bool looks_uploaded = false;
    int uploaded_rows = 0;  // the light rows of the looks uploaded
    std::uint32_t wall_vertex_count = 0;
    FrameState frame_state;
    // A CPU device's frames are read where they were drawn: the copy
    // would hold its queue thread, and so the next frame, while it ran.
    OffscreenTarget::IndexReadback index_readback;
    std::vector<std::unique_ptr<ExactSlot>> slots;
    FrameRing ring;  // last: it waits for the device before anything is freed
};

}  // namespace render::vulkan
