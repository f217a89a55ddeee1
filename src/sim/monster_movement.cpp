// How monsters judge distances, step along their eight chase directions and
// find players to chase (the original's P_CheckMeleeRange, P_CheckMissileRange,
// P_Move, P_TryWalk, P_NewChaseDir and P_LookForPlayers).
#include <cstdlib>

#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/movement.h"
#include "sim/point_to_angle.h"
#include "sim/sight.h"
#include "sim/specials.h"

namespace sim {

namespace {

constexpr std::array<int, 9> kOpposite = {DI_WEST, DI_SOUTHWEST, DI_SOUTH, DI_SOUTHEAST, DI_EAST,
                                          DI_NORTHEAST, DI_NORTH, DI_NORTHWEST, DI_NODIR};
// Indexed by (south ? 2 : 0) + (east ? 1 : 0).
constexpr std::array<int, 4> kDiagonals = {DI_NORTHWEST, DI_NORTHEAST, DI_SOUTHWEST, DI_SOUTHEAST};

// P_Move after a monster opened a door (good: 1 the line in its way, 2
// another one). Vanilla and comp_doorstuck say the move worked. Boom 2.02
// says so three times in four, so monsters stuck in door tracks get out;
// MBF usually believes a door in the way and doubts any other.
bool door_opened_frees_monster(World& w, int good) {
    const CompatOptions& compat = w.opts.compat;
    if (!compat.boom() || compat.has(comp_doorstuck)) return true;
    if (!compat.mbf()) return (w.rng.p_random() & 3) != 0;
    return (w.rng.p_random() >= 230) != ((good & 1) != 0);
}

}  // namespace

angle_t angle_between(const Mobj& from, const Mobj& to) {
    return point_to_angle2(from.x, from.y, to.x, to.y);
}

bool check_melee_range(World& w, Mobj& actor) {
    if (!actor.target) return false;
    Mobj& pl = *actor.target;
    // MBF: friends never bite friends.
    if (w.opts.compat.mbf() && (actor.flags & pl.flags & MF_FRIEND)) return false;
    const fixed_t dist = aprox_distance(wrap_sub(pl.x, actor.x), wrap_sub(pl.y, actor.y));
    // The reach uses the target type's radius, not the object's own field;
    // MBF21 gives each type its own melee range.
    const fixed_t range = w.opts.compat.mbf21() ? actor.info->melee_range : kMeleeRange;
    if (dist >= range - 20 * base::kFracUnit + pl.info->radius) return false;
    return check_sight(w, actor, pl);
}

namespace {

// MBF21's end of P_CheckMissileRange: the original's per-type rules as
// flags the vanilla things carry (SHORTMRANGE the arch-vile, LONGMELEE and
// RANGEHALF the revenant, …), so a patch can give them to any thing.
bool mbf21_missile_chance(World& w, const Mobj& actor, int dist) {
    const std::uint32_t f = actor.flags2;
    if ((f & MF2_SHORTMRANGE) && dist > 14 * 64) return false;
    if ((f & MF2_LONGMELEE) && dist < 196) return false;  // close enough to punch instead
    if (f & MF2_RANGEHALF) dist >>= 1;
    if (dist > 200) dist = 200;
    if ((f & MF2_HIGHERMPROB) && dist > 160) dist = 160;
    return w.rng.p_random() >= dist;
}

}  // namespace

bool check_missile_range(World& w, Mobj& actor) {
    if (!check_sight(w, actor, *actor.target)) return false;

    if (actor.flags & MF_JUSTHIT) {
        // Just hurt by the target: shoot back at once. MBF's friends do not
        // shoot corpses, and shoot other friends only now and then.
        actor.flags &= ~static_cast<std::uint32_t>(MF_JUSTHIT);
        if (!w.opts.compat.mbf() || !(actor.flags & MF_FRIEND)) return true;
        const Mobj& t = *actor.target;
        if (t.health <= 0) return false;
        if (!(t.flags & MF_FRIEND)) return true;
        if (t.player) return w.opts.compat.monster_infighting || w.rng.p_random() > 128;
        return !(t.flags & MF_JUSTHIT) && w.rng.p_random() > 128;
    }
    // MBF's friends never start a fight with each other.
    if (w.opts.compat.mbf() && (actor.flags & actor.target->flags & MF_FRIEND)) return false;
    if (actor.reactiontime) return false;

    fixed_t dist = aprox_distance(wrap_sub(actor.x, actor.target->x), wrap_sub(actor.y, actor.target->y)) -
                   64 * base::kFracUnit;
    if (actor.info->melee_state == S_NULL) dist -= 128 * base::kFracUnit;  // no melee: fire more often
    dist >>= 16;

    // MBF's friends hold fire when a friend stands in the way.
    if (w.opts.compat.mbf21()) return mbf21_missile_chance(w, actor, dist) && !hit_friend(w, actor);
    if (actor.type == MT_VILE && dist > 14 * 64) return false;
    if (actor.type == MT_UNDEAD) {
        if (dist < 196) return false;  // close enough to punch instead
        dist >>= 1;
    }
    if (actor.type == MT_CYBORG || actor.type == MT_SPIDER || actor.type == MT_SKULL) dist >>= 1;
    if (dist > 200) dist = 200;
    if (actor.type == MT_CYBORG && dist > 160) dist = 160;

    return w.rng.p_random() >= dist && !hit_friend(w, actor);
}

bool monster_move(World& w, Mobj& actor, Dropoff dropoff) {
    if (actor.movedir == DI_NODIR) return false;
    if (static_cast<unsigned>(actor.movedir) >= 8) return false;  // the original aborts ("Weird actor->movedir")

    const fixed_t tryx = step_x(actor, actor.movedir);
    const fixed_t tryy = step_y(actor, actor.movedir);

    if (!try_move(w, actor, tryx, tryy, dropoff)) {
        special_line_blocked(w, actor);
        if ((actor.flags & MF_FLOAT) && w.tm.floatok) {
            // Blocked only by height: rise or sink towards the opening.
            if (actor.z < w.tm.tmfloorz)
                actor.z += kFloatSpeed;
            else
                actor.z -= kFloatSpeed;
            actor.flags |= MF_INFLOAT;
            return true;
        }

        if (w.tm.spechit.empty()) return false;

        // Try to open whatever special lines blocked the way, last touched
        // first. Boom remembers whether the line opened was the one in the
        // way (1) or another one (2).
        actor.movedir = DI_NODIR;
        int good = 0;
        const int in_the_way = w.tm.opening_line;
        const std::vector<int> touched = w.tm.spechit;
        w.tm.spechit.clear();  // the original's count runs down to nothing
        for (auto it = touched.rbegin(); it != touched.rend(); ++it)
            if (use_special_line(w, actor, *it, 0)) good |= *it == in_the_way ? 1 : 2;
        return good != 0 && door_opened_frees_monster(w, good);
    }

    actor.flags &= ~static_cast<std::uint32_t>(MF_INFLOAT);
    // MBF leaves a monster that stepped off a ledge to fall under gravity.
    if (!(actor.flags & MF_FLOAT) && !(w.tm.felldown && w.opts.compat.mbf())) actor.z = actor.floorz;
    return true;
}

bool try_walk(World& w, Mobj& actor) {
    if (!monster_move_smart(w, actor)) return false;
    actor.movecount = w.rng.p_random() & 15;
    return true;
}

void new_chase_dir(World& w, Mobj& actor) {
    if (!actor.target) return;  // the original aborts: never called without a target

    fixed_t deltax = wrap_sub(actor.target->x, actor.x);
    fixed_t deltay = wrap_sub(actor.target->y, actor.y);
    actor.strafecount = 0;
    if (w.opts.compat.mbf() && mbf_chase_away(w, actor, deltax, deltay)) return;
    do_new_chase_dir(w, actor, deltax, deltay);
    // MBF: a monster backing away keeps at it for its strafe count.
    if (actor.strafecount) actor.movecount = actor.strafecount;
}

void do_new_chase_dir(World& w, Mobj& actor, fixed_t deltax, fixed_t deltay) {
    const int olddir = actor.movedir;
    const int turnaround = kOpposite[static_cast<std::size_t>(olddir)];

    std::array<int, 3> d{};
    if (deltax > 10 * base::kFracUnit)
        d[1] = DI_EAST;
    else if (deltax < -10 * base::kFracUnit)
        d[1] = DI_WEST;
    else
        d[1] = DI_NODIR;

    if (deltay < -10 * base::kFracUnit)
        d[2] = DI_SOUTH;
    else if (deltay > 10 * base::kFracUnit)
        d[2] = DI_NORTH;
    else
        d[2] = DI_NODIR;

    // Straight at the target diagonally, unless that means turning round.
    if (d[1] != DI_NODIR && d[2] != DI_NODIR) {
        actor.movedir = kDiagonals[static_cast<std::size_t>(((deltay < 0) << 1) + (deltax > 0))];
        if (actor.movedir != turnaround && try_walk(w, actor)) return;
    }

    // The random number is drawn whatever the distances say.
    if (w.rng.p_random() > 200 || std::abs(deltay) > std::abs(deltax)) std::swap(d[1], d[2]);

    if (d[1] == turnaround) d[1] = DI_NODIR;
    if (d[2] == turnaround) d[2] = DI_NODIR;

    if (d[1] != DI_NODIR) {
        actor.movedir = d[1];
        if (try_walk(w, actor)) return;
    }
    if (d[2] != DI_NODIR) {
        actor.movedir = d[2];
        if (try_walk(w, actor)) return;
    }

    // No direct way: keep going the old way if possible.
    if (olddir != DI_NODIR) {
        actor.movedir = olddir;
        if (try_walk(w, actor)) return;
    }

    // Search every direction, in a random sense.
    if (w.rng.p_random() & 1) {
        for (int tdir = DI_EAST; tdir <= DI_SOUTHEAST; ++tdir) {
            if (tdir == turnaround) continue;
            actor.movedir = tdir;
            if (try_walk(w, actor)) return;
        }
    } else {
        for (int tdir = DI_SOUTHEAST; tdir >= DI_EAST; --tdir) {
            if (tdir == turnaround) continue;
            actor.movedir = tdir;
            if (try_walk(w, actor)) return;
        }
    }

    if (turnaround != DI_NODIR) {
        actor.movedir = turnaround;
        if (try_walk(w, actor)) return;
    }

    actor.movedir = DI_NODIR;  // stuck
}

bool look_for_players(World& w, Mobj& actor, bool allaround) {
    const CompatOptions& compat = w.opts.compat;
    if (compat.mbf() && (actor.flags & MF_FRIEND)) return mbf_return_to_player(w, actor, allaround);
    int c = 0;
    const int stop = (actor.lastlook - 1) & 3;
    // Boom 2.02 with monsters_remember looks at every player in game, and
    // with none in sight goes back to the enemy it chased before.
    const bool boom_remembers = compat.boom() && !compat.mbf() && compat.monsters_remember;
    const int stopc = boom_remembers ? kMaxPlayers : 2;
    // The loop may come round to a player it has just looked at (in a game
    // of one it does, after every look that fails): nothing has moved, so
    // that second look repeats the first one's answer and marks.
    int looked_at = -1;

    // Starts at the player looked at last and gives up after two players in
    // game (Boom's rememberers: four) or a full turn, so a monster in a
    // 4-player game sees at most two candidates per call; kept because
    // which one it picks is part of sync.
    for (;; actor.lastlook = (actor.lastlook + 1) & 3) {
        if (!w.opts.playeringame[static_cast<std::size_t>(actor.lastlook)]) continue;

        if (c++ == stopc || actor.lastlook == stop) {
            if (boom_remembers && actor.lastenemy && actor.lastenemy->health > 0) {
                actor.target = actor.lastenemy;
                actor.lastenemy = nullptr;
                return true;
            }
            return false;
        }

        Player& player = w.players[static_cast<std::size_t>(actor.lastlook)];
        if (player.health <= 0) continue;
        if (!player.mo) continue;
        if (player.cheats & CF_NOTARGET) continue;  // ZDoom's SetPlayerProperty
        const bool seen = actor.lastlook == looked_at ? repeat_check_sight(w) : check_sight(w, actor, *player.mo);
        looked_at = actor.lastlook;
        if (!seen) continue;

        if (!allaround) {
            const angle_t an = angle_between(actor, *player.mo) - actor.angle;
            if (an > base::kAng90 && an < base::kAng270) {
                const fixed_t dist =
                    aprox_distance(wrap_sub(player.mo->x, actor.x), wrap_sub(player.mo->y, actor.y));
                if (dist > kMeleeRange) continue;  // behind its back and not close
            }
        }

        actor.target = player.mo;
        // MBF: a monster that finds a player sticks to it a while.
        if (compat.boom() && !compat.has(comp_pursuit)) actor.threshold = 60;
        return true;
    }
}

}  // namespace sim
