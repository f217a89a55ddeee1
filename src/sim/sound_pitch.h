#pragma once
// S_StartSound varies each sound's pitch with a cosmetic random number
// (M_Random), except the item pick-up's and the "tink"'s; a sound too far
// from the listener to be heard starts nothing and draws none. Nothing in
// the simulation reads that number, but the trace's rnd column does, and
// the status-bar face's numbers follow it, so the draws are counted here
// with vanilla's audibility rule (S_AdjustSoundParams) at Chocolate Doom's
// default sound-effect volume, 8 on the menu's scale, which the oracle
// traces were recorded at (D_DoomMain hands S_Init eight times that).
#include <algorithm>
#include <cstdint>

#include "sim/world.h"

namespace sim {

inline void draw_pitch_random(World& w, const Mobj* origin, bool positional, fixed_t x, fixed_t y, SfxId sfx) {
    constexpr std::int64_t kVolume = 8 * 8;                    // snd_SfxVolume
    constexpr std::int64_t kClipping = 1200LL << base::kFracBits;   // S_CLIPPING_DIST
    constexpr std::int64_t kClose = 200LL << base::kFracBits;       // S_CLOSE_DIST
    constexpr std::int64_t kAttenuator = 1000;                // S_ATTENUATOR
    if (sfx == sfx_itemup || sfx == sfx_tink) return;
    const Mobj* listener = w.players[static_cast<std::size_t>(w.opts.consoleplayer)].mo;
    // Map 8 of any episode is heard everywhere (its volume never drops to 0).
    if (positional && listener && origin != listener && w.opts.map != 8) {
        // The original's 32-bit differences, wrapped, then their size.
        const auto distance_along = [](fixed_t a, fixed_t b) {
            const auto d = static_cast<std::int32_t>(static_cast<std::uint32_t>(a) - static_cast<std::uint32_t>(b));
            return d < 0 ? -std::int64_t{d} : std::int64_t{d};
        };
        const std::int64_t adx = distance_along(listener->x, x);
        const std::int64_t ady = distance_along(listener->y, y);
        const std::int64_t approx = adx + ady - (std::min(adx, ady) >> 1);
        if (approx > kClipping) return;
        if (approx >= kClose && kVolume * ((kClipping - approx) >> base::kFracBits) / kAttenuator <= 0) return;
    }
    w.rng.m_random();
}

}  // namespace sim
