#include "assets/text_lexer.h"

#include <cctype>
#include <charconv>

namespace assets {

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}
std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}
bool same_word(std::string_view a, std::string_view b) { return upper(a) == upper(b); }

std::optional<int> parse_int(std::string_view s) {
    int value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return value;
}

Token Lexer::next() {
    skip_space_and_comments();
    Token t;
    t.line = line_;
    t.column = column_;
    if (bad_comment_) {
        bad_comment_ = false;
        t.line = comment_line_;
        t.column = comment_column_;
        t.kind = Token::Kind::Bad;
        t.text = "a /* comment is never closed";
        return t;
    }
    if (pos_ >= text_.size()) return t;
    const char c = text_[pos_];
    if (c == '"') {
        advance();
        t.kind = Token::Kind::String;
        while (pos_ < text_.size() && text_[pos_] != '"') {
            if (text_[pos_] == '\\' && pos_ + 1 < text_.size() && (text_[pos_ + 1] == '"' || text_[pos_ + 1] == '\\'))
                advance();
            t.text += text_[pos_];
            advance();
        }
        if (pos_ >= text_.size()) {
            t.kind = Token::Kind::Bad;
            t.text = "a string is never closed";
            return t;
        }
        advance();
        return t;
    }
    if (c == '{' || c == '}' || c == '=' || c == ',') {
        advance();
        t.kind = Token::Kind::Symbol;
        t.text = std::string(1, c);
        return t;
    }
    if (word_char(c)) {
        t.kind = Token::Kind::Word;
        while (pos_ < text_.size() && word_char(text_[pos_])) {
            t.text += text_[pos_];
            advance();
        }
        return t;
    }
    advance();
    t.kind = Token::Kind::Bad;
    t.text = "unexpected character '" + printable(c) + "'";
    return t;
}

bool Lexer::word_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '+' || c == '.' ||
           c == '$' || c == '!';
}
std::string Lexer::printable(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 32 && u < 127) return std::string(1, c);
    constexpr char kHex[] = "0123456789abcdef";
    return std::string("\\x") + kHex[u >> 4] + kHex[u & 15];
}
void Lexer::advance() {
    if (text_[pos_] == '\n') {
        ++line_;
        column_ = 1;
    } else {
        ++column_;
    }
    ++pos_;
}
void Lexer::skip_space_and_comments() {
    while (pos_ < text_.size()) {
        const char c = text_[pos_];
        if (std::isspace(static_cast<unsigned char>(c)) || c == '\0') {
            advance();
        } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
            while (pos_ < text_.size() && text_[pos_] != '\n') advance();
        } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '*') {
            comment_line_ = line_;
            comment_column_ = column_;
            advance();
            advance();
            while (pos_ < text_.size() && !(text_[pos_] == '*' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/'))
                advance();
            if (pos_ >= text_.size()) {
                bad_comment_ = true;
                return;
            }
            advance();
            advance();
        } else {
            return;
        }
    }
}

}  // namespace assets
