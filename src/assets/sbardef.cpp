#include "assets/sbardef.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "assets/json_lump.h"
#include "assets/lump_context.h"
#include "assets/picture_check.h"
#include "wad/archive.h"

namespace assets {

namespace {

constexpr JsonLumpVersion kNewest{1, 2, 0};
constexpr double kTicRate = 35;
constexpr double kLongestSeconds = 60 * 60;  // an hour: past it a frame that never changes
constexpr double kFarthest = 32768;          // a place, as the drawers take it
constexpr int kMostDigits = 9;               // what an int holds
constexpr int kOriginalBarHeight = 32;       // ST_HEIGHT

using Kind = SbarElement::Kind;
constexpr std::array<std::pair<std::string_view, Kind>, 7> kKinds{{
    {"canvas", Kind::Canvas},
    {"graphic", Kind::Graphic},
    {"animation", Kind::Animation},
    {"face", Kind::Face},
    {"facebackground", Kind::FaceBackground},
    {"number", Kind::Number},
    {"percent", Kind::Percent},
}};
// Element kinds Woof's 1.2 adds, which this reader names and leaves out.
constexpr std::array<std::string_view, 5> kWoofKinds{"component", "carousel", "list", "string", "minimap"};

bool absent(const JsonValue* v) { return !v || v->is_null(); }

// A whole number within ±limit, or none.
std::optional<int> whole(const JsonValue* v, double limit) {
    const double* n = v ? v->number() : nullptr;
    if (!n || *n != std::floor(*n) || std::fabs(*n) > limit) return std::nullopt;
    return static_cast<int>(*n);
}

std::string kind_name(Kind kind) {
    for (const auto& [name, k] : kKinds)
        if (k == kind) return std::string(name);
    return "?";
}

// What parsing one lump keeps: its fonts (numbers find theirs by name)
// and where its messages go.
struct Reader {
    const std::string& source;
    std::vector<std::string>& diagnostics;
    std::vector<SbarNumberFont> fonts;

    std::optional<SbarCondition> condition(const JsonValue& e, std::string& why) const {
        if (!e.object()) return why = "a condition is not an object", std::nullopt;
        const std::optional<int> kind = whole(e.member("condition"), 1 << 30);
        if (!kind || *kind < 0)
            return why = "a condition's \"condition\" must be a condition number", std::nullopt;
        if (*kind > SbarCondition::kLast)
            return why = "condition " + std::to_string(*kind) +
                         " is none of the specification's 0 to 18 (Woof's own conditions are not read)",
                   std::nullopt;
        const std::optional<int> param = whole(e.member("param"), 1 << 30);
        if (!param) return why = "a condition's \"param\" must be a whole number", std::nullopt;
        return SbarCondition{static_cast<SbarCondition::Kind>(*kind), *param};
    }

    std::optional<SbarElement::Frame> frame(const JsonValue& e, std::string& why) const {
        if (!e.object()) return why = "a frame is not an object", std::nullopt;
        const std::optional<std::string> lump = json_lump_name(e.member("lump"));
        if (!lump) return why = "a frame's \"lump\" must name a picture (1 to 8 characters)", std::nullopt;
        const JsonValue* d = e.member("duration");
        const double* seconds = d ? d->number() : nullptr;
        if (!seconds || !(*seconds >= 0) || *seconds > kLongestSeconds)
            return why = "a frame's \"duration\" must be seconds, 0 to 3600", std::nullopt;
        return SbarElement::Frame{*lump, std::max(1, static_cast<int>(*seconds * kTicRate))};
    }

