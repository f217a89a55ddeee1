// Per-tic player logic (the original's p_user.c): movement from the
// ticcmd, view height and bobbing, the death camera, use, weapon change
// requests and power-up timers.
#include "sim/player_think.h"

#include <cstdint>

#include "base/trig_tables.h"
#include "sim/boom_thinkers.h"
#include "sim/camera.h"
#include "sim/interaction.h"
#include "sim/mbf_bouncers.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/point_to_angle.h"
#include "sim/specials.h"
#include "sim/weapon_choice.h"
#include "sim/weapons.h"

namespace sim {

namespace {

using base::fixed_mul;
using base::kFracUnit;

constexpr fixed_t kMaxBob = 0x100000;  // 16 units
constexpr int kInverseColormap = 32;   // the invulnerability colour map
constexpr int kHazardGrace = 16 * 35;  // tics of Strife's delayed damage before it hurts
constexpr int kHazardHurt = 5;
constexpr angle_t kAng5 = base::kAng90 / 18;

// MBF's P_Bob: P_Thrust for the bobbing momentum only.
void bob_thrust(Player& player, angle_t angle, fixed_t move) {
    const unsigned fine = angle >> base::kAngleToFineShift;
    player.momx += fixed_mul(move, base::fine_cosine(fine));
    player.momy += fixed_mul(move, base::fine_sine(fine));
}

// P_MovePlayer: turning, and thrust only while standing on something.
void move_player(World& w, Player& player) {
    const Ticcmd& cmd = player.cmd;
    Mobj& mo = *player.mo;

    mo.angle += static_cast<angle_t>(static_cast<std::int32_t>(cmd.angleturn)) << base::kFracBits;

    w.onground = mo.z <= mo.floorz;

    if (w.opts.compat.boom()) {
        // Boom: ice and mud change how hard a step pushes (boom_friction.cpp).
        // Boom 2.02 asks every tic on the ground, which uses up the value
        // its friction thinkers handed over.
        const bool asks = !w.opts.compat.mbf() || cmd.forwardmove || cmd.sidemove;
        if (asks && (w.onground || bounces(w, mo))) {  // MBF: a bouncing player pushes off in the air too
            fixed_t friction = kOrigFriction;
            const int movefactor = thing_move_factor(w, mo, &friction);
            // MBF bobs by the effort put in: on ice the full step, in mud the weakened one.
            const int bobfactor = friction < kOrigFriction ? movefactor : kOrigFrictionFactor;
            if (cmd.forwardmove) {
                if (w.opts.compat.mbf()) bob_thrust(player, mo.angle, cmd.forwardmove * bobfactor);
                thrust(player, mo.angle, cmd.forwardmove * movefactor);
            }
            if (cmd.sidemove) {
                if (w.opts.compat.mbf()) bob_thrust(player, mo.angle - base::kAng90, cmd.sidemove * bobfactor);
                thrust(player, mo.angle - base::kAng90, cmd.sidemove * movefactor);
            }
        }
    } else {
        if (cmd.forwardmove && w.onground) thrust(player, mo.angle, cmd.forwardmove * 2048);
        if (cmd.sidemove && w.onground) thrust(player, mo.angle - base::kAng90, cmd.sidemove * 2048);
    }
    revert_camera_on_walk(player, w.onground && (cmd.forwardmove || cmd.sidemove));

    // Boom 2.02 (but not MBF, which went back) runs the player's walking
    // frames even on a tic with no move.
    const bool boom_always_walks = w.opts.compat.boom() && !w.opts.compat.mbf();
    if ((boom_always_walks || cmd.forwardmove || cmd.sidemove) && mo.state == S_PLAY)
        set_mobj_state(w, mo, S_PLAY_RUN1);
}

// P_DeathThink: the view sinks to the floor and turns towards the killer.
void death_think(World& w, Player& player) {
    Mobj& mo = *player.mo;
    move_psprites(w, player);

    if (player.viewheight > 6 * kFracUnit) player.viewheight -= kFracUnit;
    if (player.viewheight < 6 * kFracUnit) player.viewheight = 6 * kFracUnit;
    player.deltaviewheight = 0;
    w.onground = mo.z <= mo.floorz;
    calc_height(w, player);

    if (player.attacker && player.attacker != &mo) {
        const angle_t angle = point_to_angle2(mo.x, mo.y, player.attacker->x, player.attacker->y);
        const angle_t delta = angle - mo.angle;
        if (delta < kAng5 || delta > 0u - kAng5) {
            // Facing the killer: let the red flash fade.
            mo.angle = angle;
            if (player.damagecount) player.damagecount--;
        } else if (delta < base::kAng180) {
            mo.angle += kAng5;
        } else {
            mo.angle -= kAng5;
        }
    } else if (player.damagecount) {
        player.damagecount--;
    }

    if (player.cmd.buttons & BT_USE) player.playerstate = PST_REBORN;
}

// The weapon a weapon-change button asks for, after the original's
// substitutions; wp_nochange if the request is refused.
WeaponType requested_weapon(const World& w, const Player& player) {
    if (w.opts.compat.boom()) {
        // Boom's commands name the weapon itself, the super shotgun too
        // (weapon_choice.h made the choice).
        const auto chosen = static_cast<WeaponType>((player.cmd.buttons & kBoomWeaponMask) >> BT_WEAPONSHIFT);
        if (chosen >= NUMWEAPONS || !player.weaponowned[chosen] || chosen == player.readyweapon) return wp_nochange;
        if ((chosen == wp_plasma || chosen == wp_bfg) && w.opts.mode == GameMode::Shareware) return wp_nochange;
        return chosen;
    }
    auto newweapon = static_cast<WeaponType>((player.cmd.buttons & BT_WEAPONMASK) >> BT_WEAPONSHIFT);

    // The fist slot selects the chainsaw when owned, unless the chainsaw
    // is out and berserk makes the fist worth having.
    if (newweapon == wp_fist && player.weaponowned[wp_chainsaw] &&
        !(player.readyweapon == wp_chainsaw && player.powers[pw_strength]))
        newweapon = wp_chainsaw;

    // Doom II: the shotgun slot alternates with the super shotgun.
    if (w.opts.mode == GameMode::Commercial && newweapon == wp_shotgun && player.weaponowned[wp_supershotgun] &&
        player.readyweapon != wp_supershotgun)
        newweapon = wp_supershotgun;

    if (!player.weaponowned[newweapon] || newweapon == player.readyweapon) return wp_nochange;
    // No plasma gun or BFG in shareware, even if cheated.
    if ((newweapon == wp_plasma || newweapon == wp_bfg) && w.opts.mode == GameMode::Shareware) return wp_nochange;
    return newweapon;
}

}  // namespace

void thrust(Player& player, angle_t angle, fixed_t move) {
    const unsigned fine = angle >> base::kAngleToFineShift;
    player.mo->momx += fixed_mul(move, base::fine_cosine(fine));
    player.mo->momy += fixed_mul(move, base::fine_sine(fine));
}

void calc_height(World& w, Player& player) {
    Mobj& mo = *player.mo;

    // Bob amplitude from the speed; also sways the weapon, so it is
    // computed even in the air.
    // MBF bobs by the player's own thrust, Boom by the body's speed; both
    // only with player_bobbing on, which Doom 1.9 always is.
    const CompatOptions& compat = w.opts.compat;
    if (compat.mbf())
        player.bob = compat.player_bobbing ? (fixed_mul(player.momx, player.momx) + fixed_mul(player.momy, player.momy)) >> 2 : 0;
    else if (!compat.boom() || compat.player_bobbing)
        player.bob = (fixed_mul(mo.momx, mo.momx) + fixed_mul(mo.momy, mo.momy)) >> 2;
    else
        player.bob = 0;
    // Boom 2.02 bobbed less on ice.
    const bool on_boom_ice = w.opts.compat.boom() && !w.opts.compat.mbf() && mo.friction > kOrigFriction;
    const fixed_t max_bob = on_boom_ice ? kMaxBob >> 2 : kMaxBob;
    if (player.bob > max_bob) player.bob = max_bob;

    if ((player.cheats & CF_NOMOMENTUM) || !w.onground) {
        // The original computes z + VIEWHEIGHT clamped under the ceiling and
        // then overwrites it with this, unclamped; demos depend on the latter.
        player.viewz = mo.z + player.viewheight;
        return;
    }

    const unsigned angle = (base::kFineAngles / 20 * static_cast<unsigned>(w.leveltime)) & base::kFineMask;
    const fixed_t bob = fixed_mul(player.bob / 2, base::fine_sine(angle));

    // Ease the view back to standing height after a landing squat.
    if (player.playerstate == PST_LIVE) {
        player.viewheight += player.deltaviewheight;
        if (player.viewheight > kViewHeight) {
            player.viewheight = kViewHeight;
            player.deltaviewheight = 0;
        }
        if (player.viewheight < kViewHeight / 2) {
            player.viewheight = kViewHeight / 2;
            if (player.deltaviewheight <= 0) player.deltaviewheight = 1;
        }
        if (player.deltaviewheight) {
            player.deltaviewheight += kFracUnit / 4;
            if (!player.deltaviewheight) player.deltaviewheight = 1;
        }
    }
    player.viewz = mo.z + player.viewheight + bob;
    if (player.viewz > mo.ceilingz - 4 * kFracUnit) player.viewz = mo.ceilingz - 4 * kFracUnit;
}

void player_think(World& w, Player& player) {
    Mobj& mo = *player.mo;
    Ticcmd& cmd = player.cmd;

    if (player.cheats & CF_NOCLIP)
        mo.flags |= MF_NOCLIP;
    else
        mo.flags &= ~MF_NOCLIP;

    // ZDoom's frozen players (SetPlayerProperty): no walking; totally
    // frozen, no turning and no buttons but use either.
    if (player.cheats & (CF_FROZEN | CF_TOTALLYFROZEN)) {
        cmd.forwardmove = 0;
        cmd.sidemove = 0;
        if (player.cheats & CF_TOTALLYFROZEN) {
            cmd.angleturn = 0;
            cmd.buttons &= BT_USE;
        }
    }

    // After a chainsaw hit the player is pulled forward and cannot turn.
    if (mo.flags & MF_JUSTATTACKED) {
        cmd.angleturn = 0;
        cmd.forwardmove = 0xc800 / 512;
        cmd.sidemove = 0;
        mo.flags &= ~MF_JUSTATTACKED;
    }

    if (player.playerstate == PST_DEAD) {
        death_think(w, player);
        return;
    }

    // Reaction time freezes the player briefly after a teleport.
    if (mo.reactiontime)
        mo.reactiontime--;
    else
        move_player(w, player);

    calc_height(w, player);

    // ZDoom's damage fields hurt on a sector of no special too.
    if (const SectorState& sector = w.sectors[static_cast<std::size_t>(w.mobj_sector(mo))];
        sector.special || sector.damage_interval > 0)
        player_in_special_sector(w, player);

    // A special event (pause, save) carries no other buttons.
    if (cmd.buttons & BT_SPECIAL) cmd.buttons = 0;

    // The change itself happens when the weapon sprite allows it.
    if (cmd.buttons & BT_CHANGE) {
        const WeaponType newweapon = requested_weapon(w, player);
        if (newweapon != wp_nochange) player.pendingweapon = newweapon;
    }

    if (cmd.buttons & BT_USE) {
        if (!player.usedown) {
            use_lines(w, player);
            player.usedown = true;
        }
    } else {
        player.usedown = false;
    }

    move_psprites(w, player);

    // Berserk counts up (the status bar fades its red with it); the
    // other powers count down.
    if (player.powers[pw_strength]) player.powers[pw_strength]++;
    if (player.powers[pw_invulnerability]) player.powers[pw_invulnerability]--;
    if (player.powers[pw_invisibility])
        if (!--player.powers[pw_invisibility]) mo.flags &= ~MF_SHADOW;
    if (player.powers[pw_infrared]) player.powers[pw_infrared]--;
    if (player.powers[pw_ironfeet]) player.powers[pw_ironfeet]--;
    if (player.damagecount) player.damagecount--;
    if (player.bonuscount) player.bonuscount--;
    // Strife's delayed damage (ZDoom's hazard floors): once more than 16
    // seconds of it built up, 5 at each of the floor's intervals.
    if (player.hazardcount) {
        player.hazardcount--;
        if (player.hazardinterval <= 0) player.hazardinterval = 32;
        if (w.leveltime % player.hazardinterval == 0 && player.hazardcount > kHazardGrace)
            damage_mobj(w, mo, nullptr, nullptr, kHazardHurt);
    }

    // Fixed colour maps; they blink during the last 128 tics of a power.
    const int invuln = player.powers[pw_invulnerability];
    const int infrared = player.powers[pw_infrared];
    if (invuln)
        player.fixedcolormap = (invuln > 4 * 32 || (invuln & 8)) ? kInverseColormap : 0;
    else if (infrared)
        player.fixedcolormap = (infrared > 4 * 32 || (infrared & 8)) ? 1 : 0;  // almost full bright
    else
        player.fixedcolormap = 0;
}

}  // namespace sim
