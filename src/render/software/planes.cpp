// Floors and ceilings (r_plane.c): visplanes collect, per screen column,
// the rows a flat at one height, picture and light covers; afterwards they
// are drawn as horizontal spans, and sky planes as sky columns.
#include <algorithm>
#include <cstdlib>

#include "base/error.h"
#include "base/trig_tables.h"
#include "render/sky.h"
#include "render/software/view_renderer.h"

namespace render::software {

namespace {

std::uint64_t plane_key(const PlaneKind& kind) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(kind.height)) << 32) ^
           (static_cast<std::uint64_t>(static_cast<std::uint32_t>(kind.picnum)) << 12) ^
           static_cast<std::uint64_t>(static_cast<std::uint32_t>(kind.lightlevel)) ^
           (static_cast<std::uint64_t>(static_cast<std::uint32_t>(kind.colour_base)) << 20) ^
           (static_cast<std::uint64_t>(static_cast<std::uint32_t>(kind.sky_line)) << 40) ^
           static_cast<std::uint64_t>(static_cast<std::uint32_t>(kind.slope.rise_x)) ^
           (static_cast<std::uint64_t>(static_cast<std::uint32_t>(kind.slope.rise_y)) << 24);
}

}  // namespace

int ViewRenderer::plane_light(int sector, bool ceiling) const {
    const PlaneLook& look = ceiling ? looks_.ceiling(sector) : looks_.floor(sector);
    const int source = ceiling ? looks_.ceiling_light_sector(sector) : looks_.floor_light_sector(sector);
    // A sector's own plane takes the light of the slabs that shade it; a lent one, its lender's.
    const int level = source == sector ? slab_lights_.plane_level(*world_, sector, ceiling)
                                       : world_->sectors[static_cast<std::size_t>(source)].lightlevel;
    return MapLooks::plane_light(look, level);
}

bool ViewRenderer::same_plane_looks(int a, int b, bool ceiling) const {
    const PlaneLook& la = ceiling ? looks_.ceiling(a) : looks_.floor(a);
    const PlaneLook& lb = ceiling ? looks_.ceiling(b) : looks_.floor(b);
    // Boom compares which sector lends the light (213, 261), not the light.
    const bool same_source = ceiling ? looks_.ceiling_light_source(a) == looks_.ceiling_light_source(b)
                                     : looks_.floor_light_source(a) == looks_.floor_light_source(b);
    return looks_.colour_base(a) == looks_.colour_base(b) && la == lb && same_source &&
           plane_light(a, ceiling) == plane_light(b, ceiling);
}

int ViewRenderer::find_plane(fixed_t height, int picnum, int sector, bool ceiling, int light, int look_sector,
                             const sim::SectorPlane* slope) {
    const PlaneLook& look = ceiling ? looks_.ceiling(look_sector) : looks_.floor(look_sector);
    PlaneKind kind;
    kind.height = height;
    kind.picnum = picnum;
    kind.lightlevel = light;
    kind.look = look.transformed ? &look : nullptr;
    kind.colour_base = sector_colour_base(sector);
    if (slope) {
        kind.slope = *slope;
        kind.ceiling = ceiling;
    }
    // All sky is one plane (one per sky a line or SKYDEFS gives).
    if (is_sky(picnum)) {
        kind.slope = {};
        kind.ceiling = false;
        kind.height = 0;
        kind.lightlevel = 0;
        kind.look = nullptr;
        kind.colour_base = 0;
        kind.sky_line = picnum == sky_flat_ ? looks_.sky_line(sector) : -1;
    }
    // The original takes the first visplane that matches; a hash keeps
    // that answer without its linear search. A collision falls back to
    // searching.
    const std::uint64_t key = plane_key(kind);
    if (auto it = first_plane_.find(key); it != first_plane_.end()) {
        if (visplanes_[static_cast<std::size_t>(it->second)].kind == kind) return it->second;
        for (std::size_t i = 0; i < visplane_count_; ++i)
            if (visplanes_[i].kind == kind) return static_cast<int>(i);
    }
    const int index = new_plane(kind, t_->width, -1);
    first_plane_.emplace(key, index);
    return index;
}

