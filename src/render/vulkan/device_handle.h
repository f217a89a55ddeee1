#pragma once
// Owns one object created from a VkDevice and destroys it with the matching
// vkDestroy* (or vkFree*) call: move-only, so each object has one owner.
// Objects must go before their device; the owners below keep to that by
// being destroyed before the Context they were made from.
#include <vulkan/vulkan.h>

#include <utility>

namespace render::vulkan {

template <typename Handle, void (*Destroy)(VkDevice, Handle, const VkAllocationCallbacks*)>
class DeviceHandle {
public:
    DeviceHandle() = default;
    DeviceHandle(VkDevice device, Handle handle) : device_(device), handle_(handle) {}
    ~DeviceHandle() { reset(); }

    DeviceHandle(const DeviceHandle&) = delete;
    DeviceHandle& operator=(const DeviceHandle&) = delete;
    DeviceHandle(DeviceHandle&& other) noexcept
        : device_(other.device_), handle_(std::exchange(other.handle_, VK_NULL_HANDLE)) {}
    DeviceHandle& operator=(DeviceHandle&& other) noexcept {
        if (this != &other) {
            reset();
            device_ = other.device_;
            handle_ = std::exchange(other.handle_, VK_NULL_HANDLE);
        }
        return *this;
    }

    Handle get() const { return handle_; }
    VkDevice device() const { return device_; }
    explicit operator bool() const { return handle_ != VK_NULL_HANDLE; }

private:
    void reset() {
        if (handle_ != VK_NULL_HANDLE) Destroy(device_, std::exchange(handle_, VK_NULL_HANDLE), nullptr);
    }

    VkDevice device_ = VK_NULL_HANDLE;
    Handle handle_ = VK_NULL_HANDLE;
};

using BufferHandle = DeviceHandle<VkBuffer, vkDestroyBuffer>;
using BufferViewHandle = DeviceHandle<VkBufferView, vkDestroyBufferView>;
using MemoryHandle = DeviceHandle<VkDeviceMemory, vkFreeMemory>;
using ImageHandle = DeviceHandle<VkImage, vkDestroyImage>;
using ImageViewHandle = DeviceHandle<VkImageView, vkDestroyImageView>;
using ShaderModuleHandle = DeviceHandle<VkShaderModule, vkDestroyShaderModule>;
using PipelineLayoutHandle = DeviceHandle<VkPipelineLayout, vkDestroyPipelineLayout>;
using PipelineHandle = DeviceHandle<VkPipeline, vkDestroyPipeline>;
using DescriptorSetLayoutHandle = DeviceHandle<VkDescriptorSetLayout, vkDestroyDescriptorSetLayout>;
using DescriptorPoolHandle = DeviceHandle<VkDescriptorPool, vkDestroyDescriptorPool>;
using CommandPoolHandle = DeviceHandle<VkCommandPool, vkDestroyCommandPool>;
using FenceHandle = DeviceHandle<VkFence, vkDestroyFence>;
using SemaphoreHandle = DeviceHandle<VkSemaphore, vkDestroySemaphore>;
using SwapchainHandle = DeviceHandle<VkSwapchainKHR, vkDestroySwapchainKHR>;

}  // namespace render::vulkan
