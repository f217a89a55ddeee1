#include "render/vulkan/level_renderer.h"

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
#include "render/vulkan/frame_commands.h"
#include "render/vulkan/fuzz_columns.h"
#include "render/vulkan/gpu_timer.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/image.h"
#include "render/vulkan/offscreen_target.h"
#include "render/vulkan/pipeline_layout.h"
#include "render/vulkan/scene_data.h"
#include "render/vulkan/sprite_posts.h"
#include "render/vulkan/status_strip_pass.h"
#include "render/vulkan/texel_view.h"
#include "render/vulkan/wall_part_records.h"
#include "render/vulkan/view_tiles.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

namespace {

// Bindings of the scene shaders (shaders/doom.glsl and the files it goes with).
enum Binding : std::uint32_t {
    kView, kLit, kTextures, kSectors, kSides, kSegs, kWallParts, kSprites, kMaskedPosts, kBehind, kFuzzStarts,
    kSpanIds, kSpans, kStoredSegs, kWallColumns, kSky, kPictureWords, kMaskedWords, kColormaps, kBlends,
    kTarget, kViewTiles, kSkyRows, kSpritePosts, kBindingCount
};

// The bindings shaders read as texel buffers (texel_view.h): the data
// every pixel reads. VK_FORMAT_UNDEFINED: a storage buffer.
VkFormat texel_format(std::uint32_t binding) {
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

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

constexpr VkBufferUsageFlags kShaderRead =
    VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;

template <typename T>
std::span<const std::byte> as_bytes_of(std::span<const T> values) {
    return std::as_bytes(values);
}

Buffer device_buffer(Context& context, std::span<const std::byte> bytes, VkBufferUsageFlags usage) {
    // Vulkan refuses empty buffers; a level always has data, but keep 4 bytes.
    Buffer b = Buffer::create(context, std::max<VkDeviceSize>(bytes.size(), 4), usage, MemoryUse::device_local);
    if (!bytes.empty()) b.upload(context, bytes);
    return b;
}

// At least one texel of the widest texel format. Shaders read the
// per-frame records over and over: in the GPU's own memory where it can be
// mapped (over PCIe each read would wait on the bus).
Buffer host_buffer(Context& context, std::size_t size) {
    return Buffer::create(context, std::max<VkDeviceSize>(size, 16), kShaderRead, MemoryUse::device_upload);
}

// Each texture's columns, as its width mask wraps them.
std::vector<int> column_counts(const PixelData& data) {
    std::vector<int> counts;
    for (const Int4& t : data.textures) counts.push_back(t[1] + 1);
    return counts;
}

// A frame may have nothing to write (no spans, no stored segs).
template <typename T>
void write(const Buffer& buffer, std::span<const T> values) {
    const auto bytes = std::as_bytes(values);
    if (!bytes.empty()) std::memcpy(buffer.mapped().data(), bytes.data(), bytes.size());
}

}  // namespace

// What one frame in flight owns: the data the CPU writes for the frame and
// the device reads while drawing it, its descriptor set's views, its
// target with the readback, its strip, its timer; while in flight, where
// its pixels go.
struct FrameSlot {
    FrameSlot(const Context& context, int marks) : timer(context, marks) {}

    Buffer view, sectors, sides, sprites, sprite_posts, fuzz_starts, masked_posts;
    // The original walk's records (walk_records.glsl).
    Buffer span_ids, span_records, stored_segs, wall_columns;
    Buffer wall_parts;  // three WallPartRecords a column record
    Buffer sky;  // the sky each view column shows (doom.glsl: sky_pixel)
    Buffer sky_rows, tile_buffer, frame_indices, plane_rects;
    Buffer behind;  // the view before each fuzz sprite, which it reads
    std::size_t masked_words = 0;  // the masked texture words masked_posts holds
    std::optional<OffscreenTarget> target;
    ScreenLayout target_layout;  // what target and behind were made for
    // The views of the texel-buffer bindings (after the buffers, so they go first).
    std::array<BufferViewHandle, kBindingCount> texel_views;
    bool descriptors_dirty = true;
    std::unique_ptr<StatusStripPass> strip;  // made for the first screen drawn
    bool strip_drawn = false;  // the target's rows below the view hold the strip last prepared
    std::array<int, 5> strip_place{};  // where: view height, bar x, y, width, scale
    GpuTimer timer;

