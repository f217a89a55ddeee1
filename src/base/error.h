#pragma once
// One error type for every recoverable failure caused by bad input.
// The message always names the file, the lump or line, and the problem.
#include <stdexcept>
#include <string>

namespace base {

class Error : public std::runtime_error {
public:
    explicit Error(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace base
