#include "sim/line_blocking.h"

#include <utility>

#include "map/level.h"
#include "sim/world.h"

namespace sim {

namespace {

bool extension_flag(const World& w, int line, map::LineBool flag) {
    const auto& lines = w.level.extensions.lines;
    const auto i = static_cast<std::size_t>(line);
    return i < lines.size() && lines[i].flags[flag];
}

int flags_of(const World& w, int line) { return w.lines[static_cast<std::size_t>(line)].flags; }
bool blocks(const World& w, int line, int block) { return w.lines[static_cast<std::size_t>(line)].blocks & block; }

// The blocks Doom's own flags hold, by their bit there.
constexpr std::pair<int, int> kDoomFlagBlocks[] = {
    {kBlockCreatures, map::kLineBlocking}, {kBlockMonsters, map::kLineBlockMonsters}, {kBlockSound, map::kLineSoundBlock}};

}  // namespace

int udmf_line_blocks(const map::LineExtension& line) {
    using map::LineBool;
    constexpr std::pair<LineBool, int> kFields[] = {
        {LineBool::BlockPlayers, kBlockPlayers},         {LineBool::BlockFloaters, kBlockFloaters},
        {LineBool::BlockProjectiles, kBlockProjectiles}, {LineBool::BlockEverything, kBlockEverything},
        {LineBool::BlockUse, kBlockUse},                 {LineBool::BlockSight, kBlockSight},
        {LineBool::BlockHitscan, kBlockHitscan}};
    int out = 0;
    for (const auto& [field, block] : kFields)
        if (line.flags[field]) out |= block;
    return out;
}

void set_line_blocking(World& w, int line, int set, int clear) {
    LineState& l = w.lines[static_cast<std::size_t>(line)];
    for (const auto& [block, flag] : kDoomFlagBlocks) {
        if (set & block) l.flags |= flag;
        if (clear & block) l.flags &= ~flag;
    }
    l.blocks = (l.blocks | set) & ~clear;
}

int kept_line_flags(const CompatOptions& compat, int flags) {
    if (!compat.boom()) return flags;
    if (!compat.mbf21()) return flags & 0x3ff;
    const bool junk = (flags & map::kLineReserved) && compat.has(comp_reservedlineflag);
    return flags & (junk ? 0x1ff : 0x3fff);
}

bool line_blocks_players(const World& w, int line) {
    return (w.opts.compat.mbf21() && (flags_of(w, line) & map::kLineBlockPlayers)) || blocks(w, line, kBlockPlayers);
}

bool line_blocks_land_monsters(const World& w, int line) {
    return w.opts.compat.mbf21() && (flags_of(w, line) & map::kLineBlockLandMonsters);
}

bool line_blocks_everything(const World& w, int line) { return blocks(w, line, kBlockEverything); }

bool line_blocks_projectiles(const World& w, int line) {
    return blocks(w, line, kBlockEverything | kBlockProjectiles);
}

bool line_blocks_use(const World& w, int line) {
    return blocks(w, line, kBlockEverything | kBlockUse);
}

bool line_blocks_hitscan(const World& w, int line) {
    return blocks(w, line, kBlockEverything | kBlockHitscan);
}

bool line_blocks_sight(const World& w, int line) {
    return blocks(w, line, kBlockEverything | kBlockSight);
}

bool line_has_3d_midtex(const World& w, int line) {
    return extension_flag(w, line, map::LineBool::MidTex3d) || line_3d_midtex_lets_missiles_by(w, line);
}

bool line_3d_midtex_lets_missiles_by(const World& w, int line) {
    return extension_flag(w, line, map::LineBool::MidTex3dImpassible);
}

bool line_passes_use(const World& w, int line) {
    return w.opts.compat.boom() && (flags_of(w, line) & map::kLinePassUse);
}

}  // namespace sim
