#include "assets/asset_set.h"

#include "assets/lump_context.h"
#include "base/log.h"
#include "wad/game.h"

namespace assets {

AssetSet load_assets(const wad::Archive& archive, std::span<const std::string_view> sprite_names) {
    auto lump_of = [&](std::string_view name) {
        archive.require(name);
        return *archive.find(name);
    };
    const std::size_t playpal = lump_of("PLAYPAL");
    Palettes palettes = Palettes::parse(archive.lump(playpal).data, lump_context(archive, playpal));
    const std::size_t colormap = lump_of("COLORMAP");
    Colormaps colormaps = Colormaps::parse(archive.lump(colormap).data, lump_context(archive, colormap));

    TextureSet textures = TextureSet::load(archive);
    FlatSet flats = FlatSet::load(archive);
    std::vector<Animation> animations = resolve_animations(textures, flats, archive.describe(), animation_table(archive));
    std::vector<SwitchPair> switches = resolve_switches(textures, switch_episode_level(wad::identify_game(archive)),
                                                        archive.describe(), switch_table(archive));

    std::vector<std::string> sky_diagnostics;
    SkyDefs skies = load_skydefs(archive, textures, flats, sky_diagnostics);
    for (const std::string& d : sky_diagnostics) base::warn(d);

    return AssetSet{std::move(palettes),
                    std::move(colormaps),
                    std::move(textures),
                    std::move(flats),
                    std::move(animations),
                    std::move(switches),
                    load_hud_font(archive),
                    build_sprites(archive, sprite_names),
                    load_boom_tables(archive),
                    std::move(skies)};
}

}  // namespace assets
