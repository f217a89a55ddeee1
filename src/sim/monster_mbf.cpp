// Boom's and MBF's changes to how monsters move and choose targets
// (killough's additions to p_enemy.c, as dsda-doom plays them): staying on
// lifts, keeping out from under crushers, backing off ledges and away from
// melee attackers, remembering the last enemy, and reconsidering a target
// now and then. Each is gated on the level and options that ask for it;
// at vanilla none of this runs.
#include <algorithm>

#include "base/trig_tables.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/monster_classes.h"
#include "sim/movement.h"
#include "sim/movers.h"
#include "sim/point_to_angle.h"
#include "sim/sight.h"

namespace sim {

namespace {

// Line specials that move a floor as a lift does (P_IsOnLift's list): the
// original lifts and Boom's plat and floor-to-lift lines.
bool is_lift_special(int special) {
    switch (special) {
        case 10: case 14: case 15: case 20: case 21: case 22: case 47: case 53: case 62: case 66: case 67:
        case 68: case 87: case 88: case 95: case 120: case 121: case 122: case 123: case 143: case 162:
        case 163: case 181: case 182: case 144: case 148: case 149: case 211: case 227: case 228: case 231:
        case 232: case 235: case 236: return true;
        default: return false;
    }
}

// The sectors a thing's box touches (Boom's touching_sectorlist): its own
// and both sides of every line crossing its box.
template <class F>
void for_each_touched_sector(World& w, const Mobj& mo, F&& f) {
    f(w.mobj_sector(mo));
    const map::BBox box = box_around(mo.x, mo.y, mo.radius);
    ++w.validcount;
    const auto visit = [&](int ld) {
        const map::Line& line = w.level.lines[static_cast<std::size_t>(ld)];
        if (!box_crosses_line(w, box, ld)) return true;
        f(line.front_sector);
        if (line.back_sector != map::kNone && line.back_sector != line.front_sector) f(line.back_sector);
        return true;
    };
    const int xl = block_x(w, box[map::kBoxLeft]), xh = block_x(w, box[map::kBoxRight]);
    const int yl = block_y(w, box[map::kBoxBottom]), yh = block_y(w, box[map::kBoxTop]);
    for (int bx = xl; bx <= xh; ++bx)
        for (int by = yl; by <= yh; ++by) block_lines_iterator(w, bx, by, visit);
}

// P_IsUnderDamage: 1 if a ceiling over the thing is moving up (or
// waiting), -1 if one is coming down, the two or-ed together.
int under_moving_ceiling(World& w, const Mobj& mo) {
    int dir = 0;
    for_each_touched_sector(w, mo, [&](int sector) {
        const Thinker* t = w.sectors[static_cast<std::size_t>(sector)].specialdata;
        if (t && t->kind() == ThinkerKind::Ceiling && t->active) dir |= static_cast<const Ceiling*>(t)->direction;
    });
    return dir;
}

// MBF's drop-off avoidance: the sum of a push away from each ledge more
// than a step down that the monster's box straddles (PIT_AvoidDropoff).
struct DropoffPush {
    fixed_t dx = 0, dy = 0;
};

DropoffPush dropoff_push(World& w, const Mobj& actor) {
    DropoffPush push;
    const fixed_t floorz = actor.z;
    const map::BBox box = box_around(actor.x, actor.y, actor.radius);
    const auto visit = [&](int ld) {
        const map::Line& line = w.level.lines[static_cast<std::size_t>(ld)];
        if (line.back_sector == map::kNone) return true;
        if (!box_crosses_line(w, box, ld)) return true;
        const fixed_t front = w.sectors[static_cast<std::size_t>(line.front_sector)].floorheight;
        const fixed_t back = w.sectors[static_cast<std::size_t>(line.back_sector)].floorheight;
        angle_t angle;
        if (back == floorz && front < floorz - kMaxStepUp)
            angle = point_to_angle2(0, 0, line.dx, line.dy);  // the drop is on the front side
        else if (front == floorz && back < floorz - kMaxStepUp)
            angle = point_to_angle2(line.dx, line.dy, 0, 0);  // on the back side
        else
            return true;
        const unsigned fine = angle >> base::kAngleToFineShift;
        push.dx = wrap_sub(push.dx, wrap_mul(base::fine_sine(fine), 32));
        push.dy = wrap_add(push.dy, wrap_mul(base::fine_cosine(fine), 32));
        return true;
    };
    const int xl = block_x(w, box[map::kBoxLeft]), xh = block_x(w, box[map::kBoxRight]);
    const int yl = block_y(w, box[map::kBoxBottom]), yh = block_y(w, box[map::kBoxTop]);
    ++w.validcount;
    for (int bx = xl; bx <= xh; ++bx)
        for (int by = yl; by <= yh; ++by) block_lines_iterator(w, bx, by, visit);
    return push;
}

// P_IsVisible: in sight, and in front unless it looks all around or the
// other is close.
bool is_visible(World& w, Mobj& actor, Mobj& mo, bool allaround) {
    if (!allaround) {
        const angle_t an = angle_between(actor, mo) - actor.angle;
        if (an > base::kAng90 && an < base::kAng270 &&
            aprox_distance(wrap_sub(mo.x, actor.x), wrap_sub(mo.y, actor.y)) > kMeleeRange)
            return false;
    }
    return check_sight(w, actor, mo);
}

// PIT_FindTarget: whether actor takes `mo`, a live monster of the other
// side, as its target; a found one goes to the back of its list.
bool takes_as_target(World& w, Mobj& actor, Mobj& mo, bool allaround) {
    if (!((mo.flags ^ actor.flags) & MF_FRIEND) || mo.health <= 0 || !((mo.flags & MF_COUNTKILL) || mo.type == MT_SKULL))
        return false;
    // Mostly leave a monster alone that is fighting a healthy enemy.
    const Mobj* targ = mo.target;
    if (targ && targ->target == &mo && w.rng.p_random() > 100 && ((targ->flags ^ mo.flags) & MF_FRIEND) &&
        targ->health * 2 >= targ->info->spawn_health)
        return false;
    if (!is_visible(w, actor, mo, allaround)) return false;
    actor.lastenemy = actor.target;
    actor.target = &mo;
    move_to_class_back(w, mo, side_of(mo));
    return true;
}

// MBF's P_LookForMonsters search: the blocks round the actor in growing
// squares, then a random number of the other side's list from its front
// (the ones searched go to the back, so the next search starts further on).
bool find_monster_target(World& w, Mobj& actor, bool allaround) {
    std::vector<Mobj*>& list =
        class_list(w, (actor.flags & MF_FRIEND) ? MonsterClass::Enemies : MonsterClass::Friends);
    if (list.empty()) return false;

    const auto in_block = [&](int bx, int by) {
        return !block_things_iterator(w, bx, by, [&](Mobj& mo) { return !takes_as_target(w, actor, mo, allaround); });
    };
    const int x = block_x(w, actor.x), y = block_y(w, actor.y);
    if (in_block(x, y)) return true;
    for (int d = 1; d < 5; ++d) {
        int i = 1 - d;
        do {
            if (in_block(x + i, y - d) || in_block(x + i, y + d)) return true;
        } while (++i < d);
        do {
            if (in_block(x - d, y + i) || in_block(x + d, y + i)) return true;
        } while (--i + d >= 0);
    }

    int n = (w.rng.p_random() & 31) + 15;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (--n < 0) {
            std::rotate(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(i), list.end());
            break;
        }
        if (takes_as_target(w, actor, *list[i], allaround)) return true;
    }
    return false;
}

}  // namespace

