#pragma once
#include <cstdint>
// Collision, movement, hitscans, use lines, splash damage and sector
// height changes (the original's p_map.c).
#include "sim/world.h"

namespace sim {

bool check_position(World& w, Mobj& thing, fixed_t x, fixed_t y);    // P_CheckPosition
// Who may step off a ledge higher than a step in P_TryMove (its dropoff
// argument). Vanilla lets no one without MF_DROPOFF or MF_FLOAT; Boom and
// later let momentum carry things off (Allowed), walking never.
// Whether a move may step off a ledge: never (monsters walking), allowed
// (momentum), or MBF's dog jump (at most 128 units down, and only towards
// a target below the ledge).
enum class Dropoff { Never, Allowed, DogJump };
bool try_move(World& w, Mobj& thing, fixed_t x, fixed_t y, Dropoff dropoff = Dropoff::Never);  // P_TryMove
bool teleport_move(World& w, Mobj& thing, fixed_t x, fixed_t y);     // P_TeleportMove
void slide_move(World& w, Mobj& mo);                                 // P_SlideMove
// P_AimLineAttack. MBF's aim passes over things (players aside) that share
// any of `skip_flags` with the shooter: MF_FRIEND, to prefer enemies.
fixed_t aim_line_attack(World& w, Mobj& t1, angle_t angle, fixed_t distance, std::uint32_t skip_flags = 0);
// MBF's autoaim that prefers enemies: aims past friends first, then, if
// nothing was found, at anything (below MBF: at anything at once).
fixed_t aim_at_enemies_first(World& w, Mobj& t1, angle_t angle, fixed_t distance);
void line_attack(World& w, Mobj& t1, angle_t angle, fixed_t distance, fixed_t slope, int damage);  // P_LineAttack
void use_lines(World& w, Player& player);                            // P_UseLines
void radius_attack(World& w, Mobj& spot, Mobj* source, int damage);  // P_RadiusAttack
// MBF21's P_RadiusAttack with a reach (map units) other than the damage.
void radius_attack(World& w, Mobj& spot, Mobj* source, int damage, int distance);
bool change_sector(World& w, int sector, bool crunch);               // P_ChangeSector (true = something didn't fit)

inline constexpr fixed_t kUseRange = 64 * base::kFracUnit;

}  // namespace sim
