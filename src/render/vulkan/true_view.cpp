#include "render/vulkan/true_view.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "base/error.h"
#include "render/map_looks.h"
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
#include "render/vulkan/descriptors.h"
#include "render/vulkan/frame_ring.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/image.h"
#include "render/vulkan/offscreen_target.h"
#include "render/vulkan/pipeline_layout.h"
#include "render/vulkan/scene_data.h"
#include "render/vulkan/texel_view.h"
#include "render/vulkan/true_view_data.h"
#include "sim/point_to_angle.h"

namespace render::vulkan {
namespace {

// Bindings of shaders/true3d.glsl.
enum Binding : std::uint32_t {
    kView, kPixels, kColormaps, kTextures, kSectors, kSides, kSegGeometry, kSegLinks, kLightTables, kDense,
    kPictures, kSprites, kBehind, kSegTerms, kColumnTables, kBlends, kPlaneLooks, kSideLooks, kBindingCount
};

VkFormat texel_format(std::uint32_t binding) {
    return binding == kPixels || binding == kColormaps || binding == kDense || binding == kBehind ||
                   binding == kLightTables || binding == kColumnTables || binding == kBlends
               ? VK_FORMAT_R32_UINT
               : VK_FORMAT_UNDEFINED;
}

// The passes of a frame, each a pipeline; built once drawing indices and once drawing surface ids.
enum Pipe : std::size_t {
    kPlanes, kSkyPlanes, kWalls, kSkyWalls, kFloodWalls, kMasked, kThings, kFuzz, kWeapon, kFuzzWeapon,
    kBlendedMasked, kBlendedThings, kPipes
};
// shaders/true_wall.vert: which parts a draw keeps.
enum WallKind : std::int32_t { kTexturedParts = 0, kSkyParts = 1, kMaskedParts = 2, kFloodParts = 3, kBlendedParts = 4 };

// A translucent thing or masked middle, drawn far to near over a copy of
// the view as what went before left it (the original's R_DrawMasked order).
struct Translucent {
    double depth = 0;  // along the view direction, map units
    bool thing = false;
    std::uint32_t index = 0;  // the thing's instance, or the seg
};

constexpr VkFormat kSurfaceFormat = VK_FORMAT_R32G32_UINT;
constexpr VkBufferUsageFlags kShaderRead = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;
constexpr double kUnit = 1.0 / 65536.0;

Buffer upload_buffer(Context& context, std::size_t size, VkBufferUsageFlags usage) {
    return Buffer::create(context, std::max<VkDeviceSize>(size, 16), usage, MemoryUse::host_upload);
}

template <typename T>
void write(Context& context, Buffer& buffer, std::span<const T> values, VkBufferUsageFlags usage, bool& grown) {
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
    Buffer view, sectors, sides, sprites, indices, seg_terms;
    Buffer behind;  // the view before the fuzz, which it reads
    std::array<BufferViewHandle, kBindingCount> texel_views;
    bool descriptors_dirty = true;
};

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

}  // namespace

struct TrueView::Impl {
    Impl(Context& c, const wad::Archive& archive, const assets::AssetSet& a)
        : context(&c),
          assets(&a),
          pixels(archive, a.textures, a.flats, a.sprites),
          pixel_data(pack_pixels(pixels, a)),
          index_readback(c.info().is_cpu && OffscreenTarget::can_map_indices(c, false)
                             ? OffscreenTarget::IndexReadback::mapped
                             : OffscreenTarget::IndexReadback::copied),
          ring(c, !c.info().is_cpu) {
        dense.add_sprites(a.sprites);
        for (std::size_t i = 0; i < kFramesInFlight; ++i) slots.push_back(std::make_unique<TrueSlot>());
        std::array<DescriptorBinding, kBindingCount> bindings;
        for (std::uint32_t b = 0; b < kBindingCount; ++b)
            bindings[b] = {b,
                           b == kView                                    ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER
                           : texel_format(b) != VK_FORMAT_UNDEFINED ? VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER
                                                                         : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                           VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT};
        set_layout = DescriptorSetLayout::create(c, bindings);
        sets = DescriptorSets::create(c, set_layout, static_cast<std::uint32_t>(kFramesInFlight));
        const VkDescriptorSetLayout set_layouts[] = {set_layout.get()};
        const VkPushConstantRange push{VK_SHADER_STAGE_VERTEX_BIT, 0, sizeof(std::int32_t)};
        layout = PipelineLayout::create(c, set_layouts, std::span(&push, 1));
        for (bool ids : {false, true}) build_pipelines(ids);
        textures = Buffer::create(c, std::span(pixel_data.textures).size_bytes(), kShaderRead, MemoryUse::device_local);
        textures.upload(c, std::as_bytes(std::span(pixel_data.textures)));
        pixel_words = Buffer::create(c, pixel_data.bytes.size(), kShaderRead, MemoryUse::device_local);
        pixel_words.upload(c, std::as_bytes(std::span(pixel_data.bytes)));
    }

