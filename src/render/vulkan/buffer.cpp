#include "render/vulkan/buffer.h"

#include <cstring>
#include <string>
#include <utility>

#include "render/vulkan/barriers.h"
#include "render/vulkan/context.h"
#include "render/vulkan/memory.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

Buffer Buffer::create(const Context& context, VkDeviceSize size, VkBufferUsageFlags usage, MemoryUse use) {
    if (size == 0) throw base::Error("Vulkan: a buffer cannot be empty");
    if (use == MemoryUse::device_local) usage |= VK_BUFFER_USAGE_TRANSFER_DST_BIT;

    VkBufferCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    info.size = size;
    info.usage = usage;
    info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    VkBuffer created = VK_NULL_HANDLE;
    check(vkCreateBuffer(context.device(), &info, nullptr, &created), "vkCreateBuffer");

    Buffer buffer;
    buffer.buffer_ = BufferHandle(context.device(), created);
    buffer.size_ = size;

    VkMemoryRequirements requirements{};
    vkGetBufferMemoryRequirements(context.device(), created, &requirements);
    constexpr VkMemoryPropertyFlags kHost = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    switch (use) {
        case MemoryUse::device_local:
            buffer.memory_ = allocate_memory(context, requirements, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0);
            break;
        case MemoryUse::host_upload:
            buffer.memory_ = allocate_memory(context, requirements, kHost, 0);
            break;
        case MemoryUse::device_upload:
            buffer.memory_ = allocate_memory(context, requirements, kHost, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
            break;
        case MemoryUse::host_readback:
            // Cached memory makes CPU reads fast; coherence still spares the invalidate.
            buffer.memory_ = allocate_memory(context, requirements, kHost, VK_MEMORY_PROPERTY_HOST_CACHED_BIT);
            break;
    }
    check(vkBindBufferMemory(context.device(), created, buffer.memory_.get(), 0), "vkBindBufferMemory");
    if (use != MemoryUse::device_local) {
        void* pointer = nullptr;
        check(vkMapMemory(context.device(), buffer.memory_.get(), 0, VK_WHOLE_SIZE, 0, &pointer), "vkMapMemory");
        buffer.mapped_ = static_cast<std::byte*>(pointer);
    }
    return buffer;
}

Buffer::Buffer(Buffer&& other) noexcept
    : memory_(std::move(other.memory_)),
      buffer_(std::move(other.buffer_)),
      size_(std::exchange(other.size_, 0)),
      mapped_(std::exchange(other.mapped_, nullptr)) {}

Buffer& Buffer::operator=(Buffer&& other) noexcept {
    if (this != &other) {
        buffer_ = std::move(other.buffer_);
        memory_ = std::move(other.memory_);
        size_ = std::exchange(other.size_, 0);
        mapped_ = std::exchange(other.mapped_, nullptr);
    }
    return *this;
}

std::span<std::byte> Buffer::mapped() const {
    if (mapped_ == nullptr) throw base::Error("Vulkan: only a host-visible buffer can be mapped");
    return {mapped_, static_cast<std::size_t>(size_)};
}

void Buffer::upload(Context& context, std::span<const std::byte> bytes, VkDeviceSize offset) {
    if (offset > size_ || bytes.size() > size_ - offset)
        throw base::Error("Vulkan: uploading " + std::to_string(bytes.size()) + " bytes at offset " +
                          std::to_string(offset) + " overruns a buffer of " + std::to_string(size_) + " bytes");
    if (bytes.empty()) return;
    if (mapped_ != nullptr) {
        std::memcpy(mapped_ + offset, bytes.data(), bytes.size());
        return;
    }
    Buffer staging = create(context, bytes.size(), VK_BUFFER_USAGE_TRANSFER_SRC_BIT, MemoryUse::host_upload);
    std::memcpy(staging.mapped_, bytes.data(), bytes.size());
    context.submit_and_wait([&](VkCommandBuffer cmd) {
        VkBufferCopy region{};
        region.dstOffset = offset;
        region.size = bytes.size();
        vkCmdCopyBuffer(cmd, staging.get(), get(), 1, &region);
        // Whatever reads the buffer next (vertex fetch, shaders, copies) sees the data.
        buffer_barrier(cmd, get(), Use{VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT},
                       Use{VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, VK_ACCESS_2_MEMORY_READ_BIT});
    });
}

}  // namespace render::vulkan
