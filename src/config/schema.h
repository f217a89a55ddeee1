#pragma once
// The set of declared settings, grouped by TOML table in the order they are
// documented. Each group is owned and declared by one subsystem.
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "config/setting.h"

namespace config {

struct SettingGroup {
    std::string table;  // "video"; every key in the group is "video.<name>"
    std::string title;  // one line for the documentation
    std::string help;   // optional longer text for the documentation
    std::vector<Setting> settings;
};

class Schema {
public:
    // Checks the declarations (bare-key names, keys inside their group's table,
    // no duplicates, defaults allowed by their own ranges) and throws
    // std::logic_error on a mistake: a bad declaration is a programming error.
    explicit Schema(std::vector<SettingGroup> groups);

    const std::vector<SettingGroup>& groups() const { return groups_; }
    std::size_t size() const { return flat_.size(); }
    const Setting& at(std::size_t index) const;

    // The setting's position (0 .. size()-1), or nothing for an unknown key.
    std::optional<std::size_t> find(std::string_view key) const;
    bool has_table(std::string_view table) const;

private:
    std::vector<SettingGroup> groups_;
    std::vector<std::pair<std::size_t, std::size_t>> flat_;  // (group, setting) by index
    std::map<std::string, std::size_t, std::less<>> index_;
};

// Every setting Brimstone declares.
const Schema& builtin_schema();

}  // namespace config
