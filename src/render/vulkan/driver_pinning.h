#pragma once
// A context whose driver and layers stay loaded until the process exits
// (base/library_pinning.h says why).
#include "render/vulkan/context.h"

namespace render::vulkan {

// Context::create, plus a never-closed reference to every shared library
// that creating it loaded. Throws as Context::create does.
Context create_context_keeping_drivers_loaded(const ContextOptions& options, const WindowSurface& window = {});

}  // namespace render::vulkan
