#include "platform/x11_shm_presenter.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>

#include "base/error.h"
#include "platform/window.h"

namespace platform {
namespace {

// Set only while an attach is tried: a remote server refuses the segment
// with an X error, which Xlib's default handler would answer by exiting.
bool g_attach_failed = false;
int note_attach_error(Display*, XErrorEvent*) {
    g_attach_failed = true;
    return 0;
}

}  // namespace

struct X11ShmPresenter::State {
    struct Buffer {
        XShmSegmentInfo segment{};
        XImage* image = nullptr;
        bool busy = false;  // put, and its completion not yet seen
    };

    Display* display = nullptr;  // our own connection: GLFW's event loop never sees our completions
    ::Window window = 0;
    Visual* visual = nullptr;
    int depth = 0;
    GC gc = nullptr;
    int completion_event = 0;
    bool bgra = true;
    std::array<Buffer, 2> buffers;
    std::size_t current = 0;

    ~State() {
        if (display == nullptr) return;
        for (Buffer& b : buffers) release(b);
        if (gc != nullptr) XFreeGC(display, gc);
        XCloseDisplay(display);
    }

    // Waits for the server's completion events until `b` is free.
    void wait_for(Buffer& b) {
        while (b.busy) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type != completion_event) continue;
            const auto& done = reinterpret_cast<const XShmCompletionEvent&>(event);
            for (Buffer& other : buffers)
                if (other.image != nullptr && other.segment.shmseg == done.shmseg) other.busy = false;
        }
    }

    void release(Buffer& b) {
        if (b.image == nullptr) return;
        wait_for(b);
        XShmDetach(display, &b.segment);
        XSync(display, False);
        shmdt(b.segment.shmaddr);
        b.image->data = nullptr;  // the segment, not Xlib's to free
        XDestroyImage(b.image);
        b = Buffer{};
    }

    // False where the server cannot attach the segment (a remote one).
    bool make(Buffer& b, int width, int height) {
        b.image = XShmCreateImage(display, visual, static_cast<unsigned>(depth), ZPixmap, nullptr, &b.segment,
                                  static_cast<unsigned>(width), static_cast<unsigned>(height));
        if (b.image == nullptr) return false;
        if (b.image->bits_per_pixel != 32 || b.image->bytes_per_line != width * 4) {
            XDestroyImage(b.image);
            b = Buffer{};
            return false;
        }
        b.segment.shmid = shmget(IPC_PRIVATE, static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4,
                                 IPC_CREAT | 0600);
        if (b.segment.shmid < 0) {
            XDestroyImage(b.image);
            b = Buffer{};
            return false;
        }
        b.segment.shmaddr = b.image->data = static_cast<char*>(shmat(b.segment.shmid, nullptr, 0));
        b.segment.readOnly = False;
        g_attach_failed = false;
        const auto previous = XSetErrorHandler(note_attach_error);
        XShmAttach(display, &b.segment);
        XSync(display, False);
        XSetErrorHandler(previous);
        // Marked for removal now: it goes when both sides have let go, even if we crash.
        shmctl(b.segment.shmid, IPC_RMID, nullptr);
        if (g_attach_failed) {
            shmdt(b.segment.shmaddr);
            b.image->data = nullptr;
            XDestroyImage(b.image);
            b = Buffer{};
            return false;
        }
        return true;
    }
};

X11ShmPresenter::X11ShmPresenter(std::unique_ptr<State> state) : state_(std::move(state)) {}
X11ShmPresenter::~X11ShmPresenter() = default;

std::unique_ptr<X11ShmPresenter> X11ShmPresenter::open(const Window& window) {
    const unsigned long id = window.x11_window();
    if (id == 0) return nullptr;
    auto state = std::make_unique<State>();
    state->display = XOpenDisplay(nullptr);
    if (state->display == nullptr || !XShmQueryExtension(state->display)) return nullptr;
    state->window = id;
    XWindowAttributes attributes{};
    if (!XGetWindowAttributes(state->display, id, &attributes) || attributes.visual->c_class != TrueColor ||
        (attributes.depth != 24 && attributes.depth != 32) || ImageByteOrder(state->display) != LSBFirst)
        return nullptr;
    const Visual& v = *attributes.visual;
    if (v.green_mask != 0xff00) return nullptr;
    if (v.red_mask == 0xff0000 && v.blue_mask == 0xff) state->bgra = true;
    else if (v.red_mask == 0xff && v.blue_mask == 0xff0000) state->bgra = false;
    else return nullptr;
    state->visual = attributes.visual;
    state->depth = attributes.depth;
    state->gc = XCreateGC(state->display, id, 0, nullptr);
    state->completion_event = XShmGetEventBase(state->display) + ShmCompletion;
    // A first segment tells whether the server shares our memory at all.
    if (!state->make(state->buffers[0], 1, 1)) return nullptr;
    return std::unique_ptr<X11ShmPresenter>(new X11ShmPresenter(std::move(state)));
}

WindowBuffer X11ShmPresenter::next(VkExtent2D size) {
    State& s = *state_;
    State::Buffer& b = s.buffers[s.current];
    const int width = static_cast<int>(size.width), height = static_cast<int>(size.height);
    if (b.image == nullptr || b.image->width != width || b.image->height != height) {
        s.release(b);
        if (!s.make(b, width, height))
            throw base::Error("X11: no shared memory for a " + std::to_string(width) + "x" + std::to_string(height) +
                              " window");
    }
    s.wait_for(b);
    return {std::span(reinterpret_cast<std::uint32_t*>(b.image->data),
                      static_cast<std::size_t>(width) * static_cast<std::size_t>(height)),
            width, height, s.bgra};
}

void X11ShmPresenter::show() {
    State& s = *state_;
    State::Buffer& b = s.buffers[s.current];
    XShmPutImage(s.display, s.window, s.gc, b.image, 0, 0, 0, 0, static_cast<unsigned>(b.image->width),
                 static_cast<unsigned>(b.image->height), True);
    XFlush(s.display);
    b.busy = true;
    s.current = (s.current + 1) % s.buffers.size();
}

}  // namespace platform
