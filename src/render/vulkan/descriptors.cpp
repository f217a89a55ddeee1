#include "render/vulkan/descriptors.h"

#include <map>
#include <string>

#include "render/vulkan/buffer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {
namespace {

// A write of one descriptor of `type` at `binding`; the caller points it
// at the resource.
VkWriteDescriptorSet one_descriptor(VkDescriptorSet set, std::uint32_t binding, VkDescriptorType type) {
    VkWriteDescriptorSet write{};
    write.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
    write.dstSet = set;
    write.dstBinding = binding;
    write.descriptorCount = 1;
    write.descriptorType = type;
    return write;
}

void write_image(const Context& context, VkDescriptorSet set, std::uint32_t binding, VkDescriptorType type,
                 VkImageView view, VkImageLayout layout) {
    VkDescriptorImageInfo image{};
    image.imageView = view;
    image.imageLayout = layout;
    VkWriteDescriptorSet write = one_descriptor(set, binding, type);
    write.pImageInfo = &image;
    vkUpdateDescriptorSets(context.device(), 1, &write, 0, nullptr);
}

}  // namespace

DescriptorSetLayout DescriptorSetLayout::create(const Context& context, std::span<const DescriptorBinding> bindings) {
    std::vector<VkDescriptorSetLayoutBinding> vk_bindings;
    vk_bindings.reserve(bindings.size());
    for (const DescriptorBinding& binding : bindings) {
        VkDescriptorSetLayoutBinding vk_binding{};
        vk_binding.binding = binding.binding;
        vk_binding.descriptorType = binding.type;
        vk_binding.descriptorCount = 1;
        vk_binding.stageFlags = binding.stages;
        vk_bindings.push_back(vk_binding);
    }
    VkDescriptorSetLayoutCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    info.bindingCount = static_cast<std::uint32_t>(vk_bindings.size());
    info.pBindings = vk_bindings.data();
    VkDescriptorSetLayout created = VK_NULL_HANDLE;
    check(vkCreateDescriptorSetLayout(context.device(), &info, nullptr, &created), "vkCreateDescriptorSetLayout");
    DescriptorSetLayout layout;
    layout.layout_ = DescriptorSetLayoutHandle(context.device(), created);
    layout.bindings_.assign(bindings.begin(), bindings.end());
    return layout;
}

DescriptorSets DescriptorSets::create(const Context& context, const DescriptorSetLayout& layout, std::uint32_t count) {
    if (count == 0) throw base::Error("Vulkan: a descriptor pool needs at least one set");
    std::map<VkDescriptorType, std::uint32_t> per_type;
    for (const DescriptorBinding& binding : layout.bindings()) per_type[binding.type] += count;
    std::vector<VkDescriptorPoolSize> sizes;
    for (const auto& [type, total] : per_type) sizes.push_back(VkDescriptorPoolSize{type, total});

    VkDescriptorPoolCreateInfo pool_info{};
    pool_info.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    pool_info.maxSets = count;
    pool_info.poolSizeCount = static_cast<std::uint32_t>(sizes.size());
    pool_info.pPoolSizes = sizes.data();
    VkDescriptorPool pool = VK_NULL_HANDLE;
    check(vkCreateDescriptorPool(context.device(), &pool_info, nullptr, &pool), "vkCreateDescriptorPool");
    DescriptorSets sets;
    sets.pool_ = DescriptorPoolHandle(context.device(), pool);

    const std::vector<VkDescriptorSetLayout> layouts(count, layout.get());
    VkDescriptorSetAllocateInfo allocate{};
    allocate.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    allocate.descriptorPool = pool;
    allocate.descriptorSetCount = count;
    allocate.pSetLayouts = layouts.data();
    sets.sets_.resize(count);
    check(vkAllocateDescriptorSets(context.device(), &allocate, sets.sets_.data()), "vkAllocateDescriptorSets");
    return sets;
}

VkDescriptorSet DescriptorSets::operator[](std::uint32_t index) const {
    if (index >= sets_.size())
        throw base::Error("Vulkan: descriptor set " + std::to_string(index) + " of " + std::to_string(sets_.size()));
    return sets_[index];
}

namespace {

void write_buffer(const Context& context, VkDescriptorSet set, std::uint32_t binding, const Buffer& buffer,
                  VkDescriptorType type) {
    VkDescriptorBufferInfo info{};
    info.buffer = buffer.get();
    info.range = VK_WHOLE_SIZE;
    VkWriteDescriptorSet write = one_descriptor(set, binding, type);
    write.pBufferInfo = &info;
    vkUpdateDescriptorSets(context.device(), 1, &write, 0, nullptr);
}

}  // namespace

void write_storage_buffer(const Context& context, VkDescriptorSet set, std::uint32_t binding, const Buffer& buffer) {
    write_buffer(context, set, binding, buffer, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER);
}

void write_uniform_buffer(const Context& context, VkDescriptorSet set, std::uint32_t binding, const Buffer& buffer) {
    write_buffer(context, set, binding, buffer, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER);
}

void write_texel_buffer(const Context& context, VkDescriptorSet set, std::uint32_t binding, VkBufferView view) {
    VkWriteDescriptorSet write = one_descriptor(set, binding, VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER);
    write.pTexelBufferView = &view;
    vkUpdateDescriptorSets(context.device(), 1, &write, 0, nullptr);
}

void write_sampled_image(const Context& context, VkDescriptorSet set, std::uint32_t binding, VkImageView view,
                         VkImageLayout layout) {
    write_image(context, set, binding, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, view, layout);
}

void write_storage_image(const Context& context, VkDescriptorSet set, std::uint32_t binding, VkImageView view,
                         VkImageLayout layout) {
    write_image(context, set, binding, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, view, layout);
}

}  // namespace render::vulkan
