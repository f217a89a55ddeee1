#include "render/vulkan/offscreen_target.h"

#include <array>
#include <cstring>
#include <span>

#include "base/error.h"
#include "render/vulkan/barriers.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/formats.h"

namespace render::vulkan {
namespace {

// Who may use a colour image while it rests.
constexpr Use kResting{VK_PIPELINE_STAGE_2_FRAGMENT_SHADER_BIT | VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT,
                       VK_ACCESS_2_SHADER_READ_BIT};
// Leaving the resting layout only has to wait for those reads to finish;
// the writes before it were made available when it was entered.
constexpr Use kAfterResting{kResting.stages, VK_ACCESS_2_NONE};
constexpr Use kColorWrite{VK_PIPELINE_STAGE_2_COLOR_ATTACHMENT_OUTPUT_BIT, VK_ACCESS_2_COLOR_ATTACHMENT_WRITE_BIT};
constexpr Use kComputeWrite{VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT, VK_ACCESS_2_SHADER_STORAGE_WRITE_BIT};
VkImageUsageFlags index_usage(bool compute_writes) {
    return VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
           (compute_writes ? VkImageUsageFlags{VK_IMAGE_USAGE_STORAGE_BIT} : 0u);
}
constexpr VkPipelineStageFlags2 kDepthStages =
    VK_PIPELINE_STAGE_2_EARLY_FRAGMENT_TESTS_BIT | VK_PIPELINE_STAGE_2_LATE_FRAGMENT_TESTS_BIT;

// Begins rendering a colour image that is cleared, so its old contents are discarded.
ImageTransition start_color(const Image& image) {
    return {.image = image.get(),
            .before = kAfterResting,
            .after = kColorWrite,
            .old_layout = VK_IMAGE_LAYOUT_UNDEFINED,
            .new_layout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL};
}

ImageTransition finish_color(const Image& image, VkImageLayout resting) {
    return {.image = image.get(),
            .before = kColorWrite,
            .after = kResting,
            .old_layout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
            .new_layout = resting};
}

// Into, between or out of compute shaders' writes (GENERAL layout).
ImageTransition compute_transition(const Image& image, Use before, Use after, VkImageLayout from, VkImageLayout to) {
    return {.image = image.get(), .before = before, .after = after, .old_layout = from, .new_layout = to};
}

VkRenderingAttachmentInfo color_attachment(const Image& image, VkClearColorValue clear) {
    VkRenderingAttachmentInfo attachment{};
    attachment.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO;
    attachment.imageView = image.view();
    attachment.imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
    attachment.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;
    attachment.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    attachment.clearValue.color = clear;
    return attachment;
}

VkExtent2D extent_of(const Image& image) {
    return {static_cast<std::uint32_t>(image.width()), static_cast<std::uint32_t>(image.height())};
}

void begin(VkCommandBuffer cmd, VkExtent2D extent, const VkRenderingAttachmentInfo& color,
           const VkRenderingAttachmentInfo* depth) {
    VkRenderingInfo info{};
    info.sType = VK_STRUCTURE_TYPE_RENDERING_INFO;
    info.renderArea.extent = extent;
    info.layerCount = 1;
    info.colorAttachmentCount = 1;
    info.pColorAttachments = &color;
    info.pDepthAttachment = depth;
    vkCmdBeginRendering(cmd, &info);

    VkViewport viewport{};
    viewport.width = static_cast<float>(extent.width);
    viewport.height = static_cast<float>(extent.height);
    viewport.maxDepth = 1.0f;
    vkCmdSetViewport(cmd, 0, 1, &viewport);
    const VkRect2D scissor{{0, 0}, extent};
    vkCmdSetScissor(cmd, 0, 1, &scissor);
}

}  // namespace

bool OffscreenTarget::can_map_indices(const Context& context, bool compute_writes) {
    return Image::can_host_map(context, kIndexFormat, index_usage(compute_writes));
}

bool OffscreenTarget::can_compute_write(const Context& context) {
    VkFormatProperties properties{};
    vkGetPhysicalDeviceFormatProperties(context.physical_device(), kIndexFormat, &properties);
    return (properties.optimalTilingFeatures & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT) != 0;
}

OffscreenTarget OffscreenTarget::create(Context& context, int width, int height, bool compute_writes,
                                        IndexReadback readback) {
    OffscreenTarget target;
    if (readback == IndexReadback::mapped) {
        // The host may read a linear image's memory only in the GENERAL layout.
        target.indices_ = Image::create_host_mapped(context, width, height, kIndexFormat, index_usage(compute_writes));
        target.resting_ = VK_IMAGE_LAYOUT_GENERAL;
    } else {
        target.indices_ = Image::create(context, width, height, kIndexFormat, index_usage(compute_writes));
        target.index_readback_ =
            Buffer::create(context, static_cast<VkDeviceSize>(width) * static_cast<VkDeviceSize>(height),
                           VK_BUFFER_USAGE_TRANSFER_DST_BIT, MemoryUse::host_readback);
    }
    target.depth_ = Image::create(context, width, height, kDepthFormat, VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT);
    target.rgba_ = Image::create(context, width, height, kRgbaFormat,
                                 VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_SAMPLED_BIT |
                                     VK_IMAGE_USAGE_TRANSFER_SRC_BIT);
    // Into the resting layout, so the first pass starts like every other.
    context.submit_and_wait([&](VkCommandBuffer cmd) {
        const Use nothing_yet{};
        transition(cmd, {{.image = target.indices_.get(),
                          .before = nothing_yet,
                          .after = kResting,
                          .old_layout = VK_IMAGE_LAYOUT_UNDEFINED,
                          .new_layout = target.resting_},
                         {.image = target.rgba_.get(),
                          .before = nothing_yet,
                          .after = kResting,
                          .old_layout = VK_IMAGE_LAYOUT_UNDEFINED,
                          .new_layout = target.resting_}});
    });
    return target;
}

void OffscreenTarget::begin_rendering(VkCommandBuffer cmd, std::uint8_t clear_index, float clear_depth) const {
    VkClearColorValue clear{};
    clear.uint32[0] = clear_index;
    start_pass(cmd, indices_, &clear, std::nullopt, clear_depth);
}

void OffscreenTarget::end_rendering(VkCommandBuffer cmd) const { end_pass(cmd, indices_); }

void OffscreenTarget::begin_pass(VkCommandBuffer cmd, const Image& color, const VkClearColorValue* clear,
                                 std::optional<VkExtent2D> area) const {
    start_pass(cmd, color, clear, area, std::nullopt);
}

void OffscreenTarget::start_pass(VkCommandBuffer cmd, const Image& color, const VkClearColorValue* clear,
                                 std::optional<VkExtent2D> area, std::optional<float> clear_depth,
                                 bool keep_depth) const {
    const VkImageLayout depth_layout = VK_IMAGE_LAYOUT_DEPTH_ATTACHMENT_OPTIMAL;
    // Cleared each time, so what a last pass left needs no wait.
    const ImageTransition depth_transition{
        .image = depth_.get(),
        .aspect = VK_IMAGE_ASPECT_DEPTH_BIT,
        .before = {kDepthStages, VK_ACCESS_2_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT},
        .after = {kDepthStages,
                  VK_ACCESS_2_DEPTH_STENCIL_ATTACHMENT_READ_BIT | VK_ACCESS_2_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT},
        .old_layout = VK_IMAGE_LAYOUT_UNDEFINED,
        .new_layout = depth_layout};
    const VkExtent2D extent = area.value_or(extent_of(color));
    const bool whole = extent.width >= extent_of(color).width && extent.height >= extent_of(color).height;
    if (clear && whole) {
        transition(cmd, {start_color(color)});
    } else {
        // Loading the kept contents (or keeping those outside the area) reads them.
        transition(cmd, {{.image = color.get(),
                          .before = kAfterResting,
                          .after = {kColorWrite.stages,
                                    VK_ACCESS_2_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_2_COLOR_ATTACHMENT_WRITE_BIT},
                          .old_layout = resting_,
                          .new_layout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL}});
    }
    if (clear_depth) transition(cmd, {depth_transition});
    if (keep_depth) {
        ImageTransition kept = depth_transition;
        kept.old_layout = depth_layout;
        transition(cmd, {kept});
    }

    VkRenderingAttachmentInfo color_info = color_attachment(color, clear ? *clear : VkClearColorValue{});
    if (!clear) color_info.loadOp = VK_ATTACHMENT_LOAD_OP_LOAD;
    VkRenderingAttachmentInfo depth{};
    depth.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO;
    depth.imageView = depth_.view();
    depth.imageLayout = depth_layout;
    depth.loadOp = keep_depth ? VK_ATTACHMENT_LOAD_OP_LOAD : VK_ATTACHMENT_LOAD_OP_CLEAR;
    depth.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    depth.clearValue.depthStencil.depth = clear_depth.value_or(1.0f);
    begin(cmd, extent, color_info, clear_depth || keep_depth ? &depth : nullptr);
}

void OffscreenTarget::begin_depth_pass(VkCommandBuffer cmd, const Image& color, const VkClearColorValue* clear,
                                       std::optional<float> clear_depth, VkExtent2D area) const {
    start_pass(cmd, color, clear, area, clear_depth, !clear_depth);
}

void OffscreenTarget::end_pass(VkCommandBuffer cmd, const Image& color) const {
    vkCmdEndRendering(cmd);
    transition(cmd, {finish_color(color, resting_)});
}

void OffscreenTarget::begin_compute_writes(VkCommandBuffer cmd) const {
    // The last pass's writes were made available when the image came to rest.
    transition(cmd, {compute_transition(indices_, kAfterResting, kComputeWrite, resting_, VK_IMAGE_LAYOUT_GENERAL)});
}

void OffscreenTarget::between_compute_writes(VkCommandBuffer cmd) const {
    transition(cmd, {compute_transition(indices_, kComputeWrite, kComputeWrite, VK_IMAGE_LAYOUT_GENERAL,
                                        VK_IMAGE_LAYOUT_GENERAL)});
}

void OffscreenTarget::end_compute_writes(VkCommandBuffer cmd) const {
    transition(cmd, {compute_transition(indices_, kComputeWrite, kResting, VK_IMAGE_LAYOUT_GENERAL, resting_)});
}

void OffscreenTarget::copy_for_fragment_shaders(VkCommandBuffer cmd, const Image& image, VkBuffer buffer,
                                                VkExtent2D extent) const {
    const Use copy_write{VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT};
    const Use fragment_read{VK_PIPELINE_STAGE_2_FRAGMENT_SHADER_BIT, VK_ACCESS_2_SHADER_READ_BIT};
    // The buffer may still be read by an earlier pass.
    buffer_barrier(cmd, buffer, {fragment_read.stages, VK_ACCESS_2_NONE}, copy_write);
    copy_resting_image(cmd, image, buffer, extent);
    buffer_barrier(cmd, buffer, copy_write, fragment_read);
}

void OffscreenTarget::begin_rgba_rendering(VkCommandBuffer cmd) const {
    transition(cmd, {start_color(rgba_)});
    VkClearColorValue black{};
    black.float32[3] = 1.0f;
    const VkRenderingAttachmentInfo color = color_attachment(rgba_, black);
    begin(cmd, extent_of(rgba_), color, nullptr);
}

void OffscreenTarget::end_rgba_rendering(VkCommandBuffer cmd) const {
    vkCmdEndRendering(cmd);
    transition(cmd, {finish_color(rgba_, resting_)});
}

Frame OffscreenTarget::read_indices(Context& context) const {
    context.submit_and_wait([&](VkCommandBuffer cmd) { record_index_readback(cmd); });
    Frame frame(width(), height());
    const Image::MappedRows rows = indices_read_back();
    for (int y = 0; y < rows.rows; ++y)
        std::memcpy(frame.row(y), rows.first + static_cast<std::size_t>(y) * rows.pitch, static_cast<std::size_t>(width()));
    return frame;
}

void OffscreenTarget::record_index_readback(VkCommandBuffer cmd) const {
    if (!indices_.mapped_rows().first) {
        record_copy(cmd, indices_, index_readback_);
        return;
    }
    // The passes' writes, from draws, compute shaders or copies, made visible to the host.
    const Use writes{kColorWrite.stages | kComputeWrite.stages | VK_PIPELINE_STAGE_2_COPY_BIT,
                     kColorWrite.access | kComputeWrite.access | VK_ACCESS_2_TRANSFER_WRITE_BIT};
    transition(cmd, {{.image = indices_.get(),
                      .before = writes,
                      .after = {VK_PIPELINE_STAGE_2_HOST_BIT, VK_ACCESS_2_HOST_READ_BIT},
                      .old_layout = resting_,
                      .new_layout = resting_}});
}

Image::MappedRows OffscreenTarget::indices_read_back() const {
    if (indices_.mapped_rows().first) return indices_.mapped_rows();
    return {index_readback_.mapped().data(), static_cast<std::size_t>(width()), height()};
}

std::vector<std::uint8_t> OffscreenTarget::read_rgba(Context& context) const { return read(context, rgba_); }

std::vector<std::uint8_t> OffscreenTarget::read(Context& context, const Image& image) const {
    const std::size_t size = static_cast<std::size_t>(image.width()) * static_cast<std::size_t>(image.height()) *
                             texel_size(image.format());
    const Buffer staging = Buffer::create(context, size, VK_BUFFER_USAGE_TRANSFER_DST_BIT, MemoryUse::host_readback);
    context.submit_and_wait([&](VkCommandBuffer cmd) { record_copy(cmd, image, staging); });
    const std::span<const std::byte> bytes = staging.mapped();
    std::vector<std::uint8_t> pixels(size);
    std::memcpy(pixels.data(), bytes.data(), size);
    return pixels;
}

void OffscreenTarget::copy_resting_image(VkCommandBuffer cmd, const Image& image, VkBuffer buffer,
                                         VkExtent2D extent) const {
    transition(cmd, {{.image = image.get(),
                      .before = kAfterResting,
                      .after = {VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_TRANSFER_READ_BIT},
                      .old_layout = resting_,
                      .new_layout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL}});
    const VkBufferImageCopy region = colour_copy_region(extent.width, extent.height);
    vkCmdCopyImageToBuffer(cmd, image.get(), VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, buffer, 1, &region);
    transition(cmd, {{.image = image.get(),
                      .before = {VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_NONE},
                      .after = kResting,
                      .old_layout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                      .new_layout = resting_}});
}

void OffscreenTarget::record_copy(VkCommandBuffer cmd, const Image& image, const Buffer& buffer) const {
    copy_resting_image(cmd, image, buffer.get(), extent_of(image));
    // The fence only covers the device; the host read needs its own barrier.
    buffer_barrier(cmd, buffer.get(), {VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT},
                   {VK_PIPELINE_STAGE_2_HOST_BIT, VK_ACCESS_2_HOST_READ_BIT});
}

}  // namespace render::vulkan
