#pragma once
// Key names (config/key_names.h) as the menus and the cheat matcher read
// them: arrows, Enter, Backspace, Escape, and the characters typed.
#include <optional>
#include <string_view>

#include "ui/menu.h"

namespace app {

// nullopt for keys the menus ignore (Shift, the mouse buttons).
std::optional<ui::MenuInput> menu_input(std::string_view key);
// F1..F11 as 1..11, minus as -1 and equals as -2 (the screen size keys);
// 0 for the others.
int function_key_number(std::string_view key);

}  // namespace app
