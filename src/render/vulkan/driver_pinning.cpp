#include "render/vulkan/driver_pinning.h"

#include <optional>

#include "base/library_pinning.h"

namespace render::vulkan {

Context create_context_keeping_drivers_loaded(const ContextOptions& options, const WindowSurface& window) {
    std::optional<Context> context;
    base::keep_loaded_libraries_of([&] { context.emplace(Context::create(options, window)); });
    return std::move(*context);
}

}  // namespace render::vulkan
