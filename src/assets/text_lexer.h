#pragma once
// The words, quoted strings and symbols of the community's text lumps
// (UMAPINFO, MUSINFO), with each token's line and column for messages.
// C-style comments are skipped: real lumps carry them.
#include <optional>
#include <string>
#include <string_view>

namespace assets {

std::string upper(std::string_view s);
std::string lower(std::string_view s);
bool same_word(std::string_view a, std::string_view b);  // case-insensitive
std::optional<int> parse_int(std::string_view s);        // the whole text, decimal

struct Token {
    enum class Kind { Word, String, Symbol, End, Bad } kind = Kind::End;
    std::string text;  // a word, a string's contents, the symbol, or what is wrong
    int line = 1, column = 1;
    bool is(char symbol) const { return kind == Kind::Symbol && text.size() == 1 && text[0] == symbol; }
    bool is_word(std::string_view word) const { return kind == Kind::Word && same_word(text, word); }
};

// Words (identifiers, map names, numbers), quoted strings, { } = , and the
// C-style comments real lumps carry though the specification has none.
class Lexer {
public:
    explicit Lexer(std::string_view text) : text_(text) {}
    Token next();

private:
    static bool word_char(char c);
    static std::string printable(char c);
    void advance();
    void skip_space_and_comments();

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1, column_ = 1;
    bool bad_comment_ = false;
    int comment_line_ = 0, comment_column_ = 0;  // where the last /* began
};

}  // namespace assets
