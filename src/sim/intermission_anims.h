#pragma once
// The animations on Doom's episode maps (WIMAP0-2), as wi_stuff.c's
// epsd0animinfo..epsd2animinfo list them (Doom 1.9, read from Chocolate
// Doom 3.0.0). Their timing starts from cosmetic random numbers in the
// intermission's ticker, so the simulation keeps it (the trace's rnd
// column counts those numbers); the overlay draws the frames at `x`, `y`
// from the pictures WIA<episode><index><frame>.
#include <array>
#include <span>

#include "sim/world.h"

namespace sim {

struct IntermissionAnim {
    enum class Kind { Always, Level };  // ANIM_ALWAYS, ANIM_LEVEL (ANIM_RANDOM is never used)
    Kind kind;
    int period;  // tics between frames
    int frames;  // nanims
    int x, y;
    int level;   // Level: shown while the next map (0-based wbs->next) is this one
};

namespace detail {
using A = IntermissionAnim;
constexpr int kThird = 35 / 3, kQuarter = 35 / 4;  // TICRATE/3, TICRATE/4
inline constexpr std::array<A, 10> kEpisode1Anims{{
    {A::Kind::Always, kThird, 3, 224, 104, 0}, {A::Kind::Always, kThird, 3, 184, 160, 0},
    {A::Kind::Always, kThird, 3, 112, 136, 0}, {A::Kind::Always, kThird, 3, 72, 112, 0},
    {A::Kind::Always, kThird, 3, 88, 96, 0},   {A::Kind::Always, kThird, 3, 64, 48, 0},
    {A::Kind::Always, kThird, 3, 192, 40, 0},  {A::Kind::Always, kThird, 3, 136, 16, 0},
    {A::Kind::Always, kThird, 3, 80, 16, 0},   {A::Kind::Always, kThird, 3, 64, 24, 0},
}};
inline constexpr std::array<A, 9> kEpisode2Anims{{
    {A::Kind::Level, kThird, 1, 128, 136, 1}, {A::Kind::Level, kThird, 1, 128, 136, 2},
    {A::Kind::Level, kThird, 1, 128, 136, 3}, {A::Kind::Level, kThird, 1, 128, 136, 4},
    {A::Kind::Level, kThird, 1, 128, 136, 5}, {A::Kind::Level, kThird, 1, 128, 136, 6},
    {A::Kind::Level, kThird, 1, 128, 136, 7}, {A::Kind::Level, kThird, 3, 192, 144, 8},
    {A::Kind::Level, kThird, 1, 128, 136, 8},
}};
inline constexpr std::array<A, 6> kEpisode3Anims{{
    {A::Kind::Always, kThird, 3, 104, 168, 0}, {A::Kind::Always, kThird, 3, 40, 136, 0},
    {A::Kind::Always, kThird, 3, 160, 96, 0},  {A::Kind::Always, kThird, 3, 104, 80, 0},
    {A::Kind::Always, kThird, 3, 120, 32, 0},  {A::Kind::Always, kQuarter, 3, 40, 0, 0},
}};
}  // namespace detail

// The animations of a 0-based episode; none past the third (episode 4 and
// Doom II show a still picture).
inline std::span<const IntermissionAnim> intermission_anims(int episode) {
    switch (episode) {
        case 0: return detail::kEpisode1Anims;
        case 1: return detail::kEpisode2Anims;
        case 2: return detail::kEpisode3Anims;
        default: return {};
    }
}
static_assert(detail::kEpisode1Anims.size() <= kMaxIntermissionAnims);

// WI_initAnimatedBack: each animation's first change, some of them a
// cosmetic random number of tics away (Doom's episodes 1-3 only).
void start_intermission_anims(World& w);
// WI_updateAnimatedBack, first thing in every intermission tic.
void update_intermission_anims(World& w);

}  // namespace sim
