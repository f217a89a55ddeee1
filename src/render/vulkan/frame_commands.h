#pragma once
// The command buffers and fences of work kept in flight: one of each per
// frame, from one pool, so the CPU can record the next frame while the
// device still runs the last. The fences start signalled: a frame never
// submitted counts as done.
#include <vulkan/vulkan.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

// How many frames the renderer and the presenter each keep in flight.
inline constexpr std::size_t kFramesInFlight = 2;

class FrameCommands {
public:
    FrameCommands() = default;
    // On `device`'s queue family `queue_family`. Throws base::Error when a Vulkan call fails.
    FrameCommands(VkDevice device, std::uint32_t queue_family, std::size_t frames);

    std::size_t count() const { return commands_.size(); }
    VkCommandBuffer commands(std::size_t frame) const { return commands_.at(frame); }
    VkFence done(std::size_t frame) const { return done_.at(frame).get(); }

private:
    CommandPoolHandle pool_;
    std::vector<VkCommandBuffer> commands_;  // freed with the pool
    std::vector<FenceHandle> done_;
};

}  // namespace render::vulkan
