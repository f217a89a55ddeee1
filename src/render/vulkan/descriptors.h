#pragma once
// Descriptor sets for what the renderer's shaders read: storage buffers,
// texel buffers and sampled images (both read with texelFetch, so no
// sampler) and storage images.
#include <vulkan/vulkan.h>

#include <cstdint>
#include <span>
#include <vector>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Buffer;
class Context;

struct DescriptorBinding {
    std::uint32_t binding = 0;
    VkDescriptorType type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    VkShaderStageFlags stages = VK_SHADER_STAGE_ALL_GRAPHICS;
};

class DescriptorSetLayout {
public:
    // One descriptor per binding. Throws base::Error when creation fails.
    static DescriptorSetLayout create(const Context& context, std::span<const DescriptorBinding> bindings);

    VkDescriptorSetLayout get() const { return layout_.get(); }
    std::span<const DescriptorBinding> bindings() const { return bindings_; }

private:
    DescriptorSetLayoutHandle layout_;
    std::vector<DescriptorBinding> bindings_;
};

// A pool sized for exactly `count` sets of one layout, all allocated up
// front (one per frame in flight, say) and freed with the pool.
class DescriptorSets {
public:
    static DescriptorSets create(const Context& context, const DescriptorSetLayout& layout, std::uint32_t count);

    std::uint32_t count() const { return static_cast<std::uint32_t>(sets_.size()); }
    // Throws base::Error for an index past count().
    VkDescriptorSet operator[](std::uint32_t index) const;

private:
    DescriptorPoolHandle pool_;
    std::vector<VkDescriptorSet> sets_;
};

// Point one binding of `set` at a resource. The set must not be in use by the device.
void write_storage_buffer(const Context& context, VkDescriptorSet set, std::uint32_t binding, const Buffer& buffer);
void write_uniform_buffer(const Context& context, VkDescriptorSet set, std::uint32_t binding, const Buffer& buffer);
void write_texel_buffer(const Context& context, VkDescriptorSet set, std::uint32_t binding, VkBufferView view);
void write_sampled_image(const Context& context, VkDescriptorSet set, std::uint32_t binding, VkImageView view,
                         VkImageLayout layout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
void write_storage_image(const Context& context, VkDescriptorSet set, std::uint32_t binding, VkImageView view,
                         VkImageLayout layout = VK_IMAGE_LAYOUT_GENERAL);

}  // namespace render::vulkan
