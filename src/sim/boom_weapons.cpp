// Boom's weapon recoil and MBF's beta BFG (dsda-doom's A_FireSomething and
// A_FireOldBFG): what the later ports added to firing.
#include <iterator>

#include "base/trig_tables.h"
#include "sim/mobjs.h"
#include "sim/player_think.h"
#include "sim/weapon_internals.h"

namespace sim {

namespace {

using base::kFracUnit;

// Boom's recoil per weapon, fist to super shotgun (phares' recoil_values).
constexpr int kRecoil[] = {10, 10, 30, 10, 100, 20, 100, 0, 80};

void recoil(World& w, Player& player, int amount) {
    // Boom: a weapon pushes its holder back, when the game asks for it,
    // never in no-clipping mode.
    if (!w.opts.compat.boom() || !w.opts.compat.weapon_recoil || (player.mo->flags & MF_NOCLIP)) return;
    thrust(player, base::kAng180 + player.mo->angle, amount);
}

int recoil_of(WeaponType weapon) {
    const auto i = static_cast<std::size_t>(weapon);
    return i < std::size(kRecoil) ? kRecoil[i] : 0;
}

}  // namespace

void fire_flash(World& w, Player& player, int adder) {
    set_psprite(w, player, ps_flash, static_cast<StateNum>(ready_info(w, player).flash_state + adder));
    recoil(w, player, 2048 * recoil_of(player.readyweapon));
}

void fire_old_bfg(World& w, Player& player) {
    if (!w.opts.compat.mbf()) return;
    recoil(w, player, 512 * recoil_of(wp_plasma));
    subtract_ammo(w, player, 1);
    player.extralight = 2;
    Mobj& mo = *player.mo;
    // Two balls, each spread at random around the view. MBF aimed them
    // too unless it emulated the beta; dsda-doom never does (its autoaim
    // is fixed off), and it is the reference here.
    for (const MobjType type : {MT_PLASMA1, MT_PLASMA2}) {
        const int spread_x = (w.rng.p_random() & 127) - 64;
        const angle_t an1 = static_cast<angle_t>(spread_x * static_cast<int>(base::kAng90 / 768)) + mo.angle;
        const int spread_z = (w.rng.p_random() & 127) - 64;
        const angle_t an2 = static_cast<angle_t>(spread_z * static_cast<int>(base::kAng90 / 640)) + base::kAng90;

        Mobj* th = spawn_mobj(w, mo.x, mo.y, mo.z + 62 * kFracUnit - player.psprites[ps_weapon].sy, type);
        th->target = &mo;
        th->angle = an1;
        th->momx = base::fine_cosine(an1 >> base::kAngleToFineShift) * 25;
        th->momy = base::fine_sine(an1 >> base::kAngleToFineShift) * 25;
        th->momz = base::fine_tangent((an2 >> base::kAngleToFineShift) & (base::kFineAngles / 2 - 1)) * 25;
        check_missile_spawn(w, *th);
    }
}

}  // namespace sim
