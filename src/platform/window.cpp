#define GLFW_INCLUDE_VULKAN
#include "platform/window.h"

#include <GLFW/glfw3.h>

#include <utility>

#include "base/error.h"
#include "base/library_pinning.h"
#include "platform/key_map.h"

// glfw3native.h's X11 accessor, declared here so that Xlib's macros (None,
// Bool, Status…) stay out of this file; an X11 Window is an XID.
extern "C" unsigned long glfwGetX11Window(GLFWwindow* window);

namespace platform {
namespace {

std::string glfw_error() {
    const char* description = nullptr;
    glfwGetError(&description);
    return description != nullptr ? description : "no reason given";
}

}  // namespace

struct Window::State {
    GLFWwindow* window = nullptr;
    std::vector<InputEvent> events;
    bool captured = false;
    // Where the window was before going fullscreen, to return there.
    int windowed_x = 0, windowed_y = 0, windowed_width = 0, windowed_height = 0;

    ~State() {
        if (window != nullptr) glfwDestroyWindow(window);
        glfwTerminate();
    }

    void press(std::string_view key, bool down) {
        if (!key.empty()) events.push_back({down ? InputEvent::Kind::Press : InputEvent::Kind::Release, key, 0, 0});
    }

    // The mouse turns the player only while captured: from the first click
    // in the window until it loses focus.
    void capture(bool on) {
        if (on == captured) return;
        captured = on;
        glfwSetInputMode(window, GLFW_CURSOR, on ? GLFW_CURSOR_DISABLED : GLFW_CURSOR_NORMAL);
        if (on && glfwRawMouseMotionSupported() == GLFW_TRUE) glfwSetInputMode(window, GLFW_RAW_MOUSE_MOTION, GLFW_TRUE);
        glfwGetCursorPos(window, &last_x, &last_y);
    }
    double last_x = 0, last_y = 0;
};

namespace {

Window::State& state_of(GLFWwindow* window) { return *static_cast<Window::State*>(glfwGetWindowUserPointer(window)); }

void on_key(GLFWwindow* window, int key, int, int action, int) {
    if (action == GLFW_REPEAT) return;
    state_of(window).press(glfw_key_name(key), action == GLFW_PRESS);
}

void on_mouse_button(GLFWwindow* window, int button, int action, int) {
    Window::State& s = state_of(window);
    if (!s.captured && action == GLFW_PRESS) {
        s.capture(true);
        return;  // the click that takes the mouse does not also fire
    }
    s.press(glfw_mouse_button_name(button), action == GLFW_PRESS);
}

void on_scroll(GLFWwindow* window, double, double y) {
    Window::State& s = state_of(window);
    if (y == 0) return;
    const std::string_view wheel = y > 0 ? "wheelup" : "wheeldown";
    s.press(wheel, true);
    s.press(wheel, false);
}

void on_cursor(GLFWwindow* window, double x, double y) {
    Window::State& s = state_of(window);
    if (!s.captured) return;
    s.events.push_back({InputEvent::Kind::MouseMotion, {}, x - s.last_x, y - s.last_y});
    s.last_x = x;
    s.last_y = y;
}

void on_focus(GLFWwindow* window, int focused) {
    if (focused == GLFW_FALSE) state_of(window).capture(false);
}

}  // namespace

Window::Window(const WindowOptions& options) {
    // GLFW loads the X11 libraries, and asking for Vulkan loads every
    // driver, itself, and unloads them again.
    bool started = false, vulkan = false;
    base::keep_loaded_libraries_of([&] {
        started = glfwInit() == GLFW_TRUE;
        vulkan = started && glfwVulkanSupported() == GLFW_TRUE;
    });
    if (!started) throw base::Error("window: cannot start GLFW: " + glfw_error());
    state_ = std::make_unique<State>();
    if (options.api == ClientApi::Vulkan) {
        if (!vulkan)
            throw NoVulkanForWindows("window: no Vulkan loader or driver usable for windows (" + glfw_error() + ")");
        glfwWindowHint(GLFW_CLIENT_API, GLFW_NO_API);
    } else {
        glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_API);
    }
    // An OpenGL window loads the GLX vendor library and the driver.
    base::keep_loaded_libraries_of([&] {
        state_->window = glfwCreateWindow(options.width, options.height, options.title.c_str(), nullptr, nullptr);
        if (state_->window != nullptr && options.api == ClientApi::OpenGL) glfwMakeContextCurrent(state_->window);
    });
    if (state_->window == nullptr) throw base::Error("window: cannot open a window: " + glfw_error());
    glfwSetWindowUserPointer(state_->window, state_.get());
    glfwSetKeyCallback(state_->window, on_key);
    glfwSetMouseButtonCallback(state_->window, on_mouse_button);
    glfwSetScrollCallback(state_->window, on_scroll);
    glfwSetCursorPosCallback(state_->window, on_cursor);
    glfwSetWindowFocusCallback(state_->window, on_focus);
    if (options.fullscreen) set_fullscreen(true);
}

