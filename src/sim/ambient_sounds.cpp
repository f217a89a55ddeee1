#include "sim/ambient_sounds.h"

#include "base/log.h"
#include "map/level.h"
#include "sim/sound_names.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr int kFirstAmbient = 14001, kByArgument = 14065;  // 14001-14064: ambient sounds 1-64 by number
constexpr int kLoopRenewal = 35;  // a looping sound is asked for again every second, as dsda-doom's

const AmbientSoundInfo* info_of(const World& w, int index) {
    if (!w.defs->sndinfo) return nullptr;
    const auto it = w.defs->sndinfo->ambient.find(index);
    return it == w.defs->sndinfo->ambient.end() ? nullptr : &it->second;
}

// dsda-doom's wait: from the shortest to the longest by a menu random number.
int wait_for(World& w, const AmbientSoundInfo& a) {
    return a.min_tics + w.rng.m_random() * (a.max_tics - a.min_tics) / 255;
}

}  // namespace

bool is_ambient_thing(int doomednum) { return doomednum >= kFirstAmbient && doomednum <= kByArgument; }

void add_ambient_source(World& w, const map::Thing& thing, int first_arg, std::set<int>& warned) {
    const int index = thing.type == kByArgument ? first_arg : thing.type - (kFirstAmbient - 1);
    const AmbientSoundInfo* a = info_of(w, index);
    if (!a) {
        if (warned.insert(index).second)
            base::warn(w.level.where + ": ambient sound thing (type " + std::to_string(thing.type) +
                       ") plays SNDINFO's $ambient " + std::to_string(index) + ", which no SNDINFO defines; it is silent");
        return;
    }
    AmbientSource s;
    s.x = thing.x * base::kFracUnit;
    s.y = thing.y * base::kFracUnit;
    s.index = index;
    s.wait = wait_for(w, *a);
    w.ambient_sources.push_back(s);
}

void run_ambient_sounds(World& w) {
    for (AmbientSource& s : w.ambient_sources) {
        if (s.wait > 0) {
            --s.wait;
            continue;
        }
        const AmbientSoundInfo* a = info_of(w, s.index);
        if (!a || a->sounds.empty()) continue;
        const bool loop = a->min_tics < 0;
        s.wait = loop ? kLoopRenewal : wait_for(w, *a);
        SoundEvent e;
        e.sound = one_of(w, a->sounds);
        e.x = s.x;
        e.y = s.y;
        e.volume = a->volume;
        e.attenuation = a->attenuation;
        e.loop = loop;
        w.events.sounds.push_back(e);
    }
}

}  // namespace sim
