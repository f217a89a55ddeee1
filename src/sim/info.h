#pragma once
// The original's thing definitions as data: sprites, animation states, map
// object types, sounds, music and weapons. Enumerators keep the vanilla names
// and order so their numbers equal the original's: DeHackEd patches, demos
// and state hashes refer to things by these numbers. The tables are the
// defaults; a game applies DeHackEd changes to its own copy.
#include <array>
#include <cstdint>

#include "base/fixed.h"

namespace sim {

enum SpriteNum : int {
    SPR_TROO, SPR_SHTG, SPR_PUNG, SPR_PISG, SPR_PISF, SPR_SHTF, SPR_SHT2, SPR_CHGG, SPR_CHGF,
    SPR_MISG, SPR_MISF, SPR_SAWG, SPR_PLSG, SPR_PLSF, SPR_BFGG, SPR_BFGF, SPR_BLUD, SPR_PUFF,
    SPR_BAL1, SPR_BAL2, SPR_PLSS, SPR_PLSE, SPR_MISL, SPR_BFS1, SPR_BFE1, SPR_BFE2, SPR_TFOG,
    SPR_IFOG, SPR_PLAY, SPR_POSS, SPR_SPOS, SPR_VILE, SPR_FIRE, SPR_FATB, SPR_FBXP, SPR_SKEL,
    SPR_MANF, SPR_FATT, SPR_CPOS, SPR_SARG, SPR_HEAD, SPR_BAL7, SPR_BOSS, SPR_BOS2, SPR_SKUL,
    SPR_SPID, SPR_BSPI, SPR_APLS, SPR_APBX, SPR_CYBR, SPR_PAIN, SPR_SSWV, SPR_KEEN, SPR_BBRN,
    SPR_BOSF, SPR_ARM1, SPR_ARM2, SPR_BAR1, SPR_BEXP, SPR_FCAN, SPR_BON1, SPR_BON2, SPR_BKEY,
    SPR_RKEY, SPR_YKEY, SPR_BSKU, SPR_RSKU, SPR_YSKU, SPR_STIM, SPR_MEDI, SPR_SOUL, SPR_PINV,
    SPR_PSTR, SPR_PINS, SPR_MEGA, SPR_SUIT, SPR_PMAP, SPR_PVIS, SPR_CLIP, SPR_AMMO, SPR_ROCK,
    SPR_BROK, SPR_CELL, SPR_CELP, SPR_SHEL, SPR_SBOX, SPR_BPAK, SPR_BFUG, SPR_MGUN, SPR_CSAW,
    SPR_LAUN, SPR_PLAS, SPR_SHOT, SPR_SGN2, SPR_COLU, SPR_SMT2, SPR_GOR1, SPR_POL2, SPR_POL5,
    SPR_POL4, SPR_POL3, SPR_POL1, SPR_POL6, SPR_GOR2, SPR_GOR3, SPR_GOR4, SPR_GOR5, SPR_SMIT,
    SPR_COL1, SPR_COL2, SPR_COL3, SPR_COL4, SPR_CAND, SPR_CBRA, SPR_COL6, SPR_TRE1, SPR_TRE2,
    SPR_ELEC, SPR_CEYE, SPR_FSKU, SPR_COL5, SPR_TBLU, SPR_TGRN, SPR_TRED, SPR_SMBT, SPR_SMGT,
    SPR_SMRT, SPR_HDB1, SPR_HDB2, SPR_HDB3, SPR_HDB4, SPR_HDB5, SPR_HDB6, SPR_POB1, SPR_POB2,
    SPR_BRS1, SPR_TLMP, SPR_TLP2,
    SPR_TNT1,  // Boom: the invisible sprite (no lumps)
    // MBF's: the helper dog, the beta's plasma balls, sceptre and bible;
    // Doom Retro's blood splats (unused; its number is taken by DEHEXTRA).
    SPR_DOGS, SPR_PLS1, SPR_PLS2, SPR_BON3, SPR_BON4, SPR_BLD2,
    NUMSPRITES
};

enum StateNum : int {
    S_NULL,
    S_LIGHTDONE,
    S_PUNCH, S_PUNCHDOWN, S_PUNCHUP, S_PUNCH1, S_PUNCH2, S_PUNCH3, S_PUNCH4, S_PUNCH5,
    S_PISTOL, S_PISTOLDOWN, S_PISTOLUP, S_PISTOL1, S_PISTOL2, S_PISTOL3, S_PISTOL4, S_PISTOLFLASH,
    S_SGUN, S_SGUNDOWN, S_SGUNUP, S_SGUN1, S_SGUN2, S_SGUN3, S_SGUN4, S_SGUN5, S_SGUN6, S_SGUN7,
    S_SGUN8, S_SGUN9, S_SGUNFLASH1, S_SGUNFLASH2,
    S_DSGUN, S_DSGUNDOWN, S_DSGUNUP, S_DSGUN1, S_DSGUN2, S_DSGUN3, S_DSGUN4, S_DSGUN5, S_DSGUN6,
    S_DSGUN7, S_DSGUN8, S_DSGUN9, S_DSGUN10,
    S_DSNR1, S_DSNR2,
    S_DSGUNFLASH1, S_DSGUNFLASH2,
    S_CHAIN, S_CHAINDOWN, S_CHAINUP, S_CHAIN1, S_CHAIN2, S_CHAIN3, S_CHAINFLASH1, S_CHAINFLASH2,
    S_MISSILE, S_MISSILEDOWN, S_MISSILEUP, S_MISSILE1, S_MISSILE2, S_MISSILE3, S_MISSILEFLASH1,
    S_MISSILEFLASH2, S_MISSILEFLASH3, S_MISSILEFLASH4,
    S_SAW, S_SAWB, S_SAWDOWN, S_SAWUP, S_SAW1, S_SAW2, S_SAW3,
    S_PLASMA, S_PLASMADOWN, S_PLASMAUP, S_PLASMA1, S_PLASMA2, S_PLASMAFLASH1, S_PLASMAFLASH2,
    S_BFG, S_BFGDOWN, S_BFGUP, S_BFG1, S_BFG2, S_BFG3, S_BFG4, S_BFGFLASH1, S_BFGFLASH2,
    S_BLOOD1, S_BLOOD2, S_BLOOD3,
    S_PUFF1, S_PUFF2, S_PUFF3, S_PUFF4,
    S_TBALL1, S_TBALL2, S_TBALLX1, S_TBALLX2, S_TBALLX3,
    S_RBALL1, S_RBALL2, S_RBALLX1, S_RBALLX2, S_RBALLX3,
    S_PLASBALL, S_PLASBALL2, S_PLASEXP, S_PLASEXP2, S_PLASEXP3, S_PLASEXP4, S_PLASEXP5,
    S_ROCKET,
    S_BFGSHOT, S_BFGSHOT2, S_BFGLAND, S_BFGLAND2, S_BFGLAND3, S_BFGLAND4, S_BFGLAND5, S_BFGLAND6,
    S_BFGEXP, S_BFGEXP2, S_BFGEXP3, S_BFGEXP4,
    S_EXPLODE1, S_EXPLODE2, S_EXPLODE3,
    S_TFOG, S_TFOG01, S_TFOG02, S_TFOG2, S_TFOG3, S_TFOG4, S_TFOG5, S_TFOG6, S_TFOG7, S_TFOG8,
    S_TFOG9, S_TFOG10,
    S_IFOG, S_IFOG01, S_IFOG02, S_IFOG2, S_IFOG3, S_IFOG4, S_IFOG5,
    S_PLAY,
    S_PLAY_RUN1, S_PLAY_RUN2, S_PLAY_RUN3, S_PLAY_RUN4, S_PLAY_ATK1, S_PLAY_ATK2, S_PLAY_PAIN,
    S_PLAY_PAIN2, S_PLAY_DIE1, S_PLAY_DIE2, S_PLAY_DIE3, S_PLAY_DIE4, S_PLAY_DIE5, S_PLAY_DIE6,
    S_PLAY_DIE7, S_PLAY_XDIE1, S_PLAY_XDIE2, S_PLAY_XDIE3, S_PLAY_XDIE4, S_PLAY_XDIE5, S_PLAY_XDIE6,
    S_PLAY_XDIE7, S_PLAY_XDIE8, S_PLAY_XDIE9,
    S_POSS_STND, S_POSS_STND2, S_POSS_RUN1, S_POSS_RUN2, S_POSS_RUN3, S_POSS_RUN4, S_POSS_RUN5,
    S_POSS_RUN6, S_POSS_RUN7, S_POSS_RUN8, S_POSS_ATK1, S_POSS_ATK2, S_POSS_ATK3, S_POSS_PAIN,
    S_POSS_PAIN2, S_POSS_DIE1, S_POSS_DIE2, S_POSS_DIE3, S_POSS_DIE4, S_POSS_DIE5, S_POSS_XDIE1,
    S_POSS_XDIE2, S_POSS_XDIE3, S_POSS_XDIE4, S_POSS_XDIE5, S_POSS_XDIE6, S_POSS_XDIE7,
    S_POSS_XDIE8, S_POSS_XDIE9, S_POSS_RAISE1, S_POSS_RAISE2, S_POSS_RAISE3, S_POSS_RAISE4,
    S_SPOS_STND, S_SPOS_STND2, S_SPOS_RUN1, S_SPOS_RUN2, S_SPOS_RUN3, S_SPOS_RUN4, S_SPOS_RUN5,
    S_SPOS_RUN6, S_SPOS_RUN7, S_SPOS_RUN8, S_SPOS_ATK1, S_SPOS_ATK2, S_SPOS_ATK3, S_SPOS_PAIN,
    S_SPOS_PAIN2, S_SPOS_DIE1, S_SPOS_DIE2, S_SPOS_DIE3, S_SPOS_DIE4, S_SPOS_DIE5, S_SPOS_XDIE1,
    S_SPOS_XDIE2, S_SPOS_XDIE3, S_SPOS_XDIE4, S_SPOS_XDIE5, S_SPOS_XDIE6, S_SPOS_XDIE7,
    S_SPOS_XDIE8, S_SPOS_XDIE9, S_SPOS_RAISE1, S_SPOS_RAISE2, S_SPOS_RAISE3, S_SPOS_RAISE4,
    S_SPOS_RAISE5,
    S_VILE_STND, S_VILE_STND2, S_VILE_RUN1, S_VILE_RUN2, S_VILE_RUN3, S_VILE_RUN4, S_VILE_RUN5,
    S_VILE_RUN6, S_VILE_RUN7, S_VILE_RUN8, S_VILE_RUN9, S_VILE_RUN10, S_VILE_RUN11, S_VILE_RUN12,
    S_VILE_ATK1, S_VILE_ATK2, S_VILE_ATK3, S_VILE_ATK4, S_VILE_ATK5, S_VILE_ATK6, S_VILE_ATK7,
    S_VILE_ATK8, S_VILE_ATK9, S_VILE_ATK10, S_VILE_ATK11, S_VILE_HEAL1, S_VILE_HEAL2, S_VILE_HEAL3,
    S_VILE_PAIN, S_VILE_PAIN2, S_VILE_DIE1, S_VILE_DIE2, S_VILE_DIE3, S_VILE_DIE4, S_VILE_DIE5,
    S_VILE_DIE6, S_VILE_DIE7, S_VILE_DIE8, S_VILE_DIE9, S_VILE_DIE10,
    S_FIRE1, S_FIRE2, S_FIRE3, S_FIRE4, S_FIRE5, S_FIRE6, S_FIRE7, S_FIRE8, S_FIRE9, S_FIRE10,
    S_FIRE11, S_FIRE12, S_FIRE13, S_FIRE14, S_FIRE15, S_FIRE16, S_FIRE17, S_FIRE18, S_FIRE19,
    S_FIRE20, S_FIRE21, S_FIRE22, S_FIRE23, S_FIRE24, S_FIRE25, S_FIRE26, S_FIRE27, S_FIRE28,
    S_FIRE29, S_FIRE30,
    S_SMOKE1, S_SMOKE2, S_SMOKE3, S_SMOKE4, S_SMOKE5,
    S_TRACER, S_TRACER2, S_TRACEEXP1, S_TRACEEXP2, S_TRACEEXP3,
    S_SKEL_STND, S_SKEL_STND2, S_SKEL_RUN1, S_SKEL_RUN2, S_SKEL_RUN3, S_SKEL_RUN4, S_SKEL_RUN5,
    S_SKEL_RUN6, S_SKEL_RUN7, S_SKEL_RUN8, S_SKEL_RUN9, S_SKEL_RUN10, S_SKEL_RUN11, S_SKEL_RUN12,
    S_SKEL_FIST1, S_SKEL_FIST2, S_SKEL_FIST3, S_SKEL_FIST4, S_SKEL_MISS1, S_SKEL_MISS2,
    S_SKEL_MISS3, S_SKEL_MISS4, S_SKEL_PAIN, S_SKEL_PAIN2, S_SKEL_DIE1, S_SKEL_DIE2, S_SKEL_DIE3,
    S_SKEL_DIE4, S_SKEL_DIE5, S_SKEL_DIE6, S_SKEL_RAISE1, S_SKEL_RAISE2, S_SKEL_RAISE3,
    S_SKEL_RAISE4, S_SKEL_RAISE5, S_SKEL_RAISE6,
    S_FATSHOT1, S_FATSHOT2, S_FATSHOTX1, S_FATSHOTX2, S_FATSHOTX3,
    S_FATT_STND, S_FATT_STND2, S_FATT_RUN1, S_FATT_RUN2, S_FATT_RUN3, S_FATT_RUN4, S_FATT_RUN5,
    S_FATT_RUN6, S_FATT_RUN7, S_FATT_RUN8, S_FATT_RUN9, S_FATT_RUN10, S_FATT_RUN11, S_FATT_RUN12,
    S_FATT_ATK1, S_FATT_ATK2, S_FATT_ATK3, S_FATT_ATK4, S_FATT_ATK5, S_FATT_ATK6, S_FATT_ATK7,
    S_FATT_ATK8, S_FATT_ATK9, S_FATT_ATK10, S_FATT_PAIN, S_FATT_PAIN2, S_FATT_DIE1, S_FATT_DIE2,
    S_FATT_DIE3, S_FATT_DIE4, S_FATT_DIE5, S_FATT_DIE6, S_FATT_DIE7, S_FATT_DIE8, S_FATT_DIE9,
    S_FATT_DIE10, S_FATT_RAISE1, S_FATT_RAISE2, S_FATT_RAISE3, S_FATT_RAISE4, S_FATT_RAISE5,
    S_FATT_RAISE6, S_FATT_RAISE7, S_FATT_RAISE8,
    S_CPOS_STND, S_CPOS_STND2, S_CPOS_RUN1, S_CPOS_RUN2, S_CPOS_RUN3, S_CPOS_RUN4, S_CPOS_RUN5,
    S_CPOS_RUN6, S_CPOS_RUN7, S_CPOS_RUN8, S_CPOS_ATK1, S_CPOS_ATK2, S_CPOS_ATK3, S_CPOS_ATK4,
    S_CPOS_PAIN, S_CPOS_PAIN2, S_CPOS_DIE1, S_CPOS_DIE2, S_CPOS_DIE3, S_CPOS_DIE4, S_CPOS_DIE5,
    S_CPOS_DIE6, S_CPOS_DIE7, S_CPOS_XDIE1, S_CPOS_XDIE2, S_CPOS_XDIE3, S_CPOS_XDIE4, S_CPOS_XDIE5,
    S_CPOS_XDIE6, S_CPOS_RAISE1, S_CPOS_RAISE2, S_CPOS_RAISE3, S_CPOS_RAISE4, S_CPOS_RAISE5,
    S_CPOS_RAISE6, S_CPOS_RAISE7,
    S_TROO_STND, S_TROO_STND2, S_TROO_RUN1, S_TROO_RUN2, S_TROO_RUN3, S_TROO_RUN4, S_TROO_RUN5,
    S_TROO_RUN6, S_TROO_RUN7, S_TROO_RUN8, S_TROO_ATK1, S_TROO_ATK2, S_TROO_ATK3, S_TROO_PAIN,
    S_TROO_PAIN2, S_TROO_DIE1, S_TROO_DIE2, S_TROO_DIE3, S_TROO_DIE4, S_TROO_DIE5, S_TROO_XDIE1,
    S_TROO_XDIE2, S_TROO_XDIE3, S_TROO_XDIE4, S_TROO_XDIE5, S_TROO_XDIE6, S_TROO_XDIE7,
    S_TROO_XDIE8, S_TROO_RAISE1, S_TROO_RAISE2, S_TROO_RAISE3, S_TROO_RAISE4, S_TROO_RAISE5,
    S_SARG_STND, S_SARG_STND2, S_SARG_RUN1, S_SARG_RUN2, S_SARG_RUN3, S_SARG_RUN4, S_SARG_RUN5,
    S_SARG_RUN6, S_SARG_RUN7, S_SARG_RUN8, S_SARG_ATK1, S_SARG_ATK2, S_SARG_ATK3, S_SARG_PAIN,
    S_SARG_PAIN2, S_SARG_DIE1, S_SARG_DIE2, S_SARG_DIE3, S_SARG_DIE4, S_SARG_DIE5, S_SARG_DIE6,
    S_SARG_RAISE1, S_SARG_RAISE2, S_SARG_RAISE3, S_SARG_RAISE4, S_SARG_RAISE5, S_SARG_RAISE6,
    S_HEAD_STND, S_HEAD_RUN1, S_HEAD_ATK1, S_HEAD_ATK2, S_HEAD_ATK3, S_HEAD_PAIN, S_HEAD_PAIN2,
    S_HEAD_PAIN3, S_HEAD_DIE1, S_HEAD_DIE2, S_HEAD_DIE3, S_HEAD_DIE4, S_HEAD_DIE5, S_HEAD_DIE6,
    S_HEAD_RAISE1, S_HEAD_RAISE2, S_HEAD_RAISE3, S_HEAD_RAISE4, S_HEAD_RAISE5, S_HEAD_RAISE6,
    S_BRBALL1, S_BRBALL2, S_BRBALLX1, S_BRBALLX2, S_BRBALLX3,
    S_BOSS_STND, S_BOSS_STND2, S_BOSS_RUN1, S_BOSS_RUN2, S_BOSS_RUN3, S_BOSS_RUN4, S_BOSS_RUN5,
    S_BOSS_RUN6, S_BOSS_RUN7, S_BOSS_RUN8, S_BOSS_ATK1, S_BOSS_ATK2, S_BOSS_ATK3, S_BOSS_PAIN,
    S_BOSS_PAIN2, S_BOSS_DIE1, S_BOSS_DIE2, S_BOSS_DIE3, S_BOSS_DIE4, S_BOSS_DIE5, S_BOSS_DIE6,
    S_BOSS_DIE7, S_BOSS_RAISE1, S_BOSS_RAISE2, S_BOSS_RAISE3, S_BOSS_RAISE4, S_BOSS_RAISE5,
    S_BOSS_RAISE6, S_BOSS_RAISE7,
    S_BOS2_STND, S_BOS2_STND2, S_BOS2_RUN1, S_BOS2_RUN2, S_BOS2_RUN3, S_BOS2_RUN4, S_BOS2_RUN5,
    S_BOS2_RUN6, S_BOS2_RUN7, S_BOS2_RUN8, S_BOS2_ATK1, S_BOS2_ATK2, S_BOS2_ATK3, S_BOS2_PAIN,
    S_BOS2_PAIN2, S_BOS2_DIE1, S_BOS2_DIE2, S_BOS2_DIE3, S_BOS2_DIE4, S_BOS2_DIE5, S_BOS2_DIE6,
    S_BOS2_DIE7, S_BOS2_RAISE1, S_BOS2_RAISE2, S_BOS2_RAISE3, S_BOS2_RAISE4, S_BOS2_RAISE5,
    S_BOS2_RAISE6, S_BOS2_RAISE7,
    S_SKULL_STND, S_SKULL_STND2, S_SKULL_RUN1, S_SKULL_RUN2, S_SKULL_ATK1, S_SKULL_ATK2,
    S_SKULL_ATK3, S_SKULL_ATK4, S_SKULL_PAIN, S_SKULL_PAIN2, S_SKULL_DIE1, S_SKULL_DIE2,
    S_SKULL_DIE3, S_SKULL_DIE4, S_SKULL_DIE5, S_SKULL_DIE6,
    S_SPID_STND, S_SPID_STND2, S_SPID_RUN1, S_SPID_RUN2, S_SPID_RUN3, S_SPID_RUN4, S_SPID_RUN5,
    S_SPID_RUN6, S_SPID_RUN7, S_SPID_RUN8, S_SPID_RUN9, S_SPID_RUN10, S_SPID_RUN11, S_SPID_RUN12,
    S_SPID_ATK1, S_SPID_ATK2, S_SPID_ATK3, S_SPID_ATK4, S_SPID_PAIN, S_SPID_PAIN2, S_SPID_DIE1,
    S_SPID_DIE2, S_SPID_DIE3, S_SPID_DIE4, S_SPID_DIE5, S_SPID_DIE6, S_SPID_DIE7, S_SPID_DIE8,
    S_SPID_DIE9, S_SPID_DIE10, S_SPID_DIE11,
    S_BSPI_STND, S_BSPI_STND2, S_BSPI_SIGHT, S_BSPI_RUN1, S_BSPI_RUN2, S_BSPI_RUN3, S_BSPI_RUN4,
    S_BSPI_RUN5, S_BSPI_RUN6, S_BSPI_RUN7, S_BSPI_RUN8, S_BSPI_RUN9, S_BSPI_RUN10, S_BSPI_RUN11,
    S_BSPI_RUN12, S_BSPI_ATK1, S_BSPI_ATK2, S_BSPI_ATK3, S_BSPI_ATK4, S_BSPI_PAIN, S_BSPI_PAIN2,
    S_BSPI_DIE1, S_BSPI_DIE2, S_BSPI_DIE3, S_BSPI_DIE4, S_BSPI_DIE5, S_BSPI_DIE6, S_BSPI_DIE7,
    S_BSPI_RAISE1, S_BSPI_RAISE2, S_BSPI_RAISE3, S_BSPI_RAISE4, S_BSPI_RAISE5, S_BSPI_RAISE6,
    S_BSPI_RAISE7,
    S_ARACH_PLAZ, S_ARACH_PLAZ2, S_ARACH_PLEX, S_ARACH_PLEX2, S_ARACH_PLEX3, S_ARACH_PLEX4,
    S_ARACH_PLEX5,
    S_CYBER_STND, S_CYBER_STND2, S_CYBER_RUN1, S_CYBER_RUN2, S_CYBER_RUN3, S_CYBER_RUN4,
    S_CYBER_RUN5, S_CYBER_RUN6, S_CYBER_RUN7, S_CYBER_RUN8, S_CYBER_ATK1, S_CYBER_ATK2,
    S_CYBER_ATK3, S_CYBER_ATK4, S_CYBER_ATK5, S_CYBER_ATK6, S_CYBER_PAIN, S_CYBER_DIE1,
    S_CYBER_DIE2, S_CYBER_DIE3, S_CYBER_DIE4, S_CYBER_DIE5, S_CYBER_DIE6, S_CYBER_DIE7,
    S_CYBER_DIE8, S_CYBER_DIE9, S_CYBER_DIE10,
    S_PAIN_STND, S_PAIN_RUN1, S_PAIN_RUN2, S_PAIN_RUN3, S_PAIN_RUN4, S_PAIN_RUN5, S_PAIN_RUN6,
    S_PAIN_ATK1, S_PAIN_ATK2, S_PAIN_ATK3, S_PAIN_ATK4, S_PAIN_PAIN, S_PAIN_PAIN2, S_PAIN_DIE1,
    S_PAIN_DIE2, S_PAIN_DIE3, S_PAIN_DIE4, S_PAIN_DIE5, S_PAIN_DIE6, S_PAIN_RAISE1, S_PAIN_RAISE2,
    S_PAIN_RAISE3, S_PAIN_RAISE4, S_PAIN_RAISE5, S_PAIN_RAISE6,
    S_SSWV_STND, S_SSWV_STND2, S_SSWV_RUN1, S_SSWV_RUN2, S_SSWV_RUN3, S_SSWV_RUN4, S_SSWV_RUN5,
    S_SSWV_RUN6, S_SSWV_RUN7, S_SSWV_RUN8, S_SSWV_ATK1, S_SSWV_ATK2, S_SSWV_ATK3, S_SSWV_ATK4,
    S_SSWV_ATK5, S_SSWV_ATK6, S_SSWV_PAIN, S_SSWV_PAIN2, S_SSWV_DIE1, S_SSWV_DIE2, S_SSWV_DIE3,
    S_SSWV_DIE4, S_SSWV_DIE5, S_SSWV_XDIE1, S_SSWV_XDIE2, S_SSWV_XDIE3, S_SSWV_XDIE4, S_SSWV_XDIE5,
    S_SSWV_XDIE6, S_SSWV_XDIE7, S_SSWV_XDIE8, S_SSWV_XDIE9, S_SSWV_RAISE1, S_SSWV_RAISE2,
    S_SSWV_RAISE3, S_SSWV_RAISE4, S_SSWV_RAISE5,
    S_KEENSTND,
    S_COMMKEEN, S_COMMKEEN2, S_COMMKEEN3, S_COMMKEEN4, S_COMMKEEN5, S_COMMKEEN6, S_COMMKEEN7,
    S_COMMKEEN8, S_COMMKEEN9, S_COMMKEEN10, S_COMMKEEN11, S_COMMKEEN12,
    S_KEENPAIN, S_KEENPAIN2,
    S_BRAIN,
    S_BRAIN_PAIN, S_BRAIN_DIE1, S_BRAIN_DIE2, S_BRAIN_DIE3, S_BRAIN_DIE4,
    S_BRAINEYE, S_BRAINEYESEE, S_BRAINEYE1,
    S_SPAWN1, S_SPAWN2, S_SPAWN3, S_SPAWN4, S_SPAWNFIRE1, S_SPAWNFIRE2, S_SPAWNFIRE3, S_SPAWNFIRE4,
    S_SPAWNFIRE5, S_SPAWNFIRE6, S_SPAWNFIRE7, S_SPAWNFIRE8,
    S_BRAINEXPLODE1, S_BRAINEXPLODE2, S_BRAINEXPLODE3,
    S_ARM1, S_ARM1A, S_ARM2, S_ARM2A,
    S_BAR1, S_BAR2,
    S_BEXP, S_BEXP2, S_BEXP3, S_BEXP4, S_BEXP5,
    S_BBAR1, S_BBAR2, S_BBAR3,
    S_BON1, S_BON1A, S_BON1B, S_BON1C, S_BON1D, S_BON1E, S_BON2, S_BON2A, S_BON2B, S_BON2C, S_BON2D,
    S_BON2E,
    S_BKEY, S_BKEY2,
    S_RKEY, S_RKEY2,
    S_YKEY, S_YKEY2,
    S_BSKULL, S_BSKULL2,
    S_RSKULL, S_RSKULL2,
    S_YSKULL, S_YSKULL2,
    S_STIM,
    S_MEDI,
    S_SOUL, S_SOUL2, S_SOUL3, S_SOUL4, S_SOUL5, S_SOUL6,
    S_PINV, S_PINV2, S_PINV3, S_PINV4,
    S_PSTR,
    S_PINS, S_PINS2, S_PINS3, S_PINS4,
    S_MEGA, S_MEGA2, S_MEGA3, S_MEGA4,
    S_SUIT,
    S_PMAP, S_PMAP2, S_PMAP3, S_PMAP4, S_PMAP5, S_PMAP6,
    S_PVIS, S_PVIS2,
    S_CLIP,
    S_AMMO,
    S_ROCK,
    S_BROK,
    S_CELL, S_CELP,
    S_SHEL,
    S_SBOX,
    S_BPAK,
    S_BFUG,
    S_MGUN,
    S_CSAW,
    S_LAUN,
    S_PLAS,
    S_SHOT, S_SHOT2,
    S_COLU,
    S_STALAG,
    S_BLOODYTWITCH, S_BLOODYTWITCH2, S_BLOODYTWITCH3, S_BLOODYTWITCH4,
    S_DEADTORSO, S_DEADBOTTOM,
    S_HEADSONSTICK,
    S_GIBS,
    S_HEADONASTICK, S_HEADCANDLES, S_HEADCANDLES2,
    S_DEADSTICK,
    S_LIVESTICK, S_LIVESTICK2,
    S_MEAT2, S_MEAT3, S_MEAT4, S_MEAT5,
    S_STALAGTITE,
    S_TALLGRNCOL,
    S_SHRTGRNCOL,
    S_TALLREDCOL,
    S_SHRTREDCOL,
    S_CANDLESTIK, S_CANDELABRA,
    S_SKULLCOL,
    S_TORCHTREE,
    S_BIGTREE,
    S_TECHPILLAR,
    S_EVILEYE, S_EVILEYE2, S_EVILEYE3, S_EVILEYE4,
    S_FLOATSKULL, S_FLOATSKULL2, S_FLOATSKULL3,
    S_HEARTCOL, S_HEARTCOL2,
    S_BLUETORCH, S_BLUETORCH2, S_BLUETORCH3, S_BLUETORCH4,
    S_GREENTORCH, S_GREENTORCH2, S_GREENTORCH3, S_GREENTORCH4,
    S_REDTORCH, S_REDTORCH2, S_REDTORCH3, S_REDTORCH4,
    S_BTORCHSHRT, S_BTORCHSHRT2, S_BTORCHSHRT3, S_BTORCHSHRT4,
    S_GTORCHSHRT, S_GTORCHSHRT2, S_GTORCHSHRT3, S_GTORCHSHRT4,
    S_RTORCHSHRT, S_RTORCHSHRT2, S_RTORCHSHRT3, S_RTORCHSHRT4,
    S_HANGNOGUTS, S_HANGBNOBRAIN, S_HANGTLOOKDN, S_HANGTSKULL, S_HANGTLOOKUP, S_HANGTNOBRAIN,
    S_COLONGIBS,
    S_SMALLPOOL,
    S_BRAINSTEM,
    S_TECHLAMP, S_TECHLAMP2, S_TECHLAMP3, S_TECHLAMP4, S_TECH2LAMP, S_TECH2LAMP2, S_TECH2LAMP3,
    S_TECH2LAMP4,
    S_TNT1,  // Boom: invisible, for ever
    // MBF's: the grenade and detonation, the helper dog, the beta BFG's 43
    // frames, the beta's plasma balls, sceptre, bible and lost soul, the
    // mushroom explosion.
    S_GRENADE, S_DETONATE, S_DETONATE2, S_DETONATE3,
    S_DOGS_STND, S_DOGS_STND2, S_DOGS_RUN1, S_DOGS_RUN2, S_DOGS_RUN3, S_DOGS_RUN4, S_DOGS_RUN5, S_DOGS_RUN6,
    S_DOGS_RUN7, S_DOGS_RUN8, S_DOGS_ATK1, S_DOGS_ATK2, S_DOGS_ATK3, S_DOGS_PAIN, S_DOGS_PAIN2, S_DOGS_DIE1,
    S_DOGS_DIE2, S_DOGS_DIE3, S_DOGS_DIE4, S_DOGS_DIE5, S_DOGS_DIE6, S_DOGS_RAISE1, S_DOGS_RAISE2,
    S_DOGS_RAISE3, S_DOGS_RAISE4, S_DOGS_RAISE5, S_DOGS_RAISE6,
    S_OLDBFG1, S_OLDBFG42 = S_OLDBFG1 + 41, S_OLDBFG43,
    S_PLS1BALL, S_PLS1BALL2, S_PLS1EXP, S_PLS1EXP2, S_PLS1EXP3, S_PLS1EXP4, S_PLS1EXP5,
    S_PLS2BALL, S_PLS2BALL2, S_PLS2BALLX1, S_PLS2BALLX2, S_PLS2BALLX3,
    S_BON3, S_BON4,
    S_BSKUL_STND, S_BSKUL_RUN1, S_BSKUL_RUN2, S_BSKUL_RUN3, S_BSKUL_RUN4, S_BSKUL_ATK1, S_BSKUL_ATK2,
    S_BSKUL_ATK3, S_BSKUL_PAIN1, S_BSKUL_PAIN2, S_BSKUL_PAIN3, S_BSKUL_DIE1, S_BSKUL_DIE2, S_BSKUL_DIE3,
    S_BSKUL_DIE4, S_BSKUL_DIE5, S_BSKUL_DIE6, S_BSKUL_DIE7, S_BSKUL_DIE8,
    S_MUSHROOM,
    NUMSTATES
};

enum MobjType : int {
    MT_PLAYER, MT_POSSESSED, MT_SHOTGUY, MT_VILE, MT_FIRE, MT_UNDEAD, MT_TRACER, MT_SMOKE, MT_FATSO,
    MT_FATSHOT, MT_CHAINGUY, MT_TROOP, MT_SERGEANT, MT_SHADOWS, MT_HEAD, MT_BRUISER, MT_BRUISERSHOT,
    MT_KNIGHT, MT_SKULL, MT_SPIDER, MT_BABY, MT_CYBORG, MT_PAIN, MT_WOLFSS, MT_KEEN, MT_BOSSBRAIN,
    MT_BOSSSPIT, MT_BOSSTARGET, MT_SPAWNSHOT, MT_SPAWNFIRE, MT_BARREL, MT_TROOPSHOT, MT_HEADSHOT,
    MT_ROCKET, MT_PLASMA, MT_BFG, MT_ARACHPLAZ, MT_PUFF, MT_BLOOD, MT_TFOG, MT_IFOG, MT_TELEPORTMAN,
    MT_EXTRABFG, MT_MISC0, MT_MISC1, MT_MISC2, MT_MISC3, MT_MISC4, MT_MISC5, MT_MISC6, MT_MISC7,
    MT_MISC8, MT_MISC9, MT_MISC10, MT_MISC11, MT_MISC12, MT_INV, MT_MISC13, MT_INS, MT_MISC14,
    MT_MISC15, MT_MISC16, MT_MEGA, MT_CLIP, MT_MISC17, MT_MISC18, MT_MISC19, MT_MISC20, MT_MISC21,
    MT_MISC22, MT_MISC23, MT_MISC24, MT_MISC25, MT_CHAINGUN, MT_MISC26, MT_MISC27, MT_MISC28,
    MT_SHOTGUN, MT_SUPERSHOTGUN, MT_MISC29, MT_MISC30, MT_MISC31, MT_MISC32, MT_MISC33, MT_MISC34,
    MT_MISC35, MT_MISC36, MT_MISC37, MT_MISC38, MT_MISC39, MT_MISC40, MT_MISC41, MT_MISC42,
    MT_MISC43, MT_MISC44, MT_MISC45, MT_MISC46, MT_MISC47, MT_MISC48, MT_MISC49, MT_MISC50,
    MT_MISC51, MT_MISC52, MT_MISC53, MT_MISC54, MT_MISC55, MT_MISC56, MT_MISC57, MT_MISC58,
    MT_MISC59, MT_MISC60, MT_MISC61, MT_MISC62, MT_MISC63, MT_MISC64, MT_MISC65, MT_MISC66,
    MT_MISC67, MT_MISC68, MT_MISC69, MT_MISC70, MT_MISC71, MT_MISC72, MT_MISC73, MT_MISC74,
    MT_MISC75, MT_MISC76, MT_MISC77, MT_MISC78, MT_MISC79, MT_MISC80, MT_MISC81, MT_MISC82,
    MT_MISC83, MT_MISC84, MT_MISC85, MT_MISC86,
    MT_PUSH, MT_PULL,  // Boom: the sources of 226 point pushers and pullers
    // MBF's: the helper dog, the beta's two plasma balls, sceptre and bible.
    MT_DOGS, MT_PLASMA1, MT_PLASMA2, MT_SCEPTRE, MT_BIBLE,
    MT_MUSICSOURCE,  // MUSINFO's music changer (sim/music_changers.h), numbered as in dsda-doom
    NUMMOBJTYPES
};

enum SfxId : int {
    sfx_None, sfx_pistol, sfx_shotgn, sfx_sgcock, sfx_dshtgn, sfx_dbopn, sfx_dbcls, sfx_dbload,
    sfx_plasma, sfx_bfg, sfx_sawup, sfx_sawidl, sfx_sawful, sfx_sawhit, sfx_rlaunc, sfx_rxplod,
    sfx_firsht, sfx_firxpl, sfx_pstart, sfx_pstop, sfx_doropn, sfx_dorcls, sfx_stnmov, sfx_swtchn,
    sfx_swtchx, sfx_plpain, sfx_dmpain, sfx_popain, sfx_vipain, sfx_mnpain, sfx_pepain, sfx_slop,
    sfx_itemup, sfx_wpnup, sfx_oof, sfx_telept, sfx_posit1, sfx_posit2, sfx_posit3, sfx_bgsit1,
    sfx_bgsit2, sfx_sgtsit, sfx_cacsit, sfx_brssit, sfx_cybsit, sfx_spisit, sfx_bspsit, sfx_kntsit,
    sfx_vilsit, sfx_mansit, sfx_pesit, sfx_sklatk, sfx_sgtatk, sfx_skepch, sfx_vilatk, sfx_claw,
    sfx_skeswg, sfx_pldeth, sfx_pdiehi, sfx_podth1, sfx_podth2, sfx_podth3, sfx_bgdth1, sfx_bgdth2,
    sfx_sgtdth, sfx_cacdth, sfx_skldth, sfx_brsdth, sfx_cybdth, sfx_spidth, sfx_bspdth, sfx_vildth,
    sfx_kntdth, sfx_pedth, sfx_skedth, sfx_posact, sfx_bgact, sfx_dmact, sfx_bspact, sfx_bspwlk,
    sfx_vilact, sfx_noway, sfx_barexp, sfx_punch, sfx_hoof, sfx_metal, sfx_chgun, sfx_tink,
    sfx_bdopn, sfx_bdcls, sfx_itmbk, sfx_flame, sfx_flamst, sfx_getpow, sfx_bospit, sfx_boscub,
    sfx_bossit, sfx_bospn, sfx_bosdth, sfx_manatk, sfx_mandth, sfx_sssit, sfx_ssdth, sfx_keenpn,
    sfx_keendt, sfx_skeact, sfx_skesit, sfx_skeatk, sfx_radio,
    sfx_dgsit, sfx_dgatk, sfx_dgact, sfx_dgdth, sfx_dgpain,  // MBF's dog
    NUMSFX
};

enum MusicId : int {
    mus_None, mus_e1m1, mus_e1m2, mus_e1m3, mus_e1m4, mus_e1m5, mus_e1m6, mus_e1m7, mus_e1m8,
    mus_e1m9, mus_e2m1, mus_e2m2, mus_e2m3, mus_e2m4, mus_e2m5, mus_e2m6, mus_e2m7, mus_e2m8,
    mus_e2m9, mus_e3m1, mus_e3m2, mus_e3m3, mus_e3m4, mus_e3m5, mus_e3m6, mus_e3m7, mus_e3m8,
    mus_e3m9, mus_inter, mus_intro, mus_bunny, mus_victor, mus_introa, mus_runnin, mus_stalks,
    mus_countd, mus_betwee, mus_doom, mus_the_da, mus_shawn, mus_ddtblu, mus_in_cit, mus_dead,
    mus_stlks2, mus_theda2, mus_doom2, mus_ddtbl2, mus_runni2, mus_dead2, mus_stlks3, mus_romero,
    mus_shawn2, mus_messag, mus_count2, mus_ddtbl3, mus_ampie, mus_theda3, mus_adrian, mus_messg2,
    mus_romer2, mus_tense, mus_shawn3, mus_openin, mus_evil, mus_ultima, mus_read_m, mus_dm2ttl,
    mus_dm2int,
    NUMMUSIC
};

enum AmmoType : int { am_clip, am_shell, am_cell, am_misl, NUMAMMO, am_noammo };

enum WeaponType : int {
    wp_fist, wp_pistol, wp_shotgun, wp_chaingun, wp_missile, wp_plasma, wp_bfg, wp_chainsaw,
    wp_supershotgun, NUMWEAPONS, wp_nochange
};

// What a state does when entered: one enumerator per action function of the
// original (named without its A_ prefix), in order of first use in kStates.
// The simulation dispatches on it; DeHackEd copies it between states.
enum class Action : std::uint8_t {
    None, Light0, WeaponReady, Lower, Raise, Punch, ReFire, FirePistol, Light1, FireShotgun, Light2,
    FireShotgun2, CheckReload, OpenShotgun2, LoadShotgun2, CloseShotgun2, FireCGun, GunFlash,
    FireMissile, Saw, FirePlasma, BFGsound, FireBFG, BFGSpray, Explode, Pain, PlayerScream, Fall,
    XScream, Look, Chase, FaceTarget, PosAttack, Scream, SPosAttack, VileChase, VileStart,
    VileTarget, VileAttack, StartFire, Fire, FireCrackle, Tracer, SkelWhoosh, SkelFist, SkelMissile,
    FatRaise, FatAttack1, FatAttack2, FatAttack3, BossDeath, CPosAttack, CPosRefire, TroopAttack,
    SargAttack, HeadAttack, BruisAttack, SkullAttack, Metal, SpidRefire, BabyMetal, BspiAttack,
    Hoof, CyberAttack, PainAttack, PainDie, KeenDie, BrainPain, BrainScream, BrainDie, BrainAwake,
    BrainSpit, SpawnSound, SpawnFly, BrainExplode,
    // MBF's, for DeHackEd patches (they act at complevel 11 and later);
    // misc1 and misc2 of the state are their arguments.
    Detonate, Mushroom, Die, Spawn, Turn, Face, Scratch, PlaySound, RandomJump, LineEffect, FireOldBFG,
    BetaSkullAttack, Stop,
    // MBF21's (they act at complevel 21); their arguments are the state's
    // Args1..Args8 (Definitions::state_mbf21).
    SpawnObject, MonsterProjectile, MonsterBulletAttack, MonsterMeleeAttack, RadiusDamage, NoiseAlert,
    HealChase, SeekTracer, FindTracer, ClearTracer, JumpIfHealthBelow, JumpIfTargetInSight,
    JumpIfTargetCloser, JumpIfTracerInSight, JumpIfTracerCloser, JumpIfFlagsSet, AddFlags, RemoveFlags,
    WeaponProjectile, WeaponBulletAttack, WeaponMeleeAttack, WeaponSound, WeaponAlert, WeaponJump,
    ConsumeAmmo, CheckAmmo, RefireTo, GunFlashTo,
};
// The last enumerator, for loops over every action.
inline constexpr Action kLastAction = Action::GunFlashTo;

// The original's name for an action ("A_Light0"), or "NULL" for none.
const char* action_name(Action action);

// A state's frame number may carry this bit: draw at full brightness.
inline constexpr std::int32_t kFullBright = 0x8000;
inline constexpr std::int32_t kFrameMask = 0x7fff;

struct State {
    SpriteNum sprite;
    std::int32_t frame;
    std::int32_t tics;  // -1: stay in this state for ever
    Action action;
    StateNum next_state;
    std::int32_t misc1, misc2;
};

enum MobjFlag : std::uint32_t {
    MF_SPECIAL = 0x1,            // touching it calls the pick-up code
    MF_SOLID = 0x2,              // blocks movement
    MF_SHOOTABLE = 0x4,          // can be damaged
    MF_NOSECTOR = 0x8,           // not linked into its sector: invisible
    MF_NOBLOCKMAP = 0x10,        // not linked into the blockmap: inert
    MF_AMBUSH = 0x20,            // deaf: wakes only on sight
    MF_JUSTHIT = 0x40,           // fights back at once
    MF_JUSTATTACKED = 0x80,      // moves once before attacking again
    MF_SPAWNCEILING = 0x100,     // spawns hanging from the ceiling
    MF_NOGRAVITY = 0x200,        // does not fall
    MF_DROPOFF = 0x400,          // may step off high ledges
    MF_PICKUP = 0x800,           // picks up items (players)
    MF_NOCLIP = 0x1000,          // passes through walls and things
    MF_SLIDE = 0x2000,           // slides along walls (players)
    MF_FLOAT = 0x4000,           // flies, moving up and down at will
    MF_TELEPORT = 0x8000,        // crosses lines without triggering them
    MF_MISSILE = 0x10000,        // a projectile: explodes on contact
    MF_DROPPED = 0x20000,        // dropped by a monster, not placed in the map
    MF_SHADOW = 0x40000,         // drawn with the fuzz effect
    MF_NOBLOOD = 0x80000,        // shows a puff, not blood, when shot
    MF_CORPSE = 0x100000,        // a dead body: slides off ledges
    MF_INFLOAT = 0x200000,       // floating to a height for a move
    MF_COUNTKILL = 0x400000,     // counts towards the kill total
    MF_COUNTITEM = 0x800000,     // counts towards the item total
    MF_SKULLFLY = 0x1000000,     // a lost soul in a charge
    MF_NOTDMATCH = 0x2000000,    // not spawned in deathmatch
    MF_TRANSLATION = 0xc000000,  // player colour translation, 0..3
    MF_TOUCHY = 0x10000000,      // MBF: dies when touched (mbf_bouncers.h)
    MF_BOUNCES = 0x20000000,     // MBF: bounces off walls and planes (mbf_bouncers.h)
    MF_FRIEND = 0x40000000,      // MBF: fights on the players' side
};
// (flags & MF_TRANSLATION) >> MF_TRANSSHIFT is the colour translation index.
inline constexpr int MF_TRANSSHIFT = 26;

// MBF21's thing flags (DeHackEd "MBF21 Bits", the spec's values). The
// vanilla things carry the ones that describe their hard-coded behaviour.
enum Mbf21Flag : std::uint32_t {
    MF2_LOGRAV = 0x1,             // falls at 1/8 gravity
    MF2_SHORTMRANGE = 0x2,        // short missile range (arch-vile)
    MF2_DMGIGNORED = 0x4,         // others do not retaliate against it (arch-vile)
    MF2_NORADIUSDMG = 0x8,        // immune to splash damage (cyberdemon, mastermind)
    MF2_FORCERADIUSDMG = 0x10,    // its splash hurts even those immune
    MF2_HIGHERMPROB = 0x20,       // fires more often (cyberdemon)
    MF2_RANGEHALF = 0x40,         // halves the distance in the missile chance
    MF2_NOTHRESHOLD = 0x80,       // no target threshold (arch-vile)
    MF2_LONGMELEE = 0x100,        // long melee range (revenant)
    MF2_BOSS = 0x200,             // full-volume sounds, splash immunity
    MF2_MAP07BOSS1 = 0x400,       // MAP07's tag 666 boss (mancubus)
    MF2_MAP07BOSS2 = 0x800,       // MAP07's tag 667 boss (arachnotron)
    MF2_E1M8BOSS = 0x1000,        // E1M8's boss (baron)
    MF2_E2M8BOSS = 0x2000,        // E2M8's boss (cyberdemon)
    MF2_E3M8BOSS = 0x4000,        // E3M8's boss (mastermind)
    MF2_E4M6BOSS = 0x8000,        // E4M6's boss (cyberdemon)
    MF2_E4M8BOSS = 0x10000,       // E4M8's boss (mastermind)
    MF2_RIP = 0x20000,            // a ripper: passes through what it hurts
    MF2_FULLVOLSOUNDS = 0x40000,  // full-volume see and death sounds
};

// MBF21's thing groups: none by default. A projectile group of its own
// kind is "species" (the original's rule), or groupless, or a number.
inline constexpr int kNoGroup = -1;
inline constexpr int kProjectileSpecies = -1;   // the same type is immune
inline constexpr int kProjectileGroupless = -2;  // a negative patch value: nothing is immune
inline constexpr int kProjectileBarons = -3;     // the baron and the knight, as the original

// No thing type: an empty MobjInfo::dropped_item.
inline constexpr MobjType kNoThing = static_cast<MobjType>(-1);

struct MobjInfo {
    int doomednum = -1;  // the map thing type that spawns it; -1: none
    StateNum spawn_state = S_NULL;
    int spawn_health = 0;
    StateNum see_state = S_NULL;
    SfxId see_sound = sfx_None;
    int reaction_time = 0;
    SfxId attack_sound = sfx_None;
    StateNum pain_state = S_NULL;
    int pain_chance = 0;  // out of 256
    SfxId pain_sound = sfx_None;
    StateNum melee_state = S_NULL;
    StateNum missile_state = S_NULL;
    StateNum death_state = S_NULL;
    StateNum xdeath_state = S_NULL;
    SfxId death_sound = sfx_None;
    int speed = 0;  // map units per step for monsters, fixed point for missiles
    base::fixed_t radius = 0;
    base::fixed_t height = 0;
    int mass = 0;
    int damage = 0;
    SfxId active_sound = sfx_None;
    std::uint32_t flags = 0;
    StateNum raise_state = S_NULL;
    // MBF21's fields (read at complevel 21 only).
    std::uint32_t flags2 = 0;  // Mbf21Flag bits
    int infighting_group = kNoGroup;
    int projectile_group = kProjectileSpecies;
    int splash_group = kNoGroup;
    SfxId rip_sound = sfx_None;
    int fast_speed = -1;  // speed at -fast and nightmare; -1: the usual rules
    base::fixed_t melee_range = 64 * base::kFracUnit;
    // What it leaves where it dies (DEHEXTRA's "Dropped item"); the
    // original's former humans drop their weapon.
    MobjType dropped_item = kNoThing;
};

struct SoundInfo {
    const char* name;  // the lump name without its "DS" prefix
    bool singularity;  // flagged by the original as not to overlap itself
    int priority;
    SfxId link;  // another sound to play instead; sfx_None: none
    int pitch;   // for a link; -1 otherwise
    int volume;  // for a link; -1 otherwise
};

struct WeaponInfo {
    AmmoType ammo;
    StateNum up_state, down_state, ready_state, attack_state, flash_state;
};

// MBF21's weapon flags (DeHackEd Weapon "MBF21 Bits").
enum Mbf21WeaponFlag : std::uint32_t {
    WPF_NOTHRUST = 0x1,         // does not push what it hits
    WPF_SILENT = 0x2,           // monsters do not hear it
    WPF_NOAUTOFIRE = 0x4,       // does not fire by itself when switched to
    WPF_FLEEMELEE = 0x8,        // monsters back away from it as from a melee weapon
    WPF_AUTOSWITCHFROM = 0x10,  // switched away from when ammo is picked up
    WPF_NOAUTOSWITCHTO = 0x20,  // never switched to when ammo is picked up
};

// A weapon's MBF21 fields; ammo_per_shot -1: not set, the original's use.
struct WeaponMbf21 {
    std::uint32_t flags = 0;
    int ammo_per_shot = -1;
};

// MBF21's state flags (DeHackEd Frame "MBF21 Bits").
inline constexpr std::uint32_t STF_SKILL5FAST = 0x1;  // tics halved at -fast and nightmare

// A state's MBF21 fields: the code pointer's arguments (Args1..Args8) and
// flags. An argument the patch did not set takes its pointer's default.
inline constexpr int kStateArgs = 8;
struct StateMbf21 {
    std::array<std::int32_t, kStateArgs> args{};
    std::uint8_t args_set = 0;  // bit i: args[i] came from a patch
    std::uint32_t flags = 0;
};

extern const std::array<State, NUMSTATES> kStates;
extern const std::array<MobjInfo, NUMMOBJTYPES> kMobjInfo;
extern const std::array<const char*, NUMSPRITES> kSpriteNames;  // four letters each
extern const std::array<SoundInfo, NUMSFX> kSounds;
// Lump names without their "D_" prefix; mus_None has none (nullptr).
extern const std::array<const char*, NUMMUSIC> kMusicNames;
extern const std::array<WeaponInfo, NUMWEAPONS> kWeaponInfo;
// MBF21's defaults for the original weapons (its spec's table).
extern const std::array<WeaponMbf21, NUMWEAPONS> kWeaponMbf21;

// Values from id Software's Doom 1.9 as published in Chocolate Doom's src/doom/p_inter.c
inline constexpr std::array<int, NUMAMMO> kMaxAmmo = {200, 50, 300, 50};
inline constexpr std::array<int, NUMAMMO> kClipAmmo = {10, 4, 20, 1};

}  // namespace sim
