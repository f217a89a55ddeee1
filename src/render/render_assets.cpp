#include "render/render_assets.h"

#include <string>
#include <string_view>
#include <vector>

namespace render {

assets::AssetSet load_render_assets(const wad::Archive& archive, const sim::Definitions& defs) {
    const std::vector<std::string_view> views(defs.sprite_names.begin(), defs.sprite_names.end());
    return assets::load_assets(archive, views);
}

}  // namespace render
