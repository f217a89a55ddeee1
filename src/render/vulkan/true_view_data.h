#pragma once
// The true 3D view's data as its shaders read it (shaders/true3d.glsl
// mirrors every block): the camera, the level's tables now, the light
// tables, and pictures with holes decoded into 16-bit texels.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "assets/asset_set.h"
#include "render/deep_water.h"
#include "render/map_looks.h"
#include "render/scene/extra_floor_mesh.h"
#include "render/slab_lights.h"
#include "render/software/pixel_sources.h"
#include "render/view_tables.h"
#include "render/vulkan/scene_data.h"
#include "render/vulkan/true_view_skies.h"
#include "sim/world.h"

namespace render::vulkan {

struct TrueViewBlock {
    std::array<float, 16> clip_from_map;  // column-major
    std::array<float, 4> eye, forward, light_scales;
    std::array<std::int32_t, 4> light, sky;
    std::array<float, 4> plane_mapping;
    std::array<std::int32_t, 4> frame;
    std::array<std::int32_t, 4> plane_eye, span_tables, span_scales;
    std::array<std::int32_t, 4> wall_columns, span_base;
};
static_assert(sizeof(TrueViewBlock) == 256, "TrueViewBlock mirrors the View block of shaders/true3d.glsl");

// Where the eye is and how it looks: map units and radians; pitch > 0 looks up.
struct TrueEye {
    double x = 0, y = 0, z = 0, yaw = 0, pitch = 0;
};

// The perspective of `tables`' view (its focal length and centre, so at
// pitch 0 an edge lands on the column the original puts it on: pixel
// centres sit half a pixel right of and below the original's coordinates),
// turned by the eye's pitch about the unsheared centre row, with reverse
// depth from a near plane (shaders/true3d.glsl: kDepthNear) to infinity.
std::array<float, 16> true_clip_from_map(const TrueEye& eye, const ViewTables& tables);

// The eye of `player`'s view now (interpolation is in the world already);
// pitch from the tables' shear unless `pitch` is given.
TrueEye true_eye(const sim::World& world, int player, const ViewTables& tables);

// A picture or masked texture decoded: 16 bits a texel, column by column,
// 256 where it has no pixel (shaders/true3d.glsl: dense_texel).
class DensePictures {
public:
    // Every sprite picture, numbered as the sprite frames number them.
    void add_sprites(const assets::SpriteSet& sprites);
    // A texture as a masked middle draws it (its columns' posts, wrapped
    // by the width mask); its number among the pictures, made on first use.
    int masked_texture(software::PixelSources& pixels, const assets::TextureSet& textures, int texture);

    std::span<const std::uint32_t> words() const { return words_; }
    std::span<const Int4> table() const { return table_; }  // two Int4 a picture
    bool changed() const { return changed_; }
    void uploaded() { changed_ = false; }

private:
    int add(int width, int height, int left, int top, int texture, const std::vector<std::int16_t>& column_major);

    std::vector<std::uint32_t> words_;
    std::size_t texels_ = 0;
    std::vector<Int4> table_;
    std::unordered_map<int, int> masked_;
    bool changed_ = true;
};

// Int4s a sector has in plane_looks (shaders/true3d.glsl: plane_look).
inline constexpr std::size_t kPlaneLookInts = 4;

// The level's per-sector, per-side and per-seg tables as the shaders read them.
class TrueLevelTables {
public:
    // Once per level: segs (with their lines' blends), two-sided sides, missing textures.
    // `table_names`: boom_looks.h's. `extra_segs`: the 3D floors' sides,
    // numbered after the map's segs (render/scene/extra_floor_mesh.h); their
    // sectors follow the map's in every per-sector table.
    void prepare(const sim::World& world, software::PixelSources& pixels, const MapLooks& looks,
                 std::span<const std::uint8_t> table_names, std::span<const scene::ExtraFloorSeg> extra_segs);
    // The planes' and sides' looks (the part of prepare() that scripts'
    // changes redo, MapLooks::apply).
    void prepare_looks(const sim::World& world, const MapLooks& looks);
    // Every frame: heights, flats and textures after animation, light;
    // polyobjects' segs where they stand.
    // Boom's deep water as `water` sees it (render/deep_water.h); a
    // `view_colour` other than 0 is the first row of the colour table the
    // whole view takes (Boom's colormap of the water the eye is in). A
    // flat SKYDEFS maps to a sky is drawn as the sky flat, each sky plane
    // naming its sky in `skies`' table.
    void update(const sim::World& world, const WaterEye& water, int view_colour, software::PixelSources& pixels,
                const assets::TextureSet& textures, const MapLooks& looks, const PixelData& pixel_data,
                DensePictures& dense, const TrueSkies& skies);

