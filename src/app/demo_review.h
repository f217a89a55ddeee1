#pragma once
// Watching a demo as a reviewer does: pause, step one tic, play from ¼×
// to 16×, and skip back and forth. Skipping back restores the nearest
// snapshot before the target (an exact savegame, taken every few seconds
// of the demo as it plays) and plays on from there without drawing, so a
// jump costs at most a few seconds of simulation, whatever its length.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "sim/demo.h"
#include "sim/game.h"
#include "sim/world.h"

namespace app {

// The demo's own clock: real time times the speed, stopped while paused.
class ReviewClock {
public:
    using Clock = std::chrono::steady_clock;
    static constexpr int kSlowest = -2, kFastest = 4;  // speed 2^n: ¼× .. 16×

    explicit ReviewClock(Clock::time_point now) : last_(now) {}

    // Moves the clock to `now` and returns the demo time gone by since the start.
    Clock::duration elapsed(Clock::time_point now);
    // How long the window may sleep, after the last elapsed(), before the
    // demo time reaches `due` (demo time since the start): the demo time
    // to go divided by the speed; a short wait (for keys) while paused.
    Clock::duration real_wait(Clock::duration due) const;

    bool paused() const { return paused_; }
    void set_paused(bool paused, Clock::time_point now);
    // One step up or down the speeds; false at either end.
    bool change_speed(int steps, Clock::time_point now);
    int speed_step() const { return speed_step_; }
    double speed() const;

private:
    void catch_up(Clock::time_point now);

    Clock::time_point last_;
    Clock::duration elapsed_{};
    Clock::rep carried_ = 0;  // real time not yet turned into demo time (slow speeds)
    bool paused_ = false;
    int speed_step_ = 0;
};

// "x2", "x1/4": the speed as the progress line shows it.
std::string speed_label(int speed_step);
// "1:05": seconds of game time as minutes and seconds.
std::string game_time_label(std::size_t tics);

// Exact savegames of a demo's world, by demo tic, and the plays between.
class DemoSnapshots {
public:
    static constexpr std::size_t kSpacingTics = 5 * 35;

    // After a tic of the demo has been played (`demo_tic` tics in all):
    // keeps the world when it is due for a snapshot and in a level.
    void passed(std::size_t demo_tic, const sim::World& w);

    // Brings `w`, at `demo_tic` of `demo`, to `target` (clamped to the
    // demo's end): from the last snapshot at or before it when going back,
    // then tic by tic, keeping snapshots on the way. Nothing is drawn or
    // heard. Going back needs a snapshot: take one with passed(0, w) when
    // the demo starts (a world reused by new_game keeps counters a fresh
    // one lacks, so restarting in place would not be the same game).
    void seek(sim::World& w, const sim::LevelSource& source, const sim::Demo& demo, std::size_t& demo_tic,
              std::size_t target);

    std::size_t count() const { return saved_.size(); }
    std::size_t bytes() const;  // kept, compressed

private:
    struct Snapshot {
        std::size_t size = 0;  // of the savegame
        std::vector<std::uint8_t> packed;  // zlib
    };
    std::map<std::size_t, Snapshot> saved_;
};

}  // namespace app
