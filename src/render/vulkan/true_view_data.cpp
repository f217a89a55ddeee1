#include "render/vulkan/true_view_data.h"
#include "render/view_point.h"

#include <algorithm>
#include <cmath>

#include "base/trig_tables.h"
#include "render/missing_textures.h"
#include "render/viewer.h"

namespace render::vulkan {
namespace {

constexpr double kUnit = 1.0 / 65536.0;
constexpr float kDepthNear = 1.0f / 64.0f;  // shaders/true3d.glsl

double angle_radians(base::angle_t a) { return static_cast<double>(a) / 4294967296.0 * 2.0 * 3.14159265358979323846; }

}  // namespace

std::array<float, 16> true_clip_from_map(const TrueEye& eye, const ViewTables& tables) {
    const double w = tables.width, h = tables.height;
    const double focal = tables.projection * kUnit;
    // Original coordinate c is framebuffer coordinate c + 0.5 (see the header).
    const double cx = tables.centerx + 0.5, cy = tables.centery - tables.pitch + 0.5;
    const double fx = std::cos(eye.yaw), fy = std::sin(eye.yaw);
    const double cp = std::cos(eye.pitch), sp = std::sin(eye.pitch);
    // View-space rows over (dx, dy, dz) = point - eye: right, up, depth.
    const std::array<double, 3> right{fy, -fx, 0};
    const std::array<double, 3> up{-sp * fx, -sp * fy, cp};
    const std::array<double, 3> depth{cp * fx, cp * fy, sp};
    const double a = 2 * cx / w - 1, bx = 2 * focal / w, c = 2 * cy / h - 1, by = 2 * focal / h;
    std::array<std::array<double, 3>, 4> rows{};
    for (int i = 0; i < 3; ++i) {
        rows[0][i] = a * depth[i] + bx * right[i];
        rows[1][i] = c * depth[i] - by * up[i];
        rows[2][i] = 0;
        rows[3][i] = depth[i];
    }
    const std::array<double, 3> e{eye.x, eye.y, eye.z};
    std::array<float, 16> m{};
    for (int r = 0; r < 4; ++r) {
        double constant = r == 2 ? kDepthNear : 0;
        for (int i = 0; i < 3; ++i) {
            m[static_cast<std::size_t>(i * 4 + r)] = static_cast<float>(rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(i)]);
            constant -= rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(i)] * e[static_cast<std::size_t>(i)];
        }
        m[static_cast<std::size_t>(12 + r)] = static_cast<float>(constant);
    }
    return m;
}

TrueEye true_eye(const sim::World& world, int player, const ViewTables& tables) {
    const sim::Player& p = viewer(world, player);
    TrueEye eye;
    const ViewPoint at = view_point(world, p);
    eye.x = at.x * kUnit;
    eye.y = at.y * kUnit;
    eye.z = p.viewz * kUnit;
    eye.yaw = angle_radians(p.mo->angle);
    eye.pitch = std::atan(tables.pitch / (tables.projection * kUnit));
    return eye;
}

int DensePictures::add(int width, int height, int left, int top, int texture,
                       const std::vector<std::int16_t>& column_major) {
    const std::size_t first = texels_;
    texels_ += column_major.size();
    words_.resize((texels_ + 1) / 2, 0);
    for (std::size_t i = 0; i < column_major.size(); ++i) {
        const std::size_t at = first + i;
        const std::uint32_t texel = column_major[i] < 0 ? 256u : static_cast<std::uint32_t>(column_major[i]);
        words_[at / 2] |= texel << ((at & 1) * 16);
    }
    table_.push_back({static_cast<std::int32_t>(first), width, height, left});
    table_.push_back({top, texture, 0, 0});
    changed_ = true;
    return static_cast<int>(table_.size() / 2 - 1);
}

void DensePictures::add_sprites(const assets::SpriteSet& sprites) {
    for (const assets::Picture& picture : sprites.pictures) {
        const std::vector<std::int16_t> rows = picture.to_indexed();
        std::vector<std::int16_t> columns(rows.size());
        for (int y = 0; y < picture.height; ++y)
            for (int x = 0; x < picture.width; ++x)
                columns[static_cast<std::size_t>(x * picture.height + y)] = rows[static_cast<std::size_t>(y * picture.width + x)];
        add(picture.width, picture.height, picture.left_offset, picture.top_offset, -1, columns);
    }
}

