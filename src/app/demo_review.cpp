#include "app/demo_review.h"

#include <algorithm>
#include <cstdio>

#include <zlib.h>

#include "base/error.h"
#include "sim/savegame.h"

namespace app {

void ReviewClock::catch_up(Clock::time_point now) {
    const Clock::duration real = now - last_;
    last_ = now;
    if (paused_ || real <= Clock::duration::zero()) return;
    if (speed_step_ >= 0) {
        elapsed_ += real * (Clock::rep{1} << speed_step_);
        return;
    }
    // Slower than real time: whole ticks of the demo clock, the rest carried.
    const Clock::rep divisor = Clock::rep{1} << -speed_step_;
    const Clock::rep total = real.count() + carried_;
    elapsed_ += Clock::duration(total / divisor);
    carried_ = total % divisor;
}

ReviewClock::Clock::duration ReviewClock::elapsed(Clock::time_point now) {
    catch_up(now);
    return elapsed_;
}

ReviewClock::Clock::duration ReviewClock::real_wait(Clock::duration due) const {
    constexpr Clock::duration kPausedWait = std::chrono::milliseconds(10);
    if (paused_) return kPausedWait;
    const Clock::duration remaining = due - elapsed_;
    if (remaining <= Clock::duration::zero()) return Clock::duration::zero();
    if (speed_step_ >= 0) return remaining / (Clock::rep{1} << speed_step_);
    return remaining * (Clock::rep{1} << -speed_step_);
}

void ReviewClock::set_paused(bool paused, Clock::time_point now) {
    catch_up(now);
    paused_ = paused;
}

bool ReviewClock::change_speed(int steps, Clock::time_point now) {
    const int wanted = std::clamp(speed_step_ + steps, kSlowest, kFastest);
    if (wanted == speed_step_) return false;
    catch_up(now);
    speed_step_ = wanted;
    carried_ = 0;
    return true;
}

double ReviewClock::speed() const {
    return speed_step_ >= 0 ? static_cast<double>(1 << speed_step_) : 1.0 / static_cast<double>(1 << -speed_step_);
}

std::string speed_label(int speed_step) {
    if (speed_step >= 0) return "x" + std::to_string(1 << speed_step);
    return "x1/" + std::to_string(1 << -speed_step);
}

std::string game_time_label(std::size_t tics) {
    const std::size_t seconds = tics / 35;
    char text[32];
    std::snprintf(text, sizeof text, "%zu:%02zu", seconds / 60, seconds % 60);
    return text;
}

void DemoSnapshots::passed(std::size_t demo_tic, const sim::World& w) {
    if (w.gamestate != sim::GameState::Level) return;
    auto after = saved_.upper_bound(demo_tic);
    if (after != saved_.begin() && demo_tic - std::prev(after)->first < kSpacingTics) return;
    // Compressed: a level's savegame is some 360 kB and shrinks to a tenth.
    const std::vector<std::uint8_t> bytes = sim::save_game(w, "demo snapshot");
    Snapshot& s = saved_[demo_tic];
    s.size = bytes.size();
    uLongf packed = compressBound(static_cast<uLong>(bytes.size()));
    s.packed.resize(packed);
    if (compress2(s.packed.data(), &packed, bytes.data(), static_cast<uLong>(bytes.size()), Z_BEST_SPEED) != Z_OK)
        throw base::Error("demo snapshot: out of memory");
    s.packed.resize(packed);
    s.packed.shrink_to_fit();
}

void DemoSnapshots::seek(sim::World& w, const sim::LevelSource& source, const sim::Demo& demo, std::size_t& demo_tic,
                         std::size_t target) {
    target = std::min(target, demo.tics.size());
    if (target < demo_tic) {
        if (saved_.empty()) return;  // nothing to go back to: stay
        // Before the first snapshot (one is taken at the demo's start): from it.
        auto after = saved_.upper_bound(target);
        const auto& [tic, snapshot] = after == saved_.begin() ? *after : *std::prev(after);
        std::vector<std::uint8_t> bytes(snapshot.size);
        uLongf size = static_cast<uLongf>(bytes.size());
        if (uncompress(bytes.data(), &size, snapshot.packed.data(), static_cast<uLong>(snapshot.packed.size())) != Z_OK)
            throw base::Error("demo snapshot: damaged in memory");
        sim::load_game(w, source, bytes, "demo snapshot");
        demo_tic = tic;
    }
    while (demo_tic < target) {
        sim::run_tic(w, source, demo.tics[demo_tic++]);
        passed(demo_tic, w);
    }
}

std::size_t DemoSnapshots::bytes() const {
    std::size_t total = 0;
    for (const auto& [tic, saved] : saved_) total += saved.packed.size();
    return total;
}

}  // namespace app
