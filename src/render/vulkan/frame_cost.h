#pragma once
// Where one Vulkan frame's time went, to find what bounds it: the CPU's
// stages in wall time and, where the device has timestamps, the GPU's
// passes in the order the frame records them.
#include <optional>

namespace render::vulkan {

struct GpuPassTimes {
    double walls = 0;     // the opaque wall parts
    double planes = 0;    // floors, ceilings and sky
    double things = 0;    // things, masked middles, fuzz copies and the weapon
    double strip = 0;     // the status strip, when it changed
    double readback = 0;  // the index image copied to the host buffer

    // The frame on the device, readback left out (as last_gpu_ms).
    double drawing() const { return walls + planes + things + strip; }
};

struct FrameCost {
    double walk_ms = 0;    // the original's walk (software::ViewWalk) and the things it projects
    double records_ms = 0; // the walk's records written for the shaders, with the span of each plane pixel
    double upload_ms = 0;  // the rest of the per-frame data: sectors, sides, view, sky, index lists, descriptors
    double submit_ms = 0;  // recording, submission and the wait for the device
    double copy_ms = 0;    // the index image out of the host buffer into the frame
    // The frame on the device, readback left out, where it has timestamps.
    std::optional<double> gpu_ms;
    // The same pass by pass, on devices that are not the CPU: lavapipe
    // finishes all the work recorded before a timestamp when it meets one,
    // which costs about 0.8 ms a 1080p frame, and draws a frame tile by
    // tile, every pass in a tile before the next tile, so there its passes
    // have no times of their own.
    std::optional<GpuPassTimes> gpu;
};

}  // namespace render::vulkan
