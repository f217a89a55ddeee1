#pragma once
// How a map's visual fields (UDMF with ZDoom's extensions: level_extensions.h)
// change what both renderers draw, turned once per level into the numbers
// the original's drawing code works in:
//  - per side and texture part, x and y offsets and scales in 16.16 fixed
//    point, in texel units as ZDoom applies them (a texel coordinate is
//    the map-unit distance times the scale, plus the offset: a scale of 2
//    shows the texture at half size), and the side's light, relative to
//    its sector's or absolute;
//  - per sector plane, panning, scale and rotation the same way, and its
//    light;
//  - per sector, its colour table: lightcolor, fadecolor and desaturation
//    kept in 8-bit form as a colormap of its own built from the palette
//    (light rows toward the fade colour, each colour taken to the nearest
//    palette index), so light rows stay what every drawer indexes;
//  - per line, the blend of its mid texture (alpha and renderstyle) as an
//    8-bit table of source × destination indices; per map thing, the same
//    for its sprite ("translucent" and "add" styles with alpha; Strife's
//    translucent flag as alpha 3/4; the "none" style and Strife's
//    invisible flag hide it; other styles draw it opaque), and its size
//    (scalex, scaley).
// A classic map has none of these, and every answer is the original's.
// Scripts change the sides' offsets and scales, the planes' scales and
// turns and the sectors' colours in play (sim/look_changes.h): apply()
// draws those over the map's.
// ZDoom's Transfer_WallLight (16) lights the sides it names by a sector's
// light, each frame. At Boom's levels (complevel 9 and up) a Doom-format map's level-load
// specials add to them (boom_looks.cpp): 213/261 floor and ceiling light
// taken from another sector, 260 translucent mid textures through Boom's
// tables, 271/272 skies taken from a wall's upper texture, 242's colormaps.
#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "assets/boom_tables.h"
#include "assets/palette.h"
#include "base/fixed.h"
#include "map/level.h"
#include "map/texture_placement.h"
#include "render/sprite_projection.h"
#include "sim/extra_floors.h"
#include "sim/look_changes.h"

namespace sim {
struct World;
class Mobj;
}

namespace render {

using base::angle_t;
using base::fixed_t;

using PartLook = map::PartPlacement;

struct SideLook {
    std::array<PartLook, 3> parts{};  // by map::SidePart: top, mid, bottom
    int light = 0;
    bool absolute = false;      // light replaces the sector's
    bool no_contrast = false;   // no fake contrast along the axes
    bool scaled_or_offset = false;  // some part differs from the side's own offsets at scale 1
};

struct PlaneLook {
    fixed_t xoffset = 0, yoffset = 0, xscale = base::kFracUnit, yscale = base::kFracUnit;
    angle_t rotation = 0;  // the texture turned counterclockwise by this
    int light = 0;
    bool absolute = false;
    bool transformed = false;  // panned, scaled or rotated
    bool operator==(const PlaneLook&) const = default;
};

// A blend table's recipe, as ZDoom's render styles combine a colour with
// what is behind it: the source (the texel, a fill colour, or the fill
// colour with the texel's red as its alpha: the shaded styles) mixed over
// the destination by alpha, added to it, or taken from it.
struct Blend {
    enum class Op { Mix, Add, Subtract };
    enum class Source { Texel, Fill, Shaded };
    int alpha = 256;  // of 256, quantised to the tables' steps
    Op op = Op::Mix;
    Source source = Source::Texel;
    int fill = 0;  // RRGGBB, for Fill and Shaded
    bool operator==(const Blend&) const = default;
    // Drawn as with no table at all, or not seen at all.
    bool opaque() const { return alpha == 256 && op == Op::Mix && source == Source::Texel; }
    bool unseen() const { return alpha == 0 && op == Op::Mix; }
};

// The Boom side of a level's looks.
struct BoomInput {
    const assets::BoomTables* tables = nullptr;  // nullptr: a vanilla level (complevel 2), none of Boom's specials
    bool mbf_sprite_light = false;  // complevel 11 and up: sprites lit by their sector's floor and ceiling light
};

class MapLooks {
public:
    // Rows per colour table: those of the level's COLORMAP.
    static MapLooks build(const map::Level& level, const assets::Palettes& palettes, const assets::Colormaps& colormaps,
                          const BoomInput& boom = {});

