#pragma once
// ID24's animated intermissions: an INTERLEVEL lump (a JSON lump of type
// "interlevel", 1.0.0) that UMAPINFO's `exitanim` names for the tally of
// the map left and `enteranim` for the "entering" screen of the next. It
// gives the screen's music and background, then layers of animations,
// each a picture sequence at a place; a layer or an animation shows only
// where all its conditions hold (which map, maps visited, secret maps,
// which of the two screens). Durations are kept in tics, the lump's
// seconds times 35 as the ports that play ID24 count them.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

struct UmapInfo;

struct InterlevelCondition {
    // The specification's numbers.
    enum class Kind {
        None = 0,
        MapNumGreater = 1,  // the screen's map number is above param
        MapNumEqual = 2,    // ... is param
        MapVisited = 3,     // map param was played this game
        MapNotSecret = 4,   // the screen's map is no secret map
        SecretVisited = 5,  // a secret map was played this episode
        Tally = 6,          // the tally of the map left
        IsEntering = 7,     // the "entering" screen of the next
    };
    Kind kind = Kind::None;
    int param = 0;
};

struct InterlevelFrame {
    // The specification's frame type bits.
    static constexpr int kInfinite = 0x0001;        // shown for good
    static constexpr int kFixedDuration = 0x0002;   // for `duration`
    static constexpr int kRandomDuration = 0x0004;  // for `duration` to `maxduration`
    static constexpr int kRandomStart = 0x1000;     // the first showing cut short at random
    static constexpr int kKnownBits = 0x1007;

    std::string image;  // a picture lump, upper case
    int type = 0;
    int duration = 0, maxduration = 0;  // tics
    bool has(int bit) const { return (type & bit) != 0; }
};

struct InterlevelAnim {
    int x = 0, y = 0;  // where its pictures are drawn, as any patch
    std::vector<InterlevelFrame> frames;  // at least one
    std::vector<InterlevelCondition> conditions;
};

struct InterlevelLayer {
    std::vector<InterlevelAnim> anims;
    std::vector<InterlevelCondition> conditions;
};

struct Interlevel {
    std::string music;       // a music lump
    std::string background;  // a picture lump drawn over the whole screen first
    std::vector<InterlevelLayer> layers;
};

// Interlevel lumps by name, as UMAPINFO names them.
using InterlevelSet = std::map<std::string, Interlevel, std::less<>>;

// Decodes a lump's text. An animation or layer that is not right is left
// out, each with a diagnostic ("SOURCE:LINE:COLUMN: layer 1, anim 2:
// ..."); a document that is not a valid "interlevel" JSON lump, or lacks
// its music or background, gives nothing.
std::optional<Interlevel> parse_interlevel(std::string_view text, const std::string& source,
                                           std::vector<std::string>& diagnostics);

// The lumps every UMAPINFO entry's enteranim and exitanim name, each read
// once and checked against the stack: one whose lump is missing or whose
// background cannot be drawn is left out (the original screen shows), an
// animation with a picture that is missing or cannot be drawn is left
// out, and missing music leaves the original's playing. Each with a
// diagnostic.
InterlevelSet load_interlevels(const wad::Archive& archive, const UmapInfo& umapinfo,
                               std::vector<std::string>& diagnostics);

}  // namespace assets
