#include "sim/cheats.h"

#include "sim/game_strings.h"
#include "sim/interaction.h"

namespace sim {

namespace {

void set_message(World& w, Player& player, const GameString& s) { player.message = game_string(*w.defs, s); }

void give_arsenal(Player& player, int armor, int armor_class) {
    player.armorpoints = armor;
    player.armortype = armor_class;
    for (auto& owned : player.weaponowned) owned = true;
    player.ammo = player.maxammo;
}

// IDBEHOLDx: gives the power, or switches it off (berserk) or nearly off
// (the timed ones run out next tic).
void toggle_power(World& w, Player& player, PowerType power) {
    if (!player.powers[power])
        give_power(w, player, power);
    else if (power != pw_strength)
        player.powers[power] = 1;
    else
        player.powers[power] = 0;
    set_message(w, player, strings::kCheatBeholdToggled);
}

}  // namespace

bool cheats_allowed(const World& w) { return !w.opts.netgame() && w.opts.skill != Skill::Nightmare; }

bool level_warp_allowed(const World& w) { return !w.opts.netgame(); }

bool apply_cheat(World& w, Player& player, CheatKind kind) {
    if (!cheats_allowed(w)) return false;
    const MiscRules& misc = w.defs->misc;
    switch (kind) {
    case CheatKind::God:
        player.cheats ^= CF_GODMODE;
        if (player.cheats & CF_GODMODE) {
            // The body gets a fixed 100; only the status bar value follows
            // DeHackEd's god mode health, as in the original.
            if (player.mo) player.mo->health = 100;
            player.health = misc.god_mode_health;
            set_message(w, player, strings::kCheatGodOn);
        } else {
            set_message(w, player, strings::kCheatGodOff);
        }
        break;
    case CheatKind::NoClip:
        // player_think moves the flag onto the body next tic.
        player.cheats ^= CF_NOCLIP;
        set_message(w, player, (player.cheats & CF_NOCLIP) ? strings::kCheatNoClipOn : strings::kCheatNoClipOff);
        break;
    case CheatKind::AmmoNoKeys:
        give_arsenal(player, misc.idfa_armor, misc.idfa_armor_class);
        set_message(w, player, strings::kCheatAmmoNoKeys);
        break;
    case CheatKind::AmmoAndKeys:
        give_arsenal(player, misc.idkfa_armor, misc.idkfa_armor_class);
        for (auto& card : player.cards) card = true;
        set_message(w, player, strings::kCheatAmmoKeys);
        break;
    case CheatKind::Choppers:
        player.weaponowned[wp_chainsaw] = true;
        // The original stores "true": one tic of invulnerability.
        player.powers[pw_invulnerability] = 1;
        set_message(w, player, strings::kCheatChoppers);
        break;
    case CheatKind::BeholdInvulnerability: toggle_power(w, player, pw_invulnerability); break;
    case CheatKind::BeholdStrength: toggle_power(w, player, pw_strength); break;
    case CheatKind::BeholdInvisibility: toggle_power(w, player, pw_invisibility); break;
    case CheatKind::BeholdIronFeet: toggle_power(w, player, pw_ironfeet); break;
    case CheatKind::BeholdAllMap: toggle_power(w, player, pw_allmap); break;
    case CheatKind::BeholdInfrared: toggle_power(w, player, pw_infrared); break;
    case CheatKind::BeholdMenu: set_message(w, player, strings::kCheatBeholdMenu); break;
    }
    return true;
}

std::optional<LevelWarp> level_warp_cheat(World& w, Player& player, char digit1, char digit2) {
    if (!level_warp_allowed(w)) return std::nullopt;
    const int d1 = digit1 - '0';
    const int d2 = digit2 - '0';
    if (d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return std::nullopt;

    LevelWarp warp;
    const GameMode mode = w.opts.mode;
    if (mode == GameMode::Commercial) {
        warp.episode = 1;
        warp.map = d1 * 10 + d2;
    } else {
        warp.episode = d1;
        warp.map = d2;
    }
    if (warp.episode < 1 || warp.map < 1) return std::nullopt;
    if (mode == GameMode::Retail && (warp.episode > 4 || warp.map > 9)) return std::nullopt;
    if (mode == GameMode::Registered && (warp.episode > 3 || warp.map > 9)) return std::nullopt;
    if (mode == GameMode::Shareware && (warp.episode > 1 || warp.map > 9)) return std::nullopt;
    // Doom 1.9 accepts up to MAP40 (the released source says 34); a map
    // that does not exist is the caller's to refuse.
    if (mode == GameMode::Commercial && warp.map > 40) return std::nullopt;

    set_message(w, player, strings::kCheatLevelWarp);
    return warp;
}

}  // namespace sim
