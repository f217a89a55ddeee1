#include "render/vulkan/gpu_timer.h"

#include <cstdint>

#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

GpuTimer::GpuTimer(const Context& context, int marks) : device_(context.device()), marks_(marks) {
    if (!context.info().timestamps || marks < 2) return;
    VkQueryPoolCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
    info.queryType = VK_QUERY_TYPE_TIMESTAMP;
    info.queryCount = static_cast<std::uint32_t>(marks);
    VkQueryPool pool = VK_NULL_HANDLE;
    check(vkCreateQueryPool(device_, &info, nullptr, &pool), "vkCreateQueryPool");
    pool_ = QueryPoolHandle(device_, pool);
    nanoseconds_per_tick_ = context.info().timestamp_period_ns;
}

void GpuTimer::start(VkCommandBuffer cmd) const {
    if (!pool_) return;
    vkCmdResetQueryPool(cmd, pool_.get(), 0, static_cast<std::uint32_t>(marks_));
    vkCmdWriteTimestamp2(cmd, VK_PIPELINE_STAGE_2_NONE, pool_.get(), 0);
}

void GpuTimer::mark(VkCommandBuffer cmd, int index) const {
    if (pool_ && index > 0 && index < marks_)
        vkCmdWriteTimestamp2(cmd, VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, pool_.get(), static_cast<std::uint32_t>(index));
}

std::optional<std::vector<double>> GpuTimer::intervals() const {
    if (!pool_) return std::nullopt;
    std::vector<std::uint64_t> ticks(static_cast<std::size_t>(marks_));
    const VkResult result =
        vkGetQueryPoolResults(device_, pool_.get(), 0, static_cast<std::uint32_t>(marks_),
                              ticks.size() * sizeof ticks[0], ticks.data(), sizeof ticks[0], VK_QUERY_RESULT_64_BIT);
    if (result != VK_SUCCESS) return std::nullopt;
    std::vector<double> ms;
    for (std::size_t i = 1; i < ticks.size(); ++i)
        ms.push_back(static_cast<double>(ticks[i] - ticks[i - 1]) * nanoseconds_per_tick_ / 1e6);
    return ms;
}

}  // namespace render::vulkan
