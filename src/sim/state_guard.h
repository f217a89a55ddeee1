#pragma once
// Guards against state tables that never settle. A DeHackEd patch can make
// frames with 0 tics that lead back to themselves, or give a frame an action
// that enters another state whose action enters the first again. The
// original hangs or overflows its stack on both; here the state change that
// runs away stops the game with an error naming the frames and the patch
// that made them, and cycles visible in the table are reported when the
// patch is applied.
#include <span>
#include <string>
#include <vector>

#include "base/error.h"
#include "sim/definitions.h"

namespace sim {

// Thrown from inside a tic; the game cannot go on from that tic.
class RunawayStates : public base::Error {
public:
    using base::Error::Error;
};

// Far above any real chain: one call of set_mobj_state / set_psprite follows
// at most this many 0-tic frames...
inline std::size_t most_frames_in_one_change(const Definitions& defs) { return 4 * defs.states.size(); }
// ...and state changes nest (an action entering a state) at most this deep.
inline constexpr int kMostNestedStateChanges = 128;

// "frames 150 → 151 → 150 (changed by doom.deh)".
std::string describe_frames(const Definitions& defs, std::span<const StateNum> frames);

// Every cycle of frames with 0 tics (each listed once, from its lowest
// frame, ending where it started).
std::vector<std::vector<StateNum>> zero_tic_cycles(const Definitions& defs);

// Throws RunawayStates for a chain of 0-tic frames that did not end: the
// cycle reached from `frame`, described.
[[noreturn]] void throw_endless_chain(const Definitions& defs, StateNum frame);

// Counts nested state changes for as long as it lives; throws
// RunawayStates when they nest deeper than kMostNestedStateChanges.
class NestedStateChange {
public:
    NestedStateChange(int& depth, const Definitions& defs, StateNum frame);
    ~NestedStateChange() { --depth_; }
    NestedStateChange(const NestedStateChange&) = delete;
    NestedStateChange& operator=(const NestedStateChange&) = delete;

private:
    int& depth_;
};

}  // namespace sim
