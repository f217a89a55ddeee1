#pragma once
// The attract loop (d_main.c's D_DoAdvanceDemo): the title picture with its
// music, then the demo lumps in turn with the credit and help pages between
// them, per game mode, or the steps a WAD's DEMOLOOP lump lists. The play
// loop shows each step and asks for the next when a page's time is up or a
// demo ends.
#include <optional>
#include <string>
#include <vector>

#include "sim/info.h"
#include "sim/world.h"

namespace ui {

struct TitleStep {
    enum class Kind { Page, Demo };
    Kind kind = Kind::Page;
    std::string lump;                    // the picture or the demo lump
    int tics = 0;                        // Page: how long it shows (pagetic)
    std::optional<sim::MusicId> music;   // music started with the page, looping
    std::string music_once;              // or a music lump played once (DEMOLOOP)
};

class TitleLoop {
public:
    // `ultimate`: the Ultimate Doom executable's seven steps (DEMO4 and the
    // credit page instead of HELP2); Doom II's WADs that hold DEMO4 play it
    // too, as the issue asks of Freedoom.
    TitleLoop(sim::GameMode mode, bool ultimate, bool has_demo4);
    // A WAD's own sequence (at least one step).
    explicit TitleLoop(std::vector<TitleStep> steps);

    // D_StartTitle: the title page comes next.
    void restart() { sequence_ = -1; }
    // D_DoAdvanceDemo.
    TitleStep advance();
    // How many steps make one round of the loop.
    int steps() const { return steps_; }

private:
    sim::GameMode mode_;
    bool ultimate_;
    int steps_;
    int sequence_ = -1;
    std::vector<TitleStep> own_;  // DEMOLOOP's steps, in place of the game mode's
};

}  // namespace ui
