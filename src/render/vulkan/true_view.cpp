#include "render/vulkan/true_view_impl.h"

#include <string>

#include "base/log.h"
#include "render/boom_looks.h"

namespace render::vulkan {

TrueView::Impl::Impl(Context& c, const wad::Archive& archive, const assets::AssetSet& a, SpanRows rows)
    : context(&c),
      assets(&a),
      pixels(archive, a.textures, a.flats, a.sprites),
      pixel_data(pack_pixels(pixels, a)),
      sky_defs(a.skies, a.textures),
      span_pass(OffscreenTarget::can_compute_write(c) && c.info().fragment_stores_and_atomics),
      span_rows(rows),
      index_readback(c.info().is_cpu && OffscreenTarget::can_map_indices(c, span_pass)
                         ? OffscreenTarget::IndexReadback::mapped
                         : OffscreenTarget::IndexReadback::copied),
      ring(c, !c.info().is_cpu) {
    dense.add_sprites(a.sprites);
    for (std::size_t i = 0; i < kFramesInFlight; ++i) slots.push_back(std::make_unique<TrueSlot>());
    std::array<DescriptorBinding, kBindingCount> bindings;
    for (std::uint32_t b = 0; b < kBindingCount; ++b)
        bindings[b] = {b, binding_type(b),
                       VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT | VK_SHADER_STAGE_COMPUTE_BIT};
    set_layout = DescriptorSetLayout::create(c, bindings);
    sets = DescriptorSets::create(c, set_layout, static_cast<std::uint32_t>(kFramesInFlight));
    const VkDescriptorSetLayout set_layouts[] = {set_layout.get()};
    const VkPushConstantRange push{VK_SHADER_STAGE_VERTEX_BIT, 0, sizeof(std::int32_t)};
    layout = PipelineLayout::create(c, set_layouts, std::span(&push, 1));
    for (bool ids : {false, true}) build_pipelines(ids, false);
    if (span_pass)
        spans_pipe = ComputePipeline::create(
            c, span_rows == SpanRows::workgroup ? "true_spans_grouped.comp" : "true_spans.comp", layout);
    wall_columns_pipe = ComputePipeline::create(c, "true_wall_columns.comp", layout);
    textures = Buffer::create(c, std::span(pixel_data.textures).size_bytes(), kShaderRead, MemoryUse::device_local);
    textures.upload(c, std::as_bytes(std::span(pixel_data.textures)));
    pixel_words = Buffer::create(c, pixel_data.bytes.size(), kShaderRead, MemoryUse::device_local);
    pixel_words.upload(c, std::as_bytes(std::span(pixel_data.bytes)));
}

void TrueView::Impl::build_pipelines(bool ids, bool extended) {
    const VkVertexInputBindingDescription plane_binding{0, sizeof(scene::FlatVertex), VK_VERTEX_INPUT_RATE_VERTEX};
    const VkVertexInputBindingDescription wall_binding{0, sizeof(scene::WallVertex), VK_VERTEX_INPUT_RATE_VERTEX};
    const std::vector<VkVertexInputAttributeDescription> plane_attributes{
        {0, 0, VK_FORMAT_R32G32_SFLOAT, 0}, {1, 0, VK_FORMAT_R32_UINT, 8}};
    const std::vector<VkVertexInputAttributeDescription> wall_attributes{
        {0, 0, VK_FORMAT_R32G32_SFLOAT, 0}, {1, 0, VK_FORMAT_R32_UINT, 8}, {2, 0, VK_FORMAT_R32_UINT, 12}};
    const auto make = [&](std::string_view vertex, std::string_view fragment, PipeOptions o) {
        const bool planes = vertex == "true_plane.vert";
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
        d.depth_test = o.depth;
        d.depth_write = o.depth && o.depth_write;
        d.depth_compare = VK_COMPARE_OP_GREATER_OR_EQUAL;  // reverse depth: nearer is larger
        d.depth_format = OffscreenTarget::kDepthFormat;
        d.color_format = ids ? kSurfaceFormat : OffscreenTarget::kIndexFormat;
        d.color_write = o.color_write;
        d.constants = {ids ? 1u : 0u, o.column_records ? 1u : 0u, extended ? 1u : 0u, o.blended ? 1u : 0u};
        return GraphicsPipeline::create(*context, d, layout);
    };
    auto& p = pipes[extended ? 1 : 0][ids ? 1 : 0];
    p[kPlanes] = make("true_plane.vert", "true_plane.frag", {});
    // The span pass's frames: the planes' keys alone (never drawn into surface ids).
    p[kPlaneKeyPipe] = make("true_plane.vert", "true_plane_key.frag", {.color_write = false});
    p[kSkyPlanes] = make("true_plane.vert", "true_sky.frag", {});
    p[kWalls] = make("true_wall.vert", "true_wall.frag", {});
    p[kSkyWalls] = make("true_wall.vert", "true_sky.frag", {});
    p[kFloodWalls] = make("true_wall.vert", "true_flood.frag", {});
    p[kMasked] = make("true_wall.vert", "true_masked.frag", {});
    p[kThings] = make("true_sprite.vert", "true_sprite.frag", {});
    p[kFuzz] = make("true_sprite.vert", "true_fuzz.frag", {});
    p[kWeapon] = make("true_sprite.vert", "true_sprite.frag", {.depth = false});
    p[kFuzzWeapon] = make("true_sprite.vert", "true_fuzz.frag", {.depth = false});
    // Translucent things and lines hide nothing behind them.
    p[kBlendedMasked] = make("true_wall.vert", "true_masked.frag", {.depth_write = false, .blended = true});
    p[kBlendedThings] = make("true_sprite.vert", "true_sprite.frag", {.depth_write = false, .blended = true});
    // At pitch 0 walls and masked middles read their columns' records.
    p[kLevelWalls] = make("true_wall.vert", "true_wall.frag", {.column_records = true});
    p[kLevelMasked] = make("true_wall.vert", "true_masked.frag", {.column_records = true});
    p[kLevelBlendedMasked] =
        make("true_wall.vert", "true_masked.frag", {.depth_write = false, .column_records = true, .blended = true});
    // Translucent 3D floors' sides and planes (the push constant carries the
    // blend), each over the view as it was before the slab: they write
    // depth, so where two of its pieces meet the nearer alone is blended.
    p[kBlendedPlanes] = make("true_plane.vert", "true_plane.frag", {.blended = true});
    p[kBlendedWalls] = make("true_wall.vert", "true_wall.frag", {.blended = true});
}

namespace {

// A table the shaders read, in the device's memory (Vulkan refuses empty buffers).
Buffer device_table(Context& context, std::span<const std::byte> bytes) {
    Buffer b = Buffer::create(context, std::max<std::size_t>(bytes.size(), 16), kShaderRead, MemoryUse::device_local);
    if (!bytes.empty()) b.upload(context, bytes);
    return b;
}

}  // namespace

// Scripts changed how sides, planes or sectors' colours look
// (sim/look_changes.h): the tables made from the looks, again. The slots
// take the side looks as they come round (upload); new colour tables
// replace the light rows once no frame in flight reads them.
void TrueView::Impl::restyle(const sim::World& world) {
    level_tables.prepare_looks(world, *looks);
    if (looks->colormap_rows() == colormap_rows) return;
    ring.finish_all();
    colormaps = device_table(*context, std::as_bytes(looks->colormap_bytes()));
    colormap_rows = looks->colormap_rows();
    for (const auto& s : slots) s->descriptors_dirty = true;
}

// A new level: its mesh, tables and light rows.
void TrueView::Impl::prepare_level(const sim::World& world) {
    const std::string key = world.level.where + "/" + std::to_string(world.level.segs.size()) + "/" +
                            std::to_string(sim::complevel_number(world.opts.compat.level));
    if (key == level_key) return;
    ring.finish_all();
    level_key = key;
    moving_segs = !world.polyobjects.empty();
    extended_level = world.sloped_level || world.extra_floors.any();
    if (extended_level && pipes[1][0][kPlanes].get() == VK_NULL_HANDLE)
        for (bool ids : {false, true}) build_pipelines(ids, true);
    mesh = scene::build_level_mesh(world.level);
    extra_mesh = scene::add_extra_floors(mesh, world.level, world.extra_floors.all());
    visible.prepare(world.level, mesh.subsectors);
    looks = std::make_unique<MapLooks>(MapLooks::build(world.level, assets->palettes, assets->colormaps,
                                                       boom_input(world, assets->boom_tables)));
    looks->add_slab_blends(world.extra_floors.all());
    level_tables.prepare(world, pixels, *looks, boom_table_names(world, assets->boom_tables), extra_mesh.segs);
    sky_defs.number_flats(world.textures);
    skies.prepare(world, *looks, sky_defs);
    flat_vertices = Buffer::create(*context, std::max<std::size_t>(std::span(mesh.flat_vertices).size_bytes(), 16),
                                   VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, MemoryUse::device_local);
    if (!mesh.flat_vertices.empty()) flat_vertices.upload(*context, std::as_bytes(std::span(mesh.flat_vertices)));
    wall_vertices = Buffer::create(*context, std::max<std::size_t>(std::span(mesh.wall_vertices).size_bytes(), 16),
                                   VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, MemoryUse::device_local);
    if (!mesh.wall_vertices.empty()) wall_vertices.upload(*context, std::as_bytes(std::span(mesh.wall_vertices)));
    const auto device = [&](std::span<const std::byte> bytes) { return device_table(*context, bytes); };
    seg_geometry = device(std::as_bytes(level_tables.seg_geometry()));
    seg_links = device(std::as_bytes(level_tables.seg_links()));
    colormaps = device(std::as_bytes(looks->colormap_bytes()));
    colormap_rows = looks->colormap_rows();
    blend_tables = device(std::as_bytes(looks->blend_bytes()));
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

void TrueView::Impl::prepare_size(const ScreenLayout& screen) {
    // The whole layout, not only the size: a screen size and detail may
    // give the same target with other view tables.
    const ScreenLayout unsheared = screen.with_pitch(0);
    if (tables_layout != unsheared || tables.width == 0) {
        tables_layout = unsheared;
        tables = ViewTables::build(screen);
        light_tables_dirty = true;
    }
    if (tables.pitch != screen.pitch_rows()) tables.set_pitch(screen.pitch_rows());
    if (!ring.fit_target(screen, span_pass, index_readback)) return;
    slot().descriptors_dirty = true;  // the span pass writes the new index image
    if (surface_target && (surface_target->width() != screen.width || surface_target->height() != screen.height)) {
        surface_target.reset();
        surface_rests = false;
    }
}


TrueView::TrueView(Context& context, const wad::Archive& archive, const assets::AssetSet& assets,
                   std::optional<SpanRows> rows)
    : impl_(std::make_unique<Impl>(context, archive, assets,
                                   rows.value_or(context.info().is_cpu ? SpanRows::invocation : SpanRows::workgroup))) {}

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

bool TrueView::keeps_frames_in_flight() const { return impl_->ring.keeps_in_flight(); }

const FrameCost& TrueView::last_cost() const { return impl_->ring.last_cost(); }

void TrueView::set_pitch(std::optional<double> radians) { impl_->pitch = radians; }

void TrueView::keep_surfaces(bool on) { impl_->want_surfaces = on; }

const SurfaceImage* TrueView::surfaces() const { return impl_->want_surfaces ? &impl_->surfaces : nullptr; }

std::span<const int> TrueView::seen_segs() const { return impl_->visible.segs(); }

std::size_t TrueView::drawn_subsectors() const { return impl_->visible.subsectors().size(); }
}  // namespace render::vulkan
