#pragma once
// Boom's generalized linedef types (0x2F80..0x7FFF): a line special whose
// bits say what moves, how, and what sets it off. This header decodes the
// bits (Boom's boomref.txt layout, as the PrBoom family reads it); the
// starters live in boom_gen_planes.cpp and boom_gen_doors.cpp, the
// triggers in boom_line_triggers.cpp.
#include "sim/world.h"

namespace sim {

// The ranges, from the top down: each class starts at its base.
inline constexpr int kGenCrusherBase = 0x2F80;
inline constexpr int kGenStairsBase = 0x3000;
inline constexpr int kGenLiftBase = 0x3400;
inline constexpr int kGenLockedBase = 0x3800;
inline constexpr int kGenDoorBase = 0x3C00;
inline constexpr int kGenCeilingBase = 0x4000;
inline constexpr int kGenFloorBase = 0x6000;
inline constexpr int kGenEnd = 0x8000;

enum class GenClass { None, Crusher, Stairs, Lift, LockedDoor, Door, Ceiling, Floor };
GenClass generalized_class(int special);

// Bits 0-2 of every class: W walk over, S switch (use), G gun (shoot),
// D door-style use (acts on the sector behind the line, needs no tag);
// 1 once, R repeatable.
enum class GenTrigger { W1, WR, S1, SR, G1, GR, D1, DR };
inline GenTrigger generalized_trigger(int special) { return static_cast<GenTrigger>(special & 7); }
inline bool trigger_is_manual(GenTrigger t) { return t == GenTrigger::D1 || t == GenTrigger::DR; }

// Bits 3-4 of every class: slow, normal, fast, turbo (each class its own
// speeds for them).
inline int generalized_speed(int special) { return (special >> 3) & 3; }

// Whether a monster may set the line off. Floors and ceilings allow it
// through their model bit when they change nothing; locked doors never.
bool generalized_monsters_allowed(int special);

struct GenFloor {  // also GenCeiling's layout
    bool crush;
    int change;  // 0 none, 1 zero the special, 2 flat only, 3 flat and special
    int target;  // floor: highest/lowest/next neighbour floor, lowest neighbour ceiling, own ceiling,
                 // shortest lower texture, 24, 32; ceiling: highest/lowest/next neighbour ceiling,
                 // highest neighbour floor, own floor, shortest upper texture, 24, 32
    bool up;
    bool numeric_model;  // the model is a neighbour at the target height, not the trigger's front sector
    int speed;
    fixed_t value = 0;   // ZDoom's Generic_Floor and Generic_Ceiling: the move of kGenTargetByValue
};
GenFloor decode_gen_floor(int special);  // either class, from its own base
// A target no bit pattern gives: up or down by GenFloor::value.
inline constexpr int kGenTargetByValue = 8;

struct GenDoor {
    int delay;  // 1, 4, 9 or 30 seconds (35, 150, 300, 1050 tics)
    bool monsters;
    int kind;   // 0 open-wait-close, 1 open, 2 close-wait-open, 3 close
    int speed;
};
GenDoor decode_gen_door(int special);

struct GenLockedDoor {
    bool skull_is_card;  // a skull and a card of one colour count as the same key
    int key;             // 0 any, red/blue/yellow card, red/blue/yellow skull, 7 all
    bool stays_open;
    int speed;
};
GenLockedDoor decode_gen_locked_door(int special);

struct GenLift {
    int target;  // 0 lowest neighbour floor, 1 next lower floor, 2 lowest neighbour ceiling, 3 perpetual
    int delay;   // 1, 3, 5 or 10 seconds
    bool monsters;
    int speed;
};
GenLift decode_gen_lift(int special);

struct GenStairs {
    bool ignore_texture;
    bool up;
    int step;  // 4, 8, 16 or 24 units
    bool monsters;
    int speed;
};
GenStairs decode_gen_stairs(int special);

struct GenCrusher {
    bool silent;
    bool monsters;
    int speed;
};
GenCrusher decode_gen_crusher(int special);

// A generalized floor (ceiling) mover in sector `secnum` at `speed`, the
// trigger model `model_sector` (-1: none); false when the plane already
// moves. Boom's lines and ZDoom's Generic_Floor / Generic_Ceiling start
// theirs here.
bool start_gen_floor(World& w, int secnum, const GenFloor& g, fixed_t speed, int model_sector);
bool start_gen_ceiling(World& w, int secnum, const GenFloor& g, fixed_t speed, int model_sector);
// A generalized staircase from sector `secnum`, steps of `stairsize` at
// `speed` (ZDoom's Generic_Stairs too); false when one still builds there.
bool start_gen_stairs(World& w, int secnum, bool up, bool ignore_texture, fixed_t speed, fixed_t stairsize);

// The starters: each acts on the line's tagged sectors, or for a D
// trigger the sector behind the line, and says whether anything started.
bool ev_do_gen_floor(World& w, int line);
bool ev_do_gen_ceiling(World& w, int line);
bool ev_do_gen_stairs(World& w, int line);  // a success flips a repeatable line's direction
bool ev_do_gen_crusher(World& w, int line);
bool ev_do_gen_door(World& w, int line);
bool ev_do_gen_locked_door(World& w, int line);
bool ev_do_gen_lift(World& w, int line);
// Whether the player holds the keys a generalized locked door asks for;
// if not, says so (P_CanUnlockGenDoor).
bool can_unlock_gen_door(World& w, int line, Player& player);

// The sectors a generalized line acts on: its tagged sectors, or for a D
// trigger the sector behind it (none when it is one-sided).
std::vector<int> generalized_sectors(const World& w, int line);

}  // namespace sim
