#include "render/render_assets.h"

#include <string>
#include <string_view>
#include <vector>

namespace render {

assets::AssetSet load_render_assets(const wad::Archive& archive, const sim::Definitions& defs) {
    std::vector<std::string> names(sim::NUMSPRITES);
    for (std::size_t i = 0; i < names.size(); ++i)
        names[i] = defs.sprite_names[i].empty() ? sim::kSpriteNames[i] : defs.sprite_names[i];
    const std::vector<std::string_view> views(names.begin(), names.end());
    return assets::load_assets(archive, views);
}

}  // namespace render
