#pragma once
// A VkBuffer with its own memory.
#include <vulkan/vulkan.h>

#include <cstddef>
#include <span>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;

enum class MemoryUse {
    device_local,   // read by the GPU, filled once with upload() through a staging buffer
    host_upload,    // rewritten by the CPU (per-frame data) through mapped()
    // The same, for data shaders read many times a frame: in the device's
    // own memory where the host can map it (a GPU's BAR), else as
    // host_upload. Written, never read, by the CPU: such memory is
    // uncached for it.
    device_upload,
    host_readback,  // written by the GPU and read by the CPU through mapped()
};

class Buffer {
public:
    // A device-local buffer also gets VK_BUFFER_USAGE_TRANSFER_DST_BIT, for
    // upload(). Throws base::Error for a zero size or when allocation fails.
    static Buffer create(const Context& context, VkDeviceSize size, VkBufferUsageFlags usage, MemoryUse use);

    Buffer() = default;
    Buffer(Buffer&& other) noexcept;
    Buffer& operator=(Buffer&& other) noexcept;

    VkBuffer get() const { return buffer_.get(); }
    VkDeviceSize size() const { return size_; }

    // The buffer's bytes, mapped for its whole life (coherent memory: no
    // flush needed). Throws base::Error for a device-local buffer.
    std::span<std::byte> mapped() const;

    // Copies `bytes` to `offset`: directly into a host-visible buffer,
    // otherwise through a staging buffer in one submission that finishes
    // before this returns. The device must not be using the buffer meanwhile.
    // Throws base::Error if the bytes do not fit.
    void upload(Context& context, std::span<const std::byte> bytes, VkDeviceSize offset = 0);

private:
    // Declared before the buffer, so the buffer is destroyed first.
    MemoryHandle memory_;
    BufferHandle buffer_;
    VkDeviceSize size_ = 0;
    std::byte* mapped_ = nullptr;
};

}  // namespace render::vulkan
