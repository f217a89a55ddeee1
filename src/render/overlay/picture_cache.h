#pragma once
// Screen pictures looked up by lump name (W_CacheLumpName: the last lump of
// that name in the stack) and decoded once, for the screens that pick
// their graphics as they go (intermission, finale).
#include <map>
#include <string>

#include "assets/picture.h"
#include "wad/archive.h"

namespace render::overlay {

class PictureCache {
public:
    explicit PictureCache(const wad::Archive& archive) : archive_(archive) {}

    // Throws base::Error naming the lump when it is missing or malformed.
    const assets::Picture& get(const std::string& name);
    // nullptr when the stack has no such lump; throws when it is malformed.
    const assets::Picture* find(const std::string& name);

private:
    const wad::Archive& archive_;
    std::map<std::string, assets::Picture, std::less<>> pictures_;
};

}  // namespace render::overlay
