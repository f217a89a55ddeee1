#pragma once
// Everything the renderers and the game need decoded from a WAD stack,
// loaded once at start-up and passed explicitly.
#include <span>
#include <string_view>
#include <vector>

#include "assets/animations.h"
#include "assets/boom_tables.h"
#include "assets/flat.h"
#include "assets/font.h"
#include "assets/palette.h"
#include "assets/skydefs.h"
#include "assets/sprites.h"
#include "assets/texture.h"
#include "wad/archive.h"

namespace assets {

struct AssetSet {
    Palettes palettes;
    Colormaps colormaps;
    TextureSet textures;
    FlatSet flats;
    std::vector<Animation> animations;
    std::vector<SwitchPair> switches;  // for the identified game's episode level
    HudFont font;
    SpriteSet sprites;  // one definition per name given to load_assets
    BoomTables boom_tables;
    SkyDefs skies;  // ID24's SKYDEFS, checked against the textures and flats
};

// Decodes PLAYPAL, COLORMAP, the textures, the flats, the animation and
// switch tables, the HUD font, the named sprites, Boom's colormaps and
// translucency tables and ID24's SKYDEFS. Throws base::Error
// naming the WAD, the lump and the problem. Boom's ANIMATED/SWITCHES lumps
// are reported with a warning and not used.
AssetSet load_assets(const wad::Archive& archive, std::span<const std::string_view> sprite_names = {});

}  // namespace assets
