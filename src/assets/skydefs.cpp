#include "assets/skydefs.h"

#include <algorithm>
#include <cmath>

#include "assets/json_lump.h"
#include "assets/lump_context.h"
#include "wad/archive.h"

namespace assets {

namespace {

constexpr JsonLumpVersion kNewest{1, 0, 0};
constexpr double kTicRate = 35;
constexpr double kFracUnit = base::kFracUnit;
// Past these the fixed-point numbers the drawers use would overflow.
constexpr double kLargestMid = 16384;
constexpr double kFastestScroll = 16384 * kTicRate;
constexpr double kLargestScale = 256, kSmallestScale = 1.0 / 256;
constexpr double kLongestFireStep = 60 * 60;  // an hour, in seconds: past it a fire that never moves

const double* number(const JsonValue& object, const char* name) {
    const JsonValue* v = object.member(name);
    return v ? v->number() : nullptr;
}

// The fixed-point inverse of a scale (0: none), or the reason it is refused.
std::optional<base::fixed_t> inverse_scale(double scale, const char* name, std::string& why) {
    if (scale == 0) return base::kFracUnit;
    if (!(std::fabs(scale) >= kSmallestScale && std::fabs(scale) <= kLargestScale)) {
        why = std::string("\"") + name + "\" must be 0 or between 1/256 and 256 either way";
        return std::nullopt;
    }
    return static_cast<base::fixed_t>(1.0 / scale * kFracUnit);
}

// A texture and how it is drawn, from `object`'s members.
std::optional<SkyLayerDef> layer(const JsonValue& object, std::string& why) {
    if (!object.object()) return why = "not an object", std::nullopt;
    SkyLayerDef out;
    const std::optional<std::string> name = json_lump_name(object.member("name"));
    if (!name) return why = "\"name\" must name a texture (1 to 8 characters)", std::nullopt;
    out.texture = *name;
    const double* mid = number(object, "mid");
    const double* scrollx = number(object, "scrollx");
    const double* scrolly = number(object, "scrolly");
    const double* scalex = number(object, "scalex");
    const double* scaley = number(object, "scaley");
    if (!mid || !scrollx || !scrolly || !scalex || !scaley)
        return why = "\"mid\", \"scrollx\", \"scrolly\", \"scalex\" and \"scaley\" must all be numbers", std::nullopt;
    if (std::fabs(*mid) > kLargestMid) return why = "\"mid\" must be within 16384 rows of the top", std::nullopt;
    if (std::fabs(*scrollx) > kFastestScroll || std::fabs(*scrolly) > kFastestScroll)
        return why = "a scroll must be under 16384 texels a tic", std::nullopt;
    out.mid = static_cast<base::fixed_t>(*mid * kFracUnit);
    out.scrollx = static_cast<base::fixed_t>(*scrollx / kTicRate * kFracUnit);
    out.scrolly = static_cast<base::fixed_t>(*scrolly / kTicRate * kFracUnit);
    const std::optional<base::fixed_t> columns = inverse_scale(*scalex, "scalex", why);
    const std::optional<base::fixed_t> rows = columns ? inverse_scale(*scaley, "scaley", why) : std::nullopt;
    if (!rows) return std::nullopt;
    out.column_step = *columns;
    out.row_step = *rows;
    return out;
}

bool absent(const JsonValue* v) { return !v || v->is_null(); }

std::optional<SkyDef> sky(const JsonValue& e, std::string& why) {
    if (!e.object()) return why = "not an object", std::nullopt;
    SkyDef out;
    const double* type = number(e, "type");
    if (!type || (*type != 0 && *type != 1 && *type != 2))
        return why = "\"type\" must be 0 (normal), 1 (fire) or 2 (with a foreground)", std::nullopt;
    out.kind = static_cast<SkyDef::Kind>(static_cast<int>(*type));
    std::optional<SkyLayerDef> background = layer(e, why);
    if (!background) return std::nullopt;
    out.background = std::move(*background);
    const JsonValue* fire = e.member("fire");
    const JsonValue* foreground = e.member("foregroundtex");
    if (out.kind != SkyDef::Kind::Fire && !absent(fire))
        return why = "\"fire\" is for a fire sky (type 1) only; it must be null", std::nullopt;
    if (out.kind != SkyDef::Kind::WithForeground && !absent(foreground))
        return why = "\"foregroundtex\" is for a sky with a foreground (type 2) only; it must be null", std::nullopt;
    if (out.kind == SkyDef::Kind::Fire) {
        if (absent(fire) || !fire->object()) return why = "a fire sky needs a \"fire\" object", std::nullopt;
        const double* seconds = number(*fire, "updatetime");
        if (!seconds || !(*seconds >= 0) || *seconds > kLongestFireStep)
            return why = "\"fire\": \"updatetime\" must be a number of seconds, 0 to 3600", std::nullopt;
        out.fire_tics = std::max(1, static_cast<int>(*seconds * kTicRate));
        const JsonValue* palette = fire->member("palette");
        if (!palette || !palette->array() || palette->array()->empty() || palette->array()->size() > 256)
            return why = "\"fire\": \"palette\" must be an array of 1 to 256 palette indices", std::nullopt;
        for (const JsonValue& index : *palette->array()) {
            const double* i = index.number();
            if (!i || *i < 0 || *i > 255 || *i != std::floor(*i))
                return why = "\"fire\": \"palette\": the entry at " + std::to_string(index.line) + ":" +
                             std::to_string(index.column) + " is not a palette index, 0 to 255",
                       std::nullopt;
            out.fire.push_back(static_cast<std::uint8_t>(*i));
        }
    }
    if (out.kind == SkyDef::Kind::WithForeground) {
        if (absent(foreground)) return why = "a sky with a foreground needs \"foregroundtex\"", std::nullopt;
        std::string inner;
        std::optional<SkyLayerDef> front = layer(*foreground, inner);
        if (!front) return why = "\"foregroundtex\": " + inner, std::nullopt;
        out.foreground = std::move(*front);
    }
    return out;
}

std::optional<SkyFlat> flat(const JsonValue& e, std::string& why) {
    if (!e.object()) return why = "not an object", std::nullopt;
    const std::optional<std::string> flat = json_lump_name(e.member("flat"));
    const std::optional<std::string> sky = json_lump_name(e.member("sky"));
    if (!flat || !sky) return why = "\"flat\" and \"sky\" must each name a flat and a texture", std::nullopt;
    return SkyFlat{*flat, *sky};
}

// `data`'s member `name`: an array, or null or missing (none); else a diagnostic.
const JsonArray* list(const JsonValue& data, const char* name, const std::string& source,
                      std::vector<std::string>& diagnostics) {
    const JsonValue* v = data.member(name);
    if (absent(v)) return nullptr;
    if (!v->array()) diagnostics.push_back(json_place(source, *v) + "\"" + name + "\" must be an array or null; ignored");
    return v->array();
}

}  // namespace

const SkyDef* SkyDefs::find(std::string_view texture) const {
    for (const SkyDef& s : skies)
        if (s.background.texture == texture) return &s;
    return nullptr;
}

std::optional<SkyDefs> parse_skydefs(std::string_view text, const std::string& source,
                                     std::vector<std::string>& diagnostics) {
    const JsonLumpResult read = read_json_lump(text, "skydefs", kNewest);
    if (!read.ok()) {
        diagnostics.push_back(json_refusal(source, read.error) + "; the skies are drawn as the original's");
        return std::nullopt;
    }
    const JsonValue& data = *read.lump.data;
    SkyDefs out;
    if (const JsonArray* skies = list(data, "skies", source, diagnostics)) {
        for (std::size_t i = 0; i < skies->size(); ++i) {
            const JsonValue& e = (*skies)[i];
            std::string why;
            std::optional<SkyDef> good = sky(e, why);
            if (good && out.find(good->background.texture))
                why = "texture " + good->background.texture + " has a sky already", good.reset();
            if (good)
                out.skies.push_back(std::move(*good));
            else
                diagnostics.push_back(json_place(source, e) + "sky " + std::to_string(i + 1) + ": " + why + "; left out");
        }
    }
    if (const JsonArray* flats = list(data, "flatmapping", source, diagnostics)) {
        for (std::size_t i = 0; i < flats->size(); ++i) {
            const JsonValue& e = (*flats)[i];
            std::string why;
            if (std::optional<SkyFlat> good = flat(e, why))
                out.flats.push_back(std::move(*good));
            else
                diagnostics.push_back(json_place(source, e) + "flat mapping " + std::to_string(i + 1) + ": " + why +
                                      "; left out");
        }
    }
    return out;
}

SkyDefs load_skydefs(const wad::Archive& archive, const TextureSet& textures, const FlatSet& flats,
                     std::vector<std::string>& diagnostics) {
    const auto index = archive.find("SKYDEFS");
    if (!index) return {};
    const std::string source = lump_context(archive, *index);
    const auto bytes = archive.lump(*index).data;
    std::optional<SkyDefs> defs =
        parse_skydefs(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), source, diagnostics);
    if (!defs) return {};
    const auto lacks = [&](const std::string& what, const std::string& name, const std::string& then) {
        diagnostics.push_back(source + ": " + what + " " + name + " is in no WAD of the game; " + then);
    };
    std::erase_if(defs->skies, [&](SkyDef& sky) {
        if (!textures.find(sky.background.texture)) {
            lacks("sky texture", sky.background.texture, "its sky is left out");
            return true;
        }
        if (sky.kind == SkyDef::Kind::WithForeground && !textures.find(sky.foreground.texture)) {
            lacks("foreground texture", sky.foreground.texture, "sky " + sky.background.texture + " is drawn without it");
            sky.kind = SkyDef::Kind::Normal;
        }
        return false;
    });
    std::erase_if(defs->flats, [&](const SkyFlat& f) {
        const bool flat = flats.find(f.flat).has_value(), sky = textures.find(f.sky).has_value();
        if (!flat) lacks("flat", f.flat, "its mapping to a sky is left out");
        if (flat && !sky) lacks("sky texture", f.sky, "flat " + f.flat + " is drawn as itself");
        return !flat || !sky;
    });
    return std::move(*defs);
}

}  // namespace assets
