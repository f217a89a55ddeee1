// How DeHackEd lines and values are read: assignments, numbers, thing
// flag mnemonics, and the checks that keep an entry's fields in range.
#include <array>
#include <charconv>
#include <cstdint>
#include <limits>
#include <span>

#include "base/log.h"
#include "sim/dehacked_patch.h"

namespace sim::dehacked {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == '\0'; }

char to_upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }

// BEX names for thing bits. Beyond the original's 26 flags come Boom's
// names for the spare ones and MBF's (TOUCHY, BOUNCES, FRIEND): every bit
// is kept; what each does is the simulation's business.
struct FlagName {
    std::string_view name;
    std::uint32_t bits;
};
constexpr std::array<FlagName, 37> kFlagNames = {{
    {"SPECIAL", MF_SPECIAL},
    {"SOLID", MF_SOLID},
    {"SHOOTABLE", MF_SHOOTABLE},
    {"NOSECTOR", MF_NOSECTOR},
    {"NOBLOCKMAP", MF_NOBLOCKMAP},
    {"AMBUSH", MF_AMBUSH},
    {"JUSTHIT", MF_JUSTHIT},
    {"JUSTATTACKED", MF_JUSTATTACKED},
    {"SPAWNCEILING", MF_SPAWNCEILING},
    {"NOGRAVITY", MF_NOGRAVITY},
    {"DROPOFF", MF_DROPOFF},
    {"PICKUP", MF_PICKUP},
    {"NOCLIP", MF_NOCLIP},
    {"SLIDE", MF_SLIDE},
    {"FLOAT", MF_FLOAT},
    {"TELEPORT", MF_TELEPORT},
    {"MISSILE", MF_MISSILE},
    {"DROPPED", MF_DROPPED},
    {"SHADOW", MF_SHADOW},
    {"NOBLOOD", MF_NOBLOOD},
    {"CORPSE", MF_CORPSE},
    {"INFLOAT", MF_INFLOAT},
    {"COUNTKILL", MF_COUNTKILL},
    {"COUNTITEM", MF_COUNTITEM},
    {"SKULLFLY", MF_SKULLFLY},
    {"NOTDMATCH", MF_NOTDMATCH},
    // The translation is two bits; Boom named the low one TRANSLATION.
    {"TRANSLATION", 0x4000000},
    {"TRANSLATION1", 0x4000000},
    {"TRANSLATION2", 0x8000000},
    {"UNUSED1", 0x8000000},
    {"UNUSED2", 0x10000000},
    {"UNUSED3", 0x20000000},
    {"UNUSED4", 0x40000000},
    {"TRANSLUCENT", 0x80000000},
    {"TOUCHY", MF_TOUCHY},
    {"BOUNCES", MF_BOUNCES},
    {"FRIEND", MF_FRIEND},
}};

// MBF21's names (its spec's tables).
constexpr std::array<FlagName, 19> kThingFlag2Names = {{
    {"LOGRAV", MF2_LOGRAV},
    {"SHORTMRANGE", MF2_SHORTMRANGE},
    {"DMGIGNORED", MF2_DMGIGNORED},
    {"NORADIUSDMG", MF2_NORADIUSDMG},
    {"FORCERADIUSDMG", MF2_FORCERADIUSDMG},
    {"HIGHERMPROB", MF2_HIGHERMPROB},
    {"RANGEHALF", MF2_RANGEHALF},
    {"NOTHRESHOLD", MF2_NOTHRESHOLD},
    {"LONGMELEE", MF2_LONGMELEE},
    {"BOSS", MF2_BOSS},
    {"MAP07BOSS1", MF2_MAP07BOSS1},
    {"MAP07BOSS2", MF2_MAP07BOSS2},
    {"E1M8BOSS", MF2_E1M8BOSS},
    {"E2M8BOSS", MF2_E2M8BOSS},
    {"E3M8BOSS", MF2_E3M8BOSS},
    {"E4M6BOSS", MF2_E4M6BOSS},
    {"E4M8BOSS", MF2_E4M8BOSS},
    {"RIP", MF2_RIP},
    {"FULLVOLSOUNDS", MF2_FULLVOLSOUNDS},
}};
constexpr std::array<FlagName, 6> kWeaponFlagNames = {{
    {"NOTHRUST", WPF_NOTHRUST},
    {"SILENT", WPF_SILENT},
    {"NOAUTOFIRE", WPF_NOAUTOFIRE},
    {"FLEEMELEE", WPF_FLEEMELEE},
    {"AUTOSWITCHFROM", WPF_AUTOSWITCHFROM},
    {"NOAUTOSWITCHTO", WPF_NOAUTOSWITCHTO},
}};
constexpr std::array<FlagName, 1> kStateFlagNames = {{
    {"SKILL5FAST", STF_SKILL5FAST},
}};

