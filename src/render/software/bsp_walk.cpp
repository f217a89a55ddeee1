// The frame set-up and the front-to-back BSP walk (r_main.c, r_bsp.c):
// which subsectors are visible, and which wall ranges are still open on
// screen after the solid walls in front of them.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>

#include "base/trig_tables.h"
#include "map/partition_side.h"
#include "render/boom_looks.h"
#include "render/sky.h"
#include "render/software/view_renderer.h"
#include "render/view_point.h"
#include "render/wall_columns.h"
#include "render/missing_textures.h"
#include "render/viewer.h"
#include "sim/point_to_angle.h"

namespace render::software {

namespace {

// r_bsp.c checkcoord[]: the two box corners that span a box's silhouette,
// by where the view point lies (3 × 3 regions, the centre one meaning
// "inside"). Entries are BBox indices: x1, y1, x2, y2.
constexpr std::array<std::array<int, 4>, 12> kCheckCoord{{
    {3, 0, 2, 1}, {3, 0, 2, 0}, {3, 1, 2, 0}, {0, 0, 0, 0},
    {2, 0, 2, 1}, {0, 0, 0, 0}, {3, 1, 3, 0}, {0, 0, 0, 0},
    {2, 0, 3, 1}, {2, 1, 3, 1}, {2, 1, 3, 0}, {0, 0, 0, 0},
}};

}  // namespace

ViewRenderer::ViewRenderer(PixelSources& pixels, const assets::AssetSet& assets)
    : pixels_(&pixels),
      assets_(&assets),
      sprites_(&assets.sprites),
      looks_(MapLooks::build(map::Level{}, assets.palettes, assets.colormaps)),
      sky_defs_(assets.skies, assets.textures) {
    // R_InitTranslationTables: the green ramp (0x70-0x7f) becomes grey,
    // brown or red for players 2, 3 and 4.
    for (int i = 0; i < 256; ++i) {
        for (int t = 0; t < 3; ++t) {
            const bool green = i >= 0x70 && i <= 0x7f;
            static constexpr std::array<int, 3> kRamps{0x60, 0x40, 0x20};
            translations_[static_cast<std::size_t>(t)][static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>(green ? kRamps[static_cast<std::size_t>(t)] + (i & 0xf) : i);
        }
    }
}

angle_t ViewRenderer::point_to_angle(fixed_t x, fixed_t y) const {
    return sim::point_to_angle2(viewx_, viewy_, x, y);
}

fixed_t ViewRenderer::point_to_dist(fixed_t x, fixed_t y) const { return render::point_to_dist(viewx_, viewy_, x, y); }

fixed_t ViewRenderer::scale_from_global_angle(angle_t visangle, angle_t normalangle, fixed_t distance) const {
    const angle_t anglea = base::kAng90 + (visangle - viewangle_);
    const angle_t angleb = base::kAng90 + (visangle - normalangle);
    const fixed_t sinea = base::fine_sine(anglea >> base::kAngleToFineShift);
    const fixed_t sineb = base::fine_sine(angleb >> base::kAngleToFineShift);
    // Low detail: the scale of a double-width column (R_ScaleFromGlobalAngle).
    const fixed_t num = base::fixed_mul(t_->projection, sineb) << t_->detailshift;
    const fixed_t den = base::fixed_mul(distance, sinea);
    // The original clamps to 64 (in 320-wide units); a larger screen's
    // scales are proportionally larger.
    const fixed_t max_scale = base::fixed_mul(64 * base::kFracUnit, t_->layout_scale);
    if (den > num >> base::kFracBits) {
        const fixed_t scale = base::fixed_div(num, den);
        if (scale > max_scale) return max_scale;
        if (scale < 256) return 256;
        return scale;
    }
    return max_scale;
}

void ViewRenderer::prepare_level(const sim::World& world) {
    const std::string key = world.level.name + "/" + std::to_string(world.level.sides.size()) + "/" +
                            std::to_string(sim::complevel_number(world.opts.compat.level));
    if (key == level_key_) return;
    level_key_ = key;
    looks_ = MapLooks::build(world.level, assets_->palettes, assets_->colormaps,
                             boom_input(world, assets_->boom_tables));
    looks_.add_slab_blends(world.extra_floors.all());
    prepare_extra_floors(world);
    missing_textures_ = find_missing_textures(
        world, [this](const std::string& what, const std::string& name) { pixels_->report_missing(what, name); },
        boom_table_names(world, assets_->boom_tables));
}

int ViewRenderer::wall_texture(int texture, int side, int slot) const {
    if (texture == 0 && missing_textures_[static_cast<std::size_t>(side)][static_cast<std::size_t>(slot)])
        return pixels_->placeholder_texture();
    if (texture < 0 || static_cast<std::size_t>(texture) >= world_->texture_translation.size()) return texture;
    return world_->texture_translation[static_cast<std::size_t>(texture)];
}

void ViewRenderer::setup_frame(const sim::World& world, int player) {
    world_ = &world;
    viewplayer_ = &viewer(world, player);
    const sim::Mobj& mo = *viewplayer_->mo;
    const ViewPoint at = view_point(world, *viewplayer_);
    viewx_ = at.x;
    viewy_ = at.y;
    viewangle_ = mo.angle;
    sprite_view_ = sprite_view(world, *viewplayer_);
    extralight_ = viewplayer_->extralight;
    viewz_ = viewplayer_->viewz;
    viewsin_ = base::fine_sine(viewangle_ >> base::kAngleToFineShift);
    viewcos_ = base::fine_cosine(viewangle_ >> base::kAngleToFineShift);
    // Boom's deep water: the view's colour table, and the zone its sector's
    // control sector puts the eye in (fake_flats.cpp).
    view_heightsec_ = world.sectors[static_cast<std::size_t>(world.mobj_sector(mo))].heightsec;
    view_colour_ = boom_view_colour_base(looks_, world, *viewplayer_);
    fixedcolormap_ = viewplayer_->fixedcolormap ? colormap(view_colour_ + viewplayer_->fixedcolormap) : nullptr;
    fixed_row_ = viewplayer_->fixedcolormap ? view_colour_ + viewplayer_->fixedcolormap : -1;
    sky_flat_ = world.textures.sky_flat;
    sky_defs_.number_flats(world.textures);
    sky_texture_ = sky_texture_number(world, assets_->textures, *pixels_);
    ++frame_number_;
    if (sector_seen_.size() != world.sectors.size()) sector_seen_.assign(world.sectors.size(), 0);
    looks_.apply(world.look_changes);
    looks_.follow_wall_lights(world);
    slab_lights_.update(world);
    // Boom's scrolling flats, as the simulation has moved them.
    for (std::size_t i = 0; i < world.sectors.size(); ++i) {
        const sim::SectorState& s = world.sectors[i];
        looks_.set_plane_offsets(static_cast<int>(i), s.floor_xoffs, s.floor_yoffs, s.ceiling_xoffs, s.ceiling_yoffs);
    }
}

void ViewRenderer::clear_frame() {
    const int w = t_->width;
    // R_ClearClipSegs: two sentinels beyond the screen edges.
    solidsegs_.clear();
    solidsegs_.push_back({-0x7fffffff, -1});
    solidsegs_.push_back({w, 0x7fffffff});
    drawsegs_.clear();
    // The openings start with the shared "no clipping" arrays.
    openings_.assign(static_cast<std::size_t>(2 * w), 0);
    std::fill(openings_.begin(), openings_.begin() + w, static_cast<std::int16_t>(-1));
    std::fill(openings_.begin() + w, openings_.end(), static_cast<std::int16_t>(t_->height));
    // R_ClearPlanes
    floorclip_.assign(static_cast<std::size_t>(w), static_cast<std::int16_t>(t_->height));
    ceilingclip_.assign(static_cast<std::size_t>(w), -1);
    visplane_count_ = 0;
    first_plane_.clear();
    spanstart_.assign(static_cast<std::size_t>(t_->height), 0);
    clipbot_.assign(static_cast<std::size_t>(w), 0);
    cliptop_.assign(static_cast<std::size_t>(w), 0);
    frame_plane_view_ = plane_view(viewx_, viewy_, viewangle_);
    sloped_planes_.clear();
    vissprites_.clear();
}

int ViewRenderer::new_openings(int count) {
    const int offset = static_cast<int>(openings_.size());
    openings_.resize(openings_.size() + static_cast<std::size_t>(std::max(count, 0)));
    return offset;
}

void ViewRenderer::render(const sim::World& world, int player, const Canvas& canvas, std::function<void()> beside) {
    canvas_ = canvas;
    queue_->begin(std::move(beside));
    try {
        prepare_level(world);
        setup_frame(world, player);
        slopes_ = world.sloped_level;
        clear_frame();
        begin_depths(world);
        render_bsp_node(world.level.bsp_root());
        draw_planes();
        draw_masked();
    } catch (...) {
        queue_->abandon();
        throw;
    }
    queue_->finish(canvas_);
}

void ViewRenderer::render_bsp_node(std::uint32_t node) {
    // Near side first; the far side only when its box can still show.
    while (!(node & map::kSubsectorBit)) {
        const map::Node& bsp = world_->level.nodes[node];
        const int side = map::point_on_partition_side(viewx_, viewy_, bsp);
        render_bsp_node(bsp.children[static_cast<std::size_t>(side)]);
        if (!check_bbox(bsp.bbox[static_cast<std::size_t>(side ^ 1)])) return;
        node = bsp.children[static_cast<std::size_t>(side ^ 1)];
    }
    render_subsector(node == 0xffffffffu ? 0 : static_cast<int>(node & ~map::kSubsectorBit));
}

bool ViewRenderer::view_columns(angle_t angle1, angle_t angle2, int& x1, int& x2) const {
    // Clip the angle pair (left, right, relative to the view) to the field
    // of view, as R_AddLine and R_CheckBBox both do.
    const angle_t span = angle1 - angle2;
    const angle_t clipangle = t_->clipangle;
    angle_t tspan = angle1 + clipangle;
    if (tspan > 2 * clipangle) {
        tspan -= 2 * clipangle;
        if (tspan >= span) return false;  // totally off the left edge
        angle1 = clipangle;
    }
    tspan = clipangle - angle2;
    if (tspan > 2 * clipangle) {
        tspan -= 2 * clipangle;
        if (tspan >= span) return false;  // totally off the right edge
        angle2 = 0u - clipangle;
    }
    x1 = t_->viewangletox[(angle1 + base::kAng90) >> base::kAngleToFineShift];
    x2 = t_->viewangletox[(angle2 + base::kAng90) >> base::kAngleToFineShift];
    return x1 != x2;  // no columns otherwise
}

bool ViewRenderer::check_bbox(const map::BBox& box) const {
    const int boxx = viewx_ <= box[map::kBoxLeft] ? 0 : viewx_ < box[map::kBoxRight] ? 1 : 2;
    const int boxy = viewy_ >= box[map::kBoxTop] ? 0 : viewy_ > box[map::kBoxBottom] ? 1 : 2;
    const int boxpos = (boxy << 2) + boxx;
    if (boxpos == 5) return true;
    const auto& corners = kCheckCoord[static_cast<std::size_t>(boxpos)];
    const auto c = [&](int i) { return box[static_cast<std::size_t>(corners[static_cast<std::size_t>(i)])]; };

    angle_t angle1 = point_to_angle(c(0), c(1)) - viewangle_;
    angle_t angle2 = point_to_angle(c(2), c(3)) - viewangle_;
    if (angle1 - angle2 >= base::kAng180) return true;  // sitting on a line
    int sx1, sx2;
    if (!view_columns(angle1, angle2, sx1, sx2)) return false;
    --sx2;
    auto start = solidsegs_.begin();
    while (start->last < sx2) ++start;
    return !(sx1 >= start->first && sx2 <= start->last);
}

void ViewRenderer::render_subsector(int subsector) {
    const map::Subsector& sub = world_->level.subsectors[static_cast<std::size_t>(subsector)];
    frontsector_ = sub.sector;
    int floor_light = 0, ceiling_light = 0;
    front_ = drawn_sector(frontsector_, &floor_light, &ceiling_light, false);
    const DrawnSector& front = front_;
    // Boom: under deep water a sky control plane is drawn from either side.
    const sim::SectorState* control =
        front.heightsec >= 0 ? &world_->sectors[static_cast<std::size_t>(front.heightsec)] : nullptr;
    front_floor_slope_ = drawn_slope(frontsector_, front, false);
    front_ceiling_slope_ = drawn_slope(frontsector_, front, true);
    // A plane shows from the eye's side of it (a sloped one: as the eye
    // stands against the plane's height under it).
    front_floor_at_eye_ = drawn_z(front_floor_slope_, front.floorheight, viewx_, viewy_);
    front_ceiling_at_eye_ = drawn_z(front_ceiling_slope_, front.ceilingheight, viewx_, viewy_);
    floorplane_ = front_floor_at_eye_ < viewz_ || (control && is_sky(control->ceilingpic))
                      ? find_plane(front.floorheight, front.floorpic, frontsector_, false, floor_light, front.floor_look,
                                   front_floor_slope_)
                      : -1;
    ceilingplane_ = front_ceiling_at_eye_ > viewz_ || is_sky(front.ceilingpic) ||
                            (control && is_sky(control->floorpic))
                        ? find_plane(front.ceilingheight, front.ceilingpic, frontsector_, true, ceiling_light,
                                     front.ceiling_look, front_ceiling_slope_)
                        : -1;
    if (canvas_.pixels || record_columns_) add_sprites(frontsector_, floor_light, ceiling_light);
    // Polyobjects in the subsector first, as Hexen drew them: they stand
    // inside it, nearer than its own walls.
    for (const sim::Polyobject& po : world_->polyobjects)
        if (po.subsector == subsector)
            for (int seg : po.segs) add_line(seg);
    for (int i = 0; i < sub.num_segs; ++i) add_line(sub.first_seg + i);
}

void ViewRenderer::add_line(int seg_index) {
    const map::Seg& seg = world_->level.segs[static_cast<std::size_t>(seg_index)];
    // A miniseg of GL nodes (UDMF maps' ZNODES from zdbsp) closes its
    // subsector where no line runs: nothing to draw and nothing it hides.
    if (seg.line == map::kNone) return;
    curline_ = seg_index;
    const map::Vertex& v1 = world_->level.vertices[static_cast<std::size_t>(seg.v1)];
    const map::Vertex& v2 = world_->level.vertices[static_cast<std::size_t>(seg.v2)];
    angle_t angle1 = point_to_angle(v1.x, v1.y);
    angle_t angle2 = point_to_angle(v2.x, v2.y);
    // Back side: not visible.
    if (angle1 - angle2 >= base::kAng180) return;
    rw_angle1_ = angle1;
    int x1, x2;
    if (!view_columns(angle1 - viewangle_, angle2 - viewangle_, x1, x2)) return;
    line_x1_ = x1;
    line_x2_ = x2;

    backsector_ = seg.back_sector;
    if (backsector_ == map::kNone) {
        clip_solid_wall(x1, x2 - 1);
        return;
    }
    const DrawnSector& front = front_;
    back_ = drawn_sector(backsector_, nullptr, nullptr, true);
    const DrawnSector& back = back_;
    back_floor_slope_ = drawn_slope(backsector_, back, false);
    back_ceiling_slope_ = drawn_slope(backsector_, back, true);
    if (front_floor_slope_ || front_ceiling_slope_ || back_floor_slope_ || back_ceiling_slope_) {
        // Closed where the back's opening is shut at both ends; a window
        // where any height differs at either end, or the slopes do.
        const auto z = [](const sim::SectorPlane* slope, fixed_t height, const map::Vertex& v) {
            return drawn_z(slope, height, v.x, v.y);
        };
        bool closed_floor = true, closed_ceiling = true, window = false;
        for (const map::Vertex* v : {&v1, &v2}) {
            const fixed_t ff = z(front_floor_slope_, front.floorheight, *v);
            const fixed_t fc = z(front_ceiling_slope_, front.ceilingheight, *v);
            const fixed_t bf = z(back_floor_slope_, back.floorheight, *v);
            const fixed_t bc = z(back_ceiling_slope_, back.ceilingheight, *v);
            closed_floor &= bc <= ff;
            closed_ceiling &= bf >= fc;
            window |= bc != fc || bf != ff;
        }
        const auto differ = [](const sim::SectorPlane* a, const sim::SectorPlane* b) {
            return (a == nullptr) != (b == nullptr) || (a && *a != *b);
        };
        window |= differ(front_floor_slope_, back_floor_slope_) || differ(front_ceiling_slope_, back_ceiling_slope_);
        if (closed_floor || closed_ceiling) {
            clip_solid_wall(x1, x2 - 1);
            return;
        }
        if (window) {
            clip_pass_wall(x1, x2 - 1);
            return;
        }
    }
    // Closed door.
    if (back.ceilingheight <= front.floorheight || back.floorheight >= front.ceilingheight) {
        clip_solid_wall(x1, x2 - 1);
        return;
    }
    // Window.
    if (back.ceilingheight != front.ceilingheight || back.floorheight != front.floorheight) {
        clip_pass_wall(x1, x2 - 1);
        return;
    }
    // Nothing changes across the line: skip it unless it has a mid texture.
    if (back.ceilingpic == front.ceilingpic && back.floorpic == front.floorpic && back.lightlevel == front.lightlevel &&
        same_plane_looks(frontsector_, backsector_, false) && same_plane_looks(frontsector_, backsector_, true) &&
        world_->sides[static_cast<std::size_t>(seg.sidedef)].midtexture == 0)
        return;
    clip_pass_wall(x1, x2 - 1);
}

void ViewRenderer::clip_solid_wall(int first, int last) {
    // The first range that touches or follows `first`.
    std::size_t start = 0;
    while (solidsegs_[start].last < first - 1) ++start;
    if (first < solidsegs_[start].first) {
        if (last < solidsegs_[start].first - 1) {
            // Entirely visible, before start: a new range.
            store_wall_range(first, last);
            solidsegs_.insert(solidsegs_.begin() + static_cast<std::ptrdiff_t>(start), ClipRange{first, last});
            return;
        }
        // A visible fragment before start; start grows to cover it.
        store_wall_range(first, solidsegs_[start].first - 1);
        solidsegs_[start].first = first;
    }
    if (last <= solidsegs_[start].last) return;
    std::size_t next = start;
    bool merged = false;
    while (last >= solidsegs_[next + 1].first - 1) {
        // A visible fragment between two ranges.
        store_wall_range(solidsegs_[next].last + 1, solidsegs_[next + 1].first - 1);
        ++next;
        if (last <= solidsegs_[next].last) {
            solidsegs_[start].last = solidsegs_[next].last;
            merged = true;
            break;
        }
    }
    if (!merged) {
        store_wall_range(solidsegs_[next].last + 1, last);
        solidsegs_[start].last = last;
    }
    // The ranges start now covers are gone.
    if (next != start)
        solidsegs_.erase(solidsegs_.begin() + static_cast<std::ptrdiff_t>(start) + 1,
                         solidsegs_.begin() + static_cast<std::ptrdiff_t>(next) + 1);
}

void ViewRenderer::clip_pass_wall(int first, int last) {
    std::size_t start = 0;
    while (solidsegs_[start].last < first - 1) ++start;
    if (first < solidsegs_[start].first) {
        if (last < solidsegs_[start].first - 1) {
            store_wall_range(first, last);
            return;
        }
        store_wall_range(first, solidsegs_[start].first - 1);
    }
    if (last <= solidsegs_[start].last) return;
    while (last >= solidsegs_[start + 1].first - 1) {
        store_wall_range(solidsegs_[start].last + 1, solidsegs_[start + 1].first - 1);
        ++start;
        if (last <= solidsegs_[start].last) return;
    }
    store_wall_range(solidsegs_[start].last + 1, last);
}

void ViewRenderer::walk(const sim::World& world, int player) {
    canvas_ = Canvas{};
    prepare_level(world);
    setup_frame(world, player);
    slopes_ = false;
    depths_ = false;
    clear_frame();
    record_columns_ = true;
    stored_.clear();
    wall_columns_.clear();
    seg_records_.assign(world.level.segs.size(), -1);
    render_bsp_node(world.level.bsp_root());
    record_masked();
    record_columns_ = false;
    bound_stored_rows();
}

void ViewRenderer::bound_stored_rows() {
    for (StoredSeg& seg : stored_) {
        std::array<int, 4> first, last;
        first.fill(std::numeric_limits<std::int16_t>::max());
        last.fill(std::numeric_limits<std::int16_t>::min());
        for (int x = seg.x1; x < seg.x2; ++x) {
            const ColumnRecord& c = wall_columns_[static_cast<std::size_t>(seg.first_column + x - seg.x1)];
            if (c.light_row == ColumnRecord::kNotStored) continue;
            // As ColumnRecord describes them: lower, middle, upper, masked middle.
            const std::array<std::array<int, 2>, 4> drawn{{{c.floor_clip, c.bottom},
                                                           {c.top, c.bottom},
                                                           {c.top, c.ceiling_clip},
                                                           {c.ceiling_clip + 1, c.floor_clip - 1}}};
            for (std::size_t part = 0; part < drawn.size(); ++part) {
                if (drawn[part][0] > drawn[part][1]) continue;
                first[part] = std::min(first[part], drawn[part][0]);
                last[part] = std::max(last[part], drawn[part][1]);
            }
        }
        for (std::size_t part = 0; part < first.size(); ++part)
            seg.rows[part] = static_cast<std::int32_t>((static_cast<std::uint32_t>(first[part]) & 0xffffu) |
                                                       (static_cast<std::uint32_t>(last[part]) << 16));
    }
}

void ViewRenderer::stored_segs(std::vector<int>& segs) const {
    segs.clear();
    // A seg split by nearer walls stores a range per piece, one after the
    // other; a seg is drawn whole, so once.
    for (const DrawSeg& ds : drawsegs_)
        if (segs.empty() || segs.back() != ds.seg) segs.push_back(ds.seg);
}

}  // namespace render::software
