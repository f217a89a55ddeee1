// Each function's arguments and result are those of ZDoom's ACS
// documentation and its CallFunction (p_acs.cpp). Numbers in 16.16 fixed
// point go through doubles and back rounded to the nearest, as ZDoom's
// DoubleToACS does.
#include "sim/acs_builtins.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <cmath>
#include <numbers>
#include <cstdlib>
#include <string>
#include <utility>

#include "sim/acs_drop_item.h"
#include "sim/acs_inventory.h"
#include "sim/acs_numbers.h"
#include "sim/acs_players.h"
#include "sim/acs_proximity.h"
#include "sim/acs_state_labels.h"
#include "sim/acs_warp.h"
#include "sim/acs_scripts.h"
#include "sim/acs_world.h"
#include "sim/class_names.h"
#include "sim/dehacked_patch.h"
#include "sim/hexen_specials.h"
#include "sim/interaction.h"
#include "sim/line_activation.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/quakes.h"
#include "sim/sector_queries.h"
#include "sim/sight.h"
#include "sim/sound.h"
#include "sim/thing_ids.h"
#include "sim/world.h"

namespace sim {

using dehacked::iequals;

namespace {

constexpr AcsBuiltin kBuiltins[] = {
    {1, "GetLineUDMFInt", true}, {2, "GetLineUDMFFixed", true}, {3, "GetThingUDMFInt", true},
    {4, "GetThingUDMFFixed", true}, {5, "GetSectorUDMFInt", true}, {6, "GetSectorUDMFFixed", true},
    {7, "GetSideUDMFInt", true}, {8, "GetSideUDMFFixed", true}, {9, "GetActorVelX", true},
    {10, "GetActorVelY", true}, {11, "GetActorVelZ", true}, {12, "SetActivator", true},
    {13, "SetActivatorToTarget", true}, {14, "GetActorViewHeight", true}, {15, "GetChar", true},
    {16, "GetAirSupply", false}, {17, "SetAirSupply", false}, {18, "SetSkyScrollSpeed", false},
    {19, "GetArmorType", true}, {20, "SpawnSpotForced", true}, {21, "SpawnSpotFacingForced", true},
    {22, "CheckActorProperty", true}, {23, "SetActorVelocity", true}, {24, "SetUserVariable", false},
    {25, "GetUserVariable", false}, {26, "Radius_Quake2", true}, {27, "CheckActorClass", true},
    {28, "SetUserArray", false}, {29, "GetUserArray", false}, {30, "SoundSequenceOnActor", false},
    {31, "SoundSequenceOnSector", false}, {32, "SoundSequenceOnPolyobj", false}, {33, "GetPolyobjX", true},
    {34, "GetPolyobjY", true}, {35, "CheckSight", true}, {36, "SpawnForced", true}, {37, "AnnouncerSound", false},
    {38, "SetPointer", true}, {39, "ACS_NamedExecute", true}, {40, "ACS_NamedSuspend", true},
    {41, "ACS_NamedTerminate", true}, {42, "ACS_NamedLockedExecute", true}, {43, "ACS_NamedLockedExecuteDoor", true},
    {44, "ACS_NamedExecuteWithResult", true}, {45, "ACS_NamedExecuteAlways", true}, {46, "UniqueTID", true},
    {47, "IsTIDUsed", true}, {48, "Sqrt", true}, {49, "FixedSqrt", true}, {50, "VectorLength", true},
    {51, "SetHUDClipRect", true}, {52, "SetHUDWrapWidth", true}, {53, "SetCVar", false}, {54, "GetUserCVar", false},
    {55, "SetUserCVar", false}, {56, "GetCVarString", false}, {57, "SetCVarString", false},
    {58, "GetUserCVarString", false}, {59, "SetUserCVarString", false}, {60, "LineAttack", true},
    {61, "PlaySound", true}, {62, "StopSound", true}, {63, "strcmp", true}, {64, "stricmp", true},
    {65, "StrLeft", true}, {66, "StrRight", true}, {67, "StrMid", true}, {68, "GetActorClass", true},
    {69, "GetWeapon", true}, {70, "SoundVolume", false}, {71, "PlayActorSound", true}, {72, "SpawnDecal", false},
    {73, "CheckFont", false}, {74, "DropItem", true}, {75, "CheckFlag", true}, {76, "SetLineActivation", true},
    {77, "GetLineActivation", true}, {78, "GetActorPowerupTics", true}, {79, "ChangeActorAngle", true},
    {80, "ChangeActorPitch", false}, {81, "GetArmorInfo", false}, {82, "DropInventory", false},
    {83, "PickActor", false}, {84, "IsPointerEqual", true}, {85, "CanRaiseActor", true},
    {86, "SetActorTeleFog", false}, {87, "SwapActorTeleFog", false}, {88, "SetActorRoll", false},
    {89, "ChangeActorRoll", false}, {90, "GetActorRoll", false}, {91, "QuakeEx", false}, {92, "Warp", true},
    {93, "GetMaxInventory", true}, {94, "SetSectorDamage", true}, {95, "SetSectorTerrain", false},
    {96, "SpawnParticle", false}, {97, "SetMusicVolume", false}, {98, "CheckProximity", true},
    {99, "CheckActorState", true}, {200, "CheckClass", true}, {201, "DamageActor", true},
    {202, "SetActorFlag", true}, {203, "SetTranslation", false}, {204, "GetActorFloorTexture", true},
    {205, "GetActorFloorTerrain", false}, {206, "StrArg", true}, {207, "Floor", true}, {208, "Round", true},
    {209, "Ceil", true}, {210, "ScriptCall", false}, {211, "StartSlideshow", false}, {212, "GetSectorHealth", false},
    {213, "GetLineHealth", false}, {214, "SetSubtitleNumber", false}, {215, "GetNetID", false},
    {216, "SetActivatorByNetID", false}, {300, "GetLineX", true}, {301, "GetLineY", true},
    {400, "SetSectorGlow", false}, {401, "SetFogDensity", false}, {19620, "GetTeamScore", false},
    {19621, "SetTeamScore", false},
};

// Doom's thing flags by the names ZDoom's actor definitions give them;
// `settable`: SetActorFlag may change it (the others need a thing moved
// between the map's lists, or are the game's own bookkeeping).
struct FlagName {
    std::string_view name;
    std::uint32_t bit;
    bool settable;
};
constexpr FlagName kFlags[] = {
    {"SPECIAL", MF_SPECIAL, false},        {"SOLID", MF_SOLID, true},           {"SHOOTABLE", MF_SHOOTABLE, true},
    {"NOSECTOR", MF_NOSECTOR, false},      {"NOBLOCKMAP", MF_NOBLOCKMAP, false}, {"AMBUSH", MF_AMBUSH, true},
    {"JUSTHIT", MF_JUSTHIT, true},         {"JUSTATTACKED", MF_JUSTATTACKED, true},
    {"SPAWNCEILING", MF_SPAWNCEILING, true}, {"NOGRAVITY", MF_NOGRAVITY, true}, {"DROPOFF", MF_DROPOFF, true},
    {"PICKUP", MF_PICKUP, true},           {"NOCLIP", MF_NOCLIP, true},         {"SLIDESONWALLS", MF_SLIDE, true},
    {"FLOAT", MF_FLOAT, true},             {"TELEPORT", MF_TELEPORT, true},     {"MISSILE", MF_MISSILE, false},
    {"DROPPED", MF_DROPPED, true},         {"SHADOW", MF_SHADOW, true},         {"NOBLOOD", MF_NOBLOOD, true},
    {"CORPSE", MF_CORPSE, false},          {"INFLOAT", MF_INFLOAT, true},       {"COUNTKILL", MF_COUNTKILL, false},
    {"COUNTITEM", MF_COUNTITEM, false},    {"SKULLFLY", MF_SKULLFLY, false},    {"NOTDMATCH", MF_NOTDMATCH, true},
    {"TOUCHY", MF_TOUCHY, true},           {"BOUNCES", MF_BOUNCES, true},       {"FRIENDLY", MF_FRIEND, true},
};

const FlagName* flag_named(std::string_view name) {
    if (name.size() > 3 && iequals(name.substr(0, 3), "MF_")) name.remove_prefix(3);
    for (const FlagName& f : kFlags)
        if (iequals(f.name, name)) return &f;
    return nullptr;
}

// ZDoom's GetActorSound: SOUND_See, Attack, Pain, Death, Active from the
// thing's type; the others (Use, Bounce, WallBounce, CrushPain, Howl)
// Doom's things have none of.
SfxId actor_sound(const Mobj& m, int which) {
    const MobjInfo& info = *m.info;
    switch (which) {
        case 0: return info.see_sound;
        case 1: return info.attack_sound;
        case 2: return info.pain_sound;
        case 3: return info.death_sound;
        case 4: return info.active_sound;
        default: return sfx_None;
    }
}


// ZDoom's actor pointers (AAPTR_): from a thing to another.
Mobj* pointed(World& w, Mobj* from, int pointer) {
    if (pointer == 0) return from;
    if (pointer & 1) return nullptr;                  // AAPTR_NULL
    if (pointer & 2) return from ? from->target : nullptr;   // AAPTR_TARGET
    if (pointer & 8) return from ? from->tracer : nullptr;   // AAPTR_TRACER
    for (int i = 0; i < kMaxPlayers; ++i)             // AAPTR_PLAYER1 ...
        if (pointer & (0x40 << i)) {
            const auto p = static_cast<std::size_t>(i);
            return w.opts.playeringame[p] ? w.players[p].mo : nullptr;
        }
    return from;  // AAPTR_MASTER and the rest: Doom's things have none of them
}

class Builtins {
public:
    Builtins(World& w, AcsThread& t, std::span<const int> args) : w_(w), t_(t), args_(args) {}

