#include "platform/gl_presenter.h"

#include <GL/gl.h>

#include <algorithm>
#include <string>

#include "base/error.h"

namespace platform {

struct GlPresenter::Functions {
    void(APIENTRY* viewport)(GLint, GLint, GLsizei, GLsizei);
    void(APIENTRY* clear_color)(GLfloat, GLfloat, GLfloat, GLfloat);
    void(APIENTRY* clear)(GLbitfield);
    void(APIENTRY* pixel_store)(GLenum, GLint);
    void(APIENTRY* pixel_zoom)(GLfloat, GLfloat);
    void(APIENTRY* window_pos)(GLint, GLint);
    void(APIENTRY* draw_pixels)(GLsizei, GLsizei, GLenum, GLenum, const void*);
};

namespace {

template <class F>
void look_up(const Window& window, F& function, const char* name) {
    const Window::GlFunction found = window.gl_function(name);
    if (found == nullptr) throw base::Error(std::string("OpenGL: the driver has no ") + name);
    function = reinterpret_cast<F>(found);
}

}  // namespace

GlPresenter::GlPresenter(Window& window, bool vsync) : window_(window), gl_(std::make_unique<Functions>()) {
    Functions& functions = *gl_;
    look_up(window, functions.viewport, "glViewport");
    look_up(window, functions.clear_color, "glClearColor");
    look_up(window, functions.clear, "glClear");
    look_up(window, functions.pixel_store, "glPixelStorei");
    look_up(window, functions.pixel_zoom, "glPixelZoom");
    look_up(window, functions.window_pos, "glWindowPos2i");
    look_up(window, functions.draw_pixels, "glDrawPixels");
    window_.set_swap_interval(vsync ? 1 : 0);
}

GlPresenter::~GlPresenter() = default;

void GlPresenter::present(std::span<const std::uint8_t> rgba, int width, int height) {
    draw(rgba, width, height);
    window_.swap_buffers();
}

void GlPresenter::draw(std::span<const std::uint8_t> rgba, int width, int height) {
    const VkExtent2D size = window_.framebuffer_size();
    const int window_width = static_cast<int>(size.width), window_height = static_cast<int>(size.height);
    if (window_width == 0 || window_height == 0 || width <= 0 || height <= 0 ||
        rgba.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4)
        return;
    const int scale = std::max(1, std::min(window_width / width, window_height / height));
    const int left = std::max(0, (window_width - width * scale) / 2);
    const int top = std::max(0, (window_height - height * scale) / 2);
    gl_->viewport(0, 0, window_width, window_height);
    gl_->clear_color(0, 0, 0, 1);
    gl_->clear(GL_COLOR_BUFFER_BIT);
    gl_->pixel_store(GL_UNPACK_ALIGNMENT, 1);
    // OpenGL's rows go up: start at the top row and draw downwards.
    gl_->window_pos(left, window_height - top);
    gl_->pixel_zoom(static_cast<GLfloat>(scale), -static_cast<GLfloat>(scale));
    gl_->draw_pixels(width, height, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
}

}  // namespace platform
