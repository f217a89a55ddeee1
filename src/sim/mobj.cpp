// Map object life cycle and motion (the original's p_mobj.c).
#include <algorithm>
#include <cstdint>
#include <memory>

#include "base/log.h"
#include "base/trig_tables.h"
#include "sim/boom_thinkers.h"
#include "sim/game.h"
#include "sim/hexen_specials.h"
#include "sim/interaction.h"
#include "sim/map_utility.h"
#include "sim/mbf_bouncers.h"
#include "sim/mobjs.h"
#include "sim/monster_classes.h"
#include "sim/monsters.h"
#include "sim/movement.h"
#include "sim/music_changers.h"
#include "sim/fake_plane_actions.h"
#include "sim/sector_actions.h"
#include "sim/point_to_angle.h"
#include "sim/sound.h"
#include "sim/specials.h"
#include "sim/state_guard.h"
#include "sim/touching_sectors.h"
#include "sim/udmf_thing_fields.h"
#include "sim/weapons.h"

namespace sim {

namespace {

// What a helper dog spawns as: MBF's dog, or the [HELPER] patch's thing
// (a number past the tables: the dog, as dsda-doom says and does).
MobjType helper_type(const World& w) {
    const int n = w.defs->helper_thing;
    if (n < 1) return MT_DOGS;
    if (static_cast<std::size_t>(n - 1) >= w.defs->mobjinfo.size()) {
        base::warn("[HELPER]: thing " + std::to_string(n) + " does not exist; helpers are dogs");
        return MT_DOGS;
    }
    return static_cast<MobjType>(n - 1);
}

using base::fixed_mul;
using base::kFracBits;
using base::kFracUnit;

constexpr int kTicRate = 35;
constexpr int kMtfAmbush = 8;       // MTF_AMBUSH
constexpr int kMtfNotSingle = 16;   // thing only in multiplayer
constexpr int kMtfNotDeathmatch = 32;  // Boom: not in deathmatch
constexpr int kMtfNotCoop = 64;        // Boom: not in cooperative play
constexpr int kMtfReserved = 256;   // MBF: the bits above are junk
constexpr int kMtfFriend = 128;     // MBF: a friendly monster
constexpr int kMaxDeathmatchStarts = 10;

angle_t thing_angle(int degrees) { return base::kAng45 * static_cast<angle_t>(degrees / 45); }

fixed_t floor_at(const World& w, fixed_t x, fixed_t y) {
    return w.sectors[static_cast<std::size_t>(w.sector_of_subsector(point_in_subsector(w, x, y)))].floor_at(x, y);
}

// P_NightmareRespawn
void nightmare_respawn(World& w, Mobj& mobj) {
    const fixed_t x = mobj.spawnpoint.x << kFracBits;
    const fixed_t y = mobj.spawnpoint.y << kFracBits;
    if (!check_position(w, mobj, x, y)) return;  // something is in the way

    // Teleport fog at the old spot and at the new one.
    Mobj* fog = spawn_mobj(w, mobj.x, mobj.y,
                           w.sectors[static_cast<std::size_t>(w.mobj_sector(mobj))].floor_at(mobj.x, mobj.y), MT_TFOG);
    start_sound(w, fog, sfx_telept);
    fog = spawn_mobj(w, x, y, floor_at(w, x, y), MT_TFOG);
    start_sound(w, fog, sfx_telept);

    const fixed_t z = (mobj.info->flags & MF_SPAWNCEILING) ? kOnCeilingZ : kOnFloorZ;
    Mobj* mo = spawn_mobj(w, x, y, z, mobj.type);
    mo->spawnpoint = mobj.spawnpoint;
    mo->angle = thing_angle(mobj.spawnpoint.angle);
    if (mobj.spawnpoint.options & kMtfAmbush) mo->flags |= MF_AMBUSH;
    mo->reactiontime = 18;
    mo->tid = mobj.tid;
    mo->special = mobj.special;
    mo->args = mobj.args;

    remove_mobj(w, mobj);
}

// AActor::FallAndSink's water: a falling thing in water sinks at most
// half a unit a tic, a heavy one faster (100 is a player's mass), a placed
// pickup not at all; a player deeper than its middle sinks at that speed,
// its fall cut to an eighth. `before`: its momentum before gravity.
void sink_in_water(const World& w, Mobj& mo, fixed_t before) {
    const int level = water_level(w, mo);
    if (level == 0) return;
    constexpr fixed_t kSinkSpeed = -kFracUnit / 2, kMostChange = -8 * kFracUnit;
    if (mo.player) {
        if (level < 2) return;
        if (mo.momz < kSinkSpeed)
            mo.momz = std::min(before, kSinkSpeed);
        else
            mo.momz = before + (mo.momz - before) / 8;
        return;
    }
    fixed_t sink = kSinkSpeed;
    if ((mo.flags & MF_SPECIAL) && !(mo.flags & MF_COUNTKILL))
        sink = (mo.flags & MF_DROPPED) ? kSinkSpeed / 8 : 0;
    else
        sink = static_cast<fixed_t>(std::int64_t{kSinkSpeed} * std::clamp(mo.info->mass, 1, 4000) / 100);
    if (mo.momz < sink) {
        mo.momz = std::min(mo.momz - std::max(2 * sink, kMostChange), sink);
    } else if (mo.momz > sink) {
        mo.momz = std::max(before + std::max(sink / 3, kMostChange), sink);
    }
}

}  // namespace

int water_level(const World& w, const Mobj& mo) {
    for (const ExtraFloor& f : w.extra_floors.in(w.mobj_sector(mo))) {
        if (f.kind != ExtraFloorKind::Swimmable) continue;
        const fixed_t top = extra_floor_top(w, f, mo.x, mo.y);
        if (mo.z >= top || mo.z + mo.height <= extra_floor_bottom(w, f, mo.x, mo.y)) continue;
        return mo.z + mo.height / 2 < top ? 2 : 1;
    }
    return 0;
}

// P_MobjThinker's movement: false when the thing was removed on the way.
bool Mobj::move(World& w) {
    // ZDoom's wind and currents of Hexen-type maps push players only.
    const Carry carry = player && hexen_specials(w) ? hexen_sector_push(w, *this) : Carry{};
    if (momx || momy || (flags & MF_SKULLFLY) || carry) {
        xy_movement(w, *this, carry);
        if (removed()) return false;
        scrolling = false;
    }
    if (z != floorz || momz) {
        const fixed_t old_z = z;
        z_movement(w, *this);
        if (removed()) return false;
        if (!w.sector_actions.empty()) {
            fake_plane_actions(w, *this, old_z);
            if (removed()) return false;
        }
    } else if (!momx && !momy && !sentient(*this) && w.opts.compat.boom()) {
        armed = true;
        // MBF: a lifeless thing at rest tips off a ledge it hangs over.
        if (z > dropoffz && !(flags & MF_NOGRAVITY) && !w.opts.compat.has(comp_falloff)) {
            apply_torque(w, *this);
        } else {
            falling = false;
            gear = 0;
        }
    }
    return true;
}

void Mobj::next_state(World& w) {
    // Several states may pass in one tic.
    set_mobj_state(w, *this, w.defs->states[static_cast<std::size_t>(state)].next_state);
}

// Nightmare / -respawn: a dead monster may come back.
void Mobj::count_to_respawn(World& w) {
    if (!w.opts.respawn && w.opts.skill != Skill::Nightmare) return;
    movecount++;
    if (movecount < 12 * kTicRate) return;
    if (w.leveltime & 31) return;
    if (w.rng.p_random() > 4) return;
    nightmare_respawn(w, *this);
}

bool set_mobj_state(World& w, Mobj& mo, StateNum state) {
    const NestedStateChange nested(w.state_change_depth, *w.defs, state);
    std::size_t frames = 0;
    do {
        if (++frames > most_frames_in_one_change(*w.defs)) throw_endless_chain(*w.defs, state);
        if (state == S_NULL) {
            mo.state = S_NULL;
            remove_mobj(w, mo);
            return false;
        }
        const State& st = w.defs->states[static_cast<std::size_t>(state)];
        mo.state = state;
        mo.tics = st.tics;
        mo.sprite = st.sprite;
        mo.frame = st.frame;
        // The action runs as the state is entered.
        if (st.action != Action::None) call_mobj_action(w, mo, st.action);
        state = st.next_state;
    } while (!mo.tics);
    return true;
}

void explode_missile(World& w, Mobj& mo) {
    mo.momx = mo.momy = mo.momz = 0;
    set_mobj_state(w, mo, w.defs->mobjinfo[static_cast<std::size_t>(mo.type)].death_state);
    mo.tics -= w.rng.p_random() & 3;
    if (mo.tics < 1) mo.tics = 1;
    mo.flags &= ~MF_MISSILE;
    if (mo.info->death_sound) start_sound(w, &mo, mo.info->death_sound);
}

void xy_movement(World& w, Mobj& mo, Carry carry) {
    if (!mo.momx && !mo.momy && !carry) {
        if (mo.flags & MF_SKULLFLY) {
            // The skull slammed into something.
            mo.flags &= ~MF_SKULLFLY;
            mo.momx = mo.momy = mo.momz = 0;
            set_mobj_state(w, mo, mo.info->spawn_state);
        }
        return;
    }

    Player* player = mo.player;

    if (mo.momx > kMaxMove)
        mo.momx = kMaxMove;
    else if (mo.momx < -kMaxMove)
        mo.momx = -kMaxMove;
    if (mo.momy > kMaxMove)
        mo.momy = kMaxMove;
    else if (mo.momy < -kMaxMove)
        mo.momy = -kMaxMove;

    const fixed_t oldx = mo.x, oldy = mo.y;  // Boom 2.02's friction asks whether it went anywhere
    fixed_t xmove = mo.momx;
    fixed_t ymove = mo.momy;
    // ZDoom: a push above CARRYSTOPSPEED adds a CARRYFACTOR share to the
    // momentum (and moves by that share); a slower one only moves the
    // thing, since friction would eat it from the momentum.
    const auto push = [](fixed_t along, fixed_t& momentum, fixed_t& move) {
        constexpr fixed_t kCarryStopSpeed = 0x1000 * 32 / 3, kCarryFactor = 6144;  // 0.09375
        if (along > kCarryStopSpeed || along < -kCarryStopSpeed) {
            along = base::fixed_mul(along, kCarryFactor);
            momentum += along;
        }
        move += along;
    };
    push(carry.x, mo.momx, xmove);
    push(carry.y, mo.momy, ymove);
    do {
        fixed_t ptryx, ptryy;
        // Only positive moves are split in two: the original's test. MBF
        // splits large negative ones too (unless comp_moveblock).
        const bool split_negative =
            w.opts.compat.fixes(comp_moveblock) && (xmove < -kMaxMove / 2 || ymove < -kMaxMove / 2);
        if (xmove > kMaxMove / 2 || ymove > kMaxMove / 2 || split_negative) {
            ptryx = mo.x + xmove / 2;
            ptryy = mo.y + ymove / 2;
            xmove >>= 1;
            ymove >>= 1;
        } else {
            ptryx = mo.x + xmove;
            ptryy = mo.y + ymove;
            xmove = ymove = 0;
        }

        if (!try_move(w, mo, ptryx, ptryy, Dropoff::Allowed)) {
            if (bounces_off_walls(w, mo)) {
                bounce_off_wall(w, mo);
            } else if (mo.player) {
                special_line_blocked(w, mo);
                slide_move(w, mo);
            } else if (mo.flags & MF_MISSILE) {
                // Missiles vanish against a sky ceiling instead of exploding
                // (sky floors are not handled, as in the original); Boom's
                // only above that ceiling, so a wall under it still stops them.
                const int cl = w.tm.ceilingline;
                if (cl >= 0) {
                    const int back = w.level.lines[static_cast<std::size_t>(cl)].back_sector;
                    const SectorState* sky = back != map::kNone ? &w.sectors[static_cast<std::size_t>(back)] : nullptr;
                    if (sky && sky->ceilingpic == w.textures.sky_flat &&
                        (!w.opts.compat.boom() || mo.z > sky->ceilingheight)) {
                        remove_mobj(w, mo);
                        return;
                    }
                }
                special_line_blocked(w, mo);
                explode_missile(w, mo);
            } else {
                mo.momx = mo.momy = 0;
            }
        }
    } while (xmove || ymove);

    if (player && (player->cheats & CF_NOMOMENTUM)) {
        mo.momx = mo.momy = 0;
        return;
    }
    if (mo.flags & (MF_MISSILE | MF_SKULLFLY)) return;  // no friction for missiles
    if (mo.z > mo.floorz) return;                         // no friction in the air

    if ((mo.flags & MF_CORPSE) || mo.falling || (bounces(w, mo) && mo.z > mo.dropoffz)) {
        // A corpse (at MBF, anything tipping off a ledge, or a bouncer
        // hanging over one) keeps sliding off a step while it still moves
        // fast.
        if (mo.momx > kFracUnit / 4 || mo.momx < -kFracUnit / 4 || mo.momy > kFracUnit / 4 ||
            mo.momy < -kFracUnit / 4) {
            if (mo.floorz != w.sectors[static_cast<std::size_t>(w.mobj_sector(mo))].floor_at(mo.x, mo.y)) return;
        }
    }

    // MBF stops a voodoo doll at rest whatever its player does, unless a
    // scroller carries it this tic (or comp_voodooscroller keeps Boom's way).
    const bool doll_stops = player && player->mo != &mo && w.opts.compat.mbf() &&
                            (w.opts.compat.has(comp_voodooscroller) || !mo.scrolling);
    if (mo.momx > -kStopSpeed && mo.momx < kStopSpeed && mo.momy > -kStopSpeed && mo.momy < kStopSpeed &&
        (!player || (player->cmd.forwardmove == 0 && player->cmd.sidemove == 0) || doll_stops)) {
        // Stop a walking animation.
        if (player && static_cast<unsigned>(player->mo->state - S_PLAY_RUN1) < 4)
            set_mobj_state(w, *player->mo, S_PLAY);
        mo.momx = 0;
        mo.momy = 0;
        if (player && player->mo == &mo) player->momx = player->momy = 0;  // MBF's bobbing stops too
    } else {
        // Boom: ice and mud (boom_friction.cpp).
        const bool moved = mo.x != oldx || mo.y != oldy;
        const fixed_t friction = w.opts.compat.boom() ? sliding_friction(w, mo, moved) : kFriction;
        mo.momx = fixed_mul(mo.momx, friction);
        mo.momy = fixed_mul(mo.momy, friction);
        // MBF's bobbing always fades at Doom's friction, even on ice.
        if (player && player->mo == &mo && w.opts.compat.mbf()) {
            player->momx = fixed_mul(player->momx, kFriction);
            player->momy = fixed_mul(player->momy, kFriction);
        }
    }
}

void z_movement(World& w, Mobj& mo) {
    if (bounces(w, mo) && mo.momz) {
        // MBF's bouncers move on their own; a living floater then goes on
        // towards its target's height below.
        if (!bounce_vertically(w, mo)) return;
    } else {
        // Smooth step up.
        if (mo.player && mo.z < mo.floorz) {
            mo.player->viewheight -= mo.floorz - mo.z;
            mo.player->deltaviewheight = (kViewHeight - mo.player->viewheight) >> 3;
        }
        mo.z += mo.momz;
    }

    if ((mo.flags & MF_FLOAT) && mo.target) {
        // Float towards the target's height when close.
        if (!(mo.flags & MF_SKULLFLY) && !(mo.flags & MF_INFLOAT)) {
            const fixed_t dist = aprox_distance(mo.x - mo.target->x, mo.y - mo.target->y);
            const fixed_t delta = (mo.target->z + (mo.height >> 1)) - mo.z;
            if (delta < 0 && dist < -(delta * 3))
                mo.z -= kFloatSpeed;
            else if (delta > 0 && dist < (delta * 3))
                mo.z += kFloatSpeed;
        }
    }

    // ZDoom: a thing reaching its sector's own floor or ceiling sets off
    // the sector's actions for it (which may move it: tested again below).
    if (!w.sector_actions.empty()) hit_plane_actions(w, mo);

    if (mo.z <= mo.floorz) {
        // Hit the floor. Doom II 1.9 reversed a charging lost soul's momz
        // only after clearing it (so it never bounced); The Ultimate Doom
        // and Final Doom bounce, as do Boom and MBF, and MBF21 unless
        // comp_soul. All kept for demo sync.
        const CompatOptions& compat = w.opts.compat;
        const bool correct_lost_soul_bounce =
            compat.boom() ? !compat.mbf21() || !compat.has(comp_soul) : w.opts.mode == GameMode::Retail;
        if (correct_lost_soul_bounce && (mo.flags & MF_SKULLFLY)) mo.momz = -mo.momz;

        if (mo.momz < 0) {
            if (touchy(w, mo) && mo.armed && mo.health > 0) {
                damage_mobj(w, mo, nullptr, nullptr, mo.health);  // MBF: an armed touchy thing lands and explodes
            } else if (mo.player && (!compat.boom() || mo.player->mo == &mo) && mo.momz < -kGravity * 8) {
                // Squat after a hard landing (Boom: not for a voodoo doll),
                // and say "oof" (Boom: not when dead, unless comp_sound).
                mo.player->deltaviewheight = mo.momz >> 3;
                if (!compat.boom() || compat.has(comp_sound) || mo.health > 0) start_sound(w, &mo, sfx_oof);
            }
            mo.momz = 0;
        }
        mo.z = mo.floorz;

        if (!correct_lost_soul_bounce && (mo.flags & MF_SKULLFLY)) mo.momz = -mo.momz;

        if ((mo.flags & MF_MISSILE) && !(mo.flags & MF_NOCLIP)) {
            explode_missile(w, mo);
            return;
        }
    } else if (w.opts.compat.mbf21() && (mo.flags2 & MF2_LOGRAV)) {
        // MBF21's low gravity, an eighth, even for a NOGRAVITY thing.
        const fixed_t gravity = fall_gravity(w, mo) >> 3;
        if (mo.momz == 0)
            mo.momz = -gravity * 2;
        else
            mo.momz -= gravity;
    } else if (!(mo.flags & MF_NOGRAVITY)) {
        const fixed_t before = mo.momz;
        const fixed_t gravity = fall_gravity(w, mo);
        if (mo.momz == 0)
            mo.momz = -gravity * 2;
        else
            mo.momz -= gravity;
        if (w.extra_floors.any()) sink_in_water(w, mo, before);
    }

    if (mo.z + mo.height > mo.ceilingz) {
        // Hit the ceiling. A lost soul bounces off it as meant at Boom's
        // levels without comp_soul; otherwise its momz is reversed only
        // after an upward one is cleared.
        const bool soul_bounces = w.opts.compat.boom() && !w.opts.compat.has(comp_soul);
        if (soul_bounces && (mo.flags & MF_SKULLFLY)) mo.momz = -mo.momz;
        if (mo.momz > 0) mo.momz = 0;
        mo.z = mo.ceilingz - mo.height;
        if (!soul_bounces && (mo.flags & MF_SKULLFLY)) mo.momz = -mo.momz;  // the skull slammed into something
        if ((mo.flags & MF_MISSILE) && !(mo.flags & MF_NOCLIP)) {
            explode_missile(w, mo);
            return;
        }
    }
}

// Boom's own
// types (MT_PUSH, MT_PULL) spawn only at Boom's levels and MBF's at MBF's:
// Doom 1.9 knew none of them, and spawning one takes a random number.
// MUSINFO's changers spawn at every level, as in dsda-doom (the original
// stopped with an error at a thing it did not know).
// Types a DeHackEd patch added spawn at any level, as in dsda-doom.
MobjType type_of_doomednum(const World& w, int doomednum) {
    const auto& types = w.defs->mobjinfo;
    for (std::size_t i = 0; i < types.size(); ++i) {
        if (types[i].doomednum != doomednum) continue;
        const bool known = i < MT_PUSH || i == MT_MUSICSOURCE || (i < MT_DOGS && w.opts.compat.boom()) ||
                           (i < NUMMOBJTYPES && w.opts.compat.mbf()) || i >= NUMMOBJTYPES;
        if (known) return static_cast<MobjType>(i);
    }
    return kNoThing;
}

Mobj* spawn_mobj(World& w, fixed_t x, fixed_t y, fixed_t z, MobjType type) {
    auto owned = std::make_unique<Mobj>();
    Mobj* mobj = owned.get();
    const MobjInfo& info = w.defs->mobjinfo[static_cast<std::size_t>(type)];

    mobj->type = type;
    mobj->info = &info;
    mobj->x = x;
    mobj->y = y;
    mobj->radius = info.radius;
    mobj->height = info.height;
    mobj->flags = info.flags;
    mobj->flags2 = info.flags2;
    // MBF: players are always friends. Boom has no friends; vanilla keeps
    // the bit as a DeHackEd patch set it, and never reads it.
    if (w.opts.compat.mbf() && type == MT_PLAYER)
        mobj->flags |= MF_FRIEND;
    else if (w.opts.compat.boom() && !w.opts.compat.mbf())
        mobj->flags &= ~static_cast<std::uint32_t>(MF_FRIEND | MF_BOUNCES | MF_TOUCHY);
    mobj->health = info.spawn_health;
    if (w.opts.skill != Skill::Nightmare) mobj->reactiontime = info.reaction_time;
    mobj->lastlook = w.rng.p_random() % kMaxPlayers;

    // Not set_mobj_state: no action may run yet.
    const State& st = w.defs->states[static_cast<std::size_t>(info.spawn_state)];
    mobj->state = info.spawn_state;
    mobj->tics = st.tics;
    mobj->sprite = st.sprite;
    mobj->frame = st.frame;

    set_thing_position(w, *mobj);
    const SectorState& sec = w.sectors[static_cast<std::size_t>(w.mobj_sector(*mobj))];
    mobj->floorz = sec.floor_at(x, y);
    mobj->dropoffz = mobj->floorz;
    mobj->ceilingz = sec.ceiling_at(x, y);
    if (z == kOnFloorZ)
        mobj->z = mobj->floorz;
    else if (z == kOnCeilingZ)
        mobj->z = mobj->ceilingz - info.height;
    else
        mobj->z = z;
    fit_mobj_to_extra_floors(w, *mobj);

    w.thinkers.add(std::move(owned));
    if (w.opts.compat.mbf()) update_monster_class(w, *mobj);
    return mobj;
}

void remove_mobj(World& w, Mobj& mobj) {
    // Placed pickups go into the deathmatch respawn queue.
    if ((mobj.flags & MF_SPECIAL) && !(mobj.flags & MF_DROPPED) && mobj.type != MT_INV && mobj.type != MT_INS) {
        w.itemrespawnque[static_cast<std::size_t>(w.iquehead)] = mobj.spawnpoint;
        w.itemrespawntime[static_cast<std::size_t>(w.iquehead)] = w.leveltime;
        w.iquehead = (w.iquehead + 1) & (kItemQueSize - 1);
        if (w.iquehead == w.iquetail) w.iquetail = (w.iquetail + 1) & (kItemQueSize - 1);  // lose the oldest
    }
    unset_thing_position(w, mobj);
    if (!mobj.touching_sectors.empty()) unlink_touching_sectors(w, mobj);
    stop_sound(w, &mobj);
    leave_monster_class(w, mobj);
    w.thinkers.remove(&mobj);
}

void respawn_specials(World& w) {
    if (w.opts.deathmatch != 2) return;  // only in altdeath
    if (w.iquehead == w.iquetail) return;
    if (w.leveltime - w.itemrespawntime[static_cast<std::size_t>(w.iquetail)] < 30 * kTicRate) return;

    const Mobj::SpawnPoint mthing = w.itemrespawnque[static_cast<std::size_t>(w.iquetail)];
    const fixed_t x = mthing.x << kFracBits;
    const fixed_t y = mthing.y << kFracBits;

    Mobj* fog = spawn_mobj(w, x, y, floor_at(w, x, y), MT_IFOG);
    start_sound(w, fog, sfx_itmbk);

    const MobjType i = type_of_doomednum(w, mthing.type);
    if (i != kNoThing) {
        const fixed_t z =
            (w.defs->mobjinfo[static_cast<std::size_t>(i)].flags & MF_SPAWNCEILING) ? kOnCeilingZ : kOnFloorZ;
        Mobj* mo = spawn_mobj(w, x, y, z, i);
        mo->spawnpoint = mthing;
        mo->angle = thing_angle(mthing.angle);
    }
    w.iquetail = (w.iquetail + 1) & (kItemQueSize - 1);
}

void spawn_player(World& w, const map::Thing& start) {
    if (start.type <= 0 || start.type > kMaxPlayers) return;
    const int pnum = start.type - 1;
    if (!w.opts.playeringame[static_cast<std::size_t>(pnum)]) return;

    Player& p = w.players[static_cast<std::size_t>(pnum)];
    if (p.playerstate == PST_REBORN) player_reborn(w, pnum);

    Mobj* mobj = spawn_mobj(w, start.x << kFracBits, start.y << kFracBits, kOnFloorZ, MT_PLAYER);
    // Colour translation for players 2-4.
    if (start.type > 1) mobj->flags |= static_cast<std::uint32_t>(start.type - 1) << MF_TRANSSHIFT;
    mobj->angle = thing_angle(start.angle);
    mobj->player = &p;
    mobj->health = p.health;

    p.mo = mobj;
    p.playerstate = PST_LIVE;
    p.refire = 0;
    p.message.clear();
    p.damagecount = 0;
    p.bonuscount = 0;
    p.blend = {};  // ZDoom's P_SpawnPlayer clears a script's fade and its camera
    p.camera = nullptr;
    p.camera_spot = {};
    p.cheats &= ~CF_REVERTPLEASE;
    p.extralight = 0;
    p.fixedcolormap = 0;
    p.viewheight = kViewHeight;

    setup_psprites(w, p);

    if (w.opts.deathmatch)
        for (bool& card : p.cards) card = true;
}

namespace {

// The spawning half of P_SpawnMapThing, from the type on (its "spawnit").
Mobj* spawn_thing(World& w, const map::Thing& mthing, MobjType type) {
    const MobjInfo& info = w.defs->mobjinfo[static_cast<std::size_t>(type)];
    const fixed_t z = (info.flags & MF_SPAWNCEILING) ? kOnCeilingZ : kOnFloorZ;
    Mobj* mobj = spawn_mobj(w, mthing.x << kFracBits, mthing.y << kFracBits, z, type);
    // MBF's friendly map things; the reserved bit says an editor left junk
    // in the high bits, and MBF then ignores them.
    if (w.opts.compat.mbf() && (mthing.options & (kMtfFriend | kMtfReserved)) == kMtfFriend &&
        !(mobj->flags & MF_FRIEND)) {
        mobj->flags |= MF_FRIEND;
        update_monster_class(w, *mobj);
    }
    mobj->spawnpoint = {mthing.x, mthing.y, mthing.angle, mthing.type, mthing.options};

    if (mobj->tics > 0) mobj->tics = 1 + (w.rng.p_random() % mobj->tics);
    // MBF leaves friends out of the kill total.
    const bool counted = w.opts.compat.mbf() ? (mobj->flags & (MF_COUNTKILL | MF_FRIEND)) == MF_COUNTKILL
                                             : (mobj->flags & MF_COUNTKILL) != 0;
    if (counted) w.totalkills++;
    if (mobj->flags & MF_COUNTITEM) w.totalitems++;

    mobj->angle = thing_angle(mthing.angle);
    if (mthing.options & kMtfAmbush) mobj->flags |= MF_AMBUSH;
    return mobj;
}

}  // namespace

bool placed_in_this_game(const World& w, const map::Thing& mthing) {
    if (!w.opts.netgame() && (mthing.options & kMtfNotSingle)) return false;
    // Boom's bits for the other two modes; an editor's junk (the reserved
    // bit) voids them, as does Doom 1.9, which has none.
    if (w.opts.compat.boom() && !(mthing.options & kMtfReserved) && w.opts.netgame() &&
        (mthing.options & (w.opts.deathmatch ? kMtfNotDeathmatch : kMtfNotCoop)))
        return false;
    int bit;
    if (w.opts.skill == Skill::Baby)
        bit = 1;
    else if (w.opts.skill == Skill::Nightmare)
        bit = 4;
    else
        bit = 1 << (static_cast<int>(w.opts.skill) - 1);
    return (mthing.options & bit) != 0;
}

Mobj* spawn_map_thing(World& w, const map::Thing& mthing) {
    if (mthing.type == 11) {
        // Deathmatch start (the original kept at most 10; Boom, any number).
        if (w.opts.compat.boom() || static_cast<int>(w.deathmatchstarts.size()) < kMaxDeathmatchStarts)
            w.deathmatchstarts.push_back(mthing);
        return nullptr;
    }
    if (mthing.type <= 0) return nullptr;  // "player -1 start": ignored, as the original

    if (mthing.type <= 4) {
        const int player = mthing.type - 1;
        // MBF's helper dogs: in a game for one, the starts of players 2 to
        // dogs + 1 each give a friendly dog (a start's player's secret count
        // marks it done, as MBF's does), and are no starts.
        Player& marked = w.players[static_cast<std::size_t>(player)];
        if (w.opts.compat.mbf() && !w.opts.netgame() && player > 0 && player <= w.opts.compat.dogs &&
            !marked.secretcount) {
            marked.secretcount = 1;
            map::Thing dog = mthing;
            dog.options |= kMtfFriend;
            return spawn_thing(w, dog, helper_type(w));
        }
        // Player start: kept for respawning in net games.
        w.playerstarts[static_cast<std::size_t>(player)] = mthing;
        w.playerstart_found[static_cast<std::size_t>(player)] = true;
        if (!w.opts.deathmatch) spawn_player(w, mthing);
        return nullptr;
    }

    if (!placed_in_this_game(w, mthing)) return nullptr;

    const MobjType i = type_of_doomednum(w, music_changer_doomednum(mthing.type, hexen_specials(w)));
    // The original stops with an error here; skip the thing instead.
    if (i == kNoThing) return nullptr;
    const MobjInfo& info = w.defs->mobjinfo[static_cast<std::size_t>(i)];

    if (w.opts.deathmatch && (info.flags & MF_NOTDMATCH)) return nullptr;
    if (w.opts.nomonsters && (i == MT_SKULL || (info.flags & MF_COUNTKILL))) return nullptr;
    Mobj* mo = spawn_thing(w, mthing, i);
    if (mo && i == MT_MUSICSOURCE) mo->args[0] = music_changer_number(mthing.type, 0);
    return mo;
}

void spawn_puff(World& w, fixed_t x, fixed_t y, fixed_t z) {
    // Two draws whose order matters: the first minus the second.
    const int r1 = w.rng.p_random();
    z += (r1 - w.rng.p_random()) << 10;
    Mobj* th = spawn_mobj(w, x, y, z, MT_PUFF);
    th->momz = kFracUnit;
    th->tics -= w.rng.p_random() & 3;
    if (th->tics < 1) th->tics = 1;
    // Punches don't spark on walls.
    if (w.tm.attackrange == kMeleeRange) set_mobj_state(w, *th, S_PUFF3);
}

void spawn_blood(World& w, fixed_t x, fixed_t y, fixed_t z, int damage) {
    const int r1 = w.rng.p_random();
    z += (r1 - w.rng.p_random()) << 10;
    Mobj* th = spawn_mobj(w, x, y, z, MT_BLOOD);
    th->momz = kFracUnit * 2;
    th->tics -= w.rng.p_random() & 3;
    if (th->tics < 1) th->tics = 1;
    if (damage <= 12 && damage >= 9)
        set_mobj_state(w, *th, S_BLOOD2);
    else if (damage < 9)
        set_mobj_state(w, *th, S_BLOOD3);
}

bool check_missile_spawn(World& w, Mobj& th) {
    th.tics -= w.rng.p_random() & 3;
    if (th.tics < 1) th.tics = 1;
    // Move it forward a bit so an angle can be computed if it explodes now.
    th.x += th.momx >> 1;
    th.y += th.momy >> 1;
    th.z += th.momz >> 1;
    if (!try_move(w, th, th.x, th.y)) {
        explode_missile(w, th);
        return false;
    }
    return true;
}

Mobj* spawn_missile(World& w, Mobj& source, Mobj& dest, MobjType type) {
    Mobj* th = spawn_mobj(w, source.x, source.y, source.z + 4 * 8 * kFracUnit, type);
    if (th->info->see_sound) start_sound(w, th, th->info->see_sound);
    th->target = &source;

    angle_t an = point_to_angle2(source.x, source.y, dest.x, dest.y);
    if (dest.flags & MF_SHADOW) {
        // Aim is spoiled at a fuzzy target.
        const int r1 = w.rng.p_random();
        an += static_cast<angle_t>((r1 - w.rng.p_random()) << 20);
    }
    th->angle = an;
    an >>= base::kAngleToFineShift;
    th->momx = fixed_mul(th->info->speed, base::fine_cosine(an));
    th->momy = fixed_mul(th->info->speed, base::fine_sine(an));

    int dist = aprox_distance(dest.x - source.x, dest.y - source.y);
    // A zero speed (only possible with DeHackEd) would have crashed the original.
    if (th->info->speed != 0) dist = dist / th->info->speed;
    if (dist < 1) dist = 1;
    th->momz = (dest.z - source.z) / dist;

    check_missile_spawn(w, *th);
    return th;
}

Mobj* spawn_player_missile(World& w, Mobj& source, MobjType type) {
    // Aim at a monster straight ahead, then a little to each side; MBF
    // looks past friends first, then again at anything.
    angle_t an = source.angle;
    fixed_t slope = 0;
    std::uint32_t skip = w.opts.compat.mbf() ? static_cast<std::uint32_t>(MF_FRIEND) : 0u;
    for (;;) {
        slope = aim_line_attack(w, source, an, 16 * 64 * kFracUnit, skip);
        if (!w.tm.linetarget) {
            an += 1u << 26;
            slope = aim_line_attack(w, source, an, 16 * 64 * kFracUnit, skip);
        }
        if (!w.tm.linetarget) {
            an -= 2u << 26;
            slope = aim_line_attack(w, source, an, 16 * 64 * kFracUnit, skip);
        }
        if (!w.tm.linetarget) {
            an = source.angle;
            slope = 0;
        }
        if (w.tm.linetarget || !skip) break;
        skip = 0;
    }

    Mobj* th = spawn_mobj(w, source.x, source.y, source.z + 4 * 8 * kFracUnit, type);
    if (th->info->see_sound) start_sound(w, th, th->info->see_sound);
    th->target = &source;
    th->angle = an;
    th->momx = fixed_mul(th->info->speed, base::fine_cosine(an >> base::kAngleToFineShift));
    th->momy = fixed_mul(th->info->speed, base::fine_sine(an >> base::kAngleToFineShift));
    th->momz = fixed_mul(th->info->speed, slope);
    check_missile_spawn(w, *th);
    return th;
}

}  // namespace sim