bool mbf_return_to_player(World& w, Mobj& actor, bool allaround) {
    for (int anyone = 0; anyone <= 1; ++anyone) {
        for (int c = 0; c < kMaxPlayers; ++c) {
            Player& player = w.players[static_cast<std::size_t>(c)];
            if (!w.opts.playeringame[static_cast<std::size_t>(c)] || player.playerstate != PST_LIVE || !player.mo)
                continue;
            if (!anyone && !is_visible(w, actor, *player.mo, allaround)) continue;
            actor.target = player.mo;
            // Out of a refiring loop, so as not to shoot the player.
            if (actor.info->missile_state) {
                set_mobj_state(w, actor, actor.info->see_state);
                actor.flags &= ~static_cast<std::uint32_t>(MF_JUSTHIT);
            }
            return true;
        }
    }
    return false;
}

bool hit_friend(World& w, Mobj& actor) {
    if (!w.opts.compat.mbf() || !(actor.flags & MF_FRIEND) || !actor.target) return false;
    Mobj& target = *actor.target;
    aim_line_attack(w, actor, angle_between(actor, target),
                    aprox_distance(wrap_sub(actor.x, target.x), wrap_sub(actor.y, target.y)));
    const Mobj* in_the_way = w.tm.linetarget;
    return in_the_way && in_the_way != &target && !((in_the_way->flags ^ actor.flags) & MF_FRIEND);
}

