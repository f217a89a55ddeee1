#include "config/schema.h"

#include <limits>
#include <stdexcept>

namespace config {
namespace {

bool is_bare_key(std::string_view name) {
    if (name.empty()) return false;
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

void check_declaration(const SettingGroup& group, const Setting& s) {
    auto fail = [&](const std::string& problem) { throw std::logic_error("setting " + s.key + ": " + problem); };
    if (!s.key.starts_with(group.table + ".") || !is_bare_key(s.key.substr(group.table.size() + 1)))
        fail("key must be \"" + group.table + ".<name>\" with a lower-case bare name");
    if (!holds_type(s.default_value, s.type)) fail("default has the wrong type");
    if (auto problem = check_value(s, s.default_value)) fail("default is " + *problem);
    // Settings::get_int returns int.
    if (s.type == SettingType::Int && (s.int_min < std::numeric_limits<int>::min() || s.int_max > std::numeric_limits<int>::max()))
        fail("range does not fit an int");
    if (s.help.empty()) fail("has no help text");
}

}  // namespace

Schema::Schema(std::vector<SettingGroup> groups) : groups_(std::move(groups)) {
    for (std::size_t g = 0; g < groups_.size(); ++g) {
        const SettingGroup& group = groups_[g];
        if (!is_bare_key(group.table)) throw std::logic_error("settings table \"" + group.table + "\" is not a bare key");
        for (std::size_t earlier = 0; earlier < g; ++earlier)
            if (groups_[earlier].table == group.table)
                throw std::logic_error("settings table " + group.table + " declared twice");
        for (std::size_t i = 0; i < group.settings.size(); ++i) {
            const Setting& s = group.settings[i];
            check_declaration(group, s);
            if (!index_.emplace(s.key, flat_.size()).second) throw std::logic_error("setting " + s.key + " declared twice");
            flat_.emplace_back(g, i);
        }
    }
}

const Setting& Schema::at(std::size_t index) const {
    auto [g, i] = flat_.at(index);
    return groups_[g].settings[i];
}

std::optional<std::size_t> Schema::find(std::string_view key) const {
    auto it = index_.find(key);
    if (it == index_.end()) return std::nullopt;
    return it->second;
}

bool Schema::has_table(std::string_view table) const {
    for (const auto& group : groups_)
        if (group.table == table) return true;
    return false;
}

}  // namespace config
