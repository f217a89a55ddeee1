// Values from id Software's Doom 1.9 as published in Chocolate Doom's src/doom/info.c
#include <array>

#include "sim/info.h"

namespace sim {

namespace {

constexpr std::array<const char*, 74> kActionNames = {
    "A_Light0",
    "A_WeaponReady",
    "A_Lower",
    "A_Raise",
    "A_Punch",
    "A_ReFire",
    "A_FirePistol",
    "A_Light1",
    "A_FireShotgun",
    "A_Light2",
    "A_FireShotgun2",
    "A_CheckReload",
    "A_OpenShotgun2",
    "A_LoadShotgun2",
    "A_CloseShotgun2",
    "A_FireCGun",
    "A_GunFlash",
    "A_FireMissile",
    "A_Saw",
    "A_FirePlasma",
    "A_BFGsound",
    "A_FireBFG",
    "A_BFGSpray",
    "A_Explode",
    "A_Pain",
    "A_PlayerScream",
    "A_Fall",
    "A_XScream",
    "A_Look",
    "A_Chase",
    "A_FaceTarget",
    "A_PosAttack",
    "A_Scream",
    "A_SPosAttack",
    "A_VileChase",
    "A_VileStart",
    "A_VileTarget",
    "A_VileAttack",
    "A_StartFire",
    "A_Fire",
    "A_FireCrackle",
    "A_Tracer",
    "A_SkelWhoosh",
    "A_SkelFist",
    "A_SkelMissile",
    "A_FatRaise",
    "A_FatAttack1",
    "A_FatAttack2",
    "A_FatAttack3",
    "A_BossDeath",
    "A_CPosAttack",
    "A_CPosRefire",
    "A_TroopAttack",
    "A_SargAttack",
    "A_HeadAttack",
    "A_BruisAttack",
    "A_SkullAttack",
    "A_Metal",
    "A_SpidRefire",
    "A_BabyMetal",
    "A_BspiAttack",
    "A_Hoof",
    "A_CyberAttack",
    "A_PainAttack",
    "A_PainDie",
    "A_KeenDie",
    "A_BrainPain",
    "A_BrainScream",
    "A_BrainDie",
    "A_BrainAwake",
    "A_BrainSpit",
    "A_SpawnSound",
    "A_SpawnFly",
    "A_BrainExplode",
};

}  // namespace

const char* action_name(Action action) {
    const auto index = static_cast<std::size_t>(action);
    return index == 0 ? "NULL" : kActionNames.at(index - 1);
}

}  // namespace sim
