#pragma once
// TRAKINFO, the 2024 re-release's music table (as Woof reads it): a JSON
// object, comments allowed, whose keys are the SHA-1 digests of music
// lumps and whose values name each one's alternatives: "Remixed" (the
// re-release's new recording) and "MIDI" (the original composition as
// MIDI). Every TRAKINFO of the stack is read in load order, a later entry
// for a digest replacing an earlier one.
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

struct TrackAlternatives {
    std::string remixed, midi;  // lump names, upper case; empty: none
};

// By the lower-case hex SHA-1 digest of the music lump's bytes.
using TrackInfo = std::map<std::string, TrackAlternatives>;

// Adds a lump's entries to `into`. An entry that is not right is left
// out with a diagnostic ("SOURCE:LINE:COLUMN: ..."); a document that is
// not a JSON object adds nothing, with one.
void parse_trakinfo(std::string_view text, const std::string& source, TrackInfo& into,
                    std::vector<std::string>& diagnostics);

TrackInfo load_trakinfo(const wad::Archive& archive, std::vector<std::string>& diagnostics);

// Which recording of a track to play: the lump as it is, or TRAKINFO's
// alternative.
enum class ExtraMusic { Off, Remixed, Midi };

// The lump to play in place of a music lump with these bytes, or "" for
// the lump itself (none asked for, none listed).
std::string track_alternative(const TrackInfo& info, std::span<const std::uint8_t> lump, ExtraMusic which);

}  // namespace assets