    std::span<const Int4> sectors() const { return sectors_; }
    std::span<const Int4> sides() const { return sides_; }
    std::span<const std::array<float, 4>> seg_geometry() const { return seg_geometry_; }
    std::span<const Int4> seg_links() const { return seg_links_; }
    // The level's UDMF looks (shaders/true3d.glsl: plane_looks, side_looks);
    // per sector kPlaneLookInts: the floor's and ceiling's looks with Boom's
    // scrolling flats' offsets now; their turns and sky entries
    // (true_view_skies.h); the heights their skies are drawn at (a sky
    // ceiling at the highest sky ceiling it shares a line with: the sky
    // hack leaves such a line open up to it).
    std::span<const Int4> plane_looks() const { return plane_looks_; }
    std::span<const Int4> side_looks() const { return side_looks_; }
    // Counts prepare_looks() calls: the slots write the side looks again when it moves.
    std::uint64_t looks_version() const { return looks_version_; }
    // Per sector, floor then ceiling: a sloped plane's rise per map unit in
    // x and y, its height at the map's origin less the sector's height
    // (map units), and 1; zeros for a flat plane (shaders/true3d.glsl: plane_height).
    std::span<const std::array<float, 4>> sector_slopes() const { return sector_slopes_; }
    // Per sector: bit 0 its floor is sloped, bit 1 its ceiling.
    std::span<const std::uint8_t> sloped_planes() const { return sloped_planes_; }
    // 3D floors' light this frame (render/slab_lights.h), and where its
    // lists follow the sectors in sectors() (0: none; true3d.glsl: slab_light_list).
    const SlabLights& slab_lights() const { return slab_lights_; }
    int slab_lists_at() const { return slab_lists_at_; }

private:
    void set_seg(const map::Level& level, std::size_t number, int front, int blend);
    void update_polyobjects(const sim::World& world);
    void update_slopes(const sim::World& world);
    // The 3D floors' two sectors each (extra_floor_mesh.h) after the map's.
    // `flat`: a flat number as update() draws it (animated, placeholder for none).
    template <class Flat>
    void update_extra_floors(const sim::World& world, const MapLooks& looks, const Flat& flat);
    // `looks`: the sector whose plane looks each plane of each sector takes (deep water).
    void update_plane_offsets(const sim::World& world, std::span<const std::array<int, 2>> looks);
    // The sky entries and heights of every sector's planes, after sectors_.
    void set_sky_planes(const sim::World& world);
    // The light lists after every sector in sectors_.
    void append_slab_lists(const sim::World& world);

    std::vector<std::array<bool, 3>> missing_;
    std::vector<bool> two_sided_;
    std::vector<Int4> sectors_, sides_, seg_links_, plane_looks_, side_looks_;
    std::vector<Int4> map_plane_looks_;  // plane_looks_ before any scrolling
    bool moved_looks_ = false;           // plane_looks_ differs from map_plane_looks_
    std::uint64_t looks_version_ = 0;
    std::vector<std::array<int, 2>> drawn_looks_;  // per sector: floor's and ceiling's look sector
    std::vector<std::array<int, 2>> sky_entries_;  // per sector: its floor's and ceiling's sky
    std::vector<std::array<float, 4>> seg_geometry_, sector_slopes_;
    std::vector<std::uint8_t> sloped_planes_;
    bool slopes_stored_ = false;  // sector_slopes_ holds a sloped level's
    SlabLights slab_lights_;
    int slab_lists_at_ = 0;
};

// scalelight then zlight, one row a word.
std::vector<std::uint32_t> true_light_tables(const ViewTables& tables);
// finetangent, then xtoviewangle of each view column (shaders/true_wall_columns.comp),
// then the span pass's tables (shaders/true_spans.comp): finesine,
// distscale, yslope, the 320-wide model's xtoviewangle and distscale; above
// 320 wide, then the model's column holding each view column and the
// view column's distance from that column's left edge (16.16).
std::vector<std::uint32_t> true_column_tables(const ViewTables& tables);
// Where the span pass's tables start in true_column_tables: finesine,
// distscale, yslope, the model's xtoviewangle (its distscale follows).
std::array<std::int32_t, 4> true_span_table_starts(const ViewTables& tables);
// Where the model's column of each view column starts in true_column_tables.
std::int32_t true_model_column_table_start(const ViewTables& tables);

// One thing or the weapon (shaders/true_sprite.glsl), five Int4.
using TrueSprite = std::array<Int4, 5>;
inline constexpr int kSpriteFlipped = 1, kSpriteFuzz = 2, kSpriteScreen = 4, kSpriteFixedRow = 8, kSpriteOnFloor = 16;
inline constexpr int kSpriteTranslationShift = 8;  // flags | translation << 8

}  // namespace render::vulkan
