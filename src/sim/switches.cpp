// Switches and buttons, and everything a player or monster can "use"
// (the original's p_switch.c).
#include <optional>

#include "sim/boom_specials.h"
#include "sim/game.h"
#include "sim/hexen_specials.h"
#include "sim/sound.h"
#include "sim/special_events.h"
#include "sim/switch_range.h"

namespace sim {

namespace {

// The switch sound plays from the first button slot's origin, whichever
// switch was pressed (vanilla passes buttonlist->soundorg); with that slot
// empty it plays without a position.
void switch_sound(World& w, SfxId sfx) {
    const Button& first = w.buttons[0];
    if (first.line >= 0) start_sound_at(w, first.sound_x, first.sound_y, sfx);
    else start_sound(w, nullptr, sfx);
}

// P_StartButton: the switch flips back after `time` tics.
void start_button(World& w, int line, Button::Where where, int texture, int time) {
    // From v1.666 a button already counting down is left alone.
    for (const Button& b : w.buttons)
        if (b.timer && b.line == line) return;
    for (Button& b : w.buttons) {
        if (!b.timer) {
            const map::Sector& front = w.sector_info(w.level.lines[static_cast<std::size_t>(line)].front_sector);
            b.line = line;
            b.where = where;
            b.texture = texture;
            b.timer = time;
            b.sound_x = front.sound_x;
            b.sound_y = front.sound_y;
            return;
        }
    }
    // Vanilla stops with "P_StartButton: no button slots left!"; here the
    // switch just stays flipped.
    w.overflows.note(Overflow::Buttons);
}

// The side's first switch texture, as the original looks for one (each
// name of each pair in turn, top, middle then bottom), flipped to the
// other name of its pair: the part and the name it had, or none.
struct Flip {
    Button::Where where;
    int texture;
};
std::optional<Flip> flip_switch(const World& w, SideState& side) {
    const int tex_top = side.toptexture;
    const int tex_mid = side.midtexture;
    const int tex_bot = side.bottomtexture;
    const auto& pairs = w.textures.switches;
    const int names = static_cast<int>(pairs.size()) * 2;
    for (int i = 0; i < names; ++i) {
        const int tex = pairs[static_cast<std::size_t>(i / 2)][static_cast<std::size_t>(i & 1)];
        const int other = pairs[static_cast<std::size_t>(i / 2)][static_cast<std::size_t>((i ^ 1) & 1)];
        if (tex == tex_top) {
            side.toptexture = other;
            return Flip{Button::Top, tex};
        }
        if (tex == tex_mid) {
            side.midtexture = other;
            return Flip{Button::Middle, tex};
        }
        if (tex == tex_bot) {
            side.bottomtexture = other;
            return Flip{Button::Bottom, tex};
        }
    }
    return std::nullopt;
}

}  // namespace

void change_switch_texture(World& w, int line, bool use_again) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    if (!use_again) ld.special = 0;

    SideState& side = w.sides[static_cast<std::size_t>(w.level.lines[static_cast<std::size_t>(line)].sides[0])];
    // The exit switch (11) is a once-only switch, so its special was just
    // cleared and the exit sound never plays: vanilla's order, kept. (In
    // Hexen-type levels 11 is Door_Open, and the exits a switch leaves
    // clear theirs the same way.)
    const SfxId sound = ld.special == 11 && !hexen_specials(w) ? sfx_swtchx : sfx_swtchn;
    if (const std::optional<Flip> flip = flip_switch(w, side)) {
        switch_sound(w, sound);
        if (use_again) start_button(w, line, flip->where, flip->texture, kButtonTime);
    }
}

bool flip_side_switch(World& w, int side) {
    if (side < 0 || !flip_switch(w, w.sides[static_cast<std::size_t>(side)])) return false;
    switch_sound(w, sfx_swtchn);
    return true;
}

