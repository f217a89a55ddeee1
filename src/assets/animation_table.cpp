#include "assets/animation_table.h"

#include <cctype>

#include "assets/animations.h"
#include "assets/lump_context.h"
#include "base/log.h"
#include "wad/archive.h"

namespace assets {

namespace {

constexpr std::size_t kAnimatedRecord = 23;
constexpr std::size_t kSwitchesRecord = 20;
constexpr std::size_t kNameField = 9;
constexpr int kAnimatedEnd = 255;

// A 9-byte name field: up to its first NUL, at most 8 characters, upper case.
std::string name_field(std::span<const std::uint8_t> bytes) {
    std::string out;
    for (std::size_t i = 0; i < kNameField - 1 && bytes[i]; ++i)
        out += static_cast<char>(std::toupper(bytes[i]));
    return out;
}

std::uint32_t u32_at(std::span<const std::uint8_t> b, std::size_t at) {
    return static_cast<std::uint32_t>(b[at]) | static_cast<std::uint32_t>(b[at + 1]) << 8 |
           static_cast<std::uint32_t>(b[at + 2]) << 16 | static_cast<std::uint32_t>(b[at + 3]) << 24;
}

}  // namespace

std::vector<AnimationEntry> vanilla_animation_table() {
    std::vector<AnimationEntry> out;
    for (const AnimationDef& def : kVanillaAnimations)
        out.push_back({def.is_texture, std::string(def.last), std::string(def.first), def.speed, false});
    return out;
}

std::vector<SwitchEntry> vanilla_switch_table() {
    std::vector<SwitchEntry> out;
    for (const SwitchDef& def : kVanillaSwitches) out.push_back({std::string(def.off), std::string(def.on), def.episode, false});
    return out;
}

std::vector<AnimationEntry> parse_animated(std::span<const std::uint8_t> lump, const std::string& context) {
    std::vector<AnimationEntry> out;
    const std::size_t records = lump.size() / kAnimatedRecord;
    for (std::size_t r = 0; r < records; ++r) {
        const auto rec = lump.subspan(r * kAnimatedRecord, kAnimatedRecord);
        if (rec[0] == kAnimatedEnd) {
            if ((r + 1) * kAnimatedRecord + 1 < lump.size())
                base::warn(context + ": " + std::to_string(lump.size() - (r + 1) * kAnimatedRecord) +
                           " bytes after the terminator ignored");
            return out;
        }
        AnimationEntry e;
        e.is_texture = (rec[0] & 1) != 0;
        e.last = name_field(rec.subspan(1, kNameField));
        e.first = name_field(rec.subspan(1 + kNameField, kNameField));
        const auto speed = static_cast<std::int32_t>(u32_at(rec, 1 + 2 * kNameField));
        e.from_lump = true;
        if (e.first.empty() || e.last.empty() || speed < 1) {
            base::warn(context + ": record " + std::to_string(r) + " (" + e.first + " to " + e.last +
                       ") has an empty name or a speed below 1; skipped");
            continue;
        }
        e.speed = speed;
        out.push_back(std::move(e));
    }
    base::warn(context + ": " + std::to_string(lump.size()) + " bytes hold no terminating record (type 255)" +
               (lump.size() % kAnimatedRecord ? " and end inside a 23-byte record" : "") + "; " +
               std::to_string(out.size()) + " animations read");
    return out;
}

std::vector<SwitchEntry> parse_switches(std::span<const std::uint8_t> lump, const std::string& context) {
    std::vector<SwitchEntry> out;
    const std::size_t records = lump.size() / kSwitchesRecord;
    for (std::size_t r = 0; r < records; ++r) {
        const auto rec = lump.subspan(r * kSwitchesRecord, kSwitchesRecord);
        const int episode = rec[18] | rec[19] << 8;
        if (episode == 0) {
            if ((r + 1) * kSwitchesRecord < lump.size())
                base::warn(context + ": " + std::to_string(lump.size() - (r + 1) * kSwitchesRecord) +
                           " bytes after the terminator ignored");
            return out;
        }
        SwitchEntry e{name_field(rec.subspan(0, kNameField)), name_field(rec.subspan(kNameField, kNameField)), episode,
                      true};
        if (e.off.empty() || e.on.empty() || episode > 3) {
            base::warn(context + ": record " + std::to_string(r) + " (" + e.off + ", " + e.on + ", episode " +
                       std::to_string(episode) + ") has an empty name or an episode past 3; skipped");
            continue;
        }
        out.push_back(std::move(e));
    }
    base::warn(context + ": " + std::to_string(lump.size()) + " bytes hold no terminating record (episode 0)" +
               (lump.size() % kSwitchesRecord ? " and end inside a 20-byte record" : "") + "; " +
               std::to_string(out.size()) + " switches read");
    return out;
}

std::vector<AnimationEntry> animation_table(const wad::Archive& archive) {
    if (const auto lump = archive.find("ANIMATED"))
        return parse_animated(archive.lump(*lump).data, lump_context(archive, *lump));
    return vanilla_animation_table();
}

std::vector<SwitchEntry> switch_table(const wad::Archive& archive) {
    if (const auto lump = archive.find("SWITCHES"))
        return parse_switches(archive.lump(*lump).data, lump_context(archive, *lump));
    return vanilla_switch_table();
}

}  // namespace assets