    void build_pipelines(bool ids) {
        const VkVertexInputBindingDescription plane_binding{0, sizeof(scene::FlatVertex), VK_VERTEX_INPUT_RATE_VERTEX};
        const VkVertexInputBindingDescription wall_binding{0, sizeof(scene::WallVertex), VK_VERTEX_INPUT_RATE_VERTEX};
        const std::vector<VkVertexInputAttributeDescription> plane_attributes{
            {0, 0, VK_FORMAT_R32G32_SFLOAT, 0}, {1, 0, VK_FORMAT_R32_UINT, 8}};
        const std::vector<VkVertexInputAttributeDescription> wall_attributes{
            {0, 0, VK_FORMAT_R32G32_SFLOAT, 0}, {1, 0, VK_FORMAT_R32_UINT, 8}, {2, 0, VK_FORMAT_R32_UINT, 12}};
        const auto make = [&](std::string_view vertex, std::string_view fragment, bool depth, bool planes,
                              bool depth_write = true) {
            GraphicsPipelineDesc d;
            d.vertex_shader = vertex;
            d.fragment_shader = fragment;
            if (vertex != "true_sprite.vert") {
                d.vertex_bindings = {planes ? plane_binding : wall_binding};
                d.vertex_attributes = planes ? plane_attributes : wall_attributes;
            }
            // A wall part is seen from its seg's front only (R_AddLine drops
            // back sides; a masked middle's other side would fill its
            // holes). Its quads, counterclockwise seen from the front with
            // up as up, are what Vulkan calls counterclockwise once our
            // projection has put map-space up at the framebuffer's top.
            if (vertex == "true_wall.vert") {
                d.cull_mode = VK_CULL_MODE_BACK_BIT;
                d.front_face = VK_FRONT_FACE_COUNTER_CLOCKWISE;
            }
            d.depth_test = depth;
            d.depth_write = depth && depth_write;
            d.depth_compare = VK_COMPARE_OP_GREATER_OR_EQUAL;  // reverse depth: nearer is larger
            d.depth_format = OffscreenTarget::kDepthFormat;
            d.color_format = ids ? kSurfaceFormat : OffscreenTarget::kIndexFormat;
            d.fragment_constant = ids ? 1u : 0u;
            return GraphicsPipeline::create(*context, d, layout);
        };
        auto& p = pipes[ids ? 1 : 0];
        p[kPlanes] = make("true_plane.vert", "true_plane.frag", true, true);
        p[kSkyPlanes] = make("true_plane.vert", "true_sky.frag", true, true);
        p[kWalls] = make("true_wall.vert", "true_wall.frag", true, false);
        p[kSkyWalls] = make("true_wall.vert", "true_sky.frag", true, false);
        p[kFloodWalls] = make("true_wall.vert", "true_flood.frag", true, false);
        p[kMasked] = make("true_wall.vert", "true_masked.frag", true, false);
        p[kThings] = make("true_sprite.vert", "true_sprite.frag", true, false);
        p[kFuzz] = make("true_sprite.vert", "true_fuzz.frag", true, false);
        p[kWeapon] = make("true_sprite.vert", "true_sprite.frag", false, false);
        p[kFuzzWeapon] = make("true_sprite.vert", "true_fuzz.frag", false, false);
        // Translucent things and lines hide nothing behind them.
        p[kBlendedMasked] = make("true_wall.vert", "true_masked.frag", true, false, false);
        p[kBlendedThings] = make("true_sprite.vert", "true_sprite.frag", true, false, false);
    }

