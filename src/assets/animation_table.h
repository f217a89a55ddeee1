#pragma once
// The animated flats and walls and the switch textures a game uses: Boom's
// ANIMATED and SWITCHES lumps where the WADs have them, else the original's
// built-in tables (animations.h). Names only; animations.h resolves them.
//
// ANIMATED: 23-byte records (type: 0 flat, 1 texture, bit 0 only; the
// last and first names, 9 bytes each, NUL-terminated; the speed in tics,
// 32-bit little-endian), ended by a record whose type is 255. SWITCHES:
// 20-byte records (the off and on texture names, 9 bytes each; the
// episode level, 16-bit: 1 shareware, 2 registered, 3 commercial), ended by
// a record of episode 0 (boomref.txt).
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

struct AnimationEntry {
    bool is_texture = false;
    std::string last, first;  // the cycle runs from first to last in WAD order
    int speed = 8;            // tics per picture
    bool from_lump = false;   // a Boom lump's: a missing picture skips it with a warning
};

struct SwitchEntry {
    std::string off, on;
    int episode = 1;
    bool from_lump = false;
};

std::vector<AnimationEntry> vanilla_animation_table();
std::vector<SwitchEntry> vanilla_switch_table();

// The records up to the terminator. A lump cut short, without its
// terminator, or with an out-of-range field is read as far as it is whole,
// with one warning naming `context` ("my.wad: lump ANIMATED") and the record.
std::vector<AnimationEntry> parse_animated(std::span<const std::uint8_t> lump, const std::string& context);
std::vector<SwitchEntry> parse_switches(std::span<const std::uint8_t> lump, const std::string& context);

// The last ANIMATED (SWITCHES) lump of the stack, else the built-in table.
std::vector<AnimationEntry> animation_table(const wad::Archive& archive);
std::vector<SwitchEntry> switch_table(const wad::Archive& archive);

}  // namespace assets