    // While in flight: the frame its pixels go to, how many rows and bytes
    // of each, and the CPU's part of its cost.
    Frame* frame = nullptr;
    int rows = 0;
    std::size_t row_bytes = 0;
    FrameCost cost;
};

struct LevelRenderer::Impl {
    Impl(Context& c, const wad::Archive& archive, const assets::AssetSet& a, ViewPasses view_passes,
         std::size_t first_lit_bytes)
        : context(&c),
          passes(view_passes),
          assets(&a),
          pixels(archive, a.textures, a.flats, a.sprites),
          pixel_data(pack_pixels(pixels, a)),
          masked_textures(column_counts(pixel_data)),
          original_walk(pixels, a),
          passes_timed(!c.info().is_cpu),
          keep_in_flight(true),
          index_readback(c.info().is_cpu && OffscreenTarget::can_map_indices(c, view_passes == ViewPasses::compute)
                             ? OffscreenTarget::IndexReadback::mapped
                             : OffscreenTarget::IndexReadback::copied),
          commands(c.device(), c.queue_family(), kFramesInFlight) {
        textures = device_buffer(c, std::as_bytes(std::span(pixel_data.textures)), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
        pictures = device_buffer(c, std::as_bytes(std::span(pixel_data.sprite_pictures)), kShaderRead);
        lit_buffer = host_buffer(c, first_lit_bytes);
        for (std::size_t i = 0; i < kFramesInFlight; ++i) {
            FrameSlot& s = *slots.emplace_back(std::make_unique<FrameSlot>(c, passes_timed ? kGpuMarks : 2));
            s.view = Buffer::create(c, sizeof(ViewBlock), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, MemoryUse::device_upload);
            s.sprites = host_buffer(c, 256 * 3 * sizeof(Int4));
            s.sprite_posts = host_buffer(c, 1024 * 2 * sizeof(Int4));
            for (Buffer* b : {&s.masked_posts, &s.fuzz_starts, &s.span_ids, &s.stored_segs, &s.wall_columns,
                              &s.wall_parts, &s.sky, &s.sky_rows, &s.sectors, &s.sides})
                *b = host_buffer(c, 4);
            s.span_records = host_buffer(c, sizeof(software::SpanRecord));  // spans.glsl reads span 0 even without spans
            s.tile_buffer = host_buffer(c, sizeof(ViewTile));
        }

        std::array<DescriptorBinding, kBindingCount> bindings;
        for (std::uint32_t b = 0; b < kBindingCount; ++b)
            bindings[b] = {b,
                           b == kView                               ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER
                           : b == kTarget                           ? VK_DESCRIPTOR_TYPE_STORAGE_IMAGE
                           : texel_format(b) == VK_FORMAT_UNDEFINED ? VK_DESCRIPTOR_TYPE_STORAGE_BUFFER
                                                                    : VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER,
                           VK_SHADER_STAGE_ALL_GRAPHICS | VK_SHADER_STAGE_COMPUTE_BIT};
        set_layout = DescriptorSetLayout::create(c, bindings);
        sets = DescriptorSets::create(c, set_layout, static_cast<std::uint32_t>(kFramesInFlight));
        const VkDescriptorSetLayout layouts[] = {set_layout.get()};
        const VkPushConstantRange push{kPushStages, 0, sizeof(WallPass)};
        layout = PipelineLayout::create(c, layouts, std::span(&push, 1));

        GraphicsPipelineDesc walls_desc;
        walls_desc.vertex_shader = "wall.vert";
        walls_desc.vertex_bindings = {{0, sizeof(scene::WallVertex), VK_VERTEX_INPUT_RATE_VERTEX}};
        walls_desc.vertex_attributes = {{0, 0, VK_FORMAT_R32G32_SFLOAT, 0},
                                        {1, 0, VK_FORMAT_R32_UINT, 8},
                                        {2, 0, VK_FORMAT_R32_UINT, 12}};
        walls_desc.color_format = OffscreenTarget::kIndexFormat;
        if (passes == ViewPasses::raster) {
            // One pipeline per part (see shaders/wall_part.glsl).
            for (const auto& [part, shader] : {std::pair{scene::WallPart::Lower, "wall_lower.frag"},
                                               std::pair{scene::WallPart::Middle, "wall_middle.frag"},
                                               std::pair{scene::WallPart::Upper, "wall_upper.frag"}}) {
                walls_desc.fragment_shader = shader;
                walls[static_cast<std::size_t>(part)] = GraphicsPipeline::create(c, walls_desc, layout);
            }

            // The floors and ceilings, then the sky: the rectangles that hold
            // the walk's visplanes, an instance each. One span shader per
            // stepping (spans.glsl); the sky's own (sky.frag).
            GraphicsPipelineDesc planes_desc = walls_desc;
            planes_desc.vertex_shader = "plane_rect.vert";
            planes_desc.vertex_bindings = {{0, sizeof(software::PlaneRect), VK_VERTEX_INPUT_RATE_INSTANCE}};
            planes_desc.vertex_attributes = {{0, 0, VK_FORMAT_R32G32B32A32_SINT, 0}};
            for (const auto& [stepping, shader] : {std::pair{Stepping::Original, "spans_original.frag"},
                                                   std::pair{Stepping::Scaled, "spans_scaled.frag"}}) {
                planes_desc.fragment_shader = shader;
                plane_spans[static_cast<std::size_t>(stepping)] = GraphicsPipeline::create(c, planes_desc, layout);
            }
            planes_desc.fragment_shader = "sky.frag";
            sky_pipeline = GraphicsPipeline::create(c, planes_desc, layout);
        } else {
            // By TileKind; the spans' shader per stepping.
            for (const auto& [stepping, shader] : {std::pair{Stepping::Original, "spans_original.comp"},
                                                   std::pair{Stepping::Scaled, "spans_scaled.comp"}})
                span_tiles[static_cast<std::size_t>(stepping)] = ComputePipeline::create(c, shader, layout);
            tile_pipelines[kSkyTiles] = ComputePipeline::create(c, "sky.comp", layout);
            tile_pipelines[kLowerTiles] = ComputePipeline::create(c, "wall_lower.comp", layout);
            tile_pipelines[kMiddleTiles] = ComputePipeline::create(c, "wall_middle.comp", layout);
            tile_pipelines[kUpperTiles] = ComputePipeline::create(c, "wall_upper.comp", layout);
            clear_view = ComputePipeline::create(c, "clear_view.comp", layout);
        }

        // Sprites and masked middles are drawn in the original's order
        // (R_DrawMasked: far to near, each thing after the masked runs
        // behind it), each column within the rows the walk clipped it to.
        GraphicsPipelineDesc sprites_desc = walls_desc;
        sprites_desc.vertex_shader = "sprite_post.vert";
        sprites_desc.vertex_bindings.clear();
        sprites_desc.vertex_attributes.clear();
        sprites_desc.fragment_shader = "sprite_post_blended.frag";
        blended_sprite_pipeline = GraphicsPipeline::create(c, sprites_desc, layout);
        sprites_desc.fragment_shader = "sprite_post_opaque.frag";
        sprite_pipeline = GraphicsPipeline::create(c, sprites_desc, layout);

        GraphicsPipelineDesc masked_desc = walls_desc;
        masked_desc.fragment_shader = "masked.frag";
        masked = GraphicsPipeline::create(c, masked_desc, layout);

        GraphicsPipelineDesc fuzz_desc = sprites_desc;
        fuzz_desc.vertex_shader = "fuzz_post.vert";
        fuzz_desc.fragment_shader = "fuzz_post.frag";
        fuzz_pipeline = GraphicsPipeline::create(c, fuzz_desc, layout);
    }

    // Nothing may be freed while the device still reads it; a lost device reads nothing.
    ~Impl() { vkDeviceWaitIdle(context->device()); }
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;

    // The things the walk drew, in its order, then the weapon; each fuzz
    // sprite's columns in the fuzz drawer's sequence (see draw()).
    void collect_sprites(const sim::World& world, int player) {
        const sim::Player& p = world.players.at(static_cast<std::size_t>(player));
        sprite_data.clear();
        post_quads.clear();
        first_post.clear();
        sprite_fuzzes.clear();
        sprite_blended.clear();
        fuzz_columns.begin_frame();
        const auto add = [&](const ProjectedSprite& sprite, std::span<const software::SpriteClip> clips) {
            const bool fuzzes = sprite.colormap_row == kFuzz;
            const int fuzz_start = fuzzes ? fuzz_columns.add(sprite, clips, pixels, tables) : 0;
            first_post.push_back(static_cast<std::uint32_t>(post_quads.size() / 2));
            add_sprite_posts(sprite, static_cast<int>(sprite_fuzzes.size()), clips, pixel_data.sprite_pictures,
                             tables.centeryfrac, tables.height, fuzzes ? PostDrawer::fuzz : PostDrawer::column,
                             post_quads);
            for (const Int4& v : pack_sprite(sprite, fuzz_start)) sprite_data.push_back(v);
            sprite_fuzzes.push_back(fuzzes);
            sprite_blended.push_back(sprite.blend != 0);
        };
        const std::span<const software::SpriteClip> clips = original_walk.sprite_clips();
        std::size_t clip_at = 0;
        for (const ProjectedSprite& sprite : original_walk.sprites()) {
            const auto width = static_cast<std::size_t>(sprite.x2 - sprite.x1 + 1);
            add(sprite, clips.subspan(clip_at, width));
            clip_at += width;
        }
        thing_count = original_walk.sprites().size();
        for (const sim::PspriteDef& psp : p.psprites) {
            if (psp.state == sim::S_NULL) continue;
            const int colour_base = original_walk.looks().colour_base(world.mobj_sector(*p.mo));
            if (const auto weapon = project_weapon(world, p, psp, tables, assets->sprites, pixels, colour_base))
                add(*weapon, {});
        }
        first_post.push_back(static_cast<std::uint32_t>(post_quads.size() / 2));
        FrameSlot& s = slot();
        write(fit(s.sprites, std::span(sprite_data).size_bytes()), std::span<const Int4>(sprite_data));
        write(fit(s.sprite_posts, std::span(post_quads).size_bytes()), std::span<const Int4>(post_quads));
        write(fit(s.fuzz_starts, fuzz_columns.starts().size_bytes()), fuzz_columns.starts());
    }

    // The slot the frame being prepared goes to.
    FrameSlot& slot() { return *slots[next]; }

    // The view tables, and the slot's target, for `screen`; the slot is not in flight.
    void prepare_size(const ScreenLayout& screen) {
        // The whole layout, not only the size: a screen size and detail may
        // give the same target with other view tables. Free look moves only
        // the centre row, read from the view block each frame.
        const ScreenLayout unsheared = screen.with_pitch(0);
        if (tables_layout != unsheared || tables.width == 0) {
            tables_layout = unsheared;
            tables = ViewTables::build(screen);
        }
        if (tables.pitch != screen.pitch_rows()) tables.set_pitch(screen.pitch_rows());
        FrameSlot& s = slot();
        if (s.target && s.target_layout == unsheared) return;
        s.target_layout = unsheared;
        s.target = OffscreenTarget::create(*context, screen.width, screen.height, passes == ViewPasses::compute,
                                           index_readback);
        s.strip_drawn = false;
        const VkDeviceSize view_pixels =
            static_cast<VkDeviceSize>(screen.view_width) * static_cast<VkDeviceSize>(screen.view_height);
        // Whole words for the shader; the copy fills the bytes of the view.
        s.behind = Buffer::create(*context, (view_pixels + 3) & ~VkDeviceSize{3},
                                  VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                                  MemoryUse::device_local);
        s.descriptors_dirty = true;
    }

    // The level's mesh and tables, made again for a new level once no frame is in flight.
    void prepare_level(const sim::World& world) {
        const std::string key = world.level.name + "/" + std::to_string(world.level.sides.size());
        if (key == level_key) return;
        finish_all();
        level_key = key;
        const scene::LevelMesh mesh = scene::build_level_mesh(world.level);
        wall_vertex_count = static_cast<std::uint32_t>(mesh.wall_vertices.size());
        wall_vertices = device_buffer(*context, std::as_bytes(std::span(mesh.wall_vertices)),
                                      VK_BUFFER_USAGE_VERTEX_BUFFER_BIT);
        // Each quad's vertices are consecutive in the mesh.
        seg_walls.assign(world.level.segs.size(), {});
        for (std::uint32_t v = 0; v < wall_vertex_count; ++v) {
            const scene::WallVertex& vertex = mesh.wall_vertices[v];
            const auto part = static_cast<std::size_t>(scene::unpack_wall_corner(vertex.corner_and_part).part);
            scene::DrawRange& range = seg_walls[vertex.seg][part];
            if (range.count == 0) range.first = v;
            ++range.count;
        }
        const std::vector<Int4> seg_data = pack_segs(world.level);
        segs = device_buffer(*context, std::as_bytes(std::span(seg_data)), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
        looks_uploaded = false;
        for (const auto& s : slots) {
            s->sectors = host_buffer(*context, world.sectors.size() * sizeof(Int4));
            s->sides = host_buffer(*context, world.sides.size() * 2 * sizeof(Int4));
            s->descriptors_dirty = true;
        }
    }

    // The masked textures packed since the slot's last frame; the slot is
    // not in flight, so its mapped buffer can be rewritten in place.
    void upload_masked_textures() {
        FrameSlot& s = slot();
        const std::span<const std::int32_t> words = masked_textures.words();
        if (words.size() == s.masked_words) return;
        write(fit(s.masked_posts, words.size_bytes()), words);
        s.masked_words = words.size();
    }

    // The walls of the segs the original's walk stored, nearest first
    // (ViewPasses::raster): only the parts that draw rows and have a
    // texture, since lavapipe runs the vertex stage of every quad indexed
    // (its reads go lane by lane) before wall.vert could cull it.
    void upload_indices(const sim::World& world) {
        index_data.clear();
        const std::span<const int> stored = original_walk.stored_segs();
        const std::span<const software::StoredSeg> records = original_walk.stored_seg_columns();
        for (const scene::WallPart part : {scene::WallPart::Lower, scene::WallPart::Middle, scene::WallPart::Upper}) {
            const auto p = static_cast<std::size_t>(part);
            part_indices[p].first = static_cast<std::uint32_t>(index_data.size());
            for (std::size_t i = 0; i < stored.size() && i < records.size(); ++i) {
                const int seg = stored[i];
                if (seg < 0 || static_cast<std::size_t>(seg) >= seg_walls.size()) continue;
                const std::int32_t rows = records[i].rows[p];
                if (static_cast<std::int16_t>(rows & 0xffff) > static_cast<std::int16_t>(rows >> 16)) continue;
                if (!part_texture(world, seg, static_cast<int>(p))) continue;
                const scene::DrawRange range = seg_walls[static_cast<std::size_t>(seg)][p];
                for (std::uint32_t v = 0; v < range.count; ++v) index_data.push_back(range.first + v);
            }
            part_indices[p].count = static_cast<std::uint32_t>(index_data.size()) - part_indices[p].first;
        }
        const std::span<const std::uint32_t> indices(index_data);
        Buffer& frame_indices = slot().frame_indices;
        if (frame_indices.size() < indices.size_bytes())
            frame_indices = Buffer::create(*context, std::max<VkDeviceSize>(indices.size_bytes() * 2, 4),
                                          VK_BUFFER_USAGE_INDEX_BUFFER_BIT, MemoryUse::host_upload);
        write(frame_indices, indices);
    }

    // What the original's walk decided (walk_records.glsl): each stored
    // seg's record at its seg number, their columns, the spans; then for
    // ViewPasses::raster the rectangles that hold the planes and the span of
    // each pixel in them, for compute the sky's columns and every pass's
    // tiles; written straight into the mapped buffers.
    void upload_walk_records(const sim::World& world, const ScreenLayout& screen) {
        FrameSlot& s = slot();
        const auto segs_count = static_cast<std::size_t>(seg_walls.size());
        Buffer& stored_segs = fit(s.stored_segs, segs_count * sizeof(software::StoredSeg));
        const std::span<const int> order = original_walk.stored_segs();
        const std::span<const software::StoredSeg> records = original_walk.stored_seg_columns();
        auto* by_seg = reinterpret_cast<software::StoredSeg*>(stored_segs.mapped().data());
        for (std::size_t i = 0; i < records.size(); ++i) by_seg[static_cast<std::size_t>(order[i])] = records[i];
        write(fit(s.wall_columns, original_walk.wall_columns().size_bytes()), original_walk.wall_columns());
        if (passes == ViewPasses::compute) {
            original_walk.find_spans();
            upload_lit_records(world, order, records);
            upload_tiles(world, order, records);
            return;
        }

        const std::size_t pixel_count =
            static_cast<std::size_t>(screen.view_width) * static_cast<std::size_t>(screen.view_height);
        first_sky_rect = original_walk.plane_cover(plane_rect_data, kPlaneSlab);
        if (s.plane_rects.size() < std::span(plane_rect_data).size_bytes())
            s.plane_rects = Buffer::create(*context, std::span(plane_rect_data).size_bytes() * 2,
                                           VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, MemoryUse::host_upload);
        write(s.plane_rects, std::span<const software::PlaneRect>(plane_rect_data));
        Buffer& span_ids = fit(s.span_ids, pixel_count * sizeof(std::uint32_t));
        original_walk.find_spans(std::span(reinterpret_cast<std::uint32_t*>(span_ids.mapped().data()), pixel_count),
                                 screen.view_width, plane_rect_data);
        upload_lit_records(world, order, records);
    }

    // The wall part records and the spans, with the lit pictures they
    // read. Lit pictures that no longer fit start again once no frame in
    // flight reads them, in a larger buffer if this frame alone filled it.
    void upload_lit_records(const sim::World& world, std::span<const int> order,
                            std::span<const software::StoredSeg> records) {
        FrameSlot& s = slot();
        const std::span<const software::ColumnRecord> columns = original_walk.wall_columns();
        const std::span<const software::SpanRecord> spans = original_walk.spans();
        Buffer& part_buffer = fit(s.wall_parts, 3 * columns.size() * sizeof(WallPartRecord));
        Buffer& span_buffer = fit(s.span_records, spans.size_bytes());
        const std::span parts(reinterpret_cast<WallPartRecord*>(part_buffer.mapped().data()), 3 * columns.size());
        const std::span lit_spans(reinterpret_cast<software::SpanRecord*>(span_buffer.mapped().data()), spans.size());
        const PartTextures textures = [&](int seg, int part) { return part_texture(world, seg, part); };
        bool started_again = false;
        while (!fill_wall_part_records(order, records, columns, textures, lit, parts) || !light_spans(spans, lit_spans)) {
            finish_all();
            if (started_again) {
                if (lit_buffer.size() >= kMostLitCapacity)
                    throw base::Error("Vulkan: one frame's lit textures and flats need more than " +
                                      std::to_string(kMostLitCapacity >> 20) + " MiB");
                lit_buffer = host_buffer(*context, static_cast<std::size_t>(lit_buffer.size()) * 2);
                for (const auto& other : slots) other->descriptors_dirty = true;
            }
            reset_lit();
            started_again = true;
        }
    }

    // `spans` as the shaders read them: each flat lit through its span's row.
    bool light_spans(std::span<const software::SpanRecord> spans, std::span<software::SpanRecord> out) {
        for (std::size_t i = 0; i < spans.size(); ++i) {
            software::SpanRecord span = spans[i];
            const bool known = span.flat >= 0 && span.flat < pixel_data.flat_count;
            const int flat = known ? span.flat : pixel_data.flat_count;  // the placeholder's
            constexpr auto kFlat = static_cast<std::uint32_t>(assets::kFlatBytes);
            const auto start = static_cast<std::uint32_t>(pixel_data.flats_at) + static_cast<std::uint32_t>(flat) * kFlat;
            const std::optional<std::uint32_t> at = lit.lit(start, kFlat, span.light_row);
            if (!at) return false;
            span.flat = static_cast<std::int32_t>(*at);
            out[i] = span;
        }
        return true;
    }

    void reset_lit() {
        lit.reset(original_walk.looks().colormap_bytes(),
                  std::span(reinterpret_cast<std::uint8_t*>(lit_buffer.mapped().data()),
                            static_cast<std::size_t>(lit_buffer.size())));
    }

    // ViewPasses::compute: the sky's rows and the tiles of every pass.
    void upload_tiles(const sim::World& world, std::span<const int> order,
                      std::span<const software::StoredSeg> records) {
        original_walk.sky_columns(sky_row_data, sky_rect_data, kTileSize);
        write(fit(slot().sky_rows, std::span(sky_row_data).size_bytes()), std::span<const std::int32_t>(sky_row_data));
        tile_data.clear();
        const auto close = [&](TileKind kind, std::size_t first) {
            tile_ranges[kind] = {static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(tile_data.size() - first)};
        };
        add_span_tiles(tile_data, original_walk.spans());
        close(kSpanTiles, 0);
        std::size_t first = tile_data.size();
        add_sky_tiles(tile_data, sky_rect_data);
        close(kSkyTiles, first);
        const PartTextures textures = [&](int seg, int part) { return part_texture(world, seg, part); };
        for (int part = 0; part < 3; ++part) {
            first = tile_data.size();
            add_wall_tiles(part, order, records, original_walk.wall_columns(), textures, tile_data);
            close(static_cast<TileKind>(kLowerTiles + static_cast<std::size_t>(part)), first);
        }
        write(fit(slot().tile_buffer, std::span(tile_data).size_bytes()), std::span<const ViewTile>(tile_data));
    }

    // The texture of a part (0 lower, 1 middle, 2 upper) of a seg, as
    // wall.vert picks it: the middle of a one-sided line, the lower and
    // upper of a two-sided one; none for texture 0.
    std::optional<PartTexture> part_texture(const sim::World& world, int seg_index, int part) const {
        const map::Seg& seg = world.level.segs.at(static_cast<std::size_t>(seg_index));
        if ((part == 1) == (seg.back_sector != map::kNone)) return std::nullopt;
        const std::span<const Int4> sides = frame_state.sides();
        const auto side = static_cast<std::size_t>(std::max(seg.sidedef, 0));
        if (2 * side + 1 >= sides.size()) return std::nullopt;
        const int texture = part == 0 ? sides[2 * side + 1][0] : part == 2 ? sides[2 * side][2] : sides[2 * side][3];
        if (texture == 0) return std::nullopt;
        const bool known = texture > 0 && static_cast<std::size_t>(texture) < pixel_data.textures.size();
        const Int4& t = pixel_data.textures[static_cast<std::size_t>(known ? texture : pixel_data.placeholder_texture)];
        return PartTexture{t[0], t[1]};
    }

    // The level's light rows and blend tables (render::MapLooks), once the
    // walk has built them for a new level.
    void upload_looks() {
        if (looks_uploaded) return;
        const MapLooks& looks = original_walk.looks();
        colormap_rows = device_buffer(*context, std::as_bytes(looks.colormap_bytes()), kShaderRead);
        // A texel view needs a texel, even where the level has no blend.
        const std::uint8_t none[4] = {};
        const std::span<const std::uint8_t> blends =
            looks.blend_bytes().empty() ? std::span<const std::uint8_t>(none) : looks.blend_bytes();
        blend_tables = device_buffer(*context, std::as_bytes(blends), kShaderRead);
        reset_lit();
        looks_uploaded = true;
        for (const auto& s : slots) s->descriptors_dirty = true;
    }

    // `buffer`, one of the slot's, grown to hold `size` bytes if it must.
    Buffer& fit(Buffer& buffer, std::size_t size) {
        if (buffer.size() < size) {
            buffer = host_buffer(*context, size + size / 2);
            slot().descriptors_dirty = true;
        }
        return buffer;
    }

    void upload_sky(const sim::World& world, base::angle_t viewangle) {
        const std::size_t size = static_cast<std::size_t>(tables.width) * 128;
        Buffer& sky = fit(slot().sky, size);
        pack_sky(tables, viewangle, pixel_data, sky_texture(world),
                 std::span(reinterpret_cast<std::uint8_t*>(sky.mapped().data()), size));
    }

    VkDescriptorSet slot_set() const { return sets[static_cast<std::uint32_t>(next)]; }

    void write_descriptors() {
        FrameSlot& s = slot();
        if (!s.descriptors_dirty) return;
        const VkDescriptorSet set = slot_set();
        const std::array<const Buffer*, kBindingCount> buffers{
            &s.view,         &lit_buffer,     &textures,      &s.sectors,    &s.sides,        &segs,
            &s.wall_parts,   &s.sprites,      &s.masked_posts, &s.behind,    &s.fuzz_starts,  &s.span_ids,
            &s.span_records, &s.stored_segs,  &s.wall_columns, &s.sky,       &pictures,       &s.masked_posts,
            &colormap_rows,  &blend_tables,   nullptr,        &s.tile_buffer, &s.sky_rows,    &s.sprite_posts};
        for (std::uint32_t b = 0; b < kBindingCount; ++b) {
            if (b == kView) {
                write_uniform_buffer(*context, set, b, *buffers[b]);
                continue;
            }
            if (b == kTarget) {
                if (passes == ViewPasses::compute) write_storage_image(*context, set, b, s.target->indices().view());
                continue;
            }
            const VkFormat format = texel_format(b);
            if (format == VK_FORMAT_UNDEFINED) {
                write_storage_buffer(*context, set, b, *buffers[b]);
                continue;
            }
            s.texel_views[b] = create_texel_view(*context, *buffers[b], format);
            write_texel_buffer(*context, set, b, s.texel_views[b].get());
        }
        s.descriptors_dirty = false;
    }

    int sky_texture(const sim::World& world) {
        const std::string name = sky_texture_name(world);
        const auto number = assets->textures.find(name);
        if (!number) {
            pixels.report_missing("sky texture", name);
            return pixel_data.placeholder_texture;
        }
        return static_cast<int>(*number);
    }

    // The walls; the floors and ceilings, and the wall margins the planes
    // show through, at plane depth; then the things, the masked middles,
    // the things that fuzz and the weapon.
    void draw(VkCommandBuffer cmd, const ScreenLayout& screen) {
        FrameSlot& s = slot();
        OffscreenTarget& target = *s.target;
        const VkViewport viewport{0, 0, static_cast<float>(screen.view_width), static_cast<float>(screen.view_height),
                                  0, 1};
        const VkRect2D scissor{{0, 0},
                               {static_cast<std::uint32_t>(screen.view_width), static_cast<std::uint32_t>(screen.view_height)}};
        const auto view_only = [&] {
            vkCmdSetViewport(cmd, 0, 1, &viewport);
            vkCmdSetScissor(cmd, 0, 1, &scissor);
        };
        const VkDescriptorSet set = slot_set();
        const VkDeviceSize zero = 0;
        vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout.get(), 0, 1, &set, 0, nullptr);
        const auto push = [&](WallPass pass) { vkCmdPushConstants(cmd, layout.get(), kPushStages, 0, sizeof pass, &pass); };
        const VkBuffer wall_buffer = wall_vertices.get();
        // Indices [first, first + count) of the frame's wall quads.
        const auto draw_walls = [&](const GraphicsPipeline& pipeline, WallMode mode, scene::DrawRange indices) {
            if (indices.count == 0) return;
            vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline.get());
            vkCmdBindVertexBuffers(cmd, 0, 1, &wall_buffer, &zero);
            vkCmdBindIndexBuffer(cmd, s.frame_indices.get(), 0, VK_INDEX_TYPE_UINT32);
            push({mode});
            vkCmdDrawIndexed(cmd, indices.count, 1, indices.first, 0, 0);
        };
        const auto part_range = [&](scene::WallPart part) { return part_indices[static_cast<std::size_t>(part)]; };
        const auto stepping =
            static_cast<std::size_t>(tables.layout_scale == base::kFracUnit ? Stepping::Original : Stepping::Scaled);

        // The view alone is cleared: the status strip below it may stay from the last frame.
        if (passes == ViewPasses::compute) {
            fill_tiles(cmd, set, stepping, scissor.extent);
            target.begin_pass(cmd, target.indices(), nullptr);
            view_only();
        } else {
            const VkClearColorValue nothing{};
            target.begin_pass(cmd, target.indices(), &nothing, scissor.extent);
            view_only();
            // The planes first: the walls cover what else their rectangles hold.
            const VkBuffer rect_buffer = s.plane_rects.get();
            const auto draw_rects = [&](const GraphicsPipeline& pipeline, std::size_t first, std::size_t end) {
                if (first == end) return;
                vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline.get());
                vkCmdBindVertexBuffers(cmd, 0, 1, &rect_buffer, &zero);
                vkCmdDraw(cmd, 6, static_cast<std::uint32_t>(end - first), 0, static_cast<std::uint32_t>(first));
            };
            draw_rects(plane_spans[stepping], 0, first_sky_rect);
            draw_rects(sky_pipeline, first_sky_rect, plane_rect_data.size());
            mark_pass(cmd, 1);
            for (const scene::WallPart part : {scene::WallPart::Middle, scene::WallPart::Lower, scene::WallPart::Upper})
                draw_walls(walls[static_cast<std::size_t>(part)], kWalls, part_range(part));
            mark_pass(cmd, 2);
        }