    // A new level: its mesh, tables and light rows.
    void prepare_level(const sim::World& world) {
        const std::string key = world.level.where + "/" + std::to_string(world.level.segs.size());
        if (key == level_key) return;
        ring.finish_all();
        level_key = key;
        mesh = scene::build_level_mesh(world.level);
        visible.prepare(world.level, mesh.subsectors);
        looks = std::make_unique<MapLooks>(MapLooks::build(world.level, assets->palettes, assets->colormaps));
        level_tables.prepare(world, pixels, *looks);
        flat_vertices = Buffer::create(*context, std::max<std::size_t>(std::span(mesh.flat_vertices).size_bytes(), 16),
                                       VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, MemoryUse::device_local);
        if (!mesh.flat_vertices.empty()) flat_vertices.upload(*context, std::as_bytes(std::span(mesh.flat_vertices)));
        wall_vertices = Buffer::create(*context, std::max<std::size_t>(std::span(mesh.wall_vertices).size_bytes(), 16),
                                       VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, MemoryUse::device_local);
        if (!mesh.wall_vertices.empty()) wall_vertices.upload(*context, std::as_bytes(std::span(mesh.wall_vertices)));
        const auto device = [&](std::span<const std::byte> bytes) {
            Buffer b = Buffer::create(*context, std::max<std::size_t>(bytes.size(), 16), kShaderRead, MemoryUse::device_local);
            if (!bytes.empty()) b.upload(*context, bytes);
            return b;
        };
        seg_geometry = device(std::as_bytes(level_tables.seg_geometry()));
        seg_links = device(std::as_bytes(level_tables.seg_links()));
        colormaps = device(std::as_bytes(looks->colormap_bytes()));
        blend_tables = device(std::as_bytes(looks->blend_bytes()));
        plane_looks = device(std::as_bytes(level_tables.plane_looks()));
        side_looks = device(std::as_bytes(level_tables.side_looks()));
        // Each seg's masked middle quad, for translucent lines drawn one by one.
        masked_quads.assign(world.level.segs.size(), {});
        for (std::uint32_t v = 0; v < mesh.wall_vertices.size(); ++v) {
            const scene::WallVertex& vertex = mesh.wall_vertices[v];
            if (scene::unpack_wall_corner(vertex.corner_and_part).part != scene::WallPart::MaskedMiddle) continue;
            scene::DrawRange& range = masked_quads[vertex.seg];
            if (range.count == 0) range.first = v;
            ++range.count;
        }
        for (const auto& s : slots) s->descriptors_dirty = true;
    }

    void prepare_size(const ScreenLayout& screen) {
        // The whole layout, not only the size: a screen size and detail may
        // give the same target with other view tables.
        const ScreenLayout unsheared = screen.with_pitch(0);
        if (tables_layout != unsheared || tables.width == 0) {
            tables_layout = unsheared;
            tables = ViewTables::build(screen);
            light_tables_dirty = true;
        }
        if (tables.pitch != screen.pitch_rows()) tables.set_pitch(screen.pitch_rows());
        if (!ring.fit_target(screen, false, index_readback)) return;
        if (surface_target && (surface_target->width() != screen.width || surface_target->height() != screen.height)) {
            surface_target.reset();
            surface_rests = false;
        }
    }

    void collect_visible(const sim::World& world, int player, const TrueEye& eye) {
        scene::VisibilityEye v;
        v.x = eye.x;
        v.y = eye.y;
        v.yaw = eye.yaw;
        // The horizontal field of view widens as the view tilts: steeply, everything round is open.
        const double half = std::atan(tables.width / 2.0 / (tables.projection * kUnit));
        v.half_fov = std::abs(eye.pitch) < 0.02 ? half : 4.0;
        visible.find(world, v);
        indices.clear();
        seen.clear();
        for (const int ss : visible.subsectors()) {
            const scene::DrawRange r = mesh.flat_ranges[static_cast<std::size_t>(ss)];
            for (std::uint32_t i = 0; i < r.count; ++i) indices.push_back(r.first + i);
        }
        flat_count = static_cast<std::uint32_t>(indices.size());
        for (const int ss : visible.subsectors()) {
            const scene::DrawRange r = mesh.wall_ranges[static_cast<std::size_t>(ss)];
            for (std::uint32_t i = 0; i < r.count; ++i) indices.push_back(r.first + i);
            const map::Subsector& sub = world.level.subsectors[static_cast<std::size_t>(ss)];
            for (int s = 0; s < sub.num_segs; ++s)
                if (world.level.segs[static_cast<std::size_t>(sub.first_seg + s)].line != map::kNone)
                    seen.push_back(sub.first_seg + s);
        }
        wall_count = static_cast<std::uint32_t>(indices.size()) - flat_count;
        translucent.clear();
        const double cos_yaw = std::cos(eye.yaw), sin_yaw = std::sin(eye.yaw);
        for (const int s : seen) {
            const map::Seg& seg = world.level.segs[static_cast<std::size_t>(s)];
            if (seg.back_sector == map::kNone || looks->line_blend(seg.line) == 0) continue;
            const map::Vertex& v1 = world.level.vertices[static_cast<std::size_t>(seg.v1)];
            const map::Vertex& v2 = world.level.vertices[static_cast<std::size_t>(seg.v2)];
            const double mx = (v1.x + v2.x) * kUnit / 2 - eye.x, my = (v1.y + v2.y) * kUnit / 2 - eye.y;
            translucent.push_back({mx * cos_yaw + my * sin_yaw, false, static_cast<std::uint32_t>(s)});
        }
        // The original's texture-column terms of every seg seen, from the
        // view point now; the shaders add the side's texture offset after
        // the part's UDMF scale (shaders/true_wall_column.glsl).
        seg_terms.resize(world.level.segs.size());
        const sim::Player& p = world.players.at(static_cast<std::size_t>(player));
        for (const int s : seen) {
            const map::Seg& seg = world.level.segs[static_cast<std::size_t>(s)];
            const WallColumnTerms t = wall_column_terms(world.level, seg, 0, p.mo->x, p.mo->y, p.mo->angle);
            seg_terms[static_cast<std::size_t>(s)] = {t.offset, t.distance, static_cast<std::int32_t>(t.centerangle), 0};
        }
    }

