#pragma once
// The true 3D view's private parts (true_view.h): what TrueView::Impl holds
// and does, its methods spread over true_view.cpp (set-up, pipelines, a new
// level or size, the public calls), true_view_frame.cpp (what a frame sees,
// written for the shaders) and true_view_passes.cpp (the passes recorded).
#include <memory>
#include <optional>
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>
#include "base/error.h"
#include "render/map_looks.h"
#include "render/scene/extra_floor_mesh.h"
#include "render/scene/level_mesh.h"
#include "render/scene/visible_subsectors.h"
#include "render/sky.h"
#include "render/software/pixel_sources.h"
#include "render/sprite_projection.h"
#include "render/level_view.h"
#include "render/view_tables.h"
#include "render/wall_columns.h"
#include "render/vulkan/barriers.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/compute_pipeline.h"
#include "render/vulkan/descriptors.h"
#include "render/vulkan/frame_ring.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/image.h"
#include "render/vulkan/offscreen_target.h"
#include "render/vulkan/pipeline_layout.h"
#include "render/vulkan/scene_data.h"
#include "render/vulkan/texel_view.h"
#include "render/vulkan/true_view_data.h"
#include "render/vulkan/true_view_draws.h"
#include "render/vulkan/true_wall_columns.h"
#include "sim/point_to_angle.h"
#include "render/vulkan/true_view.h"

namespace render::vulkan::true_view_detail {


// Bindings of shaders/true3d.glsl.
enum Binding : std::uint32_t {
    kView, kPixels, kColormaps, kTextures, kSectors, kSides, kSegGeometry, kSegLinks, kLightTables, kDense,
    kPictures, kSprites, kBehind, kSegTerms, kColumnTables, kBlends, kPlaneLooks, kSideLooks,
    kPlaneKeys, kIndexImage,  // storage images of the span pass (shaders/true_spans.comp)
    // The wall column records (shaders/true_wall_columns.comp), read as
    // texels; the segs they are made for; the same records written.
    kWallColumns, kColumnSegs, kColumnRecords,
    kSectorSlopes,
    kSkies,  // the skies' table (true_view_skies.h), read as words
    kBindingCount
};


inline VkFormat texel_format(std::uint32_t binding) {
    if (binding == kWallColumns) return VK_FORMAT_R32G32_UINT;
    return binding == kPixels || binding == kColormaps || binding == kDense || binding == kBehind ||
                   binding == kLightTables || binding == kColumnTables || binding == kBlends || binding == kSkies
               ? VK_FORMAT_R32_UINT
               : VK_FORMAT_UNDEFINED;
}

inline VkDescriptorType binding_type(std::uint32_t binding) {
    if (binding == kView) return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    if (binding == kPlaneKeys || binding == kIndexImage) return VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
    return texel_format(binding) != VK_FORMAT_UNDEFINED ? VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER
                                                       : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
}

// The passes of a frame, each a pipeline; built once drawing indices and once drawing surface ids.
enum Pipe : std::size_t {
    kPlanes, kPlaneKeyPipe, kSkyPlanes, kWalls, kSkyWalls, kFloodWalls, kMasked, kThings, kFuzz, kWeapon, kFuzzWeapon,
    kBlendedMasked, kBlendedThings, kLevelWalls, kLevelMasked, kLevelBlendedMasked, kBlendedPlanes, kBlendedWalls, kPipes
};
// How a pipeline of the view differs from the usual (depth tested and
// written, colour written, no column records: shaders/true_wall_column.glsl).
struct PipeOptions {
    bool depth = true, depth_write = true, color_write = true, column_records = false;
    bool blended = false;  // translucent surfaces (true3d.glsl: kBlended)
};
// shaders/true_wall.vert: which parts a draw holds.
enum WallKind : std::int32_t { kTexturedParts = 0, kSkyParts = 1, kMaskedParts = 2, kFloodParts = 3, kBlendedParts = 4 };

// A translucent thing, masked middle or 3D floor, drawn far to near over a copy of
// the view as what went before left it (the original's R_DrawMasked order).
struct Translucent {
    double depth = 0;  // along the view direction, map units
    bool thing = false;
    std::uint32_t index = 0;  // the thing's instance, the seg, or the 3D floor
    bool slab = false;
};

constexpr VkFormat kSurfaceFormat = VK_FORMAT_R32G32_UINT;
constexpr VkBufferUsageFlags kShaderRead = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;
constexpr double kUnit = 1.0 / 65536.0;

inline Buffer upload_buffer(Context& context, std::size_t size, VkBufferUsageFlags usage) {
    return Buffer::create(context, std::max<VkDeviceSize>(size, 16), usage, MemoryUse::host_upload);
}

template <typename T>
inline void write(Context& context, Buffer& buffer, std::span<const T> values, VkBufferUsageFlags usage, bool& grown) {
    const std::size_t size = values.size_bytes();
    if (buffer.get() == VK_NULL_HANDLE || buffer.size() < size) {
        buffer = upload_buffer(context, size + size / 2, usage);
        grown = true;
    }
    if (size != 0) std::memcpy(buffer.mapped().data(), values.data(), size);
}

// What the view keeps per frame in flight, beside the ring's slot of the
// same number: the data the CPU writes for the frame, and its set's views.
struct TrueSlot {
    Buffer view, sectors, sector_slopes, plane_looks, sides, sprites, indices, seg_terms, skies;
    Buffer column_segs, wall_columns;  // the wall column records' segs (host), and the records (device)
    Buffer behind;  // the view before the fuzz, which it reads
    Buffer seg_geometry, seg_links;  // a level with polyobjects': its segs where they stand this frame
    Buffer side_looks;  // written when the looks change (TrueLevelTables::looks_version)
    std::uint64_t side_looks_version = 0;
    std::optional<Image> plane_keys;  // the span pass's (shaders/true_plane_keys.glsl)
    bool plane_keys_general = false;  // in the GENERAL layout its descriptor names
    std::array<BufferViewHandle, kBindingCount> texel_views;
    bool descriptors_dirty = true;
};

using Clock = std::chrono::steady_clock;

inline double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }


}  // namespace render::vulkan::true_view_detail

