#include "config/save.h"

#include <algorithm>

#include "base/error.h"
#include "base/file_io.h"
#include "config/documentation.h"
#include "config/toml_reading.h"

namespace config {
namespace {

// Maps toml++ source positions (1-based line, 1-based column counted in
// code points) to byte offsets in the text.
class Positions {
public:
    explicit Positions(std::string_view text) : text_(text) {
        line_starts_.push_back(0);
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] == '\n') line_starts_.push_back(i + 1);
    }

    std::size_t offset(const toml::source_position& p) const {
        if (p.line == 0 || p.line > line_starts_.size()) return text_.size();
        std::size_t i = line_starts_[p.line - 1];
        for (toml::source_index c = 1; c < p.column && i < text_.size(); ++c) {
            ++i;
            while (i < text_.size() && (static_cast<unsigned char>(text_[i]) & 0xC0) == 0x80) ++i;
        }
        return i;
    }

    // Where the line after `line` starts, or the end of the text.
    std::size_t after_line(std::size_t line) const {
        return line < line_starts_.size() ? line_starts_[line] : text_.size();
    }

private:
    std::string_view text_;
    std::vector<std::size_t> line_starts_;
};

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// Whether `table` was opened by a "[name]" header line, so keys can be added
// under it. Inline tables and tables made by dotted keys cannot be extended.
bool has_own_header(const toml::table& table, std::string_view name, std::string_view text, const Positions& at) {
    if (table.is_inline()) return false;
    std::size_t begin = at.offset(table.source().begin);
    if (begin >= text.size() || text[begin] != '[' || text.substr(begin, 2) == "[[") return false;
    std::size_t close = text.find(']', begin);
    return close != std::string_view::npos && trim(text.substr(begin + 1, close - begin - 1)) == name;
}

// The last line that belongs to a header table's own keys.
std::size_t last_line_of(const toml::table& table) {
    std::size_t last = table.source().begin.line;
    for (auto&& [key, node] : table) {
        // Sub-tables with their own headers live elsewhere in the file.
        if (node.is_table() && !node.as_table()->is_inline()) continue;
        last = std::max<std::size_t>(last, node.source().end.line);
    }
    return last;
}

struct Edit {
    std::size_t begin, end;
    std::string text;
};

class Editor {
public:
    Editor(std::string_view original, const Settings& settings) : text_(original), at_(original), settings_(settings) {}

    std::string run(const toml::table& root) {
        for (const SettingGroup& group : settings_.schema().groups()) group_edits(root, group);
        return apply();
    }

private:
    void group_edits(const toml::table& root, const SettingGroup& group) {
        const toml::node* table_node = root.get(group.table);
        const toml::table* table = table_node ? table_node->as_table() : nullptr;
        std::string missing;
        for (const Setting& s : group.settings) {
            const Value& current = settings_.get(s.key);
            const toml::node* node = table ? table->get(s.key.substr(group.table.size() + 1)) : nullptr;
            if (node) {
                if (value_from_toml(s, *node) != current)
                    edits_.push_back({at_.offset(node->source().begin), at_.offset(node->source().end),
                                      to_toml(current)});
            } else if (current != s.default_value) {
                missing += s.key.substr(group.table.size() + 1) + " = " + to_toml(current) + "\n";
            }
        }
        if (missing.empty()) return;
        if (table && has_own_header(*table, group.table, text_, at_))
            insert(at_.after_line(last_line_of(*table)), missing);
        else
            new_tables_ += "\n[" + group.table + "]\n" + missing;
    }

    void insert(std::size_t offset, std::string text) {
        if (offset == text_.size())
            tail_ += text;
        else
            edits_.push_back({offset, offset, std::move(text)});
    }

    std::string apply() {
        std::stable_sort(edits_.begin(), edits_.end(), [](const Edit& a, const Edit& b) { return a.begin < b.begin; });
        std::string out;
        std::size_t pos = 0;
        for (const Edit& e : edits_) {
            out.append(text_.substr(pos, e.begin - pos));
            out += e.text;
            pos = e.end;
        }
        out.append(text_.substr(pos));
        // Additions to the last table come before new tables, or they would
        // land inside the first new one.
        std::string tail = tail_ + new_tables_;
        if (!tail.empty() && !out.empty() && out.back() != '\n') out += '\n';
        return out + tail;
    }

    std::string_view text_;
    Positions at_;
    const Settings& settings_;
    std::vector<Edit> edits_;
    std::string tail_, new_tables_;
};

}  // namespace

std::string update_config_text(std::string_view original, const Settings& settings, const std::string& file_name) {
    toml::table root;
    try {
        root = parse_toml(original, file_name);
    } catch (const toml::parse_error& e) {
        throw base::Error(file_name + ":" + std::to_string(e.source().begin.line) + ":" +
                          std::to_string(e.source().begin.column) + ": syntax error (" +
                          std::string(e.description()) + "); not saving over it");
    }
    std::string updated = Editor(original, settings).run(root);

    Settings reread(settings.schema());
    auto diagnostics = read_settings(reread, updated, file_name);
    bool broken = std::any_of(diagnostics.begin(), diagnostics.end(),
                              [](const Diagnostic& d) { return d.severity == Severity::Error; });
    if (broken || reread != settings)
        throw base::Error(file_name + ": cannot update the settings in place (a layout such as an inline table "
                          "that keys cannot be added to); file left unchanged");
    return updated;
}

void save_config(const Settings& settings, const std::filesystem::path& path) {
    std::error_code ec;
    bool exists = std::filesystem::exists(path, ec);
    if (ec) throw base::Error(path.string() + ": cannot check: " + ec.message());
    std::string original = exists ? base::read_text_file(path) : default_config_toml(settings.schema());
    std::string updated = update_config_text(original, settings, path.string());
    if (exists && updated == original) return;
    if (path.has_parent_path()) {
        std::filesystem::create_directories(path.parent_path(), ec);
        if (ec) throw base::Error(path.parent_path().string() + ": cannot create folder: " + ec.message());
    }
    base::write_file_atomic(path, updated);
}

}  // namespace config
