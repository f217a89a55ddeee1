// ZDoom's class names are those of its Doom actor definitions
// (wadsrc/static/zscript/actors/doom/doomammo.zs, doomweapons.zs,
// doomkeys.zs, doomhealth.zs, doomarmor.zs, doomartifacts.zs and
// inventory/powerups.zs); what each gives is Doom's own pickup.
#include "sim/acs_inventory.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "sim/dehacked_patch.h"
#include "sim/interaction.h"
#include "sim/world.h"

namespace sim {

using dehacked::iequals;

namespace {

template <class T, std::size_t N>
int find_name(const std::array<std::pair<std::string_view, T>, N>& table, std::string_view name) {
    for (std::size_t i = 0; i < N; ++i)
        if (iequals(table[i].first, name)) return static_cast<int>(i);
    return -1;
}

constexpr std::array<std::pair<std::string_view, AmmoType>, 4> kAmmo = {
    {{"Clip", am_clip}, {"Shell", am_shell}, {"RocketAmmo", am_misl}, {"Cell", am_cell}}};
// The big pickups: ZDoom makes them their ammo, this many rounds a box.
constexpr std::array<std::pair<std::string_view, AmmoType>, 4> kAmmoBoxes = {
    {{"ClipBox", am_clip}, {"ShellBox", am_shell}, {"RocketBox", am_misl}, {"CellPack", am_cell}}};
constexpr std::array<int, NUMAMMO> kBoxRounds = {50, 20, 100, 5};  // by AmmoType: clip, shell, cell, missile
constexpr std::array<std::pair<std::string_view, WeaponType>, 9> kWeapons = {
    {{"Fist", wp_fist}, {"Pistol", wp_pistol}, {"Shotgun", wp_shotgun}, {"Chaingun", wp_chaingun},
     {"RocketLauncher", wp_missile}, {"PlasmaRifle", wp_plasma}, {"BFG9000", wp_bfg}, {"Chainsaw", wp_chainsaw},
     {"SuperShotgun", wp_supershotgun}}};
constexpr std::array<std::pair<std::string_view, CardType>, 6> kKeys = {
    {{"BlueCard", it_bluecard}, {"YellowCard", it_yellowcard}, {"RedCard", it_redcard}, {"BlueSkull", it_blueskull},
     {"YellowSkull", it_yellowskull}, {"RedSkull", it_redskull}}};
// Powers by their own names and by the pickups that give them.
constexpr std::array<std::pair<std::string_view, PowerType>, 6> kPowers = {
    {{"PowerInvulnerable", pw_invulnerability}, {"PowerStrength", pw_strength},
     {"PowerInvisibility", pw_invisibility}, {"PowerIronFeet", pw_ironfeet}, {"PowerLightAmp", pw_infrared},
     {"PowerMap", pw_allmap}}};
constexpr std::array<std::pair<std::string_view, PowerType>, 6> kPowerPickups = {
    {{"InvulnerabilitySphere", pw_invulnerability}, {"Berserk", pw_strength}, {"BlurSphere", pw_invisibility},
     {"RadSuit", pw_ironfeet}, {"Infrared", pw_infrared}, {"Allmap", pw_allmap}}};

// ZDoom's skills give double ammo in I'm too young to die and Nightmare.
int skill_rounds(const World& w, int rounds) {
    return w.opts.skill == Skill::Baby || w.opts.skill == Skill::Nightmare ? rounds * 2 : rounds;
}

void add_rounds(const World& w, Player& p, AmmoType a, int rounds) {
    const auto i = static_cast<std::size_t>(a);
    p.ammo[i] = std::clamp(p.ammo[i] + skill_rounds(w, rounds), 0, std::max(p.ammo[i], p.maxammo[i]));
}

void set_health(Player& p, int health) {
    p.health = health;
    if (p.mo) p.mo->health = health;
}

// The pickups whose effect is not kept as an item; false for other names.
bool give_pickup(World& w, Player& p, std::string_view name) {
    const MiscRules& misc = w.defs->misc;
    if (iequals(name, "Stimpack") || iequals(name, "Medikit")) {
        give_body(w, p, iequals(name, "Stimpack") ? 10 : 25);
    } else if (iequals(name, "HealthBonus")) {
        set_health(p, std::min(p.health + 1, misc.max_health));
    } else if (iequals(name, "Soulsphere")) {
        set_health(p, std::min(p.health + misc.soulsphere_health, misc.max_soulsphere));
    } else if (iequals(name, "Megasphere")) {
        set_health(p, misc.megasphere_health);
        give_armor(w, p, 2);
    } else if (iequals(name, "GreenArmor") || iequals(name, "BlueArmor")) {
        give_armor(w, p, iequals(name, "GreenArmor") ? misc.green_armor_class : misc.blue_armor_class);
    } else if (iequals(name, "ArmorBonus")) {
        p.armorpoints = std::min(p.armorpoints + 1, misc.max_armor);
        if (!p.armortype) p.armortype = 1;
    } else if (iequals(name, "Backpack")) {
        if (!p.backpack) {
            for (auto& max : p.maxammo) max *= 2;
            p.backpack = true;
        }
        for (int i = 0; i < NUMAMMO; ++i) give_ammo(w, p, static_cast<AmmoType>(i), 1);
    } else {
        return false;
    }
    return true;
}

template <class T, std::size_t N>
T second(const std::array<std::pair<std::string_view, T>, N>& table, int i) {
    return table[static_cast<std::size_t>(i)].second;
}

}  // namespace

bool acs_give_inventory(World& w, Mobj& to, const std::string& name, int amount) {
    Player* p = to.player;
    if (!p || amount <= 0) return false;
    if (const int a = find_name(kAmmo, name); a >= 0) {
        add_rounds(w, *p, second(kAmmo, a), amount);
    } else if (const int b = find_name(kAmmoBoxes, name); b >= 0) {
        const AmmoType type = second(kAmmoBoxes, b);
        add_rounds(w, *p, type, amount * kBoxRounds[static_cast<std::size_t>(type)]);
    } else if (const int wi = find_name(kWeapons, name); wi >= 0) {
        give_weapon(w, *p, second(kWeapons, wi), false);
    } else if (const int k = find_name(kKeys, name); k >= 0) {
        give_card(w, *p, second(kKeys, k));
    } else if (const int pw = find_name(kPowers, name); pw >= 0) {
        give_power(w, *p, second(kPowers, pw));
    } else if (const int pp = find_name(kPowerPickups, name); pp >= 0) {
        give_power(w, *p, second(kPowerPickups, pp));
    } else if (iequals(name, "Health")) {
        // ZDoom's Health item heals up to the player's most (100).
        if (p->health < 100) set_health(*p, std::min(p->health + amount, 100));
    } else {
        for (int i = 0; i < amount; ++i)
            if (!give_pickup(w, *p, name)) return false;
    }
    return true;
}

bool acs_take_inventory(Mobj& from, const std::string& name, int amount) {
    Player* p = from.player;
    if (!p || amount <= 0) return false;
    if (const int a = find_name(kAmmo, name); a >= 0) {
        int& rounds = p->ammo[static_cast<std::size_t>(second(kAmmo, a))];
        rounds = std::max(rounds - amount, 0);
    } else if (const int wi = find_name(kWeapons, name); wi >= 0) {
        const WeaponType wt = second(kWeapons, wi);
        p->weaponowned[static_cast<std::size_t>(wt)] = false;
        // The weapon in hand goes down and the fist comes up.
        if (p->readyweapon == wt && wt != wp_fist) p->pendingweapon = wp_fist;
    } else if (const int k = find_name(kKeys, name); k >= 0) {
        p->cards[static_cast<std::size_t>(second(kKeys, k))] = false;
    } else if (const int pw = find_name(kPowers, name); pw >= 0) {
        p->powers[static_cast<std::size_t>(second(kPowers, pw))] = 0;
    } else if (iequals(name, "BasicArmor")) {
        p->armorpoints = std::max(p->armorpoints - amount, 0);
        if (p->armorpoints == 0) p->armortype = 0;
    } else if (iequals(name, "Backpack") && p->backpack) {
        for (std::size_t i = 0; i < p->maxammo.size(); ++i) {
            p->maxammo[i] /= 2;
            p->ammo[i] = std::min(p->ammo[i], p->maxammo[i]);
        }
        p->backpack = false;
    } else {
        return false;
    }
    return true;
}

int acs_check_inventory(const Mobj& of, const std::string& name) {
    const Player* p = of.player;
    if (const int a = find_name(kAmmo, name); a >= 0) return p ? p->ammo[static_cast<std::size_t>(second(kAmmo, a))] : 0;
    if (const int wi = find_name(kWeapons, name); wi >= 0)
        return p && p->weaponowned[static_cast<std::size_t>(second(kWeapons, wi))];
    if (const int k = find_name(kKeys, name); k >= 0) return p && p->cards[static_cast<std::size_t>(second(kKeys, k))];
    if (const int pw = find_name(kPowers, name); pw >= 0)
        return p && p->powers[static_cast<std::size_t>(second(kPowers, pw))] != 0;
    if (iequals(name, "BasicArmor")) return p ? p->armorpoints : 0;
    if (iequals(name, "Backpack")) return p && p->backpack;
    // Pickups that become something else are never carried as themselves.
    return acs_item_known(name) ? 0 : -1;
}

bool acs_item_known(const std::string& name) {
    static constexpr std::string_view kPickups[] = {"Stimpack", "Medikit", "HealthBonus", "Soulsphere", "Megasphere",
                                                    "GreenArmor", "BlueArmor", "ArmorBonus", "Backpack", "Health",
                                                    "BasicArmor"};
    return find_name(kAmmo, name) >= 0 || find_name(kAmmoBoxes, name) >= 0 || find_name(kWeapons, name) >= 0 ||
           find_name(kKeys, name) >= 0 || find_name(kPowers, name) >= 0 || find_name(kPowerPickups, name) >= 0 ||
           std::any_of(std::begin(kPickups), std::end(kPickups), [&](std::string_view p) { return iequals(p, name); });
}

void acs_set_ammo_capacity(Player& p, const std::string& name, int amount) {
    const int a = find_name(kAmmo, name);
    if (a >= 0) p.maxammo[static_cast<std::size_t>(second(kAmmo, a))] = std::max(amount, 0);
}

int acs_ammo_capacity(const Mobj& of, const std::string& name) {
    const int a = find_name(kAmmo, name);
    if (a < 0) return -1;
    return of.player ? of.player->maxammo[static_cast<std::size_t>(second(kAmmo, a))] : 0;
}

std::string acs_weapon_name(const Mobj& of) {
    if (!of.player) return "";
    for (const auto& [name, wt] : kWeapons)
        if (wt == of.player->readyweapon) return std::string(name);
    return "";
}

int acs_power_tics(const Mobj& of, const std::string& name) {
    const int i = find_name(kPowers, name);
    return of.player && i >= 0 ? of.player->powers[static_cast<std::size_t>(second(kPowers, i))] : 0;
}

bool acs_holds_weapon(const Mobj& of, const std::string& name) {
    const int i = find_name(kWeapons, name);
    return of.player && i >= 0 && of.player->readyweapon == second(kWeapons, i);
}

bool acs_set_weapon(Mobj& of, const std::string& name) {
    Player* p = of.player;
    const int i = find_name(kWeapons, name);
    if (!p || i < 0) return false;
    const WeaponType wt = second(kWeapons, i);
    if (!p->weaponowned[static_cast<std::size_t>(wt)]) return false;
    if (p->readyweapon != wt) p->pendingweapon = wt;
    return true;
}

}  // namespace sim
