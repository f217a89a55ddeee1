#pragma once
// ID24's SKYDEFS lump (a JSON lump of type "skydefs", 1.0.0): how a sky
// texture is drawn where a map shows it (its row at the view's centre,
// its scroll and scale, a PSX-style fire drawn into it, or a second
// texture over it), and which flats show a sky instead of themselves.
// The numbers are kept as the ports that play ID24 turn them into fixed
// point (Woof's r_skydefs.c): seconds times 35 for tics, scales as their
// inverses. The last SKYDEFS of the stack is the one read.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "assets/flat.h"
#include "assets/texture.h"
#include "base/fixed.h"

namespace wad {
class Archive;
}

namespace assets {

// One texture of a sky: the background, or the foreground over it.
struct SkyLayerDef {
    std::string texture;  // upper case, as the WAD keeps names
    base::fixed_t mid = 100 * base::kFracUnit;  // the texture's row at the view's centre row
    base::fixed_t scrollx = 0, scrolly = 0;     // texels a tic (the lump gives them a second)
    // The inverse of the lump's scalex and scaley (0 there: 1): sky columns
    // per 1/1024 turn, and texture rows per original sky row.
    base::fixed_t column_step = base::kFracUnit, row_step = base::kFracUnit;
};

struct SkyDef {
    enum class Kind { Normal = 0, Fire = 1, WithForeground = 2 };
    Kind kind = Kind::Normal;
    SkyLayerDef background;
    SkyLayerDef foreground;             // WithForeground: drawn over, its palette index 0 see-through
    std::vector<std::uint8_t> fire;     // Fire: palette indices, coolest first
    int fire_tics = 1;                  // Fire: tics between the fire's steps
};

// A flat that shows a sky wherever a floor or ceiling has it.
struct SkyFlat {
    std::string flat, sky;  // upper case
};

struct SkyDefs {
    std::vector<SkyDef> skies;  // by texture, the first of a name kept
    std::vector<SkyFlat> flats;
    const SkyDef* find(std::string_view texture) const;
    bool empty() const { return skies.empty() && flats.empty(); }
};

// Decodes a lump's text. Skies and flat mappings that are not right are
// left out, each with a diagnostic ("SOURCE:LINE:COLUMN: sky 2: ...");
// a document that is not a valid "skydefs" JSON lump gives nothing.
std::optional<SkyDefs> parse_skydefs(std::string_view text, const std::string& source,
                                     std::vector<std::string>& diagnostics);

// The stack's SKYDEFS, or none (nothing there, or nothing that reads),
// checked against the stack's textures and flats: a sky whose texture the
// WADs lack, and a flat mapping naming a flat or texture they lack, are
// left out; a missing foreground leaves its sky without one. Each with a
// diagnostic.
SkyDefs load_skydefs(const wad::Archive& archive, const TextureSet& textures, const FlatSet& flats,
                     std::vector<std::string>& diagnostics);

}  // namespace assets
