#pragma once
// What ZDoom's setters have changed in how sides and sectors look:
// Line_SetTextureOffset and Line_SetTextureScale (a side's parts),
// Sector_SetRotation and Sector_Set{Floor,Ceiling}Scale[2] (a sector's
// planes), Sector_SetColor and Sector_SetFade (its colour table), and
// ACS's CreateTranslation (the colour translations things are drawn
// through: Thing_SetTranslation, sim::Mobj::translation). Scripts
// change these in play, so the simulation keeps them and savegames carry
// them; every renderer draws them over the map's own looks
// (render/map_looks.h, MapLooks::apply). Only what changed is listed, each
// list sorted by its side, sector or number, so a level without such
// scripts keeps empty lists.
#include <array>
#include <cstdint>
#include <vector>

#include "map/level.h"
#include "map/texture_placement.h"

namespace sim {

struct ChangedSide {
    int side = 0;
    std::array<map::PartPlacement, 3> parts{};  // by map::SidePart: top, mid, bottom
    bool operator==(const ChangedSide&) const = default;
};

struct ChangedPlanes {
    int sector = 0;
    std::array<map::PlaneTurn, 2> planes{};  // floor, ceiling
    bool operator==(const ChangedPlanes&) const = default;
};

struct ChangedColour {
    int sector = 0;
    int light = 0xffffff, fade = 0;  // 0xRRGGBB
    int desaturation = 0;            // of 1000
    bool operator==(const ChangedColour&) const = default;
};

// One range of a scripted translation, as ZDoom's FRemapTable adds it:
// palette indices start..end remapped to a run of indices (Index: values
// 0, 1 the first and last), a gradient between two colours (Colour: r, g,
// b, r, g, b), a desaturated gradient (Desaturate: the same in 16.16, 0..2
// a channel), a colourisation (Colourise: r, g, b) or a tint (Tint:
// percent, r, g, b). The renderers turn the recipe into a table with the
// palette (render/scripted_translations.h); the simulation keeps recipes.
struct TranslationRange {
    enum class Kind : std::uint8_t { Index, Colour, Desaturate, Colourise, Tint };
    Kind kind = Kind::Index;
    int start = 0, end = 0;
    std::array<int, 6> values{};
    bool operator==(const TranslationRange&) const = default;
};

// ACS's translations are numbered 1..kMaxScriptedTranslations (ZDoom's
// MAX_ACS_TRANSLATIONS).
inline constexpr int kMaxScriptedTranslations = 65535;

struct ScriptedTranslation {
    int number = 0;
    std::vector<TranslationRange> ranges;  // applied in order over the identity
    bool operator==(const ScriptedTranslation&) const = default;
};

struct LookChanges {
    std::vector<ChangedSide> sides;
    std::vector<ChangedPlanes> planes;
    std::vector<ChangedColour> colours;
    std::vector<ScriptedTranslation> translations;  // sorted by number
    bool operator==(const LookChanges&) const = default;
};

// The entry of a side or sector as it stands, made from the map's own
// looks the first time it changes.
std::array<map::PartPlacement, 3>& changed_side(LookChanges& changes, const map::Level& level, int side);
std::array<map::PlaneTurn, 2>& changed_planes(LookChanges& changes, const map::Level& level, int sector);
ChangedColour& changed_colour(LookChanges& changes, const map::Level& level, int sector);
// ENDTRANSLATION: translation `number` is now `ranges`, replacing any before.
void set_translation(LookChanges& changes, int number, std::vector<TranslationRange> ranges);

}  // namespace sim
