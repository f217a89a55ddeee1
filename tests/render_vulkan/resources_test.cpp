// Buffers, images, pipelines and descriptor sets: what they accept, what
// they refuse, and an uploaded image read back through the palette pass.
#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "base/error.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/descriptors.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/image.h"
#include "render/vulkan/offscreen_target.h"
#include "render/vulkan/pipeline_layout.h"
#include "render_vulkan/test_palette_pass.h"
#include "render_vulkan/vulkan_test.h"

namespace {

using namespace render::vulkan;

class ResourcesTest : public vulkan_test::VulkanTest {};

TEST_F(ResourcesTest, HostVisibleBuffersAreMappedForTheirWholeSize) {
    Buffer buffer = Buffer::create(context(), 100, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, MemoryUse::host_upload);
    ASSERT_EQ(buffer.mapped().size(), 100u);
    const std::array<std::byte, 3> bytes = {std::byte{1}, std::byte{2}, std::byte{3}};
    buffer.upload(context(), bytes, 97);
    EXPECT_EQ(buffer.mapped()[97], std::byte{1});
    EXPECT_EQ(buffer.mapped()[99], std::byte{3});
}

TEST_F(ResourcesTest, BuffersRefuseWhatDoesNotFit) {
    Buffer device = Buffer::create(context(), 16, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, MemoryUse::device_local);
    const std::vector<std::byte> bytes(8);
    EXPECT_THROW(device.upload(context(), bytes, 9), base::Error);
    EXPECT_THROW(device.upload(context(), std::vector<std::byte>(17)), base::Error);
    EXPECT_THROW(device.upload(context(), bytes, ~VkDeviceSize{0}), base::Error);
    EXPECT_NO_THROW(device.upload(context(), bytes, 8));
    EXPECT_THROW(device.mapped(), base::Error);
    EXPECT_THROW(Buffer::create(context(), 0, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, MemoryUse::host_upload),
                 base::Error);
}

TEST_F(ResourcesTest, MovedBuffersKeepOneOwner) {
    Buffer first = Buffer::create(context(), 32, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, MemoryUse::host_readback);
    const VkBuffer handle = first.get();
    Buffer second = std::move(first);
    EXPECT_EQ(second.get(), handle);
    EXPECT_EQ(second.size(), 32u);
    EXPECT_EQ(first.get(), VK_NULL_HANDLE);  // NOLINT(bugprone-use-after-move): checking the moved-from state
    EXPECT_THROW(first.mapped(), base::Error);
    second = Buffer::create(context(), 8, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, MemoryUse::host_upload);
    EXPECT_EQ(second.size(), 8u);
}

TEST_F(ResourcesTest, ImagesRefuseWrongUploads) {
    Image rendered = Image::create(context(), 4, 4, VK_FORMAT_R8_UINT, VK_IMAGE_USAGE_SAMPLED_BIT);
    EXPECT_THROW(rendered.upload(context(), std::vector<std::byte>(16)), base::Error);  // no TRANSFER_DST
    Image image = Image::create(context(), 4, 4, VK_FORMAT_R8G8B8A8_UNORM,
                                VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT);
    EXPECT_THROW(image.upload(context(), std::vector<std::byte>(16)), base::Error);  // 64 bytes wanted
    EXPECT_NO_THROW(image.upload(context(), std::vector<std::byte>(64)));
    Image depth = Image::create(context(), 4, 4, VK_FORMAT_D32_SFLOAT, VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT);
    EXPECT_EQ(depth.aspect(), static_cast<VkImageAspectFlags>(VK_IMAGE_ASPECT_DEPTH_BIT));
}

TEST_F(ResourcesTest, UploadedIndicesComeOutThroughThePalette) {
    constexpr int kWidth = 40;
    constexpr int kHeight = 24;
    Image indices = Image::create(context(), kWidth, kHeight, VK_FORMAT_R8_UINT,
                                  VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT);
    std::vector<std::byte> pixels(kWidth * kHeight);
    for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < kWidth; ++x) pixels[static_cast<std::size_t>(y * kWidth + x)] = std::byte(x * 11 + y * 29);
    indices.upload(context(), pixels);

    const OffscreenTarget target = OffscreenTarget::create(context(), kWidth, kHeight);
    const vulkan_test::TestPalettePass palette_pass(context(), indices.view());
    context().submit_and_wait([&](VkCommandBuffer cmd) {
        target.begin_rgba_rendering(cmd);
        palette_pass.draw(cmd);
        target.end_rgba_rendering(cmd);
    });
    const std::vector<std::uint8_t> rgba = target.read_rgba(context());
    ASSERT_EQ(rgba.size(), pixels.size() * 4);
    for (std::size_t i = 0; i < pixels.size(); ++i) {
        const std::array<std::uint8_t, 4> want = vulkan_test::palette_color(std::to_integer<int>(pixels[i]));
        ASSERT_EQ((std::array{rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2], rgba[i * 4 + 3]}), want)
            << "pixel " << i % kWidth << ", " << i / kWidth;
    }
}

TEST_F(ResourcesTest, PipelinesRefuseDepthTestsWithoutADepthFormat) {
    const PipelineLayout layout = PipelineLayout::create(context(), {}, {});
    GraphicsPipelineDesc desc;
    desc.vertex_shader = "fullscreen_triangle.vert";
    desc.fragment_shader = "test_palette.frag";
    desc.color_format = VK_FORMAT_R8G8B8A8_UNORM;
    desc.depth_test = true;
    EXPECT_THROW(GraphicsPipeline::create(context(), desc, layout), base::Error);
    desc.depth_test = false;
    desc.fragment_shader = "no_such_shader.frag";
    EXPECT_THROW(GraphicsPipeline::create(context(), desc, layout), base::Error);
}

TEST_F(ResourcesTest, DescriptorSetsAreCountedAndBounded) {
    const DescriptorBinding bindings[] = {{0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_SHADER_STAGE_FRAGMENT_BIT},
                                          {1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_SHADER_STAGE_FRAGMENT_BIT},
                                          {2, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, VK_SHADER_STAGE_FRAGMENT_BIT}};
    const DescriptorSetLayout layout = DescriptorSetLayout::create(context(), bindings);
    const DescriptorSets sets = DescriptorSets::create(context(), layout, 3);
    EXPECT_EQ(sets.count(), 3u);
    EXPECT_NE(sets[0], sets[2]);
    EXPECT_THROW(sets[3], base::Error);
    EXPECT_THROW(DescriptorSets::create(context(), layout, 0), base::Error);
}

}  // namespace
