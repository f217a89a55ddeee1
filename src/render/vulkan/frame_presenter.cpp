#include "render/vulkan/frame_presenter.h"

#include <algorithm>
#include <cstring>

#include "render/vulkan/barriers.h"
#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {
namespace {

struct Placement {
    std::int32_t frame_size[2];
    std::int32_t origin[2];
    std::int32_t size[2];
    std::int32_t srgb_target;
};
static_assert(sizeof(Placement) == 28, "mirrors the push constants of shaders/present.frag");

constexpr VkDeviceSize kPaletteBytes = 256 * 4;

// Where the palette pass draws: the rectangle the CPU painter fills too.
VkRect2D fit(const Frame& frame, VkExtent2D window) {
    const WindowRect r = fit_in_window(frame.width, frame.height, static_cast<int>(window.width),
                                       static_cast<int>(window.height));
    return {{r.x, r.y}, {static_cast<std::uint32_t>(r.width), static_cast<std::uint32_t>(r.height)}};
}

// The byte order of a swapchain format the copy can fill, or none. An
// sRGB format takes the palette's bytes as they are, as the palette pass
// (which hands it linear values to encode) shows them.
std::optional<PixelOrder> pixel_order(VkFormat format) {
    switch (format) {
        case VK_FORMAT_R8G8B8A8_UNORM:
        case VK_FORMAT_R8G8B8A8_SRGB:
            return PixelOrder::rgba;
        case VK_FORMAT_B8G8R8A8_UNORM:
        case VK_FORMAT_B8G8R8A8_SRGB:
            return PixelOrder::bgra;
        default:
            return std::nullopt;
    }
}

SemaphoreHandle make_semaphore(VkDevice device) {
    VkSemaphoreCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO;
    VkSemaphore semaphore = VK_NULL_HANDLE;
    check(vkCreateSemaphore(device, &info, nullptr, &semaphore), "vkCreateSemaphore");
    return SemaphoreHandle(device, semaphore);
}

}  // namespace

FramePresenter::FramePresenter(Context& context, bool vsync, std::optional<PresentPath> path)
    : context_(context),
      wanted_(path.value_or(context.info().is_cpu ? PresentPath::cpu_copy : PresentPath::palette_pass)),
      path_(wanted_),
      vsync_(vsync),
      swapchain_vsync_(vsync),
      commands_(context.device(), context.queue_family(), kFramesInFlight) {
    const VkDevice device = context.device();
    const DescriptorBinding binding{0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_SHADER_STAGE_FRAGMENT_BIT};
    set_layout_ = DescriptorSetLayout::create(context, std::span(&binding, 1));
    sets_ = DescriptorSets::create(context, set_layout_, kFramesInFlight);
    const VkDescriptorSetLayout set_layouts[] = {set_layout_.get()};
    const VkPushConstantRange push{VK_SHADER_STAGE_FRAGMENT_BIT, 0, sizeof(Placement)};
    layout_ = PipelineLayout::create(context, set_layouts, std::span(&push, 1));

    for (InFlight& slot : slots_) slot.image_acquired = make_semaphore(device);
}

FramePresenter::~FramePresenter() { vkDeviceWaitIdle(context_.device()); }

void FramePresenter::rebuild(VkExtent2D window) {
    check(vkDeviceWaitIdle(context_.device()), "vkDeviceWaitIdle");
    swapchain_ = Swapchain::create(context_, window, vsync_, swapchain_.get());
    swapchain_vsync_ = vsync_;
    requested_ = window;
    image_rendered_.clear();
    if (swapchain_.get() == VK_NULL_HANDLE) return;  // no area to show anything in
    for (std::size_t i = 0; i < swapchain_.image_count(); ++i) image_rendered_.push_back(make_semaphore(context_.device()));
    path_ = wanted_ == PresentPath::cpu_copy && swapchain_.copy_target() && pixel_order(swapchain_.format())
                ? PresentPath::cpu_copy
                : PresentPath::palette_pass;
    if (path_ == PresentPath::cpu_copy) {
        if (!painter_) painter_ = std::make_unique<WindowPainter>();
        return;
    }
    if (swapchain_.format() != pipeline_format_) {
        GraphicsPipelineDesc desc;
        desc.vertex_shader = "present.vert";
        desc.fragment_shader = "present.frag";
        desc.color_format = swapchain_.format();
        pipeline_ = GraphicsPipeline::create(context_, desc, layout_);
        pipeline_format_ = swapchain_.format();
    }
}

