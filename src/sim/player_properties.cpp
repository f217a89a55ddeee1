// ZDoom's SetPlayerProperty (who, on, which), as p_lnspec.cpp plays it in
// Doom: `who` 0 is the activator (a player), anything else every player in
// game; `which` a property by ZDoom's PROP_ numbers: a flag kept in the
// player's cheats (player.h), or a power given (for as long as its pickup
// gives it) or taken. Flight, Heretic's and Hexen's powers and the second
// forms of buddha, god mode and no-clipping are not Doom's: not played.
#include <optional>

#include "sim/hexen_played.h"
#include "sim/interaction.h"

namespace sim {

namespace {

enum Property : int {
    kFrozen = 0,
    kNoTarget = 1,
    kInstantWeaponSwitch = 2,
    kTotallyFrozen = 4,
    kInvulnerability = 5,  // the powers, pw_invulnerability … pw_infrared in order
    kInfrared = 10,
    kBuddha = 16,
    kNoClip = 19,
    kGodMode = 21,
};

std::optional<int> cheat_of(int property) {
    switch (property) {
        case kFrozen: return CF_FROZEN;
        case kNoTarget: return CF_NOTARGET;
        case kInstantWeaponSwitch: return CF_INSTANTWEAPSWITCH;
        case kTotallyFrozen: return CF_TOTALLYFROZEN;
        case kBuddha: return CF_BUDDHA;
        case kNoClip: return CF_NOCLIP;
        case kGodMode: return CF_GODMODE;
        default: return std::nullopt;
    }
}

void set_property(World& w, Player& player, int property, bool on) {
    if (const std::optional<int> cheat = cheat_of(property)) {
        player.cheats = on ? player.cheats | *cheat : player.cheats & ~*cheat;
        return;
    }
    const auto power = static_cast<PowerType>(property - kInvulnerability);
    if (on && power == pw_strength) {
        player.powers[power] = 1;  // ZDoom's power alone: no health with it
    } else if (on) {
        give_power(w, player, power);
    } else {
        player.powers[power] = 0;
        if (power == pw_invisibility && player.mo) player.mo->flags &= ~MF_SHADOW;
    }
}

bool set_player_property(const HexenCall& c) {
    const int property = c.a[2];
    const bool known = cheat_of(property) || (property >= kInvulnerability && property <= kInfrared);
    if (!known) return false;
    if (c.a[0] == 0) {
        if (!c.thing || !c.thing->player) return false;
        set_property(c.w, *c.thing->player, property, c.a[1] != 0);
        return true;
    }
    for (std::size_t i = 0; i < c.w.players.size(); ++i)
        if (c.w.opts.playeringame[i] && c.w.players[i].mo) set_property(c.w, c.w.players[i], property, c.a[1] != 0);
    return true;
}

constexpr HexenPlayed kPlayerSpecials[] = {
    {191, set_player_property},  // SetPlayerProperty
};

}  // namespace

std::span<const HexenPlayed> hexen_player_specials() { return kPlayerSpecials; }

}  // namespace sim
