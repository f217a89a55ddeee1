// Keeps the Vulkan driver and layers loaded for the whole test run.
//
// The Vulkan loader unloads the driver (and the validation layer) whenever
// the last instance is destroyed. Mesa keeps some allocations made once per
// load (lavapipe's LLVM set-up) in its own globals; once its file is unmapped
// LeakSanitizer finds them unreachable and reports them as leaks it cannot
// even name, since their code is gone, so a suppression file cannot match
// them. Loaded for good, as in a program that keeps its instance, they stay
// reachable, while leaks of our own still show.
#include <dlfcn.h>
#include <gtest/gtest.h>
#include <link.h>

#include <set>
#include <string>

#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_error.h"

namespace {

std::set<std::string> loaded_libraries() {
    std::set<std::string> names;
    dl_iterate_phdr(
        [](dl_phdr_info* info, std::size_t, void* data) {
            if (info->dlpi_name != nullptr && info->dlpi_name[0] != '\0')
                static_cast<std::set<std::string>*>(data)->insert(info->dlpi_name);
            return 0;
        },
        &names);
    return names;
}

class KeepDriversLoaded : public ::testing::Environment {
public:
    void SetUp() override {
        const std::set<std::string> before = loaded_libraries();
        try {
            const render::vulkan::Context context = render::vulkan::Context::create({.validation = true});
            // A second reference that is never closed, taken while the context
            // holds them, so the loader's dlclose no longer unmaps them.
            for (const std::string& name : loaded_libraries())
                if (before.count(name) == 0) dlopen(name.c_str(), RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
        } catch (const render::vulkan::VulkanUnavailable&) {
            // Nothing was loaded to keep; the tests report the missing device themselves.
        }
    }
};

// gtest owns and deletes the environment.
[[maybe_unused]] ::testing::Environment* const kKeepDriversLoaded =
    ::testing::AddGlobalTestEnvironment(new KeepDriversLoaded);

}  // namespace
