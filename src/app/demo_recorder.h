#pragma once
// -record: the commands a game of one's own sends, as the original's
// G_WriteDemoTiccmd keeps them: each quantised as the file stores it, and
// played quantised too, so the game seen is the game the demo replays.
#include <ostream>
#include <string>

#include "sim/demo.h"
#include "sim/game.h"

namespace app {

class DemoRecorder {
public:
    // `vanilla_limit`: stop where the original's default buffer (-maxdemo) ended.
    DemoRecorder(std::string path, const sim::GameOptions& options, bool vanilla_limit);

    // Keeps `cmd` (unless the demo is full) and returns it as stored.
    sim::Ticcmd record(const sim::Ticcmd& cmd, std::ostream& log);
    // Writes the file atomically.
    void write(std::ostream& log) const;

private:
    std::string path_;
    bool vanilla_limit_;
    bool full_ = false;
    sim::Demo demo_;
};

}  // namespace app
