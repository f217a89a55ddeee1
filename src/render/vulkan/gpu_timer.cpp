#include "render/vulkan/gpu_timer.h"

#include <array>
#include <cstdint>

#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

GpuTimer::GpuTimer(const Context& context) : device_(context.device()) {
    if (!context.info().timestamps) return;
    VkQueryPoolCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
    info.queryType = VK_QUERY_TYPE_TIMESTAMP;
    info.queryCount = 2;
    VkQueryPool pool = VK_NULL_HANDLE;
    check(vkCreateQueryPool(device_, &info, nullptr, &pool), "vkCreateQueryPool");
    pool_ = QueryPoolHandle(device_, pool);
    nanoseconds_per_tick_ = context.info().timestamp_period_ns;
}

void GpuTimer::begin(VkCommandBuffer cmd) const {
    if (!pool_) return;
    vkCmdResetQueryPool(cmd, pool_.get(), 0, 2);
    vkCmdWriteTimestamp2(cmd, VK_PIPELINE_STAGE_2_NONE, pool_.get(), 0);
}

void GpuTimer::end(VkCommandBuffer cmd) const {
    if (pool_) vkCmdWriteTimestamp2(cmd, VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, pool_.get(), 1);
}

std::optional<double> GpuTimer::milliseconds() const {
    if (!pool_) return std::nullopt;
    std::array<std::uint64_t, 2> ticks{};
    const VkResult result = vkGetQueryPoolResults(device_, pool_.get(), 0, 2, sizeof ticks, ticks.data(),
                                                  sizeof ticks[0], VK_QUERY_RESULT_64_BIT);
    if (result != VK_SUCCESS) return std::nullopt;
    return static_cast<double>(ticks[1] - ticks[0]) * nanoseconds_per_tick_ / 1e6;
}

}  // namespace render::vulkan