bool help_friend(World& w, Mobj& actor) {
    // Below a third of its health, it looks after itself.
    if (actor.health * 3 < actor.info->spawn_health) return false;
    for (Mobj* mo : class_list(w, side_of(actor))) {
        if (mo->health * 2 >= mo->info->spawn_health) {
            if (w.rng.p_random() < 180) break;
        } else if ((mo->flags & MF_JUSTHIT) && mo->target && mo->target != actor.target &&
                   takes_as_target(w, actor, *mo->target, true)) {
            // Its attacker is the new target; ignore others' attacks meanwhile.
            actor.threshold = kBaseThreshold;
            return true;
        }
    }
    return false;
}

bool is_on_lift(const World& w, const Mobj& actor) {
    const SectorState& sec = w.sectors[static_cast<std::size_t>(w.mobj_sector(actor))];
    if (sec.specialdata && sec.specialdata->kind() == ThinkerKind::Plat && sec.specialdata->active) return true;
    const int tag = w.level.sectors[static_cast<std::size_t>(w.mobj_sector(actor))].tag;
    if (!tag) return false;
    for (const LineState& line : w.lines)
        if (line.tag == tag && is_lift_special(line.special)) return true;
    return false;
}

bool monster_move_smart(World& w, Mobj& actor) {
    const CompatOptions& compat = w.opts.compat;
    if (!compat.boom()) return monster_move(w, actor, Dropoff::Never);
    Mobj* target = actor.target;
    // Stay on a lift the target is on too (comp_staylift keeps the old way).
    const bool on_lift = !compat.has(comp_staylift) && target && target->health > 0 &&
                         w.level.sectors[static_cast<std::size_t>(w.mobj_sector(*target))].tag ==
                             w.level.sectors[static_cast<std::size_t>(w.mobj_sector(actor))].tag &&
                         is_on_lift(w, actor);
    const bool avoid_hazards = compat.mbf() && compat.monster_avoid_hazards;
    int under_damage = avoid_hazards ? under_moving_ceiling(w, actor) : 0;

    // MBF's dogs may jump down a ledge after a friend close by; so may the
    // friends of a BEX [HELPER] type (dsda-doom's, after Eternity's).
    const int helper = w.defs->helper_thing;
    const bool jumper =
        actor.type == MT_DOGS || (helper > 0 && actor.type == helper - 1 && (actor.flags & MF_FRIEND));
    Dropoff dropoff = Dropoff::Never;
    if (compat.mbf() && jumper && target && compat.dog_jumping &&
        !((target->flags ^ actor.flags) & MF_FRIEND) &&
        aprox_distance(wrap_sub(actor.x, target->x), wrap_sub(actor.y, target->y)) < 144 * base::kFracUnit &&
        w.rng.p_random() < 235)
        dropoff = Dropoff::DogJump;
    if (!monster_move(w, actor, dropoff)) return false;

    // Back off when the lift leaves, or from under a crusher (mostly).
    if (on_lift && w.rng.p_random() < 230 && !is_on_lift(w, actor)) {
        actor.movedir = DI_NODIR;
    } else if (avoid_hazards && !under_damage && (under_damage = under_moving_ceiling(w, actor)) != 0 &&
               (under_damage < 0 || w.rng.p_random() < 200)) {
        actor.movedir = DI_NODIR;
    }
    return true;
}