    // The things of the sectors seen, then the weapon.
    void collect_sprites(const sim::World& world, int player) {
        const sim::Player& p = world.players.at(static_cast<std::size_t>(player));
        sprites.clear();
        sector_stamp.assign(world.sectors.size(), false);
        const SpriteView sv = sprite_view(p);
        std::vector<TrueSprite> fuzzes, blended;
        const double cos_yaw = sv.cos * kUnit, sin_yaw = sv.sin * kUnit;
        for (const int ss : visible.subsectors()) {
            const auto sector = static_cast<std::size_t>(world.level.subsectors[static_cast<std::size_t>(ss)].sector);
            if (sector >= world.sectors.size() || sector_stamp[sector]) continue;
            sector_stamp[sector] = true;
            const int light = world.sectors[sector].lightlevel;
            for (const sim::Mobj* thing = world.sectors[sector].thinglist; thing; thing = thing->snext) {
                // As R_ProjectSprite, nothing nearer than MINZ in front:
                // a thing at the eye would fill the view.
                if (thing == p.mo || thing_view_depth(*thing, sv) < kMinSpriteDepth) continue;
                const int blend = looks->thing_blend(thing->spawnpoint.x, thing->spawnpoint.y, thing->spawnpoint.type);
                if (blend == MapLooks::kUnseen) continue;
                const auto spritenum = static_cast<std::size_t>(thing->sprite);
                const int frame = thing->frame & sim::kFrameMask;
                const auto& defs = assets->sprites.sprites;
                if (spritenum >= defs.size() || static_cast<std::size_t>(frame) >= defs[spritenum].frames.size()) continue;
                const assets::SpriteFrame& f = defs[spritenum].frames[static_cast<std::size_t>(frame)];
                std::size_t rot = 0;
                if (f.rotates) {
                    const base::angle_t ang = sim::point_to_angle2(sv.x, sv.y, thing->x, thing->y);
                    rot = (ang - thing->angle + static_cast<base::angle_t>(base::kAng45 / 2) * 9) >> 29;
                }
                const assets::SpriteRotation& rotation = f.rotations[rot];
                int flags = rotation.flipped ? kSpriteFlipped : 0;
                int row_base = looks->colour_base(static_cast<int>(sector));
                if (thing->flags & sim::MF_SHADOW) {
                    flags |= kSpriteFuzz;
                } else if (sv.fixedcolormap) {
                    flags |= kSpriteFixedRow;
                    row_base = sv.fixedcolormap;
                } else if (thing->frame & sim::kFullBright) {
                    flags |= kSpriteFixedRow;
                    row_base = 0;
                }
                const int translation = static_cast<int>((thing->flags & sim::MF_TRANSLATION) >> sim::MF_TRANSSHIFT);
                const bool translucent_thing = blend > 0 && !(flags & kSpriteFuzz);
                const TrueSprite s{Int4{thing->x, thing->y, thing->z, static_cast<std::int32_t>(rotation.picture)},
                                   Int4{flags, translation, light_row(light, p.extralight), row_base},
                                   Int4{translucent_thing ? blend : 0, 0, 0, 0}};
                if (translucent_thing) {
                    const double depth = (thing->x - sv.x) * kUnit * cos_yaw + (thing->y - sv.y) * kUnit * sin_yaw;
                    translucent.push_back({depth, true, static_cast<std::uint32_t>(blended.size())});
                    blended.push_back(s);
                } else {
                    (flags & kSpriteFuzz ? fuzzes : sprites).push_back(s);
                }
            }
        }
        opaque_things = static_cast<std::uint32_t>(sprites.size());
        for (Translucent& item : translucent)
            if (item.thing) item.index += opaque_things;
        // Far to near, as R_DrawMasked draws them.
        std::ranges::stable_sort(translucent, [](const Translucent& a, const Translucent& b) { return a.depth > b.depth; });
        sprites.insert(sprites.end(), blended.begin(), blended.end());
        fuzz_first = static_cast<std::uint32_t>(sprites.size());
        sprites.insert(sprites.end(), fuzzes.begin(), fuzzes.end());
        fuzz_things = static_cast<std::uint32_t>(fuzzes.size());
        weapon_first = static_cast<std::uint32_t>(sprites.size());
        weapon_fuzz.clear();
        const int colour_base = looks->colour_base(world.mobj_sector(*p.mo));
        for (const sim::PspriteDef& psp : p.psprites) {
            if (psp.state == sim::S_NULL) continue;
            const auto weapon = project_weapon(world, p, psp, tables, assets->sprites, pixels, colour_base);
            if (!weapon) continue;
            const bool fuzz = weapon->colormap_row == kFuzz;
            const int flags = kSpriteScreen | (fuzz ? kSpriteFuzz : kSpriteFixedRow);
            const int translation = static_cast<int>((weapon->mobjflags & sim::MF_TRANSLATION) >> sim::MF_TRANSSHIFT);
            sprites.push_back({Int4{weapon->x1, weapon->x2, weapon->startfrac, weapon->xiscale},
                               Int4{flags, translation, tables.height, fuzz ? 0 : weapon->colormap_row},
                               Int4{weapon->texturemid, tables.pspriteiscale >> tables.detailshift,
                                    static_cast<std::int32_t>(weapon->picture), 0}});
            weapon_fuzz.push_back(fuzz);
        }
    }

