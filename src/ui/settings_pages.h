#pragma once
// The settings pages beyond the original's menus, generated from the
// config declarations (no setting is listed by hand): a page of the
// groups, then one per group with each setting and its value. Left and
// Right change a value within its declared range (a switch flips, a
// choice cycles, a number steps); Enter on a key binding waits for the
// next key pressed ("press a key") and makes it the binding's only key;
// text settings (paths) are shown, not edited. Each change is handed back
// so the play loop applies it at once and writes it to brimstone.toml.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/schema.h"
#include "config/settings.h"
#include "ui/menu.h"

namespace ui {

class SettingsPages {
public:
    explicit SettingsPages(const config::Schema& schema) : schema_(schema) {}

    bool active() const { return active_; }
    void open();
    void close() { active_ = false; }
    bool waiting_for_key() const { return waiting_for_key_; }

    // One key: `input` as the menus read it, `key_name` its name (for a
    // binding being set). Returns the key of the setting changed in
    // `settings`, if one was.
    std::optional<std::string> respond(const MenuInput& input, std::string_view key_name,
                                       config::Settings& settings);

    struct Line {
        std::string text;
        bool selected = false;
    };
    std::string title() const;
    // The page's lines, at most `rows` of them around the cursor.
    std::vector<Line> lines(const config::Settings& settings, int rows) const;

private:
    const config::SettingGroup* group() const;
    std::optional<std::string> change(const config::Setting& setting, int direction, config::Settings& settings);

    const config::Schema& schema_;
    bool active_ = false;
    std::optional<std::size_t> group_;  // the group page shown; none: the list of groups
    std::size_t cursor_ = 0;
    std::size_t group_cursor_ = 0;
    bool waiting_for_key_ = false;
};

// A value as the pages show it: ON/OFF, numbers, choices, key lists.
std::string value_text(const config::Value& value);

}  // namespace ui
