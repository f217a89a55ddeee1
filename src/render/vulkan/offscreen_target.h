#pragma once
// What the Vulkan renderer draws into, off screen: an 8-bit palette-index
// image (R8_UINT, one index a pixel like render::Frame) with a 32-bit float
// depth buffer for single passes that want one, and an RGBA image for the palette pass that turns indices
// into colour.
//
// Between passes both colour images rest in SHADER_READ_ONLY_OPTIMAL (GENERAL
// when the host reads the index image in place), where fragment and compute
// shaders may read them; every pass and read-back below starts and ends
// there, so they can follow one another in any order and across submissions.
#include <vulkan/vulkan.h>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "render/frame.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/image.h"

namespace render::vulkan {

class Context;

class OffscreenTarget {
public:
    static constexpr VkFormat kIndexFormat = VK_FORMAT_R8_UINT;
    static constexpr VkFormat kDepthFormat = VK_FORMAT_D32_SFLOAT;
    static constexpr VkFormat kRgbaFormat = VK_FORMAT_R8G8B8A8_UNORM;

    // How a frame's indices reach the host: copied into a host buffer by the
    // frame's own commands, or read where they were drawn (a linear image in
    // host memory). On lavapipe the copy is a memcpy on its queue thread
    // after the whole frame is drawn, so the next frame waits for it.
    enum class IndexReadback { copied, mapped };

    // Throws base::Error for a size the device cannot make (see Image::create).
    // `compute_writes`: compute shaders may write the index image (see
    // begin_compute_writes), which needs can_compute_write; `mapped`
    // readback needs can_map_indices.
    static OffscreenTarget create(Context& context, int width, int height, bool compute_writes = false,
                                  IndexReadback readback = IndexReadback::copied);
    // Whether the device can write the index format from compute shaders (a storage image).
    static bool can_compute_write(const Context& context);
    // Whether the device can draw into an index image the host reads in
    // place (and write it from compute shaders, with `compute_writes`).
    static bool can_map_indices(const Context& context, bool compute_writes);

    int width() const { return indices_.width(); }
    int height() const { return indices_.height(); }
    const Image& indices() const { return indices_; }
    const Image& depth() const { return depth_; }
    const Image& rgba() const { return rgba_; }

    // Starts dynamic rendering into the index image, cleared to
    // `clear_index`, with depth cleared to `clear_depth`; sets the viewport
    // and scissor to the whole target.
    void begin_rendering(VkCommandBuffer cmd, std::uint8_t clear_index, float clear_depth = 1.0f) const;
    void end_rendering(VkCommandBuffer cmd) const;

    // Drawing in several passes, without depth: `color` is the index image
    // or another colour image of the target's size (with SAMPLED usage,
    // resting like it). `clear` gives the value to clear it to; without
    // one, it keeps what the last pass left. The pass covers the top-left
    // `area` (the whole image without one): a clear leaves the rest as it was.
    void begin_pass(VkCommandBuffer cmd, const Image& color, const VkClearColorValue* clear,
                    std::optional<VkExtent2D> area = std::nullopt) const;
    void end_pass(VkCommandBuffer cmd, const Image& color) const;
    // Drawing with depth over several passes (the true 3D view): `color`,
    // `clear` and `area` as for begin_pass; with `clear_depth` the depth
    // buffer starts cleared to it, without one it keeps what the last such
    // pass left.
    void begin_depth_pass(VkCommandBuffer cmd, const Image& color, const VkClearColorValue* clear,
                          std::optional<float> clear_depth, VkExtent2D area) const;
    // Compute shaders writing the index image as a storage image (GENERAL
    // layout) between passes: after a pass, before the next.
    void begin_compute_writes(VkCommandBuffer cmd) const;
    // Between two compute passes, the second writing over the first.
    void between_compute_writes(VkCommandBuffer cmd) const;
    void end_compute_writes(VkCommandBuffer cmd) const;
    // The layout colour images rest in between passes (other images drawn
    // with begin_pass must start in it).
    VkImageLayout resting_layout() const { return resting_; }

    // Copies the top-left `region` of a resting colour image into `buffer`
    // (rows top to bottom, tightly packed; TRANSFER_DST usage) between
    // passes, for the next passes' fragment shaders to read.
    void copy_for_fragment_shaders(VkCommandBuffer cmd, const Image& image, VkBuffer buffer, VkExtent2D region) const;

    // The same for the palette pass into the RGBA image (cleared to opaque
    // black, no depth).
    void begin_rgba_rendering(VkCommandBuffer cmd) const;
    void end_rgba_rendering(VkCommandBuffer cmd) const;

    // Copy an image back to the CPU in one submission of their own.
    Frame read_indices(Context& context) const;
    // The index image's read-back as part of a frame's own submission:
    // record_index_readback copies it into a host buffer kept with the
    // target, or with mapped readback makes the image itself visible to the
    // host; once that submission is done, indices_read_back gives its rows.
    void record_index_readback(VkCommandBuffer cmd) const;
    Image::MappedRows indices_read_back() const;
    std::vector<std::uint8_t> read_rgba(Context& context) const;  // 4 bytes a pixel, R G B A

private:
    // begin_pass, and with `clear_depth` a cleared depth buffer too.
    // With `keep_depth`, the depth buffer is loaded as the last pass stored it.
    void start_pass(VkCommandBuffer cmd, const Image& color, const VkClearColorValue* clear,
                    std::optional<VkExtent2D> area, std::optional<float> clear_depth, bool keep_depth = false) const;
    std::vector<std::uint8_t> read(Context& context, const Image& image) const;
    // Records the copy of `image` into `buffer`, readable by the host once
    // the submission is done.
    void record_copy(VkCommandBuffer cmd, const Image& image, const Buffer& buffer) const;
    // Copies the top-left `extent` of a resting colour image into `buffer`
    // (rows tightly packed) and leaves the image resting again.
    void copy_resting_image(VkCommandBuffer cmd, const Image& image, VkBuffer buffer, VkExtent2D extent) const;

    Image indices_;
    Image depth_;
    Image rgba_;
    Buffer index_readback_;  // host memory, the index image's size; none with mapped readback
    VkImageLayout resting_ = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL;
};

}  // namespace render::vulkan