    TrueViewBlock view_block(const sim::World& world, int player, const TrueEye& eye) {
        const sim::Player& p = world.players.at(static_cast<std::size_t>(player));
        TrueViewBlock b{};
        b.clip_from_map = true_clip_from_map(eye, tables);
        b.eye = {static_cast<float>(eye.x), static_cast<float>(eye.y), static_cast<float>(eye.z), 0};
        b.forward = {static_cast<float>(std::cos(eye.yaw)), static_cast<float>(std::sin(eye.yaw)), 0, 0};
        // The 320-wide model's projection, >> LIGHTSCALESHIFT (ViewTables::scale_light_index).
        const double model = static_cast<double>(tables.projection) / tables.layout_scale * 16.0;
        const double clip = static_cast<double>(tables.clipangle) / 4294967296.0 * 2 * 3.14159265358979323846;
        b.light_scales = {static_cast<float>(model), static_cast<float>(model * (1 << tables.detailshift)),
                          static_cast<float>(tables.projection * kUnit * tables.sky_iscale * kUnit),
                          static_cast<float>(std::cos(clip))};
        const int sky = sky_texture(world);
        b.light = {p.extralight, p.fixedcolormap ? p.fixedcolormap : -1, sky, world.textures.sky_flat};
        const Int4& sky_columns = pixel_data.textures[static_cast<std::size_t>(sky)];
        b.sky = {sky_columns[0], sky_columns[1], tables.centerx, 0};
        const bool level = eye.pitch == 0.0;
        b.plane_mapping = {static_cast<float>(tables.projection * kUnit),
                           static_cast<float>(tables.centery - tables.pitch),
                           static_cast<float>(tables.layout_scale * kUnit / 2 - 0.5), level ? 1.0f : 0.0f};
        b.frame = {static_cast<std::int32_t>(frame_number % 50), tables.width, tables.height, pixel_data.flats_at};
        return b;
    }

    int sky_texture(const sim::World& world) {
        const std::string name = sky_texture_name(world);
        if (const auto number = assets->textures.find(name)) return static_cast<int>(*number);
        pixels.report_missing("sky texture", name);
        return pixel_data.placeholder_texture;
    }

    TrueSlot& slot() { return *slots[ring.next()]; }
    VkDescriptorSet slot_set() const { return sets[static_cast<std::uint32_t>(ring.next())]; }

