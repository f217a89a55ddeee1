#pragma once
// Where devices differ in ways the renderer has to work around, decided in
// one place from the device's properties. Each field names the symptom it
// avoids.
//
// No extension fallback is needed: every device we accept has Vulkan 1.3,
// where dynamic rendering and synchronization2 are core (lavapipe in
// Mesa 22.3 reports 1.3.230), and the shaders are SPIR-V 1.6
// (glslc --target-env=vulkan1.3), which a Vulkan 1.2 driver with only the
// KHR extensions could not load anyway.
#include <vulkan/vulkan.h>

#include <chrono>

namespace render::vulkan {

struct Quirks {
    // How long submit_and_wait waits before calling the device hung. A CPU
    // device (lavapipe) takes seconds for one 3840×2160 frame on a busy
    // machine, most of all under the sanitizers, where a GPU-sized limit
    // would report a hang that is not one.
    std::chrono::seconds submission_timeout{10};
};

Quirks quirks_for(const VkPhysicalDeviceProperties& properties);

}  // namespace render::vulkan
