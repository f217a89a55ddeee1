#pragma once
// The ZDoom UDMF fields that change how one map thing plays: its height
// over the floor, its health and gravity (factors of its class's, or with a minus sign the value
// itself), `countsecret` (picking it up is a secret found), and each
// sector's gravity. Things of classic maps and things spawned in play keep
// the class's values, so none of this is ever read outside UDMF maps.
#include "map/level_extensions.h"
#include "sim/mobj.h"

namespace sim {

struct World;
struct Player;

// P_SpawnMapThing's last steps for a UDMF thing; also counts the level's secrets.
void apply_udmf_thing_fields(World& w, Mobj& mo, const map::ThingExtension& thing);

// What a falling thing gains each tic: Doom's 1.0, times the level's (ACS's SetGravity),
// its sector's and its own gravity.
fixed_t fall_gravity(const World& w, const Mobj& mo);
// A UDMF sector's gravity field, as SectorState::gravity keeps it.
fixed_t sector_gravity_factor(const map::SectorExtension& sector);

// A `countsecret` thing picked up: the player found a secret.
void pick_up_secret(Player& player, const Mobj& special);

}  // namespace sim