        // The things far to near, each after the masked runs drawn before it
        // (R_DrawSprite: the masked segs behind it), the runs left after
        // them all, then the weapon. Each fuzz sprite reads the view as what
        // went before left it, so the view is copied out before each one
        // (fuzz over fuzz reads the farther one's fuzz, as in the original).
        // A translucent run reads the view as it was before it, too.
        const auto copy_behind = [&] {
            target.end_pass(cmd, target.indices());
            target.copy_for_fragment_shaders(cmd, target.indices(), s.behind.get(), scissor.extent);
            target.begin_pass(cmd, target.indices(), nullptr);
            view_only();
        };
        const std::span<const software::MaskedRun> runs = original_walk.masked_runs();
        std::size_t run = 0;
        const auto draw_runs_before = [&](std::size_t sprite) {
            if (run >= runs.size() || runs[run].before > sprite) return;
            const auto bind_masked = [&] {
                vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, masked.get());
                vkCmdBindVertexBuffers(cmd, 0, 1, &wall_buffer, &zero);
            };
            bind_masked();
            for (; run < runs.size() && runs[run].before <= sprite; ++run) {
                const software::MaskedRun& r = runs[run];
                if (r.seg < 0 || static_cast<std::size_t>(r.seg) >= seg_walls.size()) continue;
                const scene::DrawRange quad =
                    seg_walls[static_cast<std::size_t>(r.seg)][static_cast<std::size_t>(scene::WallPart::MaskedMiddle)];
                if (quad.count == 0) continue;
                if (r.blend) {
                    copy_behind();
                    bind_masked();
                }
                push({kMasked, r.x1, r.x2, r.blend});
                vkCmdDraw(cmd, quad.count, 1, quad.first, 0);
            }
        };
        const auto count = static_cast<std::uint32_t>(sprite_fuzzes.size());
        for (std::uint32_t i = 0; i < count;) {
            draw_runs_before(i);
            if (sprite_fuzzes[i]) {
                copy_behind();
                vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, fuzz_pipeline.get());
                if (first_post[i + 1] > first_post[i])
                    vkCmdDraw(cmd, 6, first_post[i + 1] - first_post[i], 0, first_post[i]);
                ++i;
                continue;
            }
            // Translucent ones read the view as it was before them.
            if (sprite_blended[i]) copy_behind();
            // Solid sprites with nothing drawn between them go in one draw:
            // primitives are written in order.
            std::uint32_t end = i + 1;
            while (!sprite_blended[i] && end < count && !sprite_fuzzes[end] && !sprite_blended[end] &&
                   (run >= runs.size() || runs[run].before > end))
                ++end;
            vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS,
                              sprite_blended[i] ? blended_sprite_pipeline.get() : sprite_pipeline.get());
            if (first_post[end] > first_post[i]) vkCmdDraw(cmd, 6, first_post[end] - first_post[i], 0, first_post[i]);
            i = end;
        }
        draw_runs_before(thing_count);
        target.end_pass(cmd, target.indices());
        mark_pass(cmd, 3);
    }

    // ViewPasses::compute: the view cleared, then the spans, the sky and
    // the walls, each tile writing only its own pixels.
    void fill_tiles(VkCommandBuffer cmd, VkDescriptorSet set, std::size_t stepping, VkExtent2D view_size) {
        OffscreenTarget& target = *slot().target;
        target.begin_compute_writes(cmd);
        vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout.get(), 0, 1, &set, 0, nullptr);
        vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, clear_view.get());
        const auto groups = [](std::uint32_t pixels) {
            const auto size = static_cast<std::uint32_t>(kTileSize);
            return (pixels + size - 1) / size;
        };
        vkCmdDispatch(cmd, groups(view_size.width), groups(view_size.height), 1);
        target.between_compute_writes(cmd);
        const auto fill = [&](const ComputePipeline& pipeline, TileKind kind) {
            const scene::DrawRange tiles = tile_ranges[kind];
            if (tiles.count == 0) return;
            vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline.get());
            // Every device takes this many workgroups a dispatch (maxComputeWorkGroupCount's least).
            constexpr std::uint32_t kMostGroups = 65535;
            for (std::uint32_t done = 0; done < tiles.count; done += kMostGroups) {
                const auto first = static_cast<std::int32_t>(tiles.first + done);
                vkCmdPushConstants(cmd, layout.get(), kPushStages, 0, sizeof first, &first);
                vkCmdDispatch(cmd, std::min(kMostGroups, tiles.count - done), 1, 1);
            }
        };
        fill(span_tiles[stepping], kSpanTiles);
        fill(tile_pipelines[kSkyTiles], kSkyTiles);
        mark_pass(cmd, 1);
        for (const TileKind kind : {kMiddleTiles, kLowerTiles, kUpperTiles}) fill(tile_pipelines[kind], kind);
        mark_pass(cmd, 2);
        target.end_compute_writes(cmd);
    }

    // Waits for slot `i`'s frame, if it has one in flight, and copies its
    // pixels out; the slot is free afterwards, even when the wait throws.
    void finish_slot(std::size_t i) {
        FrameSlot& s = *slots[i];
        std::erase(in_flight, i);
        Frame* const frame = std::exchange(s.frame, nullptr);
        if (!frame) return;
        auto t = Clock::now();
        context->wait(commands.done(i));
        s.cost.submit_ms += ms_since(t);
        if (const auto ms = s.timer.intervals(); ms && passes_timed) {
            s.cost.gpu = GpuPassTimes{(*ms)[1], (*ms)[0], (*ms)[2], (*ms)[3], (*ms)[4]};
            s.cost.gpu_ms = s.cost.gpu->drawing();
        } else if (ms) {
            s.cost.gpu_ms = (*ms)[0];
        }
        const Image::MappedRows indices = s.target->indices_read_back();
        t = Clock::now();
        for (int y = 0; y < s.rows; ++y)
            std::memcpy(frame->row(y), indices.first + static_cast<std::size_t>(y) * indices.pitch, s.row_bytes);
        s.cost.copy_ms = ms_since(t);
        last_cost = s.cost;
    }

    void finish_all() {
        while (!in_flight.empty()) finish_slot(in_flight.front());
    }

    void mark_pass(VkCommandBuffer cmd, int mark) {
        if (passes_timed) slot().timer.mark(cmd, mark);
    }

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
    std::uint32_t wall_vertex_count = 0;
    FrameState frame_state;
    // Marks: start, planes, walls, things, strip, readback (frame_cost.h);
    // on a CPU device only start and strip.
    static constexpr int kGpuMarks = 6;
    bool passes_timed;
    bool keep_in_flight;  // LevelRenderer::keep_frames_in_flight
    // A CPU device's frames are read where they were drawn: the copy
    // would hold its queue thread, and so the next frame, while it ran.
    OffscreenTarget::IndexReadback index_readback;
    FrameCommands commands;  // a command buffer and fence per slot
    std::vector<std::unique_ptr<FrameSlot>> slots;
    std::size_t next = 0;  // the slot the next frame goes to
    std::vector<std::size_t> in_flight;  // the slots submitted and not finished, oldest first
    FrameCost last_cost;  // of the last frame finished
};

