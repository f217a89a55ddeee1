#include "map/textmap_parser.h"

#include <charconv>

#include "base/error.h"
#include "base/quoted.h"

namespace map::udmf {
namespace {

bool is_identifier_start(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
bool is_identifier_char(char c) { return is_identifier_start(c) || (c >= '0' && c <= '9'); }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
// The grammar's keyword: [^{}();"'\n\t ]+ (a carriage return ends one too).
bool is_keyword_char(char c) {
    return !is_space(c) && c != '{' && c != '}' && c != '(' && c != ')' && c != ';' && c != '"' && c != '\'' &&
           c != '=';
}
bool is_number_start(char c) { return (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.'; }

class Parser {
public:
    Parser(std::string_view text, const std::string& context) : text_(text), context_(context) {}

    std::optional<Assignment> first_assignment() {
        skip_blank();
        const Position at = here();
        if (!is_identifier_start(peek())) return std::nullopt;
        const std::string_view name = identifier("a global assignment");
        skip_blank();
        if (peek() != '=') return std::nullopt;
        return assignment(name, at);
    }

    TextMap parse() {
        TextMap map;
        // A Freedoom II map converted to UDMF averages about 12 bytes per field.
        map.fields.reserve(text_.size() / 12);
        map.blocks.reserve(text_.size() / 80);
        for (skip_blank(); pos_ < text_.size(); skip_blank()) {
            const Position at = here();
            const std::string_view name = identifier("a block or a global assignment");
            skip_blank();
            if (peek() == '{') {
                ++pos_;
                Block block{name, at, map.fields.size(), 0};
                for (skip_blank(); peek() != '}'; skip_blank()) {
                    if (pos_ >= text_.size())
                        fail(here(), "the " + describe(name) + " block that starts at " + where(at) +
                                         " has no closing '}'");
                    const Position field_at = here();
                    map.fields.push_back(assignment(identifier("a field name or '}'"), field_at));
                }
                ++pos_;
                block.count = map.fields.size() - block.first;
                map.blocks.push_back(block);
            } else if (peek() == '=') {
                map.globals.push_back(assignment(name, at));
            } else {
                fail(here(), "expected '{' or '=' after " + describe(name) + ", found " + found());
            }
        }
        return map;
    }

private:
    char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
    Position here() const { return {line_, static_cast<int>(pos_ - line_start_) + 1}; }
    static std::string where(Position p) { return std::to_string(p.line) + ":" + std::to_string(p.column); }
    static std::string describe(std::string_view name) { return base::quoted(name); }

    std::string found() const {
        if (pos_ >= text_.size()) return "the end of the lump";
        std::size_t end = pos_ + 1;
        while (end < text_.size() && end < pos_ + 20 && is_keyword_char(text_[end]) && is_keyword_char(text_[pos_]))
            ++end;
        return describe(text_.substr(pos_, end - pos_));
    }

    [[noreturn]] void fail(Position at, const std::string& problem) const {
        throw base::Error(context_ + " " + where(at) + ": " + problem);
    }

    void newline_at(std::size_t i) {
        ++line_;
        line_start_ = i + 1;
    }

    // Whitespace and both kinds of comment.
    void skip_blank() {
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '\n') {
                newline_at(pos_++);
            } else if (is_space(c)) {
                ++pos_;
            } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
                while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
            } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '*') {
                const Position at = here();
                const std::size_t end = text_.find("*/", pos_ + 2);
                if (end == std::string_view::npos) fail(at, "a comment that starts here is never closed with */");
                for (std::size_t i = pos_; i < end; ++i)
                    if (text_[i] == '\n') newline_at(i);
                pos_ = end + 2;
            } else {
                return;
            }
        }
    }

    std::string_view identifier(const char* expected) {
        if (!is_identifier_start(peek())) fail(here(), std::string("expected ") + expected + ", found " + found());
        const std::size_t start = pos_;
        while (pos_ < text_.size() && is_identifier_char(text_[pos_])) ++pos_;
        return text_.substr(start, pos_ - start);
    }

    // NAME has been read; expects "= value ;".
    Assignment assignment(std::string_view name, Position at) {
        skip_blank();
        if (peek() != '=') fail(here(), "expected '=' after " + describe(name) + ", found " + found());
        ++pos_;
        skip_blank();
        Assignment a{name, value(name), at};
        skip_blank();
        if (peek() != ';')
            fail(here(), "expected ';' after the value of " + describe(name) + ", found " + found());
        ++pos_;
        return a;
    }

