#include "render/overlay/picture_cache.h"

#include "assets/lump_context.h"
#include "base/error.h"

namespace render::overlay {

const assets::Picture* PictureCache::find(const std::string& name) {
    if (auto it = pictures_.find(name); it != pictures_.end()) return &it->second;
    const auto lump = archive_.find_any(name);
    if (!lump) return nullptr;
    auto picture = assets::decode_picture(archive_.lump(*lump).data, assets::lump_context(archive_, *lump));
    return &pictures_.emplace(name, std::move(picture)).first->second;
}

const assets::Picture& PictureCache::get(const std::string& name) {
    if (const assets::Picture* p = find(name)) return *p;
    throw base::Error("screen graphic " + name + " not found");
}

}  // namespace render::overlay
