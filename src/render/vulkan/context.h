#pragma once
// The Vulkan 1.3 context everything else is made from: instance, optional
// validation messenger, the chosen physical device, a logical device with
// one graphics queue, and a command buffer for one-shot submissions.
// Not thread-safe: one thread records and submits.
#include <vulkan/vulkan.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "render/vulkan/quirks.h"
#include "render/vulkan/validation_log.h"

namespace render::vulkan {

struct ContextOptions {
    // Load the Khronos validation layer and record its warnings and errors
    // (validation_messages()). Where the layer is not installed the context
    // works without it and validation_available() is false.
    bool validation = false;
    // For tests of what happens when a device is lost: submissions after
    // this many are refused with VK_ERROR_DEVICE_LOST, as a real lost
    // device refuses them, and the context counts as lost from then on.
    std::optional<std::uint64_t> lose_device_after_submissions = std::nullopt;
};

// For a context that draws into a window: the instance extensions its
// surface needs, and the function that makes the surface once the instance
// exists. The device chosen must then present to that surface,
// VK_KHR_swapchain is enabled, and the context owns the surface.
struct WindowSurface {
    std::vector<std::string> instance_extensions;
    std::function<VkSurfaceKHR(VkInstance)> create;
};

struct DeviceInfo {
    std::string name;    // "llvmpipe (LLVM 15.0.6, 256 bits)"
    std::string driver;  // driver name and version text, "llvmpipe Mesa 22.3.6 (LLVM 15.0.6)"
    VkPhysicalDeviceType type = VK_PHYSICAL_DEVICE_TYPE_OTHER;
    bool is_cpu = false;  // lavapipe: correct but slow
    std::uint32_t api_version = 0;
    std::uint32_t max_image_dimension_2d = 0;
    std::uint32_t max_texel_buffer_elements = 0;
    // Optional features, enabled on the device whenever supported.
    bool shader_int64 = false;
    bool fragment_stores_and_atomics = false;
    bool vertex_pipeline_stores_and_atomics = false;  // only writes need it; reads of storage buffers do not
    // Timestamps on the graphics queue (gpu_timer.h), and their unit.
    bool timestamps = false;
    double timestamp_period_ns = 0;

    std::string api_version_text() const;  // "1.3.230"
};

class Context {
public:
    // Throws VulkanUnavailable when there is no driver or no device with
    // Vulkan 1.3, dynamic rendering and synchronization2. The environment
    // variable BRIMSTONE_VULKAN_DEVICE picks a device by part of its name.
    static Context create(const ContextOptions& options);
    static Context create(const ContextOptions& options, const WindowSurface& window);

    ~Context();
    Context(Context&&) noexcept;
    Context& operator=(Context&&) noexcept;

    VkInstance instance() const;
    VkPhysicalDevice physical_device() const;
    VkDevice device() const;
    VkQueue queue() const;
    std::uint32_t queue_family() const;
    VkSurfaceKHR surface() const;  // VK_NULL_HANDLE when headless
    const DeviceInfo& info() const;
    const Quirks& quirks() const;
    const VkPhysicalDeviceMemoryProperties& memory_properties() const;

    bool validation_available() const;
    // Every warning and error recorded since creation (validation_log.h).
    std::vector<std::string> validation_messages() const;
    // The same record, kept alive by its holders past the context, so the
    // reports made while it is destroyed (objects never destroyed, say) can
    // be read afterwards.
    std::shared_ptr<const ValidationLog> validation_log() const;

    // Records commands with `record` into a fresh command buffer, submits it
    // and waits until the device has finished. Throws base::Error when a
    // call fails, DeviceLost when the device is lost or does not finish
    // within quirks().submission_timeout.
    void submit_and_wait(const std::function<void(VkCommandBuffer)>& record);

    // The pieces of submit_and_wait, for work kept in flight (frame_commands.h):
    // submit_commands resets `fence` and submits the recorded `cmd` to
    // signal it; wait waits for `fence` as submit_and_wait does. Both throw
    // as submit_and_wait.
    void submit_commands(VkCommandBuffer cmd, VkFence fence);
    void wait(VkFence fence);

    // vkQueueSubmit2 on the queue, for every submission made from this
    // context, so that a lost device is noticed (and a simulated loss
    // happens) in one place. VK_ERROR_DEVICE_LOST once lost.
    VkResult submit(const VkSubmitInfo2& submission, VkFence fence);
    bool lost() const;

private:
    struct State;
    explicit Context(std::unique_ptr<State> state);

    std::unique_ptr<State> state_;
};

// Resets `cmd` (also out of a recording left open by an exception) and
// begins it for one submission.
void begin_one_time_commands(VkCommandBuffer cmd);

}  // namespace render::vulkan
