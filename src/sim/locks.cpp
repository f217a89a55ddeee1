#include "sim/locks.h"

#include <algorithm>
#include <optional>

#include "sim/game_strings.h"
#include "sim/sound.h"

namespace sim {

namespace {

struct LockWords {
    const GameString& door;
    const GameString& remote;
};

// Whether player `p` holds what lock `lock` asks; none for a number ZDoom
// defines no lock for. 1-6 one key (cards, then skulls), 129-131 and
// 132-134 either key of a colour, 100 and 228 any key, 101 all six, 229
// one of each colour.
std::optional<bool> holds_key(const Player& p, int lock) {
    const auto& c = p.cards;
    const bool red = c[it_redcard] || c[it_redskull];
    const bool blue = c[it_bluecard] || c[it_blueskull];
    const bool yellow = c[it_yellowcard] || c[it_yellowskull];
    switch (lock) {
        case 1: return c[it_redcard];
        case 2: return c[it_bluecard];
        case 3: return c[it_yellowcard];
        case 4: return c[it_redskull];
        case 5: return c[it_blueskull];
        case 6: return c[it_yellowskull];
        case 100: case 228: return red || blue || yellow;
        case 101: return std::all_of(c.begin(), c.end(), [](bool k) { return k; });
        case 129: case 132: return red;
        case 130: case 133: return blue;
        case 131: case 134: return yellow;
        case 229: return red && blue && yellow;
        default: return std::nullopt;
    }
}

LockWords lock_words(int lock) {
    namespace s = strings;
    switch (lock) {
        case 1: return {s::kNeedRedCardDoor, s::kNeedRedCardObject};
        case 2: return {s::kNeedBlueCardDoor, s::kNeedBlueCardObject};
        case 3: return {s::kNeedYellowCardDoor, s::kNeedYellowCardObject};
        case 4: return {s::kNeedRedSkullDoor, s::kNeedRedSkullObject};
        case 5: return {s::kNeedBlueSkullDoor, s::kNeedBlueSkullObject};
        case 6: return {s::kNeedYellowSkullDoor, s::kNeedYellowSkullObject};
        case 129: case 132: return {s::kNeedRedDoor, s::kNeedRedObject};
        case 130: case 133: return {s::kNeedBlueDoor, s::kNeedBlueObject};
        case 131: case 134: return {s::kNeedYellowDoor, s::kNeedYellowObject};
        case 101: return {s::kNeedAllKeysDoor, s::kNeedAllKeysObject};
        case 229: return {s::kNeedEachColourDoor, s::kNeedEachColourObject};
        default: return {s::kNeedAnyKeyDoor, s::kNeedAnyKeyObject};
    }
}

}  // namespace

bool unlocks(World& w, Mobj* thing, int lock, bool remote) {
    if (lock <= 0) return true;
    if (!thing || !thing->player) return false;
    Player& p = *thing->player;
    const std::optional<bool> held = holds_key(p, lock);
    if (held.value_or(false)) return true;
    if (!held) {
        p.message = game_string(*w.defs, strings::kLockDoesNotWork);
    } else {
        const LockWords words = lock_words(lock);
        p.message = game_string(*w.defs, remote ? words.remote : words.door);
    }
    start_sound(w, nullptr, sfx_oof);
    return false;
}

bool lock_is_remote(int special) { return special != 7 && special != 8 && (special < 11 || special > 14); }

}  // namespace sim
