#include "config/toml_reading.h"

#include <algorithm>
#include <memory>
#include <sstream>

#include "base/error.h"
#include "config/toml_depth.h"

namespace config {
namespace {

std::string describe_node(const toml::node& node) {
    if (node.is_table()) return "a table";
    std::ostringstream out;
    node.visit([&](const auto& n) { out << n; });
    std::string text = out.str();
    constexpr std::size_t kLimit = 60;
    if (text.size() > kLimit) text = text.substr(0, kLimit) + "...";
    return text;
}

Diagnostic at(const std::string& file, const toml::source_region& where, std::string message) {
    return {Severity::Warning, file, static_cast<int>(where.begin.line), static_cast<int>(where.begin.column),
            std::move(message)};
}

class Reader {
public:
    Reader(Settings& settings, const std::string& file) : settings_(settings), file_(file) {}

    void table(const toml::table& tbl, const std::string& prefix) {
        for (auto&& [k, node] : tbl) {
            std::string key = prefix.empty() ? std::string(k.str()) : prefix + "." + std::string(k.str());
            const Schema& schema = settings_.schema();
            // A quoted key such as "video.width" is one name, not a path.
            bool quoted_dot = k.str().find('.') != std::string_view::npos;
            if (quoted_dot)
                out_.push_back(at(file_, k.source(), "unknown setting " + (prefix.empty() ? "" : prefix + ".") + "\"" +
                                                         std::string(k.str()) + "\", ignored"));
            else if (auto index = schema.find(key))
                setting(schema.at(*index), node);
            else if (schema.has_table(key) && node.is_table())
                table(*node.as_table(), key);
            else if (schema.has_table(key))
                out_.push_back(at(file_, node.source(), key + " should be a table of settings, not " +
                                                            describe_node(node) + "; ignored"));
            else
                out_.push_back(at(file_, k.source(), "unknown setting " + key + ", ignored"));
        }
    }

    std::vector<Diagnostic> take() {
        std::stable_sort(out_.begin(), out_.end(), [](const Diagnostic& a, const Diagnostic& b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
        return std::move(out_);
    }

private:
    void setting(const Setting& s, const toml::node& node) {
        std::string keeping = "; keeping " + to_toml(settings_.get(s.key));
        auto value = value_from_toml(s, node);
        if (!value) {
            out_.push_back(at(file_, node.source(), s.key + " = " + describe_node(node) + ": expected " +
                                                        describe_allowed(s) + keeping));
            return;
        }
        try {
            settings_.set(s.key, std::move(*value));
        } catch (const base::Error& e) {
            out_.push_back(at(file_, node.source(), e.what() + keeping));
        }
    }

    Settings& settings_;
    const std::string& file_;
    std::vector<Diagnostic> out_;
};

}  // namespace

std::optional<Value> value_from_toml(const Setting& setting, const toml::node& node) {
    // Built in place: GCC 12 warns falsely about moving a temporary variant into an optional.
    std::optional<Value> out;
    switch (setting.type) {
        case SettingType::Bool:
            if (auto v = node.value_exact<bool>()) out.emplace(*v);
            break;
        case SettingType::Int:
            if (auto v = node.value_exact<std::int64_t>()) out.emplace(*v);
            break;
        case SettingType::Double:
            if (auto v = node.value_exact<double>())
                out.emplace(*v);
            else if (auto i = node.value_exact<std::int64_t>())
                out.emplace(static_cast<double>(*i));
            break;
        case SettingType::String:
            if (auto v = node.value_exact<std::string>()) out.emplace(std::move(*v));
            break;
        case SettingType::Bindings:
            if (const toml::array* array = node.as_array()) {
                Bindings keys;
                for (const toml::node& element : *array) {
                    auto name = element.value_exact<std::string>();
                    if (!name) return std::nullopt;
                    keys.push_back(std::move(*name));
                }
                out.emplace(std::move(keys));
            }
            break;
    }
    return out;
}

toml::table parse_toml(std::string_view text, const std::string& file_name) {
    if (const auto deep = find_excessive_depth(text)) {
        const toml::source_position where{static_cast<toml::source_index>(deep->line),
                                          static_cast<toml::source_index>(deep->column)};
        throw toml::parse_error(deep->message.c_str(), where, std::make_shared<const std::string>(file_name));
    }
    return toml::parse(text, std::string_view(file_name));
}

std::vector<Diagnostic> read_settings(Settings& settings, std::string_view text, const std::string& file_name) {
    toml::table root;
    try {
        root = parse_toml(text, file_name);
    } catch (const toml::parse_error& e) {
        return {{Severity::Error, file_name, static_cast<int>(e.source().begin.line),
                 static_cast<int>(e.source().begin.column),
                 "syntax error: " + std::string(e.description()) + "; ignoring the whole file"}};
    }
    Reader reader(settings, file_name);
    reader.table(root, "");
    return reader.take();
}

}  // namespace config
