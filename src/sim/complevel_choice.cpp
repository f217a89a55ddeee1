#include "sim/complevel_choice.h"

#include <algorithm>
#include <span>

#include "assets/gameconf.h"
#include "base/error.h"
#include "base/log.h"
#include "map/textmap_parser.h"

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

// Maps in Hexen's format, or in UDMF's hexen or zdoom namespace, are made
// for ZDoom's world, which has Boom's friction, pushers and the rest.
bool has_zdoom_maps(const wad::Archive& archive) {
    for (const wad::MapGroup& group : archive.maps()) {
        if (group.format == wad::MapFormat::Hexen) return true;
        if (group.format != wad::MapFormat::Udmf) continue;
        const auto textmap = group.find("TEXTMAP");
        if (!textmap) continue;
        const std::span<const std::uint8_t> data = archive.lump(*textmap).data;
        const auto first = map::udmf::first_assignment({reinterpret_cast<const char*>(data.data()), data.size()});
        if (!first || !map::udmf::same_name(first->name, "namespace") ||
            first->value.kind != map::udmf::ValueKind::String)
            continue;
        if (map::udmf::same_name(first->value.text, "zdoom") || map::udmf::same_name(first->value.text, "hexen"))
            return true;
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
