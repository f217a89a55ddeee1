// The device-choice rules on made-up devices, including ones this machine
// does not have.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "render/vulkan/device_choice.h"
#include "render/vulkan/vulkan_error.h"

namespace {

using render::vulkan::choose_device;
using render::vulkan::DeviceCandidate;
using render::vulkan::VulkanUnavailable;

DeviceCandidate device(std::string name, VkPhysicalDeviceType type, std::uint32_t api = VK_API_VERSION_1_3) {
    DeviceCandidate candidate;
    candidate.name = std::move(name);
    candidate.type = type;
    candidate.api_version = api;
    candidate.dynamic_rendering = true;
    candidate.synchronization2 = true;
    candidate.graphics_queue = true;
    return candidate;
}

std::string message_of(const std::vector<DeviceCandidate>& candidates, std::string_view filter) {
    try {
        choose_device(candidates, filter);
    } catch (const VulkanUnavailable& e) {
        return e.what();
    }
    return "(no exception)";
}

TEST(DeviceChoice, PrefersDiscreteThenIntegratedThenCpu) {
    const DeviceCandidate cpu = device("llvmpipe", VK_PHYSICAL_DEVICE_TYPE_CPU);
    const DeviceCandidate integrated = device("Intel UHD", VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU);
    const DeviceCandidate discrete = device("Radeon RX", VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU);
    EXPECT_EQ(choose_device(std::vector{cpu, integrated, discrete}, ""), 2u);
    EXPECT_EQ(choose_device(std::vector{cpu, integrated}, ""), 1u);
    EXPECT_EQ(choose_device(std::vector{integrated, cpu}, ""), 0u);
    EXPECT_EQ(choose_device(std::vector{cpu}, ""), 0u);
}

TEST(DeviceChoice, SkipsDevicesWithoutVulkan13OrItsFeatures) {
    DeviceCandidate old_gpu = device("Old GPU", VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU, VK_API_VERSION_1_2);
    DeviceCandidate no_sync2 = device("No sync2", VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU);
    no_sync2.synchronization2 = false;
    DeviceCandidate no_dynamic = device("No dynamic rendering", VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU);
    no_dynamic.dynamic_rendering = false;
    DeviceCandidate compute_only = device("Compute only", VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU);
    compute_only.graphics_queue = false;
    const DeviceCandidate cpu = device("llvmpipe", VK_PHYSICAL_DEVICE_TYPE_CPU);
    EXPECT_EQ(choose_device(std::vector{old_gpu, no_sync2, no_dynamic, compute_only, cpu}, ""), 4u);
}

TEST(DeviceChoice, NameFilterOverridesThePreferenceIgnoringCase) {
    const std::vector candidates = {device("NVIDIA GeForce RTX 4090", VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU),
                                    device("llvmpipe (LLVM 15.0.6, 256 bits)", VK_PHYSICAL_DEVICE_TYPE_CPU)};
    EXPECT_EQ(choose_device(candidates, "LLVMpipe"), 1u);
    EXPECT_EQ(choose_device(candidates, "rtx"), 0u);
}

TEST(DeviceChoice, ExplainsWhyNoDeviceQualifies) {
    EXPECT_EQ(message_of({}, ""), "Vulkan: no usable device (found 0 physical devices); use --renderer software");
    const std::vector old = {device("Old GPU", VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU, VK_API_VERSION_1_2)};
    EXPECT_EQ(message_of(old, ""),
              "Vulkan: no usable device (none of Old GPU has Vulkan 1.3 with dynamic rendering, synchronization2 "
              "and a graphics queue); use --renderer software");
    const std::vector both = {old[0], device("llvmpipe", VK_PHYSICAL_DEVICE_TYPE_CPU)};
    EXPECT_EQ(message_of(both, "Old"),
              "Vulkan: no usable device (BRIMSTONE_VULKAN_DEVICE=Old matches none of the usable devices: "
              "llvmpipe); use --renderer software");
}

}  // namespace