Window::~Window() = default;

std::vector<std::string> Window::vulkan_instance_extensions() const {
    std::uint32_t count = 0;
    const char** names = glfwGetRequiredInstanceExtensions(&count);
    if (names == nullptr)
        throw NoVulkanForWindows("window: no Vulkan driver can draw into this display's windows (GLFW: " +
                                 glfw_error() + ")");
    return std::vector<std::string>(names, names + count);
}

VkSurfaceKHR Window::create_surface(VkInstance instance) const {
    VkSurfaceKHR surface = VK_NULL_HANDLE;
    const VkResult result = glfwCreateWindowSurface(instance, state_->window, nullptr, &surface);
    if (result != VK_SUCCESS)
        throw base::Error("window: cannot make a Vulkan surface (VkResult " + std::to_string(result) + ")");
    return surface;
}

Window::GlFunction Window::gl_function(const char* name) const { return glfwGetProcAddress(name); }

void Window::swap_buffers() { glfwSwapBuffers(state_->window); }

void Window::set_swap_interval(int interval) { glfwSwapInterval(interval); }

std::vector<InputEvent> Window::poll() {
    glfwPollEvents();
    return std::exchange(state_->events, {});
}

bool Window::close_requested() const { return glfwWindowShouldClose(state_->window) == GLFW_TRUE; }

VkExtent2D Window::framebuffer_size() const {
    int width = 0, height = 0;
    glfwGetFramebufferSize(state_->window, &width, &height);
    return {static_cast<std::uint32_t>(width > 0 ? width : 0), static_cast<std::uint32_t>(height > 0 ? height : 0)};
}

unsigned long Window::x11_window() const { return glfwGetX11Window(state_->window); }

bool Window::fullscreen() const { return glfwGetWindowMonitor(state_->window) != nullptr; }

void Window::set_fullscreen(bool on) {
    if (on == fullscreen()) return;
    State& s = *state_;
    if (!on) {
        glfwSetWindowMonitor(s.window, nullptr, s.windowed_x, s.windowed_y, s.windowed_width, s.windowed_height,
                             GLFW_DONT_CARE);
        return;
    }
    GLFWmonitor* monitor = glfwGetPrimaryMonitor();
    const GLFWvidmode* mode = monitor != nullptr ? glfwGetVideoMode(monitor) : nullptr;
    if (mode == nullptr) return;  // no monitor to fill (a virtual display): stay windowed
    glfwGetWindowPos(s.window, &s.windowed_x, &s.windowed_y);
    glfwGetWindowSize(s.window, &s.windowed_width, &s.windowed_height);
    glfwSetWindowMonitor(s.window, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
}

void Window::set_size(int width, int height) {
    State& s = *state_;
    if (fullscreen()) {
        s.windowed_width = width;
        s.windowed_height = height;
        return;
    }
    glfwSetWindowSize(s.window, width, height);
}

}  // namespace platform
