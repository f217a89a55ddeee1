#pragma once
// The thinkers that line and sector specials start: doors, floors,
// ceilings, lifts and light effects (the original's vldoor_t,
// floormove_t, ceiling_t, plat_t, fireflicker_t, lightflash_t, strobe_t,
// glow_t). Private to sim/, but savegames and renderers read them, so the
// fields are public and named as the original's. Sectors are indices.
#include <algorithm>
#include <type_traits>
#include <vector>

#include "sim/specials.h"
#include "sim/world.h"

namespace sim {

// ---- moving a floor or ceiling (plane_mover.cpp) ----

enum class MoveResult { Ok, Crushed, PastDest };  // result_e
enum class Plane { Floor = 0, Ceiling = 1 };

// T_MovePlane: moves one plane of a sector `speed` towards `dest` in
// `direction` (1 up, -1 down), letting things in the sector react
// (change_sector) and undoing the step where they do not fit.
// `hexen_crush` (a lowering ceiling): Hexen's way, the plane waits above what
// it crushes instead of going on through it.
MoveResult move_plane(World& w, int sector, fixed_t speed, fixed_t dest, bool crush, Plane plane, int direction,
                      bool hexen_crush = false);

inline constexpr fixed_t kDoorSpeed = 2 * base::kFracUnit;  // VDOORSPEED
inline constexpr int kDoorWait = 150;                       // VDOORWAIT
inline constexpr fixed_t kFloorSpeed = base::kFracUnit;     // FLOORSPEED
inline constexpr fixed_t kCeilingSpeed = base::kFracUnit;   // CEILSPEED
inline constexpr fixed_t kPlatSpeed = base::kFracUnit;      // PLATSPEED
inline constexpr int kPlatWait = 3;                         // seconds
inline constexpr int kTicRate = 35;

// ---- doors (doors.cpp) ----

class Door final : public Thinker {
public:
    Door() : Thinker(ThinkerKind::Door) {}
    void think(World& w) override;  // T_VerticalDoor

    DoorKind type = DoorKind::Normal;
    int sector = -1;
    fixed_t topheight = 0;
    fixed_t speed = 0;
    int direction = 0;     // 1 up, 0 waiting at the top, -1 down, 2 initial wait
    int topwait = 0;       // tics to wait at the top
    int topcountdown = 0;  // when it reaches 0, start going down
    // Boom: the tag whose sectors light up as the door opens (killough's
    // door lighting; 0 for none).
    int lighttag = 0;
};

// ---- floors (floors.cpp) ----

class FloorMove final : public Thinker {
public:
    FloorMove() : Thinker(ThinkerKind::Floor) {}
    void think(World& w) override;  // T_MoveFloor

    FloorKind type = FloorKind::LowerFloor;
    bool crush = false;
    int sector = -1;
    int direction = 0;
    int newspecial = 0;
    int texture = 0;  // a short in the original
    fixed_t floordestheight = 0;
    fixed_t speed = 0;

