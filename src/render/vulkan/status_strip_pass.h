#pragma once
// The status strip (render/overlay/status_strip.h) scaled on the GPU into
// the rows of the index image below the view, by shaders/status_strip.frag:
// the bar's 320×32 picture and the border flat go up each frame (14 KiB)
// and the scaling to any screen size happens in the fragment shader.
#include <vulkan/vulkan.h>

#include "render/overlay/status_strip.h"
#include "render/screen_layout.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/descriptors.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/pipeline_layout.h"
#include "render/vulkan/texel_view.h"

namespace render::vulkan {

class Context;
class OffscreenTarget;

class StatusStripPass {
public:
    explicit StatusStripPass(Context& context);

    // Copies the strip's images for the next record(); the device must be
    // done with the previous ones. Says whether they differ from the last
    // ones (always, the first time): a renderer whose image still holds
    // the strip drawn from those need not draw it again. Throws
    // base::Error for images of the wrong size.
    bool prepare(const overlay::StatusStrip& strip);
    // Draws into `target`'s index image, from layout.bar_y to the bottom.
    void record(VkCommandBuffer cmd, const OffscreenTarget& target, const ScreenLayout& layout) const;

private:
    Buffer images_;
    BufferViewHandle images_view_;  // read as R8 texels
    DescriptorSetLayout set_layout_;
    DescriptorSets sets_;
    PipelineLayout layout_;
    GraphicsPipeline pipeline_;
    bool prepared_ = false;  // images_ holds a strip
};

}  // namespace render::vulkan
