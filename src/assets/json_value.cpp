#include "assets/json_value.h"

#include <charconv>
#include <cstdint>
#include <stdexcept>

#include "base/quoted.h"

namespace assets {

const JsonValue* JsonValue::member(std::string_view name) const {
    const JsonObject* o = object();
    if (!o) return nullptr;
    for (const auto& [key, v] : *o)
        if (key == name) return &v;
    return nullptr;
}

namespace {

struct Stop : std::runtime_error {
    int line, column;
    Stop(const std::string& why, int l, int c) : std::runtime_error(why), line(l), column(c) {}
};

class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    JsonValue document() {
        skip_space();
        JsonValue v = value(0);
        skip_space();
        if (at_ < text_.size()) fail("text after the document's value");
        return v;
    }

private:
    std::string_view text_;
    std::size_t at_ = 0;
    int line_ = 1, column_ = 1;

    [[noreturn]] void fail(const std::string& why) const { throw Stop(why, line_, column_); }

    bool more() const { return at_ < text_.size(); }
    char peek() const { return text_[at_]; }
    char take() {
        const char c = text_[at_++];
        if (c == '\n') {
            ++line_;
            column_ = 1;
        } else {
            ++column_;
        }
        return c;
    }
    void skip_space() {
        while (more() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')) take();
    }
    void expect(char c, const char* what) {
        if (!more() || peek() != c) fail(std::string("expected ") + what);
        take();
    }

    JsonValue value(int depth) {
        if (!more()) fail("expected a value, found the end of the text");
        JsonValue v;
        v.line = line_;
        v.column = column_;
        const char c = peek();
        if (c == '{' || c == '[') {
            if (depth >= kJsonMostDepth) fail("nested deeper than " + std::to_string(kJsonMostDepth) + " levels");
            if (c == '{')
                v.value = object(depth + 1);
            else
                v.value = array(depth + 1);
        } else if (c == '"') {
            v.value = string();
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            v.value = number();
        } else if (word("true")) {
            v.value = true;
        } else if (word("false")) {
            v.value = false;
        } else if (word("null")) {
            v.value = nullptr;
        } else {
            fail("unexpected character " + base::quoted(std::string_view(&c, 1)));
        }
        return v;
    }

    bool word(std::string_view w) {
        if (text_.substr(at_, w.size()) != w) return false;
        for (std::size_t i = 0; i < w.size(); ++i) take();
        return true;
    }

    JsonObject object(int depth) {
        JsonObject members;
        take();  // {
        skip_space();
        if (more() && peek() == '}') {
            take();
            return members;
        }
        for (;;) {
            skip_space();
            if (!more() || peek() != '"') fail("expected a member's name in quotes");
            std::string key = string();
            skip_space();
            expect(':', "':' after a member's name");
            skip_space();
            members.push_back({std::move(key), value(depth)});
            skip_space();
            if (more() && peek() == ',') {
                take();
                continue;
            }
            expect('}', "',' or '}' after an object's member");
            return members;
        }
    }

    JsonArray array(int depth) {
        JsonArray items;
        take();  // [
        skip_space();
        if (more() && peek() == ']') {
            take();
            return items;
        }
        for (;;) {
            skip_space();
            items.push_back(value(depth));
            skip_space();
            if (more() && peek() == ',') {
                take();
                continue;
            }
            expect(']', "',' or ']' after an array's item");
            return items;
        }
    }

    unsigned hex4() {
        unsigned code = 0;
        for (int i = 0; i < 4; ++i) {
            if (!more()) fail("a \\u escape ends early");
            const char c = take();
            code <<= 4;
            if (c >= '0' && c <= '9') code |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f') code |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') code |= static_cast<unsigned>(c - 'A' + 10);
            else fail("a \\u escape needs four hexadecimal digits");
        }
        return code;
    }

    static void append_utf8(std::string& out, std::uint32_t code) {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xc0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3f));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xe0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (code & 0x3f));
        } else {
            out += static_cast<char>(0xf0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3f));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (code & 0x3f));
        }
    }

    std::string string() {
        std::string out;
        take();  // "
        for (;;) {
            if (!more()) fail("a string is not closed");
            if (static_cast<unsigned char>(peek()) < 0x20) fail("a control character inside a string");
            const char c = take();
            if (c == '"') return out;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (!more()) fail("a string is not closed");
            const int escape_line = line_, escape_column = column_;
            switch (const char e = take()) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    std::uint32_t code = hex4();
                    if (code >= 0xdc00 && code <= 0xdfff) fail("a \\u escape is a lone low surrogate");
                    if (code >= 0xd800 && code <= 0xdbff) {
                        if (!word("\\u")) fail("a high surrogate without its low one");
                        const std::uint32_t low = hex4();
                        if (low < 0xdc00 || low > 0xdfff) fail("a high surrogate without its low one");
                        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                    }
                    append_utf8(out, code);
                    break;
                }
                default: throw Stop("unknown escape " + base::quoted(std::string{'\\', e}), escape_line, escape_column);
            }
        }
    }

    double number() {
        const std::size_t start = at_;
        const auto digits = [&] {
            const std::size_t from = at_;
            while (more() && peek() >= '0' && peek() <= '9') take();
            return at_ - from;
        };
        if (peek() == '-') take();
        if (!more() || peek() < '0' || peek() > '9') fail("a number needs a digit");
        if (peek() == '0') {
            take();
            if (more() && peek() >= '0' && peek() <= '9') fail("a number may not start with 0");
        } else {
            digits();
        }
        if (more() && peek() == '.') {
            take();
            if (digits() == 0) fail("a number needs a digit after '.'");
        }
        if (more() && (peek() == 'e' || peek() == 'E')) {
            take();
            if (more() && (peek() == '+' || peek() == '-')) take();
            if (digits() == 0) fail("a number needs a digit in its exponent");
        }
        double result = 0;
        const auto [end, ec] = std::from_chars(text_.data() + start, text_.data() + at_, result);
        if (ec == std::errc::result_out_of_range || end != text_.data() + at_) fail("a number out of range");
        return result;
    }
};

}  // namespace

JsonResult parse_json(std::string_view text) {
    JsonResult r;
    try {
        r.value = Reader(text).document();
    } catch (const Stop& s) {
        r.line = s.line;
        r.column = s.column;
        r.error = s.what();
    }
    return r;
}

}  // namespace assets
