#include "render_vulkan/vulkan_test.h"

#include <memory>
#include <string>
#include <vector>

namespace vulkan_test {

void VulkanTest::SetUp() {
    context_ = render::vulkan::Context::create({.validation = true});
    // Without the layer "no message" would say nothing: scripts/setup.sh installs it.
    ASSERT_TRUE(context_->validation_available())
        << "the Khronos validation layer is not installed (package vulkan-validationlayers)";
}

void VulkanTest::TearDown() {
    // Read after the context is gone, to include what is reported while it is destroyed.
    const std::shared_ptr<const render::vulkan::ValidationLog> log = context_->validation_log();
    context_.reset();
    const std::vector<std::string> messages = log->messages();
    std::string text;
    for (const std::string& message : messages) text += message + "\n";
    EXPECT_TRUE(messages.empty()) << "the validation layer reported:\n" << text;
}

}  // namespace vulkan_test
