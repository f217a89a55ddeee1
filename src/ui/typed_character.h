#pragma once
// The character a key name (config/key_names.h) types, as the menus, the
// cheat matcher and the chat read it.
#include <string_view>

namespace ui {

// The character a key types (lower case, unshifted), or 0.
char typed_character(std::string_view key);

}  // namespace ui
