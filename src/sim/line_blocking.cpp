#include "sim/line_blocking.h"

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

}  // namespace

int kept_line_flags(const CompatOptions& compat, int flags) {
    if (!compat.boom()) return flags;
    if (!compat.mbf21()) return flags & 0x3ff;
    const bool junk = (flags & map::kLineReserved) && compat.has(comp_reservedlineflag);
    return flags & (junk ? 0x1ff : 0x3fff);
}

bool line_blocks_players(const World& w, int line) {
    return (w.opts.compat.mbf21() && (flags_of(w, line) & map::kLineBlockPlayers)) ||
           extension_flag(w, line, map::LineBool::BlockPlayers);
}

bool line_blocks_land_monsters(const World& w, int line) {
    return w.opts.compat.mbf21() && (flags_of(w, line) & map::kLineBlockLandMonsters);
}

bool line_blocks_everything(const World& w, int line) {
    return extension_flag(w, line, map::LineBool::BlockEverything);
}

bool line_blocks_projectiles(const World& w, int line) {
    return line_blocks_everything(w, line) || extension_flag(w, line, map::LineBool::BlockProjectiles);
}

bool line_blocks_use(const World& w, int line) {
    return line_blocks_everything(w, line) || extension_flag(w, line, map::LineBool::BlockUse);
}

bool line_blocks_hitscan(const World& w, int line) {
    return line_blocks_everything(w, line) || extension_flag(w, line, map::LineBool::BlockHitscan);
}

bool line_blocks_sight(const World& w, int line) {
    return line_blocks_everything(w, line) || extension_flag(w, line, map::LineBool::BlockSight);
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
