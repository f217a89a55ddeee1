#include "app/menu_keys.h"

#include <array>
#include <utility>

#include "ui/typed_character.h"

namespace app {

std::optional<ui::MenuInput> menu_input(std::string_view key) {
    using ui::MenuKey;
    if (key == "up" || key == "kp8" || key == "wheelup") return ui::MenuInput{MenuKey::Up};
    if (key == "down" || key == "kp2" || key == "wheeldown") return ui::MenuInput{MenuKey::Down};
    if (key == "left" || key == "kp4") return ui::MenuInput{MenuKey::Left};
    if (key == "right" || key == "kp6") return ui::MenuInput{MenuKey::Right};
    if (key == "enter" || key == "kpenter" || key == "mouse1") return ui::MenuInput{MenuKey::Enter};
    if (key == "backspace" || key == "mouse2") return ui::MenuInput{MenuKey::Backspace};
    if (key == "escape") return ui::MenuInput{MenuKey::Escape};
    if (const char c = ui::typed_character(key)) return ui::MenuInput{MenuKey::Character, c};
    return std::nullopt;
}

int function_key_number(std::string_view key) {
    static constexpr std::array<std::string_view, 11> kKeys{"f1", "f2", "f3", "f4", "f5", "f6",
                                                            "f7", "f8", "f9", "f10", "f11"};
    for (std::size_t i = 0; i < kKeys.size(); ++i)
        if (kKeys[i] == key) return static_cast<int>(i) + 1;
    if (key == "minus") return -1;
    if (key == "equals") return -2;
    return 0;
}

}  // namespace app
