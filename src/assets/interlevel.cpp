#include "assets/interlevel.h"

#include <algorithm>
#include <cmath>

#include "assets/json_lump.h"
#include "assets/lump_context.h"
#include "assets/picture_check.h"
#include "assets/umapinfo.h"
#include "wad/archive.h"

namespace assets {

namespace {

constexpr JsonLumpVersion kNewest{1, 0, 0};
constexpr double kTicRate = 35;
constexpr double kLongestSeconds = 60 * 60;  // an hour: past it a frame that never changes
constexpr double kFarthest = 32768;          // a patch's place, as the drawers take it
constexpr int kLastCondition = static_cast<int>(InterlevelCondition::Kind::IsEntering);

bool absent(const JsonValue* v) { return !v || v->is_null(); }

// A whole number within ±limit, or none.
std::optional<int> whole(const JsonValue* v, double limit) {
    const double* n = v ? v->number() : nullptr;
    if (!n || *n != std::floor(*n) || std::fabs(*n) > limit) return std::nullopt;
    return static_cast<int>(*n);
}

std::optional<InterlevelCondition> condition(const JsonValue& e, std::string& why) {
    if (!e.object()) return why = "a condition is not an object", std::nullopt;
    const std::optional<int> kind = whole(e.member("condition"), kLastCondition);
    if (!kind || *kind < 0)
        return why = "a condition's \"condition\" must be 0 to 7 (the specification's conditions)", std::nullopt;
    const std::optional<int> param = whole(e.member("param"), 1 << 30);
    if (!param) return why = "a condition's \"param\" must be a whole number", std::nullopt;
    return InterlevelCondition{static_cast<InterlevelCondition::Kind>(*kind), *param};
}

// `owner`'s "conditions": an array of them, or null or missing (none).
std::optional<std::vector<InterlevelCondition>> conditions(const JsonValue& owner, std::string& why) {
    std::vector<InterlevelCondition> out;
    const JsonValue* list = owner.member("conditions");
    if (absent(list)) return out;
    if (!list->array()) return why = "\"conditions\" must be an array or null", std::nullopt;
    for (const JsonValue& e : *list->array()) {
        std::optional<InterlevelCondition> c = condition(e, why);
        if (!c) return std::nullopt;
        out.push_back(*c);
    }
    return out;
}

std::optional<int> tics(const JsonValue* v) {
    const double* seconds = v ? v->number() : nullptr;
    if (!seconds || !(*seconds >= 0) || *seconds > kLongestSeconds) return std::nullopt;
    return static_cast<int>(*seconds * kTicRate);
}

std::optional<InterlevelFrame> frame(const JsonValue& e, std::string& why) {
    if (!e.object()) return why = "a frame is not an object", std::nullopt;
    InterlevelFrame out;
    const std::optional<std::string> image = json_lump_name(e.member("image"));
    if (!image) return why = "a frame's \"image\" must name a picture lump (1 to 8 characters)", std::nullopt;
    out.image = *image;
    const std::optional<int> type = whole(e.member("type"), 1 << 30);
    if (!type || *type < 0 || (*type & ~InterlevelFrame::kKnownBits) != 0)
        return why = "frame " + out.image + ": \"type\" must be bits 0x1 (infinite), 0x2 (fixed duration), " +
                     "0x4 (random duration) and 0x1000 (random start)",
               std::nullopt;
    out.type = *type;
    const std::optional<int> duration = tics(e.member("duration"));
    const std::optional<int> most = tics(e.member("maxduration"));
    if (!duration || !most)
        return why = "frame " + out.image + ": \"duration\" and \"maxduration\" must be seconds, 0 to 3600",
               std::nullopt;
    out.duration = *duration;
    out.maxduration = *most;
    return out;
}

std::optional<InterlevelAnim> anim(const JsonValue& e, std::string& why) {
    if (!e.object()) return why = "not an object", std::nullopt;
    InterlevelAnim out;
    const std::optional<int> x = whole(e.member("x"), kFarthest);
    const std::optional<int> y = whole(e.member("y"), kFarthest);
    if (!x || !y) return why = "\"x\" and \"y\" must be whole numbers within 32768 of the corner", std::nullopt;
    out.x = *x;
    out.y = *y;
    const JsonValue* frames = e.member("frames");
    if (!frames || !frames->array() || frames->array()->empty())
        return why = "\"frames\" must be an array of at least one frame", std::nullopt;
    for (const JsonValue& f : *frames->array()) {
        std::optional<InterlevelFrame> good = frame(f, why);
        if (!good) return std::nullopt;
        out.frames.push_back(std::move(*good));
    }
    std::optional<std::vector<InterlevelCondition>> when = conditions(e, why);
    if (!when) return std::nullopt;
    out.conditions = std::move(*when);
    return out;
}

// A layer with the animations that read; those that do not are left out.
std::optional<InterlevelLayer> layer(const JsonValue& e, const std::string& where, const std::string& source,
                                     std::vector<std::string>& diagnostics, std::string& why) {
    if (!e.object()) return why = "not an object", std::nullopt;
    InterlevelLayer out;
    std::optional<std::vector<InterlevelCondition>> when = conditions(e, why);
    if (!when) return std::nullopt;
    out.conditions = std::move(*when);
    const JsonValue* anims = e.member("anims");
    if (!anims || !anims->array()) return why = "\"anims\" must be an array", std::nullopt;
    for (std::size_t i = 0; i < anims->array()->size(); ++i) {
        const JsonValue& a = (*anims->array())[i];
        std::string inner;
        if (std::optional<InterlevelAnim> good = anim(a, inner))
            out.anims.push_back(std::move(*good));
        else
            diagnostics.push_back(json_place(source, a) + where + ", anim " + std::to_string(i + 1) + ": " + inner +
                                  "; left out");
    }
    return out;
}

// Leaves out each animation showing a picture that cannot be drawn, with
// a diagnostic naming its place.
void drop_undrawable_anims(Interlevel& lump, PictureCheck& pictures, const std::string& source,
                           std::vector<std::string>& diagnostics) {
    for (std::size_t l = 0; l < lump.layers.size(); ++l) {
        std::size_t a = 0;
        std::erase_if(lump.layers[l].anims, [&](const InterlevelAnim& anim) {
            ++a;
            for (const InterlevelFrame& f : anim.frames) {
                const std::string& problem = pictures.problem(f.image);
                if (problem.empty()) continue;
                diagnostics.push_back(source + ": layer " + std::to_string(l + 1) + ", anim " + std::to_string(a) +
                                      ": picture " + f.image + " " + problem + "; the animation is left out");
                return true;
            }
            return false;
        });
    }
}

}  // namespace

std::optional<Interlevel> parse_interlevel(std::string_view text, const std::string& source,
                                           std::vector<std::string>& diagnostics) {
    const JsonLumpResult read = read_json_lump(text, "interlevel", kNewest);
    if (!read.ok()) {
        diagnostics.push_back(json_refusal(source, read.error) + "; the original intermission shows");
        return std::nullopt;
    }
    const JsonValue& data = *read.lump.data;
    Interlevel out;
    const std::optional<std::string> music = json_lump_name(data.member("music"));
    const std::optional<std::string> background = json_lump_name(data.member("backgroundimage"));
    if (!music || !background) {
        diagnostics.push_back(json_place(source, data) +
                              "\"music\" and \"backgroundimage\" must each name a lump (1 to 8 characters); "
                              "the original intermission shows");
        return std::nullopt;
    }
    out.music = *music;
    out.background = *background;
    const JsonValue* layers = data.member("layers");
    if (absent(layers)) return out;
    if (!layers->array()) {
        diagnostics.push_back(json_place(source, *layers) + "\"layers\" must be an array or null; no animations");
        return out;
    }
    for (std::size_t i = 0; i < layers->array()->size(); ++i) {
        const JsonValue& e = (*layers->array())[i];
        const std::string where = "layer " + std::to_string(i + 1);
        std::string why;
        if (std::optional<InterlevelLayer> good = layer(e, where, source, diagnostics, why))
            out.layers.push_back(std::move(*good));
        else
            diagnostics.push_back(json_place(source, e) + where + ": " + why + "; left out");
    }
    return out;
}

InterlevelSet load_interlevels(const wad::Archive& archive, const UmapInfo& umapinfo,
                               std::vector<std::string>& diagnostics) {
    InterlevelSet out;
    PictureCheck pictures(archive);
    std::vector<std::string> named;
    for (const UmapEntry& e : umapinfo.maps)
        for (const auto& name : {e.exitanim, e.enteranim})
            if (name && std::find(named.begin(), named.end(), *name) == named.end()) named.push_back(*name);
    for (const std::string& name : named) {
        const auto index = archive.find(name);
        if (!index) {
            diagnostics.push_back("UMAPINFO: INTERLEVEL lump " + name + " is in no WAD of the game; "
                                  "the original intermission shows");
            continue;
        }
        const std::string source = lump_context(archive, *index);
        const auto bytes = archive.lump(*index).data;
        std::optional<Interlevel> read = parse_interlevel(
            std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), source, diagnostics);
        if (!read) continue;
        if (const std::string& problem = pictures.problem(read->background); !problem.empty()) {
            diagnostics.push_back(source + ": background " + read->background + " " + problem +
                                  "; the original intermission shows");
            continue;
        }
        if (!archive.find_any(read->music)) {
            diagnostics.push_back(source + ": music " + read->music +
                                  " is in no WAD of the game; the original's intermission music plays");
            read->music.clear();
        }
        drop_undrawable_anims(*read, pictures, source, diagnostics);
        out.emplace(name, std::move(*read));
    }
    return out;
}

}  // namespace assets
