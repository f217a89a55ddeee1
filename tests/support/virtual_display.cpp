#include "support/virtual_display.h"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <stdexcept>
#include <string>

namespace test_support {

VirtualDisplay::VirtualDisplay() {
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0) throw std::runtime_error("VirtualDisplay: pipe failed");
    server_ = fork();
    if (server_ < 0) throw std::runtime_error("VirtualDisplay: fork failed");
    if (server_ == 0) {
        close(pipe_fds[0]);
        const std::string fd = std::to_string(pipe_fds[1]);
        // -displayfd: Xvfb picks a free display and writes its number there.
        // -noreset: by default Xvfb resets when its last client leaves, and
        // a game that closes its window to open another (the OpenGL
        // fallback) then cannot connect for a moment.
        execlp("Xvfb", "Xvfb", "-displayfd", fd.c_str(), "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset",
               static_cast<char*>(nullptr));
        _exit(127);
    }
    close(pipe_fds[1]);
    std::string number;
    pollfd wait_for{pipe_fds[0], POLLIN, 0};
    while (number.find('\n') == std::string::npos && poll(&wait_for, 1, 10000) > 0) {
        char buffer[16];
        const ssize_t got = read(pipe_fds[0], buffer, sizeof buffer);
        if (got <= 0) break;
        number.append(buffer, static_cast<std::size_t>(got));
    }
    close(pipe_fds[0]);
    if (number.find('\n') == std::string::npos) {
        kill(server_, SIGTERM);
        waitpid(server_, nullptr, 0);
        server_ = -1;
        throw std::runtime_error("VirtualDisplay: Xvfb did not start (is the xvfb package installed?)");
    }
    name_ = ":" + number.substr(0, number.find('\n'));
}

VirtualDisplay::~VirtualDisplay() {
    if (server_ > 0) {
        kill(server_, SIGTERM);
        waitpid(server_, nullptr, 0);
    }
}

}  // namespace test_support