void FramePresenter::fill_picture(InFlight& slot, const Frame& frame, std::span<const assets::Rgb, 256> palette) {
    const VkDeviceSize index_bytes = (frame.pixels.size() + 3) / 4 * 4;
    if (slot.picture.size() < kPaletteBytes + index_bytes) {
        // The slot's fence has been waited on, so its set is free to rewrite.
        slot.picture = Buffer::create(context_, kPaletteBytes + index_bytes, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
                                      MemoryUse::host_upload);
        write_storage_buffer(context_, sets_[static_cast<std::uint32_t>(&slot - slots_.data())], 0, slot.picture);
    }
    std::span<std::byte> bytes = slot.picture.mapped();
    for (std::size_t i = 0; i < 256; ++i) {
        const std::uint8_t packed[4] = {palette[i].r, palette[i].g, palette[i].b, 255};
        std::memcpy(bytes.data() + i * 4, packed, 4);
    }
    std::memcpy(bytes.data() + kPaletteBytes, frame.pixels.data(), frame.pixels.size());
}

void FramePresenter::paint_window(InFlight& slot, const Frame& frame, std::span<const assets::Rgb, 256> palette) {
    const VkExtent2D extent = swapchain_.extent();
    const std::size_t pixels = static_cast<std::size_t>(extent.width) * extent.height;
    if (slot.window.size() < pixels * 4)
        slot.window = Buffer::create(context_, pixels * 4, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, MemoryUse::host_upload);
    const std::span<std::uint32_t> out(reinterpret_cast<std::uint32_t*>(slot.window.mapped().data()), pixels);
    painter_->paint(frame, palette, *pixel_order(swapchain_.format()), static_cast<int>(extent.width),
                    static_cast<int>(extent.height), out);
}

// The window's pixels straight into the image: no pass, no scaling on the device.
void FramePresenter::record_copy(InFlight& slot, std::uint32_t image) {
    VkCommandBuffer cmd = commands_.commands(static_cast<std::size_t>(&slot - slots_.data()));
    begin_one_time_commands(cmd);
    const VkImage target = swapchain_.image(image);
    const Use copy{VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT};
    // The acquire semaphore is waited at COPY, so the layout change is
    // ordered after the presentation engine let go.
    transition(cmd, {{target, VK_IMAGE_ASPECT_COLOR_BIT, {VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_NONE}, copy,
                      VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL}});
    VkBufferImageCopy region{};
    region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
    region.imageExtent = {swapchain_.extent().width, swapchain_.extent().height, 1};
    vkCmdCopyBufferToImage(cmd, slot.window.get(), target, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region);
    transition(cmd, {{target, VK_IMAGE_ASPECT_COLOR_BIT, copy, {VK_PIPELINE_STAGE_2_NONE, VK_ACCESS_2_NONE},
                      VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_PRESENT_SRC_KHR}});
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
}

void FramePresenter::record(InFlight& slot, std::uint32_t image, const Frame& frame) {
    VkCommandBuffer cmd = commands_.commands(static_cast<std::size_t>(&slot - slots_.data()));
    begin_one_time_commands(cmd);

    const VkImage target = swapchain_.image(image);
    const Use attachment{VK_PIPELINE_STAGE_2_COLOR_ATTACHMENT_OUTPUT_BIT, VK_ACCESS_2_COLOR_ATTACHMENT_WRITE_BIT};
    // The acquire semaphore is waited at COLOR_ATTACHMENT_OUTPUT, so the
    // layout change is ordered after the presentation engine let go.
    transition(cmd, {{target, VK_IMAGE_ASPECT_COLOR_BIT, {VK_PIPELINE_STAGE_2_COLOR_ATTACHMENT_OUTPUT_BIT, VK_ACCESS_2_NONE},
                      attachment, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL}});

    VkRenderingAttachmentInfo colour{};
    colour.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO;
    colour.imageView = swapchain_.view(image);
    colour.imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
    colour.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;
    colour.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    colour.clearValue.color = {{0.0f, 0.0f, 0.0f, 1.0f}};
    VkRenderingInfo rendering{};
    rendering.sType = VK_STRUCTURE_TYPE_RENDERING_INFO;
    rendering.renderArea = {{0, 0}, swapchain_.extent()};
    rendering.layerCount = 1;
    rendering.colorAttachmentCount = 1;
    rendering.pColorAttachments = &colour;
    vkCmdBeginRendering(cmd, &rendering);

    const VkRect2D area = fit(frame, swapchain_.extent());
    const VkViewport viewport{static_cast<float>(area.offset.x), static_cast<float>(area.offset.y),
                              static_cast<float>(area.extent.width), static_cast<float>(area.extent.height), 0.0f, 1.0f};
    vkCmdSetViewport(cmd, 0, 1, &viewport);
    vkCmdSetScissor(cmd, 0, 1, &area);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline_.get());
    const VkDescriptorSet set = sets_[static_cast<std::uint32_t>(&slot - slots_.data())];
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout_.get(), 0, 1, &set, 0, nullptr);
    const Placement placement{{frame.width, frame.height},
                              {area.offset.x, area.offset.y},
                              {static_cast<std::int32_t>(area.extent.width), static_cast<std::int32_t>(area.extent.height)},
                              swapchain_.srgb() ? 1 : 0};
    vkCmdPushConstants(cmd, layout_.get(), VK_SHADER_STAGE_FRAGMENT_BIT, 0, sizeof placement, &placement);
    vkCmdDraw(cmd, 3, 1, 0, 0);
    vkCmdEndRendering(cmd);

    transition(cmd, {{target, VK_IMAGE_ASPECT_COLOR_BIT, attachment, {VK_PIPELINE_STAGE_2_NONE, VK_ACCESS_2_NONE},
                      VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_IMAGE_LAYOUT_PRESENT_SRC_KHR}});
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
}

