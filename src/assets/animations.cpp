#include "assets/animations.h"

#include <string>

#include "base/error.h"
#include "base/log.h"

namespace assets {

std::vector<Animation> resolve_animations(const TextureSet& textures, const FlatSet& flats, const std::string& wads,
                                         const std::vector<AnimationEntry>& table) {
    std::vector<Animation> out;
    for (const AnimationEntry& def : table) {
        auto lookup = [&](std::string_view name) {
            return def.is_texture ? textures.find(name) : flats.find(name);
        };
        const std::string kind = def.is_texture ? "texture" : "flat";
        const std::string what = wads + (def.from_lump ? ": ANIMATED's animation " : ": the original's animation ") +
                                 def.first + " to " + def.last + " (" + kind + "s)";
        const auto first = lookup(def.first);
        if (!first) {
            // Another game's cycle in the original's table; a lump's names a picture the WADs lack.
            if (def.from_lump) base::warn(what + ": " + kind + " " + def.first + " not found; skipped");
            continue;
        }
        const auto last = lookup(def.last);
        std::string problem;
        if (!last) problem = kind + " " + def.last + " not found";
        const long pics = last ? static_cast<long>(*last) - static_cast<long>(*first) + 1 : 0;
        if (last && pics < 2) problem = "bad cycle (" + kind + " " + def.last + " does not come after " + def.first + ")";
        if (!problem.empty()) {
            if (!def.from_lump) throw base::Error(what + ": " + problem);
            base::warn(what + ": " + problem + "; skipped");
            continue;
        }
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

std::vector<SwitchPair> resolve_switches(const TextureNames& textures, int episode_level, const std::string& wads,
                                         const std::vector<SwitchEntry>& table) {
    std::vector<SwitchPair> out;
    for (const SwitchEntry& def : table) {
        if (def.episode > episode_level) continue;
        const auto off = textures.find(def.off);
        const auto on = textures.find(def.on);
        if (off && on) {
            out.push_back({*off, *on});
            continue;
        }
        const std::string missing = off ? def.on : def.off;
        if (!def.from_lump)
            throw base::Error(wads + ": texture " + missing + " of the original's switch list not found (TEXTURE1/TEXTURE2)");
        base::warn(wads + ": SWITCHES names texture " + missing + ", which the WADs lack; the pair " + def.off + ", " +
                   def.on + " is skipped");
    }
    return out;
}

}  // namespace assets
