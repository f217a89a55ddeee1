#pragma once
// Current values of every declared setting. Getters and setters name a
// setting by its dotted key; an unknown key or a getter of the wrong type is
// a programming error (std::logic_error), a disallowed value is bad input
// (base::Error).
#include <string>
#include <string_view>
#include <vector>

#include "config/schema.h"
#include "config/setting.h"

namespace config {

class Settings {
public:
    // Every setting at its default. The schema must outlive the Settings.
    explicit Settings(const Schema& schema = builtin_schema());

    const Schema& schema() const { return *schema_; }

    bool get_bool(std::string_view key) const;
    int get_int(std::string_view key) const;
    double get_double(std::string_view key) const;
    const std::string& get_string(std::string_view key) const;
    const Bindings& get_bindings(std::string_view key) const;
    const Value& get(std::string_view key) const;

    // Throws base::Error naming the key, the value and what is allowed; the
    // setting keeps its value then. A value of the wrong type is std::logic_error.
    void set(std::string_view key, Value value);
    void set_bool(std::string_view key, bool value) { set(key, Value(value)); }
    void set_int(std::string_view key, std::int64_t value) { set(key, Value(value)); }
    void set_double(std::string_view key, double value) { set(key, Value(value)); }
    void set_string(std::string_view key, std::string value) { set(key, Value(std::move(value))); }
    void set_bindings(std::string_view key, Bindings value) { set(key, Value(std::move(value))); }

    bool is_default(std::string_view key) const;

    friend bool operator==(const Settings& a, const Settings& b) {
        return a.schema_ == b.schema_ && a.values_ == b.values_;
    }

private:
    std::size_t index(std::string_view key) const;
    const Value& typed(std::string_view key, SettingType type) const;

    const Schema* schema_;
    std::vector<Value> values_;  // in schema order
};

}  // namespace config
