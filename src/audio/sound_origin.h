#pragma once
// Where a sound effect comes from, as the original's S_StartSound origin:
// a thing (it moves, and is re-read every tic), a sector's sound origin
// (doors, lifts), a fixed point (a switch), or nowhere (whole-screen sounds
// at full volume, centred). Things and sectors have an identity: one sound
// at a time each, a new one replacing the old.
#include "base/fixed.h"

namespace sim {
class Mobj;
}

namespace audio {

struct SoundOrigin {
    enum class Kind { None, Thing, Sector, Point };
    Kind kind = Kind::None;
    const sim::Mobj* thing = nullptr;  // Kind::Thing
    int sector = -1;                   // Kind::Sector
    base::fixed_t x = 0, y = 0, z = 0;  // Sector and Point; a thing's last known place

    bool same_as(const SoundOrigin& o) const {
        if (kind != o.kind) return false;
        switch (kind) {
            case Kind::Thing: return thing == o.thing;
            case Kind::Sector: return sector == o.sector;
            case Kind::Point: return x == o.x && y == o.y;
            case Kind::None: return false;  // the original's null origin never matches
        }
        return false;
    }
    bool positional() const { return kind != Kind::None; }
};

}  // namespace audio
