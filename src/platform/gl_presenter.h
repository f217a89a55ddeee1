#pragma once
// Shows finished RGBA frames in an OpenGL window: the way the software
// renderer still plays on a machine with no Vulkan device. The palette is
// applied on the CPU; the frame is drawn with glDrawPixels, scaled by a
// whole factor where the window is larger and centred with the aspect
// ratio kept. Only OpenGL 1.4 functions, looked up through GLFW, so the
// program needs no OpenGL library at link time.
#include <cstdint>
#include <memory>
#include <span>

#include "platform/window.h"

namespace platform {

class GlPresenter {
public:
    // `window` must have been made with ClientApi::OpenGL and outlive the
    // presenter. Throws base::Error naming a function the driver lacks.
    GlPresenter(Window& window, bool vsync);
    ~GlPresenter();
    GlPresenter(const GlPresenter&) = delete;
    GlPresenter& operator=(const GlPresenter&) = delete;

    // `rgba`: width × height pixels, 4 bytes each, rows top to bottom.
    void present(std::span<const std::uint8_t> rgba, int width, int height);
    // The same into the back buffer, not shown yet (present = draw + swap).
    void draw(std::span<const std::uint8_t> rgba, int width, int height);

private:
    struct Functions;
    Window& window_;
    std::unique_ptr<Functions> gl_;
};

}  // namespace platform
