// Creating the context: the device it picks, validation that really
// records mistakes, and the one clear error where Vulkan cannot run.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <string>
#include <vector>

#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_error.h"
#include "render_vulkan/vulkan_test.h"
#include "support/scoped_env.h"

namespace {

using render::vulkan::Context;
using render::vulkan::VulkanUnavailable;

class ContextTest : public vulkan_test::VulkanTest {};

TEST_F(ContextTest, DescribesAVulkan13Device) {
    const render::vulkan::DeviceInfo& info = context().info();
    std::cout << "device: " << info.name << " (" << info.driver << "), Vulkan " << info.api_version_text() << "\n";
    EXPECT_FALSE(info.name.empty());
    EXPECT_GE(info.api_version, VK_API_VERSION_1_3);
    EXPECT_EQ(info.is_cpu, info.type == VK_PHYSICAL_DEVICE_TYPE_CPU);
    // Vulkan guarantees at least 4096; the large-target test needs 3840.
    EXPECT_GE(info.max_image_dimension_2d, 4096u);
    EXPECT_NE(context().device(), VK_NULL_HANDLE);
    EXPECT_NE(context().queue(), VK_NULL_HANDLE);
}

TEST_F(ContextTest, SubmitAndWaitRecoversFromARecordingThatThrew) {
    EXPECT_THROW(context().submit_and_wait([](VkCommandBuffer) { throw base::Error("recording failed"); }),
                 base::Error);
    bool recorded = false;
    context().submit_and_wait([&](VkCommandBuffer cmd) { recorded = cmd != VK_NULL_HANDLE; });
    EXPECT_TRUE(recorded);
}

TEST(ContextValidation, RecordsAMisuseAsAnError) {
    Context context = Context::create({.validation = true});
    ASSERT_TRUE(context.validation_available()) << "the Khronos validation layer (vulkan-validationlayers) is needed";
    // A buffer with no usage at all breaks VUID-VkBufferCreateInfo-usage-requiredbitmask.
    VkBufferCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    info.size = 64;
    VkBuffer buffer = VK_NULL_HANDLE;
    if (vkCreateBuffer(context.device(), &info, nullptr, &buffer) == VK_SUCCESS)
        vkDestroyBuffer(context.device(), buffer, nullptr);
    const std::vector<std::string> messages = context.validation_messages();
    ASSERT_FALSE(messages.empty());
    EXPECT_EQ(messages.front().rfind("ERROR ", 0), 0u) << messages.front();
    EXPECT_NE(messages.front().find("VUID-VkBufferCreateInfo-usage"), std::string::npos) << messages.front();
}

TEST(ContextValidation, WorksWithoutTheValidationLayer) {
    test_support::ScopedEnv env;
    env.set("VK_LAYER_PATH", "/nonexistent/brimstone-no-layers");
    Context context = Context::create({.validation = true});
    EXPECT_FALSE(context.validation_available());
    EXPECT_TRUE(context.validation_messages().empty());
    bool recorded = false;
    context.submit_and_wait([&](VkCommandBuffer) { recorded = true; });
    EXPECT_TRUE(recorded);
}

TEST(ContextUnavailable, NoDriverGivesOneClearMessage) {
    test_support::ScopedEnv env;
    env.set("VK_ICD_FILENAMES", "/nonexistent/brimstone-no-driver.json");
    env.set("VK_DRIVER_FILES", "/nonexistent/brimstone-no-driver.json");
    try {
        Context::create({.validation = true});
        FAIL() << "expected VulkanUnavailable";
    } catch (const VulkanUnavailable& e) {
        const std::string message = e.what();
        EXPECT_EQ(message.rfind("Vulkan: no usable device (", 0), 0u) << message;
        const std::string tail = "); use --renderer software";
        ASSERT_GE(message.size(), tail.size());
        EXPECT_EQ(message.substr(message.size() - tail.size()), tail) << message;
        EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    }
}

TEST(ContextUnavailable, IsABaseError) {
    test_support::ScopedEnv env;
    env.set("VK_ICD_FILENAMES", "/nonexistent/brimstone-no-driver.json");
    env.set("VK_DRIVER_FILES", "/nonexistent/brimstone-no-driver.json");
    EXPECT_THROW(Context::create({}), base::Error);
}

TEST(ContextDeviceChoice, EnvironmentPicksADeviceByPartOfItsName) {
    const std::string name = Context::create({}).info().name;
    test_support::ScopedEnv env;
    // The middle of the name, in upper case: a substring, ignoring case.
    std::string part = name.substr(name.size() / 4, std::max<std::size_t>(name.size() / 2, 1));
    for (char& c : part) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    env.set("BRIMSTONE_VULKAN_DEVICE", part);
    EXPECT_EQ(Context::create({}).info().name, name);
}

TEST(ContextDeviceChoice, EnvironmentNamingNoDeviceIsUnavailable) {
    test_support::ScopedEnv env;
    env.set("BRIMSTONE_VULKAN_DEVICE", "no such device, surely");
    try {
        Context::create({});
        FAIL() << "expected VulkanUnavailable";
    } catch (const VulkanUnavailable& e) {
        EXPECT_NE(std::string(e.what()).find("BRIMSTONE_VULKAN_DEVICE=no such device, surely"), std::string::npos)
            << e.what();
    }
}

}  // namespace
