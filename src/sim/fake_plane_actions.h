#pragma once
// ZDoom's sector actions for Boom's fake planes (sector_actions.h has the
// others): in a sector drawn with another's floor and ceiling (deep water,
// SectorState::heightsec), SecActHitFakeFloor (9989) runs when a thing's
// feet come down through the fake floor, SecActEyesDive (9993) and
// SecActEyesSurface (9992) when its eye goes below or above it, and
// SecActEyesBelowC (9983) and SecActEyesAboveC (9982) the same for the
// fake ceiling. The eye is a player's view height up, other things' full
// height (half their height when they walk, as ZDoom's P_TryMove has it).
#include "base/fixed.h"

namespace sim {

struct World;
class Mobj;

// Their SectorActionKind bits, ZDoom's SECSPAC numbers.
inline constexpr int kSecActEyesDive = 64;
inline constexpr int kSecActEyesSurface = 128;
inline constexpr int kSecActEyesBelowC = 256;
inline constexpr int kSecActEyesAboveC = 512;
inline constexpr int kSecActHitFakeFloor = 1024;

// P_CheckFakeFloorTriggers: after `thing` went up or down from `old_z`.
void fake_plane_actions(World& w, Mobj& thing, base::fixed_t old_z);

// Whether `thing`'s walking eye is above its sector's fake floor and
// ceiling where it stands, taken before a move.
struct EyeAbove {
    bool floor = false, ceiling = false;
};
EyeAbove eye_above_fake_planes(const World& w, const Mobj& thing);

// P_TryMove's: after `thing` walked from `old_sector`, where `before` was
// its eye's place, into a sector: both with fake planes, the eye's
// crossings of the new sector's.
void walked_eye_actions(World& w, Mobj& thing, int old_sector, EyeAbove before);

}  // namespace sim