namespace render::vulkan {

using namespace true_view_detail;

struct TrueView::Impl {
    Impl(Context& c, const wad::Archive& archive, const assets::AssetSet& a, SpanRows rows);

    // `extended`: the set for levels with sloped planes or 3D floors
    // (true3d.glsl: kExtendedGeometry), built for the first such level.
    void build_pipelines(bool ids, bool extended);
    // A new level: its mesh, tables and light rows.
    void prepare_level(const sim::World& world);
    void restyle(const sim::World& world);
    void prepare_size(const ScreenLayout& screen);
    void collect_visible(const sim::World& world, int player, const TrueEye& eye);
    // The things of the sectors seen, then the weapon.
    void collect_sprites(const sim::World& world, int player);
    TrueViewBlock view_block(const sim::World& world, int player, const TrueEye& eye);
    // The frame's data into the next slot's buffers; the tables every slot
    // shares are replaced only once no frame in flight reads them.
    void upload(const sim::World& world, int player, const TrueEye& eye);
    void write_descriptors();
    // Every pass into `color` (the index image, or the surface image with
    // `ids`): planes, sky, walls, masked middles and things with depth;
    // then, reading the view as they left it, the fuzz; the weapon on top.
    void record_passes(VkCommandBuffer cmd, const Image& color, bool ids);
    // The span pass: the planes' keys cleared before the depth pass, and
    // after it, the floors and ceilings textured row by row.
    void clear_plane_keys(VkCommandBuffer cmd);
    void record_spans(VkCommandBuffer cmd);
    // At pitch 0, before the passes: the wall column records.
    void record_wall_columns(VkCommandBuffer cmd);

    // Prepares and submits a frame into `frame`; with surfaces kept it waits
    // for the device and reads them (compare).
    void begin(const sim::World& world, int player, Frame& frame, const ScreenLayout& screen,
               const overlay::StatusStrip* strip);
    void prepare_surfaces(const ScreenLayout& screen);
    // The passes again into the surface image, and its readback.
    void record_surfaces(VkCommandBuffer cmd);
    void read_surfaces();

    TrueSlot& slot() { return *slots[ring.next()]; }
    VkDescriptorSet slot_set() const { return sets[static_cast<std::uint32_t>(ring.next())]; }

    static constexpr double kMostPitch = 89.0 * 3.14159265358979323846 / 180.0;

    Context* context;
    const assets::AssetSet* assets;
    software::PixelSources pixels;
    PixelData pixel_data;
    DensePictures dense;
    TrueLevelTables level_tables;
    std::unique_ptr<MapLooks> looks;
    SkyDefinitions sky_defs;  // the WADs' SKYDEFS
    TrueSkies skies;
    scene::LevelMesh mesh;
    scene::ExtraFloorMesh extra_mesh;  // the 3D floors' part of `mesh`
    std::string level_key;
    ViewTables tables;
    ScreenLayout tables_layout;
    scene::VisibleSubsectors visible;
    TrueDrawLists draws;
    std::vector<Int4> seg_terms;
    std::vector<bool> sector_stamp;
    std::vector<TrueSprite> sprites;
    std::uint32_t opaque_things = 0, fuzz_first = 0, fuzz_things = 0, weapon_first = 0;
    std::vector<Translucent> translucent;  // this frame's, far to near
    std::vector<scene::DrawRange> masked_quads;  // per seg: its masked middle's wall vertices
    std::vector<bool> weapon_fuzz;
    std::optional<double> pitch;
    std::uint64_t frame_number = 0;
    bool want_surfaces = false, surface_rests = false;
    std::optional<Image> surface_target;
    Buffer surface_readback;
    SurfaceImage surfaces;

    DescriptorSetLayout set_layout;
    DescriptorSets sets;
    PipelineLayout layout;
    std::array<std::array<std::array<GraphicsPipeline, kPipes>, 2>, 2> pipes;  // [extended][ids]
    bool extended_level = false;  // this level draws with the extended set
    bool span_pass = false;  // the device writes the index image and the keys from shaders
    SpanRows span_rows;
    bool spans_this_frame = false;  // at pitch 0, on such a device
    bool level_view = false;        // pitch 0: things take the original's projection
    WaterEye water;                 // Boom's deep water as this frame's eye sees it
    int view_colour = 0;            // its colour table for the whole view (boom_view_colour_base), 0: none
    ComputePipeline spans_pipe;
    ComputePipeline wall_columns_pipe;
    WallColumnRuns column_runs;  // this frame's, at pitch 0
    // The segs' ends and sectors, once per level; per slot on a level whose polyobjects move them.
    Buffer textures, pixel_words, colormaps, seg_geometry, seg_links, flat_vertices, wall_vertices;
    bool moving_segs = false;
    int colormap_rows = 0;  // the light rows in `colormaps`
    Buffer light_buffer, dense_words, dense_table, column_tables, blend_tables;  // shared by the slots
    bool light_tables_dirty = true;
    // A CPU device's frames are read where they were drawn (as the exact view's).
    OffscreenTarget::IndexReadback index_readback;
    std::vector<std::unique_ptr<TrueSlot>> slots;
    FrameRing ring;  // last: it waits for the device before anything is freed
};

}  // namespace render::vulkan