    // The fields every kind has, then its own; children are read by
    // `element`, each one left out alone.
    std::optional<SbarElement> body(const JsonValue& e, Kind kind, const std::string& where, std::string& why) {
        if (!e.object()) return why = "not an object", std::nullopt;
        SbarElement out;
        out.kind = kind;
        const std::optional<int> x = whole(e.member("x"), kFarthest), y = whole(e.member("y"), kFarthest);
        if (!x || !y) return why = "\"x\" and \"y\" must be whole numbers within 32768", std::nullopt;
        const std::optional<int> alignment = whole(e.member("alignment"), 1 << 30);
        if (!alignment || *alignment < 0 || (*alignment & ~SbarElement::kKnownAlignment) != 0)
            return why = "\"alignment\" must be a sum of the alignment bits 0x01 to 0x80", std::nullopt;
        out.x = *x;
        out.y = *y;
        out.alignment = *alignment;
        if (const JsonValue* t = e.member("tranmap"); !absent(t)) {
            const std::optional<std::string> name = json_lump_name(t);
            if (!name) return why = "\"tranmap\" must name a lump (1 to 8 characters) or be null", std::nullopt;
            out.tranmap = *name;
        }
        if (const JsonValue* t = e.member("translation"); !absent(t))
            diagnostics.push_back(json_place(source, *t) + where + ": its \"translation\" is not applied yet; "
                                  "drawn in its own colours");
        if (const JsonValue* t = e.member("translucency"); t && t->boolean() && *t->boolean())
            diagnostics.push_back(json_place(source, *t) + where +
                                  ": Woof's \"translucency\" is not read; drawn solid unless a \"tranmap\" is named");
        if (const JsonValue* list = e.member("conditions"); !absent(list)) {
            if (!list->array()) return why = "\"conditions\" must be an array or null", std::nullopt;
            for (const JsonValue& c : *list->array()) {
                std::optional<SbarCondition> good = condition(c, why);
                if (!good) return std::nullopt;
                out.conditions.push_back(*good);
            }
        }
        if (!own_fields(e, out, why)) return std::nullopt;
        if (const JsonValue* list = e.member("children"); !absent(list)) {
            if (!list->array()) return why = "\"children\" must be an array or null", std::nullopt;
            out.children = elements(*list->array(), where);
        }
        return out;
    }

    bool own_fields(const JsonValue& e, SbarElement& out, std::string& why) const {
        switch (out.kind) {
            case Kind::Graphic: {
                const std::optional<std::string> patch = json_lump_name(e.member("patch"));
                if (!patch) return why = "\"patch\" must name a picture (1 to 8 characters)", false;
                out.picture = *patch;
                return true;
            }
            case Kind::Animation: {
                const JsonValue* frames = e.member("frames");
                if (!frames || !frames->array() || frames->array()->empty())
                    return why = "\"frames\" must be an array of at least one frame", false;
                for (const JsonValue& f : *frames->array()) {
                    std::optional<SbarElement::Frame> good = frame(f, why);
                    if (!good) return false;
                    out.frames.push_back(std::move(*good));
                }
                return true;
            }
            case Kind::Number:
            case Kind::Percent: {
                const JsonValue* font = e.member("font");
                const std::string* name = font ? font->string() : nullptr;
                if (!name) return why = "\"font\" must name a number font", false;
                const auto found = std::find_if(fonts.begin(), fonts.end(),
                                                [&](const SbarNumberFont& f) { return f.name == *name; });
                if (found == fonts.end()) return why = "no number font is named \"" + *name + "\"", false;
                out.font = static_cast<int>(found - fonts.begin());
                const std::optional<int> type = whole(e.member("type"), 1 << 30);
                if (!type || *type < 0 || *type > SbarElement::kLastNumber)
                    return why = "\"type\" must be one of the specification's numbers, 0 to 7 "
                                 "(Woof's own are not read)",
                           false;
                out.number = static_cast<SbarElement::Number>(*type);
                const std::optional<int> param = whole(e.member("param"), 1 << 30);
                const std::optional<int> length = whole(e.member("maxlength"), kMostDigits);
                if (!param) return why = "\"param\" must be a whole number", false;
                if (!length || *length < 0) return why = "\"maxlength\" must be 0 to 9 digits", false;
                out.param = *param;
                out.max_length = *length;
                return true;
            }
            case Kind::Canvas:
            case Kind::Face:
            case Kind::FaceBackground: return true;
        }
        return true;
    }

    // One element: an object of one member, its kind.
    std::optional<SbarElement> element(const JsonValue& e, const std::string& where, std::string& why) {
        const JsonObject* members = e.object();
        if (!members || members->size() != 1)
            return why = "an element must be an object of one member, its kind", std::nullopt;
        const std::string& name = members->front().name;
        for (const auto& [kind_text, kind] : kKinds)
            if (name == kind_text) return body(members->front().value, kind, where, why);
        if (std::find(kWoofKinds.begin(), kWoofKinds.end(), name) != kWoofKinds.end())
            return why = "Woof's element kind \"" + name + "\" is not read", std::nullopt;
        return why = "unknown element kind \"" + name + "\"", std::nullopt;
    }

