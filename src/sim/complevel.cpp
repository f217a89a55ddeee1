#include "sim/complevel.h"

#include <algorithm>
#include <cctype>

namespace sim {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

// dsda-doom's complevel_t numbers that G_Compatibility's table names.
constexpr int kBoomCompat = 7, kBoom201 = 8, kBoom202 = 9, kLxDoom = 10, kMbf = 11, kPrBoom1 = 12,
              kPrBoom2 = 13, kPrBoom3 = 14, kPrBoom4 = 15, kPrBoom6 = 17, kMbf21 = 21, kUltDoom = 3,
              kDoom1666 = 1;

struct CompChange {
    int fix;  // first level with the new behaviour
    int opt;  // first level where a demo header chooses it
};

// Values from dsda-doom's g_game.c (G_Compatibility), one per CompOption.
constexpr std::array<CompChange, 32> kCompChanges = {{
    {kMbf, kMbf},          {kMbf, kMbf},          {kBoom201, kMbf},       {kBoom201, kMbf},
    {kBoom201, kMbf},      {kBoom201, kMbf},      {kBoom201, kMbf},       {kBoom201, kMbf},
    {kBoom201, kMbf},      {kMbf, kMbf},          {kBoomCompat, kMbf},    {kMbf, kMbf},
    {kMbf, kMbf},          {kBoom202, kMbf},      {kMbf, kMbf},           {kLxDoom, kMbf},
    {kBoom202, kMbf},      {kMbf, kMbf},          {kBoom201, kMbf},       {kLxDoom, kPrBoom2},
    {kPrBoom2, kPrBoom2},  {kBoomCompat, kPrBoom3}, {kUltDoom, kPrBoom4}, {kPrBoom4, kPrBoom4},
    {kDoom1666, kPrBoom4}, {kPrBoom1, kPrBoom6},  {kBoomCompat, kPrBoom6}, {kBoomCompat, kPrBoom6},
    {kBoom201, kMbf21},    {kPrBoom1, kMbf21},    {kMbf21, kMbf21},       {kMbf21, kMbf21},
}};

}  // namespace

std::optional<CompLevel> parse_complevel(std::string_view text) {
    const std::string t = lower(text);
    if (t == "2" || t == "3" || t == "4" || t == "vanilla") return CompLevel::Vanilla;
    if (t == "9" || t == "boom") return CompLevel::Boom;
    if (t == "11" || t == "mbf") return CompLevel::Mbf;
    if (t == "21" || t == "mbf21") return CompLevel::Mbf21;
    return std::nullopt;
}

std::string_view complevel_choices() {
    return "2 (or 3, 4, \"vanilla\"), 9 (\"boom\"), 11 (\"mbf\") or 21 (\"mbf21\")";
}

std::string complevel_description(CompLevel level) {
    switch (level) {
        case CompLevel::Vanilla: return "2 (Doom 1.9)";
        case CompLevel::Boom: return "9 (Boom 2.02)";
        case CompLevel::Mbf: return "11 (MBF)";
        case CompLevel::Mbf21: return "21 (MBF21)";
    }
    return "?";
}

void apply_level_rules(CompatOptions& o) {
    const int level = complevel_number(o.level);
    for (std::size_t i = 0; i < kCompChanges.size(); ++i)
        if (level < kCompChanges[i].opt) o.comp[i] = level < kCompChanges[i].fix;
    if (o.mbf21()) {
        // Options MBF21 made fixed.
        for (CompOption c : {comp_moveblock, comp_sound, comp_666, comp_maskedanim, comp_ouchface, comp_maxhealth,
                             comp_translucency})
            o.comp[c] = false;
    }
    if (!o.mbf()) {
        o.monster_infighting = true;
        o.monster_backing = o.monster_avoid_hazards = o.monster_friction = o.help_friends = false;
        o.dogs = 0;
        o.dog_jumping = o.monkeys = false;
    }
}

CompatOptions default_compat_options(CompLevel level, std::uint32_t rngseed) {
    CompatOptions o;
    o.level = level;
    o.rngseed = rngseed;
    if (level == CompLevel::Vanilla) {
        apply_level_rules(o);
        return o;
    }
    // G_ReloadDefaults with dsda-doom's default_boom_options,
    // default_mbf_options (11) and default_latest_options (21).
    o.variable_friction = true;
    o.allow_pushers = true;
    o.monsters_remember = true;
    if (o.mbf()) {
        o.monster_avoid_hazards = true;
        o.monster_friction = true;
        o.distfriend = 128;
        o.dog_jumping = true;
        o.comp[comp_zombie] = true;
    }
    if (o.mbf21()) {
        o.comp[comp_pursuit] = true;
        o.comp[comp_ledgeblock] = true;
        o.comp[comp_friendlyspawn] = true;
        o.comp[comp_reservedlineflag] = true;
    }
    apply_level_rules(o);
    return o;
}

}  // namespace sim
