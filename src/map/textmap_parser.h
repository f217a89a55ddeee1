#pragma once
// Parses a UDMF 1.1 TEXTMAP lump into its global assignments and blocks,
// without knowing what any field means (udmf_map_loader.h does that).
//
// Names, strings and keywords are views into the lump text, so a parse
// allocates only its two arrays; the text must outlive the result.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace map::udmf {

enum class ValueKind { Integer, Float, String, Keyword };

struct Value {
    ValueKind kind = ValueKind::Integer;
    std::int64_t integer = 0;  // Integer; Float holds its value truncated here too
    double number = 0;         // Float and Integer
    std::string_view text;     // String: between the quotes, escapes left in; Keyword: as written
};

// Where an assignment or block starts in the lump, 1-based.
struct Position {
    int line = 1, column = 1;
};

struct Assignment {
    std::string_view name;  // as written; compare case-insensitively
    Value value;
    Position at;
};

struct Block {
    std::string_view type;  // as written: "linedef", "Sector", ...
    Position at;
    std::size_t first = 0;  // its assignments: TextMap::fields[first, first + count)
    std::size_t count = 0;
};

struct TextMap {
    std::vector<Assignment> globals;
    std::vector<Block> blocks;
    std::vector<Assignment> fields;  // every block's assignments, block after block
};

// Throws base::Error "CONTEXT LINE:COLUMN: PROBLEM", CONTEXT naming the
// file, map and lump ("mod.wad: MAP01: TEXTMAP").
TextMap parse_textmap(std::string_view text, const std::string& context);

// The lump's first statement when it is a global assignment (where UDMF
// puts `namespace = "...";`), read without going further: a quick look at
// whose map it is. Nothing when it starts otherwise or is malformed there.
std::optional<Assignment> first_assignment(std::string_view text);

// A quoted string's text with its backslash escapes resolved (\" \\ and
// any other escaped character as itself).
std::string unescape(std::string_view quoted_text);

// ASCII case-insensitive equality, as UDMF identifiers and keywords compare.
bool same_name(std::string_view a, std::string_view b);

}  // namespace map::udmf
