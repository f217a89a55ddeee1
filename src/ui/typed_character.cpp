#include "ui/typed_character.h"

#include <array>
#include <utility>

namespace ui {

char typed_character(std::string_view key) {
    if (key.size() == 1) return key[0];
    static constexpr std::array<std::pair<std::string_view, char>, 11> kPunctuation{{
        {"space", ' '}, {"minus", '-'}, {"equals", '='}, {"comma", ','}, {"period", '.'}, {"slash", '/'},
        {"semicolon", ';'}, {"apostrophe", '\''}, {"leftbracket", '['}, {"rightbracket", ']'}, {"backslash", '\\'},
    }};
    for (const auto& [name, c] : kPunctuation)
        if (name == key) return c;
    return 0;
}

}  // namespace ui
