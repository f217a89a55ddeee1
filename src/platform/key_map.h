#pragma once
// GLFW's key and mouse button codes to the names key bindings use
// (config/key_names.h); an empty name for keys bindings cannot name.
#include <string_view>

namespace platform {

std::string_view glfw_key_name(int glfw_key);
std::string_view glfw_mouse_button_name(int glfw_button);

}  // namespace platform
