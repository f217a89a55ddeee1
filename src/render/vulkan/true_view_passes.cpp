#include "render/vulkan/true_view_impl.h"

#include "render/boom_looks.h"
#include "render/viewer.h"

namespace render::vulkan {

namespace {
constexpr std::uint32_t kThingVertices = 18;  // shaders/true_sprite.vert: three quads
}  // namespace

// Every pass into `color` (the index image, or the surface image with
// `ids`): planes, sky, walls, masked middles and things with depth;
// then, reading the view as they left it, the fuzz; the weapon on top.
void TrueView::Impl::record_passes(VkCommandBuffer cmd, const Image& color, bool ids) {
    const auto& p = pipes[extended_level ? 1 : 0][ids ? 1 : 0];
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
    const bool spans = spans_this_frame && !ids;
    if (spans) {
        clear_plane_keys(cmd);
    } else if (!s.plane_keys_general) {
        // Frames without the span pass never touch it, but its descriptor says GENERAL.
        transition(cmd, {{.image = s.plane_keys->get(),
                          .before = {VK_PIPELINE_STAGE_2_NONE, VK_ACCESS_2_NONE},
                          .after = {VK_PIPELINE_STAGE_2_FRAGMENT_SHADER_BIT, VK_ACCESS_2_NONE},
                          .old_layout = VK_IMAGE_LAYOUT_UNDEFINED,
                          .new_layout = VK_IMAGE_LAYOUT_GENERAL}});
        s.plane_keys_general = true;
    }
    start(true);
    // Walls first, nearest first: the planes behind them then fail the depth test early.
    const auto draw_range = [&](Pipe pipe, std::int32_t kind, scene::DrawRange r, const Buffer& vertices) {
        if (r.count == 0) return;
        const VkBuffer b = vertices.get();
        vkCmdBindVertexBuffers(cmd, 0, 1, &b, &zero);
        vkCmdBindIndexBuffer(cmd, s.indices.get(), 0, VK_INDEX_TYPE_UINT32);
        vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[pipe].get());
        push(kind);
        vkCmdDrawIndexed(cmd, r.count, 1, r.first, 0, 0);
    };
    const auto draw_list = [&](Pipe pipe, std::int32_t kind, TrueDrawList list, const Buffer& vertices) {
        draw_range(pipe, kind, draws.range(list), vertices);
    };
    const bool records = !column_runs.runs.empty();  // pitch 0: record_wall_columns ran
    draw_list(records ? kLevelWalls : kWalls, kTexturedParts, kTexturedWallList, wall_vertices);
    draw_list(kSkyWalls, kSkyParts, kSkyWallList, wall_vertices);
    draw_list(kFloodWalls, kFloodParts, kFloodWallList, wall_vertices);
    // 3D floors' sides: no column records (those are the map's segs').
    draw_list(kWalls, kTexturedParts, kSlabWallList, wall_vertices);
    // shaders/true_plane.vert: the push constant says floor (0) or ceiling (1), + 2 for the sky.
    draw_list(kPlanes, 0, kSlopedFloorList, flat_vertices);
    draw_list(kPlanes, 1, kSlopedCeilingList, flat_vertices);
    draw_list(spans ? kPlaneKeyPipe : kPlanes, 0, kFloorList, flat_vertices);
    draw_list(spans ? kPlaneKeyPipe : kPlanes, 1, kCeilingList, flat_vertices);
    draw_list(kSkyPlanes, 2, kSkyFloorList, flat_vertices);
    draw_list(kSkyPlanes, 3, kSkyCeilingList, flat_vertices);
    // The frame's times (frame_cost.h) as bench render names them for this
    // view: "planes" the depth pass (walls and planes), "walls" the spans.
    if (spans) {
        target.end_pass(cmd, color);
        ring.mark(cmd, kMarkPlanes);
        record_spans(cmd);
        ring.mark(cmd, kMarkWalls);
        start(false);
    } else if (!ids) {
        ring.mark(cmd, kMarkPlanes);
        ring.mark(cmd, kMarkWalls);
    }
    // Masked middles after the planes' spans, as R_DrawMasked draws them:
    // a plane's span runs on behind them.
    draw_list(records ? kLevelMasked : kMasked, kMaskedParts, kMaskedWallList, wall_vertices);
    if (opaque_things) {
        vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[kThings].get());
        vkCmdDraw(cmd, kThingVertices, opaque_things, 0, 0);
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
        if (item.slab) {
            copy_behind();
            // Its sides, then its planes (floor and ceiling: the shader
            // keeps the side facing the eye), as the opaque are drawn.
            const std::int32_t blend = looks->slab_blend(item.index) << 8;
            draw_range(kBlendedWalls, kTexturedParts | blend, draws.slab_walls(item.index), wall_vertices);
            draw_range(kBlendedPlanes, 0 | blend, draws.slab_planes(item.index), flat_vertices);
            draw_range(kBlendedPlanes, 1 | blend, draws.slab_planes(item.index), flat_vertices);
            continue;
        }
        const scene::DrawRange quad = item.thing ? scene::DrawRange{} : masked_quads[item.index];
        if (!item.thing && quad.count == 0) continue;
        copy_behind();
        if (item.thing) {
            vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[kBlendedThings].get());
            vkCmdDraw(cmd, kThingVertices, 1, 0, item.index);
        } else {
            const VkBuffer b = wall_vertices.get();
            vkCmdBindVertexBuffers(cmd, 0, 1, &b, &zero);
            vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[records ? kLevelBlendedMasked : kBlendedMasked].get());
            push(kBlendedParts);
            vkCmdDraw(cmd, quad.count, 1, quad.first, 0);
        }
    }
    const bool any_fuzz = fuzz_things || std::find(weapon_fuzz.begin(), weapon_fuzz.end(), true) != weapon_fuzz.end();
    if (any_fuzz) copy_behind();
    if (fuzz_things) {
        vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[kFuzz].get());
        vkCmdDraw(cmd, kThingVertices, fuzz_things, 0, fuzz_first);
    }
    for (std::size_t i = 0; i < weapon_fuzz.size(); ++i) {
        vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, p[weapon_fuzz[i] ? kFuzzWeapon : kWeapon].get());
        vkCmdDraw(cmd, 6, 1, 0, weapon_first + static_cast<std::uint32_t>(i));
    }
    target.end_pass(cmd, color);
    if (!ids) ring.mark(cmd, kMarkThings);
}

