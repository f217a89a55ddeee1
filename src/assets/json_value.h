#pragma once
// JSON (RFC 8259 / ISO/IEC 21778) as the ID24 lumps use it: a strict
// reader, since the JSON lump specification makes anything outside the
// standard (comments, trailing commas, bare words) an invalid document.
// Objects keep their members in order, duplicates included, so a caller
// can refuse them by name.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace assets {

struct JsonValue;
struct JsonMember;
using JsonArray = std::vector<JsonValue>;
using JsonObject = std::vector<JsonMember>;

struct JsonValue {
    // Where the value starts in the text, 1-based.
    int line = 0, column = 0;
    std::variant<std::nullptr_t, bool, double, std::string, JsonArray, JsonObject> value;

    bool is_null() const { return std::holds_alternative<std::nullptr_t>(value); }
    const bool* boolean() const { return std::get_if<bool>(&value); }
    const double* number() const { return std::get_if<double>(&value); }
    const std::string* string() const { return std::get_if<std::string>(&value); }
    const JsonArray* array() const { return std::get_if<JsonArray>(&value); }
    const JsonObject* object() const { return std::get_if<JsonObject>(&value); }
    // An object's member by name (the first of that name), or null.
    const JsonValue* member(std::string_view name) const;
};

struct JsonMember {
    std::string name;
    JsonValue value;
};

struct JsonResult {
    std::optional<JsonValue> value;
    // Where reading stopped and why, when it did.
    int line = 0, column = 0;
    std::string error;
};

// Reads one whole document: one value, with only whitespace around it.
// Nesting deeper than kJsonMostDepth is refused rather than recursed into.
JsonResult parse_json(std::string_view text);
inline constexpr int kJsonMostDepth = 64;

}  // namespace assets