int ViewRenderer::new_plane(PlaneKind kind, int minx, int maxx) {
    if (visplane_count_ == visplanes_.size()) visplanes_.emplace_back();
    const int index = static_cast<int>(visplane_count_++);
    Visplane& pl = visplanes_[static_cast<std::size_t>(index)];
    pl.kind = kind;
    pl.minx = minx;
    pl.maxx = maxx;
    pl.top.assign(static_cast<std::size_t>(t_->width) + 2, kUnset);
    pl.bottom.assign(static_cast<std::size_t>(t_->width) + 2, 0);
    return index;
}

int ViewRenderer::check_plane(int plane, int start, int stop) {
    Visplane* pl = &visplanes_[static_cast<std::size_t>(plane)];
    int intrl, intrh, unionl, unionh;
    if (start < pl->minx) {
        intrl = pl->minx;
        unionl = start;
    } else {
        unionl = pl->minx;
        intrl = start;
    }
    if (stop > pl->maxx) {
        intrh = pl->maxx;
        unionh = stop;
    } else {
        unionh = pl->maxx;
        intrh = stop;
    }
    int x = intrl;
    while (x <= intrh && pl->top[static_cast<std::size_t>(x) + 1] == kUnset) ++x;
    if (x > intrh) {
        // The new columns are free in this plane: widen it.
        pl->minx = unionl;
        pl->maxx = unionh;
        return plane;
    }
    // They overlap columns already used: a new plane of the same kind.
    return new_plane(pl->kind, start, stop);
}

void ViewRenderer::begin_plane(const Visplane& pl) {
    int flat = pl.kind.picnum;
    if (flat >= 0 && static_cast<std::size_t>(flat) < world_->flat_translation.size())
        flat = world_->flat_translation[static_cast<std::size_t>(flat)];
    plane_flat_ = flat;
    sloped_plane_ = nullptr;
    if (pl.kind.slope.sloped) return begin_sloped_plane(pl);
    // A plane is marked only on its own side of the eye (store_wall_range):
    // below it a floor, above it a ceiling.
    plane_surface_ = surface_id(pl.kind.height < viewz_ ? SurfaceKind::floor : SurfaceKind::ceiling,
                                plane_index(pl.kind.height, flat, pl.kind.lightlevel));
    plane_source_ = pixels_->flat(flat);
    planeheight_ = std::abs(pl.kind.height - viewz_);
    planezlight_ = t_->zlight[static_cast<std::size_t>(light_row(pl.kind.lightlevel, extralight_))].data();
    plane_colour_ = pl.kind.colour_base;
    plane_look_ = pl.kind.look;
    plane_view_ = frame_plane_view_;
    if (plane_look_ && plane_look_->rotation) {
        // Turning the view by -rotation about the origin turns the texture
        // by +rotation under it.
        const angle_t turn = 0u - plane_look_->rotation;
        const fixed_t c = base::fine_cosine(turn >> base::kAngleToFineShift);
        const fixed_t s = base::fine_sine(turn >> base::kAngleToFineShift);
        plane_view_ = plane_view(base::fixed_mul(viewx_, c) - base::fixed_mul(viewy_, s),
                                 base::fixed_mul(viewx_, s) + base::fixed_mul(viewy_, c), viewangle_ + turn);
    }
}

