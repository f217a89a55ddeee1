#pragma once
// The places where Doom 1.9 ran past a fixed-size table or read memory it
// did not own, in one list: what each limit was, whether its effect on the
// game is reproduced here, and which of them a world has hit. Demos recorded
// with vanilla depend on some of these effects; the tests print the ones
// that fired, so a desync can be traced to a limit that is not reproduced.
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace sim {

enum class Overflow {
    Spechit,              // >8 special lines touched by one move (p_map.c spechit[])
    SpechitUnknown,       // >14: past the globals whose overwriting is known
    Intercepts,           // >128 lines and things along one trace (p_maputl.c intercepts[])
    DonutMissingBackside, // a donut's ring bordered by a one-sided line (p_spec.c EV_DoDonut)
    DonutNoRing,          // a donut pillar whose first line is one-sided
    AdjoiningFloors,      // >20 higher neighbour floors (p_spec.c P_FindNextHighestFloor)
    ActiveCeilings,       // >30 moving ceilings (p_ceilng.c activeceilings[])
    ActivePlats,          // >30 moving lifts (p_plats.c activeplats[])
    Buttons,              // >16 switches counting down (p_switch.c buttonlist[])
    MissedBackside,       // a two-sided line with no back sidedef (p_setup.c P_LoadSegs)
    RejectShort,          // a REJECT lump shorter than the sector count needs (p_setup.c)
    Count
};

inline constexpr std::size_t kOverflowCount = static_cast<std::size_t>(Overflow::Count);

struct OverflowInfo {
    std::string_view name;
    // True when vanilla's effect is reproduced; false when the game goes on
    // differently (vanilla wrote unknown memory or quit with an error).
    bool emulated;
};

const OverflowInfo& overflow_info(Overflow o);

// Which limits a world has run past since it was created. A report for
// tests and tools, not game state: neither saved nor hashed.
class OverflowLog {
public:
    void note(Overflow o) { fired_[static_cast<std::size_t>(o)] = true; }
    bool fired(Overflow o) const { return fired_[static_cast<std::size_t>(o)]; }
    bool any() const;
    // "spechit (emulated), intercepts (not emulated)", or "none".
    std::string describe() const;

private:
    std::array<bool, kOverflowCount> fired_{};
};

}  // namespace sim
