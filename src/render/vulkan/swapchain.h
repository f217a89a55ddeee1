#pragma once
// The window's swapchain: images the size of the window's framebuffer in
// a plain 8-bit UNORM format where the surface offers one, so palette
// colours reach the screen unchanged, and the present mode vsync asks for.
// The images may also be copied into where the surface allows it (the CPU
// devices' present path, frame_presenter.h).
#include <vulkan/vulkan.h>

#include <vector>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;

class Swapchain {
public:
    // `extent` is the window's framebuffer size, clamped to what the surface
    // allows. With vsync off, MAILBOX or IMMEDIATE is used where offered
    // (FIFO otherwise, which every device has). `old` is retired into the
    // new one. Throws base::Error when creation fails. While the surface has
    // no area (a minimised window) the result is empty: get() is null.
    static Swapchain create(const Context& context, VkExtent2D extent, bool vsync, VkSwapchainKHR old = VK_NULL_HANDLE);

    VkSwapchainKHR get() const { return swapchain_.get(); }
    VkFormat format() const { return format_; }
    // True when only sRGB formats were offered: the shader must then encode.
    bool srgb() const { return srgb_; }
    // True when the images take transfer writes (vkCmdCopyBufferToImage).
    bool copy_target() const { return copy_target_; }
    VkExtent2D extent() const { return extent_; }
    VkPresentModeKHR present_mode() const { return present_mode_; }
    std::size_t image_count() const { return images_.size(); }
    VkImage image(std::size_t i) const { return images_[i]; }
    VkImageView view(std::size_t i) const { return views_[i].get(); }

private:
    SwapchainHandle swapchain_;
    VkFormat format_ = VK_FORMAT_UNDEFINED;
    bool srgb_ = false;
    bool copy_target_ = false;
    VkExtent2D extent_{};
    VkPresentModeKHR present_mode_ = VK_PRESENT_MODE_FIFO_KHR;
    std::vector<VkImage> images_;  // owned by the swapchain
    std::vector<ImageViewHandle> views_;
};

}  // namespace render::vulkan
