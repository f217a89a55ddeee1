// Argument counts and defaults from dsda-doom's BEX code pointer table
// (prboom2/src/d_deh.c, deh_bexptrs), which implements the MBF21 spec.
#include "sim/mbf21_args.h"

#include "base/fixed.h"

namespace sim {

PointerArgs pointer_args(Action action) {
    switch (action) {
        case Action::SpawnObject: return {8, {}};
        case Action::MonsterProjectile: return {5, {}};
        case Action::MonsterBulletAttack: return {5, {0, 0, 1, 3, 5}};
        case Action::MonsterMeleeAttack: return {4, {3, 8, 0, 0}};
        case Action::RadiusDamage: return {2, {}};
        case Action::HealChase: return {2, {}};
        case Action::SeekTracer: return {2, {}};
        case Action::FindTracer: return {2, {0, 10}};
        case Action::JumpIfHealthBelow: return {2, {}};
        case Action::JumpIfTargetInSight: return {2, {}};
        case Action::JumpIfTargetCloser: return {2, {}};
        case Action::JumpIfTracerInSight: return {2, {}};
        case Action::JumpIfTracerCloser: return {2, {}};
        case Action::JumpIfFlagsSet: return {3, {}};
        case Action::AddFlags: return {2, {}};
        case Action::RemoveFlags: return {2, {}};
        case Action::WeaponProjectile: return {5, {}};
        case Action::WeaponBulletAttack: return {5, {0, 0, 1, 5, 3}};
        case Action::WeaponMeleeAttack: return {5, {2, 10, base::kFracUnit, 0, 0}};
        case Action::WeaponSound: return {2, {}};
        case Action::WeaponJump: return {2, {}};
        case Action::ConsumeAmmo: return {1, {}};
        case Action::CheckAmmo: return {2, {}};
        case Action::RefireTo: return {2, {}};
        case Action::GunFlashTo: return {2, {}};
        default: return {};
    }
}

std::int32_t state_arg(const Definitions& defs, StateNum state, int i) {
    const auto s = static_cast<std::size_t>(state);
    const StateMbf21& st = defs.state_mbf21[s];
    if (st.args_set & (1u << i)) return st.args[static_cast<std::size_t>(i)];
    return pointer_args(defs.states[s].action).defaults[static_cast<std::size_t>(i)];
}

}  // namespace sim