bool mbf_chase_away(World& w, Mobj& actor, fixed_t& deltax, fixed_t& deltay) {
    const CompatOptions& compat = w.opts.compat;
    Mobj& target = *actor.target;
    // Hanging over a ledge: step away from it, a little at a time.
    if (actor.floorz - actor.dropoffz > kMaxStepUp && actor.z <= actor.floorz &&
        !(actor.flags & (MF_DROPOFF | MF_FLOAT)) && !compat.has(comp_dropoff)) {
        const DropoffPush push = dropoff_push(w, actor);
        if (push.dx | push.dy) {
            do_new_chase_dir(w, actor, push.dx, push.dy);
            actor.movecount = 1;
            return true;
        }
    }
    const fixed_t dist = aprox_distance(deltax, deltay);
    if (actor.flags & target.flags & MF_FRIEND) {
        // Give a friend room, unless on a crowded lift or under a crusher.
        if (compat.distfriend << base::kFracBits > dist && !is_on_lift(w, target) &&
            !under_moving_ceiling(w, actor)) {
            deltax = -deltax;
            deltay = -deltay;
        }
    } else if (target.health > 0 && ((actor.flags ^ target.flags) & MF_FRIEND)) {
        // Back away from an enemy that can only fight hand to hand.
        const bool melee_only_near = target.info->missile_state == S_NULL && dist < kMeleeRange * 2;
        const bool fist_near = target.player && dist < kMeleeRange * 3 &&
                               (target.player->readyweapon == wp_fist || target.player->readyweapon == wp_chainsaw);
        if (compat.monster_backing && actor.info->missile_state != S_NULL && actor.type != MT_SKULL &&
            (melee_only_near || fist_near)) {
            actor.strafecount = w.rng.p_random() & 15;
            deltax = -deltax;
            deltay = -deltay;
        }
    }
    return false;
}

bool look_for_monsters(World& w, Mobj& actor, bool allaround) {
    const CompatOptions& compat = w.opts.compat;
    if (!compat.boom()) return false;
    if (actor.lastenemy && actor.lastenemy->health > 0 && compat.monsters_remember &&
        !(actor.lastenemy->flags & actor.flags & MF_FRIEND)) {
        actor.target = actor.lastenemy;
        actor.lastenemy = nullptr;
        return true;
    }
    if (!compat.mbf()) return false;
    return find_monster_target(w, actor, allaround);
}

bool look_for_targets(World& w, Mobj& actor, bool allaround) {
    if (w.opts.compat.mbf() && (actor.flags & MF_FRIEND))
        return look_for_monsters(w, actor, allaround) || look_for_players(w, actor, allaround);
    return look_for_players(w, actor, allaround) || look_for_monsters(w, actor, allaround);
}

bool mbf_reconsider_target(World& w, Mobj& actor) {
    const CompatOptions& compat = w.opts.compat;
    if (actor.pursuecount) {
        actor.pursuecount--;
        return false;
    }
    actor.pursuecount = kBaseThreshold;
    Mobj* target = actor.target;
    const bool keep = target && target->health > 0 &&
                      ((compat.has(comp_pursuit) && !w.opts.netgame()) ||
                       ((((target->flags ^ actor.flags) & MF_FRIEND) ||
                         (!(actor.flags & MF_FRIEND) && compat.monster_infighting)) &&
                        check_sight(w, actor, *target)));
    if (!keep && look_for_targets(w, actor, true)) return true;
    // A friend without missiles gives up the chase and goes back to a
    // player unless it attacked (or was hurt) since the last look.
    if (actor.info->missile_state == S_NULL && (actor.flags & MF_FRIEND)) {
        if (actor.flags & MF_JUSTHIT)
            actor.flags &= ~static_cast<std::uint32_t>(MF_JUSTHIT);
        else if (look_for_players(w, actor, true))
            return true;
    }
    return false;
}

}  // namespace sim
