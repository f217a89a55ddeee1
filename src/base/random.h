#pragma once
// The original's pseudo-random numbers: a fixed table of 256 bytes walked by
// two independent cursors. The play simulation draws from one (p_random) and
// everything else from the other (m_random), so menus, screen wipes and
// sounds never disturb demo sync.
//
// Boom and later levels draw from linear congruential generators instead
// (killough's m_random.c as dsda-doom keeps it): one seed per random class,
// started from the game's rngseed. Without Boom's "demo sync insurance"
// every class but the cosmetic one shares a single stream, so two seeds
// are all the state those levels need.
#include <array>
#include <cstdint>

namespace base {

extern const std::array<std::uint8_t, 256> kRandomTable;

struct RandomState {
    int prnd_index = 0;
    int rnd_index = 0;
    // Boom's generators; unused while `boom` is false.
    bool boom = false;
    std::uint32_t play_seed = 0;      // pr_all_in_one
    std::uint32_t cosmetic_seed = 0;  // pr_misc

    // The next number for the play simulation.
    int p_random() {
        prnd_index = (prnd_index + 1) & 0xff;
        if (boom) return next_boom(play_seed, kPlayClass);
        return kRandomTable[prnd_index];
    }
    // The next number for everything outside the play simulation.
    int m_random() {
        rnd_index = (rnd_index + 1) & 0xff;
        if (boom) return next_boom(cosmetic_seed, kCosmeticClass);
        return kRandomTable[rnd_index];
    }
    // Back to the start of the table, as at the start of a level or demo.
    void clear() {
        prnd_index = 0;
        rnd_index = 0;
    }
    // M_ClearRandom at Boom and later levels: the table's cursors cleared
    // and each class's seed derived from the game's rngseed.
    void clear_boom(std::uint32_t rngseed);

private:
    // Positions in Boom's pr_class_t list (m_random.h): the addend of each
    // class's generator depends on them.
    static constexpr std::uint32_t kCosmeticClass = 48;  // pr_misc
    static constexpr std::uint32_t kPlayClass = 49;      // pr_all_in_one
    static int next_boom(std::uint32_t& seed, std::uint32_t pr_class) {
        const std::uint32_t current = seed;
        seed = current * 1664525u + 221297u + pr_class * 2u;
        return static_cast<int>((current >> 20) & 0xff);
    }
};

}  // namespace base
