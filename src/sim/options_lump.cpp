#include "sim/options_lump.h"

#include <array>
#include <charconv>
#include <cstdint>

#include "assets/gameconf.h"
#include "base/log.h"

namespace sim {

namespace {

enum class Field { Recoil, Remember, Infighting, Backing, AvoidHazards, Monkeys, Friction, HelpFriends, Dogs, FriendDistance, DogJumping, Comp };

struct OptionKey {
    std::string_view name;
    Field field;
    int most = 1;  // values run 0..most
    CompOption comp = comp_telefrag;
};

// dsda-doom 0.25.6's keys. The automap colours (mapcolor_*) are accepted
// and not used: Brimstone's automap keeps the original's colours.
constexpr std::array kKeys{
    OptionKey{"weapon_recoil", Field::Recoil},
    OptionKey{"monsters_remember", Field::Remember},
    OptionKey{"monster_infighting", Field::Infighting},
    OptionKey{"monster_backing", Field::Backing},
    OptionKey{"monster_avoid_hazards", Field::AvoidHazards},
    OptionKey{"monkeys", Field::Monkeys},
    OptionKey{"monster_friction", Field::Friction},
    OptionKey{"help_friends", Field::HelpFriends},
    OptionKey{"player_helpers", Field::Dogs, 3},
    OptionKey{"friend_distance", Field::FriendDistance, 999},
    OptionKey{"dog_jumping", Field::DogJumping},
    OptionKey{"comp_telefrag", Field::Comp, 1, comp_telefrag},
    OptionKey{"comp_dropoff", Field::Comp, 1, comp_dropoff},
    OptionKey{"comp_vile", Field::Comp, 1, comp_vile},
    OptionKey{"comp_pain", Field::Comp, 1, comp_pain},
    OptionKey{"comp_skull", Field::Comp, 1, comp_skull},
    OptionKey{"comp_blazing", Field::Comp, 1, comp_blazing},
    OptionKey{"comp_doorlight", Field::Comp, 1, comp_doorlight},
    OptionKey{"comp_model", Field::Comp, 1, comp_model},
    OptionKey{"comp_god", Field::Comp, 1, comp_god},
    OptionKey{"comp_falloff", Field::Comp, 1, comp_falloff},
    OptionKey{"comp_floors", Field::Comp, 1, comp_floors},
    OptionKey{"comp_skymap", Field::Comp, 1, comp_skymap},
    OptionKey{"comp_pursuit", Field::Comp, 1, comp_pursuit},
    OptionKey{"comp_doorstuck", Field::Comp, 1, comp_doorstuck},
    OptionKey{"comp_staylift", Field::Comp, 1, comp_staylift},
    OptionKey{"comp_zombie", Field::Comp, 1, comp_zombie},
    OptionKey{"comp_stairs", Field::Comp, 1, comp_stairs},
    OptionKey{"comp_infcheat", Field::Comp, 1, comp_infcheat},
    OptionKey{"comp_zerotags", Field::Comp, 1, comp_zerotags},
    OptionKey{"comp_respawn", Field::Comp, 1, comp_respawn},
    OptionKey{"comp_respawnfix", Field::Comp, 1, comp_respawn},
    OptionKey{"comp_soul", Field::Comp, 1, comp_soul},
    OptionKey{"comp_ledgeblock", Field::Comp, 1, comp_ledgeblock},
    OptionKey{"comp_friendlyspawn", Field::Comp, 1, comp_friendlyspawn},
    OptionKey{"comp_voodooscroller", Field::Comp, 1, comp_voodooscroller},
    OptionKey{"comp_reservedlineflag", Field::Comp, 1, comp_reservedlineflag},
};

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && (is_blank(s.back()) || s.back() == '\0')) s.remove_suffix(1);
    return s;
}

std::string printable(std::string_view s) {
    std::string out(s.substr(0, 40));
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) c = '?';
    return out;
}

}  // namespace

OptionsLump parse_options_lump(std::string_view text, const std::string& file) {
    OptionsLump lump;
    int line_number = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = trim(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++line_number;
        if (line.empty() || line.front() == '#') continue;
        const auto where = [&] { return file + ": lump OPTIONS line " + std::to_string(line_number) + ": "; };

        std::size_t split = 0;
        while (split < line.size() && !is_blank(line[split])) ++split;
        const std::string_view name = line.substr(0, split);
        const std::string_view number = trim(line.substr(split));
        int value = 0;
        const auto [rest, error] = std::from_chars(number.data(), number.data() + number.size(), value);
        if (error != std::errc() || number.empty()) {
            base::warn(where() + "'" + printable(line) + "' is not a key and a number; skipped");
            continue;
        }
        if (name.starts_with("mapcolor_")) continue;
        std::size_t key = 0;
        while (key < kKeys.size() && kKeys[key].name != name) ++key;
        if (key == kKeys.size()) {
            base::warn(where() + "unknown option '" + printable(name) + "'; skipped");
            continue;
        }
        const int most = kKeys[key].most;
        if (value < 0 || value > most) {
            base::warn(where() + std::string(name) + " = " + std::to_string(value) + " is out of range (0.." +
                       std::to_string(most) + "); " + std::to_string(value < 0 ? 0 : most) + " used");
            value = value < 0 ? 0 : most;
        }
        lump.options.push_back({static_cast<int>(key), value});
    }
    return lump;
}

OptionsLump wad_options_lump(const wad::Archive& archive) {
    // GAMECONF's options first (its diagnostics are app::make_rules' to print), then the OPTIONS lump's.
    std::vector<std::string> diagnostics;
    const std::string conf = assets::load_gameconf(archive, diagnostics).options;
    OptionsLump options = conf.empty() ? OptionsLump{} : parse_options_lump(conf, "GAMECONF options");
    const auto index = archive.find("OPTIONS");
    if (!index) return options;
    const wad::Lump& lump = archive.lump(*index);
    const std::string text(lump.data.begin(), lump.data.end());
    const OptionsLump own = parse_options_lump(text, archive.files()[lump.file].path.string());
    options.options.insert(options.options.end(), own.options.begin(), own.options.end());
    return options;
}

void apply_options_lump(const OptionsLump& lump, CompatOptions& options, bool netgame) {
    if (!options.mbf()) return;
    for (const LumpOption& option : lump.options) {
        const OptionKey& key = kKeys[static_cast<std::size_t>(option.key)];
        const bool on = option.value != 0;
        switch (key.field) {
            case Field::Recoil: options.weapon_recoil = on; break;
            case Field::Remember: options.monsters_remember = on; break;
            case Field::Infighting: options.monster_infighting = on; break;
            case Field::Backing: options.monster_backing = on; break;
            case Field::AvoidHazards: options.monster_avoid_hazards = on; break;
            case Field::Monkeys: options.monkeys = on; break;
            case Field::Friction: options.monster_friction = on; break;
            case Field::HelpFriends: options.help_friends = on; break;
            case Field::Dogs: options.dogs = netgame ? 0 : option.value; break;
            case Field::FriendDistance: options.distfriend = option.value; break;
            case Field::DogJumping: options.dog_jumping = on; break;
            case Field::Comp: options.comp[static_cast<std::size_t>(key.comp)] = on; break;
        }
    }
}

}  // namespace sim