    std::vector<SbarElement> elements(const JsonArray& list, const std::string& parent) {
        std::vector<SbarElement> out;
        for (std::size_t i = 0; i < list.size(); ++i) {
            std::string where = parent + ": element " + std::to_string(i + 1);
            if (const JsonObject* kind = list[i].object(); kind && kind->size() == 1)
                where += " (" + kind->front().name + ")";
            std::string why;
            if (std::optional<SbarElement> good = element(list[i], where, why))
                out.push_back(std::move(*good));
            else
                diagnostics.push_back(json_place(source, list[i]) + where + ": " + why + "; left out");
        }
        return out;
    }

    std::optional<SbarNumberFont> font(const JsonValue& e, std::string& why) const {
        if (!e.object()) return why = "not an object", std::nullopt;
        const JsonValue* name = e.member("name");
        if (!name || !name->string() || name->string()->empty())
            return why = "\"name\" must be a name", std::nullopt;
        const JsonValue* stem = e.member("stem");
        if (!stem || !stem->string() || stem->string()->empty() || stem->string()->size() > 4)
            return why = "\"stem\" must be 1 to 4 characters (its digits are STEMNUM0 to STEMNUM9)", std::nullopt;
        const std::optional<int> type = whole(e.member("type"), 2);
        if (!type || *type < 0) return why = "\"type\" must be 0 (mono 0), 1 (mono widest) or 2 (proportional)", std::nullopt;
        for (const SbarNumberFont& f : fonts)
            if (f.name == *name->string()) return why = "a font is named \"" + f.name + "\" already", std::nullopt;
        SbarNumberFont out{*name->string(), static_cast<SbarNumberFont::Spacing>(*type), *stem->string()};
        std::transform(out.stem.begin(), out.stem.end(), out.stem.begin(),
                       [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
        return out;
    }

    std::optional<SbarStatusBar> bar(const JsonValue& e, const std::string& where, std::string& why) {
        if (!e.object()) return why = "not an object", std::nullopt;
        SbarStatusBar out;
        const std::optional<int> height = whole(e.member("height"), 200);
        if (!height || *height < 0) return why = "\"height\" must be 0 to 200 rows", std::nullopt;
        const JsonValue* full = e.member("fullscreenrender");
        if (!full || !full->boolean()) return why = "\"fullscreenrender\" must be true or false", std::nullopt;
        out.height = *height;
        out.fullscreen = *full->boolean();
        if (const JsonValue* flat = e.member("fillflat"); !absent(flat)) {
            const std::optional<std::string> name = json_lump_name(flat);
            if (!name) return why = "\"fillflat\" must name a flat (1 to 8 characters) or be null", std::nullopt;
            out.fill_flat = *name;
        }
        if (const JsonValue* list = e.member("children"); !absent(list)) {
            if (!list->array()) return why = "\"children\" must be an array or null", std::nullopt;
            out.children = elements(*list->array(), where);
        }
        return out;
    }

    // `data`'s member `name`: an array, or null or missing (none); else a diagnostic.
    const JsonArray* list(const JsonValue& data, const char* name) const {
        const JsonValue* v = data.member(name);
        if (absent(v)) return nullptr;
        if (!v->array()) diagnostics.push_back(json_place(source, *v) + "\"" + name + "\" must be an array or null; ignored");
        return v->array();
    }
};

// Leaves out each element of `list`, and below, that `problem` finds
// fault with (its children with it), after `report` has named it.
template <class Problem, class Report>
void prune(std::vector<SbarElement>& list, Problem&& problem, Report&& report) {
    std::erase_if(list, [&](const SbarElement& e) {
        const std::string why = problem(e);
        if (!why.empty()) report(e, why);
        return !why.empty();
    });
    for (SbarElement& e : list) prune(e.children, problem, report);
}

}  // namespace

std::optional<SbarDef> parse_sbardef(std::string_view text, const std::string& source,
                                     std::vector<std::string>& diagnostics) {
    const JsonLumpResult read = read_json_lump(text, "statusbar", kNewest);
    if (!read.ok()) {
        diagnostics.push_back(json_refusal(source, read.error) + "; the original status bar shows");
        return std::nullopt;
    }
    const JsonValue& data = *read.lump.data;
    Reader reader{source, diagnostics, {}};
    if (const JsonArray* fonts = reader.list(data, "numberfonts")) {
        for (std::size_t i = 0; i < fonts->size(); ++i) {
            std::string why;
            if (std::optional<SbarNumberFont> good = reader.font((*fonts)[i], why))
                reader.fonts.push_back(std::move(*good));
            else
                diagnostics.push_back(json_place(source, (*fonts)[i]) + "number font " + std::to_string(i + 1) + ": " +
                                      why + "; left out");
        }
    }
    if (const JsonValue* hud = data.member("hudfonts"); hud && hud->array() && !hud->array()->empty())
        diagnostics.push_back(json_place(source, *hud) + "Woof's \"hudfonts\" are not read; left out");
    SbarDef out;
    if (const JsonArray* bars = reader.list(data, "statusbars")) {
        for (std::size_t i = 0; i < bars->size(); ++i) {
            const std::string where = "bar " + std::to_string(i + 1);
            std::string why;
            if (std::optional<SbarStatusBar> good = reader.bar((*bars)[i], where, why))
                out.bars.push_back(std::move(*good));
            else
                diagnostics.push_back(json_place(source, (*bars)[i]) + where + ": " + why + "; left out");
        }
    }
    if (out.bars.empty()) {
        diagnostics.push_back(source + ": no status bar to show; the original status bar shows");
        return std::nullopt;
    }
    out.fonts = std::move(reader.fonts);
    return out;
}

std::optional<SbarDef> load_sbardef(const wad::Archive& archive, std::vector<std::string>& diagnostics) {
    const auto index = archive.find("SBARDEF");
    if (!index) return std::nullopt;
    const std::string source = lump_context(archive, *index);
    const auto bytes = archive.lump(*index).data;
    std::optional<SbarDef> def =
        parse_sbardef(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), source, diagnostics);
    if (!def) return std::nullopt;

