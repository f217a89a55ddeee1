// The numbered DeHackEd sections and their fields, by the names DeHackEd
// writes: Thing, Frame, Pointer, Weapon, Ammo, Sound, Sprite, Misc, Cheat.
// Field names and meanings follow DeHackEd 3.0 as Chocolate Doom reads it.
#include <array>

#include "sim/dehacked_patch.h"

namespace sim::dehacked {

namespace {

int as_int(std::int64_t v) { return static_cast<int>(v); }
StateNum as_state(std::int64_t v) { return static_cast<StateNum>(v); }
SfxId as_sound(std::int64_t v) { return static_cast<SfxId>(v); }

constexpr std::array<Field, 31> kThingFields = {{
    {"ID #", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].doomednum = as_int(v); }},
    {"Initial frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].spawn_state = as_state(v); }},
    {"Hit points", ValueKind::Integer,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].spawn_health = as_int(v); }},
    {"First moving frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].see_state = as_state(v); }},
    {"Alert sound", ValueKind::Sound,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].see_sound = as_sound(v); }},
    {"Reaction time", ValueKind::Integer,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].reaction_time = as_int(v); }},
    {"Attack sound", ValueKind::Sound,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].attack_sound = as_sound(v); }},
    {"Injury frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].pain_state = as_state(v); }},
    {"Pain chance", ValueKind::Integer,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].pain_chance = as_int(v); }},
    {"Pain sound", ValueKind::Sound,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].pain_sound = as_sound(v); }},
    {"Close attack frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].melee_state = as_state(v); }},
    {"Far attack frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].missile_state = as_state(v); }},
    {"Death frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].death_state = as_state(v); }},
    {"Exploding frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].xdeath_state = as_state(v); }},
    {"Death sound", ValueKind::Sound,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].death_sound = as_sound(v); }},
    {"Speed", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].speed = as_int(v); }},
    {"Width", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].radius = as_int(v); }},
    {"Height", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].height = as_int(v); }},
    {"Mass", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].mass = as_int(v); }},
    {"Missile damage", ValueKind::Integer,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].damage = as_int(v); }},
    {"Action sound", ValueKind::Sound,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].active_sound = as_sound(v); }},
    {"Bits", ValueKind::Flags,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].flags = static_cast<std::uint32_t>(v); }},
    {"Respawn frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].raise_state = as_state(v); }},
    // MBF21's (kraflab/mbf21 docs/spec.md, "Things").
    {"MBF21 Bits", ValueKind::ThingFlags2,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].flags2 = static_cast<std::uint32_t>(v); }},
    {"Infighting group", ValueKind::NonNegative,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].infighting_group = as_int(v); }},
    // A negative projectile group makes the thing groupless.
    {"Projectile group", ValueKind::Integer,
     [](Definitions& d, int i, std::int64_t v) {
         d.mobjinfo[i].projectile_group = v < 0 ? kProjectileGroupless : as_int(v);
     }},
    {"Splash group", ValueKind::NonNegative,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].splash_group = as_int(v); }},
    {"Rip sound", ValueKind::Sound,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].rip_sound = as_sound(v); }},
    {"Fast speed", ValueKind::Integer,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].fast_speed = as_int(v); }},
    {"Melee range", ValueKind::Integer,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].melee_range = as_int(v); }},
    // DEHEXTRA's: the thing (counted from 1; 0 for none) left where it dies.
    {"Dropped item", ValueKind::Thing,
     [](Definitions& d, int i, std::int64_t v) { d.mobjinfo[i].dropped_item = static_cast<MobjType>(v - 1); }},
}};

// "Codep Frame = N" gives a state the action state N had in the original
// tables, not N's current one: DeHackEd copied from its own list of the
// executable's code pointers, which later changes never touched.
// A state past the built-in table had none.
void copy_original_action(Definitions& d, int i, std::int64_t v) {
    const auto original = static_cast<std::size_t>(v);
    d.states[static_cast<std::size_t>(i)].action = original < kStates.size() ? kStates[original].action : Action::None;
}

template <int N>
void set_arg(Definitions& d, int i, std::int64_t v) {
    StateMbf21& st = d.state_mbf21[static_cast<std::size_t>(i)];
    st.args[N] = as_int(v);
    st.args_set = static_cast<std::uint8_t>(st.args_set | (1u << N));
}

