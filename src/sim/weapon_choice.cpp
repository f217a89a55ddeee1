#include "sim/weapon_choice.h"

#include <algorithm>
#include <array>

#include "sim/weapon_internals.h"

namespace sim {

namespace {

// The preferences, then the fist (0) last.
std::array<int, NUMWEAPONS + 1> preference_order(const WeaponPreferences& preferences) {
    std::array<int, NUMWEAPONS + 1> order{};
    std::copy(preferences.begin(), preferences.end(), order.begin());
    return order;
}

bool has_ammo(const Player& player, AmmoType type, int amount) {
    return player.ammo[static_cast<std::size_t>(type)] >= amount;
}

// The weapon a preference names, if the player may switch to it (Boom's
// rules: owned and with ammo for a shot, as the original's fixed counts).
WeaponType boom_candidate(const World& w, const Player& player, int preference) {
    const bool shareware = w.opts.mode == GameMode::Shareware;
    const bool commercial = w.opts.mode == GameMode::Commercial;
    const auto& owned = player.weaponowned;
    switch (preference) {
        case 1:
            if (!player.powers[pw_strength]) return wp_nochange;
            return wp_fist;
        case 0: return wp_fist;
        case 2: return has_ammo(player, am_clip, 1) ? wp_pistol : wp_nochange;
        case 3: return owned[wp_shotgun] && has_ammo(player, am_shell, 1) ? wp_shotgun : wp_nochange;
        case 4: return owned[wp_chaingun] && has_ammo(player, am_clip, 1) ? wp_chaingun : wp_nochange;
        case 5: return owned[wp_missile] && has_ammo(player, am_misl, 1) ? wp_missile : wp_nochange;
        case 6: return owned[wp_plasma] && has_ammo(player, am_cell, 1) && !shareware ? wp_plasma : wp_nochange;
        case 7: return owned[wp_bfg] && !shareware && has_ammo(player, am_cell, 40) ? wp_bfg : wp_nochange;
        case 8: return owned[wp_chainsaw] ? wp_chainsaw : wp_nochange;
        case 9: return owned[wp_supershotgun] && commercial && has_ammo(player, am_shell, 2) ? wp_supershotgun : wp_nochange;
        default: return wp_nochange;
    }
}

// MBF21's: each weapon's own ammo type and ammo per shot.
WeaponType mbf21_candidate(const World& w, const Player& player, int preference) {
    static constexpr std::array<WeaponType, 10> kByKey{wp_fist,   wp_fist,    wp_pistol, wp_shotgun,  wp_chaingun,
                                                       wp_missile, wp_plasma, wp_bfg,    wp_chainsaw, wp_supershotgun};
    if (preference < 0 || preference > 9) return wp_nochange;
    if (preference == 1 && !player.powers[pw_strength]) return wp_nochange;
    if ((preference == 6 || preference == 7) && w.opts.mode == GameMode::Shareware) return wp_nochange;
    if (preference == 9 && w.opts.mode != GameMode::Commercial) return wp_nochange;
    const WeaponType weapon = kByKey[static_cast<std::size_t>(preference)];
    if (!player.weaponowned[weapon]) return wp_nochange;
    const int ammo = w.defs->weapons[static_cast<std::size_t>(weapon)].ammo;
    if (ammo == am_noammo || read_ammo(player, ammo) >= ammo_per_shot(w, weapon)) return weapon;
    return wp_nochange;
}

// P_WeaponPreferred: whether the preferences rank `first` above `second`
// (Boom reads the first eight).
bool weapon_preferred(const WeaponPreferences& preferences, WeaponType first, WeaponType second) {
    for (std::size_t i = 0; i + 1 < preferences.size(); ++i) {
        if (preferences[i] == second + 1) return false;
        if (preferences[i] == first + 1) return true;
    }
    return false;
}

}  // namespace

WeaponType preferred_weapon(const World& w, const Player& player, const WeaponPreferences& preferences) {
    const bool mbf21 = w.opts.compat.mbf21();
    WeaponType chosen = player.readyweapon;
    for (const int preference : preference_order(preferences)) {
        const WeaponType candidate =
            mbf21 ? mbf21_candidate(w, player, preference) : boom_candidate(w, player, preference);
        if (candidate != wp_nochange) chosen = candidate;
        if (chosen != player.readyweapon) break;
    }
    return chosen;
}

void choose_weapon(const World& w, const Player& player, Ticcmd& cmd, WeaponChoice& state) {
    if (!w.opts.compat.boom()) return;
    WeaponType requested = wp_nochange;
    if (cmd.buttons & BT_CHANGE)
        requested = static_cast<WeaponType>((cmd.buttons & BT_WEAPONMASK) >> BT_WEAPONSHIFT);
    cmd.buttons &= static_cast<std::uint8_t>(~(BT_CHANGE | kBoomWeaponMask));

    if (!player.attackdown) state.done_autoswitch = false;
    WeaponType chosen = wp_nochange;
    if (player.attackdown && !enough_ammo(w, player) &&
        (!state.done_autoswitch || ((cmd.buttons & BT_ATTACK) && player.pendingweapon == wp_nochange))) {
        state.done_autoswitch = true;
        chosen = preferred_weapon(w, player, state.preferences);
    } else if (requested != wp_nochange) {
        chosen = requested;
        if ((chosen == wp_plasma || chosen == wp_bfg) && w.opts.mode == GameMode::Shareware) chosen = wp_nochange;
        // The fist key gives the chainsaw when it is not out, unless the
        // fist is worth more (berserk, and preferred).
        if (chosen == wp_fist && player.weaponowned[wp_chainsaw] && player.readyweapon != wp_chainsaw &&
            (player.readyweapon == wp_fist || !player.powers[pw_strength] || weapon_preferred(state.preferences, wp_chainsaw, wp_fist)))
            chosen = wp_chainsaw;
        // The shotgun key gives the super shotgun unless the shotgun is
        // preferred and not already out.
        if (chosen == wp_shotgun && w.opts.mode == GameMode::Commercial && player.weaponowned[wp_supershotgun] &&
            (!player.weaponowned[wp_shotgun] || player.readyweapon == wp_shotgun ||
             (player.readyweapon != wp_supershotgun && weapon_preferred(state.preferences, wp_supershotgun, wp_shotgun))))
            chosen = wp_supershotgun;
    }
    if (chosen != wp_nochange)
        cmd.buttons |= static_cast<std::uint8_t>(BT_CHANGE | (chosen << BT_WEAPONSHIFT));
}

}  // namespace sim