ViewRenderer::PlaneView ViewRenderer::plane_view(fixed_t x, fixed_t y, angle_t angle) const {
    PlaneView v;
    v.x = x;
    v.y = y;
    v.angle = angle;
    const unsigned fine = (angle - base::kAng90) >> base::kAngleToFineShift;
    v.basexscale = base::fixed_div(base::fine_cosine(fine), t_->projection);
    v.baseyscale = -base::fixed_div(base::fine_sine(fine), t_->projection);
    v.base_basexscale = base::fixed_div(base::fine_cosine(fine), t_->base_projection);
    v.base_baseyscale = -base::fixed_div(base::fine_sine(fine), t_->base_projection);
    return v;
}

void ViewRenderer::map_plane(int y, int x1, int x2) {
    if (sloped_plane_) return map_sloped_plane(y, x1, x2);
    const fixed_t distance = base::fixed_mul(planeheight_, t_->yslope[static_cast<std::size_t>(y)]);
    if (depths_ && distance > 0)
        for (int x = x1; x <= x2; ++x) note_depth(x, y, base::kFracUnit / static_cast<double>(distance));
    int row = fixed_row_;
    if (!fixedcolormap_) row = planezlight_[plane_light_index(distance)] + plane_colour_;
    if (!t_->base_xtoviewangle.empty()) {
        ScaledSpanJob job = scaled_span(y, x1, x2, distance);
        if (spans_) {
            const auto low = [](std::int64_t v) { return static_cast<std::uint32_t>(v); };
            record_span(y, x1, x2, {static_cast<std::uint16_t>(x1), static_cast<std::uint16_t>(row), plane_flat_,
                                    low(job.xpos), low(job.xstep), low(job.ypos), low(job.ystep)});
            return;
        }
        job.source = plane_source_;
        job.colormap = colormap(row);
        job.surface = plane_surface_;
        job.light_row = surface_light(row);
        queue_->scaled_span(canvas_, job);
        return;
    }
    const PlaneView& v = plane_view_;
    SpanJob job;
    job.xstep = base::fixed_mul(distance, v.basexscale);
    job.ystep = base::fixed_mul(distance, v.baseyscale);
    const fixed_t length = base::fixed_mul(distance, t_->distscale[static_cast<std::size_t>(x1)]);
    const unsigned angle = (v.angle + t_->xtoviewangle[static_cast<std::size_t>(x1)]) >> base::kAngleToFineShift;
    job.xfrac = v.x + base::fixed_mul(base::fine_cosine(angle), length);
    job.yfrac = -v.y - base::fixed_mul(base::fine_sine(angle), length);
    if (plane_look_) texel_span(job.xfrac, job.yfrac, job.xstep, job.ystep);
    if (spans_) {
        record_span(y, x1, x2,
                    {static_cast<std::uint16_t>(x1), static_cast<std::uint16_t>(row), plane_flat_,
                     packed_span_position(job.xfrac, job.yfrac), packed_span_position(job.xstep, job.ystep)});
        return;
    }
    job.colormap = colormap(row);
    job.surface = plane_surface_;
    job.light_row = surface_light(row);
    job.y = y;
    job.x1 = x1;
    job.x2 = x2;
    job.source = plane_source_;
    queue_->span(canvas_, job);
}

