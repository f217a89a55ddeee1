#include "config/key_names.h"

#include <algorithm>
#include <array>

namespace config {
namespace {

// Lower case, one word each, so they read well in a TOML list.
constexpr std::array<std::string_view, 108> kKeyNames = {
    "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m",
    "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z",
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
    "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
    "escape", "enter", "tab", "backspace", "space", "capslock",
    "minus", "equals", "leftbracket", "rightbracket", "backslash", "semicolon",
    "apostrophe", "grave", "comma", "period", "slash",
    "up", "down", "left", "right",
    "insert", "delete", "home", "end", "pageup", "pagedown",
    "printscreen", "scrolllock", "pause", "numlock",
    "kp0", "kp1", "kp2", "kp3", "kp4", "kp5", "kp6", "kp7", "kp8", "kp9",
    "kpdivide", "kpmultiply", "kpminus", "kpplus", "kpenter", "kpperiod",
    "lshift", "rshift", "lctrl", "rctrl", "lalt", "ralt",
    "mouse1", "mouse2", "mouse3", "mouse4", "mouse5", "wheelup", "wheeldown",
};

}  // namespace

std::span<const std::string_view> key_names() { return kKeyNames; }

bool is_key_name(std::string_view name) {
    return std::find(kKeyNames.begin(), kKeyNames.end(), name) != kKeyNames.end();
}

}  // namespace config
