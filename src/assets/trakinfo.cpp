#include "assets/trakinfo.h"

#include <cctype>

#include "assets/json_lump.h"
#include "assets/json_value.h"
#include "assets/lump_context.h"
#include "base/sha1.h"
#include "wad/archive.h"

namespace assets {

namespace {

// The text with its // and /* */ comments (outside strings) blanked, line
// breaks kept, so the strict reader sees standard JSON at the same places.
std::string without_comments(std::string_view text) {
    std::string out(text);
    bool in_string = false;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (in_string) {
            if (out[i] == '\\') ++i;
            else if (out[i] == '"') in_string = false;
            continue;
        }
        if (out[i] == '"') {
            in_string = true;
        } else if (out[i] == '/' && i + 1 < out.size() && out[i + 1] == '/') {
            for (; i < out.size() && out[i] != '\n'; ++i) out[i] = ' ';
        } else if (out[i] == '/' && i + 1 < out.size() && out[i + 1] == '*') {
            const std::size_t end = out.find("*/", i + 2);
            const std::size_t stop = end == std::string::npos ? out.size() : end + 2;
            for (; i < stop; ++i)
                if (out[i] != '\n') out[i] = ' ';
            --i;
        }
    }
    return out;
}

bool is_digest(const std::string& key) {
    if (key.size() != 40) return false;
    for (const char c : key)
        if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

// A member naming a lump (1 to 8 characters) into `out`; false if it is there and wrong.
bool lump_member(const JsonValue& entry, const char* name, std::string& out) {
    const JsonValue* v = entry.member(name);
    if (!v || v->is_null()) return true;
    std::optional<std::string> lump = json_lump_name(v);
    if (!lump) return false;
    out = std::move(*lump);
    return true;
}

}  // namespace

void parse_trakinfo(std::string_view text, const std::string& source, TrackInfo& into,
                    std::vector<std::string>& diagnostics) {
    const JsonResult read = parse_json(without_comments(text));
    if (!read.value || !read.value->object()) {
        const int line = read.value ? read.value->line : read.line, column = read.value ? read.value->column : read.column;
        diagnostics.push_back(source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
                              (read.value ? "TRAKINFO must be a JSON object" : read.error) + "; its tracks are left out");
        return;
    }
    for (const JsonMember& m : *read.value->object()) {
        std::string key = m.name;
        for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        TrackAlternatives alternatives;
        const char* why = nullptr;
        if (!is_digest(key)) why = "its key is not a SHA-1 digest (40 hex digits)";
        else if (!m.value.object()) why = "not an object";
        else if (!lump_member(m.value, "Remixed", alternatives.remixed) || !lump_member(m.value, "MIDI", alternatives.midi))
            why = "\"Remixed\" and \"MIDI\" must name lumps (1 to 8 characters)";
        if (why) {
            diagnostics.push_back(json_place(source, m.value) + "track \"" + m.name + "\": " + why + "; left out");
            continue;
        }
        into[key] = std::move(alternatives);
    }
}

std::string track_alternative(const TrackInfo& info, std::span<const std::uint8_t> lump, ExtraMusic which) {
    if (which == ExtraMusic::Off || info.empty()) return {};
    const auto it = info.find(base::sha1_hex(lump));
    if (it == info.end()) return {};
    return which == ExtraMusic::Remixed ? it->second.remixed : it->second.midi;
}

TrackInfo load_trakinfo(const wad::Archive& archive, std::vector<std::string>& diagnostics) {
    TrackInfo info;
    for (std::size_t i = 0; i < archive.lumps().size(); ++i) {
        const wad::Lump& lump = archive.lump(i);
        if (lump.name != "TRAKINFO" || lump.ns != wad::Namespace::Global) continue;
        parse_trakinfo(std::string_view(reinterpret_cast<const char*>(lump.data.data()), lump.data.size()),
                       lump_context(archive, i), info, diagnostics);
    }
    return info;
}

}  // namespace assets
