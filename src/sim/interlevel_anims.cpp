#include "sim/interlevel_anims.h"

#include <algorithm>

#include "sim/map_info.h"
#include "sim/sound.h"

namespace sim {

namespace {

using Condition = assets::InterlevelCondition;
using Frame = assets::InterlevelFrame;

const assets::UmapEntry* last_entry(const World& w) { return map_entry(w, w.wi.episode + 1, w.wi.last + 1); }
const assets::UmapEntry* next_entry(const World& w) {
    return map_entry(w, w.wi.next_episode + 1, w.wi.next + 1);
}

const assets::Interlevel* find_lump(const World& w, const std::optional<std::string>& name) {
    if (!name || !w.defs->interlevels) return nullptr;
    const auto it = w.defs->interlevels->find(*name);
    return it == w.defs->interlevels->end() ? nullptr : &it->second;
}

// A secret map: one some UMAPINFO entry's nextsecret leads to, or the
// original's (E?M9, MAP31, MAP32).
bool secret_map(const World& w, int episode, int map) {
    const bool doom2 = w.opts.mode == GameMode::Commercial;
    if (doom2 ? (map == 31 || map == 32) : map == 9) return true;
    if (!w.defs->umapinfo) return false;
    const assets::UmapName name{doom2, doom2 ? 1 : episode, map};
    return std::any_of(w.defs->umapinfo->maps.begin(), w.defs->umapinfo->maps.end(),
                       [&](const assets::UmapEntry& e) { return e.nextsecret && *e.nextsecret == name; });
}

// Whether every condition holds on this screen, whose map is
// `episode`/`map` (1-based): the next map's when entering, else the last's.
bool conditions_hold(const World& w, const std::vector<Condition>& conditions, bool entering) {
    const int episode = (entering ? w.wi.next_episode : w.wi.episode) + 1;
    const int map = (entering ? w.wi.next : w.wi.last) + 1;
    return std::all_of(conditions.begin(), conditions.end(), [&](const Condition& c) {
        switch (c.kind) {
            case Condition::Kind::None: return true;
            case Condition::Kind::MapNumGreater: return map > c.param;
            case Condition::Kind::MapNumEqual: return map == c.param;
            case Condition::Kind::MapVisited:
                return std::find(w.visited_maps.begin(), w.visited_maps.end(), MapVisit{episode, c.param}) !=
                       w.visited_maps.end();
            case Condition::Kind::MapNotSecret: return !secret_map(w, episode, map);
            case Condition::Kind::SecretVisited: return w.wi.didsecret;
            case Condition::Kind::Tally: return !entering;
            case Condition::Kind::IsEntering: return entering;
        }
        return true;
    });
}

// How long a frame shows, at least a tic; a random duration draws a
// cosmetic random number, a frame shown for good none.
int frame_tics(World& w, const Frame& f) {
    if (f.has(Frame::kInfinite)) return 0;
    int tics = f.duration;
    if (f.has(Frame::kRandomDuration) && f.maxduration > f.duration) {
        tics += w.rng.m_random() % (f.maxduration - f.duration + 1);
    }
    return std::max(tics, 1);
}

const assets::InterlevelAnim& anim_of(const assets::Interlevel& lump, const Intermission::InterlevelShown& s) {
    return lump.layers[static_cast<std::size_t>(s.layer)].anims[static_cast<std::size_t>(s.anim)];
}

}  // namespace

const assets::Interlevel* shown_interlevel(const World& w) {
    if (w.wi.interlevel.empty()) return nullptr;
    return find_lump(w, w.wi.interlevel);
}

bool next_map_has_enteranim(const World& w) {
    const assets::UmapEntry* next = next_entry(w);
    return next && find_lump(w, next->enteranim);
}

bool start_interlevel(World& w, bool entering) {
    Intermission& wi = w.wi;
    wi.interlevel.clear();
    wi.interlevel_anims.clear();
    const assets::UmapEntry* entry = entering ? next_entry(w) : last_entry(w);
    if (!entry) return false;
    const std::optional<std::string>& name = entering ? entry->enteranim : entry->exitanim;
    const assets::Interlevel* lump = find_lump(w, name);
    if (!lump) return false;
    wi.interlevel = *name;
    for (std::size_t l = 0; l < lump->layers.size(); ++l) {
        const assets::InterlevelLayer& layer = lump->layers[l];
        if (!conditions_hold(w, layer.conditions, entering)) continue;
        for (std::size_t a = 0; a < layer.anims.size(); ++a) {
            const assets::InterlevelAnim& anim = layer.anims[a];
            if (!conditions_hold(w, anim.conditions, entering)) continue;
            Intermission::InterlevelShown shown{static_cast<int>(l), static_cast<int>(a), 0, 0};
            const Frame& first = anim.frames.front();
            shown.tics_left = frame_tics(w, first);
            if (first.has(Frame::kRandomStart) && shown.tics_left > 1)
                shown.tics_left = 1 + w.rng.m_random() % (shown.tics_left - 1);
            wi.interlevel_anims.push_back(shown);
        }
    }
    if (!lump->music.empty()) {
        change_music(w, w.opts.mode == GameMode::Commercial ? mus_dm2int : mus_inter);
        w.events.music->lump = lump->music;
    }
    return true;
}

void update_interlevel(World& w) {
    const assets::Interlevel* lump = shown_interlevel(w);
    if (!lump) return;
    for (Intermission::InterlevelShown& s : w.wi.interlevel_anims) {
        const auto& frames = anim_of(*lump, s).frames;
        if (frames[static_cast<std::size_t>(s.frame)].has(Frame::kInfinite)) continue;
        if (--s.tics_left > 0) continue;
        s.frame = (s.frame + 1) % static_cast<int>(frames.size());
        s.tics_left = frame_tics(w, frames[static_cast<std::size_t>(s.frame)]);
    }
}

}  // namespace sim