int DensePictures::masked_texture(software::PixelSources& pixels, const assets::TextureSet& textures, int texture) {
    if (const auto found = masked_.find(texture); found != masked_.end()) return found->second;
    int number = -1;
    if (texture > 0 && static_cast<std::size_t>(texture) < textures.size()) {
        const assets::Texture& t = textures.texture(static_cast<std::size_t>(texture));
        // Posts as R_DrawMaskedColumn walks them, bounded by the padded end.
        const int width = t.width_mask + 1, height = std::max(t.height, 1);
        std::vector<std::int16_t> columns(static_cast<std::size_t>(width * height), -1);
        for (int x = 0; x < width; ++x) {
            const software::PostColumn column = pixels.masked_column(texture, x);
            for (const std::uint8_t* post = column.start; post && post + 3 <= column.end && post[0] != 0xff;) {
                const int top = post[0], length = post[1];
                if (post + 3 + length > column.end) break;
                for (int i = 0; i < length && top + i < height; ++i)
                    columns[static_cast<std::size_t>(x * height + top + i)] = post[3 + i];
                post += length + 4;
            }
        }
        number = add(width, height, 0, 0, texture, columns);
    }
    masked_.emplace(texture, number);
    return number;
}

// A seg's ends and fake contrast where its vertices are now, as a wall
// of `front`.
void TrueLevelTables::set_seg(const map::Level& level, std::size_t number, int front, int blend) {
    const map::Seg& seg = level.segs[number];
    const map::Vertex& v1 = level.vertices[static_cast<std::size_t>(seg.v1)];
    const map::Vertex& v2 = level.vertices[static_cast<std::size_t>(seg.v2)];
    const double dx = (v2.x - v1.x) * kUnit, dy = (v2.y - v1.y) * kUnit;
    seg_geometry_[2 * number] = {static_cast<float>(v1.x * kUnit), static_cast<float>(v1.y * kUnit),
                                 static_cast<float>(v2.x * kUnit), static_cast<float>(v2.y * kUnit)};
    seg_geometry_[2 * number + 1] = {static_cast<float>(seg.offset * kUnit), static_cast<float>(std::hypot(dx, dy)), 0, 0};
    const int flags = seg.line == map::kNone ? 0 : level.lines[static_cast<std::size_t>(seg.line)].flags;
    // Fake contrast: walls along the axes are a step darker or lighter.
    const int contrast = v1.y == v2.y ? -1 : v1.x == v2.x ? 1 : 0;
    seg_links_[number] = {std::max(seg.sidedef, 0), front, seg.back_sector,
                          (flags & 0xffff) | ((contrast + 1) << 16) | (blend << 18)};
}

// Polyobjects' segs where they stand now, each a wall of the sector round
// its polyobject's centre, as the software renderer draws them (bsp_walk.cpp).
void TrueLevelTables::update_polyobjects(const sim::World& world) {
    for (const sim::Polyobject& po : world.polyobjects) {
        if (po.subsector < 0) continue;
        const int sector = world.level.subsectors[static_cast<std::size_t>(po.subsector)].sector;
        for (const int s : po.segs) {
            const auto number = static_cast<std::size_t>(s);
            set_seg(world.level, number, sector, seg_links_[number][3] >> 18);
        }
    }
}

void TrueLevelTables::prepare(const sim::World& world, software::PixelSources& pixels, const MapLooks& looks,
                              std::span<const std::uint8_t> table_names,
                              std::span<const scene::ExtraFloorSeg> extra_segs) {
    missing_ = find_missing_textures(
        world, [&pixels](const std::string& what, const std::string& name) { pixels.report_missing(what, name); },
        table_names);
    const map::Level& level = world.level;
    two_sided_.assign(level.sides.size(), false);
    seg_geometry_.clear();
    seg_links_.clear();
    seg_geometry_.resize(2 * level.segs.size());
    seg_links_.resize(level.segs.size());
    for (std::size_t i = 0; i < level.segs.size(); ++i) {
        const map::Seg& seg = level.segs[i];
        if (seg.back_sector != map::kNone && seg.sidedef != map::kNone) two_sided_[static_cast<std::size_t>(seg.sidedef)] = true;
        const int blend = seg.line == map::kNone ? 0 : looks.line_blend(seg.line);
        set_seg(level, i, std::max(seg.front_sector, 0), blend);
    }
    // A 3D floor's side: its map seg's ends and fake contrast, its master
    // line's front side and flags, as a one-sided wall of the slab's side sector.
    const auto slabs = world.extra_floors.all();
    const auto sector_count = static_cast<std::uint32_t>(level.sectors.size());
    for (const scene::ExtraFloorSeg& e : extra_segs) {
        const std::array<std::array<float, 4>, 2> geometry{seg_geometry_[2 * e.seg], seg_geometry_[2 * e.seg + 1]};
        seg_geometry_.insert(seg_geometry_.end(), geometry.begin(), geometry.end());
        const map::Line& master = level.lines[static_cast<std::size_t>(slabs[e.slab].line)];
        const int contrast_bits = (seg_links_[e.seg][3] >> 16) & 3;
        seg_links_.push_back({std::max(master.sides[0], 0), static_cast<int>(scene::slab_side_sector(sector_count, e.slab)),
                              -1, (master.flags & 0xffff) | (contrast_bits << 16)});
    }
    prepare_looks(world, looks);
}

