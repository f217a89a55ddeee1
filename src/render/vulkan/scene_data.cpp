#include "render/vulkan/scene_data.h"
#include "render/view_point.h"

#include <algorithm>
#include <cstring>

#include "render/boom_looks.h"
#include "render/missing_textures.h"
#include "render/sky.h"
#include "render/viewer.h"

namespace render::vulkan {

namespace {

constexpr int kColumnBytes = 128;  // what one wall column read can reach

int append(std::vector<std::uint8_t>& bytes, const std::uint8_t* data, std::size_t size) {
    const int at = static_cast<int>(bytes.size());
    bytes.insert(bytes.end(), data, data + size);
    return at;
}

}  // namespace

PixelData pack_pixels(software::PixelSources& pixels, const assets::AssetSet& assets) {
    PixelData out;
    // Every texture, then the placeholder, which PixelSources numbers last.
    const int count = static_cast<int>(pixels.texture_count());
    for (int t = 0; t <= count; ++t) {
        const int mask = t < count ? assets.textures.texture(static_cast<std::size_t>(t)).width_mask : 63;
        const int first = static_cast<int>(out.bytes.size());
        for (int x = 0; x <= mask; ++x) {
            const software::WallColumn column = pixels.wall_column(t, x);
            append(out.bytes, column.pixels, kColumnBytes);
        }
        out.textures.push_back({first, mask, pixels.texture_height(t), 0});
    }
    out.placeholder_texture = count;

    out.flat_count = static_cast<int>(assets.flats.size());
    out.flats_at = static_cast<int>(out.bytes.size());
    for (int f = 0; f <= out.flat_count; ++f) append(out.bytes, pixels.flat(f), assets::kFlatBytes);

    out.colormaps_at = static_cast<int>(out.bytes.size());
    for (int m = 0; m < assets.colormaps.count(); ++m) {
        const auto map = assets.colormaps.map(m);
        append(out.bytes, map.data(), map.size());
    }
    out.sprite_pictures = pack_sprite_pictures(pixels, assets.sprites.pictures.size());
    out.bytes.resize((out.bytes.size() + 3) & ~std::size_t{3}, 0);
    return out;
}

namespace {

constexpr std::size_t kSkyLayers = 2 * software::kMaxSkies;  // shaders/doom.glsl: MAX_SKY_LAYERS
constexpr std::size_t kSkyHeaderBytes = (2 * kSkyLayers + software::kMaxSkies) * sizeof(std::int32_t);
constexpr std::size_t kSkyColumnBytes = 2 * kSkyColumnRows;

std::size_t layer_count(std::span<const software::SkyPicture> skies) {
    return skies.size() + static_cast<std::size_t>(std::count_if(skies.begin(), skies.end(),
                                                                   [](const SkyPicture& s) { return s.layered(); }));
}

void put_word(std::span<std::uint8_t> out, std::size_t word, std::int32_t value) {
    std::memcpy(out.data() + word * sizeof(std::int32_t), &value, sizeof(value));
}

}  // namespace

std::size_t sky_bytes(int width, std::span<const software::SkyPicture> skies) {
    return kSkyHeaderBytes + layer_count(skies) * static_cast<std::size_t>(width) * kSkyColumnBytes;
}

void pack_skies(const ViewTables& tables, const PixelData& pixels, std::span<const software::SkyPicture> skies,
                std::span<std::uint8_t> out, const std::uint8_t* light) {
    if (!light) light = pixels.bytes.data() + pixels.colormaps_at;
    const auto width = static_cast<std::size_t>(tables.width);
    std::fill(out.begin(), out.begin() + kSkyHeaderBytes, std::uint8_t{0});
    std::size_t next_front = skies.size();
    // A foreground's see-through mask too; a background's is never read.
    const auto pack = [&](const SkyLayer& layer, std::size_t at, bool front) {
        put_word(out, at, layer.texturemid);
        put_word(out, kSkyLayers + at, sky_row_step(layer, tables.sky_iscale));
        const Int4& texture = pixels.textures.at(static_cast<std::size_t>(layer.texture));
        std::uint8_t* sky = out.data() + kSkyHeaderBytes + at * width * kSkyColumnBytes;
        for (std::size_t x = 0; x < width; ++x, sky += kSkyColumnBytes) {
            const int angle = sky_column(layer, tables.xtoviewangle[x]);
            const std::uint8_t* column =
                layer.fire ? layer.fire + static_cast<std::ptrdiff_t>(angle & layer.fire_mask) * kSkyColumnRows
                           : pixels.bytes.data() + texture[0] + (angle & texture[1]) * kSkyColumnRows;
            for (std::size_t row = 0; row < kSkyColumnRows; ++row) sky[row] = light[column[row]];
            if (front)
                for (std::size_t row = 0; row < kSkyColumnRows; ++row) sky[kSkyColumnRows + row] = column[row] != 0;
        }
    };
    for (std::size_t i = 0; i < skies.size(); ++i) {
        pack(skies[i].back, i, false);
        if (!skies[i].layered()) continue;
        put_word(out, 2 * kSkyLayers + i, static_cast<std::int32_t>(next_front));
        pack(skies[i].front, next_front++, true);
    }
}

std::vector<Int4> pack_sprite(const ProjectedSprite& sprite, int fuzz_start) {
    return {Int4{sprite.x1, sprite.x2, static_cast<std::int32_t>(sprite.picture), sprite.colormap_row},
            Int4{sprite.scale, sprite.xiscale, sprite.startfrac, sprite.texturemid},
            Int4{sprite.translation, fuzz_start, sprite.yiscale, sprite.blend}};
}

std::vector<Int4> pack_segs(const map::Level& level) {
    std::vector<Int4> out;
    out.reserve(level.segs.size() * 3);
    for (const map::Seg& seg : level.segs) {
        const map::Vertex& v1 = level.vertices[static_cast<std::size_t>(seg.v1)];
        const map::Vertex& v2 = level.vertices[static_cast<std::size_t>(seg.v2)];
        const int flags = seg.line == map::kNone ? 0 : level.lines[static_cast<std::size_t>(seg.line)].flags;
        // Fake contrast: walls along the axes are a step darker or lighter.
        const int contrast = v1.y == v2.y ? -1 : v1.x == v2.x ? 1 : 0;
        out.push_back({v1.x, v1.y, v2.x, v2.y});
        out.push_back({static_cast<std::int32_t>(seg.angle), seg.offset, std::max(seg.sidedef, 0), seg.front_sector});
        out.push_back({seg.back_sector, flags, contrast, 0});
    }
    return out;
}

void FrameState::prepare_level(const sim::World& world, software::PixelSources& pixels,
                               const assets::BoomTables& boom_tables) {
    const std::string key = world.level.name + "/" + std::to_string(world.level.sides.size()) + "/" +
                            std::to_string(sim::complevel_number(world.opts.compat.level));
    if (key == level_key_) return;
    level_key_ = key;
    missing_ = render::find_missing_textures(
        world, [&pixels](const std::string& what, const std::string& name) { pixels.report_missing(what, name); },
        boom_table_names(world, boom_tables));
    two_sided_.assign(world.sides.size(), false);
    for (const map::Seg& seg : world.level.segs) {
        if (seg.back_sector != map::kNone && seg.sidedef != map::kNone)
            two_sided_[static_cast<std::size_t>(seg.sidedef)] = true;
    }
}

void FrameState::update(const sim::World& world, software::PixelSources& pixels, int placeholder_texture,
                        MaskedTextures& masked, const assets::BoomTables& boom_tables) {
    prepare_level(world, pixels, boom_tables);
    const auto flat = [&](int pic) {
        if (pic >= 0 && static_cast<std::size_t>(pic) < world.flat_translation.size())
            return world.flat_translation[static_cast<std::size_t>(pic)];
        return pic;
    };
    sectors_.resize(world.sectors.size());
    for (std::size_t i = 0; i < world.sectors.size(); ++i) {
        const sim::SectorState& s = world.sectors[i];
        // The sky stays the sky flat; animation never touches F_SKY1.
        const int floorpic = s.floorpic == world.textures.sky_flat ? s.floorpic : flat(s.floorpic);
        const int ceilingpic = s.ceilingpic == world.textures.sky_flat ? s.ceilingpic : flat(s.ceilingpic);
        sectors_[i] = {s.floorheight, s.ceilingheight, floorpic, ceilingpic};
    }
    const auto texture = [&](int number, std::size_t side, std::size_t slot) {
        if (number == 0 && missing_[side][slot]) return placeholder_texture;
        if (number > 0 && static_cast<std::size_t>(number) < world.texture_translation.size())
            return world.texture_translation[static_cast<std::size_t>(number)];
        return number;
    };
    sides_.resize(world.sides.size() * 2);
    for (std::size_t i = 0; i < world.sides.size(); ++i) {
        const sim::SideState& s = world.sides[i];
        const int mid = texture(s.midtexture, i, 1);
        const int masked_header = two_sided_[i] && mid != 0 ? masked.header(pixels, mid) : -1;
        sides_[2 * i] = {s.textureoffset, s.rowoffset, texture(s.toptexture, i, 0), mid};
        sides_[2 * i + 1] = {texture(s.bottomtexture, i, 2), masked_header, 0, 0};
    }
}

ViewBlock make_view_block(const sim::World& world, int player, const ViewTables& tables) {
    const sim::Player& p = viewer(world, player);
    const sim::Mobj& mo = *p.mo;
    ViewBlock v{};
    const ViewPoint at = view_point(world, p);
    v.viewx = at.x;
    v.viewy = at.y;
    v.viewz = p.viewz;
    v.viewangle = mo.angle;
    v.sky_flat = world.textures.sky_flat;
    v.width = tables.width;
    v.height = tables.height;
    v.centerx = tables.centerx;
    v.centery = tables.centery;
    v.centeryfrac = tables.centeryfrac;
    v.projection = tables.projection;
    v.detailshift = tables.detailshift;
    return v;
}

}  // namespace render::vulkan
