#pragma once
// Sound requests from the simulation become events (S_StartSound).
#include "sim/sound_pitch.h"
#include "sim/world.h"

namespace sim {

inline void start_sound(World& w, const Mobj* origin, SfxId sfx) {
    if (sfx == sfx_None) return;
    SoundEvent e;
    e.sound = sfx;
    e.origin = origin;
    e.positional = origin != nullptr;
    if (origin) { e.x = origin->x; e.y = origin->y; }
    draw_pitch_random(w, origin, e.positional, e.x, e.y, sfx);
    w.events.sounds.push_back(e);
}

// A sound from a fixed point (sector sound origins, switches).
inline void start_sound_at(World& w, fixed_t x, fixed_t y, SfxId sfx) {
    if (sfx == sfx_None) return;
    SoundEvent e;
    e.sound = sfx;
    e.x = x;
    e.y = y;
    draw_pitch_random(w, nullptr, true, x, y, sfx);
    w.events.sounds.push_back(e);
}

// A sound from a sector's sound origin (a moving floor, ceiling, door or lift).
inline void start_sector_sound(World& w, int sector, SfxId sfx) {
    const map::Sector& s = w.sector_info(sector);
    start_sound_at(w, s.sound_x, s.sound_y, sfx);
}

inline void stop_sound(World& w, const Mobj* origin) {
    SoundEvent e;
    e.origin = origin;
    e.stop = true;
    w.events.sounds.push_back(e);
}

}  // namespace sim
