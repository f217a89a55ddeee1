#pragma once
// Map object life cycle and motion (the original's p_mobj.c).
#include "sim/world.h"

namespace sim {

inline constexpr fixed_t kOnFloorZ = INT32_MIN;    // ONFLOORZ
inline constexpr fixed_t kOnCeilingZ = INT32_MAX;  // ONCEILINGZ
inline constexpr fixed_t kGravity = base::kFracUnit;
inline constexpr fixed_t kMaxMove = 30 * base::kFracUnit;
inline constexpr fixed_t kStopSpeed = 0x1000;
inline constexpr fixed_t kFriction = 0xe800;
inline constexpr fixed_t kFloatSpeed = 4 * base::kFracUnit;
inline constexpr fixed_t kViewHeight = 41 * base::kFracUnit;
inline constexpr fixed_t kMaxRadius = 32 * base::kFracUnit;
inline constexpr fixed_t kMeleeRange = 64 * base::kFracUnit;
inline constexpr fixed_t kMissileRange = 32 * 64 * base::kFracUnit;
inline constexpr fixed_t kMaxStepUp = 24 * base::kFracUnit;  // highest step a walker climbs or drops
inline constexpr int kBaseThreshold = 100;  // tics a monster sticks to a new target

Mobj* spawn_mobj(World& w, fixed_t x, fixed_t y, fixed_t z, MobjType type);   // P_SpawnMobj
void remove_mobj(World& w, Mobj& mo);                                          // P_RemoveMobj
// P_SetMobjState: returns false when the object was removed (state S_NULL).
bool set_mobj_state(World& w, Mobj& mo, StateNum state);
void explode_missile(World& w, Mobj& mo);                                     // P_ExplodeMissile
void spawn_puff(World& w, fixed_t x, fixed_t y, fixed_t z);                   // P_SpawnPuff
void spawn_blood(World& w, fixed_t x, fixed_t y, fixed_t z, int damage);      // P_SpawnBlood
bool check_missile_spawn(World& w, Mobj& th);                                 // P_CheckMissileSpawn
Mobj* spawn_missile(World& w, Mobj& source, Mobj& dest, MobjType type);      // P_SpawnMissile
Mobj* spawn_player_missile(World& w, Mobj& source, MobjType type);           // P_SpawnPlayerMissile
void spawn_player(World& w, const map::Thing& start);                         // P_SpawnPlayer
Mobj* spawn_map_thing(World& w, const map::Thing& thing);
// Its filters for things other than starts: whether the game's mode (single
// player, coop, deathmatch) and skill place the thing at all.
bool placed_in_this_game(const World& w, const map::Thing& thing);
// The thing type a map thing number spawns at this level, or kNoThing.
MobjType type_of_doomednum(const World& w, int doomednum);  // P_SpawnMapThing: the thing, or null (starts too)
void apply_torque(World& w, Mobj& mo);  // MBF's P_ApplyTorque (ledge_torque.cpp)
inline constexpr int kMaxTorqueGear = 22;  // MAXGEAR: the weakest push
void respawn_specials(World& w);                                              // P_RespawnSpecials
// A push that moves a thing besides its momentum this tic (ZDoom's scroll
// argument of P_XYMovement: Hexen's currents, hexen_sector_push).
struct Carry {
    fixed_t x = 0, y = 0;
    explicit operator bool() const { return x || y; }
};
void xy_movement(World& w, Mobj& mo, Carry carry = {});                       // P_XYMovement
void z_movement(World& w, Mobj& mo);                                          // P_ZMovement
// ZDoom's waterlevel in a swimmable 3D floor: 0 out of it, 1 in it to below its middle, 2 deeper.
int water_level(const World& w, const Mobj& mo);

}  // namespace sim
