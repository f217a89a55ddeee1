#pragma once
// Map things the game spawns nothing for and reads nowhere else: editor
// numbers no thing type (nor a DeHackEd patch) has, Boom's and MBF's below
// their complevels, and ZDoom's classes not played (path cameras, slope
// things, particle fountains, dynamic lights …). The original stopped with
// an error at such a thing; ZDoom spawns its class. Here they are left
// out with one warning a map and number, naming ZDoom's class where it
// has one, so that nothing is played silently wrong.
#include <span>
#include <string_view>

namespace sim {

struct World;

void warn_of_unplayed_things(const World& w);

// ZDoom's classes Doom has not and the game does not play, by editor
// numbers first..last (gzdoom.pk3's MAPINFO DoomEdNums; numbers and names
// are facts).
struct ZDoomThing {
    int first, last;
    std::string_view name;
};
std::span<const ZDoomThing> unplayed_zdoom_things();

}  // namespace sim
