#include "app/mapped_file_guard.h"

#include <signal.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstdio>
#include <cstring>

namespace app {
namespace {

struct GuardedRange {
    std::atomic<const std::uint8_t*> begin{nullptr};
    std::atomic<const std::uint8_t*> end{nullptr};
    std::array<char, 512> message{};  // written whole before the range is published
};

std::array<GuardedRange, 16> g_ranges;
std::atomic<std::size_t> g_next{0};
std::atomic<bool> g_installed{false};

void on_sigbus(int signal, siginfo_t* info, void*) {
    const auto* address = static_cast<const std::uint8_t*>(info->si_addr);
    for (const GuardedRange& r : g_ranges) {
        const std::uint8_t* begin = r.begin.load();
        if (begin && address >= begin && address < r.end.load()) {
            const ssize_t ignored = write(STDERR_FILENO, r.message.data(), std::strlen(r.message.data()));
            (void)ignored;
            _exit(1);
        }
    }
    ::signal(signal, SIG_DFL);
    raise(signal);
}

}  // namespace

void guard_mapped_files(const wad::Archive& archive) {
    for (const wad::File& file : archive.files()) {
        if (!file.storage || !file.storage->is_mapped()) continue;
        GuardedRange& r = g_ranges[g_next.fetch_add(1) % g_ranges.size()];
        r.begin.store(nullptr);
        std::snprintf(r.message.data(), r.message.size(),
                      "brimstone: %s: the file became shorter while in use (another program changed it); "
                      "stopping\n",
                      file.path.c_str());
        r.end.store(file.bytes.data() + file.bytes.size());
        r.begin.store(file.bytes.data());
    }
    if (g_installed.exchange(true)) return;
    struct sigaction action {};
    action.sa_sigaction = on_sigbus;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, nullptr);
}

}  // namespace app
