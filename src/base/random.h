#pragma once
// The original's pseudo-random numbers: a fixed table of 256 bytes walked by
// two independent cursors. The play simulation draws from one (p_random) and
// everything else from the other (m_random), so menus, screen wipes and
// sounds never disturb demo sync.
#include <array>
#include <cstdint>

namespace base {

extern const std::array<std::uint8_t, 256> kRandomTable;

struct RandomState {
    int prnd_index = 0;
    int rnd_index = 0;

    // The next number for the play simulation.
    int p_random() {
        prnd_index = (prnd_index + 1) & 0xff;
        return kRandomTable[prnd_index];
    }
    // The next number for everything outside the play simulation.
    int m_random() {
        rnd_index = (rnd_index + 1) & 0xff;
        return kRandomTable[rnd_index];
    }
    // Back to the start of the table, as at the start of a level or demo.
    void clear() {
        prnd_index = 0;
        rnd_index = 0;
    }
};

}  // namespace base
