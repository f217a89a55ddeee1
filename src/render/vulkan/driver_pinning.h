#pragma once
// A context whose driver and layers stay loaded until the process exits.
//
// The Vulkan loader unloads the driver (and the validation layer) when the
// last instance is destroyed. Mesa keeps some allocations made once per load
// (lavapipe's LLVM set-up) in its own globals; once its file is unmapped,
// LeakSanitizer finds them unreachable and reports leaks it cannot even
// name, since their code is gone, so no suppression file can match them.
// Kept loaded, as in a program that keeps its instance, they stay
// reachable, while leaks of our own still show.
#include "render/vulkan/context.h"

namespace render::vulkan {

// Context::create, plus a never-closed reference to every shared library
// that creating it loaded. Throws as Context::create does.
Context create_context_keeping_drivers_loaded(const ContextOptions& options, const WindowSurface& window = {});

}  // namespace render::vulkan
