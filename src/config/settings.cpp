#include "config/settings.h"

#include <stdexcept>

#include "base/error.h"

namespace config {

Settings::Settings(const Schema& schema) : schema_(&schema) {
    values_.reserve(schema.size());
    for (std::size_t i = 0; i < schema.size(); ++i) values_.push_back(schema.at(i).default_value);
}

std::size_t Settings::index(std::string_view key) const {
    auto i = schema_->find(key);
    if (!i) throw std::logic_error("no setting named " + std::string(key) + " is declared");
    return *i;
}

const Value& Settings::typed(std::string_view key, SettingType type) const {
    std::size_t i = index(key);
    if (schema_->at(i).type != type) throw std::logic_error("setting " + std::string(key) + " read as the wrong type");
    return values_[i];
}

bool Settings::get_bool(std::string_view key) const { return std::get<bool>(typed(key, SettingType::Bool)); }

int Settings::get_int(std::string_view key) const {
    // The schema keeps every integer range within int.
    return static_cast<int>(std::get<std::int64_t>(typed(key, SettingType::Int)));
}

double Settings::get_double(std::string_view key) const { return std::get<double>(typed(key, SettingType::Double)); }

const std::string& Settings::get_string(std::string_view key) const {
    return std::get<std::string>(typed(key, SettingType::String));
}

const Bindings& Settings::get_bindings(std::string_view key) const {
    return std::get<Bindings>(typed(key, SettingType::Bindings));
}

const Value& Settings::get(std::string_view key) const { return values_[index(key)]; }

void Settings::set(std::string_view key, Value value) {
    std::size_t i = index(key);
    const Setting& setting = schema_->at(i);
    if (!holds_type(value, setting.type))
        throw std::logic_error("setting " + setting.key + " given a value of the wrong type");
    if (auto problem = check_value(setting, value))
        throw base::Error(setting.key + " = " + to_toml(value) + ": " + *problem + " (allowed: " +
                          describe_allowed(setting) + ")");
    values_[i] = std::move(value);
}

bool Settings::is_default(std::string_view key) const {
    std::size_t i = index(key);
    return values_[i] == schema_->at(i).default_value;
}

}  // namespace config
