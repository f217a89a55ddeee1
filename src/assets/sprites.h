#pragma once
// Sprite frames and rotations from the lumps between S_START and S_END.
//
// A lump name is the 4-letter sprite name, a frame letter (A = 0) and a
// rotation digit: 0 means one picture for every angle, 1-8 one angle each
// (1 faces the viewer, then clockwise). An optional second frame/rotation
// pair names a rotation that uses the same picture mirrored, as in
// TROOA2A8.
#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "assets/picture.h"
#include "wad/archive.h"

namespace assets {

// Vanilla sizes its frame table for frames A..\ (29).
inline constexpr int kMaxSpriteFrames = 29;

struct SpriteRotation {
    std::size_t lump = 0;     // global lump index
    std::size_t picture = 0;  // SpriteSet::picture index
    bool flipped = false;
};

struct SpriteFrame {
    // false: rotations[0..7] all hold the rotation-0 picture.
    bool rotates = false;
    std::array<SpriteRotation, 8> rotations{};
};

struct SpriteDef {
    std::string name;
    std::vector<SpriteFrame> frames;  // empty when the WADs have no lumps for it
};

struct SpriteSet {
    std::vector<SpriteDef> sprites;  // in the order of the names given
    std::vector<Picture> pictures;   // every picture a frame uses, decoded once
};

// Builds one definition per name, checking the lumps as vanilla's
// R_InitSpriteDefs does: a frame may not mix rotation 0 with rotations 1-8,
// may not map two lumps to one rotation, a rotating frame needs all eight
// and no frame up to the highest may be missing. Throws base::Error naming
// the sprite, the frame and the problem. When several WADs carry a lump of
// the same name, the last one is used.
SpriteSet build_sprites(const wad::Archive& archive, std::span<const std::string_view> names);

}  // namespace assets