void TrueLevelTables::prepare_looks(const sim::World& world, const MapLooks& looks) {
    const map::Level& level = world.level;
    const auto slabs = world.extra_floors.all();
    plane_looks_.clear();
    moved_looks_ = true;  // update_plane_offsets takes the new looks on the next frame
    ++looks_version_;
    for (std::size_t i = 0; i < level.sectors.size(); ++i) {
        const PlaneLook& floor = looks.floor(static_cast<int>(i));
        const PlaneLook& ceiling = looks.ceiling(static_cast<int>(i));
        for (const PlaneLook* plane : {&floor, &ceiling})
            plane_looks_.push_back({plane->xoffset, plane->yoffset, plane->xscale, plane->yscale});
        // The planes' turns; their skies' entries and heights are update()'s.
        plane_looks_.push_back(
            {static_cast<std::int32_t>(floor.rotation), static_cast<std::int32_t>(ceiling.rotation), 0, 0});
        plane_looks_.push_back({});
    }
    // A slab's planes: its top (the control's ceiling, or floor for Vavoom's)
    // as the plane sector's floor, then its side sector's as they are.
    for (const sim::ExtraFloor& f : slabs) {
        const auto c = static_cast<std::size_t>(f.control);
        const Int4 floor = plane_looks_[kPlaneLookInts * c], ceiling = plane_looks_[kPlaneLookInts * c + 1];
        const Int4 turns = plane_looks_[kPlaneLookInts * c + 2];
        const Int4 top = f.vavoom ? floor : ceiling, bottom = f.vavoom ? ceiling : floor;
        const int top_turn = f.vavoom ? turns[0] : turns[1], bottom_turn = f.vavoom ? turns[1] : turns[0];
        plane_looks_.insert(plane_looks_.end(), {top, bottom, Int4{top_turn, bottom_turn, 0, 0}, Int4{}});
        plane_looks_.insert(plane_looks_.end(), {bottom, top, Int4{bottom_turn, top_turn, 0, 0}, Int4{}});
    }
    map_plane_looks_ = plane_looks_;
    // A side's parts draw at its own scales and offsets only where some part
    // has them (SideLook::scaled_or_offset), as the software renderer's.
    side_looks_.assign(level.sides.size() * 3, Int4{0, 0, base::kFracUnit, base::kFracUnit});
    for (std::size_t i = 0; i < level.sides.size(); ++i) {
        const SideLook* look = looks.side(static_cast<int>(i));
        if (!look || !look->scaled_or_offset) continue;
        for (std::size_t part = 0; part < 3; ++part) {
            const PartLook& p = look->parts[part];
            side_looks_[3 * i + part] = {p.xoffset, p.yoffset, p.xscale, p.yscale};
        }
    }
}

// Boom's scrolling flats: the offsets the simulation has moved each plane
// by, added to the map's own (as MapLooks::set_plane_offsets does for the
// software renderer); and deep water's planes that take their control
// sector's looks. A level where neither happens keeps the map's.
void TrueLevelTables::update_plane_offsets(const sim::World& world, std::span<const std::array<int, 2>> looks) {
    const std::size_t count = std::min(world.sectors.size(), map_plane_looks_.size() / kPlaneLookInts);
    bool moved = false;
    for (std::size_t i = 0; i < count; ++i) {
        const sim::SectorState& s = world.sectors[i];
        const int n = static_cast<int>(i);
        moved = moved || s.floor_xoffs || s.floor_yoffs || s.ceiling_xoffs || s.ceiling_yoffs || looks[i][0] != n ||
                looks[i][1] != n;
    }
    if (!moved && !moved_looks_) return;
    moved_looks_ = moved;
    std::vector<Int4> scrolled = map_plane_looks_;
    for (std::size_t i = 0; i < count; ++i) {
        const sim::SectorState& s = world.sectors[i];
        scrolled[kPlaneLookInts * i][0] += s.floor_xoffs;
        scrolled[kPlaneLookInts * i][1] += s.floor_yoffs;
        scrolled[kPlaneLookInts * i + 1][0] += s.ceiling_xoffs;
        scrolled[kPlaneLookInts * i + 1][1] += s.ceiling_yoffs;
    }
    plane_looks_ = scrolled;
    for (std::size_t i = 0; i < count; ++i) {
        plane_looks_[kPlaneLookInts * i] = scrolled[kPlaneLookInts * static_cast<std::size_t>(looks[i][0])];
        plane_looks_[kPlaneLookInts * i + 1] = scrolled[kPlaneLookInts * static_cast<std::size_t>(looks[i][1]) + 1];
    }
}

