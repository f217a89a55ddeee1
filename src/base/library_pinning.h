#pragma once
// Keeps the shared libraries that a call loads mapped until the process
// exits. Vulkan drivers and GLFW's X11 libraries are loaded with dlopen
// and unloaded again on shutdown; some keep allocations made once per
// load in their own globals, which LeakSanitizer then reports as leaks it
// cannot even name (their code is gone), so no suppression can match them.
// Kept loaded, as in a program that never shuts them down, they stay
// reachable, while leaks of our own still show.
#include <functional>

namespace base {

// Runs `load`, then takes a never-released reference to every library it loaded.
void keep_loaded_libraries_of(const std::function<void()>& load);

}  // namespace base