std::span<const FlagName> flag_names(ValueKind kind) {
    switch (kind) {
        case ValueKind::ThingFlags2: return kThingFlag2Names;
        case ValueKind::WeaponFlags: return kWeaponFlagNames;
        case ValueKind::StateFlags: return kStateFlagNames;
        default: return kFlagNames;
    }
}

bool is_flags(ValueKind kind) {
    return kind == ValueKind::Flags || kind == ValueKind::ThingFlags2 || kind == ValueKind::WeaponFlags ||
           kind == ValueKind::StateFlags;
}

std::optional<std::uint32_t> flag_bits(std::span<const FlagName> names, std::string_view name) {
    for (const FlagName& f : names)
        if (iequals(f.name, name)) return f.bits;
    return std::nullopt;
}

// A Bits value: a number, or mnemonics and numbers joined by + | , or blanks.
std::optional<std::int64_t> parse_flags(Patch& patch, const Line& line, ValueKind kind, std::string_view field,
                                        std::string_view value) {
    constexpr std::int64_t kMin = std::numeric_limits<std::int32_t>::min();
    constexpr std::int64_t kMax = std::numeric_limits<std::uint32_t>::max();
    std::uint32_t bits = 0;
    std::size_t pos = 0;
    bool any = false;
    while (pos < value.size()) {
        const std::size_t end = value.find_first_of("+|, \t", pos);
        const std::string_view token = value.substr(pos, end == std::string_view::npos ? value.npos : end - pos);
        pos = end == std::string_view::npos ? value.size() : end + 1;
        if (token.empty()) continue;
        if (token.front() == '#') break;
        any = true;
        if (auto named = flag_bits(flag_names(kind), token)) {
            bits |= *named;
        } else if (auto number = parse_integer(token); number && *number >= kMin && *number <= kMax) {
            bits |= static_cast<std::uint32_t>(*number);
        } else {
            const char* what = kind == ValueKind::WeaponFlags  ? "weapon"
                               : kind == ValueKind::StateFlags ? "frame"
                                                               : "thing";
            patch.report(line.number, std::string(field) + ": unknown " + what + " flag " + quoted(token) +
                                          "; line skipped");
            return std::nullopt;
        }
    }
    if (!any) {
        patch.report(line.number, std::string(field) + " needs a value; line skipped");
        return std::nullopt;
    }
    return bits;
}

struct Range {
    std::int64_t min, max;
};

Range range_of(ValueKind kind) {
    switch (kind) {
        case ValueKind::State:
            return {0, kMostStates - 1};
        case ValueKind::Sound:
            return {0, kMostSounds - 1};
        case ValueKind::Sprite:
            return {0, kMostSprites - 1};
        case ValueKind::Thing:
            return {0, kMostThingTypes};
        case ValueKind::Ammo:
            return {0, am_noammo};
        case ValueKind::NonNegative:
            return {0, std::numeric_limits<std::int32_t>::max()};
        case ValueKind::Integer:
        case ValueKind::Flags:
        case ValueKind::ThingFlags2:
        case ValueKind::WeaponFlags:
        case ValueKind::StateFlags:
            break;
    }
    return {std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max()};
}

}  // namespace

