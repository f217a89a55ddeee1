// UMAPINFO's actor names (ZDoom's class names) for the original's thing
// types, in mobjtype_t order: the list of the UMAPINFO specification
// (revision 2.2), whose position is the type's number. Boom's pushers and
// MBF's additions follow Doom's 137 types; DEHEXTRA's extra types are
// "Deh_Actor_145" to "Deh_Actor_249".
#include "assets/umapinfo_things.h"

#include <array>
#include <charconv>
#include <string_view>

namespace assets {

namespace {

constexpr std::array<std::string_view, 145> kActorNames = {{
    "DoomPlayer", "ZombieMan", "ShotgunGuy", "Archvile", "ArchvileFire", "Revenant", "RevenantTracer",
    "RevenantTracerSmoke", "Fatso", "FatShot", "ChaingunGuy", "DoomImp", "Demon", "Spectre", "Cacodemon",
    "BaronOfHell", "BaronBall", "HellKnight", "LostSoul", "SpiderMastermind", "Arachnotron", "Cyberdemon",
    "PainElemental", "WolfensteinSS", "CommanderKeen", "BossBrain", "BossEye", "BossTarget", "SpawnShot",
    "SpawnFire", "ExplosiveBarrel", "DoomImpBall", "CacodemonBall", "Rocket", "PlasmaBall", "BFGBall",
    "ArachnotronPlasma", "BulletPuff", "Blood", "TeleportFog", "ItemFog", "TeleportDest", "BFGExtra",
    "GreenArmor", "BlueArmor", "HealthBonus", "ArmorBonus", "BlueCard", "RedCard", "YellowCard", "YellowSkull",
    "RedSkull", "BlueSkull", "Stimpack", "Medikit", "Soulsphere", "InvulnerabilitySphere", "Berserk",
    "BlurSphere", "RadSuit", "Allmap", "Infrared", "Megasphere", "Clip", "ClipBox", "RocketAmmo", "RocketBox",
    "Cell", "CellPack", "Shell", "ShellBox", "Backpack", "BFG9000", "Chaingun", "Chainsaw", "RocketLauncher",
    "PlasmaRifle", "Shotgun", "SuperShotgun", "TechLamp", "TechLamp2", "Column", "TallGreenColumn",
    "ShortGreenColumn", "TallRedColumn", "ShortRedColumn", "SkullColumn", "HeartColumn", "EvilEye",
    "FloatingSkull", "TorchTree", "BlueTorch", "GreenTorch", "RedTorch", "ShortBlueTorch", "ShortGreenTorch",
    "ShortRedTorch", "Stalagtite", "TechPillar", "CandleStick", "Candelabra", "BloodyTwitch", "Meat2", "Meat3",
    "Meat4", "Meat5", "NonsolidMeat2", "NonsolidMeat4", "NonsolidMeat3", "NonsolidMeat5", "NonsolidTwitch",
    "DeadCacodemon", "DeadMarine", "DeadZombieMan", "DeadDemon", "DeadLostSoul", "DeadDoomImp",
    "DeadShotgunGuy", "GibbedMarine", "GibbedMarineExtra", "HeadsOnAStick", "Gibs", "HeadOnAStick",
    "HeadCandles", "DeadStick", "LiveStick", "BigTree", "BurningBarrel", "HangNoGuts", "HangBNoBrain",
    "HangTLookingDown", "HangTSkull", "HangTLookingUp", "HangTNoBrain", "ColonGibs", "SmallBloodPool",
    "BrainStem", "PointPusher", "PointPuller", "MBFHelperDog", "PlasmaBall1", "PlasmaBall2", "EvilSceptre",
    "UnholyBible", "MusicChanger",
}};

constexpr std::string_view kDehActor = "deh_actor_";
constexpr int kLastDehActor = 249;

bool same_letters(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

}  // namespace

std::optional<int> umap_thing_type(std::string_view name) {
    for (std::size_t i = 0; i < kActorNames.size(); ++i)
        if (same_letters(name, kActorNames[i])) return static_cast<int>(i);
    if (name.size() > kDehActor.size() && same_letters(name.substr(0, kDehActor.size()), kDehActor)) {
        const std::string_view digits = name.substr(kDehActor.size());
        int number = 0;
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
        if (ec == std::errc() && end == digits.data() + digits.size() &&
            number >= static_cast<int>(kActorNames.size()) && number <= kLastDehActor)
            return number;
    }
    return std::nullopt;
}

}  // namespace assets
