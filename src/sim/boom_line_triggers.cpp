// Boom's line triggers beside Doom's: the generalized types (whose bits
// say how they are set off), the extended types 142-269 that fill out
// Doom's W1/WR/S1/SR/G1 sets, and Boom's refusal of tagless lines
// (the PrBoom family's P_CrossSpecialLine, P_UseSpecialLine and
// P_ShootSpecialLine beyond demo compatibility, by behaviour).
#include <optional>

#include "sim/boom_generalized.h"
#include "sim/boom_specials.h"
#include "sim/game.h"
#include "sim/special_events.h"

namespace sim {

namespace {

// ---- generalized types ----

using Starter = bool (*)(World&, int);

Starter starter_of(GenClass c) {
    switch (c) {
        case GenClass::Floor: return ev_do_gen_floor;
        case GenClass::Ceiling: return ev_do_gen_ceiling;
        case GenClass::Door: return ev_do_gen_door;
        case GenClass::LockedDoor: return ev_do_gen_locked_door;
        case GenClass::Lift: return ev_do_gen_lift;
        case GenClass::Stairs: return ev_do_gen_stairs;
        case GenClass::Crusher: return ev_do_gen_crusher;
        case GenClass::None: break;
    }
    return nullptr;
}

bool projectile(const Mobj& thing) {
    switch (thing.type) {
        case MT_ROCKET:
        case MT_PLASMA:
        case MT_BFG:
        case MT_TROOPSHOT:
        case MT_HEADSHOT:
        case MT_BRUISERSHOT: return true;
        default: return false;
    }
}

// Whether `thing` may set off generalized line `line` at all. Monsters
// need the class's "monsters" bit, never open secret doors and never
// unlock anything; a player needs the keys of a locked door, asked only
// when the line's trigger is the one in use (`trigger_matches`).
bool may_set_off(World& w, int line, Mobj& thing, bool trigger_matches) {
    const LineState& ld = w.lines[static_cast<std::size_t>(line)];
    const GenClass c = generalized_class(ld.special);
    if (!thing.player) {
        if (!generalized_monsters_allowed(ld.special)) return false;
        if (c == GenClass::Door && (ld.flags & map::kLineSecret)) return false;
        return true;
    }
    if (c == GenClass::LockedDoor) return trigger_matches && can_unlock_gen_door(w, line, *thing.player);
    return true;
}

bool is_walk(GenTrigger t) { return t == GenTrigger::W1 || t == GenTrigger::WR; }
bool is_gun(GenTrigger t) { return t == GenTrigger::G1 || t == GenTrigger::GR; }

void cross_generalized(World& w, int line, Mobj& thing) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    const GenClass c = generalized_class(ld.special);
    const GenTrigger t = generalized_trigger(ld.special);
    // Boom forgot walk-over crushers; MBF21 fixed them.
    if (c == GenClass::Crusher && !w.opts.compat.mbf21()) return;
    if (!may_set_off(w, line, thing, is_walk(t))) return;
    if (!ld.tag || !is_walk(t)) return;  // every walk type needs a tag
    if (starter_of(c)(w, line) && t == GenTrigger::W1) ld.special = 0;
}

bool use_generalized(World& w, int line, Mobj& thing) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    const GenClass c = generalized_class(ld.special);
    const GenTrigger t = generalized_trigger(ld.special);
    if (!may_set_off(w, line, thing, true)) return false;
    if (!ld.tag && !trigger_is_manual(t)) return false;  // only D types work untagged
    const Starter start = starter_of(c);
    switch (t) {
        case GenTrigger::D1:
            if (start(w, line)) ld.special = 0;
            return true;
        case GenTrigger::DR: start(w, line); return true;
        case GenTrigger::S1:
        case GenTrigger::SR:
            if (start(w, line)) change_switch_texture(w, line, t == GenTrigger::SR);
            return true;
        default: return false;  // walk and gun types do nothing when used
    }
}

