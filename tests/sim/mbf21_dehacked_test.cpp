// MBF21's DeHackEd fields (kraflab/mbf21 docs/spec.md): every new Thing,
// Frame and Weapon field, their mnemonics, the code pointer names, and the
// messages for bad values and for Args a pointer does not take.
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "base/log.h"
#include "sim/dehacked.h"
#include "sim/mbf21_args.h"

namespace {

using namespace sim;

struct Applied {
    Definitions defs;
    std::vector<std::string> messages;
};

std::unique_ptr<Applied> apply(std::string_view text) {
    auto out = std::make_unique<Applied>();
    base::set_log_quiet(true);
    for (const DehackedDiagnostic& d : apply_dehacked(out->defs, text, "test.deh"))
        out->messages.push_back(to_string(d));
    base::set_log_quiet(false);
    return out;
}

TEST(Mbf21Dehacked, ThingFieldsAreRead) {
    const auto a = apply(
        "Thing 12 (Imp)\n"
        "MBF21 Bits = LOGRAV+DMGIGNORED+map07boss1\n"
        "Infighting group = 3\n"
        "Projectile group = -1\n"
        "Splash group = 0\n"
        "Rip sound = 33\n"
        "Fast speed = 20\n"
        "Melee range = 131072\n"
        "\n"
        "Thing 16 (Baron)\n"
        "Projectile group = 2\n"
        "MBF21 Bits = 0x20000\n");
    EXPECT_TRUE(a->messages.empty());
    const MobjInfo& imp = a->defs.mobjinfo[MT_TROOP];
    EXPECT_EQ(imp.flags2, 0x1u | 0x4u | 0x400u);  // the spec's values
    EXPECT_EQ(imp.infighting_group, 3);
    EXPECT_EQ(imp.projectile_group, kProjectileGroupless);
    EXPECT_EQ(imp.splash_group, 0);
    EXPECT_EQ(imp.rip_sound, sfx_wpnup);  // sound 33
    EXPECT_EQ(imp.fast_speed, 20);
    EXPECT_EQ(imp.melee_range, 2 * 65536);
    EXPECT_EQ(a->defs.mobjinfo[MT_BRUISER].projectile_group, 2);
    EXPECT_EQ(a->defs.mobjinfo[MT_BRUISER].flags2, 0x20000u);  // RIP, replacing E1M8BOSS
}

TEST(Mbf21Dehacked, VanillaThingsCarryTheirHardCodedFlags) {
    const Definitions defs;
    EXPECT_EQ(defs.mobjinfo[MT_CYBORG].flags2, 0x8u | 0x20u | 0x40u | 0x40000u | 0x2000u | 0x8000u);
    EXPECT_EQ(defs.mobjinfo[MT_VILE].flags2, 0x2u | 0x4u | 0x80u);
    EXPECT_EQ(defs.mobjinfo[MT_POSSESSED].flags2, 0u);
    EXPECT_EQ(defs.mobjinfo[MT_KNIGHT].projectile_group, defs.mobjinfo[MT_BRUISER].projectile_group);
    EXPECT_EQ(defs.mobjinfo[MT_TROOP].melee_range, 64 * 65536);
    EXPECT_EQ(defs.state_mbf21[S_SARG_RUN1].flags, STF_SKILL5FAST);
    EXPECT_EQ(defs.state_mbf21[S_SARG_PAIN2].flags, STF_SKILL5FAST);
    EXPECT_EQ(defs.state_mbf21[S_SARG_DIE1].flags, 0u);
    EXPECT_EQ(defs.weapon_mbf21[wp_fist].flags, 0x8u | 0x10u | 0x20u);
    EXPECT_EQ(defs.weapon_mbf21[wp_chainsaw].flags, 0x1u | 0x8u | 0x20u);
}

TEST(Mbf21Dehacked, FrameArgsAndFlagsAreRead) {
    const auto a = apply(
        "Frame 100\n"
        "Args1 = 5\nArgs2 = -7\nArgs5 = 0x10\n"
        "MBF21 Bits = SKILL5FAST\n"
        "\n"
        "[CODEPTR]\n"
        "FRAME 100 = A_SpawnObject\n");
    EXPECT_TRUE(a->messages.empty());
    const StateMbf21& st = a->defs.state_mbf21[100];
    EXPECT_EQ(st.args[0], 5);
    EXPECT_EQ(st.args[1], -7);
    EXPECT_EQ(st.args[4], 16);
    EXPECT_EQ(st.args_set, 0b10011);
    EXPECT_EQ(st.flags, STF_SKILL5FAST);
    EXPECT_EQ(a->defs.states[100].action, Action::SpawnObject);
}

TEST(Mbf21Dehacked, UnsetArgsTakeThePointersDefaults) {
    // dsda-doom's table: A_MonsterBulletAttack 0, 0, 1, 3, 5; A_WeaponMeleeAttack 2, 10, 1.0, 0, 0.
    const auto a = apply(
        "Frame 200\nArgs4 = 9\n\n"
        "[CODEPTR]\nFRAME 200 = A_MonsterBulletAttack\nFRAME 201 = A_WeaponMeleeAttack\n");
    EXPECT_EQ(state_arg(a->defs, StateNum(200), 2), 1);
    EXPECT_EQ(state_arg(a->defs, StateNum(200), 3), 9);
    EXPECT_EQ(state_arg(a->defs, StateNum(200), 4), 5);
    EXPECT_EQ(state_arg(a->defs, StateNum(201), 1), 10);
    EXPECT_EQ(state_arg(a->defs, StateNum(201), 2), 65536);
}

TEST(Mbf21Dehacked, WeaponFieldsAreRead) {
    const auto a = apply(
        "Weapon 3 (Chaingun)\n"
        "Ammo per shot = 3\n"
        "MBF21 Bits = SILENT+NOAUTOFIRE\n"
        "\n"
        "Misc 0\n"
        "BFG Cells/Shot = 30\n");
    EXPECT_TRUE(a->messages.empty());
    EXPECT_EQ(a->defs.weapon_mbf21[wp_chaingun].ammo_per_shot, 3);
    EXPECT_EQ(a->defs.weapon_mbf21[wp_chaingun].flags, 0x2u | 0x4u);
    // The BFG's cells per shot is also its ammo per shot (not the reverse).
    EXPECT_EQ(a->defs.weapon_mbf21[wp_bfg].ammo_per_shot, 30);
    EXPECT_EQ(a->defs.misc.bfg_cells_per_shot, 30);
    EXPECT_EQ(a->defs.weapon_mbf21[wp_pistol].ammo_per_shot, -1);  // not set
}

TEST(Mbf21Dehacked, EveryMbf21PointerHasItsName) {
    const char* names[] = {"A_SpawnObject",       "A_MonsterProjectile",   "A_MonsterBulletAttack",
                           "A_MonsterMeleeAttack", "A_RadiusDamage",       "A_NoiseAlert",
                           "A_HealChase",          "A_SeekTracer",          "A_FindTracer",
                           "A_ClearTracer",        "A_JumpIfHealthBelow",   "A_JumpIfTargetInSight",
                           "A_JumpIfTargetCloser", "A_JumpIfTracerInSight", "A_JumpIfTracerCloser",
                           "A_JumpIfFlagsSet",     "A_AddFlags",            "A_RemoveFlags",
                           "A_WeaponProjectile",   "A_WeaponBulletAttack",  "A_WeaponMeleeAttack",
                           "A_WeaponSound",        "A_WeaponAlert",         "A_WeaponJump",
                           "A_ConsumeAmmo",        "A_CheckAmmo",           "A_RefireTo",
                           "A_GunFlashTo"};
    std::string patch = "[CODEPTR]\n";
    int frame = 300;
    for (const char* name : names) patch += "FRAME " + std::to_string(frame++) + " = " + name + "\n";
    const auto a = apply(patch);
    EXPECT_TRUE(a->messages.empty());
    frame = 300;
    for (const char* name : names) EXPECT_STREQ(action_name(a->defs.states[static_cast<std::size_t>(frame++)].action), name);
}

TEST(Mbf21Dehacked, BadValuesAreRefusedWithTheLine) {
    const auto a = apply(
        "Thing 1\n"
        "MBF21 Bits = LOGRAV+FLYING\n"
        "Infighting group = -1\n"
        "Splash group = -4\n"
        "Rip sound = 99999\n"
        "\n"
        "Frame 10\n"
        "Args9 = 1\n"
        "Args1 = lots\n"
        "MBF21 Bits = SOLID\n"
        "\n"
        "Weapon 1\n"
        "Ammo per shot = -2\n"
        "MBF21 Bits = NOTHRUST+LOUD\n");
    const std::vector<std::string> expected = {
        "test.deh:2: MBF21 Bits: unknown thing flag 'FLYING'; line skipped",
        "test.deh:3: Thing: 'Infighting group = -1' is out of range (0..2147483647); line skipped",
        "test.deh:4: Thing: 'Splash group = -4' is out of range (0..2147483647); line skipped",
        "test.deh:5: Thing: 'Rip sound = 99999' is out of range (0..16383); line skipped",
        "test.deh:8: unknown Frame field 'Args9'; line skipped",
        "test.deh:9: Frame: 'Args1 = lots' is not a number; line skipped",
        "test.deh:10: MBF21 Bits: unknown frame flag 'SOLID'; line skipped",
        "test.deh:13: Weapon: 'Ammo per shot = -2' is out of range (0..2147483647); line skipped",
        "test.deh:14: MBF21 Bits: unknown weapon flag 'LOUD'; line skipped",
    };
    EXPECT_EQ(a->messages, expected);
    EXPECT_EQ(a->defs.mobjinfo[MT_PLAYER].infighting_group, kNoGroup);
    EXPECT_EQ(a->defs.state_mbf21[10].args_set, 0);
}

// Frame 52 sets an Args2 of 0 on a pointer without arguments: as
// dsda-doom, only nonzero extra Args are refused.
TEST(Mbf21Dehacked, ArgsBeyondWhatThePointerTakesAreReported) {
    const auto a = apply(
        "Frame 50\nArgs3 = 1\n\n"
        "Frame 51\nArgs1 = 1\n\n"
        "Frame 52\nArgs2 = 0\n\n"
        "[CODEPTR]\nFRAME 50 = A_WeaponSound\nFRAME 51 = A_ConsumeAmmo\nFRAME 52 = A_Stop\n");
    const std::vector<std::string> expected = {
        "test.deh: Frame 50 sets Args3 but its code pointer A_WeaponSound takes 2 arguments; the extra ones are "
        "ignored",
    };
    EXPECT_EQ(a->messages, expected);
}

}  // namespace
