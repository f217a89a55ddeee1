#pragma once
// Private to config/: a check that runs before toml++ sees a file. toml++
// parses dotted keys and nested arrays and inline tables recursively, so a
// hostile file ([a.a.a.… with 40 000 parts], or 100 000 '[') overflows the
// stack inside it. Real settings files nest a few levels at most.
#include <optional>
#include <string>
#include <string_view>

namespace config {

inline constexpr int kMostTomlDepth = 64;

struct TomlDepthProblem {
    int line = 0;  // 1-based
    int column = 0;
    std::string message;
};

// The first place where a key has more than kMostTomlDepth dotted parts or
// arrays and inline tables nest deeper than that; nothing when none does.
std::optional<TomlDepthProblem> find_excessive_depth(std::string_view text);

}  // namespace config