void run_buttons(World& w) {
    for (Button& b : w.buttons) {
        if (!b.timer) continue;
        if (--b.timer) continue;
        SideState& side = w.sides[static_cast<std::size_t>(w.level.lines[static_cast<std::size_t>(b.line)].sides[0])];
        switch (b.where) {
            case Button::Top: side.toptexture = b.texture; break;
            case Button::Middle: side.midtexture = b.texture; break;
            case Button::Bottom: side.bottomtexture = b.texture; break;
        }
        // Vanilla starts this sound from &buttonlist[i].soundorg, the address
        // of the pointer rather than the origin it points to: in Chocolate
        // Doom's 64-bit build that "origin"'s x and y are the next slot's
        // timer and padding, a point by the map's origin. Whether the sound
        // is heard from there decides whether it draws a cosmetic random
        // number (sound_pitch.h); it still plays from the switch.
        const bool last = &b == &w.buttons.back();
        draw_pitch_random(w, nullptr, true, last ? 0 : (&b + 1)->timer, 0, sfx_swtchn);
        SoundEvent e;
        e.sound = sfx_swtchn;
        e.x = b.sound_x;
        e.y = b.sound_y;
        w.events.sounds.push_back(e);
        b = Button{};
    }
}

bool use_special_line(World& w, Mobj& thing, int line, int side) {
    if (!reaches_switch(w, line, side, thing)) return false;
    if (hexen_specials(w)) return activate_hexen_line(w, line, side, thing, Activation::Use);
    if (w.opts.compat.boom())
        if (const std::optional<bool> handled = boom_use_line(w, line, side, thing)) return *handled;
    LineState& ld = w.lines[static_cast<std::size_t>(line)];

    // Only front sides are usable. Special 124 (an abandoned sliding door)
    // lets the back side through too, and then does nothing: vanilla.
    if (side && ld.special != 124) return false;

    // Monsters open plain manual doors only, and never secret ones.
    if (!thing.player) {
        if (ld.flags & map::kLineSecret) return false;
        switch (ld.special) {
            case 1:   // manual raise
            case 32:  // manual blue: a monster has no key, so nothing happens
            case 33:  // manual red
            case 34:  // manual yellow
                break;
            default: return false;
        }
    }

    const int tag = ld.tag;
    // A switch (once) or button (again) flips when its action started.
    auto flip_if = [&](bool started, bool again) {
        if (started) change_switch_texture(w, line, again);
    };

    switch (ld.special) {
        // Manual doors
        case 1: case 26: case 27: case 28:
        case 31: case 32: case 33: case 34:
        case 117: case 118:
            ev_vertical_door(w, line, thing);
            break;

        // Switches
        case 7: flip_if(ev_build_stairs(w, tag, StairKind::Build8), false); break;
        case 9: flip_if(ev_do_donut(w, tag), false); break;
        case 11:
            change_switch_texture(w, line, false);
            exit_level(w);
            break;
        case 14: flip_if(ev_do_plat(w, line, PlatKind::RaiseAndChange, 32), false); break;
        case 15: flip_if(ev_do_plat(w, line, PlatKind::RaiseAndChange, 24), false); break;
        case 18: flip_if(ev_do_floor(w, tag, line, FloorKind::RaiseFloorToNearest), false); break;
        case 20: flip_if(ev_do_plat(w, line, PlatKind::RaiseToNearestAndChange, 0), false); break;
        case 21: flip_if(ev_do_plat(w, line, PlatKind::DownWaitUpStay, 0), false); break;
        case 23: flip_if(ev_do_floor(w, tag, line, FloorKind::LowerFloorToLowest), false); break;
        case 29: flip_if(ev_do_door(w, tag, DoorKind::Normal), false); break;
        case 41: flip_if(ev_do_ceiling(w, tag, CeilingKind::LowerToFloor), false); break;
        case 71: flip_if(ev_do_floor(w, tag, line, FloorKind::TurboLower), false); break;
        case 49: flip_if(ev_do_ceiling(w, tag, CeilingKind::CrushAndRaise), false); break;
        case 50: flip_if(ev_do_door(w, tag, DoorKind::Close), false); break;
        case 51:
            change_switch_texture(w, line, false);
            secret_exit_level(w);
            break;
        case 55: flip_if(ev_do_floor(w, tag, line, FloorKind::RaiseFloorCrush), false); break;
        case 101: flip_if(ev_do_floor(w, tag, line, FloorKind::RaiseFloor), false); break;
        case 102: flip_if(ev_do_floor(w, tag, line, FloorKind::LowerFloor), false); break;
        case 103: flip_if(ev_do_door(w, tag, DoorKind::Open), false); break;
        case 111: flip_if(ev_do_door(w, tag, DoorKind::BlazeRaise), false); break;
        case 112: flip_if(ev_do_door(w, tag, DoorKind::BlazeOpen), false); break;
        case 113: flip_if(ev_do_door(w, tag, DoorKind::BlazeClose), false); break;
        case 122: flip_if(ev_do_plat(w, line, PlatKind::BlazeDWUS, 0), false); break;
        case 127: flip_if(ev_build_stairs(w, tag, StairKind::Turbo16), false); break;
        case 131: flip_if(ev_do_floor(w, tag, line, FloorKind::RaiseFloorTurbo), false); break;
        case 133: case 135: case 137:  // locked blazing doors
            flip_if(ev_do_locked_door(w, line, DoorKind::BlazeOpen, thing), false);
            break;
        case 140: flip_if(ev_do_floor(w, tag, line, FloorKind::RaiseFloor512), false); break;

        // Buttons
        case 42: flip_if(ev_do_door(w, tag, DoorKind::Close), true); break;
        case 43: flip_if(ev_do_ceiling(w, tag, CeilingKind::LowerToFloor), true); break;
        case 45: flip_if(ev_do_floor(w, tag, line, FloorKind::LowerFloor), true); break;
        case 60: flip_if(ev_do_floor(w, tag, line, FloorKind::LowerFloorToLowest), true); break;
        case 61: flip_if(ev_do_door(w, tag, DoorKind::Open), true); break;
        case 62: flip_if(ev_do_plat(w, line, PlatKind::DownWaitUpStay, 1), true); break;
        case 63: flip_if(ev_do_door(w, tag, DoorKind::Normal), true); break;
        case 64: flip_if(ev_do_floor(w, tag, line, FloorKind::RaiseFloor), true); break;
        case 66: flip_if(ev_do_plat(w, line, PlatKind::RaiseAndChange, 24), true); break;
        case 67: flip_if(ev_do_plat(w, line, PlatKind::RaiseAndChange, 32), true); break;
        case 65: flip_if(ev_do_floor(w, tag, line, FloorKind::RaiseFloorCrush), true); break;
        case 68: flip_if(ev_do_plat(w, line, PlatKind::RaiseToNearestAndChange, 0), true); break;
        case 69: flip_if(ev_do_floor(w, tag, line, FloorKind::RaiseFloorToNearest), true); break;
        case 70: flip_if(ev_do_floor(w, tag, line, FloorKind::TurboLower), true); break;
        case 114: flip_if(ev_do_door(w, tag, DoorKind::BlazeRaise), true); break;
        case 115: flip_if(ev_do_door(w, tag, DoorKind::BlazeOpen), true); break;
        case 116: flip_if(ev_do_door(w, tag, DoorKind::BlazeClose), true); break;
        case 123: flip_if(ev_do_plat(w, line, PlatKind::BlazeDWUS, 0), true); break;
        case 132: flip_if(ev_do_floor(w, tag, line, FloorKind::RaiseFloorTurbo), true); break;
        case 99: case 134: case 136:  // locked blazing doors
            flip_if(ev_do_locked_door(w, line, DoorKind::BlazeOpen, thing), true);
            break;
        case 138:
            ev_light_turn_on(w, tag, 255);
            change_switch_texture(w, line, true);
            break;
        case 139:
            ev_light_turn_on(w, tag, 35);
            change_switch_texture(w, line, true);
            break;

        default: break;
    }
    return true;
}

}  // namespace sim
