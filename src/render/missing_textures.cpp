#include "render/missing_textures.h"

namespace render {

std::vector<std::array<bool, 3>> find_missing_textures(
    const sim::World& world, const std::function<void(const std::string& what, const std::string& name)>& report) {
    std::vector<std::array<bool, 3>> missing(world.level.sides.size(), {false, false, false});
    for (std::size_t i = 0; i < world.level.sides.size(); ++i) {
        const map::Side& side = world.level.sides[i];
        const std::array<const std::string*, 3> names{&side.top_texture, &side.mid_texture, &side.bottom_texture};
        for (std::size_t slot = 0; slot < 3; ++slot) {
            const std::string& name = *names[slot];
            if (name.empty() || name[0] == '-' || world.textures.textures.count(name)) continue;
            missing[i][slot] = true;
            report("texture", name);
        }
    }
    for (const map::Sector& sector : world.level.sectors) {
        for (const std::string* name : {&sector.floor_flat, &sector.ceiling_flat}) {
            if (!world.textures.flats.count(*name)) report("flat", *name);
        }
    }
    return missing;
}

}  // namespace render
