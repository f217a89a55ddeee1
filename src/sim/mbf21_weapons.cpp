// MBF21's weapon code pointers (A_WeaponProjectile … A_GunFlashTo),
// parameterised by the state's Args1..Args8 (mbf21_args.h). They act at
// complevel 21 only, as in dsda-doom's p_pspr.c; numbers from a patch
// (types, states, sounds) are checked when used.
#include "sim/map_utility.h"
#include "sim/mbf21_angles.h"
#include "sim/mbf21_args.h"
#include "sim/mobjs.h"
#include "sim/monsters.h"
#include "sim/movement.h"
#include "sim/point_to_angle.h"
#include "sim/sound.h"
#include "sim/weapon_internals.h"

namespace sim {

namespace {

struct Layer {
    World& w;
    Player& player;
    PspriteDef& psp;

    std::int32_t arg(int i) const { return state_arg(*w.defs, psp.state, i); }
    int position() const { return static_cast<int>(&psp - player.psprites.data()); }
    // P_SetPspritePtr: this layer to another state, if the patch's number is one.
    void go_to(std::int32_t state) {
        if (w.defs->has_state(state)) set_psprite(w, player, position(), static_cast<StateNum>(state));
    }
};

void weapon_projectile(Layer l) {
    if (!l.w.defs->has_thing(static_cast<std::int64_t>(l.arg(0)) - 1)) return;
    Mobj& shooter = *l.player.mo;
    Mobj* mo = spawn_player_missile(l.w, shooter, static_cast<MobjType>(l.arg(0) - 1));
    mo->angle += mbf21::relative_angle(l.arg(1));
    const unsigned fine = mo->angle >> base::kAngleToFineShift;
    mo->momx = base::fixed_mul(mo->info->speed, base::fine_cosine(fine));
    mo->momy = base::fixed_mul(mo->info->speed, base::fine_sine(fine));
    mo->momz += base::fixed_mul(mo->info->speed, mbf21::degrees_to_slope(l.arg(2)));
    // Offset sideways and up; relinked (see a_monster_projectile).
    const unsigned side = (shooter.angle - base::kAng90) >> base::kAngleToFineShift;
    unset_thing_position(l.w, *mo);
    mo->x += base::fixed_mul(l.arg(3), base::fine_cosine(side));
    mo->y += base::fixed_mul(l.arg(3), base::fine_sine(side));
    mo->z += l.arg(4);
    set_thing_position(l.w, *mo);
    mo->tracer = l.w.tm.linetarget;  // the autoaim's target, for seekers
}

void weapon_bullet_attack(Layer l) {
    Mobj& mo = *l.player.mo;
    const fixed_t slope = bullet_slope(l.w, mo);
    for (int i = 0; i < l.arg(2); ++i) {
        const int damage = mbf21::roll_damage(l.w, l.arg(3), l.arg(4));
        const angle_t angle = mo.angle + static_cast<angle_t>(mbf21::random_hitscan_angle(l.w, l.arg(0)));
        const fixed_t pellet = slope + mbf21::random_hitscan_slope(l.w, l.arg(1));
        line_attack(l.w, mo, angle, kMissileRange, pellet, damage);
    }
}

void weapon_melee_attack(Layer l) {
    Mobj& mo = *l.player.mo;
    fixed_t range = l.arg(4);
    if (range == 0) range = mo.info->melee_range;
    int damage = mbf21::roll_damage(l.w, l.arg(0), l.arg(1));
    // Berserk multiplies by the fixed-point factor.
    if (l.player.powers[pw_strength])
        damage = static_cast<int>((static_cast<std::int64_t>(damage) * l.arg(2)) >> base::kFracBits);
    const int first = l.w.rng.p_random();
    const angle_t angle = mo.angle + (static_cast<angle_t>(first - l.w.rng.p_random()) << 18);
    const fixed_t slope = aim_at_enemies_first(l.w, mo, angle, range);
    line_attack(l.w, mo, angle, range, slope, damage);
    Mobj* target = l.w.tm.linetarget;
    if (!target) return;
    if (l.arg(3) > 0 && l.w.defs->has_sound(l.arg(3))) start_sound(l.w, &mo, static_cast<SfxId>(l.arg(3)));
    mo.angle = point_to_angle2(mo.x, mo.y, target->x, target->y);
}

void weapon_sound(Layer l) {
    if (l.arg(0) > 0 && l.w.defs->has_sound(l.arg(0)))
        start_sound(l.w, l.arg(1) ? nullptr : l.player.mo, static_cast<SfxId>(l.arg(0)));
}

void weapon_jump(Layer l) {
    if (l.w.rng.p_random() < l.arg(1)) l.go_to(l.arg(0));
}

void consume_ammo(Layer l) {
    const int type = ready_info(l.w, l.player).ammo;
    if (type == am_noammo) return;
    const int amount = l.arg(0) != 0 ? l.arg(0) : ammo_per_shot(l.w, l.player.readyweapon);
    const int have = read_ammo(l.player, type);
    decrease_ammo(l.player, type, have >= amount ? amount : have);
}

void check_ammo_to(Layer l) {
    const int type = ready_info(l.w, l.player).ammo;
    if (type == am_noammo) return;
    const int amount = l.arg(1) != 0 ? l.arg(1) : ammo_per_shot(l.w, l.player.readyweapon);
    if (read_ammo(l.player, type) < amount) l.go_to(l.arg(0));
}

void refire_to(Layer l) {
    // Args2 set: skip the ammo check (and its weapon change).
    if ((l.arg(1) || check_ammo(l.w, l.player)) && (l.player.cmd.buttons & BT_ATTACK) &&
        l.player.pendingweapon == wp_nochange && l.player.health)
        l.go_to(l.arg(0));
}

void gun_flash_to(Layer l) {
    if (!l.arg(1)) set_mobj_state(l.w, *l.player.mo, S_PLAY_ATK2);
    if (l.w.defs->has_state(l.arg(0))) set_psprite(l.w, l.player, ps_flash, static_cast<StateNum>(l.arg(0)));
}

}  // namespace

void call_mbf21_weapon_action(World& w, Player& player, PspriteDef& psp, Action action) {
    if (!w.opts.compat.mbf21()) return;
    const Layer layer{w, player, psp};
    switch (action) {
        case Action::WeaponProjectile: weapon_projectile(layer); break;
        case Action::WeaponBulletAttack: weapon_bullet_attack(layer); break;
        case Action::WeaponMeleeAttack: weapon_melee_attack(layer); break;
        case Action::WeaponSound: weapon_sound(layer); break;
        case Action::WeaponAlert: noise_alert(w, *player.mo, *player.mo); break;
        case Action::WeaponJump: weapon_jump(layer); break;
        case Action::ConsumeAmmo: consume_ammo(layer); break;
        case Action::CheckAmmo: check_ammo_to(layer); break;
        case Action::RefireTo: refire_to(layer); break;
        case Action::GunFlashTo: gun_flash_to(layer); break;
        default: break;
    }
}

}  // namespace sim
