#include "config/setting_groups.h"

namespace config {

SettingGroup compat_settings() {
    return {"compat", "Compatibility",
            "Defaults are the behaviour of Doom 1.9, bugs included, because recorded demos "
            "depend on it.", {
        choice_setting("compat.complevel", "auto", {"auto", "vanilla", "boom", "mbf", "mbf21"},
                       "Compatibility level of a new game without -complevel or a COMPLVL lump: vanilla (Doom 1.9, "
                       "complevel 2), boom (Boom 2.02, 9), mbf (MBF, 11) or mbf21 (MBF21, 21); auto picks what the WAD "
                       "needs (MBF21 with UMAPINFO or maps made for ZDoom, else vanilla). A demo records its level in "
                       "its header and plays "
                       "at it, whatever this says."),
        bool_setting("compat.vanilla_demo_limit", true,
                     "Stop recording a demo at the original's size limit, so the original can play "
                     "it back."),
        bool_setting("compat.vanilla_savegame_limit", true,
                     "Refuse to save a game larger than the original's savegame buffer, so the "
                     "original can load it."),
        bool_setting("compat.emulate_overflows", true,
                     "Reproduce what the original did when its fixed-size tables overflowed "
                     "(crossed special lines, intercepts, ...), instead of lifting the limits.",
                     Affects::Simulation),
        bool_setting("compat.lost_soul_limit", true,
                     "A pain elemental spits no more lost souls while 20 or more are on the map, as "
                     "in Doom II 1.9.",
                     Affects::Simulation),
        bool_setting("compat.infinitely_tall_actors", true,
                     "Monsters and players block each other at any height difference, as in the "
                     "original.",
                     Affects::Simulation),
    }};
}

}  // namespace config