namespace {

ViewPasses passes_for(const Context& context, std::optional<ViewPasses> asked) {
    const bool can_compute = OffscreenTarget::can_compute_write(context);
    if (asked == ViewPasses::compute && !can_compute)
        throw base::Error("Vulkan: " + context.info().name +
                          " cannot write 8-bit storage images, so the view cannot be filled by compute passes; "
                          "use --view-passes raster");
    return asked.value_or(!context.info().is_cpu && can_compute ? ViewPasses::compute : ViewPasses::raster);
}

}  // namespace

LevelRenderer::LevelRenderer(Context& context, const wad::Archive& archive, const assets::AssetSet& assets,
                             std::optional<ViewPasses> passes, std::size_t first_lit_bytes)
    : impl_(std::make_unique<Impl>(context, archive, assets, passes_for(context, passes), first_lit_bytes)) {}

ViewPasses LevelRenderer::view_passes() const { return impl_->passes; }

LevelRenderer::~LevelRenderer() = default;

std::span<const int> LevelRenderer::stored_segs() const { return impl_->original_walk.stored_segs(); }

void LevelRenderer::render_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& screen) {
    begin(world, player, frame, screen, nullptr);
    finish(frame);
}

void LevelRenderer::render_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& screen,
                                  const overlay::StatusStrip& strip) {
    begin(world, player, frame, screen, &strip);
    finish(frame);
}

