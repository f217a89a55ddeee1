#pragma once
// ZDoom's built-in ACS functions, which acc calls through CALLFUNC by
// their ACSF_ numbers (p_acs.cpp's enumeration): those a Doom map can use
// are played (things' speeds and flags, activators, named scripts,
// strings, square roots, lines' points). Private to sim/ (acs_vm.cpp).
#include <optional>
#include <span>
#include <string_view>

#include "sim/acs_state.h"

namespace sim {

struct World;

// Runs built-in `number` with `args`: its result, or nothing when it is
// not played (the script then stops with a warning naming it).
std::optional<int> acs_call_builtin(World& w, AcsThread& t, int number, std::span<const int> args);

// ZDoom's built-ins by number, name, and whether acs_call_builtin plays it.
struct AcsBuiltin {
    int number;
    std::string_view name;
    bool played;
};
std::span<const AcsBuiltin> acs_builtins();

// ZDoom's name of built-in `number` ("GetActorVelX"); empty for none.
std::string_view acs_builtin_name(int number);

}  // namespace sim
