// Walk-over (W1/WR) and gunfire (G1/GR) line triggers (the original's
// P_CrossSpecialLine and P_ShootSpecialLine); Hexen-type levels hand
// theirs, and their push and impact lines, to hexen_activation.cpp.
#include "sim/boom_specials.h"
#include "sim/game.h"
#include "sim/hexen_specials.h"
#include "sim/map_utility.h"
#include "sim/special_events.h"

namespace sim {

namespace {

// Things other than players trigger only teleporters, the plain raise
// door (4) and the down-wait-up lifts; projectiles trigger nothing.
bool monster_may_cross(const Mobj& thing, int special) {
    switch (thing.type) {
        case MT_ROCKET:
        case MT_PLASMA:
        case MT_BFG:
        case MT_TROOPSHOT:
        case MT_HEADSHOT:
        case MT_BRUISERSHOT:
            return false;
        default: break;
    }
    switch (special) {
        case 39:   // teleport
        case 97:   // teleport, repeatable
        case 125:  // monster-only teleport
        case 126:  // monster-only teleport, repeatable
        case 4:    // raise door
        case 10:   // lift
        case 88:   // lift, repeatable
            return true;
        default: return false;
    }
}

// Boom keeps a dead player (a voodoo doll's) from exiting, unless comp_zombie.
bool dead_player(const World& w, const Mobj& thing) {
    return w.opts.compat.fixes(comp_zombie) && thing.player && thing.player->health <= 0;
}

}  // namespace

void cross_special_line(World& w, int line, int side, Mobj& thing) {
    if (hexen_specials(w)) {
        activate_hexen_line(w, line, side, thing, Activation::Cross);
        return;
    }
    if (w.opts.compat.boom() && boom_cross_line(w, line, side, thing)) return;
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    if (!thing.player && !monster_may_cross(thing, ld.special)) return;

    const int tag = ld.tag;
    // Once-only triggers clear the special after acting: in vanilla
    // whether or not anything started, in Boom only if something did.
    auto once = [&](bool started) {
        if (started || !w.opts.compat.boom()) ld.special = 0;
    };

    switch (ld.special) {
        // ---- W1: once ----
        case 2: once(ev_do_door(w, tag, DoorKind::Open)); break;
        case 3: once(ev_do_door(w, tag, DoorKind::Close)); break;
        case 4: once(ev_do_door(w, tag, DoorKind::Normal)); break;
        case 5: once(ev_do_floor(w, tag, line, FloorKind::RaiseFloor)); break;
        case 6: once(ev_do_ceiling(w, tag, CeilingKind::FastCrushAndRaise)); break;
        case 8: once(ev_build_stairs(w, tag, StairKind::Build8)); break;
        case 10: once(ev_do_plat(w, line, PlatKind::DownWaitUpStay, 0)); break;
        case 12: ev_light_turn_on(w, tag, 0); once(true); break;
        case 13: ev_light_turn_on(w, tag, 255); once(true); break;
        case 16: once(ev_do_door(w, tag, DoorKind::Close30ThenOpen)); break;
        case 17: ev_start_light_strobing(w, tag); once(true); break;
        case 19: once(ev_do_floor(w, tag, line, FloorKind::LowerFloor)); break;
        case 22: once(ev_do_plat(w, line, PlatKind::RaiseToNearestAndChange, 0)); break;
        case 25: once(ev_do_ceiling(w, tag, CeilingKind::CrushAndRaise)); break;
        case 30: once(ev_do_floor(w, tag, line, FloorKind::RaiseToTexture)); break;
        case 35: ev_light_turn_on(w, tag, 35); once(true); break;
        case 36: once(ev_do_floor(w, tag, line, FloorKind::TurboLower)); break;
        case 37: once(ev_do_floor(w, tag, line, FloorKind::LowerAndChange)); break;
        case 38: once(ev_do_floor(w, tag, line, FloorKind::LowerFloorToLowest)); break;
        case 39: once(ev_teleport(w, line, side, thing)); break;
        case 40:
            // Boom lowers no floor here (its authors found it never worked
            // with the ceiling holding the sector), and clears the line only
            // if the ceiling started.
            if (w.opts.compat.boom()) {
                once(ev_do_ceiling(w, tag, CeilingKind::RaiseToHighest));
                break;
            }
            ev_do_ceiling(w, tag, CeilingKind::RaiseToHighest);
            ev_do_floor(w, tag, line, FloorKind::LowerFloorToLowest);
            once(true);
            break;
        case 44: once(ev_do_ceiling(w, tag, CeilingKind::LowerAndCrush)); break;
        case 52:  // stays set: every crossing exits
            if (!dead_player(w, thing)) exit_level(w);
            break;
        case 53: once(ev_do_plat(w, line, PlatKind::PerpetualRaise, 0)); break;
        case 54: ev_stop_plat(w, tag); once(true); break;
        case 56: once(ev_do_floor(w, tag, line, FloorKind::RaiseFloorCrush)); break;
        case 57: once(ev_ceiling_crush_stop(w, tag)); break;
        case 58: once(ev_do_floor(w, tag, line, FloorKind::RaiseFloor24)); break;
        case 59: once(ev_do_floor(w, tag, line, FloorKind::RaiseFloor24AndChange)); break;
        case 104: ev_turn_tag_lights_off(w, tag); once(true); break;
        case 108: once(ev_do_door(w, tag, DoorKind::BlazeRaise)); break;
        case 109: once(ev_do_door(w, tag, DoorKind::BlazeOpen)); break;
        case 100: once(ev_build_stairs(w, tag, StairKind::Turbo16)); break;
        case 110: once(ev_do_door(w, tag, DoorKind::BlazeClose)); break;
        case 119: once(ev_do_floor(w, tag, line, FloorKind::RaiseFloorToNearest)); break;
        case 121: once(ev_do_plat(w, line, PlatKind::BlazeDWUS, 0)); break;
        case 124:
            if (!dead_player(w, thing)) secret_exit_level(w);
            break;
        case 125:  // monsters only
            if (!thing.player) once(ev_teleport(w, line, side, thing));
            break;
        case 130: once(ev_do_floor(w, tag, line, FloorKind::RaiseFloorTurbo)); break;
        case 141: once(ev_do_ceiling(w, tag, CeilingKind::SilentCrushAndRaise)); break;

        // ---- WR: every time ----
        case 72: ev_do_ceiling(w, tag, CeilingKind::LowerAndCrush); break;
        case 73: ev_do_ceiling(w, tag, CeilingKind::CrushAndRaise); break;
        case 74: ev_ceiling_crush_stop(w, tag); break;
        case 75: ev_do_door(w, tag, DoorKind::Close); break;
        case 76: ev_do_door(w, tag, DoorKind::Close30ThenOpen); break;
        case 77: ev_do_ceiling(w, tag, CeilingKind::FastCrushAndRaise); break;
        case 79: ev_light_turn_on(w, tag, 35); break;
        case 80: ev_light_turn_on(w, tag, 0); break;
        case 81: ev_light_turn_on(w, tag, 255); break;
        case 82: ev_do_floor(w, tag, line, FloorKind::LowerFloorToLowest); break;
        case 83: ev_do_floor(w, tag, line, FloorKind::LowerFloor); break;
        case 84: ev_do_floor(w, tag, line, FloorKind::LowerAndChange); break;
        case 86: ev_do_door(w, tag, DoorKind::Open); break;
        case 87: ev_do_plat(w, line, PlatKind::PerpetualRaise, 0); break;
        case 88: ev_do_plat(w, line, PlatKind::DownWaitUpStay, 0); break;
        case 89: ev_stop_plat(w, tag); break;
        case 90: ev_do_door(w, tag, DoorKind::Normal); break;
        case 91: ev_do_floor(w, tag, line, FloorKind::RaiseFloor); break;
        case 92: ev_do_floor(w, tag, line, FloorKind::RaiseFloor24); break;
        case 93: ev_do_floor(w, tag, line, FloorKind::RaiseFloor24AndChange); break;
        case 94: ev_do_floor(w, tag, line, FloorKind::RaiseFloorCrush); break;
        case 95: ev_do_plat(w, line, PlatKind::RaiseToNearestAndChange, 0); break;
        case 96: ev_do_floor(w, tag, line, FloorKind::RaiseToTexture); break;
        case 97: ev_teleport(w, line, side, thing); break;
        case 98: ev_do_floor(w, tag, line, FloorKind::TurboLower); break;
        case 105: ev_do_door(w, tag, DoorKind::BlazeRaise); break;
        case 106: ev_do_door(w, tag, DoorKind::BlazeOpen); break;
        case 107: ev_do_door(w, tag, DoorKind::BlazeClose); break;
        case 120: ev_do_plat(w, line, PlatKind::BlazeDWUS, 0); break;
        case 126:  // monsters only
            if (!thing.player) ev_teleport(w, line, side, thing);
            break;
        case 128: ev_do_floor(w, tag, line, FloorKind::RaiseFloorToNearest); break;
        case 129: ev_do_floor(w, tag, line, FloorKind::RaiseFloorTurbo); break;

        default: break;
    }
}

void shoot_special_line(World& w, Mobj& thing, int line) {
    if (hexen_specials(w)) {
        const int side = point_on_line_side(w, thing.x, thing.y, line);
        activate_hexen_line(w, line, side, thing, Activation::Impact);
        return;
    }
    if (w.opts.compat.boom() && boom_shoot_line(w, line, thing)) return;
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    // Monsters' shots open only the impact door (46).
    if (!thing.player && ld.special != 46) return;

    const int tag = ld.tag;
    switch (ld.special) {
        case 24:  // raise floor (Boom flips the switch only if it started)
            if (ev_do_floor(w, tag, line, FloorKind::RaiseFloor) || !w.opts.compat.boom())
                change_switch_texture(w, line, false);
            break;
        case 46:  // open door
            ev_do_door(w, tag, DoorKind::Open);
            change_switch_texture(w, line, true);
            break;
        case 47:  // raise floor to nearest and change
            if (ev_do_plat(w, line, PlatKind::RaiseToNearestAndChange, 0) || !w.opts.compat.boom())
                change_switch_texture(w, line, false);
            break;
        default: break;
    }
}

bool use_may_trigger(const World& w, int line) {
    if (!hexen_specials(w)) return true;
    const auto& f = w.level.extensions.lines[static_cast<std::size_t>(line)].flags;
    return f[map::LineBool::PlayerUse] || f[map::LineBool::MonsterUse] || f[map::LineBool::PlayerUseBack];
}

void special_line_blocked(World& w, Mobj& thing) {
    const int line = w.tm.blockline;
    if (line < 0 || !w.lines[static_cast<std::size_t>(line)].special || !hexen_specials(w)) return;
    const int side = point_on_line_side(w, thing.x, thing.y, line);
    activate_hexen_line(w, line, side, thing, (thing.flags & MF_MISSILE) ? Activation::Impact : Activation::Push);
}

}  // namespace sim
