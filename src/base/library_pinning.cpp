#include "base/library_pinning.h"

#include <dlfcn.h>
#include <link.h>

#include <set>
#include <string>

namespace base {
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

}  // namespace

void keep_loaded_libraries_of(const std::function<void()>& load) {
    const std::set<std::string> before = loaded_libraries();
    load();
    // A second reference, taken while they are loaded, so their owner's
    // dlclose no longer unmaps them.
    for (const std::string& name : loaded_libraries())
        if (before.count(name) == 0) dlopen(name.c_str(), RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
}

}  // namespace base
