#pragma once
// The window's pixels made on the CPU from an 8-bit frame: each window
// pixel is the frame pixel the palette pass (shaders/present.frag) takes
// for it, looked up in the palette and written as the swapchain's four
// bytes; the window outside the frame's rectangle is black. A CPU Vulkan
// device shows these with a plain copy, since a full-window fragment pass
// there costs more than drawing the frame (docs/architecture.md, "Window
// and play loop").
#include <array>
#include <cstdint>
#include <span>

#include "assets/palette.h"
#include "render/frame.h"
#include "render/software/band_threads.h"

namespace render {

// Where the frame lands in the window, in window pixels.
struct WindowRect {
    int x = 0, y = 0, width = 0, height = 0;
};

// The largest rectangle of the frame's aspect ratio that fits the window,
// centred (at least one pixel each way).
WindowRect fit_in_window(int frame_width, int frame_height, int window_width, int window_height);

// The byte order of the swapchain's 32-bit pixels.
enum class PixelOrder { rgba, bgra };

// Each palette entry as the four bytes a window pixel holds (alpha 255),
// so a pixel is one word copied.
std::array<std::uint32_t, 256> window_colours(std::span<const assets::Rgb, 256> palette, PixelOrder order);

// Window rows [first_row, last_row) of `out`, a window `window_width`
// words a row: inside `rect` the frame's pixel at (x - rect.x) ×
// frame.width / rect.width (and so for rows), clamped to the frame, as
// present.frag samples; black elsewhere. Bands of rows may be painted at
// once by different threads.
void paint_window_rows(const Frame& frame, const std::array<std::uint32_t, 256>& colours, WindowRect rect,
                       int window_width, int first_row, int last_row, std::span<std::uint32_t> out);

// The whole window painted in bands of rows, one a thread.
class WindowPainter {
public:
    // One band per core where `threads` is 0.
    explicit WindowPainter(int threads = 0);

    // `out` holds width × height words.
    void paint(const Frame& frame, std::span<const assets::Rgb, 256> palette, PixelOrder order, int width, int height,
               std::span<std::uint32_t> out);

private:
    software::BandThreads bands_;
};

}  // namespace render