    // The frame's data into the next slot's buffers; the tables every slot
    // shares are replaced only once no frame in flight reads them.
    void upload(const sim::World& world, int player, const TrueEye& eye) {
        TrueSlot& s = slot();
        bool grown = false;
        const TrueViewBlock block = view_block(world, player, eye);
        write(*context, s.view, std::span(&block, 1), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, grown);
        write(*context, s.sectors, level_tables.sectors(), kShaderRead, grown);
        write(*context, s.sides, level_tables.sides(), kShaderRead, grown);
        const std::span<const Int4> sprite_words(sprites.empty() ? nullptr : sprites.front().data(), sprites.size() * 3);
        write(*context, s.sprites, sprite_words, kShaderRead, grown);
        write(*context, s.indices, std::span<const std::uint32_t>(indices), VK_BUFFER_USAGE_INDEX_BUFFER_BIT, grown);
        write(*context, s.seg_terms, std::span<const Int4>(seg_terms), kShaderRead, grown);
        if (light_tables_dirty || dense.changed()) {
            ring.finish_all();
            for (const auto& other : slots) other->descriptors_dirty = true;
        }
        if (light_tables_dirty) {
            bool unused = false;
            const std::vector<std::uint32_t> light = true_light_tables(tables);
            write(*context, light_buffer, std::span<const std::uint32_t>(light), kShaderRead, unused);
            const std::vector<std::uint32_t> columns = true_column_tables(tables);
            write(*context, column_tables, std::span<const std::uint32_t>(columns), kShaderRead, unused);
            light_tables_dirty = false;
        }
        if (dense.changed()) {
            dense_words = Buffer::create(*context, std::max<std::size_t>(dense.words().size_bytes(), 16), kShaderRead,
                                         MemoryUse::device_local);
            dense_words.upload(*context, std::as_bytes(dense.words()));
            dense_table = Buffer::create(*context, std::max<std::size_t>(dense.table().size_bytes(), 16), kShaderRead,
                                         MemoryUse::device_local);
            dense_table.upload(*context, std::as_bytes(dense.table()));
            dense.uploaded();
        }
        const std::size_t view_bytes = static_cast<std::size_t>(tables.width) * static_cast<std::size_t>(tables.height);
        if (s.behind.get() == VK_NULL_HANDLE || s.behind.size() < view_bytes) {
            s.behind = Buffer::create(*context, std::max<std::size_t>(view_bytes, 16),
                                      kShaderRead | VK_BUFFER_USAGE_TRANSFER_DST_BIT, MemoryUse::device_local);
            grown = true;
        }
        if (grown || s.descriptors_dirty) write_descriptors();
    }

    void write_descriptors() {
        TrueSlot& s = slot();
        const VkDescriptorSet set = slot_set();
        const std::array<const Buffer*, kBindingCount> buffers{&s.view,        &pixel_words, &colormaps,   &textures,
                                                               &s.sectors,     &s.sides,     &seg_geometry, &seg_links,
                                                               &light_buffer,  &dense_words, &dense_table, &s.sprites,
                                                               &s.behind,      &s.seg_terms, &column_tables,
                                                               &blend_tables, &plane_looks,  &side_looks};
        for (std::uint32_t b = 0; b < kBindingCount; ++b) {
            if (b == kView) {
                write_uniform_buffer(*context, set, b, *buffers[b]);
            } else if (texel_format(b) != VK_FORMAT_UNDEFINED) {
                s.texel_views[b] = create_texel_view(*context, *buffers[b], texel_format(b));
                write_texel_buffer(*context, set, b, s.texel_views[b].get());
            } else {
                write_storage_buffer(*context, set, b, *buffers[b]);
            }
        }
        s.descriptors_dirty = false;
    }

