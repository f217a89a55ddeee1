#include "app/demo_recorder.h"

#include <utility>
#include <vector>

#include "base/file_io.h"

namespace app {
namespace {

// The original's default demo buffer (-maxdemo), less its safety margin.
constexpr std::size_t kVanillaDemoLimit = 0x20000 - 16;

}  // namespace

DemoRecorder::DemoRecorder(std::string path, const sim::GameOptions& options, bool vanilla_limit)
    : path_(std::move(path)), vanilla_limit_(vanilla_limit) {
    demo_.options = options;
}

sim::Ticcmd DemoRecorder::record(const sim::Ticcmd& cmd, std::ostream& log) {
    const sim::Ticcmd stored = sim::demo_quantize(cmd);
    if (full_) return stored;
    const std::size_t bytes = 13 + 4 * (demo_.tics.size() + 1) + 1;
    if (vanilla_limit_ && demo_.options.compat.level == sim::CompLevel::Vanilla && bytes > kVanillaDemoLimit) {
        full_ = true;
        log << "-record: " << path_ << " reached the original's demo size limit at tic " << demo_.tics.size()
            << "; recording stopped (compat.vanilla_demo_limit)\n";
        return stored;
    }
    demo_.tics.push_back({stored, {}, {}, {}});
    return stored;
}

void DemoRecorder::write(std::ostream& log) const {
    const std::vector<std::uint8_t> bytes = sim::write_demo(demo_);
    base::write_file_atomic(path_, bytes.data(), bytes.size());
    log << "recorded " << demo_.tics.size() << " tics to " << path_ << "\n";
}

}  // namespace app
