#pragma once
// A Vulkan context with validation for each rendering test, and the check
// afterwards that the validation layer reported no warning and no error
// about anything the test did.
#include <gtest/gtest.h>

#include <optional>

#include "render/vulkan/context.h"

namespace vulkan_test {

class VulkanTest : public ::testing::Test {
protected:
    void SetUp() override;
    void TearDown() override;

    render::vulkan::Context& context() { return *context_; }

private:
    std::optional<render::vulkan::Context> context_;
};

}  // namespace vulkan_test
