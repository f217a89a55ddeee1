#pragma once
// Boom's generalized sector types, read at Boom levels and later: bits
// 0-4 are Doom's type (lights, doors, E1M8's exit), 5-6 damage (none, 5,
// 10 or 20 a hit, the last leaking through a suit), 7 secret, 8 friction,
// 9 push; MBF21 adds bit 12, instant death (the damage bits then say
// whom: the player unless suited or invulnerable, the player, everyone
// and exit, everyone and the secret exit). Vanilla reads the whole number
// as Doom's type.
#include "sim/world.h"

namespace sim {

struct SectorTypeBits {
    int doom_type = 0;  // the low five bits
    int damage = 0;     // 0..3
    bool secret = false, friction = false, push = false, death = false;
};
SectorTypeBits decode_sector_type(int special);

// Whether a sector's friction (push) bit is set, at the game's level;
// always false at vanilla. The friction and pusher thinkers ask these.
bool sector_has_friction(const World& w, int sector);
// Hexen-type maps' friction and push bits, ZDoom's numbers (hexen_sector_forces.cpp).
inline constexpr int kZDoomFrictionBit = 0x800, kZDoomPushBit = 0x1000;
bool sector_has_push(const World& w, int sector);

// Doom's type a sector's special stands for at the game's level (the low
// bits at Boom levels, the whole number in vanilla).
int doom_sector_type(const World& w, int special);

// P_PlayerInSpecialSector for a special of 32 or more at a Boom level.
void player_in_generalized_sector(World& w, Player& player, SectorState& sector);

}  // namespace sim
