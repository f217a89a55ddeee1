#include "app/weapon_preferences.h"

#include <array>

namespace app {

std::optional<sim::WeaponPreferences> parse_weapon_preferences(std::string_view text) {
    sim::WeaponPreferences out{};
    std::array<bool, 10> seen{};
    std::size_t count = 0;
    for (const char c : text) {
        if (c == ' ' || c == ',' || c == '\t') continue;
        if (c < '1' || c > '9' || count == out.size()) return std::nullopt;
        const int key = c - '0';
        if (seen[static_cast<std::size_t>(key)]) return std::nullopt;
        seen[static_cast<std::size_t>(key)] = true;
        out[count++] = key;
    }
    if (count != out.size()) return std::nullopt;
    return out;
}

sim::WeaponPreferences weapon_preferences(const config::Settings& settings, std::ostream& log) {
    const std::string text = settings.get_string("game.weapon_preferences");
    if (const auto parsed = parse_weapon_preferences(text)) return *parsed;
    log << "brimstone: game.weapon_preferences \"" << text
        << "\" is not the weapon keys 1 to 9, each once; Boom's order 6 9 4 3 2 8 5 7 1 is used\n";
    return sim::kBoomWeaponPreferences;
}

}  // namespace app
