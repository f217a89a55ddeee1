#include "render/vulkan/image.h"

#include <cstring>
#include <string>

#include "render/vulkan/barriers.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/formats.h"
#include "render/vulkan/memory.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {
namespace {

std::string describe(int width, int height, VkFormat format) {
    return std::to_string(width) + "x" + std::to_string(height) + " " + format_name(format) + " image";
}

void check_supported(const Context& context, int width, int height, VkFormat format, VkImageUsageFlags usage,
                     VkImageTiling tiling) {
    const std::uint32_t limit = context.info().max_image_dimension_2d;
    if (width < 1 || height < 1 || static_cast<std::uint32_t>(width) > limit ||
        static_cast<std::uint32_t>(height) > limit)
        throw base::Error("Vulkan: cannot make a " + describe(width, height, format) + ": " + context.info().name +
                          " allows 1 to " + std::to_string(limit) + " pixels a side");
    VkImageFormatProperties properties{};
    const VkResult supported = vkGetPhysicalDeviceImageFormatProperties(
        context.physical_device(), format, VK_IMAGE_TYPE_2D, tiling, usage, 0, &properties);
    if (supported != VK_SUCCESS)
        throw base::Error("Vulkan: " + context.info().name + " cannot make a " + describe(width, height, format) +
                          " with usage flags " + std::to_string(usage) + " (" + result_name(supported) + ")");
}

}  // namespace

Image Image::create(const Context& context, int width, int height, VkFormat format, VkImageUsageFlags usage) {
    return make(context, width, height, format, usage, VK_IMAGE_TILING_OPTIMAL);
}

Image Image::create_host_mapped(const Context& context, int width, int height, VkFormat format,
                                VkImageUsageFlags usage) {
    return make(context, width, height, format, usage, VK_IMAGE_TILING_LINEAR);
}

bool Image::can_host_map(const Context& context, VkFormat format, VkImageUsageFlags usage) {
    VkImageFormatProperties properties{};
    return vkGetPhysicalDeviceImageFormatProperties(context.physical_device(), format, VK_IMAGE_TYPE_2D,
                                                    VK_IMAGE_TILING_LINEAR, usage, 0, &properties) == VK_SUCCESS;
}

Image Image::make(const Context& context, int width, int height, VkFormat format, VkImageUsageFlags usage,
                  VkImageTiling tiling) {
    check_supported(context, width, height, format, usage, tiling);
    const VkDevice device = context.device();

    VkImageCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO;
    info.imageType = VK_IMAGE_TYPE_2D;
    info.format = format;
    info.extent = {static_cast<std::uint32_t>(width), static_cast<std::uint32_t>(height), 1};
    info.mipLevels = 1;
    info.arrayLayers = 1;
    info.samples = VK_SAMPLE_COUNT_1_BIT;
    info.tiling = tiling;
    info.usage = usage;
    info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    info.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    VkImage created = VK_NULL_HANDLE;
    check(vkCreateImage(device, &info, nullptr, &created), "vkCreateImage");

    Image image;
    image.image_ = ImageHandle(device, created);
    image.format_ = format;
    image.usage_ = usage;
    image.width_ = width;
    image.height_ = height;

    VkMemoryRequirements requirements{};
    vkGetImageMemoryRequirements(device, created, &requirements);
    // Linear images are the host-mapped ones: cached memory makes the CPU's
    // reads fast, and coherence spares the invalidate.
    const bool host_mapped = tiling == VK_IMAGE_TILING_LINEAR;
    image.memory_ = host_mapped ? allocate_memory(context, requirements,
                                                  VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                                      VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                                                  VK_MEMORY_PROPERTY_HOST_CACHED_BIT)
                                : allocate_memory(context, requirements, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0);
    check(vkBindImageMemory(device, created, image.memory_.get(), 0), "vkBindImageMemory");
    if (host_mapped) {
        VkImageSubresource subresource{};
        subresource.aspectMask = image.aspect();
        VkSubresourceLayout layout{};
        vkGetImageSubresourceLayout(device, created, &subresource, &layout);
        void* pointer = nullptr;
        check(vkMapMemory(device, image.memory_.get(), 0, VK_WHOLE_SIZE, 0, &pointer), "vkMapMemory");
        image.mapped_ = {static_cast<const std::byte*>(pointer) + layout.offset,
                         static_cast<std::size_t>(layout.rowPitch), height};
    }

    VkImageViewCreateInfo view_info{};
    view_info.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO;
    view_info.image = created;
    view_info.viewType = VK_IMAGE_VIEW_TYPE_2D;
    view_info.format = format;
    view_info.subresourceRange.aspectMask = image.aspect();
    view_info.subresourceRange.levelCount = 1;
    view_info.subresourceRange.layerCount = 1;
    VkImageView view = VK_NULL_HANDLE;
    check(vkCreateImageView(device, &view_info, nullptr, &view), "vkCreateImageView");
    image.view_ = ImageViewHandle(device, view);
    return image;
}

Image& Image::operator=(Image&& other) noexcept {
    if (this != &other) {
        view_ = std::move(other.view_);
        image_ = std::move(other.image_);
        memory_ = std::move(other.memory_);
        format_ = other.format_;
        usage_ = other.usage_;
        width_ = other.width_;
        height_ = other.height_;
        mapped_ = other.mapped_;
    }
    return *this;
}

VkImageAspectFlags Image::aspect() const {
    return is_depth_format(format_) ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
}

void Image::upload(Context& context, std::span<const std::byte> pixels, VkImageLayout final_layout) {
    if ((usage_ & VK_IMAGE_USAGE_TRANSFER_DST_BIT) == 0)
        throw base::Error("Vulkan: uploading to an image needs VK_IMAGE_USAGE_TRANSFER_DST_BIT");
    const std::size_t texel = texel_size(format_);
    if (texel == 0 || aspect() != VK_IMAGE_ASPECT_COLOR_BIT)
        throw base::Error("Vulkan: cannot upload pixels to a " + format_name(format_) + " image");
    const std::size_t expected = static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_) * texel;
    if (pixels.size() != expected)
        throw base::Error("Vulkan: a " + describe(width_, height_, format_) + " takes " + std::to_string(expected) +
                          " bytes, not " + std::to_string(pixels.size()));

    Buffer staging = Buffer::create(context, pixels.size(), VK_BUFFER_USAGE_TRANSFER_SRC_BIT, MemoryUse::host_upload);
    std::memcpy(staging.mapped().data(), pixels.data(), pixels.size());
    context.submit_and_wait([&](VkCommandBuffer cmd) {
        transition(cmd, {{.image = get(),
                          .before = {VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, VK_ACCESS_2_NONE},
                          .after = {VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT},
                          .old_layout = VK_IMAGE_LAYOUT_UNDEFINED,
                          .new_layout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL}});
        const VkBufferImageCopy region =
            colour_copy_region(static_cast<std::uint32_t>(width_), static_cast<std::uint32_t>(height_));
        vkCmdCopyBufferToImage(cmd, staging.get(), get(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region);
        transition(cmd, {{.image = get(),
                          .before = {VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT},
                          .after = {VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT,
                                    VK_ACCESS_2_MEMORY_READ_BIT | VK_ACCESS_2_MEMORY_WRITE_BIT},
                          .old_layout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                          .new_layout = final_layout}});
    });
}

}  // namespace render::vulkan