    // ZDoom's stairs with a delay or a reset (Hexen-type specials; all 0
    // for Doom's, which move as they always did): after each `per_step`
    // tics of moving the step stands `delay` tics; `reset` tics after it
    // started it turns back to `origin`, and until then an arrived step
    // waits. DFloor::Tick's m_Delay, m_PerStepTime, m_ResetCount, m_OrgDist.
    struct StairTiming {
        int delay = 0, per_step = 0;
        int step_left = 0, pause = 0;  // tics to the next pause, tics of it left
        int reset = 0;                 // tics left to the reset; 0: none, or begun
        fixed_t origin = 0;
        bool waiting = false;    // arrived; stands until the reset
        bool resetting = false;  // going back to `origin`
        bool timed() const { return delay > 0 || reset > 0 || resetting; }
    };
    StairTiming stair;
};

// Gives every floor mover started in a sector since `before` (each
// sector's specialdata then) ZDoom's stair delay and reset (stair_timing.cpp).
void time_new_stairs(World& w, const std::vector<Thinker*>& before, fixed_t speed, fixed_t step, int delay, int reset);
std::vector<Thinker*> sector_movers(const World& w);
// Runs `build` (a stair special) and times the steps it started.
template <class Build>
bool build_timed_stairs(World& w, fixed_t speed, fixed_t step, int delay, int reset, Build&& build) {
    if (delay <= 0 && reset <= 0) return build();
    const std::vector<Thinker*> before = sector_movers(w);
    const bool any = build();
    time_new_stairs(w, before, speed, step, delay, reset);
    return any;
}

enum class StairKind { Build8, Turbo16 };  // stair_e

// ---- ceilings (ceilings.cpp) ----

// The last two are ZDoom's: SilentFastCrushAndRaise, a silent crusher at
// other speeds than Doom's (the fast crusher's moves with the silent one's
// sounds); CrushRaiseAndStay, the fast crusher's moves once, done at the top.
// Then Boom's: LowerToLowest and LowerToMaxFloor (types 199-202), the
// generalized ceiling with its texture changes as FloorKind's, and the
// generalized crushers.
enum class CeilingKind {  // ceiling_e
    LowerToFloor, RaiseToHighest, LowerAndCrush, CrushAndRaise, FastCrushAndRaise, SilentCrushAndRaise,
    SilentFastCrushAndRaise, CrushRaiseAndStay, LowerToLowest, LowerToMaxFloor, GenCeiling, GenCeilingChg,
    GenCeilingChgT, GenCeilingChg0, GenCrusher, GenSilentCrusher,
    SilentCrushRaiseAndStay  // ZDoom's Ceiling_CrushRaiseAndStaySilA
};

class Ceiling final : public Thinker {
public:
    Ceiling() : Thinker(ThinkerKind::Ceiling) {}
    void think(World& w) override;  // T_MoveCeiling

    CeilingKind type = CeilingKind::LowerToFloor;
    int sector = -1;
    fixed_t bottomheight = 0, topheight = 0;
    fixed_t speed = 0;
    // A crusher's speeds down and back up, taken again at each end (the
    // original's crushers restart at CEILSPEED, or keep the fast one's).
    fixed_t downspeed = 0, upspeed = 0;
    bool crush = false;
    // ZDoom's Hexen crush mode (Generic_Crusher2): it waits above what it
    // crushes, at its speed, instead of going on through it slowly.
    bool hexen_crush = false;
    int direction = 0;  // 1 up, 0 in stasis, -1 down
    int tag = 0;
    int olddirection = 0;
    // Boom's generalized ceilings: the flat and special taken at the end.
    int texture = 0;
    int newspecial = 0;
};

// ---- lifts (plats.cpp) ----

enum class PlatStatus { Up, Down, Waiting, InStasis };  // plat_e
// UpWaitDownStay is Hexen's (Plat_UpWaitDownStay): done once back down.
// Then Boom's: ToggleUpDown (type 212, the floor to the ceiling and back
// at once, silent), GenLift and GenPerpetual (generalized lifts).
enum class PlatKind {
    PerpetualRaise, DownWaitUpStay, RaiseAndChange, RaiseToNearestAndChange, BlazeDWUS, UpWaitDownStay,
    ToggleUpDown, GenLift, GenPerpetual
};

class Plat final : public Thinker {
public:
    Plat() : Thinker(ThinkerKind::Plat) {}
    void think(World& w) override;  // T_PlatRaise

    int sector = -1;
    fixed_t speed = 0;
    fixed_t low = 0, high = 0;
    int wait = 0;
    int count = 0;
    PlatStatus status = PlatStatus::Up;
    PlatStatus oldstatus = PlatStatus::Up;
    bool crush = false;
    int tag = 0;
    PlatKind type = PlatKind::PerpetualRaise;

private:
    void arrive(World& w);  // at either end: wait there (or, a toggle, stop)
};

// ---- Boom's elevators (boom_elevators.cpp) ----

// The floor and ceiling of a sector moving together (types 227-238),
// owning both planes.
enum class ElevatorKind { Up, Down, Current };  // elevateUp, elevateDown, elevateCurrent

class Elevator final : public Thinker {
public:
    Elevator() : Thinker(ThinkerKind::Elevator) {}
    void think(World& w) override;  // T_MoveElevator