    PictureCheck pictures(archive);
    // A font needs its ten digits; its minus and percent sign may be missing.
    std::vector<bool> font_usable;
    for (const SbarNumberFont& f : def->fonts) {
        std::string problem;
        for (int digit = 0; digit < 10 && problem.empty(); ++digit) {
            const std::string glyph = f.stem + "NUM" + std::to_string(digit);
            if (const std::string& p = pictures.problem(glyph); !p.empty()) problem = "glyph " + glyph + " " + p;
        }
        if (!problem.empty())
            diagnostics.push_back(source + ": number font " + f.name + ": " + problem + "; its numbers are left out");
        font_usable.push_back(problem.empty());
    }
    for (std::size_t b = 0; b < def->bars.size(); ++b) {
        SbarStatusBar& bar = def->bars[b];
        if (!bar.fullscreen && bar.height != kOriginalBarHeight)
            diagnostics.push_back(source + ": bar " + std::to_string(b + 1) + " is " + std::to_string(bar.height) +
                                  " rows high; it is drawn in the original's 32-row strip, the view keeping its size");
        if (!bar.fill_flat.empty() && !archive.find(bar.fill_flat, wad::Namespace::Flats)) {
            diagnostics.push_back(source + ": bar " + std::to_string(b + 1) + ": fill flat " + bar.fill_flat +
                                  " is in no WAD of the game; the view border's flat fills it");
            bar.fill_flat.clear();
        }
        const auto problem = [&](const SbarElement& e) -> std::string {
            if (e.kind == Kind::Graphic) {
                if (const std::string& p = pictures.problem(e.picture); !p.empty()) return "picture " + e.picture + " " + p;
            } else if (e.kind == Kind::Animation) {
                for (const SbarElement::Frame& f : e.frames)
                    if (const std::string& p = pictures.problem(f.picture); !p.empty())
                        return "picture " + f.picture + " " + p;
            } else if ((e.kind == Kind::Number || e.kind == Kind::Percent) &&
                       !font_usable[static_cast<std::size_t>(e.font)]) {
                return "its font " + def->fonts[static_cast<std::size_t>(e.font)].name + " cannot be drawn";
            }
            if (e.tranmap.empty()) return "";
            const auto table = archive.find_any(e.tranmap);
            if (!table || archive.lump(*table).data.size() < 65536)
                return "tranmap " + e.tranmap + " is no 64 KiB translucency table in the WADs";
            return "";
        };
        const auto report = [&](const SbarElement& e, const std::string& why) {
            diagnostics.push_back(source + ": bar " + std::to_string(b + 1) + ": the " + kind_name(e.kind) +
                                  " element at " + std::to_string(e.x) + "," + std::to_string(e.y) + ": " + why +
                                  "; it and its children are left out");
        };
        prune(bar.children, problem, report);
    }
    return def;
}

}  // namespace assets
