#pragma once
// Where a thing's sprite, or the player's weapon, lands on the screen:
// R_ProjectSprite and the first half of R_DrawPSprite. Both renderers draw
// from this, so a sprite covers the same columns and samples the same
// texels in each.
#include <cstddef>
#include <cstdint>
#include <optional>

#include "assets/sprites.h"
#include "render/view_tables.h"
#include "sim/world.h"

namespace render {

// The view a frame is drawn from.
struct SpriteView {
    fixed_t x = 0, y = 0, z = 0;
    angle_t angle = 0;
    fixed_t sin = 0, cos = 0;
    int fixedcolormap = 0;  // 0: none
};
SpriteView sprite_view(const sim::World& world, const sim::Player& player);

// R_ProjectSprite's depth of a thing along the view direction (tz); a
// thing nearer than kMinSpriteDepth is not drawn.
fixed_t thing_view_depth(const sim::Mobj& thing, const SpriteView& view);
inline constexpr fixed_t kMinSpriteDepth = base::kFracUnit * 4;  // MINZ

// A picture's size and offsets, as the sprite lump gives them.
struct SpritePicture {
    int width = 0, height = 0;
    int left_offset = 0, top_offset = 0;
};

// A map thing's own size (UDMF's scalex and scaley, ZDoom's Scale): only
// its picture grows, not the thing the simulation moves.
struct SpriteScale {
    fixed_t x = base::kFracUnit, y = base::kFracUnit;  // both above 0
    bool mirrored = false;                               // a negative scalex
    bool operator==(const SpriteScale&) const = default;
};

struct ProjectedSprite {
    int x1 = 0, x2 = 0;  // screen columns, inclusive
    // `scale` is the depth's (clipping and light), `yscale` the rows' a
    // texel and `yiscale` the texels' a row; the three differ only for a
    // scaled thing.
    fixed_t scale = 0, xiscale = 0, startfrac = 0, texturemid = 0;
    fixed_t yscale = 0, yiscale = 0;
    fixed_t gz = 0, gzt = 0;
    std::size_t picture = 0;
    int colormap_row = 0;        // COLORMAP row, or kFuzz
    // The colour translation, which the renderer sets from its looks
    // (MapLooks::thing_translation): 0 none, 1-3 the player colours, from
    // kScriptedTranslation on a script's table, light row
    // translation - kScriptedTranslation.
    int translation = 0;
    int blend = 0;               // a map thing's blend table (render::MapLooks), 0: opaque
};
inline constexpr int kFuzz = -1;
inline constexpr int kScriptedTranslation = 4;

// Reads sprite pictures for the projection.
class SpritePictures {
public:
    virtual ~SpritePictures() = default;
    virtual SpritePicture picture(std::size_t index) const = 0;
};

enum class Projection { Visible, Culled, MissingFrame };

// R_ProjectSprite. `spritelights` is the scalelight row of the thing's
// sector light; `colour_base` the first light row of the sector's colour
// table (render::MapLooks; 0 for COLORMAP), which a lit thing's row is in;
// `size` the map's scale of the thing (ZDoom's R_ProjectSprite).
Projection project_thing(const sim::Mobj& thing, const SpriteView& view, const ViewTables& tables,
                         const assets::SpriteSet& sprites, const SpritePictures& pictures,
                         const std::uint8_t* spritelights, int colour_base, ProjectedSprite& out,
                         const SpriteScale& size = {});

// R_DrawPSprite's placement of one weapon sprite, lit by the player's
// sector at the brightest scale; `colour_base` as above, of that sector.
std::optional<ProjectedSprite> project_weapon(const sim::World& world, const sim::Player& player,
                                              const sim::PspriteDef& psp, const ViewTables& tables,
                                              const assets::SpriteSet& sprites, const SpritePictures& pictures,
                                              int colour_base);

}  // namespace render
