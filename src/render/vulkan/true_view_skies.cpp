#include "render/vulkan/true_view_skies.h"

#include <algorithm>
#include <cstring>

namespace render::vulkan {

void TrueSkies::prepare(const sim::World& world, const MapLooks& looks, const SkyDefinitions& defs) {
    sky_flat_ = world.textures.sky_flat;
    lines_.clear();
    sector_line_entry_.assign(world.level.sectors.size(), 0);
    for (std::size_t s = 0; s < world.level.sectors.size(); ++s) {
        const int line = looks.sky_line(static_cast<int>(s));
        if (line < 0) continue;
        auto it = std::find(lines_.begin(), lines_.end(), line);
        if (it == lines_.end()) it = lines_.insert(lines_.end(), line);
        sector_line_entry_[s] = static_cast<int>(it - lines_.begin()) + 1;
    }
    flats_ = defs.mapped_flats();
    flat_entry_.assign(flats_.empty() ? 0 : static_cast<std::size_t>(flats_.back()) + 1, 0);
    for (std::size_t i = 0; i < flats_.size(); ++i)
        flat_entry_[static_cast<std::size_t>(flats_[i])] = static_cast<int>(1 + lines_.size() + i);
}

int TrueSkies::entry(int sector, int pic) const {
    if (pic != sky_flat_) return entry_of_flat(pic);
    return sector >= 0 && static_cast<std::size_t>(sector) < sector_line_entry_.size()
               ? sector_line_entry_[static_cast<std::size_t>(sector)]
               : 0;
}

void TrueSkies::put_layer(std::size_t at, const SkyLayer& layer, const PixelData& pixel_data) {
    if (layer.texture < 0) return;
    std::int32_t first = 0, mask = 0, kind = 1;
    if (layer.fire) {
        first = static_cast<std::int32_t>(words_.size() * 4);
        mask = layer.fire_mask;
        kind = 2;
        const std::size_t bytes = static_cast<std::size_t>(layer.fire_mask + 1) * kSkyColumnRows;
        words_.resize(words_.size() + bytes / 4);
        std::memcpy(words_.data() + first / 4, layer.fire, bytes);
    } else {
        const auto texture = static_cast<std::size_t>(layer.texture) < pixel_data.textures.size()
                                 ? static_cast<std::size_t>(layer.texture)
                                 : static_cast<std::size_t>(pixel_data.placeholder_texture);
        first = pixel_data.textures[texture][0];
        mask = pixel_data.textures[texture][1];
    }
    const std::int32_t words[8] = {first,
                                   mask,
                                   layer.flip ? 1 : 0,
                                   layer.texturemid,
                                   static_cast<std::int32_t>(layer.angle),
                                   layer.column_step,
                                   layer.row_step,
                                   kind};
    std::memcpy(words_.data() + at, words, sizeof(words));
}

std::span<const std::uint32_t> TrueSkies::pack(const sim::World& world, const MapLooks& looks, SkyDefinitions& defs,
                                               const PixelData& pixel_data, int level_texture,
                                               std::span<const Int4> sides) {
    const std::size_t entries = 1 + lines_.size() + flats_.size();
    words_.assign(entries * kTrueSkyEntryWords, 0);
    const auto put = [&](std::size_t entry, const SkyPicture& sky) {
        put_layer(entry * kTrueSkyEntryWords, sky.back, pixel_data);
        put_layer(entry * kTrueSkyEntryWords + kTrueSkyEntryWords / 2, sky.front, pixel_data);
    };
    put(0, defs.picture(level_texture, world.leveltime, world.shown_fraction));
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        const int side = world.level.lines[static_cast<std::size_t>(lines_[i])].sides[0];
        const int texture = sides[2 * static_cast<std::size_t>(side)][2];
        put(1 + i, defs.line_picture(world, lines_[i], texture, looks.sky_mirrored(lines_[i])));
    }
    for (std::size_t i = 0; i < flats_.size(); ++i)
        put(1 + lines_.size() + i, defs.picture(defs.flat_sky(flats_[i]), world.leveltime, world.shown_fraction));
    return words_;
}

}  // namespace render::vulkan
