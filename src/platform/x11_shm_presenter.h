#pragma once
// Shows 32-bit pixels in the game window through X11 shared memory
// (MIT-SHM): the X server copies each frame from memory it shares with
// us. The window's present path for CPU Vulkan devices (app/game_window.h):
// Mesa 22.3's lavapipe sends every swapchain image through the X socket
// in PutImage requests, which cost the X server more than drawing the
// frame costs us. Two buffers: the next frame is painted while the server
// still copies the last, and a buffer is reused only after the server
// says it is done with it (its ShmCompletion event).
#include <vulkan/vulkan.h>

#include <array>
#include <cstdint>
#include <memory>
#include <span>

namespace platform {

class Window;

// The pixels of the next frame, width × height words, row-major.
struct WindowBuffer {
    std::span<std::uint32_t> pixels;
    int width = 0, height = 0;
    bool bgra = true;  // bytes in memory B, G, R, x; else R, G, B, x
};

class X11ShmPresenter {
public:
    // Null where the window is not on a local X server with MIT-SHM and a
    // 24- or 32-bit true-colour visual of 8-bit channels; the caller then
    // presents another way.
    static std::unique_ptr<X11ShmPresenter> open(const Window& window);
    ~X11ShmPresenter();
    X11ShmPresenter(const X11ShmPresenter&) = delete;
    X11ShmPresenter& operator=(const X11ShmPresenter&) = delete;

    // The buffer to paint the next frame into, `size` pixels (not 0×0).
    // Throws base::Error when shared memory cannot be had.
    WindowBuffer next(VkExtent2D size);
    // Shows what was painted into the buffer next() returned.
    void show();

    struct State;  // x11_shm_presenter.cpp's: Xlib types stay out of this header

private:
    explicit X11ShmPresenter(std::unique_ptr<State> state);
    std::unique_ptr<State> state_;
};

}  // namespace platform
