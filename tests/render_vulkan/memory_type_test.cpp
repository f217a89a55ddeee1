// The memory-type chooser and the quirks table on made-up devices.
#include <gtest/gtest.h>

#include "base/error.h"
#include "render/vulkan/memory.h"
#include "render/vulkan/quirks.h"

namespace {

using render::vulkan::choose_memory_type;

constexpr VkMemoryPropertyFlags kDevice = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
constexpr VkMemoryPropertyFlags kHost = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
constexpr VkMemoryPropertyFlags kCached = VK_MEMORY_PROPERTY_HOST_CACHED_BIT;

// A discrete GPU's usual types: VRAM, write-combined system memory, cached system memory.
VkPhysicalDeviceMemoryProperties discrete_gpu() {
    VkPhysicalDeviceMemoryProperties properties{};
    properties.memoryTypeCount = 3;
    properties.memoryTypes[0].propertyFlags = kDevice;
    properties.memoryTypes[1].propertyFlags = kHost;
    properties.memoryTypes[2].propertyFlags = kHost | kCached;
    return properties;
}

TEST(MemoryType, TakesTheFirstTypeWithTheRequiredFlags) {
    EXPECT_EQ(choose_memory_type(discrete_gpu(), 0b111, kDevice, 0), 0u);
    EXPECT_EQ(choose_memory_type(discrete_gpu(), 0b111, kHost, 0), 1u);
}

TEST(MemoryType, PrefersTheTypeWithThePreferredFlags) {
    EXPECT_EQ(choose_memory_type(discrete_gpu(), 0b111, kHost, kCached), 2u);
    // Without it allowed, the required flags are enough.
    EXPECT_EQ(choose_memory_type(discrete_gpu(), 0b011, kHost, kCached), 1u);
}

TEST(MemoryType, OnlyConsidersTypesTheResourceAllows) {
    EXPECT_EQ(choose_memory_type(discrete_gpu(), 0b100, kHost, 0), 2u);
    EXPECT_THROW(choose_memory_type(discrete_gpu(), 0b110, kDevice, 0), base::Error);
    EXPECT_THROW(choose_memory_type(discrete_gpu(), 0, kHost, 0), base::Error);
}

TEST(Quirks, CpuDevicesGetALongerSubmissionTimeout) {
    VkPhysicalDeviceProperties gpu{};
    gpu.deviceType = VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU;
    VkPhysicalDeviceProperties cpu{};
    cpu.deviceType = VK_PHYSICAL_DEVICE_TYPE_CPU;
    EXPECT_GT(render::vulkan::quirks_for(cpu).submission_timeout, render::vulkan::quirks_for(gpu).submission_timeout);
    EXPECT_GE(render::vulkan::quirks_for(cpu).submission_timeout, std::chrono::seconds(60));
}

}  // namespace