void TrueLevelTables::set_sky_planes(const sim::World& world) {
    const int sky = world.textures.sky_flat;
    const std::size_t count = plane_looks_.size() / kPlaneLookInts;
    for (std::size_t i = 0; i < count && 2 * i < sectors_.size(); ++i) {
        const Int4& planes = sectors_[2 * i];
        int ceiling = planes[1];
        // The original's sky hack: a line between two sky ceilings is open
        // up to the higher one, so this sector's sky is drawn no lower.
        const bool flat = i >= sloped_planes_.size() || (sloped_planes_[i] & 2) == 0;
        if (i < world.level.sectors.size() && planes[3] == sky && flat) {
            for (const int l : world.level.sectors[i].lines) {
                const map::Line& line = world.level.lines[static_cast<std::size_t>(l)];
                const int other = line.front_sector == static_cast<int>(i) ? line.back_sector : line.front_sector;
                if (other < 0 || other == static_cast<int>(i)) continue;
                const Int4& there = sectors_[2 * static_cast<std::size_t>(other)];
                if (there[3] == sky) ceiling = std::max(ceiling, there[1]);
            }
        }
        Int4& skies = plane_looks_[kPlaneLookInts * i + 2];
        if (i < sky_entries_.size()) skies = {skies[0], skies[1], sky_entries_[i][0], sky_entries_[i][1]};
        plane_looks_[kPlaneLookInts * i + 3] = {planes[0], ceiling, 0, 0};
    }
}

template <class Flat>
void TrueLevelTables::update_extra_floors(const sim::World& world, const MapLooks& looks, const Flat& flat) {
    const auto slabs = world.extra_floors.all();
    const std::size_t first = world.sectors.size();
    sectors_.resize(2 * (first + 2 * slabs.size()));
    for (std::size_t k = 0; k < slabs.size(); ++k) {
        const sim::ExtraFloor& f = slabs[k];
        const sim::SectorState& c = world.sectors[static_cast<std::size_t>(f.control)];
        int top = f.vavoom ? c.floorheight : c.ceilingheight, bottom = f.vavoom ? c.ceilingheight : c.floorheight;
        const int top_pic = flat(f.vavoom ? c.floorpic : c.ceilingpic), bottom_pic = flat(f.vavoom ? c.ceilingpic : c.floorpic);
        if (f.thin) bottom = top;
        // Its top lit by the light above it, its bottom and sides by the
        // light under its top (render/slab_lights.h).
        const int above = slab_lights_.face_level(world, f, true, false);
        const int under = slab_lights_.face_level(world, f, true, true);
        const int below = slab_lights_.face_level(world, f, false, true);
        const int bottom_from_above = slab_lights_.face_level(world, f, false, false);
        const int colour = looks.colour_base(f.control);
        const std::size_t planes = first + 2 * k, sides = planes + 1;
        sectors_[2 * planes] = {top, bottom, top_pic, bottom_pic};
        sectors_[2 * planes + 1] = {under, colour, above, below};
        sectors_[2 * sides] = {bottom, top, bottom_pic, top_pic};
        // Its insides' faces: the bottom from above, the top from below.
        sectors_[2 * sides + 1] = {under, colour, bottom_from_above, under};
    }
}