void shoot_generalized(World& w, int line, Mobj& thing) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    const GenClass c = generalized_class(ld.special);
    const GenTrigger t = generalized_trigger(ld.special);
    if (!may_set_off(w, line, thing, is_gun(t))) return;
    // Every gun type needs a tag, except (by Boom's oversight) lifts.
    if ((!ld.tag && c != GenClass::Lift) || !is_gun(t)) return;
    if (starter_of(c)(w, line)) change_switch_texture(w, line, t == GenTrigger::GR);
}

// ---- extended types ----

enum class How { W1, WR, S1, SR, G1 };
enum class Who { Players, Anyone, Monsters };

struct Extended {
    int special;
    How how;
    Who who = Who::Players;
    bool always_flips = false;  // a switch that flips whether or not anything started
};

// Boom's numbers beside Doom's (boomref.txt), by trigger.
constexpr Extended kExtended[] = {
    // W1
    {142, How::W1}, {143, How::W1}, {144, How::W1}, {145, How::W1}, {146, How::W1}, {199, How::W1},
    {200, How::W1}, {207, How::W1, Who::Anyone}, {153, How::W1}, {239, How::W1}, {219, How::W1},
    {227, How::W1}, {231, How::W1}, {235, How::W1}, {243, How::W1, Who::Anyone}, {262, How::W1, Who::Anyone},
    {264, How::W1, Who::Monsters}, {266, How::W1, Who::Monsters}, {268, How::W1, Who::Monsters},
    // WR
    {147, How::WR}, {148, How::WR}, {149, How::WR}, {150, How::WR}, {151, How::WR}, {152, How::WR},
    {256, How::WR}, {257, How::WR}, {155, How::WR}, {156, How::WR}, {157, How::WR}, {201, How::WR},
    {202, How::WR}, {208, How::WR, Who::Anyone}, {212, How::WR}, {154, How::WR}, {240, How::WR},
    {220, How::WR}, {228, How::WR}, {232, How::WR}, {236, How::WR}, {244, How::WR, Who::Anyone},
    {263, How::WR, Who::Anyone}, {265, How::WR, Who::Monsters}, {267, How::WR, Who::Monsters},
    {269, How::WR, Who::Monsters},
    // S1
    {158, How::S1}, {159, How::S1}, {160, How::S1}, {161, How::S1}, {162, How::S1}, {163, How::S1},
    {164, How::S1}, {165, How::S1}, {166, How::S1}, {167, How::S1}, {168, How::S1}, {169, How::S1},
    {170, How::S1}, {171, How::S1}, {172, How::S1}, {173, How::S1}, {174, How::S1, Who::Anyone},
    {175, How::S1}, {189, How::S1}, {203, How::S1}, {204, How::S1}, {209, How::S1, Who::Anyone},
    {241, How::S1}, {221, How::S1}, {229, How::S1}, {233, How::S1}, {237, How::S1},
    // SR
    {78, How::SR}, {176, How::SR}, {177, How::SR}, {178, How::SR}, {179, How::SR}, {180, How::SR},
    {181, How::SR, Who::Players, true}, {182, How::SR}, {183, How::SR}, {184, How::SR}, {185, How::SR},
    {186, How::SR}, {187, How::SR}, {188, How::SR}, {190, How::SR}, {191, How::SR}, {192, How::SR},
    {193, How::SR}, {194, How::SR}, {195, How::SR, Who::Anyone}, {196, How::SR}, {205, How::SR},
    {206, How::SR}, {210, How::SR, Who::Anyone}, {211, How::SR}, {222, How::SR}, {230, How::SR},
    {234, How::SR}, {238, How::SR}, {258, How::SR}, {259, How::SR},
    // G1
    {197, How::G1}, {198, How::G1},
};

const Extended* extended(int special) {
    for (const Extended& e : kExtended)
        if (e.special == special) return &e;
    return nullptr;
}

