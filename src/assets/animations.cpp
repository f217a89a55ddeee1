#include "assets/animations.h"

#include <string>

#include "base/error.h"

namespace assets {

std::vector<Animation> resolve_animations(const TextureSet& textures, const FlatSet& flats, const std::string& wads) {
    std::vector<Animation> out;
    for (const AnimationDef& def : kVanillaAnimations) {
        auto lookup = [&](std::string_view name) {
            return def.is_texture ? textures.find(name) : flats.find(name);
        };
        const auto first = lookup(def.first);
        if (!first) continue;
        const auto last = lookup(def.last);
        const std::string kind = def.is_texture ? "texture" : "flat";
        const std::string what = wads + ": the original's animation " + std::string(def.first) + " to " +
                                 std::string(def.last) + " (" + kind + "s)";
        if (!last) throw base::Error(what + ": " + kind + " " + std::string(def.last) + " not found");
        const long pics = static_cast<long>(*last) - static_cast<long>(*first) + 1;
        if (pics < 2)
            throw base::Error(what + ": bad cycle (" + kind + " " + std::string(def.last) + " does not come after " +
                              std::string(def.first) + ")");
        out.push_back({def.is_texture, *first, *last, static_cast<int>(pics), def.speed});
    }
    return out;
}

int switch_episode_level(wad::Game game) {
    switch (game) {
        case wad::Game::DoomShareware: return 1;
        case wad::Game::Doom:
        case wad::Game::UltimateDoom:
        case wad::Game::Freedoom1: return 2;
        case wad::Game::Doom2:
        case wad::Game::Plutonia:
        case wad::Game::Tnt:
        case wad::Game::Freedoom2:
        case wad::Game::FreeDM: return 3;
        case wad::Game::Unknown: return 1;
    }
    return 1;
}

std::vector<SwitchPair> resolve_switches(const TextureNames& textures, int episode_level, const std::string& wads) {
    std::vector<SwitchPair> out;
    for (const SwitchDef& def : kVanillaSwitches) {
        if (def.episode > episode_level) continue;
        auto require = [&](std::string_view name) {
            auto t = textures.find(name);
            if (!t)
                throw base::Error(wads + ": texture " + std::string(name) +
                                  " of the original's switch list not found (TEXTURE1/TEXTURE2)");
            return *t;
        };
        out.push_back({require(def.off), require(def.on)});
    }
    return out;
}

BoomAnimationLumps find_boom_animation_lumps(const wad::Archive& archive) {
    return {archive.find("ANIMATED"), archive.find("SWITCHES")};
}

}  // namespace assets
