#include "render/sky.h"

#include <string>

#include "render/software/pixel_sources.h"
#include "sim/map_info.h"

namespace render {

namespace {

std::string sky_texture_name(const sim::World& world) {
    if (!world.acs.sky.empty()) return world.acs.sky;
    if (const assets::UmapEntry* entry = sim::current_map_entry(world); entry && entry->skytexture)
        return *entry->skytexture;
    const sim::GameOptions& options = world.opts;
    if (options.mode == sim::GameMode::Commercial) return options.map < 12 ? "SKY1" : options.map < 21 ? "SKY2" : "SKY3";
    switch (options.episode) {
        case 2: return "SKY2";
        case 3: return "SKY3";
        case 4: return "SKY4";
        default: return "SKY1";
    }
}

}  // namespace

int sky_texture_number(const sim::World& world, const assets::TextureSet& textures, software::PixelSources& pixels) {
    const std::string name = sky_texture_name(world);
    if (const auto number = textures.find(name)) return static_cast<int>(*number);
    pixels.report_missing("sky texture", name);
    return pixels.placeholder_texture();
}

}  // namespace render
