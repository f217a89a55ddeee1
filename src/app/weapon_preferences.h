#pragma once
// The player's weapon preferences (game.weapon_preferences), which Boom's
// weapon keys and the switch when ammo runs out follow at complevel 9 and
// up. They shape only the commands this player builds, which demos and
// netgames carry, so every recording plays back the same wherever it plays.
#include <optional>
#include <ostream>
#include <string_view>

#include "config/settings.h"
#include "sim/weapon_choice.h"

namespace app {

// "6 9 4 3 2 8 5 7 1": the weapon keys 1 to 9, each once, most wanted
// first, with spaces or commas between; nullopt for anything else.
std::optional<sim::WeaponPreferences> parse_weapon_preferences(std::string_view text);

// The setting's preferences; a bad value is named in `log` and Boom's own
// order is used.
sim::WeaponPreferences weapon_preferences(const config::Settings& settings, std::ostream& log);

}  // namespace app
