// The table is data from ZDoom's zdefs.acs (acc), the "Doom Spawnable
// things" T_ constants: the number, and the class it names given here by
// its Doom editor number, or by its type where the class has none
// (missiles, blood, puffs). ZDoom's own classes (stealth monsters, the
// bridge, the scripted marine) and its decorations whose Doom twin is not
// certain are left out: they spawn nothing.
#include "sim/spawn_numbers.h"

#include "sim/mobjs.h"

namespace sim {

namespace {

struct SpawnNumber {
    int number;
    int doomednum;    // 0: by type
    MobjType type;    // where doomednum is 0
};

constexpr SpawnNumber kSpawnNumbers[] = {
    {1, 9, MT_PLAYER},       // T_SHOTGUY
    {2, 65, MT_PLAYER},      // T_CHAINGUY
    {3, 3003, MT_PLAYER},    // T_BARON
    {4, 3004, MT_PLAYER},    // T_ZOMBIE
    {5, 3001, MT_PLAYER},    // T_IMP
    {6, 68, MT_PLAYER},      // T_ARACHNOTRON
    {7, 7, MT_PLAYER},       // T_SPIDERMASTERMIND
    {8, 3002, MT_PLAYER},    // T_DEMON
    {9, 58, MT_PLAYER},      // T_SPECTRE
    {10, 0, MT_TROOPSHOT},   // T_IMPFIREBALL
    {11, 2007, MT_PLAYER},   // T_CLIP
    {12, 2008, MT_PLAYER},   // T_SHELLS
    {19, 3005, MT_PLAYER},   // T_CACODEMON
    {20, 66, MT_PLAYER},     // T_REVENANT
    {22, 2015, MT_PLAYER},   // T_ARMORBONUS
    {23, 2011, MT_PLAYER},   // T_STIMPACK
    {24, 2012, MT_PLAYER},   // T_MEDKIT
    {25, 2013, MT_PLAYER},   // T_SOULSPHERE
    {27, 2001, MT_PLAYER},   // T_SHOTGUN
    {28, 2002, MT_PLAYER},   // T_CHAINGUN
    {29, 2003, MT_PLAYER},   // T_ROCKETLAUNCHER
    {30, 2004, MT_PLAYER},   // T_PLASMAGUN
    {31, 2006, MT_PLAYER},   // T_BFG
    {32, 2005, MT_PLAYER},   // T_CHAINSAW
    {33, 82, MT_PLAYER},     // T_SUPERSHOTGUN
    {51, 0, MT_PLASMA},      // T_PLASMABOLT
    {53, 0, MT_TRACER},      // T_TRACER
    {68, 2018, MT_PLAYER},   // T_GREENARMOR
    {69, 2019, MT_PLAYER},   // T_BLUEARMOR
    {75, 2047, MT_PLAYER},   // T_CELL
    {85, 5, MT_PLAYER},      // T_BLUEKEYCARD
    {86, 13, MT_PLAYER},     // T_REDKEYCARD
    {87, 6, MT_PLAYER},      // T_YELLOWKEYCARD
    {88, 39, MT_PLAYER},     // T_YELLOWSKULLKEY
    {89, 38, MT_PLAYER},     // T_REDSKULLKEY
    {90, 40, MT_PLAYER},     // T_BLUESKULLKEY
    {110, 3006, MT_PLAYER},  // T_LOSTSOUL
    {111, 64, MT_PLAYER},    // T_VILE
    {112, 67, MT_PLAYER},    // T_MANCUBUS
    {113, 69, MT_PLAYER},    // T_HELLKNIGHT
    {114, 16, MT_PLAYER},    // T_CYBERDEMON
    {115, 71, MT_PLAYER},    // T_PAINELEMENTAL
    {116, 84, MT_PLAYER},    // T_WOLFSS
    {125, 2035, MT_PLAYER},  // T_BARREL
    {126, 0, MT_HEADSHOT},   // T_CACODEMONSHOT
    {127, 0, MT_ROCKET},     // T_ROCKET
    {128, 0, MT_BFG},        // T_BFGSHOT
    {129, 0, MT_ARACHPLAZ},  // T_ARACHNOTRONPLASMA
    {130, 0, MT_BLOOD},      // T_BLOOD
    {131, 0, MT_PUFF},       // T_PUFF
    {132, 83, MT_PLAYER},    // T_MEGASPHERE
    {133, 2022, MT_PLAYER},  // T_INVULNERABILITY
    {134, 2023, MT_PLAYER},  // T_BERSERK
    {135, 2024, MT_PLAYER},  // T_INVISIBILITY
    {136, 2025, MT_PLAYER},  // T_IRONFEET
    {137, 2026, MT_PLAYER},  // T_COMPUTERMAP
    {138, 2045, MT_PLAYER},  // T_LIGHTAMP
    {139, 2048, MT_PLAYER},  // T_AMMOBOX
    {140, 2010, MT_PLAYER},  // T_ROCKETAMMO
    {141, 2046, MT_PLAYER},  // T_ROCKETBOX
    {142, 17, MT_PLAYER},    // T_BATTERY
    {143, 2049, MT_PLAYER},  // T_SHELLBOX
    {144, 8, MT_PLAYER},     // T_BACKPACK
    {149, 70, MT_PLAYER},    // T_FLAMINGBARREL
    {152, 2014, MT_PLAYER},  // T_HEALTHBONUS
    {153, 0, MT_FATSHOT},    // T_MANCUBUSSHOT
    {154, 0, MT_BRUISERSHOT},  // T_BARONBALL
};

}  // namespace

MobjType type_of_spawn_number(const World& w, int number) {
    for (const SpawnNumber& s : kSpawnNumbers) {
        if (s.number != number) continue;
        return s.doomednum ? type_of_doomednum(w, s.doomednum) : s.type;
    }
    return kNoThing;
}

}  // namespace sim
