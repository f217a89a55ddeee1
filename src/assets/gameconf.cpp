#include "assets/gameconf.h"

#include <algorithm>
#include <array>

#include "assets/json_lump.h"
#include "assets/lump_context.h"
#include "wad/archive.h"

namespace assets {

namespace {

constexpr JsonLumpVersion kNewest{1, 0, 0};

struct Refusal {
    const JsonValue* at;
    std::string why;
};

// A string or null; a string must be one.
std::optional<std::string> text(const JsonValue* v, const char* name) {
    if (!v || v->is_null()) return std::nullopt;
    if (!v->string()) throw Refusal{v, std::string("\"") + name + "\" must be a string or null"};
    return *v->string();
}

// A file name without a folder, as the specification asks of iwad and pwads.
std::string file_name(const JsonValue& v, const char* name) {
    if (!v.string() || v.string()->empty()) throw Refusal{&v, std::string("\"") + name + "\" must name a file"};
    if (v.string()->find_first_of("/\\:") != std::string::npos)
        throw Refusal{&v, std::string("\"") + name + "\" must be a file name without a folder: \"" + *v.string() + "\""};
    return *v.string();
}

template <typename Enum, std::size_t N>
std::optional<Enum> named(const JsonValue* v, const char* name, const std::array<std::string_view, N>& names) {
    const std::optional<std::string> t = text(v, name);
    if (!t) return std::nullopt;
    for (std::size_t i = 0; i < N; ++i)
        if (*t == names[i]) return static_cast<Enum>(i);
    std::string choices;
    for (const std::string_view n : names) choices += (choices.empty() ? "" : ", ") + std::string(n);
    throw Refusal{v, std::string("\"") + name + "\" is \"" + *t + "\", not one of " + choices};
}

std::optional<std::vector<std::string>> strings(const JsonValue* v, const char* name, bool files) {
    if (!v || v->is_null()) return std::nullopt;
    if (!v->array()) throw Refusal{v, std::string("\"") + name + "\" must be an array of strings or null"};
    std::vector<std::string> out;
    for (const JsonValue& item : *v->array()) {
        if (files) {
            out.push_back(file_name(item, name));
        } else {
            if (!item.string()) throw Refusal{&item, std::string("\"") + name + "\" must hold strings"};
            out.push_back(*item.string());
        }
    }
    return out;
}

constexpr std::array<std::string_view, 11> kKeys{"title",     "author", "description", "version", "iwad",
                                                 "pwads",     "complevel", "mode",     "options", "playertranslations",
                                                 "wadtranslation"};

}  // namespace

void parse_gameconf(GameConf& conf, std::string_view lump_text, const std::string& source,
                    std::vector<std::string>& diagnostics) {
    const auto say = [&](const JsonValue& at, const std::string& why) {
        diagnostics.push_back(json_place(source, at) + why + "; the lump is not used");
    };
    const JsonLumpResult read = read_json_lump(lump_text, "gameconf", kNewest);
    if (!read.ok()) {
        diagnostics.push_back(json_refusal(source, read.error) + "; the lump is not used");
        return;
    }
    const JsonValue& data = *read.lump.data;
    GameConf next = conf;
    try {
        for (const JsonMember& m : *data.object())
            if (std::find(kKeys.begin(), kKeys.end(), m.name) == kKeys.end())
                throw Refusal{&m.value, "unknown member \"" + m.name + "\""};
        const auto keep = [](std::optional<std::string>& field, std::optional<std::string> value) {
            if (value) field = std::move(value);
        };
        keep(next.title, text(data.member("title"), "title"));
        keep(next.author, text(data.member("author"), "author"));
        keep(next.description, text(data.member("description"), "description"));
        keep(next.version, text(data.member("version"), "version"));
        if (const JsonValue* iwad = data.member("iwad"); iwad && !iwad->is_null()) next.iwad = file_name(*iwad, "iwad");
        if (auto pwads = strings(data.member("pwads"), "pwads", true))
            next.pwads.insert(next.pwads.end(), pwads->begin(), pwads->end());
        constexpr std::array<std::string_view, 5> kLevels{"vanilla", "boom", "mbf", "mbf21", "id24"};
        if (auto level = named<GameConfLevel>(data.member("complevel"), "complevel", kLevels))
            next.complevel = std::max(next.complevel.value_or(*level), *level);
        constexpr std::array<std::string_view, 3> kModes{"registered", "retail", "commercial"};
        if (auto mode = named<GameConfMode>(data.member("mode"), "mode", kModes))
            next.mode = std::max(next.mode.value_or(*mode), *mode);
        if (auto options = text(data.member("options"), "options")) next.options += *options + "\n";
        if (auto translations = strings(data.member("playertranslations"), "playertranslations", false)) {
            if (translations->size() < 4)
                throw Refusal{data.member("playertranslations"), "\"playertranslations\" needs one for each of 4 players"};
            next.playertranslations = std::move(translations);
        }
        keep(next.wadtranslation, text(data.member("wadtranslation"), "wadtranslation"));
    } catch (const Refusal& r) {
        say(*r.at, r.why);
        return;
    }
    conf = std::move(next);
}

GameConf load_gameconf(const wad::Archive& archive, std::vector<std::string>& diagnostics) {
    GameConf conf;
    for (std::size_t i = 0; i < archive.lumps().size(); ++i) {
        const wad::Lump& lump = archive.lump(i);
        if (lump.name != "GAMECONF" || lump.ns != wad::Namespace::Global) continue;
        parse_gameconf(conf, std::string_view(reinterpret_cast<const char*>(lump.data.data()), lump.data.size()),
                       lump_context(archive, i), diagnostics);
    }
    return conf;
}

}  // namespace assets
