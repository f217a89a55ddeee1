#pragma once
// Text from a file as a message quotes it: in single quotes, control and
// non-ASCII bytes escaped (\x01), cut short with its length after `most`
// characters, so a hostile name or line cannot flood or garble the log.
#include <cstddef>
#include <string>
#include <string_view>

namespace base {

std::string quoted(std::string_view text, std::size_t most = 60);

}  // namespace base
