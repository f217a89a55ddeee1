#pragma once
// The names a key binding may use: keyboard keys, mouse buttons and the
// wheel. The platform layer maps its device codes onto these names.
#include <span>
#include <string_view>

namespace config {

std::span<const std::string_view> key_names();
bool is_key_name(std::string_view name);

}  // namespace config
