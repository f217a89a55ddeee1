#include "wad/game.h"

#include <array>
#include <cctype>
#include <cstdlib>
#include <sstream>

#include "base/error.h"

namespace wad {

const char* game_name(Game g) {
    switch (g) {
        case Game::Unknown: return "unknown game";
        case Game::DoomShareware: return "Doom (shareware)";
        case Game::Doom: return "Doom (registered)";
        case Game::UltimateDoom: return "The Ultimate Doom";
        case Game::Doom2: return "Doom II";
        case Game::Plutonia: return "Final Doom: The Plutonia Experiment";
        case Game::Tnt: return "Final Doom: TNT Evilution";
        case Game::Freedoom1: return "Freedoom: Phase 1";
        case Game::Freedoom2: return "Freedoom: Phase 2";
        case Game::FreeDM: return "FreeDM";
    }
    return "?";
}

GameMode game_mode(Game g) {
    switch (g) {
        case Game::Doom2: case Game::Plutonia: case Game::Tnt: case Game::Freedoom2: case Game::FreeDM:
            return GameMode::Commercial;
        default: return GameMode::Episodes;
    }
}

Game identify_game(const Archive& a) {
    // Only the IWADs decide: a PWAD adding MAP01 does not make Doom II.
    auto has = [&](const char* n) {
        for (std::size_t i = 0; i < a.lumps().size(); ++i) {
            const Lump& l = a.lumps()[i];
            if (l.name == n && a.files()[l.file].is_iwad) return true;
        }
        return false;
    };
    if (has("FREEDM")) return Game::FreeDM;
    if (has("FREEDOOM")) return has("MAP01") ? Game::Freedoom2 : Game::Freedoom1;
    if (has("MAP01")) {
        // Final Doom's IWADs share Doom II's lump set; only the file name tells them apart.
        for (const File& f : a.files()) {
            if (!f.is_iwad) continue;
            std::string stem = f.path.stem().string();
            for (auto& c : stem) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            if (stem == "plutonia") return Game::Plutonia;
            if (stem == "tnt") return Game::Tnt;
        }
        return Game::Doom2;
    }
    if (has("E4M1")) return Game::UltimateDoom;
    if (has("E2M1")) return Game::Doom;
    if (has("E1M1")) return Game::DoomShareware;
    return Game::Unknown;
}

std::vector<std::filesystem::path> iwad_search_dirs() {
    std::vector<std::filesystem::path> dirs;
    auto env = [](const char* n) -> std::string { const char* v = std::getenv(n); return v ? v : ""; };
    auto split = [&](const std::string& s) {
        std::stringstream ss(s);
        std::string part;
        while (std::getline(ss, part, ':'))
            if (!part.empty()) dirs.emplace_back(part);
    };
    if (!env("DOOMWADDIR").empty()) dirs.emplace_back(env("DOOMWADDIR"));
    split(env("DOOMWADPATH"));
    std::string data_home = env("XDG_DATA_HOME");
    if (data_home.empty() && !env("HOME").empty()) data_home = env("HOME") + "/.local/share";
    if (!data_home.empty()) dirs.emplace_back(std::filesystem::path(data_home) / "games/doom");
    std::string data_dirs = env("XDG_DATA_DIRS");
    if (data_dirs.empty()) data_dirs = "/usr/local/share:/usr/share";
    std::stringstream ss(data_dirs);
    std::string part;
    while (std::getline(ss, part, ':'))
        if (!part.empty()) dirs.emplace_back(std::filesystem::path(part) / "games/doom");
    dirs.emplace_back("/usr/local/share/games/doom");
    dirs.emplace_back("/usr/share/games/doom");
    return dirs;
}

std::filesystem::path find_iwad(const std::string& requested) {
    std::error_code ec;
    if (!requested.empty()) {
        std::filesystem::path p(requested);
        if (std::filesystem::exists(p, ec)) return p;
        if (p.has_parent_path()) throw base::Error(requested + ": IWAD not found");
        for (const auto& d : iwad_search_dirs())
            for (const std::string& n : {requested, requested + ".wad"})
                if (std::filesystem::is_regular_file(d / n, ec)) return d / n;
        throw base::Error(requested + ": IWAD not found in the current directory, DOOMWADDIR, DOOMWADPATH, "
                                      "the XDG data directories or /usr/share/games/doom");
    }
    static constexpr std::array<const char*, 8> kKnown{"freedoom2.wad", "doom2.wad",    "plutonia.wad", "tnt.wad",
                                                       "doom.wad",      "freedoom1.wad", "doom1.wad",   "freedm.wad"};
    for (const char* n : kKnown)
        for (const auto& d : iwad_search_dirs())
            if (std::filesystem::is_regular_file(d / n, ec)) return d / n;
    throw base::Error("no IWAD found: install the freedoom package or pass --iwad FILE");
}

}  // namespace wad
