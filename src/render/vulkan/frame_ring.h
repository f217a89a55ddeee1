#pragma once
// The frames in flight both Vulkan views draw with (the exact view,
// level_renderer.h, and the true 3D view, true_view.h): per slot the 8-bit
// index target with its readback, the status strip drawn on the GPU, a
// GPU timer and a command buffer with its fence; while a slot is in flight,
// the frame its pixels go to. A view prepares the next slot's own data
// (its buffers, its descriptor set: the slot's number picks them), records
// its passes between record() and submit(), and finish() copies the pixels
// out once the device is done. The CPU prepares and records the next frame
// while the device draws the last.
#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

#include "render/frame.h"
#include "render/overlay/status_strip.h"
#include "render/screen_layout.h"
#include "render/vulkan/context.h"
#include "render/vulkan/frame_commands.h"
#include "render/vulkan/frame_cost.h"
#include "render/vulkan/gpu_timer.h"
#include "render/vulkan/offscreen_target.h"
#include "render/vulkan/status_strip_pass.h"

namespace render::vulkan {

// The GPU timer's marks of a frame (frame_cost.h): start, planes, walls,
// things, strip, readback. On a CPU device only start and strip are
// marked (GpuPassTimes says why), so the frame's time is one interval.
enum FrameMark : int { kMarkPlanes = 1, kMarkWalls = 2, kMarkThings = 3, kMarkStrip = 4, kMarkReadback = 5 };

class FrameRing {
public:
    struct Slot {
        Slot(const Context& context, int marks) : timer(context, marks) {}
        std::optional<OffscreenTarget> target;
        ScreenLayout target_layout;  // what target was made for
        std::unique_ptr<StatusStripPass> strip;  // made for the first screen drawn
        bool strip_drawn = false;  // the target's rows below the view hold the strip last prepared
        std::array<int, 5> strip_place{};  // where: view height, bar x, y, width, scale
        GpuTimer timer;
        // While in flight: the frame its pixels go to, how many rows and
        // bytes of each, and the CPU's part of its cost.
        Frame* frame = nullptr;
        int rows = 0;
        std::size_t row_bytes = 0;
        FrameCost cost;
    };

    // `passes_timed`: the device has pass-by-pass timestamps (not a CPU device).
    FrameRing(Context& context, bool passes_timed);
    ~FrameRing();
    FrameRing(const FrameRing&) = delete;
    FrameRing& operator=(const FrameRing&) = delete;

    // The slot the next frame goes to, and its number.
    Slot& slot() { return *slots_[next_]; }
    std::size_t next() const { return next_; }

    // Before a view prepares a frame into `frame`: an earlier picture for
    // the same frame, and the next slot's last frame, end first, so the
    // next slot's data may be rewritten.
    void start(const Frame& frame);
    // The next slot's target made for `screen` when it was made for
    // another layout (the pitch aside); says whether it is new.
    bool fit_target(const ScreenLayout& screen, bool compute_writes, OffscreenTarget::IndexReadback readback);
    // Prepares the strip; says whether this frame must draw it (it
    // changed, moved, or the target is new).
    bool prepare_strip(const overlay::StatusStrip* strip, const ScreenLayout& screen);

    // The next slot's command buffer, begun, with the timer started.
    VkCommandBuffer record();
    void mark(VkCommandBuffer cmd, FrameMark mark);
    // Draws the strip (when prepare_strip said so), records the readback,
    // submits, and puts the slot in flight for `frame`: with the strip the
    // whole screen comes back, else the view's rows.
    void submit(VkCommandBuffer cmd, Frame& frame, const ScreenLayout& screen, const overlay::StatusStrip* strip,
                bool draw_strip, const FrameCost& cost);
    // The slot submitted last (its number), for a view that needs its
    // results at once.
    std::size_t last_submitted() const { return last_submitted_; }

    // Waits for the frame drawing into `frame` (all of them, oldest first)
    // and copies it out.
    void finish(const Frame& frame);
    void finish_all();
    // Waits for slot `i`'s frame, if it has one in flight, and copies its
    // pixels out; the slot is free afterwards, even when the wait throws.
    void finish_slot(std::size_t i);

    // Whether submit returns before the device has drawn the frame.
    void keep_in_flight(bool on);
    bool keeps_in_flight() const { return keep_in_flight_; }
    const FrameCost& last_cost() const { return last_cost_; }

private:
    Context* context_;
    bool passes_timed_;
    bool keep_in_flight_ = true;
    FrameCommands commands_;  // a command buffer and fence per slot
    std::vector<std::unique_ptr<Slot>> slots_;
    std::size_t next_ = 0;  // the slot the next frame goes to
    std::size_t last_submitted_ = 0;
    std::vector<std::size_t> in_flight_;  // the slots submitted and not finished, oldest first
    FrameCost last_cost_;  // of the last frame finished
};

}  // namespace render::vulkan
