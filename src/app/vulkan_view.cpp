#include "app/vulkan_view.h"

#include <dlfcn.h>
#include <link.h>

#include <set>

namespace app {
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

// The loader unloads the driver when the context goes, and Mesa keeps
// allocations made once per load (lavapipe's LLVM set-up) in its globals:
// unmapped, they turn into leaks LeakSanitizer reports at exit without a
// name to suppress. A command ends soon after its context, so the libraries
// the context loaded stay mapped until then, as in test_render_vulkan's
// keep_drivers_loaded.cpp; leaks of our own still show.
render::vulkan::Context create_context() {
    const std::set<std::string> before = loaded_libraries();
    render::vulkan::Context context = render::vulkan::Context::create({.validation = false});
    for (const std::string& name : loaded_libraries())
        if (before.count(name) == 0) dlopen(name.c_str(), RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
    return context;
}

}  // namespace

VulkanView::VulkanView(const wad::Archive& archive, const assets::AssetSet& assets)
    : context_(create_context()), drawer_(context_, archive, assets) {}

}  // namespace app