bool FramePresenter::present(const Frame& frame, std::span<const assets::Rgb, 256> palette, VkExtent2D window) {
    if (window.width == 0 || window.height == 0 || frame.width <= 0 || frame.height <= 0) return false;
    if (swapchain_.get() == VK_NULL_HANDLE || vsync_ != swapchain_vsync_ || requested_.width != window.width ||
        requested_.height != window.height)
        rebuild(window);
    if (swapchain_.get() == VK_NULL_HANDLE) return false;

    // A slot whose submission was refused has a fence that never signals.
    if (context_.lost()) throw DeviceLost("Vulkan: " + context_.info().name + " was lost earlier");

    InFlight& slot = slots_[next_];
    const VkDevice device = context_.device();
    const VkFence done = commands_.done(next_);
    check(vkWaitForFences(device, 1, &done, VK_TRUE, UINT64_MAX), "vkWaitForFences");

    std::uint32_t image = 0;
    VkResult acquired =
        vkAcquireNextImageKHR(device, swapchain_.get(), UINT64_MAX, slot.image_acquired.get(), VK_NULL_HANDLE, &image);
    if (acquired == VK_ERROR_OUT_OF_DATE_KHR) {
        // The window changed under the swapchain (resized between our size
        // query and now): a new one for the size it has, and one more try.
        rebuild(window);
        if (swapchain_.get() == VK_NULL_HANDLE) return false;
        acquired = vkAcquireNextImageKHR(device, swapchain_.get(), UINT64_MAX, slot.image_acquired.get(),
                                         VK_NULL_HANDLE, &image);
        if (acquired == VK_ERROR_OUT_OF_DATE_KHR) return false;
    }
    if (acquired != VK_SUBOPTIMAL_KHR) check(acquired, "vkAcquireNextImageKHR");

    check(vkResetFences(device, 1, &done), "vkResetFences");
    const bool copy = path_ == PresentPath::cpu_copy;
    if (copy) {
        paint_window(slot, frame, palette);
        record_copy(slot, image);
    } else {
        fill_picture(slot, frame, palette);
        record(slot, image, frame);
    }

    VkSemaphoreSubmitInfo wait{};
    wait.sType = VK_STRUCTURE_TYPE_SEMAPHORE_SUBMIT_INFO;
    wait.semaphore = slot.image_acquired.get();
    wait.stageMask = copy ? VK_PIPELINE_STAGE_2_COPY_BIT : VK_PIPELINE_STAGE_2_COLOR_ATTACHMENT_OUTPUT_BIT;
    VkSemaphoreSubmitInfo signal{};
    signal.sType = VK_STRUCTURE_TYPE_SEMAPHORE_SUBMIT_INFO;
    signal.semaphore = image_rendered_[image].get();
    signal.stageMask = copy ? VK_PIPELINE_STAGE_2_COPY_BIT : VK_PIPELINE_STAGE_2_ALL_GRAPHICS_BIT;
    VkCommandBufferSubmitInfo commands{};
    commands.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_SUBMIT_INFO;
    commands.commandBuffer = commands_.commands(next_);
    VkSubmitInfo2 submit{};
    submit.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO_2;
    submit.waitSemaphoreInfoCount = 1;
    submit.pWaitSemaphoreInfos = &wait;
    submit.commandBufferInfoCount = 1;
    submit.pCommandBufferInfos = &commands;
    submit.signalSemaphoreInfoCount = 1;
    submit.pSignalSemaphoreInfos = &signal;
    check(context_.submit(submit, done), "vkQueueSubmit2");

    const VkSemaphore rendered = image_rendered_[image].get();
    const VkSwapchainKHR swapchain = swapchain_.get();
    VkPresentInfoKHR present_info{};
    present_info.sType = VK_STRUCTURE_TYPE_PRESENT_INFO_KHR;
    present_info.waitSemaphoreCount = 1;
    present_info.pWaitSemaphores = &rendered;
    present_info.swapchainCount = 1;
    present_info.pSwapchains = &swapchain;
    present_info.pImageIndices = &image;
    const VkResult presented = vkQueuePresentKHR(context_.queue(), &present_info);
    next_ = (next_ + 1) % kFramesInFlight;
    if (presented == VK_ERROR_OUT_OF_DATE_KHR || presented == VK_SUBOPTIMAL_KHR) {
        rebuild(window);
        return true;
    }
    check(presented, "vkQueuePresentKHR");
    return true;
}

}  // namespace render::vulkan
