#include "render/vulkan/exact_view.h"

#include "base/log.h"
#include "render/boom_looks.h"
#include "render/viewer.h"

namespace render::vulkan {

// The things the walk drew, in its order, then the weapon; each fuzz
// sprite's columns in the fuzz drawer's sequence (see draw()).
void LevelRenderer::Impl::collect_sprites(const sim::World& world, int player) {
    const sim::Player& p = viewer(world, player);
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
        // Boom's deep water colormap, as the software view lights the weapon.
        const int view_colour = boom_view_colour_base(original_walk.looks(), world, p);
        const int colour_base = view_colour ? view_colour : original_walk.looks().colour_base(world.mobj_sector(*p.mo));
        if (const auto weapon = project_weapon(world, p, psp, tables, assets->sprites, pixels, colour_base))
            add(*weapon, {});
    }
    first_post.push_back(static_cast<std::uint32_t>(post_quads.size() / 2));
    ExactSlot& s = slot();
    write(fit(s.sprites, std::span(sprite_data).size_bytes()), std::span<const Int4>(sprite_data));
    write(fit(s.sprite_posts, std::span(post_quads).size_bytes()), std::span<const Int4>(post_quads));
    write(fit(s.fuzz_starts, fuzz_columns.starts().size_bytes()), fuzz_columns.starts());
}

// The view tables, and the slot's target, for `screen`; the slot is not in flight.
void LevelRenderer::Impl::prepare_size(const ScreenLayout& screen) {
    // The whole layout, not only the size: a screen size and detail may
    // give the same target with other view tables. Free look moves only
    // the centre row, read from the view block each frame.
    const ScreenLayout unsheared = screen.with_pitch(0);
    if (tables_layout != unsheared || tables.width == 0) {
        tables_layout = unsheared;
        tables = ViewTables::build(screen);
    }
    if (tables.pitch != screen.pitch_rows()) tables.set_pitch(screen.pitch_rows());
    if (!ring.fit_target(screen, passes == ViewPasses::compute, index_readback)) return;
    ExactSlot& s = slot();
    const VkDeviceSize view_pixels =
        static_cast<VkDeviceSize>(screen.view_width) * static_cast<VkDeviceSize>(screen.view_height);
    // Whole words for the shader; the copy fills the bytes of the view.
    s.behind = Buffer::create(*context, (view_pixels + 3) & ~VkDeviceSize{3},
                              VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                              MemoryUse::device_local);
    s.descriptors_dirty = true;
}

// The level's mesh and tables, made again for a new level once no frame is in flight.
void LevelRenderer::Impl::prepare_level(const sim::World& world) {
    const std::string key = world.level.name + "/" + std::to_string(world.level.sides.size()) + "/" +
                            std::to_string(sim::complevel_number(world.opts.compat.level));
    if (key == level_key) return;
    ring.finish_all();
    level_key = key;
    // Its records come from the software walk's columns and spans, whose
    // rows lie at one height each.
    if (world.sloped_level)
        base::warn(world.level.where +
                   ": sloped floors or ceilings, which the exact Vulkan view draws flat at their sectors' heights "
                   "(the software renderer and the true 3D view, video.vulkan_view = \"true3d\", draw them sloped)");
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
void LevelRenderer::Impl::upload_masked_textures() {
    ExactSlot& s = slot();
    const std::span<const std::int32_t> words = masked_textures.words();
    if (words.size() == s.masked_words) return;
    write(fit(s.masked_posts, words.size_bytes()), words);
    s.masked_words = words.size();
}

// The walls of the segs the original's walk stored, nearest first
// (ViewPasses::raster): only the parts that draw rows and have a
// texture, since lavapipe runs the vertex stage of every quad indexed
// (its reads go lane by lane) before wall.vert could cull it.
void LevelRenderer::Impl::upload_indices(const sim::World& world) {
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
void LevelRenderer::Impl::upload_walk_records(const sim::World& world, const ScreenLayout& screen) {
    ExactSlot& s = slot();
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
void LevelRenderer::Impl::upload_lit_records(const sim::World& world, std::span<const int> order,
                        std::span<const software::StoredSeg> records) {
    ExactSlot& s = slot();
    const std::span<const software::ColumnRecord> columns = original_walk.wall_columns();
    const std::span<const software::SpanRecord> spans = original_walk.spans();
    Buffer& part_buffer = fit(s.wall_parts, 3 * columns.size() * sizeof(WallPartRecord));
    Buffer& span_buffer = fit(s.span_records, spans.size_bytes());
    const std::span parts(reinterpret_cast<WallPartRecord*>(part_buffer.mapped().data()), 3 * columns.size());
    const std::span lit_spans(reinterpret_cast<software::SpanRecord*>(span_buffer.mapped().data()), spans.size());
    const PartTextures textures = [&](int seg, int part) { return part_texture(world, seg, part); };
    bool started_again = false;
    while (!fill_wall_part_records(order, records, columns, textures, lit, parts) || !light_spans(spans, lit_spans)) {
        ring.finish_all();
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
bool LevelRenderer::Impl::light_spans(std::span<const software::SpanRecord> spans, std::span<software::SpanRecord> out) {
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

void LevelRenderer::Impl::reset_lit() {
    lit.reset(original_walk.looks().colormap_bytes(),
              std::span(reinterpret_cast<std::uint8_t*>(lit_buffer.mapped().data()),
                        static_cast<std::size_t>(lit_buffer.size())));
}

// ViewPasses::compute: the sky's rows and the tiles of every pass.
void LevelRenderer::Impl::upload_tiles(const sim::World& world, std::span<const int> order,
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
std::optional<PartTexture> LevelRenderer::Impl::part_texture(const sim::World& world, int seg_index, int part) const {
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
// walk has built them for a new level, and again when scripts' sector
// colours have added colour tables (MapLooks::apply).
void LevelRenderer::Impl::upload_looks() {
    const MapLooks& looks = original_walk.looks();
    if (looks_uploaded && uploaded_rows == looks.colormap_rows()) return;
    if (looks_uploaded) ring.finish_all();
    uploaded_rows = looks.colormap_rows();
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
Buffer& LevelRenderer::Impl::fit(Buffer& buffer, std::size_t size) {
    if (buffer.size() < size) {
        buffer = host_buffer(*context, size + size / 2);
        slot().descriptors_dirty = true;
    }
    return buffer;
}

void LevelRenderer::Impl::upload_sky(const sim::World& world, int player) {
    std::vector<software::SkyPicture> skies(original_walk.skies().begin(), original_walk.skies().end());
    for (software::SkyPicture& sky : skies)
        for (SkyLayer* layer : {&sky.back, &sky.front})
            if (layer->texture >= 0 && static_cast<std::size_t>(layer->texture) >= pixel_data.textures.size())
                layer->texture = pixel_data.placeholder_texture;
    const std::size_t size = sky_bytes(tables.width, skies);
    Buffer& buffer = fit(slot().sky, size);
    const MapLooks& looks = original_walk.looks();
    const int view_colour = boom_view_colour_base(looks, world, viewer(world, player));
    pack_skies(tables, pixel_data, skies, std::span(reinterpret_cast<std::uint8_t*>(buffer.mapped().data()), size),
               view_colour ? looks.colormap(view_colour) : nullptr);
}

void LevelRenderer::Impl::write_descriptors() {
    ExactSlot& s = slot();
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
            if (passes == ViewPasses::compute) write_storage_image(*context, set, b, target().indices().view());
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

}  // namespace render::vulkan
