#pragma once
// -record: the commands of a game, as the original's G_WriteDemoTiccmd
// keeps them: each quantised as the file stores it (and played quantised,
// so the game seen is the game the demo replays), into a buffer of
// -maxdemo KiB (128 by default) whose end ends the recording as it ended
// the original's: the demo is written and the game stops, partway through
// a tic if that is where the buffer filled.
#include <array>
#include <cstddef>
#include <optional>
#include <ostream>
#include <string>

#include "sim/demo.h"
#include "sim/game.h"

namespace app {

class DemoRecorder {
public:
    // `vanilla_limit` (compat.vanilla_demo_limit): a vanilla demo stops at
    // the buffer's end; otherwise, and for Boom's formats, the buffer grows.
    DemoRecorder(std::string path, const sim::GameOptions& options, bool vanilla_limit,
                 std::optional<int> maxdemo_kib = std::nullopt);

    // Keeps a tic's commands (the players' in the game); false when the
    // buffer filled first: the original ended the recording there, before
    // running the tic.
    bool add(const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds);
    bool full() const { return full_; }
    // The line that says the buffer filled and ended the game.
    void report_full(std::ostream& log) const;
    // Writes the file atomically.
    void write(std::ostream& log) const;
    const std::string& path() const { return path_; }

private:
    std::string path_;
    int maxdemo_kib_;
    std::optional<std::size_t> command_limit_;  // commands that fit, if bounded
    std::size_t commands_ = 0;
    bool full_ = false;
    sim::Demo demo_;
};

}  // namespace app
