#pragma once
// Draws shaders/fullscreen_triangle.vert + test_palette.frag into the RGBA
// image of an OffscreenTarget: every pixel of an R8_UINT image through a
// 256-entry palette held in a host-visible storage buffer.
#include <vulkan/vulkan.h>

#include <array>
#include <cstdint>

#include "render/vulkan/buffer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/descriptors.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/pipeline_layout.h"

namespace vulkan_test {

// The test palette: every channel, alpha too, differs between neighbours.
inline std::array<std::uint8_t, 4> palette_color(int index) {
    return {static_cast<std::uint8_t>(index), static_cast<std::uint8_t>(255 - index),
            static_cast<std::uint8_t>((index * 7) & 255), static_cast<std::uint8_t>((index * 13 + 1) & 255)};
}

class TestPalettePass {
public:
    // `indices` must rest in SHADER_READ_ONLY_OPTIMAL when draw() runs.
    TestPalettePass(render::vulkan::Context& context, VkImageView indices);

    // Inside OffscreenTarget::begin_rgba_rendering / end_rgba_rendering.
    void draw(VkCommandBuffer cmd) const;

private:
    render::vulkan::DescriptorSetLayout set_layout_;
    render::vulkan::DescriptorSets sets_;
    render::vulkan::Buffer palette_;
    render::vulkan::PipelineLayout layout_;
    render::vulkan::GraphicsPipeline pipeline_;
};

}  // namespace vulkan_test