    ElevatorKind type = ElevatorKind::Up;
    int sector = -1;
    int direction = 0;
    fixed_t floordestheight = 0, ceilingdestheight = 0;
    fixed_t speed = 0;
};

// ---- lights (lights.cpp) ----

inline constexpr int kGlowSpeed = 8;
inline constexpr int kStrobeBright = 5;
inline constexpr int kFastDark = 15;
inline constexpr int kSlowDark = 35;

class FireFlicker final : public Thinker {
public:
    FireFlicker() : Thinker(ThinkerKind::FireFlicker) {}
    void think(World& w) override;  // T_FireFlicker

    int sector = -1;
    int count = 0;
    int maxlight = 0, minlight = 0;
};

class LightFlash final : public Thinker {
public:
    LightFlash() : Thinker(ThinkerKind::LightFlash) {}
    void think(World& w) override;  // T_LightFlash

    int sector = -1;
    int count = 0;
    int maxlight = 0, minlight = 0;
    int maxtime = 0, mintime = 0;
};

class Strobe final : public Thinker {
public:
    Strobe() : Thinker(ThinkerKind::Strobe) {}
    void think(World& w) override;  // T_StrobeFlash

    int sector = -1;
    int count = 0;
    int minlight = 0, maxlight = 0;
    int darktime = 0, brighttime = 0;
};

class Glow final : public Thinker {
public:
    Glow() : Thinker(ThinkerKind::Glow) {}
    void think(World& w) override;  // T_Glow

    int sector = -1;
    int minlight = 0, maxlight = 0;
    int direction = 0;
};

// The fixed-size registries of active ceilings and plats (activeceilings,
// activeplats): a mover takes the first free slot; finishing clears its
// slot, frees its sector and removes the thinker. A full registry changes
// nothing and returns false, unless `more` (Boom's unlimited lists) takes
// it; a missing entry changes nothing (see the callers for vanilla's
// reaction).
template <class Mover, std::size_t N>
bool register_mover(std::array<Mover*, N>& slots, std::vector<Mover*>* more, Mover* mover) {
    for (Mover*& slot : slots) {
        if (!slot) {
            slot = mover;
            return true;
        }
    }
    if (!more) return false;
    more->push_back(mover);
    return true;
}

// Every registered mover, slots first.
template <class Mover, std::size_t N, class F>
void for_each_registered(const std::array<Mover*, N>& slots, const std::vector<Mover*>& more, F&& f) {
    for (Mover* m : slots)
        if (m) f(*m);
    for (Mover* m : more) f(*m);
}

// ---- Boom's rules for the map ----

// Boom's map rules (split plane movers, generalized sector bits, its
// stair and light fixes) hold for Doom-format maps at Boom levels and
// later; a Hexen-type map keeps its own at any level (plane_mover.cpp).
bool boom_map_rules(const World& w);

// Boom lets a sector's floor and ceiling move at once: floor movers and
// lifts own specialdata (Boom's floordata), ceilings and doors own
// ceilingdata. Vanilla has the one specialdata for every mover.
inline bool separate_plane_movers(const World& w) { return boom_map_rules(w); }
inline Thinker*& ceiling_mover(World& w, int sector) {
    SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
    return separate_plane_movers(w) ? s.ceilingdata : s.specialdata;
}
inline Thinker* ceiling_mover(const World& w, int sector) {
    const SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
    return separate_plane_movers(w) ? s.ceilingdata : s.specialdata;
}

template <class Mover, std::size_t N>
void unregister_mover(World& w, std::array<Mover*, N>& slots, std::vector<Mover*>& more, Mover* mover) {
    auto finish = [&] {
        if constexpr (std::is_same_v<Mover, Ceiling>) ceiling_mover(w, mover->sector) = nullptr;
        else w.sectors[static_cast<std::size_t>(mover->sector)].specialdata = nullptr;
        w.thinkers.remove(mover);
    };
    for (Mover*& slot : slots) {
        if (slot == mover) {
            finish();
            slot = nullptr;
            return;
        }
    }
    const auto it = std::find(more.begin(), more.end(), mover);
    if (it == more.end()) return;
    finish();
    more.erase(it);
}

}  // namespace sim
