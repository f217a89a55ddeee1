#pragma once
// A 2D VkImage (one mip level, one layer) with its own memory and a view of
// the whole of it: optimal tiling in device memory, or linear tiling in
// host-visible memory mapped for the CPU to read in place.
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
    // Linear tiling in host-visible, coherent memory, mapped for as long as
    // the image lives (see mapped_rows). The host may read it in the
    // GENERAL layout once the device's writes are made visible to it.
    static Image create_host_mapped(const Context& context, int width, int height, VkFormat format,
                                    VkImageUsageFlags usage);
    // Whether create_host_mapped can make such an image on this device.
    static bool can_host_map(const Context& context, VkFormat format, VkImageUsageFlags usage);

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

    // A host-mapped image's memory: `rows` rows of `pitch` bytes, the first
    // at `first`. Empty for an image in device memory.
    struct MappedRows {
        const std::byte* first = nullptr;
        std::size_t pitch = 0;
        int rows = 0;
    };
    MappedRows mapped_rows() const { return mapped_; }

private:
    static Image make(const Context& context, int width, int height, VkFormat format, VkImageUsageFlags usage,
                      VkImageTiling tiling);

    // Declared in the order they were made, so they are destroyed in reverse.
    MemoryHandle memory_;
    ImageHandle image_;
    ImageViewHandle view_;
    VkFormat format_ = VK_FORMAT_UNDEFINED;
    VkImageUsageFlags usage_ = 0;
    int width_ = 0;
    int height_ = 0;
    MappedRows mapped_;
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
