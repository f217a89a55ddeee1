#pragma once
// What a tic produced for the front end (sounds started, sounds stopped),
// so the simulation never calls audio. The front end drains it after each
// tic; the simulation's results never depend on it.
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
    bool positional = true;
    bool stop = false;  // S_StopSound(origin) rather than a start
};

struct Events {
    std::vector<SoundEvent> sounds;
    void clear() { sounds.clear(); }
};

}  // namespace sim
