#include "config/toml_depth.h"

#include <utility>

namespace config {
namespace {

// Walks the text as TOML's lexer would only as far as depth is concerned:
// strings and comments are skipped; dots are counted in keys (a line's key
// or [table] header, and each key of an inline table: after '{' or ',' up to
// '='); brackets and braces are counted everywhere.
class DepthScanner {
public:
    explicit DepthScanner(std::string_view text) : text_(text) {}

    std::optional<TomlDepthProblem> scan() {
        while (at_ < text_.size()) {
            const char c = text_[at_];
            if (c == '\n') {
                newline();
                continue;
            }
            if (c == '#') {
                while (at_ < text_.size() && text_[at_] != '\n') ++at_;
                continue;
            }
            if (c == '"' || c == '\'') {
                skip_string(c);
                continue;
            }
            if (in_key_ && c == '.' && ++dots_ > kMostTomlDepth)
                return problem("a key with more than " + std::to_string(kMostTomlDepth) + " dotted parts");
            if (c == '=') in_key_ = false;
            if (c == ',' || c == '{') start_key();
            if (c == '[' || c == '{') {
                if (++nesting_ > kMostTomlDepth)
                    return problem("arrays or tables nested more than " + std::to_string(kMostTomlDepth) + " deep");
            }
            if ((c == ']' || c == '}') && nesting_ > 0) --nesting_;
            ++at_;
        }
        return std::nullopt;
    }

private:
    void start_key() {
        in_key_ = true;
        dots_ = 0;
    }

    // Inside a value's brackets a new line does not end the value.
    void newline() {
        ++at_;
        ++line_;
        line_start_ = at_;
        if (nesting_ == 0) start_key();
    }

    void skip_string(char quote) {
        const bool triple = text_.substr(at_, 3) == std::string(3, quote);
        at_ += triple ? 3 : 1;
        while (at_ < text_.size()) {
            const char c = text_[at_];
            if (c == '\\' && quote == '"') {
                at_ += 2;
                continue;
            }
            if (triple ? text_.substr(at_, 3) == std::string(3, quote) : c == quote) {
                at_ += triple ? 3 : 1;
                return;
            }
            if (c == '\n') {
                if (!triple) return;  // toml++ reports the unterminated string itself
                ++line_;
                line_start_ = at_ + 1;
            }
            ++at_;
        }
    }

    TomlDepthProblem problem(std::string what) const {
        return {line_, static_cast<int>(at_ - line_start_) + 1, std::move(what)};
    }

    std::string_view text_;
    std::size_t at_ = 0;
    std::size_t line_start_ = 0;
    int line_ = 1;
    int dots_ = 0;
    int nesting_ = 0;
    bool in_key_ = true;
};

}  // namespace

std::optional<TomlDepthProblem> find_excessive_depth(std::string_view text) { return DepthScanner(text).scan(); }

}  // namespace config