ScaledSpanJob ViewRenderer::scaled_span(int y, int x1, int x2, fixed_t distance) const {
    // The original's start and step at the 320-wide column holding x1,
    // cut to the 10 fraction bits its span drawer keeps.
    constexpr fixed_t kTenBits = ~fixed_t{63};
    const std::size_t bx = static_cast<std::size_t>((std::int64_t{x1} << base::kFracBits) / t_->layout_scale);
    const PlaneView& v = plane_view_;
    const fixed_t length = base::fixed_mul(distance, t_->base_distscale[bx]);
    const unsigned angle = (v.angle + t_->base_xtoviewangle[bx]) >> base::kAngleToFineShift;
    fixed_t xfrac = v.x + base::fixed_mul(base::fine_cosine(angle), length);
    fixed_t yfrac = -v.y - base::fixed_mul(base::fine_sine(angle), length);
    fixed_t base_xstep = base::fixed_mul(distance, v.base_basexscale);
    fixed_t base_ystep = base::fixed_mul(distance, v.base_baseyscale);
    if (plane_look_) texel_span(xfrac, yfrac, base_xstep, base_ystep);
    xfrac &= kTenBits;
    yfrac &= kTenBits;
    base_xstep &= kTenBits;
    base_ystep &= kTenBits;

    constexpr int kExtra = kScaledSpanBits - base::kFracBits;
    ScaledSpanJob job;
    job.xstep = (std::int64_t{base_xstep} << kScaledSpanBits) / t_->layout_scale;
    job.ystep = (std::int64_t{base_ystep} << kScaledSpanBits) / t_->layout_scale;
    // From the 320-wide column's left edge to x1, in this screen's pixels.
    const std::int64_t offset = (std::int64_t{x1} << base::kFracBits) - static_cast<std::int64_t>(bx) * t_->layout_scale;
    job.xpos = (std::int64_t{xfrac} << kExtra) + ((offset * job.xstep) >> base::kFracBits);
    job.ypos = (std::int64_t{yfrac} << kExtra) + ((offset * job.ystep) >> base::kFracBits);
    job.y = y;
    job.x1 = x1;
    job.x2 = x2;
    return job;
}

void ViewRenderer::texel_span(fixed_t& xfrac, fixed_t& yfrac, fixed_t& xstep, fixed_t& ystep) const {
    const PlaneLook& look = *plane_look_;
    xfrac = base::fixed_mul(xfrac, look.xscale) + look.xoffset;
    yfrac = base::fixed_mul(yfrac, look.yscale) + look.yoffset;
    xstep = base::fixed_mul(xstep, look.xscale);
    ystep = base::fixed_mul(ystep, look.yscale);
}

void ViewRenderer::record_span(int y, int x1, int x2, const SpanRecord& span) {
    if (span_ids_ && x2 >= x1) {
        const auto id = static_cast<std::uint32_t>(spans_->size());
        std::fill_n(span_ids_ + static_cast<std::ptrdiff_t>(y) * t_->width + x1, x2 - x1 + 1, id);
    }
    spans_->push_back(span);
    spans_->back().y = y;
    spans_->back().x2 = x2;
}

void ViewRenderer::mark_sky(const Visplane& pl) {
    const std::uint32_t id = kSkySpan - static_cast<std::uint32_t>(sky_of(pl));
    for (int x = pl.minx; x <= pl.maxx; ++x) {
        const int top = pl.top[static_cast<std::size_t>(x) + 1], bottom = pl.bottom[static_cast<std::size_t>(x) + 1];
        for (int y = top; y <= bottom; ++y) span_ids_[static_cast<std::ptrdiff_t>(y) * t_->width + x] = id;
    }
}

void ViewRenderer::gather_skies() {
    skies_.clear();
    sky_keys_.clear();
    PlaneKind level;
    level.picnum = sky_flat_;
    skies_.push_back(sky_picture(level));
    sky_keys_.emplace_back(-1, sky_flat_);
    for (std::size_t i = 0; i < visplane_count_ && skies_.size() < kMaxSkies; ++i) {
        const Visplane& pl = visplanes_[i];
        if (!is_sky(pl.kind.picnum) || pl.minx > pl.maxx) continue;
        const std::pair<int, int> key{pl.kind.sky_line, pl.kind.picnum};
        if (std::find(sky_keys_.begin(), sky_keys_.end(), key) != sky_keys_.end()) continue;
        skies_.push_back(sky_picture(pl.kind));
        sky_keys_.push_back(key);
    }
}

int ViewRenderer::sky_of(const Visplane& pl) const {
    const auto it = std::find(sky_keys_.begin(), sky_keys_.end(), std::pair{pl.kind.sky_line, pl.kind.picnum});
    return it == sky_keys_.end() ? 0 : static_cast<int>(it - sky_keys_.begin());
}

