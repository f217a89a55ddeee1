#include "sim/state_guard.h"

#include <algorithm>
#include <set>

namespace sim {
namespace {

const State& state_of(const Definitions& defs, StateNum frame) { return defs.states[static_cast<std::size_t>(frame)]; }

// A frame left at once: entering it enters its next frame in the same call.
bool passes_through(const Definitions& defs, StateNum frame) {
    return frame != S_NULL && state_of(defs, frame).tics == 0;
}

// The 0-tic cycle reached from `frame`, from its lowest frame round to it
// again; empty when the chain from `frame` ends.
std::vector<StateNum> cycle_from(const Definitions& defs, StateNum frame) {
    std::vector<int> seen_at(defs.states.size(), -1);
    std::vector<StateNum> chain;
    while (passes_through(defs, frame)) {
        if (seen_at[static_cast<std::size_t>(frame)] >= 0) {
            std::vector<StateNum> cycle(chain.begin() + seen_at[static_cast<std::size_t>(frame)], chain.end());
            std::rotate(cycle.begin(), std::min_element(cycle.begin(), cycle.end()), cycle.end());
            cycle.push_back(cycle.front());
            return cycle;
        }
        seen_at[static_cast<std::size_t>(frame)] = static_cast<int>(chain.size());
        chain.push_back(frame);
        frame = state_of(defs, frame).next_state;
    }
    return {};
}

}  // namespace

std::string describe_frames(const Definitions& defs, std::span<const StateNum> frames) {
    std::string text = frames.size() == 1 ? "frame " : "frames ";
    std::set<std::int16_t> patches;
    for (std::size_t i = 0; i < frames.size(); ++i) {
        if (i) text += " -> ";
        text += std::to_string(frames[i]);
        const Action action = state_of(defs, frames[i]).action;
        if (action != Action::None) text += std::string(" (") + action_name(action) + ")";
        const std::int16_t patch = defs.state_patch[static_cast<std::size_t>(frames[i])];
        if (patch >= 0) patches.insert(patch);
    }
    if (patches.empty()) return text + " (as built in)";
    text += " (changed by ";
    for (auto it = patches.begin(); it != patches.end(); ++it) {
        if (it != patches.begin()) text += ", ";
        text += defs.patch_names.at(static_cast<std::size_t>(*it));
    }
    return text + ")";
}

std::vector<std::vector<StateNum>> zero_tic_cycles(const Definitions& defs) {
    // Each frame has one next frame, so every walk ends or enters one cycle;
    // walks are marked with their start, and a walk that meets its own mark
    // has found a new cycle. Linear in the number of frames.
    std::vector<int> walk_of(defs.states.size(), -1);
    std::vector<std::vector<StateNum>> cycles;
    for (int start = 0; start < static_cast<int>(defs.states.size()); ++start) {
        auto frame = static_cast<StateNum>(start);
        while (passes_through(defs, frame) && walk_of[static_cast<std::size_t>(frame)] < 0) {
            walk_of[static_cast<std::size_t>(frame)] = start;
            frame = state_of(defs, frame).next_state;
        }
        if (passes_through(defs, frame) && walk_of[static_cast<std::size_t>(frame)] == start)
            cycles.push_back(cycle_from(defs, frame));
    }
    return cycles;
}

void throw_endless_chain(const Definitions& defs, StateNum frame) {
    std::vector<StateNum> cycle = cycle_from(defs, frame);
    // An action kept changing the frame: name the frame the chain was at.
    if (cycle.empty()) cycle.push_back(frame);
    throw RunawayStates(describe_frames(defs, cycle) +
                        ": the frames change without end within one tic (0-tic frames that lead back to "
                        "themselves; the original hangs here)");
}

NestedStateChange::NestedStateChange(int& depth, const Definitions& defs, StateNum frame) : depth_(depth) {
    if (depth_ >= kMostNestedStateChanges) {
        const StateNum frames[] = {frame};
        throw RunawayStates(describe_frames(defs, frames) + ": state changes nest more than " +
                            std::to_string(kMostNestedStateChanges) +
                            " deep (actions that enter states whose actions enter them again; the original "
                            "overflows its stack here)");
    }
    ++depth_;
}

}  // namespace sim