void TrueLevelTables::append_slab_lists(const sim::World& world) {
    slab_lists_at_ = 0;
    if (!slab_lights_.any()) return;
    const std::size_t count = world.sectors.size();
    slab_lists_at_ = static_cast<int>(sectors_.size());
    sectors_.resize(sectors_.size() + count);
    for (std::size_t s = 0; s < count; ++s) {
        const auto list = slab_lights_.in(static_cast<int>(s));
        sectors_[static_cast<std::size_t>(slab_lists_at_) + s] = {static_cast<int>(sectors_.size()),
                                                                  static_cast<int>(list.size()), 0, 0};
        for (const SlabLightEntry& e : list)
            sectors_.push_back({e.height, world.sectors[static_cast<std::size_t>(e.light_sector)].lightlevel, 0, 0});
    }
}

// Movers change a sector's height, not its plane's rise or anchor, so
// a level without slopes keeps its zeros. A 3D floor's sectors take their
// control sector's planes, its top one first for its plane sector.
void TrueLevelTables::update_slopes(const sim::World& world) {
    const std::size_t count = world.sectors.size();
    const auto slabs = world.extra_floors.all();
    const std::size_t all = count + 2 * slabs.size();
    if (sector_slopes_.size() == 2 * all && !world.sloped_level && !slopes_stored_) return;
    sector_slopes_.assign(2 * all, {});
    sloped_planes_.assign(all, 0);
    slopes_stored_ = world.sloped_level;
    constexpr double kRiseUnit = 1.0 / static_cast<double>(std::int64_t{1} << sim::kSlopeBits);
    for (std::size_t i = 0; i < count; ++i) {
        const sim::SectorState& s = world.sectors[i];
        std::size_t which = 0;
        for (const sim::SectorPlane* plane : {&s.floorplane, &s.ceilingplane}) {
            if (plane->sloped) {
                const double a = plane->rise_x * kRiseUnit, b = plane->rise_y * kRiseUnit;
                const double origin = -(a * plane->anchor_x + b * plane->anchor_y) * kUnit;
                sector_slopes_[2 * i + which] = {static_cast<float>(a), static_cast<float>(b), static_cast<float>(origin), 1.0f};
                sloped_planes_[i] |= static_cast<std::uint8_t>(1u << which);
            }
            ++which;
        }
    }
    for (std::size_t k = 0; k < slabs.size(); ++k) {
        const sim::ExtraFloor& f = slabs[k];
        const auto c = static_cast<std::size_t>(f.control);
        const std::size_t planes = count + 2 * k, sides = planes + 1;
        const std::size_t top = f.vavoom ? 0 : 1, bottom = 1 - top;
        const auto bit = [&](std::size_t which) { return (sloped_planes_[c] >> which) & 1u; };
        sector_slopes_[2 * planes] = sector_slopes_[2 * c + top];
        sector_slopes_[2 * planes + 1] = sector_slopes_[2 * c + bottom];
        sector_slopes_[2 * sides] = sector_slopes_[2 * c + bottom];
        sector_slopes_[2 * sides + 1] = sector_slopes_[2 * c + top];
        sloped_planes_[planes] = static_cast<std::uint8_t>(bit(top) | (bit(bottom) << 1));
        sloped_planes_[sides] = static_cast<std::uint8_t>(bit(bottom) | (bit(top) << 1));
    }
}