void ViewRenderer::make_spans(int x, int t1, int b1, int t2, int b2) {
    // Close the spans of rows column x-1 had and column x lacks...
    while (t1 < t2 && t1 <= b1) {
        map_plane(t1, spanstart_[static_cast<std::size_t>(t1)], x - 1);
        ++t1;
    }
    while (b1 > b2 && b1 >= t1) {
        map_plane(b1, spanstart_[static_cast<std::size_t>(b1)], x - 1);
        --b1;
    }
    // ... and open the ones column x starts.
    while (t2 < t1 && t2 <= b2) {
        spanstart_[static_cast<std::size_t>(t2)] = x;
        ++t2;
    }
    while (b2 > b1 && b2 >= t2) {
        spanstart_[static_cast<std::size_t>(b2)] = x;
        --b2;
    }
}

SkyPicture ViewRenderer::sky_picture(const PlaneKind& kind) {
    SkyPicture sky;
    if (kind.sky_line < 0) {
        const int texture = kind.picnum == sky_flat_ ? sky_texture_ : sky_defs_.flat_sky(kind.picnum);
        sky = sky_defs_.picture(texture, world_->leveltime, world_->shown_fraction);
    } else {
        const int side = world_->level.lines[static_cast<std::size_t>(kind.sky_line)].sides[0];
        const int texture = wall_texture(world_->sides[static_cast<std::size_t>(side)].toptexture, side, 0);
        sky = sky_defs_.line_picture(*world_, kind.sky_line, texture, looks_.sky_mirrored(kind.sky_line));
    }
    for (SkyLayer* layer : {&sky.back, &sky.front}) layer->angle += viewangle_;
    return sky;
}

void ViewRenderer::draw_sky_column(const SkyLayer& layer, int x, int yl, int yh, bool over) {
    ColumnJob job;
    job.iscale = sky_row_step(layer, t_->sky_iscale);
    job.colormap = colormap(view_colour_);  // Boom: deep water's colormap tints the sky too
    job.surface = surface_id(SurfaceKind::sky, 0);
    job.texturemid = layer.texturemid;
    job.zero_clear = over;
    job.x = x;
    job.yl = yl;
    job.yh = yh;
    const int column = sky_column(layer, t_->xtoviewangle[static_cast<std::size_t>(x)]);
    if (layer.fire) {
        job.source = layer.fire + static_cast<std::ptrdiff_t>(column & layer.fire_mask) * kSkyColumnRows;
        job.defined = kSkyColumnRows;
    } else {
        const WallColumn wall = pixels_->wall_column(layer.texture, column);
        job.source = wall.pixels;
        job.defined = wall.defined;
    }
    queue_->column(canvas_, job);
}

void ViewRenderer::draw_planes() {
    for (std::size_t i = 0; i < visplane_count_; ++i) {
        Visplane& pl = visplanes_[i];
        if (pl.minx > pl.maxx) continue;

        if (is_sky(pl.kind.picnum)) {
            // Sky columns, always at full brightness (the invulnerability
            // map does not apply to them, as in the original); a SKYDEFS
            // foreground over them.
            const SkyPicture sky = sky_picture(pl.kind);
            for (const SkyLayer* layer : {&sky.back, &sky.front}) {
                if (layer->texture < 0) continue;
                for (int x = pl.minx; x <= pl.maxx; ++x) {
                    const int yl = pl.top[static_cast<std::size_t>(x) + 1], yh = pl.bottom[static_cast<std::size_t>(x) + 1];
                    if (yl <= yh) draw_sky_column(*layer, x, yl, yh, layer == &sky.front);
                }
            }
            continue;
        }

        begin_plane(pl);
        map_spans(pl);
    }
}

