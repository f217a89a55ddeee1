#include "config/setting.h"

#include <charconv>
#include <cstdio>
#include <utility>

#include "config/key_names.h"

namespace config {
namespace {

Setting make(std::string key, SettingType type, Value default_value, std::string help, Affects affects) {
    Setting s;
    s.key = std::move(key);
    s.type = type;
    s.default_value = std::move(default_value);
    s.help = std::move(help);
    s.affects_simulation = affects == Affects::Simulation;
    return s;
}

std::string quoted(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            case '\r': out += "\\r"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
                    out += buf;
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

std::string number_text(double v) {
    char buf[32];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    std::string text(buf, ec == std::errc() ? end : buf);
    // TOML reads "5" as an integer; a float needs a fraction or an exponent.
    if (text.find_first_of(".eni") == std::string::npos) text += ".0";
    return text;
}

}  // namespace

Setting bool_setting(std::string key, bool default_value, std::string help, Affects affects) {
    return make(std::move(key), SettingType::Bool, default_value, std::move(help), affects);
}

Setting int_setting(std::string key, std::int64_t default_value, std::int64_t min, std::int64_t max,
                    std::string help, Affects affects) {
    Setting s = make(std::move(key), SettingType::Int, default_value, std::move(help), affects);
    s.int_min = min;
    s.int_max = max;
    return s;
}

Setting double_setting(std::string key, double default_value, double min, double max, std::string help,
                       Affects affects) {
    Setting s = make(std::move(key), SettingType::Double, default_value, std::move(help), affects);
    s.double_min = min;
    s.double_max = max;
    return s;
}

Setting string_setting(std::string key, std::string default_value, std::string help) {
    return make(std::move(key), SettingType::String, std::move(default_value), std::move(help),
                Affects::Presentation);
}

Setting choice_setting(std::string key, std::string default_value, std::vector<std::string> choices,
                       std::string help, Affects affects) {
    Setting s = make(std::move(key), SettingType::String, std::move(default_value), std::move(help), affects);
    s.choices = std::move(choices);
    return s;
}

Setting bindings_setting(std::string key, Bindings default_value, std::string help) {
    return make(std::move(key), SettingType::Bindings, std::move(default_value), std::move(help),
                Affects::Presentation);
}

bool holds_type(const Value& value, SettingType type) {
    return value.index() == static_cast<std::size_t>(type);
}

std::optional<std::string> check_value(const Setting& setting, const Value& value) {
    switch (setting.type) {
        case SettingType::Bool:
            return std::nullopt;
        case SettingType::Int: {
            auto v = std::get<std::int64_t>(value);
            if (v < setting.int_min || v > setting.int_max) return "out of range";
            return std::nullopt;
        }
        case SettingType::Double: {
            auto v = std::get<double>(value);
            // Written so that NaN fails too.
            if (!(v >= setting.double_min && v <= setting.double_max)) return "out of range";
            return std::nullopt;
        }
        case SettingType::String: {
            if (setting.choices.empty()) return std::nullopt;
            const auto& v = std::get<std::string>(value);
            for (const auto& choice : setting.choices)
                if (v == choice) return std::nullopt;
            return "not one of the allowed values";
        }
        case SettingType::Bindings:
            for (const auto& name : std::get<Bindings>(value))
                if (!is_key_name(name)) return "unknown key name " + quoted(name);
            return std::nullopt;
    }
    return std::nullopt;
}

std::string describe_allowed(const Setting& setting) {
    switch (setting.type) {
        case SettingType::Bool:
            return "true or false";
        case SettingType::Int:
            return "an integer from " + std::to_string(setting.int_min) + " to " + std::to_string(setting.int_max);
        case SettingType::Double:
            return "a number from " + number_text(setting.double_min) + " to " + number_text(setting.double_max);
        case SettingType::String: {
            if (setting.choices.empty()) return "a string";
            std::string text = "one of ";
            for (std::size_t i = 0; i < setting.choices.size(); ++i)
                text += (i ? ", " : "") + quoted(setting.choices[i]);
            return text;
        }
        case SettingType::Bindings:
            return "a list of key names";
    }
    return {};
}

std::string to_toml(const Value& value) {
    struct Writer {
        std::string operator()(bool v) const { return v ? "true" : "false"; }
        std::string operator()(std::int64_t v) const { return std::to_string(v); }
        std::string operator()(double v) const { return number_text(v); }
        std::string operator()(const std::string& v) const { return quoted(v); }
        std::string operator()(const Bindings& v) const {
            std::string text = "[";
            for (std::size_t i = 0; i < v.size(); ++i) text += (i ? ", " : "") + quoted(v[i]);
            return text + "]";
        }
    };
    return std::visit(Writer{}, value);
}

}  // namespace config
