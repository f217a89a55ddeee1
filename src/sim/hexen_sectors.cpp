// Sector specials of Hexen-type maps, by ZDoom's numbers: the low byte is
// a type, bits 8-9 a damage amount (256: 5, 512: 10, 768: 20 every 32
// tics), bit 10 (1024) a secret. ZDoom's equivalents of Doom's own types
// (65-81) start Doom's light and door thinkers and hurt as Doom's floors
// do. The sector keeps in SectorState::special what still acts on a
// player standing in it (a damaging type, the damage bits, an unfound
// secret), so a light type combined with the secret bit gives both, and
// savegames need nothing new.
#include <set>
#include <string>

#include "base/log.h"
#include "sim/game.h"
#include "sim/hexen_specials.h"
#include "sim/interaction.h"
#include "sim/special_events.h"

namespace sim {

namespace {

constexpr int kTypeMask = 0xff;
constexpr int kDamageMask = 0x300;
constexpr int kSecretBit = 0x400;
constexpr int kEndLevelType = 75;  // dDamage_End, Doom's 11

// What a sector does to a player on its floor every `interval` tics. `leak`: the
// chance in 256 that the radiation suit lets it through (drawn every tic
// the suit is worn, as Doom's type 16 does); kUnblockable: the suit never
// helps (and no number is drawn).
struct Damage {
    int amount = 0;  // below 0: a healing sector (UDMF's damageamount)
    int leak = 0;
    int interval = 32;
};
constexpr int kUnblockable = 256;

Damage type_damage(int type) {
    switch (type) {
        case 68: return {20, 5};             // dLight_Strobe_Hurt (Doom's 4)
        case 69: return {10, 0};             // dDamage_Hellslime (5)
        case 71: return {5, 0};              // dDamage_Nukage (7)
        case 75: return {20, kUnblockable};  // dDamage_End (11)
        case 80: return {20, 5};             // dDamage_SuperHellslime (16)
        case 82: return {5, kUnblockable};   // dDamage_LavaWimpy
        case 83: return {8, kUnblockable};   // dDamage_LavaHefty
        case 85: return {4, 0};              // hDamage_Sludge
        default: return {};
    }
}

// The damage bits, as Boom's generalised sectors: 20 leaks as Doom's 16.
Damage flag_damage(int special) {
    switch (special & kDamageMask) {
        case 0x100: return {5, 0};
        case 0x200: return {10, 0};
        case 0x300: return {20, 5};
        default: return {};
    }
}

// Starts what a type does at level start; false for types not played.
bool spawn_type(World& w, int sector, int type) {
    switch (type) {
        case 65: spawn_light_flash(w, sector); return true;                     // dLight_Flicker
        case 66: spawn_strobe_flash(w, sector, kFastDark, false); return true;  // dLight_StrobeFast
        case 67: spawn_strobe_flash(w, sector, kSlowDark, false); return true;  // dLight_StrobeSlow
        case 68: spawn_strobe_flash(w, sector, kFastDark, false); return true;  // dLight_Strobe_Hurt
        case 72: spawn_glowing_light(w, sector); return true;                   // dLight_Glow
        case 74: spawn_door_close_in_30(w, sector); return true;                // dSector_DoorCloseIn30
        case 76: spawn_strobe_flash(w, sector, kSlowDark, true); return true;   // dLight_StrobeSlowSync
        case 77: spawn_strobe_flash(w, sector, kFastDark, true); return true;   // dLight_StrobeFastSync
        case 78: spawn_door_raise_in_5_mins(w, sector); return true;            // dSector_DoorRaiseIn5Mins
        case 81: spawn_fire_flicker(w, sector); return true;                    // dLight_FireFlicker
        default: return type_damage(type).amount > 0;
    }
}

// ZDoom's sector types for Hexen-type maps that the simulation does not
// play: the one table of them (first and last type, name).
struct UnplayedType {
    int first, last;
    const char* name;
};
constexpr UnplayedType kUnplayedTypes[] = {
    {1, 1, "Light_Phased"}, {2, 2, "LightSequenceStart"}, {3, 3, "LightSequenceSpecial1"},
    {4, 4, "LightSequenceSpecial2"}, {26, 26, "Stairs_Special1"}, {27, 27, "Stairs_Special2"},
    {40, 51, "Wind_* (Hexen's wind)"}, {79, 79, "dFriction_Low"}, {84, 84, "dScroll_EastLavaDamage"},
    {87, 87, "Sector_Outside"}, {104, 104, "sLight_Strobe_Hurt"}, {105, 105, "sDamage_Hellslime"},
    {115, 115, "Damage_InstantDeath"}, {116, 116, "sDamage_SuperHellslime"}, {118, 118, "Scroll_StrifeCurrent"},
    {195, 195, "Sector_Hidden"}, {196, 196, "Sector_Heal"}, {197, 197, "Light_OutdoorLightning"},
    {198, 198, "Light_IndoorLightning1"}, {199, 199, "Light_IndoorLightning2"}, {200, 200, "Sky2"},
    {201, 224, "Scroll_* (floor scroller)"}, {225, 244, "Carry_* (Heretic's current)"},
};

std::string_view unplayed_type_name(int type) {
    for (const UnplayedType& u : kUnplayedTypes)
        if (type >= u.first && type <= u.last) return u.name;
    return {};
}

// UDMF's damage fields replace what the type and the bits say, when
// damageamount is not 0 (ZDoom's rule); an interval below 1 is the default.
Damage field_damage(const map::SectorExtension& fields) {
    return {fields.damageamount, fields.leakiness, fields.damageinterval > 0 ? fields.damageinterval : 32};
}

void hurt(World& w, Player& player, Damage d) {
    if (d.amount == 0) return;
    const bool through = !player.powers[pw_ironfeet] || d.leak >= kUnblockable ||
                         (d.leak > 0 && w.rng.p_random() < d.leak);
    if (!through || w.leveltime % d.interval != 0) return;
    if (d.amount > 0)
        damage_mobj(w, *player.mo, nullptr, nullptr, d.amount);
    else
        give_body(w, player, -d.amount);
}

}  // namespace

void spawn_hexen_sector_specials(World& w) {
    std::set<int> warned;
    bool warned_hazard = false;
    const int count = static_cast<int>(w.sectors.size());
    for (int s = 0; s < count; ++s) {
        const map::SectorExtension& fields = w.level.extensions.sectors[static_cast<std::size_t>(s)];
        if (fields.damageamount != 0 && fields.flags[map::SectorBool::DamageHazard] && !warned_hazard) {
            base::warn(w.level.where + ": sector " + std::to_string(s) +
                       " asks for damagehazard (Strife's delayed damage), which this simulation does not play; "
                       "it hurts as a plain damaging floor");
            warned_hazard = true;
        }
        const int special = fields.special;
        const int type = special & kTypeMask;
        SectorState& sector = w.sectors[static_cast<std::size_t>(s)];
        if (special & kSecretBit) w.totalsecret++;
        if (type != 0 && !spawn_type(w, s, type) && warned.insert(type).second) {
            const std::string_view name = unplayed_type_name(type);
            base::warn(w.level.where + ": sector " + std::to_string(s) + " has type " + std::to_string(type) +
                       (name.empty() ? std::string() : " (" + std::string(name) + ")") +
                       ", which this simulation does not play; the type does nothing");
        }
        // The spawners clear the special, as Doom's; what still acts stays.
        sector.special = special & ~kTypeMask;
        if (type_damage(type).amount > 0) sector.special |= type;
    }
}

void player_in_hexen_sector(World& w, Player& player) {
    Mobj& mo = *player.mo;
    const auto secnum = static_cast<std::size_t>(w.mobj_sector(mo));
    SectorState& sector = w.sectors[secnum];
    if (mo.z != sector.floorheight) return;

    const int type = sector.special & kTypeMask;
    if (type == kEndLevelType) player.cheats &= ~CF_GODMODE;
    // The damage fields decide, then a damaging type; the bits only hurt
    // without either.
    const Damage by_fields = field_damage(w.level.extensions.sectors[secnum]);
    const Damage by_type = type_damage(type);
    hurt(w, player, by_fields.amount != 0 ? by_fields : by_type.amount > 0 ? by_type : flag_damage(sector.special));
    if (type == kEndLevelType && player.health <= 10) exit_level(w);

    if (sector.special & kSecretBit) {
        player.secretcount++;
        sector.special &= ~kSecretBit;
    }
}

bool ends_level_sector(const World& w, int sector) {
    const int special = w.sectors[static_cast<std::size_t>(sector)].special;
    return hexen_specials(w) ? (special & kTypeMask) == kEndLevelType : special == 11;
}

}  // namespace sim
