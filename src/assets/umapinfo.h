#pragma once
// UMAPINFO (revision 2.2): the community's per-map information lump. Each
// `MAP name { key = value … }` entry names a level's title, its exits, par
// time, music, sky, intermission text and ending, the episode menu's
// entries and boss death actions. Parsing only: the game reads the result
// where it decides each of these things (sim/umapinfo_rules.h).
//
// A bad entry is refused with a diagnostic naming the lump, line and
// column, and the entries around it are kept. Later entries for the same
// map (in the same lump or a later one) replace the keys they give.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

// A map as UMAPINFO names it: "MAPxx" (Doom II; episode 1) or "ExMy".
// The numbers may pass the original's limits (MAP50, E5M1).
struct UmapName {
    bool doom2 = false;
    int episode = 1;
    int map = 1;
    std::string lump() const;  // "MAP07", "E1M8"
    bool operator==(const UmapName&) const = default;
};

// Parses "MAP07", "map7", "E1M8" (any case); nullopt for anything else.
std::optional<UmapName> parse_umap_name(std::string_view text);

// A string key that may also be `clear` (label, intertext, intertextsecret).
struct ClearableText {
    bool cleared = false;
    std::string text;  // lines joined with '\n'
};

// How the game ends after the map, when it does (endgame, endpic,
// endbunny, endcast; the last one given wins).
enum class UmapEnding {
    NotEnding,  // endgame = false: a map that ends the game by default goes on
    Default,    // endgame = true: the episode's usual ending
    Picture,    // endpic
    Bunny,      // endbunny
    Cast,       // endcast
};

struct UmapBossAction {
    int thing_type = 0;  // the original's mobjtype_t number (MT_FATSO is 8)
    int special = 0;     // a Doom line special, run as if a switch or walk line
    int tag = 0;
};

struct UmapEpisode {
    std::string patch;  // the menu's picture (M_EPI1 …)
    std::string name;   // the words drawn when a patch is missing
    std::string key;    // the menu's hot key
    UmapName start;     // the map whose entry defines it
};

struct UmapEntry {
    UmapName name;
    std::optional<std::string> levelname, author, levelpic, skytexture, music, exitpic, enterpic;
    std::optional<std::string> endpic, interbackdrop, intermusic;
    // ID24's animated intermissions (assets/interlevel.h): INTERLEVEL lumps.
    std::optional<std::string> enteranim, exitanim;
    std::optional<ClearableText> label, intertext, intertextsecret;
    std::optional<UmapName> next, nextsecret;
    std::optional<int> partime;  // seconds
    std::optional<UmapEnding> ending;
    std::optional<bool> nointermission;
    // nullopt: the map keeps the original's boss deaths; a value (maybe
    // empty, after `bossaction = clear`) replaces them.
    std::optional<std::vector<UmapBossAction>> boss_actions;
};

struct UmapInfo {
    std::vector<UmapEntry> maps;
    // The episode menu: `episode = clear` drops the game's own entries;
    // entries given are added after those kept.
    bool episodes_cleared = false;
    std::vector<UmapEpisode> episodes;

    const UmapEntry* find(const UmapName& name) const;
    bool empty() const { return maps.empty() && episodes.empty() && !episodes_cleared; }
};

struct UmapDiagnostic {
    std::string source;  // "mywad.wad: UMAPINFO"
    int line = 0;        // 1-based; 0 when the whole lump is meant
    int column = 0;
    std::string message;
};
// "mywad.wad: UMAPINFO:12:5: expected '=' after key levelname"
std::string to_string(const UmapDiagnostic& diagnostic);

// Parses one lump's text into `info`, on top of what it holds. Each
// diagnostic is also logged as a warning.
void parse_umapinfo(UmapInfo& info, std::string_view text, const std::string& source,
                    std::vector<UmapDiagnostic>& diagnostics);

// Every UMAPINFO lump of the stack, earlier files first.
UmapInfo load_umapinfo(const wad::Archive& archive, std::vector<UmapDiagnostic>& diagnostics);

// Whether the stack has a UMAPINFO lump at all: a port that honours
// UMAPINFO plays such a WAD at a Boom-or-later compatibility level.
bool has_umapinfo(const wad::Archive& archive);

}  // namespace assets
