#include "platform/key_map.h"

#include <GLFW/glfw3.h>

#include <utility>

namespace platform {
namespace {

constexpr std::string_view kLetters[] = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m",
                                         "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z"};
constexpr std::string_view kDigits[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
constexpr std::string_view kFunctionKeys[] = {"f1", "f2", "f3", "f4",  "f5",  "f6",
                                              "f7", "f8", "f9", "f10", "f11", "f12"};
constexpr std::string_view kKeypadDigits[] = {"kp0", "kp1", "kp2", "kp3", "kp4", "kp5", "kp6", "kp7", "kp8", "kp9"};

constexpr std::pair<int, std::string_view> kOtherKeys[] = {
    {GLFW_KEY_ESCAPE, "escape"},        {GLFW_KEY_ENTER, "enter"},
    {GLFW_KEY_TAB, "tab"},              {GLFW_KEY_BACKSPACE, "backspace"},
    {GLFW_KEY_SPACE, "space"},          {GLFW_KEY_CAPS_LOCK, "capslock"},
    {GLFW_KEY_MINUS, "minus"},          {GLFW_KEY_EQUAL, "equals"},
    {GLFW_KEY_LEFT_BRACKET, "leftbracket"}, {GLFW_KEY_RIGHT_BRACKET, "rightbracket"},
    {GLFW_KEY_BACKSLASH, "backslash"},  {GLFW_KEY_SEMICOLON, "semicolon"},
    {GLFW_KEY_APOSTROPHE, "apostrophe"}, {GLFW_KEY_GRAVE_ACCENT, "grave"},
    {GLFW_KEY_COMMA, "comma"},          {GLFW_KEY_PERIOD, "period"},
    {GLFW_KEY_SLASH, "slash"},          {GLFW_KEY_UP, "up"},
    {GLFW_KEY_DOWN, "down"},            {GLFW_KEY_LEFT, "left"},
    {GLFW_KEY_RIGHT, "right"},          {GLFW_KEY_INSERT, "insert"},
    {GLFW_KEY_DELETE, "delete"},        {GLFW_KEY_HOME, "home"},
    {GLFW_KEY_END, "end"},              {GLFW_KEY_PAGE_UP, "pageup"},
    {GLFW_KEY_PAGE_DOWN, "pagedown"},   {GLFW_KEY_PRINT_SCREEN, "printscreen"},
    {GLFW_KEY_SCROLL_LOCK, "scrolllock"}, {GLFW_KEY_PAUSE, "pause"},
    {GLFW_KEY_NUM_LOCK, "numlock"},     {GLFW_KEY_KP_DIVIDE, "kpdivide"},
    {GLFW_KEY_KP_MULTIPLY, "kpmultiply"}, {GLFW_KEY_KP_SUBTRACT, "kpminus"},
    {GLFW_KEY_KP_ADD, "kpplus"},        {GLFW_KEY_KP_ENTER, "kpenter"},
    {GLFW_KEY_KP_DECIMAL, "kpperiod"},  {GLFW_KEY_LEFT_SHIFT, "lshift"},
    {GLFW_KEY_RIGHT_SHIFT, "rshift"},   {GLFW_KEY_LEFT_CONTROL, "lctrl"},
    {GLFW_KEY_RIGHT_CONTROL, "rctrl"},  {GLFW_KEY_LEFT_ALT, "lalt"},
    {GLFW_KEY_RIGHT_ALT, "ralt"},
};

}  // namespace

std::string_view glfw_key_name(int key) {
    if (key >= GLFW_KEY_A && key <= GLFW_KEY_Z) return kLetters[key - GLFW_KEY_A];
    if (key >= GLFW_KEY_0 && key <= GLFW_KEY_9) return kDigits[key - GLFW_KEY_0];
    if (key >= GLFW_KEY_F1 && key <= GLFW_KEY_F12) return kFunctionKeys[key - GLFW_KEY_F1];
    if (key >= GLFW_KEY_KP_0 && key <= GLFW_KEY_KP_9) return kKeypadDigits[key - GLFW_KEY_KP_0];
    for (const auto& [code, name] : kOtherKeys)
        if (code == key) return name;
    return {};
}

std::string_view glfw_mouse_button_name(int button) {
    constexpr std::string_view kButtons[] = {"mouse1", "mouse2", "mouse3", "mouse4", "mouse5"};
    if (button >= GLFW_MOUSE_BUTTON_1 && button <= GLFW_MOUSE_BUTTON_5) return kButtons[button - GLFW_MOUSE_BUTTON_1];
    return {};
}

}  // namespace platform
