// Hexen-type specials that act on things found by thing id (thing_ids.h):
// spawning things and projectiles, removing, killing, damaging and
// healing them, pushing, stopping and moving them, waking and putting
// monsters to sleep, and changing their ids and specials. Numbers and
// argument meanings are ZDoom's; a thing id of 0 means the activator.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>

#include "base/fixed_saturate.h"
#include "base/trig_tables.h"
#include "sim/acs_world.h"
#include "sim/camera.h"
#include "sim/camera_paths.h"
#include "sim/sector_actions.h"
#include "sim/hexen_played.h"
#include "sim/interaction.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/quakes.h"
#include "sim/monster_ai.h"
#include "sim/monsters.h"
#include "sim/point_to_angle.h"
#include "sim/movement.h"
#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/spawn_numbers.h"
#include "sim/thing_ids.h"
#include "sim/thing_spawning.h"
#include "sim/thing_specials.h"

namespace sim {

namespace {

using base::kFracUnit;
using Call = HexenCall;

// A telefrag's damage: more than any thing's health.
constexpr int kKillDamage = 10000;


// Runs `act` on every thing with id `tid` (tid 0: the activator): true
// when it acted on one.
template <class F>
bool each_thing(const Call& c, int tid, F&& act) {
    bool any = false;
    for (Mobj* m : things_with_id(c.w, tid, c.thing))
        if (act(*m)) any = true;
    return any;
}

// Thing_Spawn and its kin: a thing of spawn number `number` at each spot
// with id arg0 that has room for it, facing `angle` (the spot's own where
// none is given), with thing id `newtid`.
bool spawn_at_spots(const Call& c, int number, std::optional<angle_t> angle, bool fog, int newtid) {
    const MobjType type = type_of_spawn_number(c.w, number);
    if (type == kNoThing) return false;
    bool any = false;
    for (const Spot& spot : spots_with_id(c.w, c.a[0], c.thing))
        if (spawn_thing(c.w, type, spot.x, spot.y, spot.z, angle.value_or(spot.angle), newtid, fog)) any = true;
    return any;
}

// What a thrown thing does once it has its momentum (EV_Thing_Projectile):
// a missile checks its spawn, anything else needs room or is gone; an
// item is a dropped one. Whether it is still there.
bool launched(World& w, Mobj& mo) {
    if (mo.flags & MF_SPECIAL) mo.flags |= MF_DROPPED;
    if (mo.flags & MF_MISSILE) return check_missile_spawn(w, mo);
    if (!has_room(w, mo)) {
        remove_for_good(w, mo);
        return false;
    }
    count_spawned(w, mo);
    return true;
}

// Thing_Projectile (tid, type, angle, speed, vspeed) and its gravity form.
bool projectile_from_spots(const Call& c, bool gravity) {
    return throw_from_spots(c.w, c.thing, c.a[0], type_of_spawn_number(c.w, c.a[1]), c.a[2], c.a[3], c.a[4], gravity, 0);
}

// Where a missile aimed at `target` flies (EV_Thing_Projectile, in ZDoom's
// floating point): at the target's middle, or with `lead` (VelIntercept) to
// where a moving target will be, by the law of sines, the lead spread by
// up to a tenth from the game's random numbers. Map units a tic.
std::array<double, 3> aim_at(World& w, const Mobj& missile, const Mobj& target, double speed, bool lead) {
    constexpr double kUnit = 1.0 / kFracUnit;
    const std::array<double, 3> aim{(target.x - missile.x) * kUnit, (target.y - missile.y) * kUnit,
                                    (target.z + target.height / 2 - missile.z) * kUnit};
    std::array<double, 3> tvel{target.momx * kUnit, target.momy * kUnit, target.momz * kUnit};
    if (!(target.flags & MF_NOGRAVITY)) tvel[2] = 0;  // gravity spoils any vertical lead
    const auto dot = [](const std::array<double, 3>& a, const std::array<double, 3>& b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    };
    const double dist = std::sqrt(dot(aim, aim)), targspeed = std::sqrt(dot(tvel, tvel));
    if (dist == 0) return {0, 0, 0};
    const auto resized = [&](const std::array<double, 3>& v, double length) {
        const double scale = length / std::sqrt(dot(v, v));
        return std::array<double, 3>{v[0] * scale, v[1] * scale, v[2] * scale};
    };
    if (!lead || speed <= 0 || targspeed == 0) return resized(aim, speed);
    const double a = std::acos(std::clamp(-dot(aim, tvel) / targspeed / dist, -1.0, 1.0));
    const int spread = w.rng.p_random() - w.rng.p_random();  // ZDoom's Random2
    const double multiplier = spread * 0.1 / 255 + 1.1;
    const double sinb = -std::clamp(targspeed * multiplier * std::sin(a) / speed, -1.0, 1.0), cosb = std::cos(std::asin(sinb));
    // Turn the aim by angle b about the axis tvel × aim (Rodrigues).
    std::array<double, 3> axis{tvel[1] * aim[2] - tvel[2] * aim[1], tvel[2] * aim[0] - tvel[0] * aim[2],
                               tvel[0] * aim[1] - tvel[1] * aim[0]};
    const double axis_length = std::sqrt(dot(axis, axis));
    if (axis_length == 0) return resized(aim, speed);  // moving straight along the aim
    for (double& v : axis) v /= axis_length;
    const std::array<double, 3> across{axis[1] * aim[2] - axis[2] * aim[1], axis[2] * aim[0] - axis[0] * aim[2],
                                       axis[0] * aim[1] - axis[1] * aim[0]};
    const double along = dot(axis, aim) * (1 - cosb);
    std::array<double, 3> turned{};
    for (std::size_t i = 0; i < 3; ++i) turned[i] = (aim[i] * cosb + across[i] * sinb + axis[i] * along) * (speed / dist);
    return turned;
}

// Thing_ProjectileAimed and Thing_ProjectileIntercept (tid, type, speed,
// target, newtid): from each spot, one missile for each thing with the
// target id (0: the activator), aimed at it, with the new id.
bool aimed_projectiles(const Call& c, bool lead) {
    const MobjType type = type_of_spawn_number(c.w, c.a[1]);
    if (type == kNoThing || monsters_forbidden(c.w, type)) return false;
    std::vector<Mobj*> targets = things_with_id(c.w, c.a[3], c.thing);
    if (c.a[3] == 0 && targets.empty()) targets.push_back(nullptr);  // no activator: east, at the speed
    bool any = false;
    for (const Spot& spot : spots_with_id(c.w, c.a[0], c.thing)) {
        for (Mobj* target : targets) {
            Mobj* mo = spawn_mobj(c.w, spot.x, spot.y, spot.z, type);
            mo->tid = c.a[4];
            start_sound(c.w, mo, mo->info->see_sound);
            mo->flags |= MF_NOGRAVITY;
            mo->target = spot.thing;
            const std::array<double, 3> v =
                target ? aim_at(c.w, *mo, *target, c.a[2] / 8.0, lead) : std::array<double, 3>{c.a[2] / 8.0, 0, 0};
            mo->momx = base::saturate_fixed(static_cast<std::int64_t>(std::lround(v[0] * kFracUnit)));
            mo->momy = base::saturate_fixed(static_cast<std::int64_t>(std::lround(v[1] * kFracUnit)));
            mo->momz = base::saturate_fixed(static_cast<std::int64_t>(std::lround(v[2] * kFracUnit)));
            if (target) {
                mo->angle = lead ? point_to_angle2(0, 0, mo->momx, mo->momy)
                                 : point_to_angle2(mo->x, mo->y, target->x, target->y);
                if (type == MT_TRACER) mo->tracer = target;  // a seeker follows it
            }
            any |= launched(c.w, *mo);
        }
    }
    return any;
}


// Health given back to a thing that is no player: up to its spawn health.
void heal_monster(Mobj& m, int amount) {
    const int full = m.info->spawn_health;
    if (m.health < full) m.health = static_cast<int>(std::min<std::int64_t>(std::int64_t{m.health} + amount, full));
}

bool thrust(Mobj& m, angle_t angle, int force, bool nolimit) {
    const unsigned fine = angle >> base::kAngleToFineShift;
    m.momx = base::saturate_fixed(std::int64_t{m.momx} + std::int64_t{force} * base::fine_cosine(fine));
    m.momy = base::saturate_fixed(std::int64_t{m.momy} + std::int64_t{force} * base::fine_sine(fine));
    if (!nolimit) {
        m.momx = std::clamp(m.momx, -kMaxMove, kMaxMove);
        m.momy = std::clamp(m.momy, -kMaxMove, kMaxMove);
    }
    return true;
}

// Thing_Destroy (tid, extreme, tag): kills shootable things with the id
// in sectors with the tag (either may be 0, not both: then every monster).
bool destroy(const Call& c) {
    World& w = c.w;
    const int tid = c.a[0], tag = c.a[2];
    const bool extreme = c.a[1] != 0;
    auto kill = [&](Mobj& m, Mobj* source) {
        if (!(m.flags & MF_SHOOTABLE)) return;
        if (tag != 0 && !sector_has_tag(w, w.mobj_sector(m), tag)) return;
        damage_mobj(w, m, nullptr, source, extreme ? kKillDamage : m.health);
    };
    if (tid != 0) {
        for (Mobj* m : things_with_id(w, tid, c.thing)) kill(*m, c.thing);
        return true;
    }
    std::vector<Mobj*> all;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (!t->removed() && t->kind() == ThinkerKind::Mobj) all.push_back(static_cast<Mobj*>(t));
    for (Mobj* m : all) {
        if (tag != 0) {
            kill(*m, c.thing);
        } else if (!m->player && m->health > 0 && is_monster(*m)) {
            // P_Massacre: asleep or not, every monster dies.
            set_dormant(*m, false);
            m->flags |= MF_SHOOTABLE;
            damage_mobj(w, *m, nullptr, nullptr, kKillDamage);
        }
    }
    return true;
}

// Thing_Raise's corpse: one with raise frames that has come to rest and
// has room to stand.
bool raise(World& w, Mobj& m) {
    if (!(m.flags & MF_CORPSE) || m.tics != -1 || m.info->raise_state == S_NULL) return false;
    if (!corpse_has_room(w, m)) return false;
    raise_corpse(w, m, sfx_slop, m.info->flags & MF_FRIEND);
    return true;
}

constexpr HexenPlayed kThings[] = {
    {237, [](const Call& c) {  // ChangeCamera (tid, who, revert)
         return change_camera(c.w, c.thing, c.a[0], c.a[1] != 0, c.a[2] != 0);
     }},
    {17, [](const Call& c) {  // Thing_Raise (tid)
         return each_thing(c, c.a[0], [&](Mobj& m) { return raise(c.w, m); });
     }},
    {19, [](const Call& c) {  // Thing_Stop (tid)
         return each_thing(c, c.a[0], [](Mobj& m) {
             m.momx = m.momy = m.momz = 0;
             if (m.player) m.player->momx = m.player->momy = 0;
             return true;
         });
     }},
    {72, [](const Call& c) {  // ThrustThing (angle, force, nolimit, tid)
         if (c.a[3] == 0 && !c.thing) return false;
         return each_thing(c, c.a[3], [&](Mobj& m) { return thrust(m, byte_angle(c.a[0]), c.a[1], c.a[2] != 0); });
     }},
    {128, [](const Call& c) {  // ThrustThingZ (tid, force, down, add): force in quarter units
         const fixed_t force = (c.a[2] ? -c.a[1] : c.a[1]) * (kFracUnit / 4);
         return each_thing(c, c.a[0], [&](Mobj& m) {
             m.momz = c.a[3] ? base::saturate_fixed(std::int64_t{m.momz} + force) : force;
             return true;
         });
     }},
    {kForceField, [](const Call& c) {  // ForceField (): what touched it is hurt 16 and thrust back 7.8125 a tic
         if (!c.thing) return true;
         Mobj& m = *c.thing;
         damage_mobj(c.w, m, nullptr, nullptr, 16);
         const unsigned fine = (m.angle + base::kAng180) >> base::kAngleToFineShift;
         constexpr fixed_t kPush = 0x7d000;
         m.momx = base::saturate_fixed(std::int64_t{m.momx} + (std::int64_t{kPush} * base::fine_cosine(fine) >> 16));
         m.momy = base::saturate_fixed(std::int64_t{m.momy} + (std::int64_t{kPush} * base::fine_sine(fine) >> 16));
         return true;
     }},
    {73, [](const Call& c) {  // DamageThing (amount, mod): the activator; 0 kills, below 0 heals
         if (!c.thing) return false;
         Mobj& m = *c.thing;
         if (c.a[0] < 0) {
             if (m.player)
                 give_body(c.w, *m.player, -c.a[0]);
             else
                 heal_monster(m, -c.a[0]);
         } else {
             damage_mobj(c.w, m, nullptr, nullptr, c.a[0] > 0 ? c.a[0] : kKillDamage);
         }
         return true;
     }},
    {119, [](const Call& c) {  // Thing_Damage (tid, amount, mod): below 0 heals to spawn health
         each_thing(c, c.a[0], [&](Mobj& m) {
             if (!(m.flags & MF_SHOOTABLE)) return false;
             if (c.a[1] > 0) {
                 damage_mobj(c.w, m, nullptr, c.thing, c.a[1]);
             } else {
                 heal_monster(m, -c.a[1]);
                 if (m.player) m.player->health = m.health;
             }
             return true;
         });
         return true;
     }},
    {248, [](const Call& c) {  // HealThing (amount, max): the activator; max 1 is a soulsphere's
         if (!c.thing) return false;
         Mobj& m = *c.thing;
         int max = c.a[1];
         if (max == 0 || !m.player) {
             if (m.player)
                 give_body(c.w, *m.player, c.a[0]);
             else
                 heal_monster(m, c.a[0]);
             return true;
         }
         if (max == 1) max = c.w.defs->misc.max_soulsphere;
         if (m.health < max) {
             m.health = std::min(m.health + c.a[0], max);
             m.player->health = m.health;
         }
         return true;
     }},
    {130, [](const Call& c) {  // Thing_Activate (tid): wakes dormant monsters, sets path followers off,
                               // keeps missiles off sector actions
         const bool followers = activate_path_followers(c.w, c.a[0], true);
         const bool actions = activate_sector_actions(c.w, c.a[0], true);
         return each_thing(c, c.a[0], [&](Mobj& m) {
             set_dormant(m, false);
             return true;
         }) || followers || actions;
     }},
    {131, [](const Call& c) {  // Thing_Deactivate (tid): puts monsters to sleep, stops path followers,
                               // lets missiles set sector actions off
         const bool followers = activate_path_followers(c.w, c.a[0], false);
         const bool actions = activate_sector_actions(c.w, c.a[0], false);
         return each_thing(c, c.a[0], [&](Mobj& m) {
             set_dormant(m, true);
             return true;
         }) || followers || actions;
     }},
    // UsePuzzleItem (item, script): Hexen's puzzle items; Doom's games have
    // none, so ZDoom finds none to use and fails, with a player sound
    // ("*puzzfail") Doom's sounds do not define: silent.
    {129, [](const Call&) { return false; }},
    {132, [](const Call& c) {  // Thing_Remove (tid): never a player
         each_thing(c, c.a[0], [&](Mobj& m) {
             if (m.player) return false;
             uncount_removed(c.w, m);
             remove_for_good(c.w, m);
             return true;
         });
         return true;
     }},
    {133, destroy},  // Thing_Destroy (tid, extreme, tag)
    {134, [](const Call& c) { return projectile_from_spots(c, false); }},  // Thing_Projectile
    {136, [](const Call& c) { return projectile_from_spots(c, true); }},   // Thing_ProjectileGravity
    {178, [](const Call& c) { return aimed_projectiles(c, false); }},      // Thing_ProjectileAimed
    {175, [](const Call& c) { return aimed_projectiles(c, true); }},       // Thing_ProjectileIntercept
    {135, [](const Call& c) {  // Thing_Spawn (tid, type, angle, newtid)
         return spawn_at_spots(c, c.a[1], byte_angle(c.a[2]), true, c.a[3]);
     }},
    {137, [](const Call& c) {  // Thing_SpawnNoFog (tid, type, angle, newtid)
         return spawn_at_spots(c, c.a[1], byte_angle(c.a[2]), false, c.a[3]);
     }},
    {139, [](const Call& c) {  // Thing_SpawnFacing (tid, type, nofog, newtid)
         return spawn_at_spots(c, c.a[1], std::nullopt, c.a[2] == 0, c.a[3]);
     }},
    {125, [](const Call& c) {  // Thing_Move (tid, mapspot, nofog): the first thing, to the first spot
         if (c.a[1] == 0) return false;
         const std::vector<Mobj*> things = things_with_id(c.w, c.a[0], c.thing);
         const std::vector<Spot> spots = spots_with_id(c.w, c.a[1], nullptr);
         if (things.empty() || spots.empty()) return false;
         return move_to_spot(c.w, *things.front(), spots.front(), c.a[2] == 0);
     }},
    {176, [](const Call& c) {  // Thing_ChangeTID (tid, newtid)
         each_thing(c, c.a[0], [&](Mobj& m) {
             m.tid = c.a[1];
             return true;
         });
         return true;
     }},
    {180, [](const Call& c) {  // Thing_SetTranslation (tid, translation)
         // ACS's translation 1..; -1 the activator's (a player's colours
         // too); anything else the thing's own again. ZDoom's default
         // translation is a player's colours, which MF_TRANSLATION keeps.
         const Mobj* from = c.a[1] == -1 ? c.thing : nullptr;
         const int number = from ? from->translation : c.a[1] >= 1 && c.a[1] <= kMaxScriptedTranslations ? c.a[1] : 0;
         return each_thing(c, c.a[0], [&](Mobj& m) {
             m.translation = number;
             if (from && (from->flags & MF_TRANSLATION))
                 m.flags = (m.flags & ~MF_TRANSLATION) | (from->flags & MF_TRANSLATION);
             return true;
         });
     }},
    {177, [](const Call& c) {  // Thing_Hate (hater, hatee, type): type 0, one thing hated
         // The other types make monsters hunt things by id from A_Look,
         // which Doom's monsters do not: named once a map, not played.
         if (c.a[2] != 0) {
             acs_warn_once(c.w, "thing_hate " + std::to_string(c.a[2]),
                           "Thing_Hate's type " + std::to_string(c.a[2]) + " (hating things by id) is not played");
             return false;
         }
         Mobj* hatee = c.thing;
         if (c.a[1] != 0) {
             hatee = nullptr;
             for (Mobj* m : things_with_id(c.w, c.a[1], c.thing))
                 if (!hatee && (m->flags & MF_SHOOTABLE) && m->health > 0 && !m->dormant) hatee = m;
             if (!hatee) return false;
         }
         if (c.a[0] == 0 && c.thing && c.thing->player) return false;  // a player's mind is its own
         std::vector<Mobj*> haters;
         if (c.a[0] == 0) {
             if (c.thing) haters.push_back(c.thing);
         } else {
             for (Mobj* m : things_with_id(c.w, c.a[0], c.thing))
                 if (m->health > 0 && (m->flags & MF_SHOOTABLE)) haters.push_back(m);
         }
         for (Mobj* hater : haters) {
             if (hater->info->see_state == S_NULL || !hatee || hatee == hater) continue;
             if (hater->target) hater->lastenemy = hater->target;
             hater->target = hatee;
             if (!hater->dormant && hater->health > 0) set_mobj_state(c.w, *hater, hater->info->see_state);
         }
         return true;
     }},
    {120, [](const Call& c) {  // Radius_Quake (intensity, duration, damage radius, tremor radius, tid): quakes.h
         return start_quake(c.w, c.thing, c.a[4], c.a[0], c.a[1], c.a[2], c.a[3]);
     }},
    {173, [](const Call& c) {  // NoiseAlert (target tid, emitter tid), each the first with its id, 0: the activator
         // ZDoom hands the two to P_NoiseAlert the other way round: the
         // sound spreads from the "target"'s sector and monsters hunt the
         // "emitter". Played as ZDoom does.
         const auto first = [&](int tid) {
             const std::vector<Mobj*> found = things_with_id(c.w, tid, c.thing);
             return found.empty() ? nullptr : found.front();
         };
         Mobj* target = first(c.a[0]);
         Mobj* emitter = c.a[1] == c.a[0] ? target : first(c.a[1]);
         if (target && emitter) noise_alert(c.w, *emitter, *target);
         return true;
     }},
    {127, [](const Call& c) {  // Thing_SetSpecial (tid, special, arg0, arg1, arg2)
         each_thing(c, c.a[0], [&](Mobj& m) {
             m.special = c.a[1];
             m.args[0] = c.a[2];
             m.args[1] = c.a[3];
             m.args[2] = c.a[4];
             return true;
         });
         return true;
     }},
};

}  // namespace

std::span<const HexenPlayed> hexen_thing_specials() { return kThings; }

bool fits_at(World& w, Mobj& m, fixed_t x, fixed_t y, fixed_t z) {
    return check_position(w, m, x, y) && z >= w.tm.tmfloorz && z + m.height <= w.tm.tmceilingz;
}

void place_at(World& w, Mobj& m, fixed_t x, fixed_t y, fixed_t z) {
    const fixed_t floorz = w.tm.tmfloorz, ceilingz = w.tm.tmceilingz, dropoffz = w.tm.tmdropoffz;
    unset_thing_position(w, m);
    m.x = x;
    m.y = y;
    m.z = z;
    set_thing_position(w, m);
    m.floorz = floorz;
    m.ceilingz = ceilingz;
    m.dropoffz = dropoffz;
    if (m.player) m.player->viewz = m.z + m.player->viewheight;
}

bool move_to_spot(World& w, Mobj& m, const Spot& to, bool fog) {
    const fixed_t oldx = m.x, oldy = m.y, oldz = m.z;
    if (!fits_at(w, m, to.x, to.y, to.z)) return false;
    place_at(w, m, to.x, to.y, to.z);
    if (fog) {
        spawn_teleport_fog(w, to.x, to.y, to.z);
        spawn_teleport_fog(w, oldx, oldy, oldz);
    }
    return true;
}

bool throw_from_spots(World& w, Mobj* activator, int tid, MobjType type, int angle, int speed, int vspeed,
                      bool gravity, int newtid) {
    if (type == kNoThing || monsters_forbidden(w, type)) return false;
    const angle_t heading = byte_angle(angle);
    const unsigned fine = heading >> base::kAngleToFineShift;
    const fixed_t across = speed_of(speed);
    bool any = false;
    for (const Spot& spot : spots_with_id(w, tid, activator)) {
        Mobj* mo = spawn_mobj(w, spot.x, spot.y, spot.z, type);
        start_sound(w, mo, mo->info->see_sound);
        if (gravity) {
            mo->flags &= ~MF_NOGRAVITY;
            if (!(mo->flags & MF_COUNTKILL)) mo->gravity = kFracUnit / 8;
        } else {
            mo->flags |= MF_NOGRAVITY;
        }
        mo->target = spot.thing;
        mo->angle = heading;
        mo->tid = newtid;
        mo->momx = base::fixed_mul(across, base::fine_cosine(fine));
        mo->momy = base::fixed_mul(across, base::fine_sine(fine));
        mo->momz = speed_of(vspeed);
        any |= launched(w, *mo);
    }
    return any;
}

}  // namespace sim
