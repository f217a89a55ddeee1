// DeHackEd Text: the original patched strings in the executable, so one
// replacement may rename a sprite, a sound or a music lump, or change a
// message. Names match exactly, as the bytes in the executable did.
#include "sim/dehacked_patch.h"

namespace sim::dehacked {

void replace_text(Definitions& defs, std::string_view from, std::string_view to) {
    bool renamed = false;
    for (std::size_t i = 0; i < kSpriteNames.size() + kDehextraSprites; ++i) {
        if (from == original_sprite_name(i)) {
            defs.sprite_names[i] = std::string(to);
            renamed = true;
        }
    }
    for (std::size_t i = 0; i < static_cast<std::size_t>(kDehextraFirstSound + kDehextraSounds); ++i) {
        if (!original_sound_name(i).empty() && from == original_sound_name(i)) {
            defs.sound_names[i] = std::string(to);
            renamed = true;
        }
    }
    for (std::size_t i = 0; i < kMusicNames.size(); ++i) {
        if (kMusicNames[i] && from == kMusicNames[i]) {
            defs.music_names[i] = std::string(to);
            renamed = true;
        }
    }
    if (!renamed) defs.strings[std::string(from)] = std::string(to);
}

}  // namespace sim::dehacked