void Patch::report(int line, std::string message) {
    diagnostics.push_back({source, line, std::move(message)});
    base::warn(to_string(diagnostics.back()));
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (to_upper(a[i]) != to_upper(b[i])) return false;
    return true;
}

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = to_upper(c);
    return out;
}

std::string_view first_word(std::string_view s) {
    s = trim(s);
    std::size_t end = 0;
    while (end < s.size() && !is_space(s[end])) ++end;
    return s.substr(0, end);
}

std::optional<Assignment> split_assignment(std::string_view line) {
    const std::size_t eq = line.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    return Assignment{trim(line.substr(0, eq)), trim(line.substr(eq + 1))};
}

std::optional<std::int64_t> parse_integer(std::string_view text) {
    text = trim(text);
    bool negative = false;
    if (!text.empty() && (text.front() == '-' || text.front() == '+')) {
        negative = text.front() == '-';
        text.remove_prefix(1);
    }
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    std::int64_t magnitude = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), magnitude, base);
    if (error != std::errc() || end == text.data()) return std::nullopt;
    const std::string_view after = text.substr(static_cast<std::size_t>(end - text.data()));
    // Only a comment may follow, after a blank ("1#" is junk, not 1).
    if (!after.empty() && (!is_space(after.front()) || trim(after).front() != '#')) return std::nullopt;
    return negative ? -magnitude : magnitude;
}

void apply_field(Patch& patch, const Line& line, int index, std::span<const Field> fields, std::string_view section) {
    const auto assignment = split_assignment(line.text);
    if (!assignment) {
        patch.report(line.number,
                     std::string(section) + ": expected 'name = value', got " + quoted(line.text) + "; line skipped");
        return;
    }
    const Field* field = nullptr;
    for (const Field& f : fields)
        if (iequals(f.name, assignment->name)) field = &f;
    if (!field && skip_id24_field(patch, line, section, assignment->name)) return;
    if (!field) {
        patch.report(line.number,
                     "unknown " + std::string(section) + " field " + quoted(assignment->name) + "; line skipped");
        return;
    }
    const std::string quoted = "'" + std::string(field->name) + " = " + std::string(assignment->value) + "'";
    std::optional<std::int64_t> value;
    if (is_flags(field->kind)) {
        value = parse_flags(patch, line, field->kind, field->name, assignment->value);
        if (!value) return;
    } else {
        value = parse_integer(assignment->value);
        if (!value) {
            patch.report(line.number, std::string(section) + ": " + quoted + " is not a number; line skipped");
            return;
        }
        const Range range = range_of(field->kind);
        const bool unused_ammo = field->kind == ValueKind::Ammo && *value == NUMAMMO;
        if (*value < range.min || *value > range.max || unused_ammo) {
            const std::string allowed = field->kind == ValueKind::Ammo
                                            ? "0..3, or 5 for none"
                                            : std::to_string(range.min) + ".." + std::to_string(range.max);
            patch.report(line.number,
                         std::string(section) + ": " + quoted + " is out of range (" + allowed + "); line skipped");
            return;
        }
    }
    // DSDHacked: the tables grow to every entry a value names, so the
    // simulation never meets a number past them.
    if (field->kind == ValueKind::State) patch.defs.make_state(*value);
    if (field->kind == ValueKind::Sound) patch.defs.make_sound(*value);
    if (field->kind == ValueKind::Sprite) patch.defs.make_sprite(*value);
    if (field->kind == ValueKind::Thing && *value > 0) patch.defs.make_thing(*value - 1);
    if (field->set) field->set(patch.defs, index, *value);
}

}  // namespace sim::dehacked
