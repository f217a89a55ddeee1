// Sector specials of Hexen-type maps, by ZDoom's numbers: the low byte is
// a type, bits 8-9 a damage amount (256: 5, 512: 10, 768: 20 every 32
// tics), bit 10 (1024) a secret. ZDoom's equivalents of Doom's own types
// (65-81) start Doom's light and door thinkers and hurt as Doom's floors
// do. The sector keeps in SectorState::special what still acts on a
// player standing in it (a damaging type, wind or a current, the damage
// bits, an unfound secret), so a light type combined with the secret bit
// gives both, and savegames need nothing new.
#include <cmath>
#include <numbers>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "base/fixed.h"
#include "base/log.h"
#include "sim/boom_sector_types.h"
#include "sim/boom_specials.h"
#include "sim/game.h"
#include "sim/hexen_lights.h"
#include "sim/hexen_specials.h"
#include "sim/interaction.h"
#include "sim/lightning.h"
#include "sim/special_events.h"
#include "sim/udmf_support.h"

namespace sim {

namespace {

constexpr int kTypeMask = 0xff;
constexpr int kDamageMask = 0x300;
constexpr int kSecretBit = 0x400;
constexpr int kEndLevelType = 75;  // dDamage_End, Doom's 11

// Hexen's wind (40-51: east, north, south, west; slow, medium, fast) and
// currents (201-224): they act every tic, so the sector keeps its type.
bool is_wind(int type) { return type >= 40 && type <= 51; }
bool is_current(int type) { return type >= 201 && type <= 224; }

// How far a current's floor texture scrolls a tic, from ZDoom's
// hexenScrollies (p_spec.cpp) in half units: north, east, south, west,
// then north-west, north-east, south-east, south-west, each slow, medium
// and fast. It carries players along (-x, y).
Carry current_scroll(int type) {
    constexpr int kCurrents[24][2] = {
        {0, 1}, {0, 2},  {0, 4},  {-1, 0},  {-2, 0},  {-4, 0},  {0, -1}, {0, -2}, {0, -4}, {1, 0},  {2, 0},  {4, 0},
        {1, 1}, {2, 2},  {4, 4},  {-1, 1},  {-2, 2},  {-4, 4},  {-1, -1}, {-2, -2}, {-4, -4}, {1, -1}, {2, -2}, {4, -4},
    };
    const int* d = kCurrents[type - 201];
    return {d[0] * (base::kFracUnit / 2), d[1] * (base::kFracUnit / 2)};
}

void spawn_current(World& w, int sector) {
    const int type = w.level.extensions.sectors[static_cast<std::size_t>(sector)].special & kTypeMask;
    const Carry scroll = current_scroll(type);
    spawn_floor_scroller(w, sector, scroll.x, scroll.y);
}

// Heretic's currents (225-244: east, north, south, west, each at 5, 10,
// 25, 30 and 35) as ZDoom carries a player (AActor::Tick, its
// HereticScrollDirs and HereticSpeedMuls): the east ones at the speed their
// floor scrolls, 1/2 to 8 units a tic; the others at the speed / 3 units
// (1 / (32 * CARRYFACTOR)).
bool is_heretic_current(int type) { return type >= 225 && type <= 244; }

Carry heretic_carry(int type) {
    constexpr int kEast[4] = {1, 0, 0, -1}, kNorth[4] = {0, 1, -1, 0};
    constexpr int kSpeeds[5] = {5, 10, 25, 30, 35};
    const int t = type - 225;
    const fixed_t speed = t < 5 ? fixed_t{1} << (t + 15) : static_cast<fixed_t>(kSpeeds[t % 5] * base::kFracUnit / 3);
    return {kEast[t / 5] * speed, kNorth[t / 5] * speed};
}

// Only the east ones scroll their floor texture.
void spawn_heretic_current(World& w, int sector) {
    const int t = (w.level.extensions.sectors[static_cast<std::size_t>(sector)].special & kTypeMask) - 225;
    if (t < 5) spawn_floor_scroller(w, sector, -(base::kFracUnit / 2) * (1 << t), 0);
}

// Strife's current (118), as ZDoom carries a player: the sector's tag less
// 100 gives a direction in eighths of a turn (its tens) and a speed (its
// units), carried at speed / (16 * CARRYFACTOR) = speed / 1.5 a tic. Its
// floor does not scroll.
constexpr int kStrifeCurrent = 118;

Carry strife_carry(int tag) {
    const int anglespeed = tag - 100;
    const double speed = (anglespeed % 10) / 1.5 * base::kFracUnit;
    const double angle = (anglespeed / 10) * std::numbers::pi / 4;
    return {static_cast<fixed_t>(std::lround(speed * std::cos(angle))),
            static_cast<fixed_t>(std::lround(speed * std::sin(angle)))};
}

void spawn_strife_current(World&, int) {}  // it acts every tic on the sector's type

// What a current of `type` carries a player on its floor by (ZDoom's
// AActor::Tick); none for other types. `tag`: the sector's, for Strife's.
std::optional<Carry> current_carry(int type, int tag) {
    if (is_heretic_current(type)) return heretic_carry(type);
    if (type == kStrifeCurrent) return strife_carry(tag);
    if (!is_current(type)) return std::nullopt;
    const Carry scroll = current_scroll(type);
    return Carry{-scroll.x, scroll.y};
}

// What a sector does to a player on its floor every `interval` tics. `leak`: the
// chance in 256 that the radiation suit lets it through (drawn every tic
// the suit is worn, as Doom's type 16 does); kUnblockable: the suit never
// helps (and no number is drawn). A hazard (Strife's slime) hurts later
// instead: every tic on it adds `amount` to the player's hazard count,
// which hurts once it passes 16 seconds (player_hazard).
struct Damage {
    int amount = 0;  // below 0: a healing sector (UDMF's damageamount)
    int leak = 0;
    int interval = 32;
    bool hazard = false;
};
constexpr int kUnblockable = 256;
constexpr int kInstantDeath = 1000000;  // ZDoom's telefrag damage: through god mode

Damage type_damage(int type) {
    switch (type) {
        case 68: return {20, 5};             // dLight_Strobe_Hurt (Doom's 4)
        case 69: return {10, 0};             // dDamage_Hellslime (5)
        case 71: return {5, 0};              // dDamage_Nukage (7)
        case 75: return {20, kUnblockable};  // dDamage_End (11)
        case 80: return {20, 5};             // dDamage_SuperHellslime (16)
        case 82: return {5, kUnblockable, 16};  // dDamage_LavaWimpy
        case 83: return {8, kUnblockable, 16};  // dDamage_LavaHefty
        case 84: return {5, kUnblockable, 16};  // dScroll_EastLavaDamage
        case 85: return {4, 0};                 // hDamage_Sludge
        case 104: return {5, 0};                // sLight_Strobe_Hurt
        case 105: return {2, 0, 32, true};      // sDamage_Hellslime
        case 116: return {4, 0, 32, true};      // sDamage_SuperHellslime
        case 115: return {kInstantDeath, kUnblockable, 1};  // Damage_InstantDeath (Strife's)
        case 196: return {-1, 0};               // Sector_Heal: a point every 32 tics
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

// ZDoom's sector types for Hexen-type maps, by number (first and last of
// a run, name) with what the simulation starts for each at level start. A
// type is played when it starts something or hurts (type_damage); the
// rest are warned of.
struct SectorType {
    int first, last;
    const char* name;
    void (*spawn)(World& w, int sector);
    const char* note = "";
};
constexpr SectorType kSectorTypes[] = {
    {1, 1, "Light_Phased", spawn_phased_light},
    {2, 2, "LightSequenceStart", spawn_light_sequence},
    // Links of a sequence: played by its start, nothing alone.
    {3, 3, "LightSequenceSpecial1", [](World&, int) {}},
    {4, 4, "LightSequenceSpecial2", [](World&, int) {}},
    // The links of Hexen's stairs: played by the stairs specials (hexen_stairs.cpp).
    {26, 26, "Stairs_Special1", [](World&, int) {}},
    {27, 27, "Stairs_Special2", [](World&, int) {}},
    // Wind pushes players wherever they are (hexen_sector_push).
    {40, 51, "Wind_* (Hexen's wind)", [](World&, int) {}},
    {65, 65, "dLight_Flicker", spawn_light_flash},
    {66, 66, "dLight_StrobeFast", [](World& w, int s) { spawn_strobe_flash(w, s, kFastDark, false); }},
    {67, 67, "dLight_StrobeSlow", [](World& w, int s) { spawn_strobe_flash(w, s, kSlowDark, false); }},
    {68, 68, "dLight_Strobe_Hurt", [](World& w, int s) { spawn_strobe_flash(w, s, kFastDark, false); }},
    {69, 69, "dDamage_Hellslime", nullptr},
    {71, 71, "dDamage_Nukage", nullptr},
    {72, 72, "dLight_Glow", spawn_glowing_light},
    {74, 74, "dSector_DoorCloseIn30", spawn_door_close_in_30},
    {75, 75, "dDamage_End", nullptr},
    {76, 76, "dLight_StrobeSlowSync", [](World& w, int s) { spawn_strobe_flash(w, s, kSlowDark, true); }},
    {77, 77, "dLight_StrobeFastSync", [](World& w, int s) { spawn_strobe_flash(w, s, kFastDark, true); }},
    {78, 78, "dSector_DoorRaiseIn5Mins", spawn_door_raise_in_5_mins},
    // ZDoom's low friction (icy): the sector's friction, and its friction bit on.
    {79, 79, "dFriction_Low", [](World& w, int s) {
         SectorState& sector = w.sectors[static_cast<std::size_t>(s)];
         sector.friction = 0xf900;
         sector.movefactor = 0x269;
         sector.special |= kZDoomFrictionBit;
     }},
    {80, 80, "dDamage_SuperHellslime", nullptr},
    {81, 81, "dLight_FireFlicker", spawn_fire_flicker},
    {82, 82, "dDamage_LavaWimpy", nullptr},
    {83, 83, "dDamage_LavaHefty", nullptr},
    // Heretic's lava: it hurts, flows east and flickers (ZDoom's floor scroll and strobe).
    {84, 84, "dScroll_EastLavaDamage", [](World& w, int s) {
         spawn_floor_scroller(w, s, -4 * base::kFracUnit, 0);
         spawn_strobe_flash(w, s, kFastDark, false);
     }},
    {85, 85, "hDamage_Sludge", nullptr},
    {87, 87, "Sector_Outside", [](World&, int) {},
     "ZDoom gives it MAPINFO's outside fog, which is not read: nothing to draw"},
    {104, 104, "sLight_Strobe_Hurt", [](World& w, int s) { spawn_strobe_flash(w, s, kFastDark, false); }},
    {105, 105, "sDamage_Hellslime", nullptr},
    {115, 115, "Damage_InstantDeath", nullptr},
    {116, 116, "sDamage_SuperHellslime", nullptr},
    {118, 118, "Scroll_StrifeCurrent", spawn_strife_current},
    {195, 195, "Sector_Hidden", [](World&, int) {},
     "ZDoom hides it on its textured automap only; this automap draws lines: nothing to hide"},
    {196, 196, "Sector_Heal", nullptr},
    // Kept on the sector for the level's lightning (lightning.h), which lights them when it flashes.
    {197, 199, "Light_OutdoorLightning, Light_IndoorLightning1, 2", [](World&, int) {},
     "flashed by the level's lightning, which Light_ForceLightning starts (MAPINFO's lightning is not read)"},
    {200, 200, "Sky2", [](World&, int) {},
     "ZDoom's second sky is MAPINFO's sky2, which is not read; without it ZDoom's sky2 is the level's sky: "
     "nothing to draw otherwise"},
    {201, 224, "Scroll_* (Hexen's current)", spawn_current},
    {225, 244, "Carry_* (Heretic's current)", spawn_heretic_current},
};

const SectorType* find_type(int type) {
    for (const SectorType& t : kSectorTypes)
        if (type >= t.first && type <= t.last) return &t;
    return nullptr;
}

bool type_played(const SectorType& t) { return t.spawn || type_damage(t.first).amount != 0; }

// Starts what a type does at level start; false for types not played.
bool spawn_type(World& w, int sector, int type) {
    const SectorType* t = find_type(type);
    if (!t || !type_played(*t)) return false;
    if (t->spawn) t->spawn(w, sector);
    return true;
}

// UDMF's damage fields replace what the type and the bits say, when
// damageamount is not 0 (ZDoom's rule); an interval below 1 is the default.
Damage field_damage(const map::SectorExtension& fields) {
    return {fields.damageamount, fields.leakiness, fields.damageinterval > 0 ? fields.damageinterval : 32,
            fields.flags[map::SectorBool::DamageHazard]};
}

void hurt(World& w, Player& player, Damage d) {
    if (d.amount == 0) return;
    const bool through = !player.powers[pw_ironfeet] || d.leak >= kUnblockable ||
                         (d.leak > 0 && w.rng.p_random() < d.leak);
    if (through && d.hazard && d.amount > 0) {
        player.hazardcount += d.amount;
        player.hazardinterval = d.interval;
        return;
    }
    if (!through || w.leveltime % d.interval != 0) return;
    if (d.amount > 0)
        damage_mobj(w, *player.mo, nullptr, nullptr, d.amount);
    else
        give_body(w, player, -d.amount);
}

}  // namespace

void spawn_hexen_sector_specials(World& w) {
    std::set<int> warned;
    const int count = static_cast<int>(w.sectors.size());
    for (int s = 0; s < count; ++s) {
        const map::SectorExtension& fields = w.level.extensions.sectors[static_cast<std::size_t>(s)];
        const int special = fields.special;
        const int type = special & kTypeMask;
        SectorState& sector = w.sectors[static_cast<std::size_t>(s)];
        if (const Damage by_fields = field_damage(fields); by_fields.amount != 0) {
            sector.damage_amount = by_fields.amount;
            sector.damage_interval = by_fields.interval;
            sector.damage_leak = by_fields.leak;
            sector.damage_hazard = by_fields.hazard;
        }
        if (special & kSecretBit) w.totalsecret++;
        if (type != 0 && !spawn_type(w, s, type) && warned.insert(type).second) {
            const SectorType* known = find_type(type);
            const std::string_view name = known ? known->name : "";
            base::warn(w.level.where + ": sector " + std::to_string(s) + " has type " + std::to_string(type) +
                       (name.empty() ? std::string() : " (" + std::string(name) + ")") +
                       ", which this simulation does not play; the type does nothing");
        }
        // The spawners clear the special, as Doom's; what still acts stays.
        sector.special = (special & ~kTypeMask) | (sector.special & kZDoomFrictionBit);
        // Kept as ZDoom keeps them: Hexen's stairs follow their links' types (hexen_stairs.cpp).
        const bool stairs_link = type == 26 || type == 27;
        if (type_damage(type).amount != 0 || is_wind(type) || current_carry(type, sector.tag) || stairs_link ||
            is_lightning_type(type))
            sector.special |= type;
    }
}

// ZDoom's P_XYMovement (wind: WINDTHRUST things, every player, out of
// deep water) and AActor::Tick (a current carries a player on its floor).
Carry hexen_sector_push(const World& w, Mobj& mo) {
    if (mo.flags & MF_NOCLIP) return {};
    const SectorState& sector = w.sectors[static_cast<std::size_t>(w.mobj_sector(mo))];
    const int type = sector.special & kTypeMask;
    if (is_wind(type) && water_level(w, mo) < 2) {
        constexpr fixed_t kWind[3] = {base::kFracUnit * 5 / 32, base::kFracUnit * 10 / 32, base::kFracUnit * 25 / 32};
        constexpr int kEast[4] = {1, 0, 0, -1}, kNorth[4] = {0, 1, -1, 0};  // east, north, south, west
        const int wind = type - 40;  // a direction, then a speed
        mo.momx += kEast[wind / 3] * kWind[wind % 3];
        mo.momy += kNorth[wind / 3] * kWind[wind % 3];
        return {};
    }
    const std::optional<Carry> carry = current_carry(type, sector.tag);
    if (!carry || (mo.flags & MF_NOGRAVITY) || mo.z > sector.floor_at(mo.x, mo.y)) return {};
    return *carry;
}

void player_in_hexen_sector(World& w, Player& player) {
    Mobj& mo = *player.mo;
    const auto secnum = static_cast<std::size_t>(w.mobj_sector(mo));
    SectorState& sector = w.sectors[secnum];
    if (mo.z != sector.floor_at(mo.x, mo.y)) return;

    const int type = sector.special & kTypeMask;
    if (type == kEndLevelType) player.cheats &= ~CF_GODMODE;
    // The damage fields (or Sector_SetDamage) decide, then a damaging
    // type; the bits only hurt without either. Types and bits go where a
    // mover carries the special.
    const Damage by_type = type_damage(type);
    hurt(w, player,
         sector.damage_interval > 0
             ? Damage{sector.damage_amount, sector.damage_leak, sector.damage_interval, sector.damage_hazard}
         : by_type.amount != 0      ? by_type
                                    : flag_damage(sector.special));
    if (type == kEndLevelType && player.health <= 10) exit_level(w);

    if (sector.special & kSecretBit) {
        player.secretcount++;
        sector.special &= ~kSecretBit;
    }
}

std::vector<SectorTypeSupport> hexen_sector_type_support() {
    std::vector<SectorTypeSupport> types;
    for (const SectorType& t : kSectorTypes) types.push_back({t.first, t.last, t.name, type_played(t), t.note});
    return types;
}

bool ends_level_sector(const World& w, int sector) {
    const int special = w.sectors[static_cast<std::size_t>(sector)].special;
    return hexen_specials(w) ? (special & kTypeMask) == kEndLevelType : special == 11;
}

}  // namespace sim
