#include "sim/world.h"

namespace sim {

bool GameOptions::netgame() const {
    // A demo or game with anyone besides the first player is a net game.
    for (int i = 1; i < kMaxPlayers; ++i)
        if (playeringame[static_cast<std::size_t>(i)]) return true;
    return false;
}

int TextureNumbers::flat(const std::string& name) const {
    auto it = flats.find(name);
    return it == flats.end() ? -1 : it->second;
}

std::string TextureNumbers::flat_name(int number) const {
    for (const auto& [name, n] : flats)
        if (n == number) return name;
    return "";
}

int TextureNumbers::texture(const std::string& name) const {
    if (name.empty() || name == "-") return 0;
    auto it = textures.find(name);
    return it == textures.end() ? 0 : it->second;
}

}  // namespace sim
