#include "sim/overflows.h"

namespace sim {

namespace {

// Indexed by Overflow. Where each one is handled says what vanilla did.
constexpr std::array<OverflowInfo, kOverflowCount> kInfo = {{
    {"spechit", true},
    {"spechit past 14", false},
    {"intercepts", false},
    {"donut missing backside", true},
    {"donut without ring", false},
    {"adjoining floors", true},
    {"active ceilings", true},
    {"active plats", false},
    {"buttons", false},
    {"missed backside", false},
    {"short reject", true},
}};

}  // namespace

const OverflowInfo& overflow_info(Overflow o) { return kInfo[static_cast<std::size_t>(o)]; }

bool OverflowLog::any() const {
    for (bool f : fired_)
        if (f) return true;
    return false;
}

std::string OverflowLog::describe() const {
    std::string out;
    for (std::size_t i = 0; i < kOverflowCount; ++i) {
        if (!fired_[i]) continue;
        if (!out.empty()) out += ", ";
        out += std::string(kInfo[i].name) + (kInfo[i].emulated ? " (emulated)" : " (not emulated)");
    }
    return out.empty() ? "none" : out;
}

}  // namespace sim