    // The map's looks with `changes` over them. Cheap when they are what
    // the last call had; true when the looks changed (the Vulkan views
    // upload theirs again). May add colour tables: colormap_rows() grows.
    bool apply(const sim::LookChanges& changes);

    // nullptr where the side draws as in the original (the usual case).
    const SideLook* side(int side) const;
    // The light level a side's walls use, before fake contrast.
    int side_light(int side, int sector_light) const;
    const PlaneLook& floor(int sector) const;
    const PlaneLook& ceiling(int sector) const;
    // ZDoom's Transfer_WallLight: the sides it names take their source
    // sector's light as it stands now, absolute. Each frame, after apply().
    void follow_wall_lights(const sim::World& world);
    // Boom's scrolling flats: the planes' looks with the flat offsets the
    // simulation has moved them by (sim::SectorState's floor_xoffs …)
    // added, in texels, as the offsets stand for the frame to be drawn.
    void set_plane_offsets(int sector, fixed_t floor_x, fixed_t floor_y, fixed_t ceiling_x, fixed_t ceiling_y);
    static int plane_light(const PlaneLook& plane, int sector_light);
    // The first light row of the sector's colour table: 0 for COLORMAP.
    int colour_base(int sector) const;
    // 0: the line's mid texture is opaque; else its blend table's number.
    int line_blend(int line) const;
    // The same for the sprite of the thing spawned from the map thing at
    // (x, y) of that type (sim::Mobj::spawnpoint), or kUnseen, or kFuzzy
    // (drawn as a spectre: UDMF's "fuzzy" and "optfuzzy" styles).
    int thing_blend(int x, int y, int type) const;
    // The colour translation a thing is drawn through
    // (ProjectedSprite::translation): a script's (sim::Mobj::translation,
    // its table one of the light rows) or the player colours of its flags.
    int thing_translation(const sim::Mobj& thing) const;
    // That thing's sprite size (UDMF scalex, scaley, scale); 1 by 1 if unset.
    SpriteScale thing_scale(int x, int y, int type) const;
    // ZDoom's 3D floors (sim::ExtraFloors::all()): tables for the
    // translucent ones (alpha under 255, or added: flag 64), once a level,
    // before the blend bytes are taken; then each slab's, 0 where opaque.
    void add_slab_blends(std::span<const sim::ExtraFloor> slabs);
    int slab_blend(std::size_t slab) const { return slab < slab_blend_.size() ? slab_blend_[slab] : 0; }
    std::span<const int> slab_blends() const { return slab_blend_; }
    static constexpr int kUnseen = -1;
    static constexpr int kFuzzy = -2;

    // Boom (213, 261): the sector whose light a sector's floor or ceiling
    // takes; the sector itself where no line transfers it.
    int floor_light_sector(int sector) const;
    int ceiling_light_sector(int sector) const;
    // Whether a 213/261 line names this sector (Boom's floorlightsec /
    // ceilinglightsec != -1 compare these, not the light, across a line).
    int floor_light_source(int sector) const { return boom_sector(sector).floor_light; }
    int ceiling_light_source(int sector) const { return boom_sector(sector).ceiling_light; }
    // MBF (271, 272): the line whose front side's upper texture is the
    // sky of the sector's sky floor and ceiling, or -1.
    int sky_line(int sector) const { return boom_sector(sector).sky_line; }
    // Whether a sky line's sky is drawn mirrored, as the level's is not:
    // 271's is, 272's is not (ZDoom's Static_Init sky: its third argument
    // says not).
    bool sky_mirrored(int sky_line) const {
        return std::binary_search(mirrored_sky_lines_.begin(), mirrored_sky_lines_.end(), sky_line);
    }
    // Boom (242): the colormaps the front side of a 242 line names for its
    // control sector, seen from below its floor, between its planes and
    // above its ceiling, as first light rows (0: COLORMAP's).
    struct FakeMaps {
        int below = 0, between = 0, above = 0;
    };
    const FakeMaps& fake_maps(int control) const { return boom_sector(control).fake_maps; }
    // The light a sprite in the sector is drawn with, before extra light.
    int sprite_light(int floor_light, int ceiling_light, int sector_light) const {
        return mbf_sprite_light_ ? (floor_light + ceiling_light) / 2 : sector_light;
    }

