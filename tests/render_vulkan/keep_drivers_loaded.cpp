// Keeps the Vulkan driver and layers loaded for the whole test run (see
// render/vulkan/driver_pinning.h for why LeakSanitizer needs that).
#include <gtest/gtest.h>

#include "render/vulkan/driver_pinning.h"
#include "render/vulkan/vulkan_error.h"

namespace {

class KeepDriversLoaded : public ::testing::Environment {
public:
    void SetUp() override {
        try {
            render::vulkan::create_context_keeping_drivers_loaded({.validation = true});
        } catch (const render::vulkan::VulkanUnavailable&) {
            // Nothing was loaded to keep; the tests report the missing device themselves.
        }
    }
};

// gtest owns and deletes the environment.
[[maybe_unused]] ::testing::Environment* const kKeepDriversLoaded =
    ::testing::AddGlobalTestEnvironment(new KeepDriversLoaded);

}  // namespace
