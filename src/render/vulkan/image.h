#pragma once
// A 2D VkImage (one mip level, one layer, optimal tiling) with its own
// memory and a view of the whole of it.
#include <vulkan/vulkan.h>

#include <cstddef>
#include <cstdint>
#include <span>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;

class Image {
public:
    // Throws base::Error when the device cannot make such an image: a size
    // outside 1..maxImageDimension2D, or a format/usage pair it lacks.
    static Image create(const Context& context, int width, int height, VkFormat format, VkImageUsageFlags usage);

    Image() = default;
    Image(Image&& other) noexcept = default;
    Image& operator=(Image&& other) noexcept;

    VkImage get() const { return image_.get(); }
    VkImageView view() const { return view_.get(); }
    VkFormat format() const { return format_; }
    VkImageAspectFlags aspect() const;
    int width() const { return width_; }
    int height() const { return height_; }

    // Replaces the contents with `pixels` (rows top to bottom, tightly
    // packed) through a staging buffer, leaving the image in `final_layout`
    // for any later use. Needs VK_IMAGE_USAGE_TRANSFER_DST_BIT; throws
    // base::Error if the size does not match. The device must not be using
    // the image meanwhile.
    void upload(Context& context, std::span<const std::byte> pixels,
                VkImageLayout final_layout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);

private:
    // Declared in the order they were made, so they are destroyed in reverse.
    MemoryHandle memory_;
    ImageHandle image_;
    ImageViewHandle view_;
    VkFormat format_ = VK_FORMAT_UNDEFINED;
    VkImageUsageFlags usage_ = 0;
    int width_ = 0;
    int height_ = 0;
};

// The copy region between a tightly packed buffer and the top-left
// width × height of a colour image's only layer.
inline VkBufferImageCopy colour_copy_region(std::uint32_t width, std::uint32_t height) {
    VkBufferImageCopy region{};
    region.imageSubresource.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
    region.imageSubresource.layerCount = 1;
    region.imageExtent = {width, height, 1};
    return region;
}

}  // namespace render::vulkan
