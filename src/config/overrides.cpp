#include "config/overrides.h"

#include <charconv>
#include <optional>

#include "base/error.h"

namespace config {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

template <typename T>
std::optional<T> parse_number(std::string_view text) {
    T v{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return v;
}

std::optional<Value> parse_override_value(const Setting& setting, std::string_view text) {
    switch (setting.type) {
        case SettingType::Bool:
            if (text == "true" || text == "yes" || text == "on" || text == "1") return Value(true);
            if (text == "false" || text == "no" || text == "off" || text == "0") return Value(false);
            return std::nullopt;
        case SettingType::Int:
            if (auto v = parse_number<std::int64_t>(text)) return Value(*v);
            return std::nullopt;
        case SettingType::Double:
            if (auto v = parse_number<double>(text)) return Value(*v);
            return std::nullopt;
        case SettingType::String:
            return Value(std::string(text));
        case SettingType::Bindings: {
            Bindings keys;
            if (trim(text).empty()) return Value(keys);
            std::size_t start = 0;
            while (true) {
                std::size_t comma = text.find(',', start);
                keys.emplace_back(trim(text.substr(start, comma - start)));
                if (comma == std::string_view::npos) break;
                start = comma + 1;
            }
            return Value(std::move(keys));
        }
    }
    return std::nullopt;
}

}  // namespace

std::vector<Diagnostic> apply_overrides(Settings& settings, std::span<const std::string> overrides) {
    std::vector<Diagnostic> out;
    auto report = [&](const std::string& override_text, const std::string& problem) {
        out.push_back({Severity::Warning, "--set", 0, 0, override_text + ": " + problem});
    };
    for (const std::string& text : overrides) {
        std::size_t eq = text.find('=');
        if (eq == std::string::npos) {
            report(text, "expected table.name=value; ignored");
            continue;
        }
        std::string key(trim(std::string_view(text).substr(0, eq)));
        std::string_view value_text = trim(std::string_view(text).substr(eq + 1));
        auto index = settings.schema().find(key);
        if (!index) {
            report(text, "unknown setting " + key + "; ignored");
            continue;
        }
        const Setting& setting = settings.schema().at(*index);
        std::string keeping = "; keeping " + to_toml(settings.get(key));
        auto value = parse_override_value(setting, value_text);
        if (!value) {
            report(text, "expected " + describe_allowed(setting) + keeping);
            continue;
        }
        try {
            settings.set(key, std::move(*value));
        } catch (const base::Error& e) {
            report(text, e.what() + keeping);
        }
    }
    log_diagnostics(out);
    return out;
}

}  // namespace config
