#pragma once
// ID24's GAMECONF lump (a JSON lump of type "gameconf", 1.0.0): how a WAD
// asks the game to be set up. Every file of the stack may carry one; they
// are read in load order (the IWAD first), later values replacing earlier
// ones, `complevel` and `mode` taking the highest asked, `options` and
// `pwads` adding up. A null value leaves the one before it.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

// The feature sets in GAMECONF's order, lowest first.
enum class GameConfLevel { Vanilla, Boom, Mbf, Mbf21, Id24 };
// The game modes in GAMECONF's order, lowest first.
enum class GameConfMode { Registered, Retail, Commercial };

struct GameConf {
    std::optional<std::string> title, author, description, version, iwad, wadtranslation;
    std::vector<std::string> pwads;
    std::optional<GameConfLevel> complevel;
    std::optional<GameConfMode> mode;
    std::string options;  // OPTIONS-lump text, each lump's joined in order
    std::optional<std::vector<std::string>> playertranslations;
};

// Reads one lump's text on top of `conf`. A lump that is not a valid
// "gameconf" JSON lump, or has a value of the wrong kind, changes nothing
// and gives one diagnostic ("SOURCE:LINE:COLUMN: ...").
void parse_gameconf(GameConf& conf, std::string_view text, const std::string& source,
                    std::vector<std::string>& diagnostics);

// Every GAMECONF of the stack, in load order.
GameConf load_gameconf(const wad::Archive& archive, std::vector<std::string>& diagnostics);

}  // namespace assets
