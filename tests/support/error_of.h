#pragma once
// The message of the base::Error a call throws, or "" when it throws none:
// the bad-input tests check what the one clear message says.
#include <string>

#include "base/error.h"

namespace test_support {

template <typename F>
std::string error_of(F&& call) {
    try {
        call();
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

}  // namespace test_support
