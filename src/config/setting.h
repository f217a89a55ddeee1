#pragma once
// A setting's declaration: dotted key, type, default, allowed values, help
// text and whether it may change the simulation. Subsystems declare their
// settings as values of this type; loading, --set overrides, saving and the
// generated config/default.toml all read the same declarations.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace config {

enum class SettingType { Bool, Int, Double, String, Bindings };

// Key names (see key_names.h) that trigger one action; empty means unbound.
using Bindings = std::vector<std::string>;

// The alternative held always matches the declared SettingType, in order.
using Value = std::variant<bool, std::int64_t, double, std::string, Bindings>;

// Contract 2 of the design: a setting that would change the simulation is a
// named compatibility option, and demos play and record without it.
enum class Affects { Presentation, Simulation };

struct Setting {
    std::string key;  // "video.width": the TOML table, a dot, the name
    SettingType type = SettingType::Bool;
    Value default_value;
    std::string help;
    bool affects_simulation = false;
    std::int64_t int_min = 0, int_max = 0;      // Int: inclusive range
    double double_min = 0, double_max = 0;      // Double: inclusive range
    std::vector<std::string> choices;           // String: allowed values; empty = any text
};

Setting bool_setting(std::string key, bool default_value, std::string help,
                     Affects affects = Affects::Presentation);
Setting int_setting(std::string key, std::int64_t default_value, std::int64_t min, std::int64_t max,
                    std::string help, Affects affects = Affects::Presentation);
Setting double_setting(std::string key, double default_value, double min, double max, std::string help,
                       Affects affects = Affects::Presentation);
Setting string_setting(std::string key, std::string default_value, std::string help);
Setting choice_setting(std::string key, std::string default_value, std::vector<std::string> choices,
                       std::string help, Affects affects = Affects::Presentation);
Setting bindings_setting(std::string key, Bindings default_value, std::string help);

// Whether `value` holds the alternative that `type` stores.
bool holds_type(const Value& value, SettingType type);

// Why `value` (of the right type) is not allowed for `setting`; nothing if it is.
std::optional<std::string> check_value(const Setting& setting, const Value& value);

// What the setting accepts, for messages and documentation:
// "an integer from 3 to 11", "one of \"software\", \"vulkan\"".
std::string describe_allowed(const Setting& setting);

// The value written as TOML: 640, true, 1.5, "vulkan", ["w", "up"].
std::string to_toml(const Value& value);

}  // namespace config
