#include "sim/wad_level_source.h"

#include <cctype>
#include <cstdio>

#include "assets/animations.h"
#include "assets/animdefs_doors.h"
#include "assets/texture.h"
#include "base/error.h"
#include "base/log.h"
#include "map/doom_map_loader.h"

namespace sim {

namespace {

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// ANIMDEFS' doors by texture number; a door naming a texture the WADs lack
// is left out with a warning, as ZDoom refuses it.
void read_door_animations(TextureNumbers& numbers, const std::vector<assets::AnimatedDoorDef>& doors) {
    const auto count = static_cast<int>(numbers.texture_heights.size());
    const auto refuse = [](const assets::AnimatedDoorDef& def, const std::string& missing) {
        base::warn("ANIMDEFS: animated door " + def.texture + ": no texture " + missing + " in the loaded WADs; left out");
    };
    for (const assets::AnimatedDoorDef& def : doors) {
        TextureNumbers::DoorAnimation door{numbers.texture(def.texture), {}};
        if (door.texture <= 0) {
            refuse(def, def.texture);
            continue;
        }
        for (const auto& frame : def.frames) {
            const auto* counted = std::get_if<int>(&frame);
            const int number = counted ? door.texture + *counted - 1 : numbers.texture(std::get<std::string>(frame));
            if (number <= 0 || number >= count) break;
            door.frames.push_back(number);
        }
        if (door.frames.size() == def.frames.size()) {
            numbers.door_animations.push_back(std::move(door));
            continue;
        }
        const auto& frame = def.frames[door.frames.size()];
        refuse(def, std::holds_alternative<int>(frame) ? "frame " + std::to_string(std::get<int>(frame))
                                                       : std::get<std::string>(frame));
    }
}

}  // namespace

Mission mission_of(wad::Game game) {
    if (game == wad::Game::Plutonia) return Mission::Plutonia;
    if (game == wad::Game::Tnt) return Mission::Tnt;
    return Mission::Doom2;
}

GameMode game_mode_of(wad::Game game) {
    switch (game) {
        case wad::Game::DoomShareware: return GameMode::Shareware;
        case wad::Game::Doom: return GameMode::Registered;
        case wad::Game::UltimateDoom:
        case wad::Game::Freedoom1: return GameMode::Retail;
        default: return GameMode::Commercial;
    }
}

std::string map_lump_name(GameMode mode, int episode, int map) {
    char buf[32];
    if (mode == GameMode::Commercial)
        std::snprintf(buf, sizeof buf, "MAP%02d", map);
    else
        std::snprintf(buf, sizeof buf, "E%dM%d", episode, map);
    return buf;
}

WadLevelSource::WadLevelSource(const wad::Archive& archive) : archive_(archive) {
    const wad::Game game = wad::identify_game(archive);
    mode_ = game_mode_of(game);

    // Numbers only: the simulation never looks at a picture, so no patch
    // or flat is decoded here.
    const assets::TextureNames textures = assets::TextureNames::load(archive);
    // Flat numbers count every lump between the flat markers, inner
    // markers included; a later flat of the same name wins.
    const std::vector<std::size_t> flats = archive.in_namespace(wad::Namespace::Flats);
    for (std::size_t i = 0; i < flats.size(); ++i)
        numbers_.flats[upper(archive.lump(flats[i]).name)] = static_cast<int>(i);
    // Texture numbers: TEXTURE1 then TEXTURE2; the first of a name wins.
    for (std::size_t i = 0; i < textures.size(); ++i) {
        numbers_.textures.emplace(upper(textures.name(i)), static_cast<int>(i));
        numbers_.texture_heights.push_back(textures.height(i));
    }
    numbers_.sky_flat = numbers_.flat("F_SKY1");
    numbers_.animations = assets::animation_table(archive);
    read_door_animations(numbers_, assets::animated_doors(archive));
    for (const assets::SwitchPair& pair : assets::resolve_switches(textures, assets::switch_episode_level(game),
                                                                   archive.describe(), assets::switch_table(archive)))
        numbers_.switches.push_back({static_cast<int>(pair.off), static_cast<int>(pair.on)});
}

map::Level WadLevelSource::load(int episode, int map) const {
    const std::string name = map_lump_name(mode_, episode, map);
    const wad::MapGroup* group = archive_.find_map(name);
    if (!group) throw base::Error("map " + name + " not found in the loaded WADs");
    return map::load_level(archive_, *group);
}

bool WadLevelSource::has_map(int episode, int map) const {
    return archive_.find_map(map_lump_name(mode_, episode, map)) != nullptr;
}

}  // namespace sim
