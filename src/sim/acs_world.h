#pragma once
// What ACS p-codes do to the level, beside the specials: printing to the
// players' message line, textures, line flags and specials, sounds, thing
// counts and ids. Private to sim/ (acs_vm.cpp).
#include <array>
#include <string>

#include "base/fixed.h"
#include "sim/acs_state.h"
#include "sim/info.h"

namespace sim {

struct World;

// The module's string `index`, or one scripts made ("" for neither, as ZDoom).
const std::string& acs_string(const World& w, int index);
// The number of string `s` among those scripts made, adding it when new;
// when the pool is full, the number that reads as "" (ZDoom would collect
// the strings no variable holds; a game that makes 65 535 is not expected).
int acs_make_string(World& w, const std::string& s);

// Print/PrintBold/HudMessage: the text goes to the message line of the
// activator if it is a player, else (and when bold) of every player.
void acs_print(World& w, const AcsThread& t, const std::string& text, bool bold);

// ChangeFloor/ChangeCeiling: sectors tagged `tag` get flat `name`.
void acs_change_flat(World& w, int tag, const std::string& name, bool ceiling);
// SetLineTexture (line id, side 0/1, position top/middle/bottom 0..2, name).
void acs_set_line_texture(World& w, int line_id, int side, int position, const std::string& name);
// SetLineBlocking (0 nothing, 1 creatures, 2 everything ...) and
// SetLineMonsterBlocking (0 or not).
void acs_set_line_blocking(World& w, int line_id, int setting, bool monsters);
void acs_set_line_special(World& w, int line_id, int special, const std::array<int, 5>& args);
void acs_clear_line_special(World& w, int line);

// ThingCount: living things with thing id `tid` (0: any) of ZDoom's spawn
// number `type` (0: any) or of class `name` (empty: any), in sectors
// tagged `tag` (-1: anywhere).
int acs_thing_count(World& w, int type, int tid, int tag = -1);
int acs_thing_count_named(World& w, const std::string& name, int tid, int tag = -1);
// The first thing with id `tid`, or the activator for tid 0.
const Mobj* acs_thing(const World& w, const AcsThread& t, int tid);

// Spawn: a thing of ZDoom class `name` at (x, y, z) with thing id `tid`,
// facing byte angle `angle`, where it has room; SpawnSpot: one at each
// thing or map spot with id `spot` (0: the activator). How many spawned; a
// class Doom has not gets one warning per map.
// The thing type of ZDoom class `name`; kNoThing, named in one warning, for none.
MobjType acs_class_to_spawn(World& w, const std::string& name);
// The Forced forms (ZDoom's built-in functions) spawn where there is no room too.
int acs_spawn(World& w, const std::string& name, base::fixed_t x, base::fixed_t y, base::fixed_t z, int tid, int angle,
              bool forced = false);
int acs_spawn_spot(World& w, const AcsThread& t, const std::string& name, int spot, int tid, int angle,
                   bool forced = false);
// SpawnSpotFacing: each facing its spot's way.
int acs_spawn_spot_facing(World& w, const AcsThread& t, const std::string& name, int spot, int tid, bool forced = false);

// Whether the floor (or ceiling) of the sector the thing with `tid` is in
// shows flat `name` (CheckActorFloorTexture).
bool acs_thing_on_flat(World& w, const AcsThread& t, int tid, const std::string& name, bool ceiling);
// ReplaceTextures (from, to, flags: not lower 1, middle 2, upper 4, floor 8, ceiling 16).
void acs_replace_textures(World& w, const std::string& from, const std::string& to, int flags);
// ChangeLevel: the level ends for map `name` (MAPxx, or ExMy of this episode);
// another name gets one warning and the level goes on.
void acs_change_level(World& w, const std::string& name);
// SectorDamage (tag, amount, type, protection, flags): things in sectors
// tagged `tag` are hurt: players (flag 1), other shootable things (2), those
// on the floor unless flag 4; none carrying `protection`. Armour always
// takes its share (ZDoom's flag 16, no armour, is not played).
void acs_sector_damage(World& w, int tag, int amount, const std::string& protection, int flags);
// GetLevelInfo by ZDoom's LEVELINFO_ numbers.
int acs_level_info(const World& w, int key);

// GetActorProperty / SetActorProperty by ZDoom's APROP_ numbers
// (acs_actor_properties.cpp): a Doom thing's health, speed, damage, flags,
// gravity, size and the like; others get one warning per map, read 0 and
// are not changed.
int acs_get_actor_property(World& w, const AcsThread& t, int tid, int property);
void acs_set_actor_property(World& w, const AcsThread& t, int tid, int property, int value);

// Whether a sector tagged `tag` has a floor or ceiling mover (TagWait).
bool acs_tag_busy(const World& w, int tag);

// Sounds by name: SNDINFO's logical names (sim/sound_names.h), Doom's
// sound lumps (DSPISTOL) or their names (pistol). Other names are not
// played: one warning each per map.
enum class AcsSoundFrom { Everywhere, Line, Activator, Things };
void acs_sound(World& w, const AcsThread& t, AcsSoundFrom from, const std::string& name, int tid = 0);

// One warning per map for `key`, with `text` after the map's name.
void acs_warn_once(World& w, const std::string& key, const std::string& text);

}  // namespace sim
