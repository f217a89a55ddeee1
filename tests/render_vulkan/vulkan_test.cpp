#include "render_vulkan/vulkan_test.h"

#include <iostream>
#include <string>
#include <vector>

namespace vulkan_test {

void VulkanTest::SetUp() {
    context_ = render::vulkan::Context::create({.validation = true});
    if (!context_->validation_available())
        std::cout << "note: the Khronos validation layer is not installed (package vulkan-validationlayers), "
                     "so this test checks its pixels without validation\n";
}

void VulkanTest::TearDown() {
    const std::vector<std::string> messages = context_->validation_messages();
    std::string text;
    for (const std::string& message : messages) text += message + "\n";
    EXPECT_TRUE(messages.empty()) << "the validation layer reported:\n" << text;
    context_.reset();
}

}  // namespace vulkan_test