void TrueView::Impl::clear_plane_keys(VkCommandBuffer cmd) {
    const Image& keys = *slot().plane_keys;
    const Use clear_write{VK_PIPELINE_STAGE_2_CLEAR_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT};
    // The last frame's span pass read them; their contents go.
    transition(cmd, {{.image = keys.get(),
                      .before = {VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT, VK_ACCESS_2_NONE},
                      .after = clear_write,
                      .old_layout = VK_IMAGE_LAYOUT_UNDEFINED,
                      .new_layout = VK_IMAGE_LAYOUT_GENERAL}});
    const VkClearColorValue none{};
    const VkImageSubresourceRange all{VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    vkCmdClearColorImage(cmd, keys.get(), VK_IMAGE_LAYOUT_GENERAL, &none, 1, &all);
    slot().plane_keys_general = true;
    transition(cmd, {{.image = keys.get(),
                      .before = clear_write,
                      .after = {VK_PIPELINE_STAGE_2_FRAGMENT_SHADER_BIT, VK_ACCESS_2_SHADER_STORAGE_WRITE_BIT},
                      .old_layout = VK_IMAGE_LAYOUT_GENERAL,
                      .new_layout = VK_IMAGE_LAYOUT_GENERAL}});
}

void TrueView::Impl::record_wall_columns(VkCommandBuffer cmd) {
    const VkDescriptorSet set = slot_set();
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, wall_columns_pipe.get());
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout.get(), 0, 1, &set, 0, nullptr);
    vkCmdDispatch(cmd, static_cast<std::uint32_t>(column_runs.runs.size()), 1, 1);  // a workgroup a seg
    buffer_barrier(cmd, slot().wall_columns.get(), {VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT, VK_ACCESS_2_SHADER_STORAGE_WRITE_BIT},
                   {VK_PIPELINE_STAGE_2_FRAGMENT_SHADER_BIT, VK_ACCESS_2_SHADER_READ_BIT});
}

void TrueView::Impl::record_spans(VkCommandBuffer cmd) {
    const OffscreenTarget& target = *ring.slot().target;
    transition(cmd, {{.image = slot().plane_keys->get(),
                      .before = {VK_PIPELINE_STAGE_2_FRAGMENT_SHADER_BIT, VK_ACCESS_2_SHADER_STORAGE_WRITE_BIT},
                      .after = {VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT, VK_ACCESS_2_SHADER_STORAGE_READ_BIT},
                      .old_layout = VK_IMAGE_LAYOUT_GENERAL,
                      .new_layout = VK_IMAGE_LAYOUT_GENERAL}});
    target.begin_compute_writes(cmd);
    const VkDescriptorSet set = slot_set();
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, spans_pipe.get());
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout.get(), 0, 1, &set, 0, nullptr);
    const auto rows = static_cast<std::uint32_t>(tables.height);
    constexpr std::uint32_t kRowsPerGroup = 64;  // shaders/true_spans.comp
    vkCmdDispatch(cmd, span_rows == SpanRows::workgroup ? rows : (rows + kRowsPerGroup - 1) / kRowsPerGroup, 1, 1);
    target.end_compute_writes(cmd);
}

// Prepares and submits a frame into `frame`; with surfaces kept it waits
// for the device and reads them (compare).
void TrueView::Impl::begin(const sim::World& world, int player, Frame& frame, const ScreenLayout& screen,
           const overlay::StatusStrip* strip) {
    check_level_view(world, player, frame, screen);
    ring.start(frame);
    FrameCost cost;
    auto t = Clock::now();
    prepare_size(screen);
    prepare_level(world);
    if (looks->apply(world.look_changes)) restyle(world);
    looks->follow_wall_lights(world);
    ++frame_number;
    TrueEye eye = true_eye(world, player, tables);
    if (pitch) eye.pitch = std::clamp(*pitch, -kMostPitch, kMostPitch);
    level_view = eye.pitch == 0.0;
    spans_this_frame = span_pass && level_view;
    const sim::Player& seer = viewer(world, player);
    water = {seer.mo ? world.sectors[static_cast<std::size_t>(world.mobj_sector(*seer.mo))].heightsec : -1, seer.viewz,
             world.textures.sky_flat};
    view_colour = boom_view_colour_base(*looks, world, seer);
    level_tables.update(world, water, view_colour, pixels, assets->textures, *looks, pixel_data, dense, skies);
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
    if (!column_runs.runs.empty()) record_wall_columns(cmd);
    record_passes(cmd, ring.slot().target->indices(), false);
    if (want_surfaces) record_surfaces(cmd);
    cost.submit_ms = ms_since(t);
    ring.submit(cmd, frame, screen, strip, draw_strip, cost);
    if (want_surfaces) {
        ring.finish_slot(ring.last_submitted());
        read_surfaces();
    }
}

void TrueView::Impl::prepare_surfaces(const ScreenLayout& screen) {
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
void TrueView::Impl::record_surfaces(VkCommandBuffer cmd) {
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

void TrueView::Impl::read_surfaces() {
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

}  // namespace render::vulkan
