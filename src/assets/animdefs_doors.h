#pragma once
// The animated doors of ZDoom's ANIMDEFS lumps (`animateddoor` blocks), for
// Door_Animated: a door's upper texture and the pictures its middle shows
// as it slides open. The lumps' other blocks (flat and texture
// animations, switches, warps…) are not read here.
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

struct AnimatedDoorDef {
    std::string texture;  // upper-case
    // Each frame: a texture's name (upper-case), or a number n for the n-th
    // texture from the door's own (1 the door's texture), as ZDoom counts.
    std::vector<std::variant<std::string, int>> frames;
};

// The doors of one lump's text. What cannot be read (a block without a
// texture, `pic` without a frame) gets one warning naming `context` and
// the line, and that block ends there.
std::vector<AnimatedDoorDef> parse_animated_doors(std::string_view text, const std::string& context);

// Every ANIMDEFS lump's doors, in load order; a later lump's door of the
// same texture wins.
std::vector<AnimatedDoorDef> animated_doors(const wad::Archive& archive);

}  // namespace assets