    // Every pass into `color` (the index image, or the surface image with
    // `ids`): planes, sky, walls, masked middles and things with depth;
    // then, reading the view as they left it, the fuzz; the weapon on top.
    void record_passes(VkCommandBuffer cmd, const Image& color, bool ids) {
        const auto& p = pipes[ids ? 1 : 0];
        TrueSlot& s = slot();
        OffscreenTarget& target = *ring.slot().target;
        const VkDescriptorSet set = slot_set();
        const VkViewport viewport{0, 0, static_cast<float>(tables.width), static_cast<float>(tables.height), 0, 1};
        const VkRect2D scissor{{0, 0}, {static_cast<std::uint32_t>(tables.width), static_cast<std::uint32_t>(tables.height)}};
        const auto start = [&](bool clear) {
            const VkClearColorValue nothing{};
            // The view alone: the status strip below it may stay from the last frame.
            target.begin_depth_pass(cmd, color, clear ? &nothing : nullptr, clear ? std::optional<float>(0.0f) : std::nullopt,
                                    scissor.extent);
            vkCmdSetViewport(cmd, 0, 1, &viewport);
            vkCmdSetScissor(cmd, 0, 1, &scissor);
            vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout.get(), 0, 1, &set, 0, nullptr);
        };
        const auto push = [&](std::int32_t value) {
            vkCmdPushConstants(cmd, layout.get(), VK_SHADER_STAGE_VERTEX_BIT, 0, sizeof value, &value);
        };
        const VkDeviceSize zero = 0;
        start(true);
        // Walls first, nearest first: the planes behind them then fail the depth test early.
        if (wall_count) {
            const VkBuffer b = wall_vertices.get();
            vkCmdBindVertexBuffers(cmd, 0, 1, &b, &zero);
            vkCmdBindIndexBuffer(cmd, s.indices.get(), 0, VK_INDEX_TYPE_UINT32);
            for (const auto& [pipe, kind] : {std::pair{kWalls, kTexturedParts}, std::pair{kSkyWalls, kSkyParts},
                                             std::pair{kFloodWalls, kFloodParts}, std::pair{kMasked, kMaskedParts}}) {
                vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[pipe].get());
                push(kind);
                vkCmdDrawIndexed(cmd, wall_count, 1, flat_count, 0, 0);
            }
        }
        if (flat_count) {
            const VkBuffer b = flat_vertices.get();
            vkCmdBindVertexBuffers(cmd, 0, 1, &b, &zero);
            vkCmdBindIndexBuffer(cmd, s.indices.get(), 0, VK_INDEX_TYPE_UINT32);
            for (const Pipe pipe : {kPlanes, kSkyPlanes}) {
                vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[pipe].get());
                push(pipe == kSkyPlanes ? 1 : 0);
                vkCmdDrawIndexed(cmd, flat_count, 2, 0, 0, 0);
            }
        }
        // One depth pass draws walls and planes: the frame's planes time holds both.
        if (!ids) ring.mark(cmd, kMarkPlanes);
        if (!ids) ring.mark(cmd, kMarkWalls);
        if (opaque_things) {
            vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[kThings].get());
            vkCmdDraw(cmd, 12, opaque_things, 0, 0);
        }
        // What the next pass reads as the view behind it (surface ids read nothing).
        const auto copy_behind = [&] {
            if (ids) return;
            target.end_pass(cmd, color);
            target.copy_for_fragment_shaders(cmd, color, s.behind.get(),
                                             {static_cast<std::uint32_t>(tables.width), static_cast<std::uint32_t>(tables.height)});
            start(false);
        };
        for (const Translucent& item : translucent) {
            const scene::DrawRange quad = item.thing ? scene::DrawRange{} : masked_quads[item.index];
            if (!item.thing && quad.count == 0) continue;
            copy_behind();
            if (item.thing) {
                vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[kBlendedThings].get());
                vkCmdDraw(cmd, 12, 1, 0, item.index);
            } else {
                const VkBuffer b = wall_vertices.get();
                vkCmdBindVertexBuffers(cmd, 0, 1, &b, &zero);
                vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[kBlendedMasked].get());
                push(kBlendedParts);
                vkCmdDraw(cmd, quad.count, 1, quad.first, 0);
            }
        }
        const bool any_fuzz = fuzz_things || std::find(weapon_fuzz.begin(), weapon_fuzz.end(), true) != weapon_fuzz.end();
        if (any_fuzz) copy_behind();
        if (fuzz_things) {
            vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[kFuzz].get());
            vkCmdDraw(cmd, 12, fuzz_things, 0, fuzz_first);
        }
        for (std::size_t i = 0; i < weapon_fuzz.size(); ++i) {
            vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[weapon_fuzz[i] ? kFuzzWeapon : kWeapon].get());
            vkCmdDraw(cmd, 6, 1, 0, weapon_first + static_cast<std::uint32_t>(i));
        }
        target.end_pass(cmd, color);
        if (!ids) ring.mark(cmd, kMarkThings);
    }

    // Prepares and submits a frame into `frame`; with surfaces kept it waits
    // for the device and reads them (compare).
    void begin(const sim::World& world, int player, Frame& frame, const ScreenLayout& screen,
               const overlay::StatusStrip* strip) {
        check_level_view(world, player, frame, screen);
        ring.start(frame);
        FrameCost cost;
        auto t = Clock::now();
        prepare_size(screen);
        prepare_level(world);
        ++frame_number;
        TrueEye eye = true_eye(world, player, tables);
        if (pitch) eye.pitch = std::clamp(*pitch, -kMostPitch, kMostPitch);
        level_tables.update(world, pixels, assets->textures, *looks, pixel_data, dense);
        cost.upload_ms = ms_since(t);
        t = Clock::now();
        collect_visible(world, player, eye);
        collect_sprites(world, player);
        cost.walk_ms = ms_since(t);
        t = Clock::now();
        upload(world, player, eye);
        const bool draw_strip = ring.prepare_strip(strip, screen);
        if (want_surfaces) prepare_surfaces(screen);
        cost.upload_ms += ms_since(t);
        t = Clock::now();
        const VkCommandBuffer cmd = ring.record();
        record_passes(cmd, ring.slot().target->indices(), false);
        if (want_surfaces) record_surfaces(cmd);
        cost.submit_ms = ms_since(t);
        ring.submit(cmd, frame, screen, strip, draw_strip, cost);
        if (want_surfaces) {
            ring.finish_slot(ring.last_submitted());
            read_surfaces();
        }
    }

    void prepare_surfaces(const ScreenLayout& screen) {
        if (!surface_target)
            surface_target = Image::create(*context, screen.width, screen.height, kSurfaceFormat,
                                           VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_SAMPLED_BIT |
                                               VK_IMAGE_USAGE_TRANSFER_SRC_BIT);
        const std::size_t view_pixels = static_cast<std::size_t>(tables.width) * static_cast<std::size_t>(tables.height);
        if (surface_readback.get() == VK_NULL_HANDLE || surface_readback.size() < view_pixels * 8) {
            ring.finish_all();
            surface_readback =
                Buffer::create(*context, view_pixels * 8, VK_BUFFER_USAGE_TRANSFER_DST_BIT, MemoryUse::host_readback);
        }
    }

    // The passes again into the surface image, and its readback.
    void record_surfaces(VkCommandBuffer cmd) {
        if (!surface_rests) {
            transition(cmd, {{.image = surface_target->get(),
                              .before = {},
                              .after = {VK_PIPELINE_STAGE_2_FRAGMENT_SHADER_BIT, VK_ACCESS_2_SHADER_READ_BIT},
                              .old_layout = VK_IMAGE_LAYOUT_UNDEFINED,
                              .new_layout = ring.slot().target->resting_layout()}});
            surface_rests = true;
        }
        record_passes(cmd, *surface_target, true);
        ring.slot().target->copy_for_fragment_shaders(
            cmd, *surface_target, surface_readback.get(),
            {static_cast<std::uint32_t>(tables.width), static_cast<std::uint32_t>(tables.height)});
        buffer_barrier(cmd, surface_readback.get(), {VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT},
                       {VK_PIPELINE_STAGE_2_HOST_BIT, VK_ACCESS_2_HOST_READ_BIT});
    }

    void read_surfaces() {
        surfaces.width = tables.width;
        surfaces.height = tables.height;
        const std::size_t n = static_cast<std::size_t>(tables.width) * static_cast<std::size_t>(tables.height);
        surfaces.ids.resize(n);
        surfaces.light_rows.resize(n);
        const auto* words = reinterpret_cast<const std::uint32_t*>(surface_readback.mapped().data());
        for (std::size_t i = 0; i < n; ++i) {
            surfaces.ids[i] = words[2 * i];
            surfaces.light_rows[i] = static_cast<std::uint8_t>(std::min<std::uint32_t>(words[2 * i + 1], kNoLightRow));
        }
    }

    static constexpr double kMostPitch = 89.0 * 3.14159265358979323846 / 180.0;

    Context* context;
    const assets::AssetSet* assets;
    software::PixelSources pixels;
    PixelData pixel_data;
    DensePictures dense;
    TrueLevelTables level_tables;
    std::unique_ptr<MapLooks> looks;
    scene::LevelMesh mesh;
    std::string level_key;
    ViewTables tables;
    ScreenLayout tables_layout;
    scene::VisibleSubsectors visible;
    std::vector<std::uint32_t> indices;
    std::uint32_t flat_count = 0, wall_count = 0;
    std::vector<int> seen;
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
    std::array<std::array<GraphicsPipeline, kPipes>, 2> pipes;
    Buffer textures, pixel_words, colormaps, seg_geometry, seg_links, flat_vertices, wall_vertices;
    Buffer plane_looks, side_looks;
    Buffer light_buffer, dense_words, dense_table, column_tables, blend_tables;  // shared by the slots
    bool light_tables_dirty = true;
    // A CPU device's frames are read where they were drawn (as the exact view's).
    OffscreenTarget::IndexReadback index_readback;
    std::vector<std::unique_ptr<TrueSlot>> slots;
    FrameRing ring;  // last: it waits for the device before anything is freed
};

