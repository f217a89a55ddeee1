#include "assets/demoloop.h"

#include <algorithm>
#include <cmath>

#include "assets/json_lump.h"
#include "assets/lump_context.h"
#include "wad/archive.h"

namespace assets {

namespace {

constexpr JsonLumpVersion kNewest{1, 0, 0};
constexpr int kTicRate = 35;
constexpr double kLongestPage = 24.0 * 60 * 60;  // a day, in seconds: past it a duration is a mistake

// One entry, or the reason it is left out.
std::optional<DemoLoopEntry> entry(const JsonValue& e, std::string& why) {
    if (!e.object()) return why = "not an object", std::nullopt;
    DemoLoopEntry out;
    const JsonValue* type = e.member("type");
    const double* kind = type ? type->number() : nullptr;
    if (!kind || (*kind != 0 && *kind != 1)) return why = "\"type\" must be 0 (art screen) or 1 (demo)", std::nullopt;
    out.kind = *kind == 0 ? DemoLoopEntry::Kind::Page : DemoLoopEntry::Kind::Demo;
    const std::optional<std::string> primary = json_lump_name(e.member("primarylump"));
    if (!primary) return why = "\"primarylump\" must name a lump (1 to 8 characters)", std::nullopt;
    out.lump = *primary;
    const JsonValue* wipe = e.member("outrowipe");
    const double* wipe_kind = wipe ? wipe->number() : nullptr;
    if (!wipe_kind || (*wipe_kind != 0 && *wipe_kind != 1))
        return why = "\"outrowipe\" must be 0 (immediate) or 1 (screen melt)", std::nullopt;
    if (out.kind == DemoLoopEntry::Kind::Page) {
        const JsonValue* duration = e.member("duration");
        const double* seconds = duration ? duration->number() : nullptr;
        if (!seconds || !(*seconds > 0) || *seconds > kLongestPage)
            return why = "an art screen's \"duration\" must be a number of seconds above 0", std::nullopt;
        out.tics = std::max(1, static_cast<int>(std::lround(*seconds * kTicRate)));
        const JsonValue* secondary = e.member("secondarylump");
        if (secondary && !secondary->is_null()) {
            const std::optional<std::string> music = json_lump_name(secondary);
            if (!music) return why = "\"secondarylump\" must name a music lump or be null", std::nullopt;
            out.music = *music;
        }
    }
    return out;
}

}  // namespace

std::optional<std::vector<DemoLoopEntry>> parse_demoloop(std::string_view text, const std::string& source,
                                                         std::vector<std::string>& diagnostics) {
    const JsonLumpResult read = read_json_lump(text, "demoloop", kNewest);
    if (!read.ok()) {
        diagnostics.push_back(json_refusal(source, read.error) + "; the original title loop plays");
        return std::nullopt;
    }
    const JsonValue& data = *read.lump.data;
    const JsonValue* entries = data.member("entries");
    if (!entries || !entries->array() || entries->array()->empty()) {
        diagnostics.push_back(json_place(source, entries ? *entries : data) +
                              "\"entries\" must be an array of at least one entry; the original title loop plays");
        return std::nullopt;
    }
    std::vector<DemoLoopEntry> out;
    for (std::size_t i = 0; i < entries->array()->size(); ++i) {
        const JsonValue& e = (*entries->array())[i];
        std::string why;
        if (std::optional<DemoLoopEntry> good = entry(e, why))
            out.push_back(std::move(*good));
        else
            diagnostics.push_back(json_place(source, e) + "entry " + std::to_string(i + 1) + ": " + why + "; left out");
    }
    if (out.empty()) {
        diagnostics.push_back(source + ": no entry can be played; the original title loop plays");
        return std::nullopt;
    }
    return out;
}

std::optional<std::vector<DemoLoopEntry>> load_demoloop(const wad::Archive& archive,
                                                        std::vector<std::string>& diagnostics) {
    const auto index = archive.find("DEMOLOOP");
    if (!index) return std::nullopt;
    const std::string source = lump_context(archive, *index);
    const auto bytes = archive.lump(*index).data;
    std::optional<std::vector<DemoLoopEntry>> entries =
        parse_demoloop(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), source, diagnostics);
    if (!entries) return std::nullopt;
    std::erase_if(*entries, [&](const DemoLoopEntry& e) {
        const bool missing = !archive.find(e.lump) || (!e.music.empty() && !archive.find(e.music));
        if (missing)
            diagnostics.push_back(source + ": the entry showing " + e.lump + " names a lump the game does not have (" +
                                  (archive.find(e.lump) ? e.music : e.lump) + "); left out");
        return missing;
    });
    if (entries->empty()) {
        diagnostics.push_back(source + ": no entry can be played; the original title loop plays");
        return std::nullopt;
    }
    return entries;
}

}  // namespace assets
