#include "sim/info.h"

#include <cstdint>
#include <cstring>
#include <set>
#include <string>

#include <gtest/gtest.h>

namespace {

using namespace sim;

// Doom 1.9's tables, then Boom's additions numbered as Boom and MBF
// number them (DeHackEd patches for those ports count on it).
TEST(Info, TableSizesAreVanillaThenBoom) {
    EXPECT_EQ(SPR_TLP2 + 1, 138);
    EXPECT_EQ(S_TECH2LAMP4 + 1, 967);
    EXPECT_EQ(MT_MISC86 + 1, 137);
    EXPECT_EQ(SPR_TNT1, 138);
    EXPECT_EQ(S_TNT1, 967);
    EXPECT_EQ(MT_PUSH, 137);
    EXPECT_EQ(MT_PULL, 138);
    // MBF's, then (in Definitions) DEHEXTRA's, as dsda-doom numbers them.
    EXPECT_EQ(SPR_DOGS, 139);
    EXPECT_EQ(SPR_BLD2, 144);
    EXPECT_EQ(S_GRENADE, 968);
    EXPECT_EQ(S_DOGS_STND, 972);
    EXPECT_EQ(S_OLDBFG1, 999);
    EXPECT_EQ(S_MUSHROOM, 1075);
    EXPECT_EQ(MT_DOGS, 139);
    EXPECT_EQ(MT_BIBLE, 143);
    EXPECT_EQ(MT_MUSICSOURCE, 144);  // dsda-doom's number, UMAPINFO's MusicChanger
    EXPECT_EQ(sfx_dgsit, 109);
    EXPECT_EQ(NUMSPRITES, 145);
    EXPECT_EQ(NUMSTATES, 1076);
    EXPECT_EQ(NUMMOBJTYPES, 145);
    EXPECT_EQ(NUMSFX, 114);
    EXPECT_EQ(NUMMUSIC, 68);
    EXPECT_EQ(NUMAMMO, 4);
    EXPECT_EQ(NUMWEAPONS, 9);
}

TEST(Info, EnumeratorsHaveTheOriginalNumbers) {
    EXPECT_EQ(S_PLAY, 149);
    EXPECT_EQ(S_POSS_STND, 174);
    EXPECT_EQ(S_TECH2LAMP4, 966);
    EXPECT_EQ(SPR_PLAY, 28);
    EXPECT_EQ(MT_POSSESSED, 1);
    EXPECT_EQ(MT_MISC86, 136);
    EXPECT_EQ(sfx_pistol, 1);
    EXPECT_EQ(sfx_radio, 108);
    EXPECT_EQ(mus_e1m1, 1);
    EXPECT_EQ(mus_dm2int, 67);
}

TEST(Info, StateFacts) {
    EXPECT_EQ(kStates[S_NULL].tics, -1);
    EXPECT_EQ(kStates[S_PLAY].sprite, SPR_PLAY);
    EXPECT_EQ(kStates[S_PLAY].tics, -1);
    EXPECT_EQ(kStates[S_LIGHTDONE].action, Action::Light0);
    EXPECT_EQ(kStates[S_PUNCH].action, Action::WeaponReady);
    EXPECT_EQ(kStates[S_PUNCH].next_state, S_PUNCH);
    EXPECT_EQ(kStates[S_PISTOLFLASH].frame, kFullBright | 0);
    EXPECT_EQ(kStates[S_PISTOLFLASH].tics, 7);
    EXPECT_EQ(kStates[S_PISTOLFLASH].action, Action::Light1);
    EXPECT_EQ(kStates[S_PISTOLFLASH].next_state, S_LIGHTDONE);
    EXPECT_EQ(kStates[S_POSS_ATK2].action, Action::PosAttack);
    EXPECT_EQ(kStates[S_BRAINEXPLODE3].action, Action::BrainExplode);
    EXPECT_EQ(kStates[S_TECH2LAMP4].sprite, SPR_TLP2);
    EXPECT_EQ(kStates[S_TECH2LAMP4].frame & kFrameMask, 3);
    EXPECT_EQ(kStates[S_TECH2LAMP4].next_state, S_TECH2LAMP);
}

// Ports change some of these (Crispy Doom lights the super shotgun's firing
// frame and shortens its first flash frame); demos need the originals.
TEST(Info, StatesAreVanillaNotAPortsVariant) {
    EXPECT_EQ(kStates[S_DSGUN2].frame, 0);
    EXPECT_EQ(kStates[S_DSGUNFLASH1].tics, 5);
    EXPECT_EQ(kStates[S_POSS_ATK2].frame, 5);
}

// Sums over the whole table, computed by a separate Python script over the
// state table compiled into the chocolate-doom 3.0 binary (Debian package).
TEST(Info, StateChecksums) {
    std::int64_t tics = 0, frames = 0, next = 0, sprites = 0;
    int with_action = 0;
    for (int i = 0; i <= S_TECH2LAMP4; ++i) {
        const State& s = kStates[static_cast<std::size_t>(i)];
        tics += s.tics;
        frames += s.frame;
        next += s.next_state;
        sprites += s.sprite;
        with_action += s.action != Action::None;
    }
    EXPECT_EQ(tics, 5311);
    EXPECT_EQ(frames, 9114456);
    EXPECT_EQ(next, 399746);
    EXPECT_EQ(sprites, 41512);
    EXPECT_EQ(with_action, 448);  // DeHackEd's well-known count of code pointers
}

TEST(Info, StatesStayInRange) {
    for (const State& s : kStates) {
        EXPECT_GE(s.sprite, 0);
        EXPECT_LT(s.sprite, NUMSPRITES);
        EXPECT_GE(s.next_state, 0);
        EXPECT_LT(s.next_state, NUMSTATES);
        EXPECT_LE(s.frame & kFrameMask, 28);
        EXPECT_EQ(s.frame & ~(kFullBright | kFrameMask), 0);
    }
}

// The original's actions are numbered in order of first use in its
// states, and every one is used.
TEST(Info, ActionsAreNumberedByFirstUse) {
    int next_new = 1;
    for (int i = 0; i <= S_TECH2LAMP4; ++i) {
        const int a = static_cast<int>(kStates[static_cast<std::size_t>(i)].action);
        if (a == next_new) ++next_new;
        ASSERT_LT(a, next_new) << "action used before all lower ones";
    }
    EXPECT_EQ(next_new - 1, static_cast<int>(Action::BrainExplode));
    EXPECT_EQ(next_new - 1, 74);
}

TEST(Info, ActionNames) {
    EXPECT_STREQ(action_name(Action::None), "NULL");
    EXPECT_STREQ(action_name(Action::Light0), "A_Light0");
    EXPECT_STREQ(action_name(Action::BFGsound), "A_BFGsound");
    EXPECT_STREQ(action_name(Action::SPosAttack), "A_SPosAttack");
    EXPECT_STREQ(action_name(Action::BrainExplode), "A_BrainExplode");
    std::set<std::string> names;
    for (int a = 0; a <= static_cast<int>(Action::BrainExplode); ++a)
        names.insert(action_name(static_cast<Action>(a)));
    EXPECT_EQ(names.size(), 75u);
}

TEST(Info, MobjFacts) {
    EXPECT_EQ(kMobjInfo[MT_PLAYER].doomednum, -1);
    EXPECT_EQ(kMobjInfo[MT_PLAYER].spawn_state, S_PLAY);
    EXPECT_EQ(kMobjInfo[MT_PLAYER].spawn_health, 100);
    EXPECT_EQ(kMobjInfo[MT_PLAYER].radius, 16 * base::kFracUnit);
    EXPECT_EQ(kMobjInfo[MT_PLAYER].height, 56 * base::kFracUnit);
    EXPECT_EQ(kMobjInfo[MT_PLAYER].flags,
              std::uint32_t{MF_SOLID | MF_SHOOTABLE | MF_DROPOFF | MF_PICKUP | MF_NOTDMATCH});
    EXPECT_EQ(kMobjInfo[MT_POSSESSED].doomednum, 3004);
    EXPECT_EQ(kMobjInfo[MT_POSSESSED].see_sound, sfx_posit1);
    EXPECT_EQ(kMobjInfo[MT_POSSESSED].speed, 8);
    EXPECT_EQ(kMobjInfo[MT_TROOP].doomednum, 3001);
    EXPECT_EQ(kMobjInfo[MT_CYBORG].spawn_health, 4000);
    EXPECT_EQ(kMobjInfo[MT_ROCKET].speed, 20 * base::kFracUnit);
    EXPECT_EQ(kMobjInfo[MT_ROCKET].damage, 20);
    EXPECT_EQ(kMobjInfo[MT_BARREL].doomednum, 2035);
    EXPECT_EQ(kMobjInfo[MT_MISC86].spawn_state, S_BRAINSTEM);
    // Boom's point pusher and puller: invisible, out of the blockmap.
    for (const MobjType t : {MT_PUSH, MT_PULL}) {
        EXPECT_EQ(kMobjInfo[t].spawn_state, S_TNT1);
        EXPECT_EQ(kMobjInfo[t].flags, std::uint32_t{MF_NOBLOCKMAP});
        EXPECT_EQ(kMobjInfo[t].radius, 8 * base::kFracUnit);
    }
    EXPECT_EQ(kMobjInfo[MT_PUSH].doomednum, 5001);
    EXPECT_EQ(kMobjInfo[MT_PULL].doomednum, 5002);
    EXPECT_EQ(kStates[S_TNT1].tics, -1);
    EXPECT_EQ(kStates[S_TNT1].next_state, S_TNT1);
}

// Computed by a separate Python script over the thing table compiled into
// the chocolate-doom 3.0 binary: the sum over every thing of every field
// times its position in the struct (1..23), flags taken as unsigned.
TEST(Info, MobjChecksums) {
    std::int64_t weighted = 0, flags = 0, doomednums = 0;
    for (int i = 0; i <= MT_MISC86; ++i) {
        const MobjInfo& m = kMobjInfo[static_cast<std::size_t>(i)];
        const std::int64_t fields[] = {
            m.doomednum, m.spawn_state, m.spawn_health, m.see_state, m.see_sound, m.reaction_time,
            m.attack_sound, m.pain_state, m.pain_chance, m.pain_sound, m.melee_state,
            m.missile_state, m.death_state, m.xdeath_state, m.death_sound, m.speed, m.radius,
            m.height, m.mass, m.damage, m.active_sound, m.flags, m.raise_state};
        for (int f = 0; f < 23; ++f) weighted += (f + 1) * fields[f];
        flags += m.flags;
        doomednums += m.doomednum;
    }
    EXPECT_EQ(weighted, 16821699223);
    EXPECT_EQ(flags, 387408270);
    EXPECT_EQ(doomednums, 78552);
}

TEST(Info, SpriteNames) {
    EXPECT_STREQ(kSpriteNames[SPR_TROO], "TROO");
    EXPECT_STREQ(kSpriteNames[SPR_PLAY], "PLAY");
    EXPECT_STREQ(kSpriteNames[SPR_TLP2], "TLP2");
    EXPECT_STREQ(kSpriteNames[SPR_TNT1], "TNT1");
    std::set<std::string> seen;
    for (const char* name : kSpriteNames) {
        EXPECT_EQ(std::strlen(name), 4u) << name;
        seen.insert(name);
    }
    EXPECT_EQ(seen.size(), static_cast<std::size_t>(NUMSPRITES));
}

TEST(Info, Sounds) {
    EXPECT_STREQ(kSounds[sfx_None].name, "none");
    EXPECT_STREQ(kSounds[sfx_pistol].name, "pistol");
    EXPECT_EQ(kSounds[sfx_pistol].priority, 64);
    EXPECT_EQ(kSounds[sfx_pistol].link, sfx_None);
    EXPECT_EQ(kSounds[sfx_pistol].pitch, -1);
    EXPECT_EQ(kSounds[sfx_sawidl].priority, 118);
    EXPECT_EQ(kSounds[sfx_chgun].link, sfx_pistol);
    EXPECT_EQ(kSounds[sfx_chgun].pitch, 150);
    EXPECT_EQ(kSounds[sfx_chgun].volume, 0);
    EXPECT_STREQ(kSounds[sfx_radio].name, "radio");
    int singular = 0, priorities = 0;
    for (int i = 0; i <= sfx_radio; ++i) {
        singular += kSounds[static_cast<std::size_t>(i)].singularity;
        priorities += kSounds[static_cast<std::size_t>(i)].priority;
    }
    EXPECT_TRUE(kSounds[sfx_itemup].singularity);
    EXPECT_TRUE(kSounds[sfx_vilact].singularity);
    EXPECT_FALSE(kSounds[sfx_oof].singularity);
    EXPECT_EQ(singular, 23);
    EXPECT_EQ(priorities, 8075);  // same separate script, over the binary
}

TEST(Info, MusicNames) {
    EXPECT_EQ(kMusicNames[mus_None], nullptr);
    EXPECT_STREQ(kMusicNames[mus_e1m1], "e1m1");
    EXPECT_STREQ(kMusicNames[mus_e3m9], "e3m9");
    EXPECT_STREQ(kMusicNames[mus_inter], "inter");
    EXPECT_STREQ(kMusicNames[mus_runnin], "runnin");
    EXPECT_STREQ(kMusicNames[mus_dm2int], "dm2int");
}

TEST(Info, Weapons) {
    EXPECT_EQ(kWeaponInfo[wp_fist].ammo, am_noammo);
    EXPECT_EQ(kWeaponInfo[wp_fist].up_state, S_PUNCHUP);
    EXPECT_EQ(kWeaponInfo[wp_fist].attack_state, S_PUNCH1);
    EXPECT_EQ(kWeaponInfo[wp_fist].flash_state, S_NULL);
    EXPECT_EQ(kWeaponInfo[wp_pistol].ammo, am_clip);
    EXPECT_EQ(kWeaponInfo[wp_pistol].flash_state, S_PISTOLFLASH);
    EXPECT_EQ(kWeaponInfo[wp_missile].ammo, am_misl);
    EXPECT_EQ(kWeaponInfo[wp_bfg].ammo, am_cell);
    EXPECT_EQ(kWeaponInfo[wp_chainsaw].ready_state, S_SAW);
    EXPECT_EQ(kWeaponInfo[wp_supershotgun].ammo, am_shell);
    EXPECT_EQ(kWeaponInfo[wp_supershotgun].down_state, S_DSGUNDOWN);
    EXPECT_EQ(kMaxAmmo[am_clip], 200);
    EXPECT_EQ(kMaxAmmo[am_cell], 300);
    EXPECT_EQ(kClipAmmo[am_shell], 4);
    EXPECT_EQ(kClipAmmo[am_misl], 1);
}

TEST(Info, MobjFlagBits) {
    EXPECT_EQ(MF_SPECIAL, 1u);
    EXPECT_EQ(MF_MISSILE, 0x10000u);
    EXPECT_EQ(MF_COUNTKILL, 0x400000u);
    EXPECT_EQ(MF_TRANSLATION, 0xc000000u);
    EXPECT_EQ(MF_TRANSLATION >> MF_TRANSSHIFT, 3u);
}

}  // namespace
