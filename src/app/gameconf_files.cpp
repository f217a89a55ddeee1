#include "app/gameconf_files.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "assets/gameconf.h"
#include "base/error.h"
#include "wad/game.h"

namespace app {

namespace {

std::string lowered(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// The file's GAMECONF lump (its last of the name), if it has one.
std::optional<std::string_view> gameconf_lump(const wad::File& file) {
    for (auto it = file.entries.rbegin(); it != file.entries.rend(); ++it)
        if (it->name == "GAMECONF")
            return std::string_view(reinterpret_cast<const char*>(file.bytes.data()) + it->offset, it->size);
    return std::nullopt;
}

// A file a GAMECONF names: beside the WAD naming it, else where IWADs live.
std::optional<std::filesystem::path> find_named(const std::string& name, const std::filesystem::path& beside) {
    std::error_code ec;
    std::vector<std::filesystem::path> dirs{beside.parent_path()};
    for (const auto& d : wad::iwad_search_dirs()) dirs.push_back(d);
    for (const auto& d : dirs)
        if (std::filesystem::is_regular_file(d / name, ec)) return d / name;
    return std::nullopt;
}

}  // namespace

GameConfFiles gameconf_files(const std::vector<wad::File>& stack, bool iwad_given) {
    GameConfFiles out;
    assets::GameConf conf;
    std::optional<std::string> iwad_asker;
    for (const wad::File& file : stack) {
        out.after.emplace_back();
        const std::optional<std::string_view> text = gameconf_lump(file);
        if (!text) continue;
        const std::string source = file.path.string() + ": lump GAMECONF";
        // A lump that does not read changes nothing; the game's reading of
        // GAMECONF (app::make_rules) names why.
        std::vector<std::string> diagnostics;
        const std::size_t pwads_before = conf.pwads.size();
        const std::optional<std::string> iwad_before = conf.iwad;
        assets::parse_gameconf(conf, *text, source, diagnostics);
        if (conf.iwad != iwad_before) iwad_asker = source;
        for (std::size_t i = pwads_before; i < conf.pwads.size(); ++i) {
            const std::optional<std::filesystem::path> found = find_named(conf.pwads[i], file.path);
            if (!found)
                throw base::Error(source + ": PWAD " + conf.pwads[i] + " not found beside " +
                                  file.path.filename().string() + " or where IWADs are searched");
            out.after.back().push_back(*found);
        }
    }
    if (!conf.iwad || stack.empty() || lowered(*conf.iwad) == lowered(stack.front().path.filename().string()))
        return out;
    if (iwad_given) {
        out.warnings.push_back(*iwad_asker + ": asks for IWAD " + *conf.iwad + "; -iwad's " +
                               stack.front().path.filename().string() + " is played");
        return out;
    }
    try {
        out.iwad = wad::find_iwad(*conf.iwad);
    } catch (const base::Error&) {
        out.warnings.push_back(*iwad_asker + ": IWAD " + *conf.iwad + " not found; the game runs on " +
                               stack.front().path.filename().string());
    }
    return out;
}

}  // namespace app
