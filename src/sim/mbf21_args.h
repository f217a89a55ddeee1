#pragma once
// MBF21's code pointer arguments: how many each pointer takes and their
// defaults, and a state's argument as an action reads it.
#include <array>
#include <cstdint>

#include "sim/definitions.h"

namespace sim {

struct PointerArgs {
    int count = 0;  // Args1..ArgsN; a patch setting a later one is refused
    std::array<std::int32_t, kStateArgs> defaults{};
};

// Every pointer but MBF21's takes none.
PointerArgs pointer_args(Action action);

// Argument i (0-based) of a state: the patch's value, or its pointer's default.
std::int32_t state_arg(const Definitions& defs, StateNum state, int i);

}  // namespace sim
