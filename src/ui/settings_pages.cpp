#include "ui/settings_pages.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ui {

std::string value_text(const config::Value& value) {
    if (const bool* b = std::get_if<bool>(&value)) return *b ? "on" : "off";
    if (const std::int64_t* i = std::get_if<std::int64_t>(&value)) return std::to_string(*i);
    if (const double* d = std::get_if<double>(&value)) {
        char text[32];
        std::snprintf(text, sizeof text, "%.2f", *d);
        return text;
    }
    if (const std::string* s = std::get_if<std::string>(&value)) return s->empty() ? "(none)" : *s;
    const auto& keys = std::get<config::Bindings>(value);
    std::string text;
    for (const std::string& key : keys) text += (text.empty() ? "" : " ") + key;
    return text.empty() ? "(none)" : text;
}

void SettingsPages::open() {
    active_ = true;
    group_.reset();
    waiting_for_key_ = false;
}

const config::SettingGroup* SettingsPages::group() const {
    return group_ ? &schema_.groups()[*group_] : nullptr;
}

std::string SettingsPages::title() const {
    return group() ? group()->title : "Settings";
}

std::optional<std::string> SettingsPages::change(const config::Setting& setting, int direction,
                                                 config::Settings& settings) {
    const config::Value& now = settings.get(setting.key);
    config::Value next = now;
    switch (setting.type) {
        case config::SettingType::Bool: next = !std::get<bool>(now); break;
        case config::SettingType::Int:
            next = std::clamp<std::int64_t>(std::get<std::int64_t>(now) + direction, setting.int_min, setting.int_max);
            break;
        case config::SettingType::Double: {
            // Twenty steps across the range, kept on the step grid.
            const double step = (setting.double_max - setting.double_min) / 20.0;
            const double value = std::get<double>(now) + direction * step;
            next = std::clamp(std::round(value / step) * step, setting.double_min, setting.double_max);
            break;
        }
        case config::SettingType::String: {
            if (setting.choices.empty()) return std::nullopt;
            const auto at = std::find(setting.choices.begin(), setting.choices.end(), std::get<std::string>(now));
            const auto count = static_cast<std::ptrdiff_t>(setting.choices.size());
            const std::ptrdiff_t index = at == setting.choices.end() ? 0 : at - setting.choices.begin();
            next = setting.choices[static_cast<std::size_t>(((index + direction) % count + count) % count)];
            break;
        }
        case config::SettingType::Bindings: return std::nullopt;
    }
    if (next == now || config::check_value(setting, next)) return std::nullopt;
    settings.set(setting.key, next);
    return setting.key;
}

std::optional<std::string> SettingsPages::respond(const MenuInput& input, std::string_view key_name,
                                                  config::Settings& settings) {
    if (!active_) return std::nullopt;
    if (waiting_for_key_) {
        waiting_for_key_ = false;
        if (input.key == MenuKey::Escape) return std::nullopt;
        const config::Setting& setting = group()->settings[cursor_];
        settings.set(setting.key, config::Value(config::Bindings{std::string(key_name)}));
        return setting.key;
    }
    const std::size_t count = group() ? group()->settings.size() : schema_.groups().size();
    std::size_t& cursor = group() ? cursor_ : group_cursor_;
    switch (input.key) {
        case MenuKey::Up: cursor = cursor == 0 ? count - 1 : cursor - 1; break;
        case MenuKey::Down: cursor = cursor + 1 == count ? 0 : cursor + 1; break;
        case MenuKey::Escape:
        case MenuKey::Backspace:
            if (group_)
                group_.reset();
            else
                active_ = false;
            break;
        case MenuKey::Enter:
            if (!group()) {
                group_ = group_cursor_;
                cursor_ = 0;
                break;
            }
            if (group()->settings[cursor_].type == config::SettingType::Bindings) {
                waiting_for_key_ = true;
                break;
            }
            return change(group()->settings[cursor_], 1, settings);
        case MenuKey::Left:
        case MenuKey::Right:
            if (group()) return change(group()->settings[cursor_], input.key == MenuKey::Right ? 1 : -1, settings);
            break;
        case MenuKey::Character: break;
    }
    return std::nullopt;
}

std::vector<SettingsPages::Line> SettingsPages::lines(const config::Settings& settings, int rows) const {
    std::vector<Line> all;
    if (!group()) {
        for (std::size_t i = 0; i < schema_.groups().size(); ++i)
            all.push_back({schema_.groups()[i].title, i == group_cursor_});
    } else {
        for (std::size_t i = 0; i < group()->settings.size(); ++i) {
            const config::Setting& s = group()->settings[i];
            const std::string name = s.key.substr(s.key.find('.') + 1);
            const bool waiting = waiting_for_key_ && i == cursor_;
            all.push_back({name + ": " + (waiting ? std::string("press a key") : value_text(settings.get(s.key))),
                           i == cursor_});
        }
    }
    const std::size_t cursor = group() ? cursor_ : group_cursor_;
    const std::size_t shown = std::min(all.size(), static_cast<std::size_t>(std::max(rows, 1)));
    const std::size_t first = std::min(cursor >= shown / 2 ? cursor - shown / 2 : 0, all.size() - shown);
    return {all.begin() + static_cast<std::ptrdiff_t>(first),
            all.begin() + static_cast<std::ptrdiff_t>(first + shown)};
}

}  // namespace ui
