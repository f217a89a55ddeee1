// Who sets off a Hexen-type line and how (the activation flags of UDMF,
// the SPAC trigger of Hexen-format binaries), what the level does with
// such lines at its start, and which of its things appear.
#include <set>
#include <string>

#include "base/log.h"
#include "sim/acs_scripts.h"
#include "sim/boom_specials.h"
#include "sim/boom_thinkers.h"
#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/line_activation.h"
#include "sim/locks.h"
#include "sim/special_events.h"
#include "sim/udmf_support.h"

namespace sim {

namespace {

using map::LineBool;

const map::LineExtension& extension(const World& w, int line) {
    return w.level.extensions.lines[static_cast<std::size_t>(line)];
}

// Monsters that are not told they may still set off what Doom let them:
// teleporters and lifts by walking over them, plain doors by bumping
// into them (ZDoom does the same for Doom-type games). Never secret doors.
bool doom_monster_habit(const World& w, int line, Activation how) {
    const map::LineExtension& e = extension(w, line);
    const map::BoolFields<LineBool> f = line_activation_fields(w, line);
    switch (how) {
        case Activation::Cross:
            if (!f[LineBool::PlayerCross]) return false;
            switch (e.special) {
                case 70: case 71:    // Teleport, Teleport_NoFog
                case 62: case 206:  // Plat_DownWaitUpStay(Lip)
                    return true;
                case 12: return e.args[1] < 64;  // Door_Raise, not blazing
                default: return false;
            }
        case Activation::Use:
            if (!f[LineBool::PlayerUse]) return false;
            if (w.lines[static_cast<std::size_t>(line)].flags & map::kLineSecret) return false;
            return e.special == 12 && e.args[0] == 0 && e.args[1] < 64;  // a manual Door_Raise
        default: return false;
    }
}

bool may_activate(const World& w, int line, const Mobj& thing, Activation how, int side) {
    const map::BoolFields<LineBool> f = line_activation_fields(w, line);
    if (side == 1 && f[LineBool::FirstSideOnly]) return false;
    const bool missile = thing.flags & MF_MISSILE;
    const bool player = thing.player != nullptr;
    // MonsterActivate: monsters may do what the line lets players do.
    const bool as_player = !missile && !player && f[LineBool::MonsterActivate];
    switch (how) {
        case Activation::Cross:
            if (f[LineBool::AnyCross]) return true;
            if (missile) return f[LineBool::MissileCross];
            if (player || as_player) return f[LineBool::PlayerCross] || (!player && f[LineBool::MonsterCross]);
            return f[LineBool::MonsterCross] || doom_monster_habit(w, line, how);
        case Activation::Use:
            if (missile) return false;
            // Only front sides, unless the line lets players use its back.
            if (side == 1 && !(player && f[LineBool::PlayerUseBack])) return false;
            if (player) return f[LineBool::PlayerUse] || f[LineBool::PlayerUseBack];
            if (as_player && f[LineBool::PlayerUse]) return true;
            return f[LineBool::MonsterUse] || doom_monster_habit(w, line, how);
        case Activation::Impact:
            // Players' and missiles' hits; a monster's gunfire only with monsteractivate.
            return f[LineBool::Impact] && (player || missile || as_player);
        case Activation::Push:
            if (missile) return false;
            if (player || as_player) return f[LineBool::PlayerPush] || (!player && f[LineBool::MonsterPush]);
            return f[LineBool::MonsterPush];
    }
    return false;
}

}  // namespace

bool line_has_id(const World& w, int line, int id) { return map::line_has_id(extension(w, line), id); }

namespace {

// Scrolling walls set up at level start, as ZDoom's static scrollers:
// speeds in 1/64 unit per tic on the line's front side; left and up add
// to the offsets, as Doom's scrolling wall (48) does.
constexpr fixed_t kScrollUnit = base::kFracUnit / 64;

void add_scroller(World& w, int line, fixed_t dx, fixed_t dy) {
    const int side = w.level.lines[static_cast<std::size_t>(line)].sides[0];
    if (side >= 0 && (dx || dy)) w.wall_scrollers.push_back({side, dx, dy});
}

// Static specials: each acts once at level start and leaves the line plain.
using Args = std::array<int, 5>;
struct StaticSpecial {
    int special;
    void (*spawn)(World& w, int line, const Args& a);
};
constexpr StaticSpecial kStaticSpecials[] = {
    {100, [](World& w, int line, const Args& a) { add_scroller(w, line, a[0] * kScrollUnit, 0); }},   // Scroll_Texture_Left
    {101, [](World& w, int line, const Args& a) { add_scroller(w, line, -a[0] * kScrollUnit, 0); }},  // Scroll_Texture_Right
    {102, [](World& w, int line, const Args& a) { add_scroller(w, line, 0, a[0] * kScrollUnit); }},   // Scroll_Texture_Up
    {103, [](World& w, int line, const Args& a) { add_scroller(w, line, 0, -a[0] * kScrollUnit); }},  // Scroll_Texture_Down
    {221, [](World& w, int line, const Args& a) {  // Scroll_Texture_Both (line id, left, right, down, up); id 0: this line
         const fixed_t dx = (a[1] - a[2]) * kScrollUnit, dy = (a[4] - a[3]) * kScrollUnit;
         if (a[0] == 0) {
             add_scroller(w, line, dx, dy);
             return;
         }
         const int count = static_cast<int>(w.lines.size());
         for (int l = 0; l < count; ++l)
             if (line_has_id(w, l, a[0])) add_scroller(w, l, dx, dy);
     }},
    // Scroll_Texture_Model, Scroll_Floor, Scroll_Ceiling, Scroll_Texture_Offsets (boom_specials.h)
    {222, [](World& w, int line, const Args& a) { spawn_zdoom_scroller(w, line, 222, a); }},
    {223, [](World& w, int line, const Args& a) { spawn_zdoom_scroller(w, line, 223, a); }},
    {224, [](World& w, int line, const Args& a) { spawn_zdoom_scroller(w, line, 224, a); }},
    {225, [](World& w, int line, const Args& a) { spawn_zdoom_scroller(w, line, 225, a); }},
    // Sector_SetWind, Sector_SetFriction, Sector_SetCurrent (hexen_sector_forces.cpp)
    {218, [](World& w, int line, const Args& a) { spawn_sector_force(w, line, 218, a); }},
    {219, [](World& w, int line, const Args& a) { spawn_sector_force(w, line, 219, a); }},
    {220, [](World& w, int line, const Args& a) { spawn_sector_force(w, line, 220, a); }},
    {190, static_init},                      // Static_Init (hexen_setters.cpp)
    {121, [](World&, int, const Args&) {}},  // Line_SetIdentification: the id only
    {1, [](World&, int, const Args&) {}},    // Polyobj_StartLine: built before the things (polyobjects.h)
    {5, [](World&, int, const Args&) {}},    // Polyobj_ExplicitLine: the same
    {181, [](World&, int, const Args&) {}},  // Plane_Align: built before the things (slope_setup.h)
    {118, [](World&, int, const Args&) {}},  // Plane_Copy: the same
    {160, [](World&, int, const Args&) {}},  // Sector_Set3DFloor: built with the planes (extra_floors.h)
    {50, [](World&, int, const Args&) {}},   // ExtraFloor_LightOnly: the same
    // Transfer_Heights (tag, flags): Boom's deep water (242); flag 16 asks
    // for none. ZDoom's other flags change only how it is drawn.
    {209, [](World& w, int line, const Args& a) {
         if (!(a[1] & 16)) transfer_heights(w, line, a[0]);
     }},
    {208, [](World&, int, const Args&) {}},  // TranslucentLine: read by the renderers (map_looks.cpp)
    {210, [](World&, int, const Args&) {}},  // Transfer_FloorLight: the same (boom_looks.cpp)
    {211, [](World&, int, const Args&) {}},  // Transfer_CeilingLight: the same
    {16, [](World&, int, const Args&) {}},   // Transfer_WallLight: the same (map_looks.cpp)
    {58, [](World&, int, const Args&) {}},   // Sector_CopyScroller: read by the scrollers (boom_scrollers.cpp)
};

const StaticSpecial* find_static(int special) {
    for (const StaticSpecial& s : kStaticSpecials)
        if (s.special == special) return &s;
    return nullptr;
}

bool spawn_static_special(World& w, int line) {
    const map::LineExtension& e = extension(w, line);
    const StaticSpecial* s = find_static(e.special);
    if (!s) return false;
    s->spawn(w, line, hexen_args(e.args));
    return true;
}

// One warning per special the simulation does not play, naming the map
// and the first line that uses it.
// Static specials are gone from w.lines by then.
void warn_of_unplayed_specials(const World& w) {
    std::set<int> warned;
    for (std::size_t i = 0; i < w.lines.size(); ++i) {
        const int special = w.lines[i].special;
        if (special == 0 || hexen_special_played(special)) continue;
        if (!warned.insert(special).second) continue;
        const std::string_view name = hexen_special_name(special);
        base::warn(w.level.where + ": line " + std::to_string(i) + " has special " + std::to_string(special) +
                   (name.empty() ? std::string() : " (" + std::string(name) + ")") +
                   ", which this simulation does not play; the line does nothing");
    }
}

}  // namespace

bool hexen_specials(const World& w) {
    return map::special_dialect(w.level.extensions.ns) == map::SpecialDialect::Hexen;
}

bool hexen_static_special(int special) { return find_static(special) != nullptr; }

bool activate_hexen_line(World& w, int line, int side, Mobj& thing, Activation how) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    if (!ld.special || !may_activate(w, line, thing, how, side)) return false;
    const map::LineExtension& e = extension(w, line);
    if (!unlocks(w, &thing, e.locknumber, lock_is_remote(ld.special))) return false;
    std::array<int, 5> args = e.args;
    // Those ACS's SetLineSpecial gave it (or Generic_Stairs, flipping its
    // direction), or UDMF's arg0str naming the script of an ACS special.
    if (const auto set = w.acs.line_args.find(line); set != w.acs.line_args.end())
        args = set->second;
    else if (!e.arg0str.empty() && acs_special_takes_name(ld.special))
        args[0] = acs_named_script(w, e.arg0str);
    if (!run_hexen_special(w, ld.special, args, line, side, &thing)) return false;
    // As Hexen: a special that did nothing stays for the next try; one
    // that acted goes unless repeatable, and a used or shot switch flips.
    const bool repeat = line_activation_fields(w, line)[LineBool::RepeatSpecial];
    if (how == Activation::Use || how == Activation::Impact)
        change_switch_texture(w, line, repeat);
    else if (!repeat)
        ld.special = 0;
    return true;
}

void spawn_hexen_specials(World& w) {
    w.wall_scrollers.clear();
    const int count = static_cast<int>(w.lines.size());
    for (int l = 0; l < count; ++l) {
        const int special = extension(w, l).special;
        w.lines[static_cast<std::size_t>(l)].special = spawn_static_special(w, l) ? 0 : special;
    }
    warn_of_unplayed_specials(w);
}

bool hexen_thing_present(const World& w, std::size_t index) {
    const auto& ext = w.level.extensions.things;
    if (index >= ext.size()) return true;
    const map::ThingExtension& e = ext[index];
    const map::Thing& t = w.level.things[index];
    // Player and deathmatch starts are placed whatever their flags.
    if ((t.type >= 1 && t.type <= 4) || t.type == 11) return true;
    // skill1..skill5 are Doom's five skills, baby to nightmare.
    if (!((e.skills >> static_cast<int>(w.opts.skill)) & 1)) return false;
    if (w.opts.deathmatch) return e.flags[map::ThingBool::Dm];
    if (w.opts.netgame()) return e.flags[map::ThingBool::Coop];
    return e.flags[map::ThingBool::Single];
}

}  // namespace sim
