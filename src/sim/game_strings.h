#pragma once
// Texts the simulation hands to the front end (pickup, key and cheat
// messages), each with its original English text and the mnemonic that
// BEX [STRINGS] patches use. DeHackEd replacements live in
// Definitions::strings, keyed by the original text or the mnemonic;
// game_string() returns the replacement if there is one, else the original.
#include <string>

#include "sim/definitions.h"

namespace sim {

struct GameString {
    const char* mnemonic;
    const char* text;
};

// The text to show for s under the current definitions.
std::string game_string(const Definitions& defs, const GameString& s);

namespace strings {

// Pickups (the original's p_inter.c messages).
inline constexpr GameString kGotArmor{"GOTARMOR", "Picked up the armor."};
inline constexpr GameString kGotMega{"GOTMEGA", "Picked up the MegaArmor!"};
inline constexpr GameString kGotHealthBonus{"GOTHTHBONUS", "Picked up a health bonus."};
inline constexpr GameString kGotArmorBonus{"GOTARMBONUS", "Picked up an armor bonus."};
inline constexpr GameString kGotStim{"GOTSTIM", "Picked up a stimpack."};
inline constexpr GameString kGotMedikitNeeded{"GOTMEDINEED", "Picked up a medikit that you REALLY need!"};
inline constexpr GameString kGotMedikit{"GOTMEDIKIT", "Picked up a medikit."};
inline constexpr GameString kGotSuper{"GOTSUPER", "Supercharge!"};
inline constexpr GameString kGotBlueCard{"GOTBLUECARD", "Picked up a blue keycard."};
inline constexpr GameString kGotYellowCard{"GOTYELWCARD", "Picked up a yellow keycard."};
inline constexpr GameString kGotRedCard{"GOTREDCARD", "Picked up a red keycard."};
inline constexpr GameString kGotBlueSkull{"GOTBLUESKUL", "Picked up a blue skull key."};
inline constexpr GameString kGotYellowSkull{"GOTYELWSKUL", "Picked up a yellow skull key."};
inline constexpr GameString kGotRedSkull{"GOTREDSKULL", "Picked up a red skull key."};
inline constexpr GameString kGotInvulnerability{"GOTINVUL", "Invulnerability!"};
inline constexpr GameString kGotBerserk{"GOTBERSERK", "Berserk!"};
inline constexpr GameString kGotInvisibility{"GOTINVIS", "Partial Invisibility"};
inline constexpr GameString kGotSuit{"GOTSUIT", "Radiation Shielding Suit"};
inline constexpr GameString kGotMap{"GOTMAP", "Computer Area Map"};
inline constexpr GameString kGotVisor{"GOTVISOR", "Light Amplification Visor"};
inline constexpr GameString kGotMegasphere{"GOTMSPHERE", "MegaSphere!"};
inline constexpr GameString kGotClip{"GOTCLIP", "Picked up a clip."};
inline constexpr GameString kGotClipBox{"GOTCLIPBOX", "Picked up a box of bullets."};
inline constexpr GameString kGotRocket{"GOTROCKET", "Picked up a rocket."};
inline constexpr GameString kGotRocketBox{"GOTROCKBOX", "Picked up a box of rockets."};
inline constexpr GameString kGotCell{"GOTCELL", "Picked up an energy cell."};
inline constexpr GameString kGotCellBox{"GOTCELLBOX", "Picked up an energy cell pack."};
inline constexpr GameString kGotShells{"GOTSHELLS", "Picked up 4 shotgun shells."};
inline constexpr GameString kGotShellBox{"GOTSHELLBOX", "Picked up a box of shotgun shells."};
inline constexpr GameString kGotBackpack{"GOTBACKPACK", "Picked up a backpack full of ammo!"};
inline constexpr GameString kGotBfg{"GOTBFG9000", "You got the BFG9000!  Oh, yes."};
inline constexpr GameString kGotChaingun{"GOTCHAINGUN", "You got the chaingun!"};
inline constexpr GameString kGotChainsaw{"GOTCHAINSAW", "A chainsaw!  Find some meat!"};
inline constexpr GameString kGotLauncher{"GOTLAUNCHER", "You got the rocket launcher!"};
inline constexpr GameString kGotPlasma{"GOTPLASMA", "You got the plasma gun!"};
inline constexpr GameString kGotShotgun{"GOTSHOTGUN", "You got the shotgun!"};
inline constexpr GameString kGotSuperShotgun{"GOTSHOTGUN2", "You got the super shotgun!"};

// Locked doors and switches (the original's p_doors.c messages).
inline constexpr GameString kNeedBlueObject{"PD_BLUEO", "You need a blue key to activate this object"};
inline constexpr GameString kNeedRedObject{"PD_REDO", "You need a red key to activate this object"};
inline constexpr GameString kNeedYellowObject{"PD_YELLOWO", "You need a yellow key to activate this object"};
inline constexpr GameString kNeedBlueDoor{"PD_BLUEK", "You need a blue key to open this door"};
inline constexpr GameString kNeedRedDoor{"PD_REDK", "You need a red key to open this door"};
inline constexpr GameString kNeedYellowDoor{"PD_YELLOWK", "You need a yellow key to open this door"};
// Boom's generalized locked doors that tell cards from skulls.
inline constexpr GameString kNeedBlueCardDoor{"PD_BLUEC", "You need a blue card to open this door"};
inline constexpr GameString kNeedRedCardDoor{"PD_REDC", "You need a red card to open this door"};
inline constexpr GameString kNeedYellowCardDoor{"PD_YELLOWC", "You need a yellow card to open this door"};
inline constexpr GameString kNeedBlueSkullDoor{"PD_BLUES", "You need a blue skull to open this door"};
inline constexpr GameString kNeedRedSkullDoor{"PD_REDS", "You need a red skull to open this door"};
inline constexpr GameString kNeedYellowSkullDoor{"PD_YELLOWS", "You need a yellow skull to open this door"};
// ZDoom's locks that Doom has no text for (Hexen-type Door_LockedRaise).
inline constexpr GameString kNeedAnyKeyDoor{"PD_ANY", "You need a key to open this door"};
inline constexpr GameString kNeedAllKeysDoor{"PD_ALL6", "You need all six keys to open this door"};
inline constexpr GameString kNeedEachColourDoor{"PD_ALL3", "You need a key of each colour to open this door"};
// The same locks on a switch or a line that works from afar (ZDoom's
// remote messages).
inline constexpr GameString kNeedBlueCardObject{"PD_BLUECO", "You need a blue card to activate this object"};
inline constexpr GameString kNeedRedCardObject{"PD_REDCO", "You need a red card to activate this object"};
inline constexpr GameString kNeedYellowCardObject{"PD_YELLOWCO", "You need a yellow card to activate this object"};
inline constexpr GameString kNeedBlueSkullObject{"PD_BLUESO", "You need a blue skull to activate this object"};
inline constexpr GameString kNeedRedSkullObject{"PD_REDSO", "You need a red skull to activate this object"};
inline constexpr GameString kNeedYellowSkullObject{"PD_YELLOWSO", "You need a yellow skull to activate this object"};
inline constexpr GameString kNeedAnyKeyObject{"PD_ANYOBJ", "You need a key to activate this object"};
inline constexpr GameString kNeedAllKeysObject{"PD_ALL6O", "You need all six keys to activate this object"};
inline constexpr GameString kNeedEachColourObject{"PD_ALL3O", "You need a key of each colour to activate this object"};
// A lock number no key opens.
inline constexpr GameString kLockDoesNotWork{"TXT_DOES_NOT_WORK", "That doesn't seem to work"};

// Cheats (the original's st_stuff.c messages).
inline constexpr GameString kCheatGodOn{"STSTR_DQDON", "Degreelessness Mode On"};
inline constexpr GameString kCheatGodOff{"STSTR_DQDOFF", "Degreelessness Mode Off"};
inline constexpr GameString kCheatAmmoKeys{"STSTR_KFAADDED", "Very Happy Ammo Added"};
inline constexpr GameString kCheatAmmoNoKeys{"STSTR_FAADDED", "Ammo (no keys) Added"};
inline constexpr GameString kCheatNoClipOn{"STSTR_NCON", "No Clipping Mode ON"};
inline constexpr GameString kCheatNoClipOff{"STSTR_NCOFF", "No Clipping Mode OFF"};
inline constexpr GameString kCheatBeholdMenu{"STSTR_BEHOLD", "inVuln, Str, Inviso, Rad, Allmap, or Lite-amp"};
inline constexpr GameString kCheatBeholdToggled{"STSTR_BEHOLDX", "Power-up Toggled"};
inline constexpr GameString kCheatChoppers{"STSTR_CHOPPERS", "... doesn't suck - GM"};
inline constexpr GameString kCheatLevelWarp{"STSTR_CLEV", "Changing Level..."};

}  // namespace strings

}  // namespace sim
