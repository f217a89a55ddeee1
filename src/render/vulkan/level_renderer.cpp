#include "render/vulkan/exact_view.h"

#include <algorithm>

namespace render::vulkan {

LevelRenderer::Impl::Impl(Context& c, const wad::Archive& archive, const assets::AssetSet& a, ViewPasses view_passes,
                          std::size_t first_lit_bytes)
    : context(&c),
      passes(view_passes),
      assets(&a),
      pixels(archive, a.textures, a.flats, a.sprites),
      pixel_data(pack_pixels(pixels, a)),
      masked_textures(column_counts(pixel_data)),
      original_walk(pixels, a),
      index_readback(c.info().is_cpu && OffscreenTarget::can_map_indices(c, view_passes == ViewPasses::compute)
                         ? OffscreenTarget::IndexReadback::mapped
                         : OffscreenTarget::IndexReadback::copied),
      ring(c, !c.info().is_cpu) {
    textures = device_buffer(c, std::as_bytes(std::span(pixel_data.textures)), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
    pictures = device_buffer(c, std::as_bytes(std::span(pixel_data.sprite_pictures)), kShaderRead);
    lit_buffer = host_buffer(c, first_lit_bytes);
    for (std::size_t i = 0; i < kFramesInFlight; ++i) {
        ExactSlot& s = *slots.emplace_back(std::make_unique<ExactSlot>());
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

    build_pipelines();
}

void LevelRenderer::Impl::build_pipelines() {
    Context& c = *context;
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

void LevelRenderer::finish(const Frame& frame) { impl_->ring.finish(frame); }

void LevelRenderer::finish_all() { impl_->ring.finish_all(); }

std::optional<double> LevelRenderer::last_gpu_ms() const { return impl_->ring.last_cost().gpu_ms; }

const FrameCost& LevelRenderer::last_cost() const { return impl_->ring.last_cost(); }

void LevelRenderer::begin(const sim::World& world, int player, Frame& frame, const ScreenLayout& screen,
                          const overlay::StatusStrip* strip) {
    check_level_view(world, player, frame, screen);
    Impl& im = *impl_;
    im.ring.start(frame);
    ExactSlot& s = im.slot();

    FrameCost cost;
    auto t = Clock::now();
    im.prepare_size(screen);
    im.prepare_level(world);
    im.frame_state.update(world, im.pixels, im.pixel_data.placeholder_texture, im.masked_textures,
                          im.assets->boom_tables);
    im.upload_masked_textures();
    write(s.sectors, im.frame_state.sectors());
    write(s.sides, im.frame_state.sides());
    const ViewBlock block = make_view_block(world, player, im.tables);
    write(s.view, std::span(&block, 1));
    cost.upload_ms = ms_since(t);
    t = Clock::now();
    im.original_walk.run(world, player, im.tables);
    im.upload_looks();
    im.collect_sprites(world, player);
    cost.walk_ms = ms_since(t);
    t = Clock::now();
    im.upload_walk_records(world, screen);
    // After the walk's spans: the skies they show, and the level's looks
    // give Boom's deep water colormap.
    im.upload_sky(world, player);
    cost.records_ms = ms_since(t);
    t = Clock::now();
    if (im.passes == ViewPasses::raster) im.upload_indices(world);
    im.write_descriptors();
    const bool draw_strip = im.ring.prepare_strip(strip, screen);
    cost.upload_ms += ms_since(t);

    t = Clock::now();
    const VkCommandBuffer cmd = im.ring.record();
    im.draw(cmd, screen);
    cost.submit_ms = ms_since(t);
    im.ring.submit(cmd, frame, screen, strip, draw_strip, cost);
}

void LevelRenderer::keep_frames_in_flight(bool on) { impl_->ring.keep_in_flight(on); }

bool LevelRenderer::keeps_frames_in_flight() const { return impl_->ring.keeps_in_flight(); }

}  // namespace render::vulkan
