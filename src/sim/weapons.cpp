// Player weapons: the weapon sprite layers, raising and lowering, ammo
// checks and the weapon state actions (the original's p_pspr.c).
#include "sim/weapons.h"

#include "sim/weapon_internals.h"

#include <cstdint>

#include "base/trig_tables.h"
#include "sim/interaction.h"
#include "sim/mobjs.h"
#include "sim/monsters.h"
#include "sim/movement.h"
#include "sim/point_to_angle.h"
#include "sim/sound.h"
#include "sim/state_guard.h"
#include "sim/wrapping.h"

namespace sim {

namespace {

using base::kFracUnit;

constexpr fixed_t kLowerSpeed = 6 * kFracUnit;
constexpr fixed_t kRaiseSpeed = 6 * kFracUnit;
constexpr fixed_t kWeaponBottom = 128 * kFracUnit;
constexpr fixed_t kWeaponTop = 32 * kFracUnit;
constexpr fixed_t kBulletRange = 16 * 64 * kFracUnit;
// The original's ANG90 is a plain int, so these divisions are signed.
constexpr std::int32_t kAng90Int = 0x40000000;

// P_Random() - P_Random(), drawn left operand first as the original did.
int random_difference(World& w) {
    const int first = w.rng.p_random();
    return first - w.rng.p_random();
}

// (a - b) << shift on the original's 32-bit ints, as an angle offset.
angle_t spread(int difference, int shift) { return static_cast<angle_t>(difference) << shift; }

}  // namespace

// The original indexes player->ammo with the weapon's ammo type without a
// bounds check; types past the four real ones land in the maxammo array
// that follows it in memory. DeHackEd patches can rely on that, so reads
// and decrements go through these. Anything further out is ignored.
int read_ammo(const Player& player, int type) {
    if (type >= 0 && type < NUMAMMO) return player.ammo[static_cast<std::size_t>(type)];
    if (type >= NUMAMMO && type < 2 * NUMAMMO) return player.maxammo[static_cast<std::size_t>(type - NUMAMMO)];
    return 0;
}

void decrease_ammo(Player& player, int type, int amount) {
    if (type >= 0 && type < NUMAMMO)
        player.ammo[static_cast<std::size_t>(type)] -= amount;
    else if (type >= NUMAMMO && type < 2 * NUMAMMO)
        player.maxammo[static_cast<std::size_t>(type - NUMAMMO)] -= amount;
}

int ammo_per_shot(const World& w, WeaponType weapon) {
    const int set = w.defs->weapon_mbf21[static_cast<std::size_t>(weapon)].ammo_per_shot;
    if (set >= 0) return set;
    if (weapon == wp_bfg) return w.defs->misc.bfg_cells_per_shot;
    return weapon == wp_supershotgun ? 2 : 1;
}

// P_SubtractAmmo: the original pointers' own amounts; at MBF21 a patch's
// ammo per shot instead, never below zero, and nothing for a weapon
// without ammo.
void subtract_ammo(World& w, Player& player, int vanilla_amount) {
    const int type = ready_info(w, player).ammo;
    if (!w.opts.compat.mbf21()) {
        decrease_ammo(player, type, vanilla_amount);
        return;
    }
    if (type == am_noammo) return;
    const int set = w.defs->weapon_mbf21[static_cast<std::size_t>(player.readyweapon)].ammo_per_shot;
    const int amount = set >= 0 ? set : vanilla_amount;
    const int have = read_ammo(player, type);
    decrease_ammo(player, type, have >= amount ? amount : have);
}

const WeaponInfo& weapon_info(const World& w, WeaponType weapon) {
    return w.defs->weapons[static_cast<std::size_t>(weapon)];
}

const WeaponInfo& ready_info(const World& w, const Player& player) { return weapon_info(w, player.readyweapon); }

// P_SetPsprite: enters a state, runs its action, and keeps following
// zero-tic states.
void set_psprite(World& w, Player& player, int position, StateNum stnum) {
    PspriteDef& psp = player.psprites[static_cast<std::size_t>(position)];
    const NestedStateChange nested(w.state_change_depth, *w.defs, stnum);
    std::size_t frames = 0;
    do {
        if (++frames > most_frames_in_one_change(*w.defs)) throw_endless_chain(*w.defs, stnum);
        if (stnum == S_NULL) {
            psp.state = S_NULL;  // layer off
            break;
        }
        const State& state = w.defs->states[static_cast<std::size_t>(stnum)];
        psp.state = stnum;
        psp.tics = state.tics;  // may be 0
        if (state.misc1) {
            // The state sets the sprite's position.
            psp.sx = static_cast<fixed_t>(static_cast<std::uint32_t>(state.misc1) << base::kFracBits);
            psp.sy = static_cast<fixed_t>(static_cast<std::uint32_t>(state.misc2) << base::kFracBits);
        }
        if (state.action != Action::None) {
            call_weapon_action(w, player, psp, state.action);
            if (psp.state == S_NULL) break;
        }
        // The action may have moved the layer to another state: follow that one.
        stnum = w.defs->states[static_cast<std::size_t>(psp.state)].next_state;
    } while (psp.tics == 0);
}

namespace {

// P_BringUpWeapon: starts raising the pending weapon from the bottom.
void bring_up_weapon(World& w, Player& player) {
    if (player.pendingweapon == wp_nochange) player.pendingweapon = player.readyweapon;
    if (player.pendingweapon == wp_chainsaw) start_sound(w, player.mo, sfx_sawup);
    const StateNum newstate = weapon_info(w, player.pendingweapon).up_state;
    player.pendingweapon = wp_nochange;
    // MBF starts it two units lower, out of sight: it comes up a tic later.
    player.psprites[ps_weapon].sy = kWeaponBottom + (w.opts.compat.mbf() ? 2 * kFracUnit : 0);
    set_psprite(w, player, ps_weapon, newstate);
}

}  // namespace

// P_CheckAmmo: true if the ready weapon can fire; otherwise picks another
// weapon by the original's fixed preference and starts lowering.
bool enough_ammo(const World& w, const Player& player) {
    const int ammo = ready_info(w, player).ammo;
    int count = 1;
    if (w.opts.compat.mbf21())
        count = ammo_per_shot(w, player.readyweapon);
    else if (player.readyweapon == wp_bfg)
        count = w.defs->misc.bfg_cells_per_shot;
    else if (player.readyweapon == wp_supershotgun)
        count = 2;  // both barrels
    return ammo == am_noammo || read_ammo(player, ammo) >= count;
}

bool check_ammo(World& w, Player& player) {
    if (enough_ammo(w, player)) return true;
    // Boom chooses the next weapon where commands are built (weapon_choice.h).
    if (w.opts.compat.boom()) return false;

    const bool shareware = w.opts.mode == GameMode::Shareware;
    const bool commercial = w.opts.mode == GameMode::Commercial;
    const auto& owned = player.weaponowned;
    if (owned[wp_plasma] && player.ammo[am_cell] && !shareware)
        player.pendingweapon = wp_plasma;
    else if (owned[wp_supershotgun] && player.ammo[am_shell] > 2 && commercial)
        player.pendingweapon = wp_supershotgun;
    else if (owned[wp_chaingun] && player.ammo[am_clip])
        player.pendingweapon = wp_chaingun;
    else if (owned[wp_shotgun] && player.ammo[am_shell])
        player.pendingweapon = wp_shotgun;
    else if (player.ammo[am_clip])
        player.pendingweapon = wp_pistol;
    else if (owned[wp_chainsaw])
        player.pendingweapon = wp_chainsaw;
    else if (owned[wp_missile] && player.ammo[am_misl])
        player.pendingweapon = wp_missile;
    // A fixed 40 here, not the DeHackEd cells-per-shot, as in the original.
    else if (owned[wp_bfg] && player.ammo[am_cell] > 40 && !shareware)
        player.pendingweapon = wp_bfg;
    else
        player.pendingweapon = wp_fist;

    set_psprite(w, player, ps_weapon, ready_info(w, player).down_state);
    return false;
}

namespace {

// P_FireWeapon
void fire_weapon(World& w, Player& player) {
    if (!check_ammo(w, player)) return;
    set_mobj_state(w, *player.mo, S_PLAY_ATK1);
    set_psprite(w, player, ps_weapon, ready_info(w, player).attack_state);
    // MBF21's SILENT weapons wake nobody.
    if (w.opts.compat.mbf21() && (mbf21_weapon_flags(w, player) & WPF_SILENT)) return;
    noise_alert(w, *player.mo, *player.mo);
}

}  // namespace

// P_BulletSlope: aims straight ahead, then a little right, then a little
// left, keeping the last slope tried. MBF aims past friends in a first
// round; a second takes anything, starting where the first stopped turning.
fixed_t bullet_slope(World& w, Mobj& mo) {
    angle_t an = mo.angle;
    std::uint32_t skip = w.opts.compat.mbf() ? static_cast<std::uint32_t>(MF_FRIEND) : 0u;
    for (;;) {
        fixed_t slope = aim_line_attack(w, mo, an, kBulletRange, skip);
        if (!w.tm.linetarget) {
            an += 1u << 26;
            slope = aim_line_attack(w, mo, an, kBulletRange, skip);
        }
        if (!w.tm.linetarget) {
            an -= 2u << 26;
            slope = aim_line_attack(w, mo, an, kBulletRange, skip);
        }
        if (w.tm.linetarget || !skip) return slope;
        skip = 0;
    }
}

namespace {

// P_GunShot
void gun_shot(World& w, Mobj& mo, bool accurate, fixed_t slope) {
    const int damage = 5 * (w.rng.p_random() % 3 + 1);
    angle_t angle = mo.angle;
    if (!accurate) angle += spread(random_difference(w), 18);
    line_attack(w, mo, angle, kMissileRange, slope, damage);
}

// ---- actions ----

void weapon_ready(World& w, Player& player, PspriteDef& psp) {
    Mobj& mo = *player.mo;
    // Leave the attack animation.
    if (mo.state == S_PLAY_ATK1 || mo.state == S_PLAY_ATK2) set_mobj_state(w, mo, S_PLAY);

    if (player.readyweapon == wp_chainsaw && psp.state == S_SAW) start_sound(w, player.mo, sfx_sawidl);

    // A pending change, or death, lowers the weapon.
    if (player.pendingweapon != wp_nochange || !player.health) {
        set_psprite(w, player, ps_weapon, ready_info(w, player).down_state);
        return;
    }

    // The rocket launcher and the BFG need the button released between
    // shots; at MBF21, the weapons flagged NOAUTOFIRE (those two by default).
    if (player.cmd.buttons & BT_ATTACK) {
        const bool autofire = w.opts.compat.mbf21()
                                  ? !(mbf21_weapon_flags(w, player) & WPF_NOAUTOFIRE)
                                  : player.readyweapon != wp_missile && player.readyweapon != wp_bfg;
        if (!player.attackdown || autofire) {
            player.attackdown = true;
            fire_weapon(w, player);
            return;
        }
    } else {
        player.attackdown = false;
    }

    // Sway with the player's movement.
    unsigned angle = (128u * static_cast<unsigned>(w.leveltime)) & base::kFineMask;
    psp.sx = kFracUnit + base::fixed_mul(player.bob, base::fine_cosine(angle));
    angle &= base::kFineAngles / 2 - 1;
    psp.sy = kWeaponTop + base::fixed_mul(player.bob, base::fine_sine(angle));
}

void refire(World& w, Player& player) {
    // A pending weapon change wins over holding the trigger.
    if ((player.cmd.buttons & BT_ATTACK) && player.pendingweapon == wp_nochange && player.health) {
        player.refire++;
        fire_weapon(w, player);
    } else {
        player.refire = 0;
        check_ammo(w, player);
    }
}

void lower(World& w, Player& player, PspriteDef& psp) {
    psp.sy = player.cheats & CF_INSTANTWEAPSWITCH ? kWeaponBottom : psp.sy + kLowerSpeed;
    if (psp.sy < kWeaponBottom) return;

    if (player.playerstate == PST_DEAD) {
        psp.sy = kWeaponBottom;  // stays down
        return;
    }
    if (!player.health) {
        // Dying: keep the weapon off screen.
        set_psprite(w, player, ps_weapon, S_NULL);
        return;
    }
    // The original would index past the weapon table here; keep the weapon.
    if (player.pendingweapon != wp_nochange) player.readyweapon = player.pendingweapon;
    bring_up_weapon(w, player);
}

void raise(World& w, Player& player, PspriteDef& psp) {
    psp.sy = player.cheats & CF_INSTANTWEAPSWITCH ? kWeaponTop : psp.sy - kRaiseSpeed;
    if (psp.sy > kWeaponTop) return;
    psp.sy = kWeaponTop;
    set_psprite(w, player, ps_weapon, ready_info(w, player).ready_state);
}

void gun_flash(World& w, Player& player) {
    set_mobj_state(w, *player.mo, S_PLAY_ATK2);
    fire_flash(w, player, 0);
}

void punch(World& w, Player& player) {
    Mobj& mo = *player.mo;
    int damage = (w.rng.p_random() % 10 + 1) << 1;
    if (player.powers[pw_strength]) damage *= 10;

    angle_t angle = mo.angle + spread(random_difference(w), 18);
    const fixed_t slope = aim_at_enemies_first(w, mo, angle, kMeleeRange);
    line_attack(w, mo, angle, kMeleeRange, slope, damage);

    if (Mobj* target = w.tm.linetarget) {
        start_sound(w, &mo, sfx_punch);
        mo.angle = point_to_angle2(mo.x, mo.y, target->x, target->y);
    }
}

void saw(World& w, Player& player) {
    Mobj& mo = *player.mo;
    const int damage = 2 * (w.rng.p_random() % 10 + 1);
    angle_t angle = mo.angle + spread(random_difference(w), 18);

    // One unit past melee range so the puff does not skip its first frame.
    const fixed_t slope = aim_at_enemies_first(w, mo, angle, kMeleeRange + 1);
    line_attack(w, mo, angle, kMeleeRange + 1, slope, damage);

    Mobj* target = w.tm.linetarget;
    if (!target) {
        start_sound(w, &mo, sfx_sawful);
        return;
    }
    start_sound(w, &mo, sfx_sawhit);

    // Turn towards the victim, a little at a time.
    constexpr angle_t kTurn = static_cast<angle_t>(kAng90Int / 20);
    constexpr angle_t kSnap = static_cast<angle_t>(kAng90Int / 21);
    angle = point_to_angle2(mo.x, mo.y, target->x, target->y);
    const angle_t delta = angle - mo.angle;
    if (delta > base::kAng180) {
        if (static_cast<std::int32_t>(delta) < -(kAng90Int / 20))
            mo.angle = angle + kSnap;
        else
            mo.angle -= kTurn;
    } else {
        if (delta > kTurn)
            mo.angle = angle - kSnap;
        else
            mo.angle += kTurn;
    }
    mo.flags |= MF_JUSTATTACKED;
}

void fire_missile(World& w, Player& player) {
    subtract_ammo(w, player, 1);
    spawn_player_missile(w, *player.mo, MT_ROCKET);
}

void fire_bfg(World& w, Player& player) {
    subtract_ammo(w, player, w.defs->misc.bfg_cells_per_shot);
    spawn_player_missile(w, *player.mo, MT_BFG);
}

void fire_plasma(World& w, Player& player) {
    subtract_ammo(w, player, 1);
    fire_flash(w, player, w.rng.p_random() & 1);
    spawn_player_missile(w, *player.mo, MT_PLASMA);
}

void fire_pistol(World& w, Player& player) {
    Mobj& mo = *player.mo;
    start_sound(w, &mo, sfx_pistol);
    set_mobj_state(w, mo, S_PLAY_ATK2);
    subtract_ammo(w, player, 1);
    fire_flash(w, player, 0);
    const fixed_t slope = bullet_slope(w, mo);
    gun_shot(w, mo, !player.refire, slope);
}

void fire_shotgun(World& w, Player& player) {
    Mobj& mo = *player.mo;
    start_sound(w, &mo, sfx_shotgn);
    set_mobj_state(w, mo, S_PLAY_ATK2);
    subtract_ammo(w, player, 1);
    fire_flash(w, player, 0);
    const fixed_t slope = bullet_slope(w, mo);
    for (int i = 0; i < 7; i++) gun_shot(w, mo, false, slope);
}

void fire_shotgun2(World& w, Player& player) {
    Mobj& mo = *player.mo;
    start_sound(w, &mo, sfx_dshtgn);
    set_mobj_state(w, mo, S_PLAY_ATK2);
    subtract_ammo(w, player, 2);
    fire_flash(w, player, 0);
    const fixed_t slope = bullet_slope(w, mo);
    for (int i = 0; i < 20; i++) {
        // Random draws in the original's order: damage, angle, then slope.
        const int damage = 5 * (w.rng.p_random() % 3 + 1);
        const angle_t angle = mo.angle + spread(random_difference(w), 19);
        const fixed_t pellet_slope =
            wrap_add(slope, static_cast<fixed_t>(static_cast<std::uint32_t>(random_difference(w)) << 5));
        line_attack(w, mo, angle, kMissileRange, pellet_slope, damage);
    }
}

void fire_cgun(World& w, Player& player, PspriteDef& psp) {
    Mobj& mo = *player.mo;
    const bool loaded = read_ammo(player, ready_info(w, player).ammo) != 0;
    // Boom: an empty chaingun is silent (unless comp_sound).
    if (loaded || !w.opts.compat.fixes(comp_sound)) start_sound(w, &mo, sfx_pistol);
    if (!loaded) return;

    set_mobj_state(w, mo, S_PLAY_ATK2);
    subtract_ammo(w, player, 1);
    // The flash frame follows the gun frame (two of each).
    fire_flash(w, player, psp.state - S_CHAIN1);
    const fixed_t slope = bullet_slope(w, mo);
    gun_shot(w, mo, !player.refire, slope);
}

}  // namespace

void setup_psprites(World& w, Player& player) {
    for (auto& psp : player.psprites) psp.state = S_NULL;
    player.pendingweapon = player.readyweapon;
    bring_up_weapon(w, player);
}

void move_psprites(World& w, Player& player) {
    for (int i = 0; i < NUMPSPRITES; i++) {
        PspriteDef& psp = player.psprites[static_cast<std::size_t>(i)];
        if (psp.state == S_NULL) continue;  // layer off
        if (psp.tics == -1) continue;       // stays for ever
        psp.tics--;
        if (!psp.tics) set_psprite(w, player, i, w.defs->states[static_cast<std::size_t>(psp.state)].next_state);
    }
    player.psprites[ps_flash].sx = player.psprites[ps_weapon].sx;
    player.psprites[ps_flash].sy = player.psprites[ps_weapon].sy;
}

void drop_weapon(World& w, Player& player) {
    set_psprite(w, player, ps_weapon, ready_info(w, player).down_state);
}

void call_weapon_action(World& w, Player& player, PspriteDef& psp, Action action) {
    switch (action) {
    case Action::Light0: player.extralight = 0; break;
    case Action::Light1: player.extralight = 1; break;
    case Action::Light2: player.extralight = 2; break;
    case Action::WeaponReady: weapon_ready(w, player, psp); break;
    case Action::ReFire: refire(w, player); break;
    case Action::CheckReload:
        // MBF21 (PrBoom 2.4 on) lowers the empty weapon at once, as the
        // original's switch did.
        if (!check_ammo(w, player) && w.opts.compat.mbf21())
            set_psprite(w, player, ps_weapon, ready_info(w, player).down_state);
        break;
    case Action::Lower: lower(w, player, psp); break;
    case Action::Raise: raise(w, player, psp); break;
    case Action::GunFlash: gun_flash(w, player); break;
    case Action::Punch: punch(w, player); break;
    case Action::Saw: saw(w, player); break;
    case Action::FireMissile: fire_missile(w, player); break;
    case Action::FireBFG: fire_bfg(w, player); break;
    case Action::FirePlasma: fire_plasma(w, player); break;
    case Action::FireOldBFG: fire_old_bfg(w, player); break;
    case Action::FirePistol: fire_pistol(w, player); break;
    case Action::FireShotgun: fire_shotgun(w, player); break;
    case Action::FireShotgun2: fire_shotgun2(w, player); break;
    case Action::FireCGun: fire_cgun(w, player, psp); break;
    case Action::BFGsound: start_sound(w, player.mo, sfx_bfg); break;
    case Action::OpenShotgun2: start_sound(w, player.mo, sfx_dbopn); break;
    case Action::LoadShotgun2: start_sound(w, player.mo, sfx_dbload); break;
    case Action::CloseShotgun2:
        start_sound(w, player.mo, sfx_dbcls);
        refire(w, player);
        break;
    case Action::WeaponProjectile:
    case Action::WeaponBulletAttack:
    case Action::WeaponMeleeAttack:
    case Action::WeaponSound:
    case Action::WeaponAlert:
    case Action::WeaponJump:
    case Action::ConsumeAmmo:
    case Action::CheckAmmo:
    case Action::RefireTo:
    case Action::GunFlashTo: call_mbf21_weapon_action(w, player, psp, action); break;
    default:
        // A thing action on a weapon state (possible through DeHackEd):
        // the original would call it with the wrong arguments. Do nothing.
        break;
    }
}

void bfg_spray(World& w, Mobj& mo) {
    if (!mo.target) return;  // the original would crash: no one fired it
    // Forty rays over a quarter turn centred on the ball's direction,
    // traced from the shooter.
    for (int i = 0; i < 40; i++) {
        const angle_t an = mo.angle - static_cast<angle_t>(kAng90Int / 2) + static_cast<angle_t>(kAng90Int / 40 * i);
        aim_at_enemies_first(w, *mo.target, an, kBulletRange);
        Mobj* victim = w.tm.linetarget;
        if (!victim) continue;

        spawn_mobj(w, victim->x, victim->y, victim->z + (victim->height >> 2), MT_EXTRABFG);
        int damage = 0;
        for (int j = 0; j < 15; j++) damage += (w.rng.p_random() & 7) + 1;
        damage_mobj(w, *victim, mo.target, mo.target, damage);
    }
}

}  // namespace sim
