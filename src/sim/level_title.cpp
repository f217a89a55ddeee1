#include "sim/level_title.h"

#include <array>

#include "sim/game_strings.h"
#include "sim/map_info.h"

namespace sim {
namespace {

// HUSTR_E1M1 … HUSTR_E4M9 and HUSTR_1 … HUSTR_32 (d_englsh.h, Doom 1.9),
// each with its DeHackEd mnemonic.
constexpr std::array<GameString, 36> kDoomTitles = {{
    {"HUSTR_E1M1", "E1M1: Hangar"},
    {"HUSTR_E1M2", "E1M2: Nuclear Plant"},
    {"HUSTR_E1M3", "E1M3: Toxin Refinery"},
    {"HUSTR_E1M4", "E1M4: Command Control"},
    {"HUSTR_E1M5", "E1M5: Phobos Lab"},
    {"HUSTR_E1M6", "E1M6: Central Processing"},
    {"HUSTR_E1M7", "E1M7: Computer Station"},
    {"HUSTR_E1M8", "E1M8: Phobos Anomaly"},
    {"HUSTR_E1M9", "E1M9: Military Base"},
    {"HUSTR_E2M1", "E2M1: Deimos Anomaly"},
    {"HUSTR_E2M2", "E2M2: Containment Area"},
    {"HUSTR_E2M3", "E2M3: Refinery"},
    {"HUSTR_E2M4", "E2M4: Deimos Lab"},
    {"HUSTR_E2M5", "E2M5: Command Center"},
    {"HUSTR_E2M6", "E2M6: Halls of the Damned"},
    {"HUSTR_E2M7", "E2M7: Spawning Vats"},
    {"HUSTR_E2M8", "E2M8: Tower of Babel"},
    {"HUSTR_E2M9", "E2M9: Fortress of Mystery"},
    {"HUSTR_E3M1", "E3M1: Hell Keep"},
    {"HUSTR_E3M2", "E3M2: Slough of Despair"},
    {"HUSTR_E3M3", "E3M3: Pandemonium"},
    {"HUSTR_E3M4", "E3M4: House of Pain"},
    {"HUSTR_E3M5", "E3M5: Unholy Cathedral"},
    {"HUSTR_E3M6", "E3M6: Mt. Erebus"},
    {"HUSTR_E3M7", "E3M7: Limbo"},
    {"HUSTR_E3M8", "E3M8: Dis"},
    {"HUSTR_E3M9", "E3M9: Warrens"},
    {"HUSTR_E4M1", "E4M1: Hell Beneath"},
    {"HUSTR_E4M2", "E4M2: Perfect Hatred"},
    {"HUSTR_E4M3", "E4M3: Sever The Wicked"},
    {"HUSTR_E4M4", "E4M4: Unruly Evil"},
    {"HUSTR_E4M5", "E4M5: They Will Repent"},
    {"HUSTR_E4M6", "E4M6: Against Thee Wickedly"},
    {"HUSTR_E4M7", "E4M7: And Hell Followed"},
    {"HUSTR_E4M8", "E4M8: Unto The Cruel"},
    {"HUSTR_E4M9", "E4M9: Fear"},
}};

constexpr std::array<GameString, 32> kDoom2Titles = {{
    {"HUSTR_1", "level 1: entryway"},
    {"HUSTR_2", "level 2: underhalls"},
    {"HUSTR_3", "level 3: the gantlet"},
    {"HUSTR_4", "level 4: the focus"},
    {"HUSTR_5", "level 5: the waste tunnels"},
    {"HUSTR_6", "level 6: the crusher"},
    {"HUSTR_7", "level 7: dead simple"},
    {"HUSTR_8", "level 8: tricks and traps"},
    {"HUSTR_9", "level 9: the pit"},
    {"HUSTR_10", "level 10: refueling base"},
    {"HUSTR_11", "level 11: 'o' of destruction!"},
    {"HUSTR_12", "level 12: the factory"},
    {"HUSTR_13", "level 13: downtown"},
    {"HUSTR_14", "level 14: the inmost dens"},
    {"HUSTR_15", "level 15: industrial zone"},
    {"HUSTR_16", "level 16: suburbs"},
    {"HUSTR_17", "level 17: tenements"},
    {"HUSTR_18", "level 18: the courtyard"},
    {"HUSTR_19", "level 19: the citadel"},
    {"HUSTR_20", "level 20: gotcha!"},
    {"HUSTR_21", "level 21: nirvana"},
    {"HUSTR_22", "level 22: the catacombs"},
    {"HUSTR_23", "level 23: barrels o' fun"},
    {"HUSTR_24", "level 24: the chasm"},
    {"HUSTR_25", "level 25: bloodfalls"},
    {"HUSTR_26", "level 26: the abandoned mines"},
    {"HUSTR_27", "level 27: monster condo"},
    {"HUSTR_28", "level 28: the spirit world"},
    {"HUSTR_29", "level 29: the living end"},
    {"HUSTR_30", "level 30: icon of sin"},
    {"HUSTR_31", "level 31: wolfenstein"},
    {"HUSTR_32", "level 32: grosse"},
}};

}  // namespace

std::string level_title(const World& world) {
    // UMAPINFO: "label: levelname", the label the map's lump name unless
    // given, and left out after `label = clear`.
    if (const assets::UmapEntry* entry = current_map_entry(world); entry && entry->levelname) {
        if (entry->label && entry->label->cleared) return *entry->levelname;
        return (entry->label ? entry->label->text : entry->name.lump()) + ": " + *entry->levelname;
    }
    const int map = world.opts.map;
    if (world.opts.mode == GameMode::Commercial) {
        if (map < 1 || map > static_cast<int>(kDoom2Titles.size())) return "NEWLEVEL";
        return game_string(*world.defs, kDoom2Titles[static_cast<std::size_t>(map - 1)]);
    }
    const int index = (world.opts.episode - 1) * 9 + map - 1;
    if (map < 1 || map > 9 || index < 0 || index >= static_cast<int>(kDoomTitles.size())) return "NEWLEVEL";
    return game_string(*world.defs, kDoomTitles[static_cast<std::size_t>(index)]);
}

}  // namespace sim