    std::optional<int> call(int number);

private:
    int arg(std::size_t i, int otherwise = 0) const { return i < args_.size() ? args_[i] : otherwise; }
    const std::string& text(std::size_t i) const { return acs_string(w_, arg(i)); }
    std::vector<Mobj*> things(int tid) { return things_with_id(w_, tid, t_.activator); }
    // SingleActorFromTID: the first thing with `tid`, the activator for 0.
    Mobj* thing(int tid) {
        const std::vector<Mobj*> all = things(tid);
        return all.empty() ? nullptr : all.front();
    }
    int made(const std::string& s) { return acs_make_string(w_, s); }
    // ZDoom's P_Thing_CanRaise: a corpse with a raise state, at rest in
    // it, with room at its type's full size.
    bool can_raise(Mobj& m) {
        if (!(m.flags & MF_CORPSE) || m.tics != -1 || m.info->raise_state == S_NULL) return false;
        const std::uint32_t flags = m.flags;
        const fixed_t height = m.height, radius = m.radius;
        m.flags |= MF_SOLID;
        m.height = m.info->height;
        m.radius = m.info->radius;
        const bool room = check_position(w_, m, m.x, m.y);
        m.flags = flags;
        m.height = height;
        m.radius = radius;
        return room;
    }
    std::vector<int> script_args(std::size_t from, std::size_t count) const {
        std::vector<int> a;
        for (std::size_t i = 0; i < count; ++i) a.push_back(arg(from + i));
        return a;
    }
    int named_special(int special) {
        const int number = acs_named_script(w_, text(0));
        if (number == 0) return 0;
        return run_hexen_special(w_, special, {number, arg(1), arg(2), arg(3), arg(4)}, t_.line, t_.side, t_.activator);
    }
    int line_point(bool y);
    int first_line(int id) const {
        for (std::size_t l = 0; l < w_.lines.size(); ++l)
            if (line_has_id(w_, static_cast<int>(l), id)) return static_cast<int>(l);
        return -1;
    }
    // A custom UDMF field of element `index` (user_ fields and the like),
    // as ZDoom's GetUDMFInt/GetUDMFFloat read it: a number, a string's
    // leading number, a flag's 0 or 1; 0 where there is none.
    double udmf(map::ElementKind kind, int index, const std::string& key, bool whole) const;
    int compare(bool case_blind) const;
    int udmf_value(map::ElementKind kind, int index, const std::string& key, bool whole) const {
        const double v = udmf(kind, index, key, whole);
        return whole ? static_cast<int>(v) : acs_from_double(v);
    }

