// The rule tables' starting contents, and their growth for DSDHacked
// numbering (what dsda-doom 0.25.6's dsda/state.c, sprite.c and sfx.c do:
// a table doubles until the entry fits, so the entries a patch may name
// are the ones dsda-doom would accept).
#include "sim/definitions.h"

#include <cstdio>

namespace sim {

namespace {

// MBF21's state defaults: the demon's walk and pain frames are SKILL5FAST
// (dsda-doom's dsda/global.c), the rule the original hard-codes.
std::vector<StateMbf21> built_in_state_mbf21() {
    std::vector<StateMbf21> states(kStates.size());
    for (int s = S_SARG_RUN1; s <= S_SARG_PAIN2; ++s) states[static_cast<std::size_t>(s)].flags = STF_SKILL5FAST;
    return states;
}

constexpr SoundInfo kBlankSound{nullptr, false, 127, sfx_None, -1, -1};
constexpr State kBlankState{SPR_TNT1, 0, -1, Action::None, S_NULL, 0, 0};

// The size a table doubles to before entry n fits.
std::size_t doubled_to_fit(std::size_t size, std::int64_t n) {
    while (static_cast<std::int64_t>(size) <= n) size *= 2;
    return size;
}

// DEHEXTRA's free slots' names: `format` applied to 0, 1, ... count - 1.
std::vector<std::string> numbered_names(const char* format, int count) {
    std::vector<std::string> names;
    for (int n = 0; n < count; ++n) {
        char name[8];
        std::snprintf(name, sizeof name, format, n);
        names.emplace_back(name);
    }
    return names;
}

}  // namespace

std::string_view original_sprite_name(std::size_t i) {
    static const std::vector<std::string> dehextra = numbered_names("SP%02d", kDehextraSprites);
    if (i < kSpriteNames.size()) return kSpriteNames[i];
    if (i - kSpriteNames.size() < dehextra.size()) return dehextra[i - kSpriteNames.size()];
    return {};
}

std::string_view original_sound_name(std::size_t i) {
    static const std::vector<std::string> dehextra = numbered_names("fre%03d", kDehextraSounds);
    if (i < kSounds.size()) return kSounds[i].name ? std::string_view(kSounds[i].name) : std::string_view();
    if (i >= static_cast<std::size_t>(kDehextraFirstSound) && i - kDehextraFirstSound < dehextra.size())
        return dehextra[i - kDehextraFirstSound];
    return {};
}

Definitions::Definitions()
    : states(kStates.begin(), kStates.end()),
      mobjinfo(kMobjInfo.begin(), kMobjInfo.end()),
      state_mbf21(built_in_state_mbf21()),
      state_patch(kStates.size(), -1) {
    const std::size_t sprite_count = kSpriteNames.size() + kDehextraSprites;
    for (std::size_t i = 0; i < sprite_count; ++i) sprite_names.emplace_back(original_sprite_name(i));
    const std::size_t sound_count = kDehextraFirstSound + kDehextraSounds;
    sounds.assign(kSounds.begin(), kSounds.end());
    sounds.resize(sound_count, kBlankSound);
    for (std::size_t i = 0; i < sound_count; ++i) sound_names.emplace_back(original_sound_name(i));
}

bool Definitions::make_state(std::int64_t n) {
    if (n < 0 || n >= kMostStates) return false;
    const std::size_t old = states.size();
    if (static_cast<std::size_t>(n) < old) return true;
    const std::size_t size = doubled_to_fit(old, n);
    states.resize(size, kBlankState);
    for (std::size_t i = old; i < size; ++i) states[i].next_state = static_cast<StateNum>(i);
    state_mbf21.resize(size);
    state_patch.resize(size, -1);
    return true;
}

bool Definitions::make_thing(std::int64_t n) {
    if (n < 0 || n >= kMostThingTypes) return false;
    if (static_cast<std::size_t>(n) >= mobjinfo.size()) mobjinfo.resize(doubled_to_fit(mobjinfo.size(), n));
    return true;
}

bool Definitions::make_sprite(std::int64_t n) {
    if (n < 0 || n >= kMostSprites) return false;
    if (static_cast<std::size_t>(n) >= sprite_names.size()) sprite_names.resize(doubled_to_fit(sprite_names.size(), n));
    return true;
}

bool Definitions::make_sound(std::int64_t n) {
    if (n < 0 || n >= kMostSounds) return false;
    if (static_cast<std::size_t>(n) >= sounds.size()) {
        const std::size_t size = doubled_to_fit(sounds.size(), n);
        sounds.resize(size, kBlankSound);
        sound_names.resize(size);
    }
    return true;
}

}  // namespace sim
