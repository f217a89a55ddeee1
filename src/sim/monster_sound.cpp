// Noise: a shot or a yell floods through open two-sided lines and marks
// each reached sector with the thing that made it, which sleeping monsters
// there then hunt (the original's P_RecursiveSound and P_NoiseAlert).
// Sound-blocking lines let the noise through once, not twice.
#include "sim/map_utility.h"
#include "sim/monsters.h"

namespace sim {

namespace {

void recursive_sound(World& w, int sector, int soundblocks, Mobj* soundtarget) {
    SectorState& sec = w.sectors[static_cast<std::size_t>(sector)];
    if (sec.validcount == w.validcount && sec.soundtraversed <= soundblocks + 1) return;  // already flooded

    sec.validcount = w.validcount;
    sec.soundtraversed = soundblocks + 1;
    sec.soundtarget = soundtarget;

    const std::vector<int>& lines = w.level.sectors[static_cast<std::size_t>(sector)].lines;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int line = lines[i];
        if (!(w.lines[static_cast<std::size_t>(line)].flags & map::kLineTwoSided)) continue;

        line_opening(w, line);
        if (w.tm.openrange <= 0) continue;  // closed door

        const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
        const int other = ld.front_sector == sector ? ld.back_sector : ld.front_sector;
        if (other == map::kNone) continue;

        if (w.lines[static_cast<std::size_t>(line)].flags & map::kLineSoundBlock) {
            if (!soundblocks) recursive_sound(w, other, 1, soundtarget);
        } else {
            recursive_sound(w, other, soundblocks, soundtarget);
        }
    }
}

}  // namespace

void noise_alert(World& w, Mobj& target, Mobj& emitter) {
    ++w.validcount;
    recursive_sound(w, w.mobj_sector(emitter), 0, &target);
}

}  // namespace sim