constexpr std::array<Field, 16> kFrameFields = {{
    {"Sprite number", ValueKind::Sprite,
     [](Definitions& d, int i, std::int64_t v) { d.states[i].sprite = static_cast<SpriteNum>(v); }},
    // Bit 15 (32768) of the subnumber draws the frame full bright.
    {"Sprite subnumber", ValueKind::Integer,
     [](Definitions& d, int i, std::int64_t v) { d.states[i].frame = as_int(v); }},
    {"Duration", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.states[i].tics = as_int(v); }},
    {"Next frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.states[i].next_state = as_state(v); }},
    {"Unknown 1", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.states[i].misc1 = as_int(v); }},
    {"Unknown 2", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.states[i].misc2 = as_int(v); }},
    {"Codep Frame", ValueKind::State, copy_original_action},
    // MBF21's code pointer arguments and state flags.
    {"Args1", ValueKind::Integer, set_arg<0>},
    {"Args2", ValueKind::Integer, set_arg<1>},
    {"Args3", ValueKind::Integer, set_arg<2>},
    {"Args4", ValueKind::Integer, set_arg<3>},
    {"Args5", ValueKind::Integer, set_arg<4>},
    {"Args6", ValueKind::Integer, set_arg<5>},
    {"Args7", ValueKind::Integer, set_arg<6>},
    {"Args8", ValueKind::Integer, set_arg<7>},
    {"MBF21 Bits", ValueKind::StateFlags,
     [](Definitions& d, int i, std::int64_t v) { d.state_mbf21[i].flags = static_cast<std::uint32_t>(v); }},
}};

constexpr std::array<Field, 1> kPointerFields = {{
    {"Codep Frame", ValueKind::State, copy_original_action},
}};

// DeHackEd's "Deselect" is the raise state and "Select" the lower state:
// its names are swapped, the table slots are not.
constexpr std::array<Field, 8> kWeaponFields = {{
    {"Ammo type", ValueKind::Ammo,
     [](Definitions& d, int i, std::int64_t v) { d.weapons[i].ammo = static_cast<AmmoType>(v); }},
    {"Deselect frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.weapons[i].up_state = as_state(v); }},
    {"Select frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.weapons[i].down_state = as_state(v); }},
    {"Bobbing frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.weapons[i].ready_state = as_state(v); }},
    {"Shooting frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.weapons[i].attack_state = as_state(v); }},
    {"Firing frame", ValueKind::State,
     [](Definitions& d, int i, std::int64_t v) { d.weapons[i].flash_state = as_state(v); }},
    // MBF21's.
    {"Ammo per shot", ValueKind::NonNegative,
     [](Definitions& d, int i, std::int64_t v) { d.weapon_mbf21[i].ammo_per_shot = as_int(v); }},
    {"MBF21 Bits", ValueKind::WeaponFlags,
     [](Definitions& d, int i, std::int64_t v) { d.weapon_mbf21[i].flags = static_cast<std::uint32_t>(v); }},
}};

constexpr std::array<Field, 2> kAmmoFields = {{
    {"Max ammo", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.max_ammo[i] = as_int(v); }},
    {"Per ammo", ValueKind::Integer, [](Definitions& d, int i, std::int64_t v) { d.clip_ammo[i] = as_int(v); }},
}};

// Sound entries describe the executable's sound table (lump offsets,
// priorities, link fields); this engine's sound table is fixed, so the
// fields are checked and ignored.
constexpr std::array<Field, 9> kSoundFields = {{
    {"Offset", ValueKind::Integer, nullptr},
    {"Zero/One", ValueKind::Integer, nullptr},
    {"Value", ValueKind::Integer, nullptr},
    {"Zero 1", ValueKind::Integer, nullptr},
    {"Zero 2", ValueKind::Integer, nullptr},
    {"Zero 3", ValueKind::Integer, nullptr},
    {"Zero 4", ValueKind::Integer, nullptr},
    {"Neg. One 1", ValueKind::Integer, nullptr},
    {"Neg. One 2", ValueKind::Integer, nullptr},
}};

// A sprite's "Offset" points into the executable's name strings; renaming
// is done with Text instead, so it is ignored.
constexpr std::array<Field, 1> kSpriteFields = {{
    {"Offset", ValueKind::Integer, nullptr},
}};

constexpr std::array<Field, 15> kMiscFields = {{
    {"Initial Health", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.initial_health = as_int(v); }},
    {"Initial Bullets", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.initial_bullets = as_int(v); }},
    {"Max Health", ValueKind::Integer, [](Definitions& d, int, std::int64_t v) { d.misc.max_health = as_int(v); }},
    {"Max Armor", ValueKind::Integer, [](Definitions& d, int, std::int64_t v) { d.misc.max_armor = as_int(v); }},
    {"Green Armor Class", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.green_armor_class = as_int(v); }},
    {"Blue Armor Class", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.blue_armor_class = as_int(v); }},
    {"Max Soulsphere", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.max_soulsphere = as_int(v); }},
    {"Soulsphere Health", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.soulsphere_health = as_int(v); }},
    {"Megasphere Health", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.megasphere_health = as_int(v); }},
    {"God Mode Health", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.god_mode_health = as_int(v); }},
    {"IDFA Armor", ValueKind::Integer, [](Definitions& d, int, std::int64_t v) { d.misc.idfa_armor = as_int(v); }},
    {"IDFA Armor Class", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.idfa_armor_class = as_int(v); }},
    {"IDKFA Armor", ValueKind::Integer, [](Definitions& d, int, std::int64_t v) { d.misc.idkfa_armor = as_int(v); }},
    {"IDKFA Armor Class", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) { d.misc.idkfa_armor_class = as_int(v); }},
    // MBF21: also the BFG's ammo per shot (its spec, "Ammo per shot").
    {"BFG Cells/Shot", ValueKind::Integer,
     [](Definitions& d, int, std::int64_t v) {
         d.misc.bfg_cells_per_shot = as_int(v);
         d.weapon_mbf21[wp_bfg].ammo_per_shot = as_int(v);
     }},
}};

