#include "assets/json_lump.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace assets {

std::string json_place(const std::string& source, const JsonValue& at) {
    return source + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": ";
}

std::string json_refusal(const std::string& source, const JsonLumpError& error) {
    return source + ":" + std::to_string(error.line) + ":" + std::to_string(error.column) + ": " + error.message;
}

std::optional<std::string> json_lump_name(const JsonValue* v) {
    if (!v || !v->string() || v->string()->empty() || v->string()->size() > 8) return std::nullopt;
    std::string name = *v->string();
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return name;
}

namespace {

JsonLumpResult refused(const JsonValue& at, std::string message) {
    JsonLumpResult r;
    r.error = {at.line, at.column, std::move(message)};
    return r;
}

bool type_name(const std::string& s) {
    if (s.empty()) return false;
    for (const char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) return false;
    return true;
}

// "<major>.<minor>.<revision>", each one or more digits.
bool parse_version(const std::string& s, JsonLumpVersion& v) {
    std::array<int, 3> parts{};
    std::size_t at = 0;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const std::size_t from = at;
        while (at < s.size() && s[at] >= '0' && s[at] <= '9' && at - from < 9) parts[i] = parts[i] * 10 + (s[at++] - '0');
        if (at == from) return false;
        if (i + 1 < parts.size() && (at >= s.size() || s[at++] != '.')) return false;
    }
    if (at != s.size()) return false;
    v = {parts[0], parts[1], parts[2]};
    return true;
}

std::string to_string(const JsonLumpVersion& v) {
    return std::to_string(v.major) + "." + std::to_string(v.minor) + "." + std::to_string(v.revision);
}

}  // namespace

JsonLumpResult read_json_lump(std::string_view text, std::string_view type, JsonLumpVersion newest) {
    JsonResult parsed = parse_json(text);
    JsonLumpResult r;
    if (!parsed.value) {
        r.error = {parsed.line, parsed.column, "not a JSON document: " + parsed.error};
        return r;
    }
    r.lump.root = std::move(*parsed.value);
    const JsonValue& root = r.lump.root;
    const JsonObject* members = root.object();
    if (!members) return refused(root, "the document is not an object");
    constexpr std::array<std::string_view, 4> kKeys{"type", "version", "metadata", "data"};
    for (const auto& [key, v] : *members) {
        if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end())
            return refused(v, "unknown member \"" + key + "\" at the root (only type, version, metadata, data)");
        int seen = 0;
        for (const JsonMember& other : *members) seen += other.name == key;
        if (seen > 1) return refused(v, "member \"" + key + "\" given twice");
    }
    for (const std::string_view key : kKeys)
        if (!root.member(key)) return refused(root, "the root has no \"" + std::string(key) + "\"");
    const JsonValue& t = *root.member("type");
    if (!t.string() || !type_name(*t.string())) return refused(t, "\"type\" must be a lowercase name");
    if (*t.string() != type) return refused(t, "type \"" + *t.string() + "\", expected \"" + std::string(type) + "\"");
    const JsonValue& version = *root.member("version");
    JsonLumpVersion v;
    if (!version.string() || !parse_version(*version.string(), v))
        return refused(version, "\"version\" must read \"major.minor.revision\"");
    if (v > newest)
        return refused(version, "version " + *version.string() + " is newer than the " + to_string(newest) + " read here");
    const JsonValue& metadata = *root.member("metadata");
    if (!metadata.object()) return refused(metadata, "\"metadata\" must be an object");
    const JsonValue& data = *root.member("data");
    if (!data.object()) return refused(data, "\"data\" must be an object");
    r.lump.data = &data;
    return r;
}

}  // namespace assets
