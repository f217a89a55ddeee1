#include "render/missing_textures.h"

#include <set>

#include "base/quoted.h"

namespace render {

std::vector<std::array<bool, 3>> find_missing_textures(
    const sim::World& world, const std::function<void(const std::string& what, const std::string& name)>& report,
    std::span<const std::uint8_t> table_names) {
    // Each missing name once, with the first place that uses it.
    std::set<std::string> reported;
    const auto report_once = [&](const char* what, const std::string& name, const std::string& place) {
        if (reported.insert(std::string(what) + " " + name).second)
            report(what, base::quoted(name) + " in " + world.level.where + " (" + place + ")");
    };
    std::vector<std::array<bool, 3>> missing(world.level.sides.size(), {false, false, false});
    static constexpr std::array<const char*, 3> kSlotNames{"upper", "middle", "lower"};
    for (std::size_t i = 0; i < world.level.sides.size(); ++i) {
        const map::Side& side = world.level.sides[i];
        const std::array<const std::string*, 3> names{&side.top_texture, &side.mid_texture, &side.bottom_texture};
        for (std::size_t slot = 0; slot < 3; ++slot) {
            const std::string& name = *names[slot];
            if (name.empty() || name[0] == '-' || world.textures.textures.count(name)) continue;
            if (i < table_names.size() && (table_names[i] >> slot & 1)) continue;
            missing[i][slot] = true;
            report_once("texture", name, "sidedef " + std::to_string(i) + " " + kSlotNames[slot]);
        }
    }
    for (std::size_t i = 0; i < world.level.sectors.size(); ++i) {
        const map::Sector& sector = world.level.sectors[i];
        if (!world.textures.flats.count(sector.floor_flat))
            report_once("flat", sector.floor_flat, "sector " + std::to_string(i) + " floor");
        if (!world.textures.flats.count(sector.ceiling_flat))
            report_once("flat", sector.ceiling_flat, "sector " + std::to_string(i) + " ceiling");
    }
    return missing;
}

}  // namespace render