// The cheats DeHackEd can rename, by its names for them.
constexpr std::array<std::string_view, 17> kCheatNames = {
    "Change music",     "Chainsaw",      "God mode",   "Ammo & Keys",     "Ammo",           "No Clipping 1",
    "No Clipping 2",    "Invincibility", "Berserk",    "Invisibility",    "Radiation Suit", "Auto-map",
    "Lite-Amp Goggles", "BEHOLD menu",   "Level Warp", "Player Position", "Map cheat",
};

}  // namespace

void thing_line(Patch& patch, const Line& line, int index) {
    apply_field(patch, line, index, kThingFields, "Thing");
}
void frame_line(Patch& patch, const Line& line, int index) { apply_field(patch, line, index, kFrameFields, "Frame"); }
void pointer_line(Patch& patch, const Line& line, int index) {
    apply_field(patch, line, index, kPointerFields, "Pointer");
}
void weapon_line(Patch& patch, const Line& line, int index) {
    apply_field(patch, line, index, kWeaponFields, "Weapon");
}
void ammo_line(Patch& patch, const Line& line, int index) { apply_field(patch, line, index, kAmmoFields, "Ammo"); }
void sound_line(Patch& patch, const Line& line, int index) { apply_field(patch, line, index, kSoundFields, "Sound"); }
void sprite_line(Patch& patch, const Line& line, int index) {
    apply_field(patch, line, index, kSpriteFields, "Sprite");
}

void misc_line(Patch& patch, const Line& line, int index) {
    // DeHackEd writes this switch as 202 (off, the original) or 221 (on):
    // the values of the executable byte it patches.
    if (const auto a = split_assignment(line.text); a && iequals(a->name, "Monsters Infight")) {
        const auto value = parse_integer(a->value);
        if (value == 221 || value == 202) {
            patch.defs.misc.monsters_infight = value == 221;
        } else {
            patch.report(line.number, "Misc: Monsters Infight = " + quoted(a->value) +
                                          " must be 202 (off) or 221 (on); line skipped");
        }
        return;
    }
    apply_field(patch, line, index, kMiscFields, "Misc");
}

void cheat_line(Patch& patch, const Line& line, int) {
    const auto a = split_assignment(line.text);
    if (!a) {
        patch.report(line.number, "Cheat: expected 'name = keys', got " + quoted(line.text) + "; line skipped");
        return;
    }
    for (std::string_view name : kCheatNames) {
        if (!iequals(name, a->name)) continue;
        // DeHackEd ends a cheat's keys with a 0xff byte.
        std::string_view keys = a->value.substr(0, a->value.find('\xff'));
        if (keys.empty()) {
            patch.report(line.number, "Cheat: " + quoted(name) + " has no keys; line skipped");
            return;
        }
        patch.defs.cheats[std::string(name)] = std::string(keys);
        return;
    }
    patch.report(line.number, "unknown Cheat " + quoted(a->name) + "; line skipped");
}

}  // namespace sim::dehacked