// What each extended type does; whether anything started (the light
// changes and lift stops always count).
bool act(World& w, int special, int line, int side, Mobj& thing) {
    const int tag = w.lines[static_cast<std::size_t>(line)].tag;
    switch (special) {
        case 142: case 147: case 178: return ev_do_floor(w, tag, line, FloorKind::RaiseFloor512);
        case 143: case 148: return ev_do_plat(w, line, PlatKind::RaiseAndChange, 24);
        case 144: case 149: return ev_do_plat(w, line, PlatKind::RaiseAndChange, 32);
        case 145: case 152: return ev_do_ceiling(w, tag, CeilingKind::LowerToFloor);
        case 146: case 155: case 191: return ev_do_donut(w, tag);
        case 199: case 201: case 203: case 205: return ev_do_ceiling(w, tag, CeilingKind::LowerToLowest);
        case 200: case 202: case 204: case 206: return ev_do_ceiling(w, tag, CeilingKind::LowerToMaxFloor);
        case 207: case 208: case 209: case 210: case 268: case 269: return ev_silent_teleport(w, line, side, thing);
        case 153: case 154: case 189: case 190: return ev_do_change(w, line, false);
        case 239: case 240: case 241: case 78: return ev_do_change(w, line, true);
        case 219: case 220: case 221: case 222: return ev_do_floor(w, tag, line, FloorKind::LowerFloorToNearest);
        case 227: case 228: case 229: case 230: return ev_do_elevator(w, line, ElevatorKind::Up);
        case 231: case 232: case 233: case 234: return ev_do_elevator(w, line, ElevatorKind::Down);
        case 235: case 236: case 237: case 238: return ev_do_elevator(w, line, ElevatorKind::Current);
        case 243: case 244: case 266: case 267: return ev_silent_line_teleport(w, line, side, thing, false);
        case 262: case 263: case 264: case 265: return ev_silent_line_teleport(w, line, side, thing, true);
        case 150: case 165: case 185: return ev_do_ceiling(w, tag, CeilingKind::SilentCrushAndRaise);
        case 151:  // both, whatever each does
            ev_do_ceiling(w, tag, CeilingKind::RaiseToHighest);
            ev_do_floor(w, tag, line, FloorKind::LowerFloorToLowest);
            return true;
        case 166: case 186:  // the floor only if the ceiling did not start
            return ev_do_ceiling(w, tag, CeilingKind::RaiseToHighest) ||
                   ev_do_floor(w, tag, line, FloorKind::LowerFloorToLowest);
        case 256: case 258: return ev_build_stairs(w, tag, StairKind::Build8);
        case 257: case 259: return ev_build_stairs(w, tag, StairKind::Turbo16);
        case 156: case 172: case 193: ev_start_light_strobing(w, tag); return true;
        case 157: case 173: case 194: ev_turn_tag_lights_off(w, tag); return true;
        case 169: case 192: ev_light_turn_on(w, tag, 0); return true;
        case 170: ev_light_turn_on(w, tag, 35); return true;
        case 171: ev_light_turn_on(w, tag, 255); return true;
        case 211: case 212: return ev_do_plat(w, line, PlatKind::ToggleUpDown, 0);
        case 158: case 176: return ev_do_floor(w, tag, line, FloorKind::RaiseToTexture);
        case 159: case 177: return ev_do_floor(w, tag, line, FloorKind::LowerAndChange);
        case 160: case 179: return ev_do_floor(w, tag, line, FloorKind::RaiseFloor24AndChange);
        case 161: case 180: return ev_do_floor(w, tag, line, FloorKind::RaiseFloor24);
        case 162: case 181: return ev_do_plat(w, line, PlatKind::PerpetualRaise, 0);
        case 163: case 182: ev_stop_plat(w, tag); return true;
        case 164: case 183: return ev_do_ceiling(w, tag, CeilingKind::FastCrushAndRaise);
        case 184: return ev_do_ceiling(w, tag, CeilingKind::CrushAndRaise);
        case 167: case 187: return ev_do_ceiling(w, tag, CeilingKind::LowerAndCrush);
        case 168: case 188: return ev_ceiling_crush_stop(w, tag);
        case 174: case 195: return ev_teleport(w, line, side, thing);
        case 175: case 196: return ev_do_door(w, tag, DoorKind::Close30ThenOpen);
        default: return false;
    }
}