    // Light rows: COLORMAP's, then each colour table's.
    int colormap_rows() const { return static_cast<int>(colormaps_.size() / 256); }
    const std::uint8_t* colormap(int row) const { return colormaps_.data() + static_cast<std::size_t>(row) * 256; }
    // Table `blend` (1..): the index drawn for source s over destination d
    // at [s * 256 + d].
    const std::uint8_t* blend_table(int blend) const {
        return blends_.data() + static_cast<std::size_t>(blend - 1) * 65536;
    }
    std::span<const std::uint8_t> colormap_bytes() const { return colormaps_; }
    std::span<const std::uint8_t> blend_bytes() const { return blends_; }

private:
    struct BoomSector {
        int floor_light = -1, ceiling_light = -1, sky_line = -1;
        FakeMaps fake_maps;
    };
    const BoomSector& boom_sector(int sector) const;
    std::vector<int> mirrored_sky_lines_;  // sorted
    void add_boom(const map::Level& level, std::span<const assets::Rgb, 256> palette, const assets::BoomTables& tables);
    // Boom's tables already added, by address, with their blend numbers.
    using BoomBlends = std::map<const std::vector<std::uint8_t>*, int>;
    int add_boom_table(const std::vector<std::uint8_t>& boom_order, BoomBlends& known);
    // The first light row of Boom's colormap `number` (C_START…C_END, from
    // 1; 0 and unknown numbers: COLORMAP), its rows added once.
    int add_boom_colormap(int number, const assets::BoomTables& tables, std::map<int, int>& known);

    // The first row of the colour table for (light, fade, desaturation in
    // 1/1000), made when first asked for; 0 for COLORMAP's own colours.
    int colour_table(int light, int fade, int desaturation);
    std::map<std::tuple<int, int, int>, int> colour_tables_;
    // Scripted translations: the light row of each made so far, by recipe,
    // and of each number the applied changes give.
    int translation_row(const std::vector<sim::TranslationRange>& ranges);
    std::vector<std::pair<std::vector<sim::TranslationRange>, int>> translation_tables_;
    std::map<int, int> translation_rows_;
    std::array<assets::Rgb, 256> palette_{};
    std::vector<std::uint8_t> base_colormap_;  // COLORMAP's rows, which colour tables are made from

    // The map's own looks, kept from the first apply() that changes them.
    struct MapOwn {
        std::vector<SideLook> sides;
        std::vector<std::int32_t> side_index;
        std::vector<std::array<PlaneLook, 2>> planes;
        std::vector<int> colour_base;
    };
    std::optional<MapOwn> map_own_;
    sim::LookChanges applied_;

    struct WallLight {
        int side, source;  // the side lit, the sector whose light it takes
    };
    std::vector<WallLight> wall_lights_;
    void add_wall_lights(const map::Level& level);

    std::vector<SideLook> sides_;           // empty for a classic map
    std::vector<std::int32_t> side_index_;  // per side: its entry in sides_, or -1
    std::vector<std::array<PlaneLook, 2>> planes_;  // per sector: floor, ceiling
    std::vector<std::array<PlaneLook, 2>> map_planes_;  // the same, as the map has them
    std::vector<int> colour_base_;          // per sector
    std::vector<int> line_blend_;           // per line
    std::unordered_map<std::uint64_t, int> thing_blend_;  // by thing_key; only things not drawn opaque
    std::unordered_map<std::uint64_t, SpriteScale> thing_scale_;  // by thing_key; only scaled things
    std::vector<std::uint8_t> colormaps_;
    std::vector<std::uint8_t> blends_;
    std::vector<Blend> blend_kinds_;  // what each table of blends_ is
    std::vector<std::uint8_t> inverse_palette_;  // made with the first table
    std::vector<int> slab_blend_;     // per slab
    int blend_number(const Blend& blend);  // its table's number, the table made if new
    std::vector<BoomSector> boom_sectors_;           // per sector; empty below Boom
    bool mbf_sprite_light_ = false;
};

}  // namespace render
