// Values from id Software's Doom 1.9 as published in Chocolate Doom's src/doom/d_items.c
#include "sim/info.h"

namespace sim {

const std::array<WeaponInfo, NUMWEAPONS> kWeaponInfo = {{
    {am_noammo, S_PUNCHUP, S_PUNCHDOWN, S_PUNCH, S_PUNCH1, S_NULL},  // wp_fist
    {am_clip, S_PISTOLUP, S_PISTOLDOWN, S_PISTOL, S_PISTOL1, S_PISTOLFLASH},  // wp_pistol
    {am_shell, S_SGUNUP, S_SGUNDOWN, S_SGUN, S_SGUN1, S_SGUNFLASH1},  // wp_shotgun
    {am_clip, S_CHAINUP, S_CHAINDOWN, S_CHAIN, S_CHAIN1, S_CHAINFLASH1},  // wp_chaingun
    {am_misl, S_MISSILEUP, S_MISSILEDOWN, S_MISSILE, S_MISSILE1, S_MISSILEFLASH1},  // wp_missile
    {am_cell, S_PLASMAUP, S_PLASMADOWN, S_PLASMA, S_PLASMA1, S_PLASMAFLASH1},  // wp_plasma
    {am_cell, S_BFGUP, S_BFGDOWN, S_BFG, S_BFG1, S_BFGFLASH1},  // wp_bfg
    {am_noammo, S_SAWUP, S_SAWDOWN, S_SAW, S_SAW1, S_NULL},  // wp_chainsaw
    {am_shell, S_DSGUNUP, S_DSGUNDOWN, S_DSGUN, S_DSGUN1, S_DSGUNFLASH1},  // wp_supershotgun
}};

// From the MBF21 specification (kraflab/mbf21, docs/spec.md, "MBF21 defaults").
const std::array<WeaponMbf21, NUMWEAPONS> kWeaponMbf21 = {{
    {WPF_FLEEMELEE | WPF_AUTOSWITCHFROM | WPF_NOAUTOSWITCHTO, -1},  // wp_fist
    {WPF_AUTOSWITCHFROM, -1},                                      // wp_pistol
    {0, -1},                                                       // wp_shotgun
    {0, -1},                                                       // wp_chaingun
    {WPF_NOAUTOFIRE, -1},                                          // wp_missile
    {0, -1},                                                       // wp_plasma
    {WPF_NOAUTOFIRE, -1},                                          // wp_bfg
    {WPF_NOTHRUST | WPF_FLEEMELEE | WPF_NOAUTOSWITCHTO, -1},       // wp_chainsaw
    {0, -1},                                                       // wp_supershotgun
}};

}  // namespace sim
