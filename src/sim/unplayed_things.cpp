#include "sim/unplayed_things.h"

#include <map>
#include <string>

#include "base/log.h"
#include "sim/ambient_sounds.h"
#include "sim/hexen_specials.h"
#include "sim/level_cameras.h"
#include "sim/sector_actions.h"
#include "sim/sector_flag_things.h"
#include "sim/slope_setup.h"
#include "sim/mobjs.h"
#include "sim/music_changers.h"
#include "sim/thing_ids.h"
#include "sim/world.h"

namespace sim {

namespace {

// ZDoom's editor numbers of classes Doom has not (gzdoom.pk3's MAPINFO
// DoomEdNums; a fact table, numbers and names only).
constexpr ZDoomThing kZDoomThings[] = {
    {1400, 1411, "SoundSequenceOverride"}, {1502, 1502, "VavoomLightWhite"}, {1503, 1503, "VavoomLightColor"},
    {5004, 5004, "FS_Mapspot"}, {5006, 5006, "SkyCamCompat"}, {5061, 5061, "InvisibleBridge32"},
    {5064, 5064, "InvisibleBridge16"}, {5065, 5065, "InvisibleBridge8"}, {9024, 9024, "PatrolPoint"},
    {9026, 9026, "Spark"}, {9027, 9033, "ParticleFountain (red to white)"}, {9037, 9037, "BetaSkull"},
    {9038, 9038, "ColorSetter"}, {9039, 9039, "FadeSetter"}, {9040, 9040, "MapMarker"},
    {9043, 9043, "TeleportDest3"}, {9044, 9044, "TeleportDest2"}, {9045, 9045, "Waterzone"},
    {9046, 9046, "SecretTrigger"}, {9047, 9047, "PatrolSpecial"}, {9048, 9048, "SoundEnvironment"},
    {9076, 9076, "HateTarget"}, {9077, 9077, "UpperStackLookOnly"}, {9078, 9078, "LowerStackLookOnly"},
    {9080, 9080, "SkyViewpoint"}, {9081, 9081, "SkyPicker"}, {9083, 9083, "SkyCamCompat"},
    {9084, 9084, "OrthographicCamera"}, {9200, 9200, "Decal"},
    {9600, 9605, "SecActDamage… and SecActDeath… (sector actions)"}, {9800, 9834, "PointLight… (dynamic lights)"},
    {9988, 9988, "CustomSprite"}, {9990, 9990, "InvisibleBridge"}, {9991, 9991, "CustomBridge"},
};

constexpr int kFirstPolyobjectThing = 9300, kLastPolyobjectThing = 9303;  // polyobjects.h reads them
// Doom Builder's camera: ZDoom spawns it and removes it at once.
constexpr int kDoomBuilderCamera = 32000;

// Whether the game reads a thing of this number somewhere: a type it
// spawns, a start, or one of the places other rules read from the map.
bool read(const World& w, int type, bool hexen) {
    if ((type >= 1 && type <= 4) || type == 11 || type == kDoomBuilderCamera || is_ambient_thing(type)) return true;
    if (is_slope_thing(type) && reads_slopes(w)) return true;
    if (is_sector_flag_thing(type) && !w.level.extensions.sectors.empty()) return true;
    if (hexen && (is_map_spot(type) || is_camera_thing(type) || is_path_thing(type) || is_sector_action(type) ||
                  (type >= kFirstPolyobjectThing && type <= kLastPolyobjectThing)))
        return true;
    return type_of_doomednum(w, music_changer_doomednum(type, hexen)) != kNoThing;
}

}  // namespace

std::span<const ZDoomThing> unplayed_zdoom_things() { return kZDoomThings; }

void warn_of_unplayed_things(const World& w) {
    const bool hexen = hexen_specials(w);
    // Those of this game only (skill, mode), as the original's error was;
    // each number looked up once.
    std::map<int, int> placed;
    for (std::size_t i = 0; i < w.level.things.size(); ++i) {
        const map::Thing& thing = w.level.things[i];
        if (hexen ? hexen_thing_present(w, i) : placed_in_this_game(w, thing)) ++placed[thing.type];
    }
    for (const auto& [type, count] : placed) {
        if (read(w, type, hexen)) continue;
        std::string_view zdoom;
        for (const ZDoomThing& t : kZDoomThings)
            if (type >= t.first && type <= t.last) zdoom = t.name;
        base::warn(w.level.where + ": " + std::to_string(count) + (count == 1 ? " thing" : " things") +
                   " of type " + std::to_string(type) +
                   (zdoom.empty() ? std::string(", which the game has not,")
                                  : " (ZDoom's " + std::string(zdoom) + ", not played here)") +
                   (count == 1 ? " is" : " are") + " left out");
    }
}

}  // namespace sim