// Boom (unless comp_zerotags) refuses a tagless line of a type that acts
// on tagged sectors, rather than moving every untagged sector.
bool refused_for_no_tag(const World& w, int special, int tag) {
    if (tag || !w.opts.compat.fixes(comp_zerotags)) return false;
    switch (special) {
        // Manual doors, light changes, thing teleporters, exits, scrollers.
        case 1: case 26: case 27: case 28: case 31: case 32: case 33: case 34: case 117: case 118:
        case 139: case 170: case 79: case 35: case 138: case 171: case 81: case 13: case 192: case 169:
        case 80: case 12: case 194: case 173: case 157: case 104: case 193: case 172: case 156: case 17:
        case 195: case 174: case 97: case 39: case 126: case 125: case 210: case 209: case 208: case 207:
        case 11: case 52: case 197: case 51: case 124: case 198: case 48: case 85: return false;
        default: return true;
    }
}

bool who_may(const Extended& e, const Mobj& thing) {
    switch (e.who) {
        case Who::Players: return thing.player != nullptr;
        case Who::Anyone: return true;
        case Who::Monsters: return thing.player == nullptr;
    }
    return false;
}

bool dead_player(const World& w, const Mobj& thing) {
    return w.opts.compat.fixes(comp_zombie) && thing.player && thing.player->health <= 0;
}

}  // namespace

bool boom_cross_line(World& w, int line, int side, Mobj& thing) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    if (!thing.player && projectile(thing)) return true;
    if (generalized_class(ld.special) != GenClass::None) {
        cross_generalized(w, line, thing);
        return true;
    }
    const Extended* e = extended(ld.special);
    if (!e) return refused_for_no_tag(w, ld.special, ld.tag);
    if (e->how != How::W1 && e->how != How::WR) return true;
    // Monster-only lines still check the tag after the monster test.
    if (!who_may(*e, thing) || refused_for_no_tag(w, ld.special, ld.tag)) return true;
    if (act(w, ld.special, line, side, thing) && e->how == How::W1) ld.special = 0;
    return true;
}

std::optional<bool> boom_use_line(World& w, int line, int side, Mobj& thing) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    if (side) return false;  // Boom lets no special be used from the back
    if (generalized_class(ld.special) != GenClass::None) return use_generalized(w, line, thing);
    const Extended* e = extended(ld.special);
    if (!e) {
        if (refused_for_no_tag(w, ld.special, ld.tag)) return false;
        return std::nullopt;  // Doom's type, Doom's way
    }
    // Monsters use only the switch teleporters, and no secret line.
    const bool is_switch = e->how == How::S1 || e->how == How::SR;
    if (!thing.player && (!is_switch || e->who != Who::Anyone || (ld.flags & map::kLineSecret))) return false;
    if (!is_switch) return true;
    if (refused_for_no_tag(w, ld.special, ld.tag)) return false;
    const bool started = act(w, ld.special, line, side, thing);
    if (started || e->always_flips) change_switch_texture(w, line, e->how == How::SR);
    return true;
}

bool boom_shoot_line(World& w, int line, Mobj& thing) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    if (generalized_class(ld.special) != GenClass::None) {
        shoot_generalized(w, line, thing);
        return true;
    }
    const Extended* e = extended(ld.special);
    if (!e) return refused_for_no_tag(w, ld.special, ld.tag);
    if (e->how != How::G1 || !thing.player || dead_player(w, thing)) return true;
    change_switch_texture(w, line, false);
    if (e->special == 197) exit_level(w);
    else secret_exit_level(w);
    return true;
}

}  // namespace sim
