#pragma once
// A buffer read by shaders as a texel buffer (usamplerBuffer with
// texelFetch). CPU Vulkan drivers fetch texels for all lanes of a shader
// at once, where a storage-buffer read at a per-pixel address goes lane by
// lane; the renderer's per-pixel data is read this way.
#include <vulkan/vulkan.h>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Buffer;
class Context;

// A view of the whole of `buffer` (made with
// VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT) as texels of `format`. Throws
// base::Error when the buffer holds more texels than the device allows.
BufferViewHandle create_texel_view(const Context& context, const Buffer& buffer, VkFormat format);

}  // namespace render::vulkan
