#pragma once
// Boom's thinkers that its level-load line types start (boomref.txt):
// scrollers (85, 214-218, 245-255), friction (223) and pushers (224-226).
// They run in the thinker list after the level's things, in line order,
// as P_SpawnSpecials added them.
#include "sim/world.h"

namespace sim {

// ---- scrollers (boom_scrollers.cpp) ----

enum class ScrollKind { Side, Floor, Ceiling, Carry };

// The parts of a wall a side scroller moves (ZDoom's scw_top, scw_mid,
// scw_bottom): all three move the side's own offsets, as Boom's do; fewer
// move those parts' offsets (look_changes.h), as ZDoom's Scroll_Wall may.
inline constexpr int kTopPart = 1, kMidPart = 2, kBottomPart = 4, kAllParts = 7;

// scroll_t: moves a side's texture offsets, a plane's flat offsets, or the
// things on a floor, by (dx, dy) a tic; with a control sector, by that
// times the change of the control sector's floor plus ceiling height
// (displacement); accelerative ones add that to a speed they keep.
class Scroller final : public Thinker {
public:
    Scroller() : Thinker(ThinkerKind::Scroller) {}
    void think(World& w) override;  // T_Scroll

    ScrollKind type = ScrollKind::Side;
    fixed_t dx = 0, dy = 0;
    int affectee = -1;     // a side, or a sector
    int control = -1;      // the control sector, or -1
    fixed_t last_height = 0;
    fixed_t vdx = 0, vdy = 0;  // the speed of an accelerative one
    bool accel = false;
    int parts = kAllParts;  // a side's
};

// Add_Scroller: a scroller of `type` moving `affectee` (a side or a sector).
Scroller& add_scroller(World& w, ScrollKind type, fixed_t dx, fixed_t dy, int affectee, int control = -1,
                       bool accel = false);

// Boom's carrying factor, 3/32: things move as fast as the flat scrolls.
inline constexpr fixed_t kCarryFactor = 0x1800;

void spawn_boom_scrollers(World& w);  // P_SpawnScrollers

// ---- friction (boom_friction.cpp) ----

inline constexpr fixed_t kOrigFriction = 0xe800;
inline constexpr int kOrigFrictionFactor = 2048;

// friction_t: Boom 2.02 handed a sector's friction to the players touching
// its floor each tic; MBF reads the sector's own values instead.
class FrictionThinker final : public Thinker {
public:
    FrictionThinker() : Thinker(ThinkerKind::Friction) {}
    void think(World& w) override;  // T_Friction

    fixed_t friction = kOrigFriction;
    int movefactor = kOrigFrictionFactor;
    int affectee = -1;
};

void spawn_boom_friction(World& w);  // P_SpawnFriction
// P_GetFriction: the friction of the floors a thing touches (MBF), with
// their move factor.
fixed_t thing_friction(const World& w, const Mobj& mo, int* movefactor = nullptr);
// P_GetMoveFactor: how strongly a walker's push moves it here, and the
// friction it found.
int thing_move_factor(World& w, Mobj& mo, fixed_t* friction = nullptr);
// The friction P_XYMovement applies to a thing that slides on at a Boom
// level: `moved` whether it went anywhere this tic.
fixed_t sliding_friction(World& w, Mobj& mo, bool moved);

// ---- pushers (boom_pushers.cpp) ----

enum class PushKind { Point, Wind, Current };

// pusher_t: wind and current push the players touching their sector;
// a point pusher (MT_PUSH) or puller (MT_PULL) acts in a circle around
// its thing, on whatever sees it.
class Pusher final : public Thinker {
public:
    Pusher() : Thinker(ThinkerKind::Pusher) {}
    void think(World& w) override;  // T_Pusher

    PushKind type = PushKind::Wind;
    Mobj* source = nullptr;  // the point's thing
    int x_mag = 0, y_mag = 0, magnitude = 0;
    fixed_t radius = 0, x = 0, y = 0;
    int affectee = -1;
};

void spawn_boom_pushers(World& w);  // P_SpawnPushers
// A wind or current pusher of sector `affectee` along (dx, dy), fixed
// point (a line's deltas: as strong as the line is long).
void add_sector_pusher(World& w, PushKind type, fixed_t dx, fixed_t dy, int affectee);
// A pusher's push changed to (dx, dy), as ZDoom's scripts change it.
void set_pusher_push(Pusher& p, fixed_t dx, fixed_t dy);

// ---- deep water (boom_deep_water.cpp) ----

// 242: each tagged sector's heightsec is the line's front sector, whose
// floor is the water's surface that carriers, pushers and MBF's friction
// ask for (-1: none).
void spawn_boom_deep_water(World& w);
// The same for ZDoom's Transfer_Heights (209) on Hexen-type maps: the
// sectors with id `tag` take line `line`'s front sector as their heightsec.
void transfer_heights(World& w, int line, int tag);
int water_control_sector(const World& w, int sector);
// P_CheckSight's Boom test: t1 (in sector s1) and t2 (in s2) on opposite
// sides of a fake floor or ceiling of either's sector do not see each
// other. Boom used t1's height for the ceiling case from both sides.
bool fake_planes_hide(const World& w, const Mobj& t1, int s1, const Mobj& t2, int s2);

}  // namespace sim
