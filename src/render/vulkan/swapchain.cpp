#include "render/vulkan/swapchain.h"

#include <algorithm>

#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {
namespace {

VkSurfaceFormatKHR choose_format(VkPhysicalDevice device, VkSurfaceKHR surface) {
    std::uint32_t count = 0;
    check(vkGetPhysicalDeviceSurfaceFormatsKHR(device, surface, &count, nullptr), "vkGetPhysicalDeviceSurfaceFormatsKHR");
    std::vector<VkSurfaceFormatKHR> formats(count);
    check(vkGetPhysicalDeviceSurfaceFormatsKHR(device, surface, &count, formats.data()),
          "vkGetPhysicalDeviceSurfaceFormatsKHR");
    if (formats.empty()) throw base::Error("Vulkan: the window's surface offers no image format");
    for (VkFormat wanted : {VK_FORMAT_B8G8R8A8_UNORM, VK_FORMAT_R8G8B8A8_UNORM})
        for (const VkSurfaceFormatKHR& f : formats)
            if (f.format == wanted && f.colorSpace == VK_COLOR_SPACE_SRGB_NONLINEAR_KHR) return f;
    return formats.front();
}

VkPresentModeKHR choose_present_mode(VkPhysicalDevice device, VkSurfaceKHR surface, bool vsync) {
    if (vsync) return VK_PRESENT_MODE_FIFO_KHR;
    std::uint32_t count = 0;
    check(vkGetPhysicalDeviceSurfacePresentModesKHR(device, surface, &count, nullptr),
          "vkGetPhysicalDeviceSurfacePresentModesKHR");
    std::vector<VkPresentModeKHR> modes(count);
    check(vkGetPhysicalDeviceSurfacePresentModesKHR(device, surface, &count, modes.data()),
          "vkGetPhysicalDeviceSurfacePresentModesKHR");
    for (VkPresentModeKHR wanted : {VK_PRESENT_MODE_MAILBOX_KHR, VK_PRESENT_MODE_IMMEDIATE_KHR})
        if (std::find(modes.begin(), modes.end(), wanted) != modes.end()) return wanted;
    return VK_PRESENT_MODE_FIFO_KHR;
}

bool is_srgb(VkFormat format) {
    return format == VK_FORMAT_B8G8R8A8_SRGB || format == VK_FORMAT_R8G8B8A8_SRGB ||
           format == VK_FORMAT_A8B8G8R8_SRGB_PACK32;
}

}  // namespace

Swapchain Swapchain::create(const Context& context, VkExtent2D extent, bool vsync, VkSwapchainKHR old) {
    const VkSurfaceKHR surface = context.surface();
    if (surface == VK_NULL_HANDLE) throw base::Error("Vulkan: a swapchain needs a context made for a window");
    VkSurfaceCapabilitiesKHR caps{};
    check(vkGetPhysicalDeviceSurfaceCapabilitiesKHR(context.physical_device(), surface, &caps),
          "vkGetPhysicalDeviceSurfaceCapabilitiesKHR");
    const VkSurfaceFormatKHR format = choose_format(context.physical_device(), surface);

    Swapchain s;
    s.format_ = format.format;
    s.srgb_ = is_srgb(format.format);
    s.present_mode_ = choose_present_mode(context.physical_device(), surface, vsync);
    // A current extent of 0xFFFFFFFF means the window follows the swapchain.
    s.extent_ = caps.currentExtent.width != UINT32_MAX
                    ? caps.currentExtent
                    : VkExtent2D{std::clamp(extent.width, caps.minImageExtent.width, caps.maxImageExtent.width),
                                 std::clamp(extent.height, caps.minImageExtent.height, caps.maxImageExtent.height)};
    // A window minimised after its size was asked: no swapchain can have no area.
    if (s.extent_.width == 0 || s.extent_.height == 0) return s;
    // One more than the minimum, so acquiring never waits on the driver.
    std::uint32_t image_count = caps.minImageCount + 1;
    if (caps.maxImageCount != 0) image_count = std::min(image_count, caps.maxImageCount);

    VkSwapchainCreateInfoKHR info{};
    info.sType = VK_STRUCTURE_TYPE_SWAPCHAIN_CREATE_INFO_KHR;
    info.surface = surface;
    info.minImageCount = image_count;
    info.imageFormat = format.format;
    info.imageColorSpace = format.colorSpace;
    info.imageExtent = s.extent_;
    info.imageArrayLayers = 1;
    s.copy_target_ = (caps.supportedUsageFlags & VK_IMAGE_USAGE_TRANSFER_DST_BIT) != 0;
    info.imageUsage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | (s.copy_target_ ? VK_IMAGE_USAGE_TRANSFER_DST_BIT : 0);
    info.imageSharingMode = VK_SHARING_MODE_EXCLUSIVE;
    info.preTransform = caps.currentTransform;
    info.compositeAlpha = (caps.supportedCompositeAlpha & VK_COMPOSITE_ALPHA_OPAQUE_BIT_KHR) != 0
                              ? VK_COMPOSITE_ALPHA_OPAQUE_BIT_KHR
                              : static_cast<VkCompositeAlphaFlagBitsKHR>(caps.supportedCompositeAlpha &
                                                                          -caps.supportedCompositeAlpha);
    info.presentMode = s.present_mode_;
    info.clipped = VK_TRUE;
    info.oldSwapchain = old;
    VkSwapchainKHR created = VK_NULL_HANDLE;
    check(vkCreateSwapchainKHR(context.device(), &info, nullptr, &created), "vkCreateSwapchainKHR");
    s.swapchain_ = SwapchainHandle(context.device(), created);

    std::uint32_t count = 0;
    check(vkGetSwapchainImagesKHR(context.device(), created, &count, nullptr), "vkGetSwapchainImagesKHR");
    s.images_.resize(count);
    check(vkGetSwapchainImagesKHR(context.device(), created, &count, s.images_.data()), "vkGetSwapchainImagesKHR");
    for (VkImage image : s.images_) {
        VkImageViewCreateInfo view_info{};
        view_info.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO;
        view_info.image = image;
        view_info.viewType = VK_IMAGE_VIEW_TYPE_2D;
        view_info.format = format.format;
        view_info.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
        VkImageView view = VK_NULL_HANDLE;
        check(vkCreateImageView(context.device(), &view_info, nullptr, &view), "vkCreateImageView");
        s.views_.emplace_back(context.device(), view);
    }
    return s;
}

}  // namespace render::vulkan