void LevelRenderer::finish(const Frame& frame) {
    Impl& im = *impl_;
    // Oldest first, so a frame begun twice ends with its later picture.
    const auto drawing_into = [&](std::size_t i) { return im.slots[i]->frame == &frame; };
    for (auto i = std::ranges::find_if(im.in_flight, drawing_into); i != im.in_flight.end();
         i = std::ranges::find_if(im.in_flight, drawing_into))
        im.finish_slot(*i);
}

void LevelRenderer::finish_all() { impl_->finish_all(); }

std::optional<double> LevelRenderer::last_gpu_ms() const { return impl_->last_cost.gpu_ms; }

const FrameCost& LevelRenderer::last_cost() const { return impl_->last_cost; }

void LevelRenderer::begin(const sim::World& world, int player, Frame& frame, const ScreenLayout& screen,
                          const overlay::StatusStrip* strip) {
    check_level_view(world, player, frame, screen);
    Impl& im = *impl_;
    // The slot's last frame, and an earlier picture for the same frame, end first.
    finish(frame);
    im.finish_slot(im.next);
    FrameSlot& s = im.slot();

    FrameCost cost;
    auto t = Clock::now();
    im.prepare_size(screen);
    im.prepare_level(world);
    im.frame_state.update(world, im.pixels, im.pixel_data.placeholder_texture, im.masked_textures);
    im.upload_masked_textures();
    write(s.sectors, im.frame_state.sectors());
    write(s.sides, im.frame_state.sides());
    const ViewBlock block = make_view_block(world, player, im.tables);
    write(s.view, std::span(&block, 1));
    im.upload_sky(world, block.viewangle);
    cost.upload_ms = ms_since(t);
    t = Clock::now();
    im.original_walk.run(world, player, im.tables);
    im.upload_looks();
    im.collect_sprites(world, player);
    cost.walk_ms = ms_since(t);
    t = Clock::now();
    im.upload_walk_records(world, screen);
    cost.records_ms = ms_since(t);
    t = Clock::now();
    if (im.passes == ViewPasses::raster) im.upload_indices(world);
    im.write_descriptors();

    // The strip is drawn again only when it changed, or moved, or the target is new.
    bool draw_strip = false;
    const std::array<int, 5> strip_place{screen.view_height, screen.bar_x, screen.bar_y, screen.bar_width, screen.scale};
    if (strip) {
        if (!s.strip) s.strip = std::make_unique<StatusStripPass>(*im.context);
        draw_strip = s.strip->prepare(*strip) || !s.strip_drawn || strip_place != s.strip_place;
    }
    cost.upload_ms += ms_since(t);

    t = Clock::now();
    const VkCommandBuffer cmd = im.commands.commands(im.next);
    begin_one_time_commands(cmd);
    s.timer.start(cmd);
    im.draw(cmd, screen);
    if (draw_strip) s.strip->record(cmd, *s.target, screen);
    s.timer.mark(cmd, im.passes_timed ? 4 : 1);
    s.target->record_index_readback(cmd);
    im.mark_pass(cmd, 5);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
    im.context->submit_commands(cmd, im.commands.done(im.next));
    cost.submit_ms = ms_since(t);
    if (strip) {
        s.strip_drawn = true;
        s.strip_place = strip_place;
    }
    // The whole screen with the strip, else the view's rows alone.
    s.frame = &frame;
    s.rows = strip ? screen.height : screen.view_height;
    s.row_bytes = static_cast<std::size_t>(strip ? screen.width : screen.view_width);
    s.cost = cost;
    im.in_flight.push_back(im.next);
    const std::size_t submitted = im.next;
    im.next = (im.next + 1) % kFramesInFlight;
    if (!im.keep_in_flight) im.finish_slot(submitted);
}

void LevelRenderer::keep_frames_in_flight(bool on) {
    if (!on) finish_all();
    impl_->keep_in_flight = on;
}

bool LevelRenderer::keeps_frames_in_flight() const { return impl_->keep_in_flight; }

}  // namespace render::vulkan