TrueView::TrueView(Context& context, const wad::Archive& archive, const assets::AssetSet& assets)
    : impl_(std::make_unique<Impl>(context, archive, assets)) {}

TrueView::~TrueView() = default;

void TrueView::render_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout) {
    impl_->begin(world, player, frame, layout, nullptr);
    finish(frame);
}

void TrueView::render_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                             const overlay::StatusStrip& strip) {
    impl_->begin(world, player, frame, layout, &strip);
    finish(frame);
}

void TrueView::begin(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                     const overlay::StatusStrip* strip) {
    impl_->begin(world, player, frame, layout, strip);
}

void TrueView::finish(const Frame& frame) { impl_->ring.finish(frame); }

void TrueView::finish_all() { impl_->ring.finish_all(); }

void TrueView::keep_frames_in_flight(bool on) { impl_->ring.keep_in_flight(on); }

bool TrueView::keeps_frames_in_flight() const { return impl_->ring.keeps_in_flight(); }

const FrameCost& TrueView::last_cost() const { return impl_->ring.last_cost(); }

void TrueView::set_pitch(std::optional<double> radians) { impl_->pitch = radians; }

void TrueView::keep_surfaces(bool on) { impl_->want_surfaces = on; }

const SurfaceImage* TrueView::surfaces() const { return impl_->want_surfaces ? &impl_->surfaces : nullptr; }

std::span<const int> TrueView::seen_segs() const { return impl_->seen; }

std::size_t TrueView::drawn_subsectors() const { return impl_->visible.subsectors().size(); }

}  // namespace render::vulkan
