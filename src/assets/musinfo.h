#pragma once
// MUSINFO: music changed by where the player stands. A block per map
// (its lump name, then `number lump` pairs) says which music each of the
// map's music changers (things 14100–14164, or 14165 with the number as
// its first argument) starts; number 0 is the map's own music. The game
// side is sim/music_changers.h. As in dsda-doom, the reference: the last
// MUSINFO lump of the stack is read, and a map's first block.
#include <array>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

inline constexpr int kMusInfoNumbers = 65;  // 0: the map's own music; 1–64 its changers'

// A map's music by number; an empty name: none given.
using MapMusicChoices = std::array<std::string, kMusInfoNumbers>;

struct MusInfo {
    std::map<std::string, MapMusicChoices> maps;  // by upper-case map lump name
    const MapMusicChoices* find(std::string_view map_lump) const;
};

// Parses one lump's text. A bad pair is left out with a message naming
// `source`, line and column ("x.wad: MUSINFO:4:3: ..."), in `diagnostics`
// and the log; the rest is kept. `lump_exists` says whether a music lump
// can be played.
MusInfo parse_musinfo(std::string_view text, const std::string& source,
                      const std::function<bool(std::string_view)>& lump_exists, std::vector<std::string>& diagnostics);

// The stack's last MUSINFO lump, parsed; empty without one.
MusInfo load_musinfo(const wad::Archive& archive, std::vector<std::string>& diagnostics);

}  // namespace assets
