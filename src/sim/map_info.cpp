#include "sim/map_info.h"

#include "base/log.h"
#include "sim/hexen_specials.h"
#include "sim/monster_ai.h"
#include "sim/music_changers.h"
#include "sim/sound.h"
#include "sim/specials.h"

namespace sim {

namespace {

// Specials a boss action may not run, as the specification says: manual
// and locked doors act on the line's own back sector (a boss action has
// no line of its own), teleporters move their activator, and gunfire
// lines are not walk or switch lines.
bool boss_action_refused(int special) {
    switch (special) {
        case 1: case 26: case 27: case 28: case 31: case 32: case 33: case 34: case 117: case 118:  // manual doors
        case 99: case 133: case 134: case 135: case 136: case 137:                                 // locked doors
        case 39: case 97: case 125: case 126:                                                      // teleporters
        case 24: case 46: case 47:                                                                 // gunfire
            return true;
        default: return false;
    }
}

// The switch and button specials of the original's P_UseSpecialLine
// (the manual doors aside, refused above).
bool switch_special(int special) {
    switch (special) {
        case 7: case 9: case 11: case 14: case 15: case 18: case 20: case 21: case 23: case 29: case 41: case 42:
        case 43: case 45: case 49: case 50: case 51: case 55: case 60: case 61: case 62: case 63: case 64: case 65:
        case 66: case 67: case 68: case 69: case 70: case 71: case 101: case 102: case 103: case 111: case 112:
        case 113: case 114: case 115: case 116: case 122: case 123: case 127: case 131: case 132: case 138: case 139:
        case 140:
            return true;
        default: return false;
    }
}

// Runs `special` with `tag` as dsda-doom does: as a switch if it is one,
// else as a walk line, borrowing the first line's place (its state is put
// back after), set off by a living player so the rules for monsters do
// not stop it.
void run_boss_special(World& w, Mobj& activator, int special, int tag) {
    if (boss_action_refused(special)) {
        base::warn("UMAPINFO bossaction: special " + std::to_string(special) + " cannot be a boss action; skipped");
        return;
    }
    LineState& first = w.lines.front();
    const LineState kept = first;
    first.special = special;
    first.tag = tag;
    if (switch_special(special))
        use_special_line(w, activator, 0, 0);
    else
        cross_special_line(w, 0, 0, activator);
    first.special = kept.special;
    first.tag = kept.tag;
}

}  // namespace

const assets::UmapEntry* map_entry(const World& w, int episode, int map) {
    if (!w.defs->umapinfo) return nullptr;
    return w.defs->umapinfo->find({w.opts.mode == GameMode::Commercial, w.opts.mode == GameMode::Commercial ? 1 : episode, map});
}

std::optional<assets::UmapName> umap_next_map(const World& w, bool secret) {
    const assets::UmapEntry* entry = current_map_entry(w);
    if (!entry) return std::nullopt;
    if (secret && entry->nextsecret) return entry->nextsecret;
    return entry->next;
}

std::optional<assets::UmapEnding> umap_ending(const World& w) {
    const assets::UmapEntry* entry = current_map_entry(w);
    if (!entry || !entry->ending || *entry->ending == assets::UmapEnding::NotEnding) return std::nullopt;
    return entry->ending;
}

void start_level_music(World& w) { w.events.music = level_music_event(w); }

std::optional<bool> run_umap_boss_actions(World& w, Mobj& mo) {
    const assets::UmapEntry* entry = current_map_entry(w);
    if (!entry || !entry->boss_actions) return std::nullopt;
    if (hexen_specials(w)) {
        base::warn("UMAPINFO bossaction runs Doom line specials; this map uses Hexen's, so none ran");
        return true;
    }
    // Someone must be alive to win; they set the special off.
    Mobj* activator = nullptr;
    for (int i = 0; i < kMaxPlayers && !activator; ++i) {
        const Player& p = w.players[static_cast<std::size_t>(i)];
        if (w.opts.playeringame[static_cast<std::size_t>(i)] && p.health > 0 && p.mo) activator = p.mo;
    }
    if (!activator || w.lines.empty()) return true;
    bool listed = false;
    for (const assets::UmapBossAction& a : *entry->boss_actions) listed = listed || a.thing_type == mo.type;
    if (!listed) return true;
    if (any_other_mobj(w, &mo, [&](const Mobj& other) { return other.type == mo.type && other.health > 0; }))
        return true;
    for (const assets::UmapBossAction& a : *entry->boss_actions)
        if (a.thing_type == mo.type) run_boss_special(w, *activator, a.special, a.tag);
    return true;
}

}  // namespace sim
