#pragma once
// The game window: GLFW with no client API (Vulkan draws into it), its
// input turned into events named as key bindings name them
// (config/key_names.h), fullscreen on the monitor it is on, and the mouse
// captured for turning while the window has focus.
#include <vulkan/vulkan.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace platform {

struct InputEvent {
    enum class Kind { Press, Release, MouseMotion };
    Kind kind = Kind::Press;
    std::string_view key;  // Press/Release: a name from config::key_names()
    double dx = 0, dy = 0;  // MouseMotion: pixels moved, right and down positive
};

struct WindowOptions {
    std::string title = "Brimstone";
    int width = 1280, height = 800;
    bool fullscreen = false;
};

class Window {
public:
    // Throws base::Error when there is no display or GLFW cannot make a
    // window, naming the reason GLFW gives.
    explicit Window(const WindowOptions& options);
    ~Window();
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;

    // What a Vulkan instance needs to draw into this window.
    std::vector<std::string> vulkan_instance_extensions() const;
    // A surface for this window, owned by the caller (render::vulkan::Context
    // destroys it with its instance). Throws base::Error on failure.
    VkSurfaceKHR create_surface(VkInstance instance) const;

    // Handles the window system's messages and returns the input since the
    // last call, in order.
    std::vector<InputEvent> poll();
    bool close_requested() const;
    VkExtent2D framebuffer_size() const;  // 0×0 while minimised
    void set_fullscreen(bool fullscreen);
    bool fullscreen() const;

    struct State;  // window.cpp's; public only so GLFW's callbacks can reach it

private:
    std::unique_ptr<State> state_;
};

}  // namespace platform
