#pragma once
// ID24's DEMOLOOP lump (a JSON lump of type "demoloop", 1.0.0): the title
// screen's sequence as a list of entries, each an art screen shown for a
// time with an optional music lump played once, or a demo lump played to
// its end. The last DEMOLOOP of the stack is the one read.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

struct DemoLoopEntry {
    enum class Kind { Page, Demo };
    Kind kind = Kind::Page;
    std::string lump;   // primarylump: the picture or the demo
    std::string music;  // secondarylump of a page: played once; empty: the music goes on
    int tics = 0;       // a page's duration, in tics (35 a second)
    // outrowipe (0 cut, 1 melt) is checked but not kept: the screen melts
    // as the original's does, entering and leaving a demo.
};

// Decodes a lump's text. Entries that are not right are left out, each
// with a diagnostic ("SOURCE:LINE:COLUMN: entry 3: ..."); a document that
// is not a valid "demoloop" JSON lump, or has no good entry, gives nothing.
std::optional<std::vector<DemoLoopEntry>> parse_demoloop(std::string_view text, const std::string& source,
                                                         std::vector<std::string>& diagnostics);

// The stack's DEMOLOOP, if it has one that reads, its entries' lumps
// checked against the stack (an entry naming a missing lump is left out).
std::optional<std::vector<DemoLoopEntry>> load_demoloop(const wad::Archive& archive,
                                                        std::vector<std::string>& diagnostics);

}  // namespace assets
