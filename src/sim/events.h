#pragma once
// What a tic produced for the front end (sounds started, sounds stopped),
// so the simulation never calls audio. The front end drains it after each
// tic; the simulation's results never depend on it.
#include <optional>
#include <string>
#include <vector>

#include "base/fixed.h"
#include "sim/info.h"

namespace sim {

class Mobj;

struct SoundEvent {
    SfxId sound = sfx_None;
    // The emitting thing; null for the whole-screen sounds (menus, the
    // boss brain's wake) and for sector sounds, which use x/y.
    const Mobj* origin = nullptr;
    base::fixed_t x = 0, y = 0;
    // The sector whose sound origin emits it (doors, lifts, floors); -1 for
    // none. Like a thing, a sector origin has one sound at a time.
    int sector = -1;
    bool positional = true;
    bool stop = false;  // S_StopSound(origin) rather than a start
    // SNDINFO's ambient sounds (sim/ambient_sounds.h): a volume below full
    // (0..127, S_StartSoundAtVolume's), a distance factor (0: heard alike
    // everywhere, centred), and a sound that loops until its place sounds
    // another or stops.
    int volume = 127;
    base::fixed_t attenuation = base::kFracUnit;
    bool loop = false;
};

// S_ChangeMusic: the level's music (S_Start), the intermission's or the
// finale's.
struct MusicEvent {
    MusicId music = mus_None;
    bool loop = true;
    std::string lump;  // UMAPINFO's or MUSINFO's music lump, played instead of `music` when given
    bool keep_sounds = false;  // a MUSINFO change within a level: sounds play on
};

struct Events {
    std::vector<SoundEvent> sounds;
    std::optional<MusicEvent> music;  // the last change this tic
    void clear() {
        sounds.clear();
        music.reset();
    }
};

}  // namespace sim
