#include "render/vulkan/exact_view.h"

namespace render::vulkan {

// The walls; the floors and ceilings, and the wall margins the planes
// show through, at plane depth; then the things, the masked middles,
// the things that fuzz and the weapon.
void LevelRenderer::Impl::draw(VkCommandBuffer cmd, const ScreenLayout& screen) {
    ExactSlot& s = slot();
    OffscreenTarget& target = this->target();
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
        ring.mark(cmd, kMarkPlanes);
        for (const scene::WallPart part : {scene::WallPart::Middle, scene::WallPart::Lower, scene::WallPart::Upper})
            draw_walls(walls[static_cast<std::size_t>(part)], kWalls, part_range(part));
        ring.mark(cmd, kMarkWalls);
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
    ring.mark(cmd, kMarkThings);
}

// ViewPasses::compute: the view cleared, then the spans, the sky and
// the walls, each tile writing only its own pixels.
void LevelRenderer::Impl::fill_tiles(VkCommandBuffer cmd, VkDescriptorSet set, std::size_t stepping, VkExtent2D view_size) {
    OffscreenTarget& target = this->target();
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
    ring.mark(cmd, kMarkPlanes);
    for (const TileKind kind : {kMiddleTiles, kLowerTiles, kUpperTiles}) fill(tile_pipelines[kind], kind);
    ring.mark(cmd, kMarkWalls);
    target.end_compute_writes(cmd);
}

}  // namespace render::vulkan
