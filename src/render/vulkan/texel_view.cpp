#include "render/vulkan/texel_view.h"

#include <string>

#include "base/error.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/formats.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

BufferViewHandle create_texel_view(const Context& context, const Buffer& buffer, VkFormat format) {
    const VkDeviceSize texel = texel_size(format);
    const VkDeviceSize texels = buffer.size() / texel;
    if (texels > context.info().max_texel_buffer_elements)
        throw base::Error("Vulkan: a texel buffer of " + std::to_string(texels) + " texels is more than the device's " +
                          std::to_string(context.info().max_texel_buffer_elements));
    VkBufferViewCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO;
    info.buffer = buffer.get();
    info.format = format;
    info.range = texels * texel;
    VkBufferView view = VK_NULL_HANDLE;
    check(vkCreateBufferView(context.device(), &info, nullptr, &view), "vkCreateBufferView");
    return BufferViewHandle(context.device(), view);
}

}  // namespace render::vulkan
