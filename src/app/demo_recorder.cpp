#include "app/demo_recorder.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "base/file_io.h"

namespace app {
namespace {

constexpr int kDefaultMaxDemoKib = 128;  // the original's 0x20000-byte buffer
constexpr std::size_t kVanillaHeaderBytes = 13;
constexpr std::size_t kBytesPerCommand = 4;
// G_WriteDemoTiccmd stops once fewer than this many bytes are left.
constexpr std::size_t kSafetyMargin = 16;

}  // namespace

DemoRecorder::DemoRecorder(std::string path, const sim::GameOptions& options, bool vanilla_limit,
                           std::optional<int> maxdemo_kib)
    : path_(std::move(path)), maxdemo_kib_(maxdemo_kib.value_or(kDefaultMaxDemoKib)) {
    demo_.options = options;
    if (vanilla_limit && options.compat.level == sim::CompLevel::Vanilla) {
        // A command is kept while the bytes before it leave the margin free.
        const std::size_t buffer = static_cast<std::size_t>(maxdemo_kib_) * 1024;
        const std::size_t reserved = kVanillaHeaderBytes + kSafetyMargin;
        command_limit_ = buffer >= reserved ? (buffer - reserved) / kBytesPerCommand + 1 : 0;
    }
}

bool DemoRecorder::add(const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds) {
    if (full_) return false;
    std::array<sim::Ticcmd, sim::kMaxPlayers> stored{};
    bool kept_some = false;
    for (std::size_t i = 0; i < sim::kMaxPlayers; ++i) {
        if (!demo_.options.playeringame[i]) continue;
        if (command_limit_ && commands_ == *command_limit_) {
            full_ = true;
            if (kept_some) demo_.tics.push_back(stored);  // the players before kept their commands
            return false;
        }
        kept_some = true;
        stored[i] = sim::demo_quantize(cmds[i]);
        ++commands_;
    }
    demo_.tics.push_back(stored);
    return true;
}

void DemoRecorder::report_full(std::ostream& log) const {
    log << "-record: the demo buffer (-maxdemo, " << maxdemo_kib_
        << " KiB) is full; the recording and the game end here, as the original's did\n";
}

void DemoRecorder::write(std::ostream& log) const {
    std::vector<std::uint8_t> bytes = sim::write_demo(demo_);
    // A tic cut short by the buffer's end: only its first commands, then the end marker.
    const auto players = static_cast<std::size_t>(
        std::count(demo_.options.playeringame.begin(), demo_.options.playeringame.end(), true));
    const std::size_t written = demo_.tics.size() * players;
    if (written > commands_) {
        bytes.erase(bytes.end() - 1 - static_cast<std::ptrdiff_t>((written - commands_) * kBytesPerCommand),
                    bytes.end() - 1);
    }
    base::write_file_atomic(path_, bytes.data(), bytes.size());
    log << "recorded " << demo_.tics.size() << " tics to " << path_ << "\n";
}

}  // namespace app