    Value value(std::string_view name) {
        const char c = peek();
        if (c == '"') return quoted_string(name);
        if (is_number_start(c)) return number(name);
        if (pos_ < text_.size() && is_keyword_char(c)) {
            const std::size_t start = pos_;
            while (pos_ < text_.size() && is_keyword_char(text_[pos_])) ++pos_;
            return Value{ValueKind::Keyword, 0, 0, text_.substr(start, pos_ - start)};
        }
        fail(here(), "expected a value for " + describe(name) + ", found " + found());
    }

    Value quoted_string(std::string_view name) {
        const Position at = here();
        const std::size_t start = ++pos_;
        while (pos_ < text_.size() && text_[pos_] != '"') {
            if (text_[pos_] == '\\') ++pos_;
            if (pos_ < text_.size() && text_[pos_] == '\n') newline_at(pos_);
            ++pos_;
        }
        if (pos_ >= text_.size()) fail(at, "the string value of " + describe(name) + " is never closed with '\"'");
        return Value{ValueKind::String, 0, 0, text_.substr(start, pos_++ - start)};
    }

    Value number(std::string_view name) {
        const Position at = here();
        const std::size_t start = pos_;
        while (pos_ < text_.size() && is_keyword_char(text_[pos_])) ++pos_;
        const std::string_view word = text_.substr(start, pos_ - start);
        std::string_view digits = word;
        const bool negative = !digits.empty() && digits.front() == '-';
        if (!digits.empty() && (digits.front() == '+' || digits.front() == '-')) digits.remove_prefix(1);
        const auto bad = [&]() -> Value {
            fail(at, "the value of " + describe(name) + " is not a number: " + describe(word));
        };
        if (digits.empty()) return bad();
        Value v;
        const char* first = digits.data();
        const char* last = digits.data() + digits.size();
        std::from_chars_result r{};
        if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
            std::uint64_t magnitude = 0;
            r = std::from_chars(first + 2, last, magnitude, 16);
            if (r.ec != std::errc() || magnitude > static_cast<std::uint64_t>(INT64_MAX)) return bad();
            v.integer = static_cast<std::int64_t>(magnitude);
            v.kind = ValueKind::Integer;
        } else if (digits.find_first_of(".eE") != std::string_view::npos) {
            r = std::from_chars(first, last, v.number);
            if (r.ec != std::errc() || !(v.number > -1e18 && v.number < 1e18)) return bad();
            v.kind = ValueKind::Float;
            v.integer = static_cast<std::int64_t>(v.number);
        } else {
            std::uint64_t magnitude = 0;
            r = std::from_chars(first, last, magnitude, 10);
            if (r.ec != std::errc() || magnitude > static_cast<std::uint64_t>(INT64_MAX)) return bad();
            v.integer = static_cast<std::int64_t>(magnitude);
            v.kind = ValueKind::Integer;
        }
        if (r.ptr != last) return bad();
        if (negative) {
            v.integer = -v.integer;
            v.number = -v.number;
        }
        if (v.kind == ValueKind::Integer) v.number = static_cast<double>(v.integer);
        return v;
    }

    std::string_view text_;
    const std::string& context_;
    std::size_t pos_ = 0;
    int line_ = 1;
    std::size_t line_start_ = 0;
};

}  // namespace

TextMap parse_textmap(std::string_view text, const std::string& context) { return Parser(text, context).parse(); }

std::optional<Assignment> first_assignment(std::string_view text) {
    const std::string context = "TEXTMAP";
    try {
        return Parser(text, context).first_assignment();
    } catch (const base::Error&) {
        return std::nullopt;  // malformed: the map's loading names the problem
    }
}

std::string unescape(std::string_view quoted_text) {
    std::string out;
    out.reserve(quoted_text.size());
    for (std::size_t i = 0; i < quoted_text.size(); ++i) {
        if (quoted_text[i] == '\\' && i + 1 < quoted_text.size()) ++i;
        out += quoted_text[i];
    }
    return out;
}

bool same_name(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
        if (x != y) return false;
    }
    return true;
}

}  // namespace map::udmf
