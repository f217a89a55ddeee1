#include "render/vulkan/frame_ring.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <utility>

#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

constexpr int kTimedMarks = kMarkReadback + 1;

}  // namespace

FrameRing::FrameRing(Context& context, bool passes_timed)
    : context_(&context),
      passes_timed_(passes_timed),
      commands_(context.device(), context.queue_family(), kFramesInFlight) {
    for (std::size_t i = 0; i < kFramesInFlight; ++i)
        slots_.push_back(std::make_unique<Slot>(context, passes_timed ? kTimedMarks : 2));
}

// Nothing may be freed while the device still reads it; a lost device reads nothing.
FrameRing::~FrameRing() { vkDeviceWaitIdle(context_->device()); }

void FrameRing::start(const Frame& frame) {
    finish(frame);
    finish_slot(next_);
}

bool FrameRing::fit_target(const ScreenLayout& screen, bool compute_writes, OffscreenTarget::IndexReadback readback) {
    Slot& s = slot();
    const ScreenLayout unsheared = screen.with_pitch(0);
    if (s.target && s.target_layout == unsheared) return false;
    s.target_layout = unsheared;
    s.target = OffscreenTarget::create(*context_, screen.width, screen.height, compute_writes, readback);
    s.strip_drawn = false;
    return true;
}

bool FrameRing::prepare_strip(const overlay::StatusStrip* strip, const ScreenLayout& screen) {
    if (!strip) return false;
    Slot& s = slot();
    if (!s.strip) s.strip = std::make_unique<StatusStripPass>(*context_);
    const std::array<int, 5> place{screen.view_height, screen.bar_x, screen.bar_y, screen.bar_width, screen.scale};
    // prepare() first: the strip's images are copied whether or not they changed.
    return s.strip->prepare(*strip) || !s.strip_drawn || place != s.strip_place;
}

VkCommandBuffer FrameRing::record() {
    const VkCommandBuffer cmd = commands_.commands(next_);
    begin_one_time_commands(cmd);
    slot().timer.start(cmd);
    return cmd;
}

void FrameRing::mark(VkCommandBuffer cmd, FrameMark mark) {
    if (passes_timed_) slot().timer.mark(cmd, mark);
}

void FrameRing::submit(VkCommandBuffer cmd, Frame& frame, const ScreenLayout& screen, const overlay::StatusStrip* strip,
                       bool draw_strip, const FrameCost& cost) {
    Slot& s = slot();
    const auto t = Clock::now();
    if (draw_strip) s.strip->record(cmd, *s.target, screen);
    s.timer.mark(cmd, passes_timed_ ? kMarkStrip : 1);
    s.target->record_index_readback(cmd);
    mark(cmd, kMarkReadback);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
    context_->submit_commands(cmd, commands_.done(next_));
    if (strip) {
        s.strip_drawn = true;
        s.strip_place = {screen.view_height, screen.bar_x, screen.bar_y, screen.bar_width, screen.scale};
    }
    s.frame = &frame;
    s.rows = strip ? screen.height : screen.view_height;
    s.row_bytes = static_cast<std::size_t>(strip ? screen.width : screen.view_width);
    s.cost = cost;
    s.cost.submit_ms += ms_since(t);
    in_flight_.push_back(next_);
    last_submitted_ = next_;
    next_ = (next_ + 1) % kFramesInFlight;
    if (!keep_in_flight_) finish_slot(last_submitted_);
}

void FrameRing::finish(const Frame& frame) {
    // Oldest first, so a frame begun twice ends with its later picture.
    const auto drawing_into = [&](std::size_t i) { return slots_[i]->frame == &frame; };
    for (auto i = std::ranges::find_if(in_flight_, drawing_into); i != in_flight_.end();
         i = std::ranges::find_if(in_flight_, drawing_into))
        finish_slot(*i);
}

void FrameRing::finish_all() {
    while (!in_flight_.empty()) finish_slot(in_flight_.front());
}

void FrameRing::finish_slot(std::size_t i) {
    Slot& s = *slots_[i];
    std::erase(in_flight_, i);
    Frame* const frame = std::exchange(s.frame, nullptr);
    if (!frame) return;
    auto t = Clock::now();
    context_->wait(commands_.done(i));
    s.cost.submit_ms += ms_since(t);
    if (const auto ms = s.timer.intervals(); ms && passes_timed_) {
        s.cost.gpu = GpuPassTimes{(*ms)[1], (*ms)[0], (*ms)[2], (*ms)[3], (*ms)[4]};
        s.cost.gpu_ms = s.cost.gpu->drawing();
    } else if (ms) {
        s.cost.gpu_ms = (*ms)[0];
    }
    const Image::MappedRows indices = s.target->indices_read_back();
    t = Clock::now();
    for (int y = 0; y < s.rows; ++y)
        std::memcpy(frame->row(y), indices.first + static_cast<std::size_t>(y) * indices.pitch, s.row_bytes);
    s.cost.copy_ms = ms_since(t);
    last_cost_ = s.cost;
}

void FrameRing::keep_in_flight(bool on) {
    if (!on) finish_all();
    keep_in_flight_ = on;
}

}  // namespace render::vulkan
