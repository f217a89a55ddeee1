#pragma once
// A map object (the original's mobj_t): things, monsters, missiles,
// pickups, decorations and the players' bodies. Field meanings and units
// are the original's; pointers to other objects may outlive the object's
// removal (see ThinkerList::remove).
#include <array>
#include <cstdint>
#include <vector>

#include "base/fixed.h"
#include "sim/info.h"
#include "sim/music_changers.h"
#include "sim/thinker.h"

namespace sim {

using base::angle_t;
using base::fixed_t;

struct Player;
struct SectorState;

// Movement directions of the monster chase code (dirtype_t).
enum DirType : int {
    DI_EAST, DI_NORTHEAST, DI_NORTH, DI_NORTHWEST, DI_WEST, DI_SOUTHWEST, DI_SOUTH, DI_SOUTHEAST, DI_NODIR,
    NUMDIRS
};

// Aligned to a cache line, and the fields that an idle thing's think reads
// come first (the original's order otherwise): most things do nothing in
// most tics, and the thinker loop then reads one line of each.
class alignas(64) Mobj final : public Thinker {
public:
    Mobj() : Thinker(ThinkerKind::Mobj) {}
    void think(World& world) override;  // P_MobjThinker, below

    fixed_t momx = 0, momy = 0, momz = 0;
    fixed_t z = 0, floorz = 0;
    int tics = 0;
    std::uint32_t flags = 0;
    fixed_t x = 0, y = 0;
    // Links in the sector's thing list (P_SetThingPosition) and the
    // blockmap cell's list, as intrusive pointers in the original order.
    Mobj* snext = nullptr;
    Mobj* sprev = nullptr;
    Mobj* bnext = nullptr;
    Mobj* bprev = nullptr;
    angle_t angle = 0;
    SpriteNum sprite = SPR_TROO;
    int frame = 0;            // may carry kFullBright
    int subsector = 0;        // index into level subsectors
    fixed_t ceilingz = 0;
    fixed_t radius = 0, height = 0;
    int validcount = 0;
    MobjType type = MT_PLAYER;
    const MobjInfo* info = nullptr;  // points into World::defs
    StateNum state = S_NULL;  // index into the state table
    int health = 0;
    int movedir = DI_EAST;    // DirType
    int movecount = 0;
    Mobj* target = nullptr;
    int reactiontime = 0;
    int threshold = 0;
    Player* player = nullptr;
    int lastlook = 0;
    // Where it was spawned, for nightmare/-respawn (mapthing_t).
    struct SpawnPoint {
        int x = 0, y = 0, angle = 0, type = 0, options = 0;
    } spawnpoint;
    Mobj* tracer = nullptr;
    // Boom and MBF monster memory, unused at vanilla: the enemy it chased
    // before the current one, MBF's tics left backing away from a melee
    // attacker and before it reconsiders its target, and the lowest floor
    // under its box after its last move (tmdropoffz).
    Mobj* lastenemy = nullptr;
    int strafecount = 0;
    int pursuecount = 0;
    fixed_t dropoffz = 0;
    // Which of World::monster_lists holds it (MonsterClass), or -1.
    int monster_list = -1;
    // MBF's torque (ledge_torque.cpp): tipping off a ledge (MIF_FALLING),
    // and how far the push has been geared down so it settles.
    bool falling = false;
    int gear = 0;
    // MBF's MIF_ARMED: a lifeless thing that has come to rest; touchy, it
    // then explodes when touched or when it lands (mbf_bouncers.h).
    bool armed = false;
    // Boom 2.02's friction, set by its friction thinkers for the next move
    // (boom_friction.cpp); whether a scroller or pusher moved it this tic
    // (MIF_SCROLLING); the sectors its box touches (touching_sectorlist,
    // at Boom levels; rebuilt, not saved).
    fixed_t friction = 0xe800;
    int movefactor = 2048;
    bool scrolling = false;
    std::vector<int> touching_sectors;
    // MBF21's thing flags (Mbf21Flag), from its type and changed by
    // A_AddFlags / A_RemoveFlags; read at complevel 21 only.
    std::uint32_t flags2 = 0;
    // A UDMF map thing's own gravity, as a factor of the level's (1.0 for
    // every other thing), and whether picking it up counts as a secret
    // (udmf_thing_fields.h).
    fixed_t gravity = base::kFracUnit;
    bool counts_secret = false;
    // ZDoom's thing id, the special it runs when it dies or is picked up,
    // and whether it sleeps (thing_ids.h, thing_specials.h); 0 and false
    // outside Hexen-type maps.
    int tid = 0;
    int special = 0;
    std::array<int, 5> args{};
    bool dormant = false;
    // ACS's colour translation it is drawn through (Thing_SetTranslation,
    // SetTranslation: sim::LookChanges::translations); 0: none, and
    // MF_TRANSLATION's player colours as in the original.
    int translation = 0;

private:
    bool move(World& world);
    void next_state(World& world);
    void count_to_respawn(World& world);
};

bool hexen_specials(const World& w);  // hexen_specials.h: a player at rest there may be pushed

// Most things in most tics neither move nor change state; inline, that
// path costs the thinker loop (which calls map objects directly) no call.
inline void Mobj::think(World& world) {
    // dsda-doom's changers neither move nor change state.
    if (type == MT_MUSICSOURCE) [[unlikely]] {
        watch_music_changer(world, *this);
        return;
    }
    // Touchy things take the slow path at rest too: MBF arms them there.
    if ((momx || momy || (flags & (MF_SKULLFLY | MF_TOUCHY)) || z != floorz || momz || falling || z > dropoffz ||
         (player && hexen_specials(world))) &&
        !move(world))
        return;
    if (tics != -1) {
        if (!--tics) next_state(world);
        return;
    }
    if ((flags & MF_COUNTKILL) && !dormant) count_to_respawn(world);
}

}  // namespace sim
