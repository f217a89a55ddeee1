#pragma once
// Which sky texture a map shows: the one an ACS script changed it to
// (ChangeSky), else its UMAPINFO skytexture, else as G_InitNew picks it,
// by Doom II map range or by episode; and how the original maps a sky to
// the screen, with what ID24's SKYDEFS adds (render/sky_definitions.h):
// scroll, scale, a foreground layer and fire.
#include <cstdint>

#include "assets/texture.h"
#include "base/fixed.h"
#include "sim/world.h"

namespace render {

namespace software {
class PixelSources;
}

// The level's sky texture's number in `textures`; where the WADs lack
// it, the renderers' placeholder (PixelSources::placeholder_texture), the
// name reported once.
int sky_texture_number(const sim::World& world, const assets::TextureSet& textures, software::PixelSources& pixels);

// The sky texture's column for a view angle: 1024 columns a full turn.
inline constexpr int kAngleToSkyShift = 22;
// R_InitSkyMap: the level's sky has its row 100 at the view's centre row.
inline constexpr base::fixed_t kSkyTextureMid = 100 * base::kFracUnit;
// The rows a sky column holds: the original's drawer reads row & 127.
inline constexpr int kSkyColumnRows = 128;

// One texture of a sky as a view draws it.
struct SkyLayer {
    int texture = -1;                 // the renderer's texture number; -1: no layer
    std::int32_t texturemid = 0;      // the texture row at the view's centre row (16.16)
    std::uint32_t angle = 0;          // the angle of the view's centre column, scroll included
    std::uint32_t flip = 0;           // ~0 mirrors the columns (MBF's 271)
    std::int32_t column_step = base::kFracUnit;  // SKYDEFS' 1/scalex: texture columns per sky column
    std::int32_t row_step = base::kFracUnit;     // SKYDEFS' 1/scaley: times the view's sky step
    // A fire sky's pixels, in place of the texture's: kSkyColumnRows
    // bytes a column, `fire_mask` + 1 columns.
    const std::uint8_t* fire = nullptr;
    int fire_mask = 0;
};

// A sky: its background, and (SKYDEFS type 2) a foreground drawn over it
// whose palette index 0 lets the background through.
struct SkyPicture {
    SkyLayer back, front;
    bool defined = false;  // SKYDEFS names its texture
    bool layered() const { return front.texture >= 0; }
};

// The column of `layer` a view column shows, `xtoviewangle` its angle off
// the centre (R_DrawPlanes, then SKYDEFS' horizontal scale).
inline int sky_column(const SkyLayer& layer, std::uint32_t xtoviewangle) {
    const auto column = static_cast<std::int64_t>(((layer.angle + xtoviewangle) ^ layer.flip) >> kAngleToSkyShift);
    if (layer.column_step == base::kFracUnit) return static_cast<int>(column);
    return static_cast<int>((column * layer.column_step) >> base::kFracBits);
}

// The drawers' step through a layer's rows, from the view's sky step.
inline std::int32_t sky_row_step(const SkyLayer& layer, std::int32_t sky_iscale) {
    return layer.row_step == base::kFracUnit ? sky_iscale : base::fixed_mul(sky_iscale, layer.row_step);
}

}  // namespace render
