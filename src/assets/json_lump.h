#pragma once
// The JSON lump wrapper every ID24 JSON lump shares: a root object of
// exactly `type`, `version`, `metadata` and `data`, the type the lump's
// reader expects and a version no newer than it knows.
#include <optional>
#include <string>
#include <string_view>

#include "assets/json_value.h"

namespace assets {

struct JsonLumpVersion {
    int major = 0, minor = 0, revision = 0;
    auto operator<=>(const JsonLumpVersion&) const = default;
};

// A reader's refusal of a lump: "1:1: ..." (line:column) and the reason.
struct JsonLumpError {
    int line = 0, column = 0;
    std::string message;
};

struct JsonLump {
    JsonValue root;        // the whole document
    const JsonValue* data = nullptr;  // its `data` object, inside `root`
};

// Reads and checks the wrapper; on success the result's `data` is set, on
// failure `error` says where and why.
struct JsonLumpResult {
    JsonLump lump;
    JsonLumpError error;
    bool ok() const { return lump.data != nullptr; }
};
JsonLumpResult read_json_lump(std::string_view text, std::string_view type, JsonLumpVersion newest);

// What the JSON lumps' readers share for their messages and names:
// "SOURCE:LINE:COLUMN: " for a value, "SOURCE:LINE:COLUMN: why" for a lump
// read_json_lump refused, and a lump name (1 to 8 characters, upper case
// as the archive keeps names) from a string value, or none.
std::string json_place(const std::string& source, const JsonValue& at);
std::string json_refusal(const std::string& source, const JsonLumpError& error);
std::optional<std::string> json_lump_name(const JsonValue* v);

}  // namespace assets
