#include "app/new_game_options.h"

#include <random>

#include "base/error.h"

namespace app {

sim::GameOptions new_game_options(const config::CommandLine& cl, sim::GameMode mode, sim::CompLevel level,
                                  const sim::OptionsLump& options_lump) {
    sim::GameOptions options;
    options.mode = mode;
    options.compat = sim::default_compat_options(level, level == sim::CompLevel::Vanilla ? 1993 : std::random_device{}());
    sim::apply_options_lump(options_lump, options.compat, false);  // a game for one: netgames are set up elsewhere
    if (cl.skill) options.skill = static_cast<sim::Skill>(*cl.skill - 1);
    const bool commercial = mode == sim::GameMode::Commercial;
    if (cl.warp) {
        if (commercial && cl.warp->episode)
            throw base::Error("-warp: this game has MAPxx maps; give one number (-warp 7)");
        if (!commercial && !cl.warp->episode)
            throw base::Error("-warp: this game has episodes; give episode and map (-warp 1 3)");
        options.episode = cl.warp->episode.value_or(1);
        options.map = cl.warp->map;
    }
    options.nomonsters = cl.nomonsters;
    options.fast = cl.fast;
    options.respawn = cl.respawn;
    options.deathmatch = cl.altdeath ? 2 : cl.deathmatch ? 1 : 0;
    options.timelimit = time_limit(cl);
    return options;
}

int time_limit(const config::CommandLine& cl) { return cl.avg ? 20 : cl.timer.value_or(0); }

}  // namespace app