    World& w_;
    AcsThread& t_;
    std::span<const int> args_;
};

int Builtins::line_point(bool y) {
    for (std::size_t l = 0; l < w_.lines.size(); ++l) {
        if (!line_has_id(w_, static_cast<int>(l), arg(0))) continue;
        const map::Line& line = w_.level.lines[l];
        const map::Vertex& a = w_.level.vertices[static_cast<std::size_t>(line.v1)];
        const map::Vertex& b = w_.level.vertices[static_cast<std::size_t>(line.v2)];
        const double dx = acs_to_double(b.x) - acs_to_double(a.x), dy = acs_to_double(b.y) - acs_to_double(a.y);
        double v = (y ? acs_to_double(a.y) + dy * acs_to_double(arg(1)) : acs_to_double(a.x) + dx * acs_to_double(arg(1)));
        const double length = std::hypot(dx, dy);
        // Out along the line's right-hand normal (ZDoom's Delta().Rotated90CW()).
        if (arg(2) != 0 && length > 0) v += (y ? -dx : dy) / length * acs_to_double(arg(2));
        return acs_from_double(v);
    }
    return 0;
}

double Builtins::udmf(map::ElementKind kind, int index, const std::string& key, bool whole) const {
    if (index < 0) return 0;
    for (const map::CustomField& f : w_.level.extensions.custom) {
        if (f.element != kind || f.index != index || !iequals(f.name, key)) continue;
        switch (f.type) {
            case map::CustomField::Type::Integer: return static_cast<double>(f.integer);
            case map::CustomField::Type::Float: return whole ? std::trunc(f.number) : f.number;
            case map::CustomField::Type::Bool: return f.boolean ? 1 : 0;
            case map::CustomField::Type::String:
                if (whole) return static_cast<double>(std::strtol(f.text.c_str(), nullptr, 0));
                return std::strtod(f.text.c_str(), nullptr);
        }
    }
    return 0;
}

int Builtins::compare(bool case_blind) const {
    const std::string& a = text(0);
    const std::string& b = text(1);
    const std::size_t most = args_.size() > 2 && arg(2) >= 0 ? static_cast<std::size_t>(arg(2)) : std::string::npos;
    for (std::size_t i = 0; i < most; ++i) {
        int x = i < a.size() ? static_cast<unsigned char>(a[i]) : 0;
        int y = i < b.size() ? static_cast<unsigned char>(b[i]) : 0;
        if (case_blind) {
            x = std::tolower(x);
            y = std::tolower(y);
        }
        if (x != y) return x - y;
        if (x == 0) return 0;
    }
    return 0;
}

std::optional<int> Builtins::call(int number) {
    switch (number) {
        case 1: case 2: case 5: case 6: case 7: case 8: {            // Get{Line,Sector,Side}UDMF{Int,Fixed}
            const bool whole = number % 2 == 1;
            if (number <= 2) return udmf_value(map::ElementKind::Line, first_line(arg(0)), text(1), whole);
            if (number <= 6) {
                const int sector = find_sector_from_tag(w_, arg(0), -1);
                return udmf_value(map::ElementKind::Sector, sector, text(1), whole);
            }
            const int line = first_line(arg(0));
            const bool side_ok = line >= 0 && (arg(1) == 0 || arg(1) == 1);
            const int side = side_ok ? w_.level.lines[static_cast<std::size_t>(line)].sides[static_cast<std::size_t>(arg(1))] : -1;
            return udmf_value(map::ElementKind::Side, side, text(2), whole);
        }
        case 3: case 4: return 0;  // GetThingUDMFInt/Fixed: 0, as ZDoom (not implemented there)
        case 93: {                                                   // GetMaxInventory (tid, item): ammo's most
            const Mobj* m = acs_thing(w_, t_, arg(0));
            return m ? std::max(acs_ammo_capacity(*m, text(1)), 0) : 0;
        }
        case 9: case 10: case 11: {                                  // GetActorVelX/Y/Z (tid)
            const Mobj* m = acs_thing(w_, t_, arg(0));
            return !m ? 0 : number == 9 ? m->momx : number == 10 ? m->momy : m->momz;
        }
        case 12: {                                                   // SetActivator (tid, pointer)
            t_.activator = pointed(w_, arg(0) != 0 ? thing(arg(0)) : t_.activator, arg(1));
            return t_.activator != nullptr;
        }
        case 13: {                                                   // SetActivatorToTarget (tid)
            Mobj* m = arg(0) != 0 ? thing(arg(0)) : t_.activator;
            if (!m || !m->target) return 0;
            t_.activator = m->target;
            return 1;
        }
        case 14: {                                                   // GetActorViewHeight (tid)
            const Mobj* m = acs_thing(w_, t_, arg(0));
            if (!m) return 0;
            return m->player ? m->player->viewheight : m->height / 2;
        }
        case 15: {                                                   // GetChar (string, index)
            const std::string& s = text(0);
            const auto at = static_cast<std::size_t>(arg(1));
            return arg(1) >= 0 && at < s.size() ? static_cast<unsigned char>(s[at]) : 0;
        }
        case 20: return acs_spawn_spot(w_, t_, text(0), arg(1), arg(2), arg(3), true);        // SpawnSpotForced
        case 21: return acs_spawn_spot_facing(w_, t_, text(0), arg(1), arg(2), true);          // SpawnSpotFacingForced
        case 36: return acs_spawn(w_, text(0), arg(1), arg(2), arg(3), arg(4), arg(5), true);  // SpawnForced
        case 76: {                                                   // SetLineActivation (line id, SPAC bits, repeat)
            const int lines = static_cast<int>(w_.lines.size());
            for (int l = 0; l < lines; ++l)
                if (line_has_id(w_, l, arg(0))) set_line_activation(w_, l, arg(1), arg(2, -1));
            return 0;
        }
        case 77: {                                                   // GetLineActivation (line id)
            const int l = first_line(arg(0));
            return l >= 0 ? line_activation(w_, l) : 0;
        }
        case 74: {                                                   // DropItem (tid, item, amount, chance)
            const std::vector<Mobj*> sources = arg(0) == 0 ? (t_.activator ? std::vector<Mobj*>{t_.activator}
                                                                           : std::vector<Mobj*>{})
                                                           : things(arg(0));
            return acs_drop_item(w_, sources, text(1), arg(2, -1), arg(3, 256));
        }
        case 23: {                                                   // SetActorVelocity (tid, x, y, z, add, setbob)
            const std::vector<Mobj*> all = things(arg(0));
            for (Mobj* m : all) {
                m->momx = arg(4) ? m->momx + arg(1) : arg(1);
                m->momy = arg(4) ? m->momy + arg(2) : arg(2);
                m->momz = arg(4) ? m->momz + arg(3) : arg(3);
            }
            return !all.empty();
        }
        case 27: {                                                   // CheckActorClass (tid, class)
            const Mobj* m = acs_thing(w_, t_, arg(0));
            return m && m->type == type_of_class_name(w_, text(1));
        }
        case 35: {                                                   // CheckSight (source, dest, flags)
            for (Mobj* a : things(arg(0)))
                for (Mobj* b : things(arg(1)))
                    if (check_sight(w_, *a, *b)) return 1;
            return 0;
        }
        case 39: case 45: {                                          // ACS_NamedExecute(Always) (name, map, args)
            const int script = acs_named_script(w_, text(0));
            const std::vector<int> a = script_args(2, 3);
            return script != 0 && acs_start_script(w_, script, arg(1), a, t_.activator, t_.line, t_.side, number == 45);
        }
        case 40: return acs_suspend_script(w_, acs_named_script(w_, text(0)), arg(1));      // ACS_NamedSuspend
        case 41: return acs_terminate_script(w_, acs_named_script(w_, text(0)), arg(1));    // ACS_NamedTerminate
        case 42: return named_special(83);                           // ACS_NamedLockedExecute
        case 43: return named_special(85);                           // ACS_NamedLockedExecuteDoor
        case 44: {                                                   // ACS_NamedExecuteWithResult (name, args)
            const int script = acs_named_script(w_, text(0));
            const std::vector<int> a = script_args(1, 4);
            return script == 0 ? 0 : acs_execute_with_result(w_, script, a, t_.activator, t_.line, t_.side);
        }
        case 46: {                                                   // UniqueTID (from, tries)
            // The lowest id no thing has from `from` (or 1) up: ZDoom picks
            // at random when none is given; this keeps the game's numbers.
            for (int tid = std::max(arg(0), 1); tid < 65536; ++tid)
                if (things(tid).empty()) return tid;
            return 0;
        }
        case 47: return arg(0) != 0 && !things(arg(0)).empty();      // IsTIDUsed
        case 48: return arg(0) > 0 ? static_cast<int>(std::floor(std::sqrt(static_cast<double>(arg(0))))) : 0;  // Sqrt
        case 49: return arg(0) > 0 ? acs_from_double(std::sqrt(acs_to_double(arg(0)))) : 0;        // FixedSqrt
        case 50: return acs_from_double(std::hypot(acs_to_double(arg(0)), acs_to_double(arg(1))));    // VectorLength
        case 51: case 52: return 0;  // SetHUDClipRect, SetHUDWrapWidth: HUD messages show on the message line here
        case 61: {                                                   // PlaySound (tid, sound, ...)
            acs_sound(w_, t_, arg(0) != 0 ? AcsSoundFrom::Things : AcsSoundFrom::Activator, text(1), arg(0));
            return 0;
        }
        case 63: case 64: return compare(number == 64);              // strcmp, stricmp (a, b, most)
        case 65: case 66: {                                          // StrLeft, StrRight (string, length)
            const std::string& s = text(0);
            const std::size_t n = std::min<std::size_t>(static_cast<std::size_t>(std::max(arg(1), 0)), s.size());
            return made(number == 65 ? s.substr(0, n) : s.substr(s.size() - n));
        }
        case 67: {                                                   // StrMid (string, start, length)
            const std::string& s = text(0);
            const std::size_t from = std::min<std::size_t>(static_cast<std::size_t>(std::max(arg(1), 0)), s.size());
            return made(s.substr(from, static_cast<std::size_t>(std::max(arg(2), 0))));
        }
        case 68: {                                                   // GetActorClass (tid)
            const Mobj* m = acs_thing(w_, t_, arg(0));
            const std::string_view name = m ? class_name_of(w_, m->type) : std::string_view{};
            return made(name.empty() ? "None" : std::string(name));
        }
        case 69: {                                                   // GetWeapon: the activator's in hand
            const std::string name = t_.activator ? acs_weapon_name(*t_.activator) : "";
            return made(name.empty() ? "None" : name);
        }
        case 75: case 202: {                                         // CheckFlag (tid, flag), SetActorFlag (tid, flag, on)
            const FlagName* f = flag_named(text(1));
            if (!f) {
                acs_warn_once(w_, "flag " + text(1), "ACS names thing flag \"" + text(1) + "\", which Doom has not");
                return 0;
            }
            if (number == 75) {
                const Mobj* m = acs_thing(w_, t_, arg(0));
                return m && (m->flags & f->bit) != 0;
            }
            if (!f->settable) return 0;
            int changed = 0;
            for (Mobj* m : things(arg(0))) {
                m->flags = arg(2) ? m->flags | f->bit : m->flags & ~f->bit;
                ++changed;
            }
            return changed;
        }
        case 78: {                                                   // GetActorPowerupTics (tid, power)
            const Mobj* m = acs_thing(w_, t_, arg(0));
            return m ? acs_power_tics(*m, text(1)) : 0;
        }
        case 79: {                                                   // ChangeActorAngle (tid, angle: a 16.16 turn)
            for (Mobj* m : things(arg(0))) m->angle = static_cast<angle_t>(arg(1)) << 16;
            return 0;
        }
        case 19: return acs_armor_of_type(w_, text(0), arg(1));      // GetArmorType (class, player)
        case 33: case 34: {                                          // GetPolyobjX/Y (number): its spawn spot
            for (const Polyobject& po : w_.polyobjects)
                if (po.number == arg(0)) return number == 33 ? po.x : po.y;
            return INT_MAX;
        }
        case 22: return acs_get_actor_property(w_, t_, arg(0), arg(1)) == arg(2);  // CheckActorProperty
        case 38: {                                                   // SetPointer (slot, tid, pointer, flags)
            if (!t_.activator) return 0;
            Mobj* to = pointed(w_, thing(arg(1)), args_.size() > 2 ? arg(2) : 0);
            if (to == t_.activator) to = nullptr;
            if (arg(0) == 2) t_.activator->target = to;        // AAPTR_TARGET
            else if (arg(0) == 8) t_.activator->tracer = to;   // AAPTR_TRACER
            else acs_warn_once(w_, "setpointer", "ACS's SetPointer sets a pointer Doom's things have not (a master)");
            return to != nullptr;
        }
        case 26:  // Radius_Quake2 (tid, intensity, duration, damage radius, tremor radius, sound): silent, as Radius_Quake
            return start_quake(w_, t_.activator, arg(0), arg(1), arg(2), arg(3), arg(4));
        case 85: {                                                   // CanRaiseActor (tid): all of them
            if (arg(0) == 0) return t_.activator && can_raise(*t_.activator);
            bool all = true;
            for (Mobj* m : things(arg(0))) all = all && can_raise(*m);
            return all;
        }
        case 92: {                                                   // Warp (tid, x, y, z, angle, flags, ...,
            if (!t_.activator) return 0;                             //   height offset, radius offset)
            Mobj* to = (arg(5) & kWarpUsePointer) ? pointed(w_, t_.activator, arg(0)) : thing(arg(0));
            if (!to) return 0;
            return acs_warp(w_, *t_.activator, *to, arg(1), arg(2), arg(3), arg(4), arg(5), arg(8), arg(9));
        }
        case 60: {                                                   // LineAttack (tid, angle, pitch, damage, puff,
            // Turns as fractions of a circle; ZDoom's pitch points down.   //   type, range, flags, puff tid)
            const auto angle = static_cast<angle_t>(static_cast<std::uint32_t>(arg(1)) << 16);
            const double pitch = std::clamp(acs_to_double(arg(2)) * 2 * std::numbers::pi, -1.5, 1.5);
            const fixed_t slope = acs_from_double(-std::tan(pitch));
            const fixed_t range = arg(6) > 0 ? arg(6) : kMissileRange;
            if (arg(4) != 0 && !iequals(text(4), "BulletPuff"))
                acs_warn_once(w_, "puff " + text(4), "ACS's LineAttack asks for puff \"" + text(4) + "\"; Doom's puff shows");
            for (Mobj* m : things(arg(0))) line_attack(w_, *m, angle, range, slope, arg(3));
            return 0;
        }
        case 62: {                                                   // StopSound (tid, channel): Doom's one channel a thing
            for (Mobj* m : things(arg(0))) stop_sound(w_, m);
            return 0;
        }
        case 71: {                                                   // PlayActorSound (tid, which, ...)
            for (Mobj* m : things(arg(0)))
                if (const SfxId sfx = actor_sound(*m, arg(1)); sfx != sfx_None) start_sound(w_, m, sfx);
            return 0;
        }
        case 84: {                                                   // IsPointerEqual (pointer, pointer, tid, tid)
            Mobj* first = thing(arg(2));
            Mobj* second = arg(3) == arg(2) ? first : thing(arg(3));
            return pointed(w_, first, arg(0)) == pointed(w_, second, arg(1));
        }
        case 94: {                                                   // SetSectorDamage (tag, amount, type, interval, leak)
            for (int s = -1; (s = find_sector_from_tag(w_, arg(0), s)) >= 0;) {
                SectorState& sector = w_.sectors[static_cast<std::size_t>(s)];
                sector.damage_amount = arg(1);
                sector.damage_interval = args_.size() > 3 ? std::max(arg(3), 1) : 32;
                sector.damage_leak = arg(4);
            }
            return 0;
        }
        case 98: {                                                   // CheckProximity (tid, class, distance, count,
            Mobj* caller = thing(arg(0));                  //   flags, pointer)
            Mobj* reference = caller ? pointed(w_, caller, arg(5)) : nullptr;
            if (!reference) return 0;
            return acs_check_proximity(w_, *caller, *reference, text(1), arg(2), args_.size() > 3 ? arg(3) : 1, arg(4));
        }
        case 99: {                                                   // CheckActorState (tid, label, exact)
            const Mobj* m = acs_thing(w_, t_, arg(0));
            return m && state_by_label(w_, *m, text(1), arg(2) != 0) != S_NULL;
        }
        case 200: return type_of_class_name(w_, text(0)) != kNoThing || acs_item_known(text(0));  // CheckClass
        case 201: {                                                  // DamageActor (tid, pointer, tid, pointer, amount, type)
            Mobj* target = pointed(w_, thing(arg(0)), arg(1));
            Mobj* inflictor = pointed(w_, thing(arg(2)), arg(3));
            if (!target) return 0;
            if (!(target->flags & MF_SHOOTABLE)) return -1;
            const int before = target->health;
            if (arg(4) > 0) damage_mobj(w_, *target, inflictor, inflictor, arg(4));
            return before - target->health;
        }
        case 204: {                                                  // GetActorFloorTexture (tid)
            const Mobj* m = acs_thing(w_, t_, arg(0));
            if (!m) return made("");
            return made(w_.textures.flat_name(w_.sectors[static_cast<std::size_t>(w_.mobj_sector(*m))].floorpic));
        }
        case 206: return acs_named_script(w_, text(0));              // StrArg: a script's number
        case 207: return static_cast<int>(static_cast<std::uint32_t>(arg(0)) & 0xffff0000u);               // Floor
        case 208: return static_cast<int>((static_cast<std::uint32_t>(arg(0)) + 0x8000u) & 0xffff0000u);   // Round
        case 209: return static_cast<int>((static_cast<std::uint32_t>(arg(0)) + 0xffffu) & 0xffff0000u);   // Ceil
        case 300: case 301: return line_point(number == 301);        // GetLineX, GetLineY (line id, ratio, distance)
        default: return std::nullopt;
    }
}

}  // namespace

std::optional<int> acs_call_builtin(World& w, AcsThread& t, int number, std::span<const int> args) {
    return Builtins(w, t, args).call(number);
}

std::span<const AcsBuiltin> acs_builtins() { return kBuiltins; }

std::string_view acs_builtin_name(int number) {
    for (const AcsBuiltin& b : kBuiltins)
        if (b.number == number) return b.name;
    return {};
}

}  // namespace sim
