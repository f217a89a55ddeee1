#pragma once
// The skies the true 3D view draws (shaders/true3d.glsl: sky_index), as a
// table of entries: 0 the level's, then one per sky line of the level
// (MBF's 271/272), then one per flat SKYDEFS shows a sky in place of. Each
// sector's sky floor and ceiling name their entry (TrueLevelTables' plane
// looks). Each frame every entry's two layers (render/sky.h: SkyLayer) are
// packed, eight words a layer: where its columns start, its width mask,
// 1 to mirror, texturemid, turn, column step, row step, and its kind (0
// none, 1 a texture in the pixel words, 2 a fire whose columns follow the
// entries in this table).
#include <cstdint>
#include <span>
#include <vector>

#include "render/map_looks.h"
#include "render/sky_definitions.h"
#include "render/vulkan/scene_data.h"
#include "sim/world.h"

namespace render::vulkan {

inline constexpr std::size_t kTrueSkyEntryWords = 16;

class TrueSkies {
public:
    // Once per level, with `defs` numbering the game's flats.
    void prepare(const sim::World& world, const MapLooks& looks, const SkyDefinitions& defs);
    // Whether `flat` shows a sky in place of itself (drawn as the sky flat).
    bool mapped(int flat) const { return entry_of_flat(flat) > 0; }
    // The entry a sky plane of `sector` showing `pic` draws (0: the level's).
    int entry(int sector, int pic) const;
    // This frame's table: the level's sky `level_texture`; a sky line's
    // texture its front side's top as `sides` (TrueLevelTables::sides) has it.
    std::span<const std::uint32_t> pack(const sim::World& world, const MapLooks& looks, SkyDefinitions& defs,
                                        const PixelData& pixel_data, int level_texture, std::span<const Int4> sides);

private:
    int entry_of_flat(int flat) const {
        return flat >= 0 && static_cast<std::size_t>(flat) < flat_entry_.size() ? flat_entry_[static_cast<std::size_t>(flat)]
                                                                               : 0;
    }
    void put_layer(std::size_t at, const SkyLayer& layer, const PixelData& pixel_data);

    int sky_flat_ = -1;
    std::vector<int> lines_;              // entry 1 + i
    std::vector<int> sector_line_entry_;  // per sector: its sky line's entry, 0 none
    std::vector<int> flats_;              // entry 1 + lines_.size() + i
    std::vector<int> flat_entry_;         // by flat number: 0 none
    std::vector<std::uint32_t> words_;
};

}  // namespace render::vulkan
