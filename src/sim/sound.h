#pragma once
// Sound requests from the simulation become events (S_StartSound).
#include "sim/sector_flags.h"
#include "sim/sound_pitch.h"
#include "sim/world.h"

namespace sim {

inline void start_sound(World& w, const Mobj* origin, SfxId sfx) {
    if (sfx == sfx_None) return;
    // ZDoom's silent sectors (only maps with ZDoom's sector fields have them).
    if (origin && !w.level.extensions.sectors.empty() &&
        (w.sectors[static_cast<std::size_t>(w.mobj_sector(*origin))].zdoom_flags & kSectorSilent))
        return;
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
    if (sfx == sfx_None) return;
    const map::Sector& s = w.sector_info(sector);
    SoundEvent e;
    e.sound = sfx;
    e.x = s.sound_x;
    e.y = s.sound_y;
    e.sector = sector;
    draw_pitch_random(w, nullptr, true, e.x, e.y, sfx);
    w.events.sounds.push_back(e);
}

inline void stop_sound(World& w, const Mobj* origin) {
    SoundEvent e;
    e.origin = origin;
    e.stop = true;
    w.events.sounds.push_back(e);
}

inline void change_music(World& w, MusicId music, bool loop = true) { w.events.music = MusicEvent{music, loop, {}}; }

// S_Start's choice of a level's music; Doom's episode 4 borrows earlier
// episodes' tracks (s_sound.c's spmus table).
inline MusicId level_music(const GameOptions& o) {
    constexpr MusicId kEpisode4[9] = {mus_e3m4, mus_e3m2, mus_e3m3, mus_e1m5, mus_e2m7,
                                      mus_e2m4, mus_e2m6, mus_e2m5, mus_e1m9};
    int music = mus_None;
    if (o.mode == GameMode::Commercial)
        music = mus_runnin + o.map - 1;
    else if (o.episode < 4)
        music = mus_e1m1 + (o.episode - 1) * 9 + o.map - 1;
    else if (o.map >= 1 && o.map <= 9)
        music = kEpisode4[o.map - 1];
    return music > mus_None && music < NUMMUSIC ? static_cast<MusicId>(music) : mus_None;
}

// S_Start: level_music(), or the map's UMAPINFO music lump where it names
// one (map_info.cpp); the original's track stays the fallback.
void start_level_music(World& w);

}  // namespace sim
