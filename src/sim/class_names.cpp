// Data from GZDoom's wadsrc/static/mapinfo/doomitems.txt (the DoomEdNums
// block: each class by its Doom editor number) and, for the classes
// without one, its Doom actor definitions (missiles, puffs, blood, fog and
// the brain's cubes by type). ZDoom's own classes (stealth monsters,
// scripted marines) and ID24's are left out: they spawn nothing.
#include "sim/class_names.h"

#include <algorithm>
#include <cctype>

#include "sim/mobjs.h"

namespace sim {

namespace {

struct ClassName {
    std::string_view name;
    int doomednum;  // 0: by type
    MobjType type;  // where doomednum is 0
};

constexpr ClassName kClasses[] = {
    {"BlueCard", 5, MT_PLAYER}, {"YellowCard", 6, MT_PLAYER}, {"SpiderMastermind", 7, MT_PLAYER},
    {"Backpack", 8, MT_PLAYER}, {"ShotgunGuy", 9, MT_PLAYER}, {"GibbedMarine", 10, MT_PLAYER},
    {"GibbedMarineExtra", 12, MT_PLAYER}, {"RedCard", 13, MT_PLAYER}, {"TeleportDest", 14, MT_PLAYER},
    {"DeadMarine", 15, MT_PLAYER}, {"Cyberdemon", 16, MT_PLAYER}, {"CellPack", 17, MT_PLAYER},
    {"DeadZombieMan", 18, MT_PLAYER}, {"DeadShotgunGuy", 19, MT_PLAYER}, {"DeadDoomImp", 20, MT_PLAYER},
    {"DeadDemon", 21, MT_PLAYER}, {"DeadCacodemon", 22, MT_PLAYER}, {"DeadLostSoul", 23, MT_PLAYER},
    {"Gibs", 24, MT_PLAYER}, {"DeadStick", 25, MT_PLAYER}, {"LiveStick", 26, MT_PLAYER},
    {"HeadOnAStick", 27, MT_PLAYER}, {"HeadsOnAStick", 28, MT_PLAYER}, {"HeadCandles", 29, MT_PLAYER},
    {"TallGreenColumn", 30, MT_PLAYER}, {"ShortGreenColumn", 31, MT_PLAYER}, {"TallRedColumn", 32, MT_PLAYER},
    {"ShortRedColumn", 33, MT_PLAYER}, {"Candlestick", 34, MT_PLAYER}, {"Candelabra", 35, MT_PLAYER},
    {"HeartColumn", 36, MT_PLAYER}, {"SkullColumn", 37, MT_PLAYER}, {"RedSkull", 38, MT_PLAYER},
    {"YellowSkull", 39, MT_PLAYER}, {"BlueSkull", 40, MT_PLAYER}, {"EvilEye", 41, MT_PLAYER},
    {"FloatingSkull", 42, MT_PLAYER}, {"TorchTree", 43, MT_PLAYER}, {"BlueTorch", 44, MT_PLAYER},
    {"GreenTorch", 45, MT_PLAYER}, {"RedTorch", 46, MT_PLAYER}, {"Stalagtite", 47, MT_PLAYER},
    {"TechPillar", 48, MT_PLAYER}, {"BloodyTwitch", 49, MT_PLAYER}, {"Meat2", 50, MT_PLAYER},
    {"Meat3", 51, MT_PLAYER}, {"Meat4", 52, MT_PLAYER}, {"Meat5", 53, MT_PLAYER}, {"BigTree", 54, MT_PLAYER},
    {"ShortBlueTorch", 55, MT_PLAYER}, {"ShortGreenTorch", 56, MT_PLAYER}, {"ShortRedTorch", 57, MT_PLAYER},
    {"Spectre", 58, MT_PLAYER}, {"NonsolidMeat2", 59, MT_PLAYER}, {"NonsolidMeat4", 60, MT_PLAYER},
    {"NonsolidMeat3", 61, MT_PLAYER}, {"NonsolidMeat5", 62, MT_PLAYER}, {"NonsolidTwitch", 63, MT_PLAYER},
    {"Archvile", 64, MT_PLAYER}, {"ChaingunGuy", 65, MT_PLAYER}, {"Revenant", 66, MT_PLAYER},
    {"Fatso", 67, MT_PLAYER}, {"Arachnotron", 68, MT_PLAYER}, {"HellKnight", 69, MT_PLAYER},
    {"BurningBarrel", 70, MT_PLAYER}, {"PainElemental", 71, MT_PLAYER}, {"CommanderKeen", 72, MT_PLAYER},
    {"HangNoGuts", 73, MT_PLAYER}, {"HangBNoBrain", 74, MT_PLAYER}, {"HangTLookingDown", 75, MT_PLAYER},
    {"HangTSkull", 76, MT_PLAYER}, {"HangTLookingUp", 77, MT_PLAYER}, {"HangTNoBrain", 78, MT_PLAYER},
    {"ColonGibs", 79, MT_PLAYER}, {"SmallBloodPool", 80, MT_PLAYER}, {"BrainStem", 81, MT_PLAYER},
    {"SuperShotgun", 82, MT_PLAYER}, {"Megasphere", 83, MT_PLAYER}, {"WolfensteinSS", 84, MT_PLAYER},
    {"TechLamp", 85, MT_PLAYER}, {"TechLamp2", 86, MT_PLAYER}, {"BossTarget", 87, MT_PLAYER},
    {"BossBrain", 88, MT_PLAYER}, {"BossEye", 89, MT_PLAYER}, {"Shotgun", 2001, MT_PLAYER},
    {"Chaingun", 2002, MT_PLAYER}, {"RocketLauncher", 2003, MT_PLAYER}, {"PlasmaRifle", 2004, MT_PLAYER},
    {"Chainsaw", 2005, MT_PLAYER}, {"BFG9000", 2006, MT_PLAYER}, {"Clip", 2007, MT_PLAYER},
    {"Shell", 2008, MT_PLAYER}, {"RocketAmmo", 2010, MT_PLAYER}, {"Stimpack", 2011, MT_PLAYER},
    {"Medikit", 2012, MT_PLAYER}, {"Soulsphere", 2013, MT_PLAYER}, {"HealthBonus", 2014, MT_PLAYER},
    {"ArmorBonus", 2015, MT_PLAYER}, {"GreenArmor", 2018, MT_PLAYER}, {"BlueArmor", 2019, MT_PLAYER},
    {"InvulnerabilitySphere", 2022, MT_PLAYER}, {"Berserk", 2023, MT_PLAYER}, {"BlurSphere", 2024, MT_PLAYER},
    {"RadSuit", 2025, MT_PLAYER}, {"Allmap", 2026, MT_PLAYER}, {"Column", 2028, MT_PLAYER},
    {"ExplosiveBarrel", 2035, MT_PLAYER}, {"Infrared", 2045, MT_PLAYER}, {"RocketBox", 2046, MT_PLAYER},
    {"Cell", 2047, MT_PLAYER}, {"ClipBox", 2048, MT_PLAYER}, {"ShellBox", 2049, MT_PLAYER},
    {"DoomImp", 3001, MT_PLAYER}, {"Demon", 3002, MT_PLAYER}, {"BaronOfHell", 3003, MT_PLAYER},
    {"Zombieman", 3004, MT_PLAYER}, {"Cacodemon", 3005, MT_PLAYER}, {"LostSoul", 3006, MT_PLAYER},
    {"MBFHelperDog", 888, MT_PLAYER},
    // Without editor numbers
    {"DoomImpBall", 0, MT_TROOPSHOT}, {"CacodemonBall", 0, MT_HEADSHOT}, {"BaronBall", 0, MT_BRUISERSHOT},
    {"RevenantTracer", 0, MT_TRACER}, {"RevenantTracerSmoke", 0, MT_SMOKE}, {"FatShot", 0, MT_FATSHOT},
    {"ArachnotronPlasma", 0, MT_ARACHPLAZ}, {"ArchvileFire", 0, MT_FIRE}, {"Rocket", 0, MT_ROCKET},
    {"PlasmaBall", 0, MT_PLASMA}, {"BFGBall", 0, MT_BFG}, {"BFGExtra", 0, MT_EXTRABFG},
    {"BulletPuff", 0, MT_PUFF}, {"Blood", 0, MT_BLOOD}, {"TeleportFog", 0, MT_TFOG}, {"ItemFog", 0, MT_IFOG},
    {"SpawnShot", 0, MT_SPAWNSHOT}, {"SpawnFire", 0, MT_SPAWNFIRE},
};

bool same_name(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
    });
}

}  // namespace

MobjType type_of_class_name(const World& w, std::string_view name) {
    for (const ClassName& c : kClasses) {
        if (!same_name(c.name, name)) continue;
        return c.doomednum ? type_of_doomednum(w, c.doomednum) : c.type;
    }
    return kNoThing;
}

std::string_view class_name_of(const World& w, MobjType type) {
    for (const ClassName& c : kClasses)
        if ((c.doomednum ? type_of_doomednum(w, c.doomednum) : c.type) == type) return c.name;
    return {};
}

}  // namespace sim
