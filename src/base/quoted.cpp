#include "base/quoted.h"

namespace base {

std::string quoted(std::string_view text, std::size_t most) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "'";
    for (std::size_t i = 0; i < text.size() && i < most; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c >= 0x7f) {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += static_cast<char>(c);
        }
    }
    out += "'";
    if (text.size() > most) out += "... (" + std::to_string(text.size()) + " characters)";
    return out;
}

}  // namespace base
