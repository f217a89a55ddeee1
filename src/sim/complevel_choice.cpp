#include "sim/complevel_choice.h"

#include <algorithm>
#include <cctype>
#include <span>
#include <string_view>

#include "assets/gameconf.h"
#include "base/error.h"
#include "base/log.h"

namespace sim {

namespace {

std::string trimmed(std::span<const std::uint8_t> data) {
    std::string text(data.begin(), data.end());
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\0'; };
    while (!text.empty() && blank(text.back())) text.pop_back();
    std::size_t first = 0;
    while (first < text.size() && blank(text[first])) ++first;
    return text.substr(first);
}

std::optional<CompLevel> named_level(const std::string& text, const char* what) {
    if (auto level = parse_complevel(text)) return level;
    throw base::Error(std::string(what) + ": '" + text + "' is not a compatibility level (use " +
                      std::string(complevel_choices()) + ")");
}

}  // namespace

namespace {

std::optional<CompLevel> complvl_lump(const wad::Archive& archive) {
    const auto index = archive.find("COMPLVL");
    if (!index) return std::nullopt;
    const wad::Lump& lump = archive.lump(*index);
    const std::string text = trimmed(lump.data);
    // Numbers are not COMPLVL words; only the four names are.
    if (!text.empty() && text.find_first_not_of("0123456789") != std::string::npos) {
        if (auto level = parse_complevel(text)) return level;
    }
    std::string shown = text.substr(0, 40);
    for (char& c : shown)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) c = '?';
    base::warn(archive.files()[lump.file].path.string() + ": lump COMPLVL says '" + shown +
               "', not one of vanilla, boom, mbf, mbf21; ignored");
    return std::nullopt;
}

// GAMECONF's complevel (its diagnostics are app::make_rules' to print).
std::optional<CompLevel> gameconf_level(const wad::Archive& archive) {
    std::vector<std::string> diagnostics;
    const std::optional<assets::GameConfLevel> level = assets::load_gameconf(archive, diagnostics).complevel;
    if (!level) return std::nullopt;
    switch (*level) {
        case assets::GameConfLevel::Vanilla: return CompLevel::Vanilla;
        case assets::GameConfLevel::Boom: return CompLevel::Boom;
        case assets::GameConfLevel::Mbf: return CompLevel::Mbf;
        case assets::GameConfLevel::Mbf21: return CompLevel::Mbf21;
        case assets::GameConfLevel::Id24: break;
    }
    base::warn("GAMECONF asks for ID24's feature set, which is not played here; the game runs at MBF21");
    return CompLevel::Mbf21;
}

}  // namespace

std::optional<CompLevel> wad_complevel(const wad::Archive& archive) {
    // GAMECONF's specification: the higher of the two a WAD declares.
    const std::optional<CompLevel> lump = complvl_lump(archive), conf = gameconf_level(archive);
    if (lump && conf) return std::max(*lump, *conf);
    return lump ? lump : conf;
}

namespace {

// A TEXTMAP's namespace, lower case: its first statement, after any
// blanks and comments ("" if it starts otherwise).
std::string udmf_namespace(std::span<const std::uint8_t> text) {
    std::size_t at = 0;
    const auto skip_blanks = [&] {
        for (;;) {
            while (at < text.size() && std::isspace(text[at])) ++at;
            if (at + 1 < text.size() && text[at] == '/' && text[at + 1] == '/') {
                while (at < text.size() && text[at] != '\n') ++at;
            } else if (at + 1 < text.size() && text[at] == '/' && text[at + 1] == '*') {
                at += 2;
                while (at + 1 < text.size() && !(text[at] == '*' && text[at + 1] == '/')) ++at;
                at += 2;
            } else {
                return;
            }
        }
    };
    const auto take = [&](std::string_view word) {
        skip_blanks();
        for (const char c : word)
            if (at >= text.size() || std::tolower(text[at++]) != c) return false;
        return true;
    };
    if (!take("namespace") || !take("=") || !take("\"")) return "";
    std::string name;
    while (at < text.size() && text[at] != '"' && name.size() < 32) name += static_cast<char>(std::tolower(text[at++]));
    return name;
}

// Maps in Hexen's format, or in UDMF's hexen or zdoom namespace, are made
// for ZDoom's world, which has Boom's friction, pushers and the rest.
bool has_zdoom_maps(const wad::Archive& archive) {
    for (const wad::MapGroup& map : archive.maps()) {
        if (map.format == wad::MapFormat::Hexen) return true;
        if (map.format != wad::MapFormat::Udmf) continue;
        if (const auto textmap = map.find("TEXTMAP")) {
            const std::string ns = udmf_namespace(archive.lump(*textmap).data);
            if (ns == "zdoom" || ns == "hexen") return true;
        }
    }
    return false;
}

}  // namespace

CompLevel automatic_complevel(const wad::Archive& archive) {
    if (archive.find("UMAPINFO") || has_zdoom_maps(archive)) return CompLevel::Mbf21;
    return CompLevel::Vanilla;
}

CompLevel choose_complevel(const std::optional<std::string>& command_line, const std::string& setting,
                           const wad::Archive& archive) {
    if (command_line) return *named_level(*command_line, "-complevel");
    if (auto level = wad_complevel(archive)) return *level;
    if (setting == "auto") return automatic_complevel(archive);
    return *named_level(setting, "setting compat.complevel");
}

}  // namespace sim
