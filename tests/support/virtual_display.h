#pragma once
// A private X display (Xvfb) for the tests that open the game window, so
// they run the same on a desk and on a headless CI machine.
#include <string>
#include <sys/types.h>

namespace test_support {

class VirtualDisplay {
public:
    // Starts Xvfb on a display number it picks itself. Throws
    // std::runtime_error when Xvfb is missing or does not come up in 10 s.
    VirtualDisplay();
    ~VirtualDisplay();
    VirtualDisplay(const VirtualDisplay&) = delete;
    VirtualDisplay& operator=(const VirtualDisplay&) = delete;

    const std::string& name() const { return name_; }  // for DISPLAY, ":93"

private:
    pid_t server_ = -1;
    std::string name_;
};

}  // namespace test_support
