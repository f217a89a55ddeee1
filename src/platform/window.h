#pragma once
// The game window: GLFW with no client API (Vulkan draws into it) or, where
// no Vulkan device can present, an OpenGL context (gl_presenter.h); its
// input turned into events named as key bindings name them
// (config/key_names.h), fullscreen on the monitor it is on, and the mouse
// captured for turning while the window has focus.
#include <vulkan/vulkan.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace platform {

struct InputEvent {
    enum class Kind { Press, Release, MouseMotion };
    Kind kind = Kind::Press;
    std::string_view key;  // Press/Release: a name from config::key_names()
    double dx = 0, dy = 0;  // MouseMotion: pixels moved, right and down positive
};

enum class ClientApi { Vulkan, OpenGL };

struct WindowOptions {
    std::string title = "Brimstone";
    int width = 1280, height = 800;
    bool fullscreen = false;
    ClientApi api = ClientApi::Vulkan;
};

// A Vulkan window asked for where GLFW finds no Vulkan loader or no
// driver that can present to windows.
class NoVulkanForWindows : public base::Error {
public:
    using base::Error::Error;
};

class Window {
public:
    // Throws base::Error when there is no display or GLFW cannot make a
    // window, naming the reason GLFW gives; NoVulkanForWindows as above.
    explicit Window(const WindowOptions& options);
    ~Window();
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;

    // What a Vulkan instance needs to draw into this window. Throws
    // NoVulkanForWindows when the Vulkan loader offers no surface for it.
    std::vector<std::string> vulkan_instance_extensions() const;
    // A surface for this window, owned by the caller (render::vulkan::Context
    // destroys it with its instance). Throws base::Error on failure.
    VkSurfaceKHR create_surface(VkInstance instance) const;

    // ClientApi::OpenGL windows: the context is current on the thread that
    // made the window. gl_function is null for a name the driver lacks.
    using GlFunction = void (*)();
    GlFunction gl_function(const char* name) const;
    void swap_buffers();
    void set_swap_interval(int interval);

    // Handles the window system's messages and returns the input since the
    // last call, in order.
    std::vector<InputEvent> poll();
    bool close_requested() const;
    VkExtent2D framebuffer_size() const;  // 0×0 while minimised
    void set_fullscreen(bool fullscreen);
    // The window's size when windowed; in fullscreen, the size it returns to.
    void set_size(int width, int height);
    bool fullscreen() const;
    // The X11 window's id (an XID), for presenting through X11 shared
    // memory (x11_shm_presenter.h); 0 when the window is not an X11 one.
    unsigned long x11_window() const;

    struct State;  // window.cpp's; public only so GLFW's callbacks can reach it

private:
    std::unique_ptr<State> state_;
};

}  // namespace platform
