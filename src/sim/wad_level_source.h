#pragma once
// A LevelSource reading maps from a WAD stack: Doom-format maps through the
// map loader, texture and flat numbers as the original's R_InitTextures and
// R_InitFlats assign them, and the game's switch pairs.
#include <string>

#include "sim/definitions.h"
#include "sim/game.h"
#include "wad/archive.h"
#include "wad/game.h"

namespace sim {

// The rules family of an identified IWAD (Freedoom Phase 1 plays as The
// Ultimate Doom, Phase 2 and Final Doom as Doom II).
GameMode game_mode_of(wad::Game game);
// The finale's text set: Plutonia's or TNT's for those IWADs, Doom II's otherwise.
Mission mission_of(wad::Game game);

// "MAP07" in Doom II, "E2M3" otherwise.
std::string map_lump_name(GameMode mode, int episode, int map);

class WadLevelSource final : public LevelSource {
public:
    // Keeps a reference to `archive`, which must outlive it. Throws
    // base::Error when the texture, flat or switch data is unusable.
    explicit WadLevelSource(const wad::Archive& archive);

    // Throws base::Error when the map is missing or malformed.
    map::Level load(int episode, int map) const override;
    const TextureNumbers& textures() const override { return numbers_; }
    bool has_map(int episode, int map) const override;

    GameMode mode() const { return mode_; }

private:
    const wad::Archive& archive_;
    GameMode mode_;
    TextureNumbers numbers_;
};

}  // namespace sim