void TrueLevelTables::update(const sim::World& world, const WaterEye& water, int view_colour,
                             software::PixelSources& pixels, const assets::TextureSet& textures, const MapLooks& looks,
                             const PixelData& pixel_data, DensePictures& dense, const TrueSkies& skies) {
    const int sky = world.textures.sky_flat;
    const auto flat = [&](int pic) {
        if (pic == sky || skies.mapped(pic)) return sky;  // animation never touches F_SKY1
        if (pic >= 0 && static_cast<std::size_t>(pic) < world.flat_translation.size())
            pic = world.flat_translation[static_cast<std::size_t>(pic)];
        return pic >= 0 && pic < pixel_data.flat_count ? pic : pixel_data.flat_count;  // the placeholder's
    };
    sectors_.resize(world.sectors.size() * 2);
    drawn_looks_.resize(world.sectors.size());
    sky_entries_.resize(world.sectors.size());
    slab_lights_.update(world);
    for (std::size_t i = 0; i < world.sectors.size(); ++i) {
        const int n = static_cast<int>(i);
        const DrawnSector d = drawn_sector(world, water, n, false);
        sectors_[2 * i] = {d.floorheight, d.ceilingheight, flat(d.floorpic), flat(d.ceilingpic)};
        // Boom's 213/261 lend a plane another sector's light.
        // A sector's own plane takes the light of the slabs that shade it; a lent one, its lender's.
        const auto light_of = [&](int sector, bool ceiling) {
            return sector == n ? slab_lights_.plane_level(world, n, ceiling)
                               : world.sectors[static_cast<std::size_t>(sector)].lightlevel;
        };
        const int floor_light =
            MapLooks::plane_light(looks.floor(d.floor_look), light_of(looks.floor_light_sector(d.floor_look), false));
        const int ceiling_light =
            MapLooks::plane_light(looks.ceiling(d.ceiling_look), light_of(looks.ceiling_light_sector(d.ceiling_look), true));
        sectors_[2 * i + 1] = {d.lightlevel, view_colour ? view_colour : looks.colour_base(n), floor_light, ceiling_light};
        drawn_looks_[i] = {d.floor_look, d.ceiling_look};
        sky_entries_[i] = {skies.entry(n, d.floorpic), skies.entry(n, d.ceilingpic)};
    }
    update_extra_floors(world, looks, flat);
    append_slab_lists(world);
    update_polyobjects(world);
    update_slopes(world);
    update_plane_offsets(world, drawn_looks_);
    set_sky_planes(world);
    const int texture_count = static_cast<int>(pixel_data.textures.size());
    const auto texture = [&](int number, std::size_t side, std::size_t slot) {
        if (number == 0 && missing_[side][slot]) return pixel_data.placeholder_texture;
        if (number > 0 && static_cast<std::size_t>(number) < world.texture_translation.size())
            number = world.texture_translation[static_cast<std::size_t>(number)];
        return number >= 0 && number < texture_count ? number : pixel_data.placeholder_texture;
    };
    sides_.resize(world.sides.size() * 2);
    for (std::size_t i = 0; i < world.sides.size(); ++i) {
        const sim::SideState& s = world.sides[i];
        const int mid = texture(s.midtexture, i, 1);
        const int masked = two_sided_[i] && mid != 0 ? dense.masked_texture(pixels, textures, mid) : -1;
        const SideLook* look = looks.side(static_cast<int>(i));
        const int light = look ? look->light : 0;
        const int light_flags = look ? (look->absolute ? 1 : 0) | (look->no_contrast ? 2 : 0) : 0;
        sides_[2 * i] = {s.textureoffset, s.rowoffset, texture(s.toptexture, i, 0), mid};
        sides_[2 * i + 1] = {texture(s.bottomtexture, i, 2), masked, light, light_flags};
    }
}

std::vector<std::uint32_t> true_light_tables(const ViewTables& tables) {
    std::vector<std::uint32_t> words;
    for (const auto& row : tables.scalelight) words.insert(words.end(), row.begin(), row.end());
    for (const auto& row : tables.zlight) words.insert(words.end(), row.begin(), row.end());
    return words;
}

std::vector<std::uint32_t> true_column_tables(const ViewTables& tables) {
    std::vector<std::uint32_t> words;
    const auto add = [&words](const auto& table) {
        for (const auto v : table) words.push_back(static_cast<std::uint32_t>(v));
    };
    add(base::kFineTangent);
    add(tables.xtoviewangle);
    add(base::kFineSine);
    add(tables.distscale);
    add(tables.yslope);
    add(tables.base_xtoviewangle);
    add(tables.base_distscale);
    if (tables.base_xtoviewangle.empty()) return words;
    std::vector<std::int32_t> model_column(static_cast<std::size_t>(tables.width)), offset(model_column.size());
    for (int x = 0; x < tables.width; ++x) {
        const std::int64_t column = (std::int64_t{x} << 16) / tables.layout_scale;
        model_column[static_cast<std::size_t>(x)] = static_cast<std::int32_t>(column);
        offset[static_cast<std::size_t>(x)] = static_cast<std::int32_t>((std::int64_t{x} << 16) - column * tables.layout_scale);
    }
    add(model_column);
    add(offset);
    return words;
}

std::array<std::int32_t, 4> true_span_table_starts(const ViewTables& tables) {
    const auto size = [](const auto& table) { return static_cast<std::int32_t>(std::size(table)); };
    const std::int32_t sine = size(base::kFineTangent) + size(tables.xtoviewangle);
    const std::int32_t distscale = sine + size(base::kFineSine);
    const std::int32_t yslope = distscale + size(tables.distscale);
    return {sine, distscale, yslope, yslope + size(tables.yslope)};
}

std::int32_t true_model_column_table_start(const ViewTables& tables) {
    return true_span_table_starts(tables)[3] + static_cast<std::int32_t>(tables.base_xtoviewangle.size() +
                                                                          tables.base_distscale.size());
}

}  // namespace render::vulkan
