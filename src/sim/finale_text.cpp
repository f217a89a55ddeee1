#include "sim/finale_text.h"

#include <array>

namespace sim {

namespace {

struct TextScreen {
    bool doom2;
    int episode, map;
    GameString flat, text;
    GameString plutonia_text{}, tnt_text{};  // Final Doom's, on Doom II's maps
};

// f_finale.c's textscreens for Doom and Doom II.
constexpr std::array<TextScreen, 10> kTextScreens{{
    {false, 1, 8, strings::kBackgroundE1, strings::kE1Text},
    {false, 2, 8, strings::kBackgroundE2, strings::kE2Text},
    {false, 3, 8, strings::kBackgroundE3, strings::kE3Text},
    {false, 4, 8, strings::kBackgroundE4, strings::kE4Text},
    {true, 1, 6, strings::kBackgroundMap06, strings::kC1Text, strings::kP1Text, strings::kT1Text},
    {true, 1, 11, strings::kBackgroundMap11, strings::kC2Text, strings::kP2Text, strings::kT2Text},
    {true, 1, 20, strings::kBackgroundMap20, strings::kC3Text, strings::kP3Text, strings::kT3Text},
    {true, 1, 30, strings::kBackgroundMap30, strings::kC4Text, strings::kP4Text, strings::kT4Text},
    {true, 1, 15, strings::kBackgroundMap15, strings::kC5Text, strings::kP5Text, strings::kT5Text},
    {true, 1, 31, strings::kBackgroundMap31, strings::kC6Text, strings::kP6Text, strings::kT6Text},
}};

constexpr std::array<CastMember, 17> kCastOrder{{
    {{"CC_ZOMBIE", "ZOMBIEMAN"}, MT_POSSESSED},
    {{"CC_SHOTGUN", "SHOTGUN GUY"}, MT_SHOTGUY},
    {{"CC_HEAVY", "HEAVY WEAPON DUDE"}, MT_CHAINGUY},
    {{"CC_IMP", "IMP"}, MT_TROOP},
    {{"CC_DEMON", "DEMON"}, MT_SERGEANT},
    {{"CC_LOST", "LOST SOUL"}, MT_SKULL},
    {{"CC_CACO", "CACODEMON"}, MT_HEAD},
    {{"CC_HELL", "HELL KNIGHT"}, MT_KNIGHT},
    {{"CC_BARON", "BARON OF HELL"}, MT_BRUISER},
    {{"CC_ARACH", "ARACHNOTRON"}, MT_BABY},
    {{"CC_PAIN", "PAIN ELEMENTAL"}, MT_PAIN},
    {{"CC_REVEN", "REVENANT"}, MT_UNDEAD},
    {{"CC_MANCU", "MANCUBUS"}, MT_FATSO},
    {{"CC_ARCH", "ARCH-VILE"}, MT_VILE},
    {{"CC_SPIDER", "THE SPIDER MASTERMIND"}, MT_SPIDER},
    {{"CC_CYBER", "THE CYBERDEMON"}, MT_CYBORG},
    {{"CC_HERO", "OUR HERO"}, MT_PLAYER},
}};

const GameString& text_for(const TextScreen& s, Mission mission) {
    if (s.doom2 && mission == Mission::Plutonia) return s.plutonia_text;
    if (s.doom2 && mission == Mission::Tnt) return s.tnt_text;
    return s.text;
}

}  // namespace

FinaleScreen finale_screen(const World& w) {
    if (w.finale.umap) return {w.finale.umap_text, w.finale.umap_backdrop};
    const bool doom2 = w.opts.mode == GameMode::Commercial;
    for (const TextScreen& s : kTextScreens)
        if (s.doom2 == doom2 && (doom2 || s.episode == w.opts.episode) && s.map == w.opts.map)
            return {game_string(*w.defs, text_for(s, w.defs->mission)), game_string(*w.defs, s.flat)};
    return {};
}

std::span<const CastMember> cast_order() { return kCastOrder; }

}  // namespace sim