void ViewRenderer::map_spans(Visplane& pl) {
    // The pads beside the used columns close every span at the ends.
    pl.top[static_cast<std::size_t>(pl.maxx) + 2] = kUnset;
    pl.top[static_cast<std::size_t>(pl.minx)] = kUnset;
    const int stop = pl.maxx + 1;
    for (int x = pl.minx; x <= stop; ++x) {
        const std::size_t xi = static_cast<std::size_t>(x);
        make_spans(x, pl.top[xi], pl.bottom[xi], pl.top[xi + 1], pl.bottom[xi + 1]);
    }
}

std::size_t ViewRenderer::plane_cover(std::vector<PlaneRect>& rects, int slab) const {
    rects.clear();
    std::size_t first_sky = 0;
    for (const bool sky : {false, true}) {
        if (sky) first_sky = rects.size();
        for (std::size_t i = 0; i < visplane_count_; ++i) {
            const Visplane& pl = visplanes_[i];
            if (is_sky(pl.kind.picnum) != sky) continue;
            bound_columns(pl, slab, rects);
        }
    }
    return first_sky;
}

void ViewRenderer::sky_columns(std::vector<std::int32_t>& rows, std::vector<SkyRect>& rects, int slab) const {
    rows.clear();
    rects.clear();
    std::vector<PlaneRect> bounds;
    for (std::size_t i = 0; i < visplane_count_; ++i) {
        const Visplane& pl = visplanes_[i];
        if (!is_sky(pl.kind.picnum) || pl.minx > pl.maxx) continue;
        const auto base = static_cast<std::int32_t>(rows.size()) - pl.minx;
        for (int x = pl.minx; x <= pl.maxx; ++x) {
            const int t = pl.top[static_cast<std::size_t>(x) + 1], b = pl.bottom[static_cast<std::size_t>(x) + 1];
            // An unset column reads as none: top past bottom.
            const bool none = t == kUnset || t > b;
            rows.push_back(static_cast<std::int32_t>((static_cast<std::uint32_t>(none ? 1 : t) & 0xffffu) |
                                                     (static_cast<std::uint32_t>(none ? 0 : b) << 16)));
        }
        bounds.clear();
        bound_columns(pl, slab, bounds);
        for (const PlaneRect& r : bounds) rects.push_back({r, base, sky_of(pl)});
    }
}

void ViewRenderer::bound_columns(const Visplane& pl, int slab, std::vector<PlaneRect>& rects) {
    for (int x0 = pl.minx - pl.minx % slab; x0 <= pl.maxx; x0 += slab) {
        const int first = std::max(x0, pl.minx), last = std::min(x0 + slab - 1, pl.maxx);
        int top = 1 << 30, bottom = -1, x1 = -1, x2 = -1;
        for (int x = first; x <= last; ++x) {
            const int t = pl.top[static_cast<std::size_t>(x) + 1], b = pl.bottom[static_cast<std::size_t>(x) + 1];
            if (t == kUnset || t > b) continue;
            top = std::min(top, t);
            bottom = std::max(bottom, b);
            if (x1 < 0) x1 = x;
            x2 = x;
        }
        if (x1 >= 0) rects.push_back({x1, top, x2, bottom});
    }
}

void ViewRenderer::find_spans(std::span<std::uint32_t> ids, std::vector<SpanRecord>& spans) {
    if (!ids.empty() && ids.size() != static_cast<std::size_t>(t_->width) * static_cast<std::size_t>(t_->height))
        throw base::Error("find_spans: the span map is not the view's size");
    spans.clear();
    span_ids_ = ids.empty() ? nullptr : ids.data();
    spans_ = &spans;
    gather_skies();
    for (std::size_t i = 0; i < visplane_count_; ++i) {
        Visplane& pl = visplanes_[i];
        if (pl.minx > pl.maxx) continue;
        if (is_sky(pl.kind.picnum)) {
            if (span_ids_) mark_sky(pl);
            continue;
        }
        begin_plane(pl);
        map_spans(pl);
    }
    span_ids_ = nullptr;
    spans_ = nullptr;
}

}  // namespace render::software
