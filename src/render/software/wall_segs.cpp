// Wall segments (r_segs.c): a visible range of a seg drawn column by
// column, marking the floor and ceiling visplanes around it, and recorded
// as a DrawSeg so sprites and masked mid textures can be clipped later.
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>

#include "base/trig_tables.h"
#include "render/software/view_renderer.h"

namespace render::software {

namespace {

constexpr int kHeightBits = 12;
constexpr int kHeightUnit = 1 << kHeightBits;

enum Slot { kTop = 0, kMid = 1, kBottom = 2 };  // map::SidePart's order

// A plane's height at a wall range's first and last columns (the same at
// both unless the plane slopes), in map units or over the eye.
struct Ends {
    fixed_t start = 0, stop = 0;
    bool any_above(const Ends& o) const { return start > o.start || stop > o.stop; }
    fixed_t highest() const { return std::max(start, stop); }
    fixed_t lowest() const { return std::min(start, stop); }
    // Over the eye (wrapping as the original's worldtop and kin do).
    Ends over(fixed_t viewz) const { return {start - viewz, stop - viewz}; }
    bool operator==(const Ends&) const = default;
};

// The parts of a seg in StoredSeg's (and render::scene::WallPart's) order.
enum Part { kLowerPart = 0, kMiddlePart = 1, kUpperPart = 2, kMaskedPart = 3 };

// The parts of a seg in StoredSeg's order (lower, middle, upper, masked
// middle) as side slots.
constexpr Slot kRecordSlots[4] = {kBottom, kMid, kTop, kMid};

void set_source(ColumnJob& job, WallColumn column) {
    job.source = column.pixels;
    job.defined = column.defined;
}

// Texture rows per screen row. The original divided by zero when a scale
// stepped to exactly 0 and crashed; that column reads as far as it can.
fixed_t inverse_scale(fixed_t scale) {
    return static_cast<fixed_t>(scale ? 0xffffffffu / static_cast<std::uint32_t>(scale) : 0xffffffffu);
}

}  // namespace

void ViewRenderer::store_wall_range(int start, int stop) {
    const map::Seg& seg = world_->level.segs[static_cast<std::size_t>(curline_)];
    const sim::SideState& side = world_->sides[static_cast<std::size_t>(seg.sidedef)];
    const sim::LineState& line = world_->lines[static_cast<std::size_t>(seg.line)];
    const DrawnSector& front = front_;
    const DrawnSector* back = backsector_ == map::kNone ? nullptr : &back_;
    const map::Vertex& v1 = world_->level.vertices[static_cast<std::size_t>(seg.v1)];
    const SideLook* look = looks_.side(seg.sidedef);
    const PartLook* parts = look && look->scaled_or_offset ? look->parts.data() : nullptr;
    // A part's texture height in map units, and its texture row at the
    // view height from the map-unit one (the original's, when the side has
    // no scales or offsets of its own).
    const auto texture_height = [&](int texture, Slot slot) {
        const fixed_t height = pixels_->texture_height(texture) << base::kFracBits;
        return parts ? base::fixed_div(height, parts[slot].yscale) : height;
    };
    const auto texel_mid = [&](fixed_t world, Slot slot) {
        return parts ? base::fixed_mul(world, parts[slot].yscale) + parts[slot].yoffset : world;
    };

    // Distance from the view point to the seg's line, along its normal.
    const angle_t rw_normalangle = seg.angle + base::kAng90;
    angle_t offsetangle = static_cast<angle_t>(std::abs(static_cast<std::int32_t>(rw_normalangle - rw_angle1_)));
    if (offsetangle > base::kAng90) offsetangle = base::kAng90;
    const angle_t distangle = base::kAng90 - offsetangle;
    const fixed_t hyp = point_to_dist(v1.x, v1.y);
    const fixed_t rw_distance = base::fixed_mul(hyp, base::fine_sine(distangle >> base::kAngleToFineShift));

    DrawSeg ds;
    ds.seg = curline_;
    ds.x1 = start;
    ds.x2 = stop;
    const int rw_stopx = stop + 1;
    fixed_t rw_scale = scale_from_global_angle(viewangle_ + t_->xtoviewangle[static_cast<std::size_t>(start)],
                                               rw_normalangle, rw_distance);
    ds.scale1 = rw_scale;
    fixed_t rw_scalestep = 0;
    if (stop > start) {
        ds.scale2 = scale_from_global_angle(viewangle_ + t_->xtoviewangle[static_cast<std::size_t>(stop)],
                                            rw_normalangle, rw_distance);
        ds.scalestep = rw_scalestep = (ds.scale2 - rw_scale) / (stop - start);
    } else {
        ds.scale2 = ds.scale1;
    }

    // The planes' heights at the range's two ends: the sectors' heights, or
    // on sloped planes where the end columns see the seg. The edges' rows
    // step between them. Each test below compares what the original
    // compares: heights (silhouettes, closed doors) or heights over the
    // eye (which parts show), which can differ where those wrap.
    const bool sloped = front_floor_slope_ || front_ceiling_slope_ ||
                        (back && (back_floor_slope_ || back_ceiling_slope_));
    std::array<std::array<fixed_t, 2>, 2> points{};
    if (sloped) points = seg_points(start, stop);
    const auto ends = [&](const sim::SectorPlane* slope, fixed_t height) -> Ends {
        return {drawn_z(slope, height, points[0][0], points[0][1]), drawn_z(slope, height, points[1][0], points[1][1])};
    };
    Ends top_ends = ends(front_ceiling_slope_, front.ceilingheight);
    const Ends bottom_ends = ends(front_floor_slope_, front.floorheight);
    Ends high_ends{}, low_ends{};

    // Heights relative to the view, and what the seg draws.
    fixed_t worldtop = front.ceilingheight - viewz_;
    fixed_t worldhigh = 0, worldlow = 0;
    int midtexture = 0, toptexture = 0, bottomtexture = 0;
    bool maskedtexture = false;
    fixed_t rw_midtexturemid = 0, rw_toptexturemid = 0, rw_bottomtexturemid = 0;
    bool markfloor, markceiling;
    int maskedtexturecol = kNoClip;
    const int w = t_->width;

    if (!back) {
        // Single sided: the mid texture fills the whole height.
        midtexture = wall_texture(side.midtexture, seg.sidedef, kMid);
        markfloor = markceiling = true;
        if (line.flags & map::kLineDontPegBottom) {
            const fixed_t vtop = front.floorheight + texture_height(side.midtexture, kMid);
            rw_midtexturemid = vtop - viewz_;  // bottom of the texture at the floor
        } else {
            rw_midtexturemid = worldtop;  // top of the texture at the ceiling
        }
        rw_midtexturemid = texel_mid(rw_midtexturemid, kMid) + side.rowoffset;
        ds.silhouette = kSilTop | kSilBottom;
        ds.sprtopclip = w;  // the view-height array
        ds.sprbottomclip = 0;  // the -1 array
        ds.bsilheight = INT_MAX;
        ds.tsilheight = INT_MIN;
    } else {
        ds.sprtopclip = ds.sprbottomclip = kNoClip;
        ds.silhouette = 0;
        high_ends = ends(back_ceiling_slope_, back->ceilingheight);
        low_ends = ends(back_floor_slope_, back->floorheight);
        // On sloped planes each test holds where it holds at either end
        // (closed: at both); flat, both ends are the original's one height.
        if (bottom_ends.any_above(low_ends)) {
            ds.silhouette = kSilBottom;
            ds.bsilheight = bottom_ends.highest();
        } else if (low_ends.any_above({viewz_, viewz_})) {
            ds.silhouette = kSilBottom;
            ds.bsilheight = INT_MAX;
        }
        if (high_ends.any_above(top_ends)) {
            ds.silhouette |= kSilTop;
            ds.tsilheight = top_ends.lowest();
        } else if (Ends{viewz_, viewz_}.any_above(high_ends)) {
            ds.silhouette |= kSilTop;
            ds.tsilheight = INT_MIN;
        }
        const bool shut_below = !high_ends.any_above(bottom_ends);  // the back's ceiling at or under our floor
        const bool shut_above = !top_ends.any_above(low_ends);      // the back's floor at or over our ceiling
        if (shut_below) {
            ds.sprbottomclip = 0;
            ds.bsilheight = INT_MAX;
            ds.silhouette |= kSilBottom;
        }
        if (shut_above) {
            ds.sprtopclip = w;
            ds.tsilheight = INT_MIN;
            ds.silhouette |= kSilTop;
        }
        worldhigh = back->ceilingheight - viewz_;
        worldlow = back->floorheight - viewz_;
        // Sky above both sides: no upper wall (height changes outdoors).
        if (is_sky(front.ceilingpic) && is_sky(back->ceilingpic)) {
            worldtop = worldhigh;
            top_ends = high_ends;
        }

        // Boom: deep water's planes are marked at every line of its sector,
        // so that the planes beyond do not bleed through (killough 4/15/98).
        const auto differ = [](const sim::SectorPlane* a, const sim::SectorPlane* b) {
            return (a == nullptr) != (b == nullptr) || (a && *a != *b);
        };
        markfloor = low_ends != bottom_ends || differ(front_floor_slope_, back_floor_slope_) ||
                    back->floorpic != front.floorpic || back->lightlevel != front.lightlevel ||
                    !same_plane_looks(frontsector_, backsector_, false) || front.heightsec >= 0;
        markceiling = high_ends != top_ends || differ(front_ceiling_slope_, back_ceiling_slope_) ||
                      back->ceilingpic != front.ceilingpic || back->lightlevel != front.lightlevel ||
                      !same_plane_looks(frontsector_, backsector_, true) ||
                      (front.heightsec >= 0 && !is_sky(front.ceilingpic));
        if (shut_below || shut_above) {
            markceiling = markfloor = true;  // closed door
        }
        if (top_ends.over(viewz_).any_above(high_ends.over(viewz_))) {
            toptexture = wall_texture(side.toptexture, seg.sidedef, kTop);
            if (line.flags & map::kLineDontPegTop) {
                rw_toptexturemid = worldtop;
            } else {
                const fixed_t vtop = back->ceilingheight + texture_height(side.toptexture, kTop);
                rw_toptexturemid = vtop - viewz_;  // bottom of the texture on the back ceiling
            }
        }
        if (low_ends.over(viewz_).any_above(bottom_ends.over(viewz_))) {
            bottomtexture = wall_texture(side.bottomtexture, seg.sidedef, kBottom);
            rw_bottomtexturemid = line.flags & map::kLineDontPegBottom ? worldtop : worldlow;
        }
        rw_toptexturemid = texel_mid(rw_toptexturemid, kTop) + side.rowoffset;
        rw_bottomtexturemid = texel_mid(rw_bottomtexturemid, kBottom) + side.rowoffset;
        if (side.midtexture) {
            maskedtexture = true;
            maskedtexturecol = new_openings(rw_stopx - start) - start;
            ds.maskedtexturecol = maskedtexturecol;
        }
    }

    // Texture column and light, when anything textured is drawn.
    const bool segtextured = midtexture || toptexture || bottomtexture || maskedtexture;
    fixed_t rw_offset = 0;
    angle_t rw_centerangle = 0;
    const std::uint8_t* walllights = nullptr;
    const int colour_base = sector_colour_base(frontsector_);
    if (segtextured) {
        angle_t off = rw_normalangle - rw_angle1_;
        if (off > base::kAng180) off = 0u - off;
        if (off > base::kAng90) off = base::kAng90;
        rw_offset = base::fixed_mul(hyp, base::fine_sine(off >> base::kAngleToFineShift));
        if (rw_normalangle - rw_angle1_ < base::kAng180) rw_offset = -rw_offset;
        // With scales of its own a part's column is the map-unit one scaled,
        // then offset (part_column); the side's offset is added there.
        rw_offset += (parts ? 0 : side.textureoffset) + seg.offset;
        rw_centerangle = base::kAng90 + viewangle_ - rw_normalangle;
        if (!fixedcolormap_) walllights = wall_lights(seg, front.lightlevel);
    }

    // A plane on the far side of the view height cannot show (Boom: but
    // for deep water's).
    if (front.heightsec < 0) {
        // A sloped plane by its height where the eye stands (render_subsector).
        if (front_floor_at_eye_ >= viewz_) markfloor = false;
        if (front_ceiling_at_eye_ <= viewz_ && !is_sky(front.ceilingpic)) markceiling = false;
    }

    // Screen rows of the edges, in 4-bit fixed point, stepped per column:
    // by the original's step for a height the range keeps, else from the
    // row at the start to the row at the end.
    const auto edge = [&](const Ends& height, fixed_t& frac, fixed_t& step) {
        const Ends h = height.over(viewz_);
        frac = (t_->centeryfrac >> 4) - base::fixed_mul(h.start >> 4, rw_scale);
        if (h.start == h.stop) {
            step = -base::fixed_mul(rw_scalestep, h.start >> 4);
            return;
        }
        const fixed_t last = (t_->centeryfrac >> 4) - base::fixed_mul(h.stop >> 4, ds.scale2);
        step = static_cast<fixed_t>((std::int64_t{last} - frac) / (stop - start));
    };
    fixed_t topfrac, topstep, bottomfrac, bottomstep;
    edge(top_ends, topfrac, topstep);
    edge(bottom_ends, bottomfrac, bottomstep);
    fixed_t pixhigh = 0, pixhighstep = 0, pixlow = 0, pixlowstep = 0;
    if (back) {
        // The original compares the heights here in its 4-bit rows.
        const auto rows = [&](const Ends& h) { return Ends{h.over(viewz_).start >> 4, h.over(viewz_).stop >> 4}; };
        if (rows(top_ends).any_above(rows(high_ends))) edge(high_ends, pixhigh, pixhighstep);
        if (rows(low_ends).any_above(rows(bottom_ends))) edge(low_ends, pixlow, pixlowstep);
    }

    if (markceiling) ceilingplane_ = check_plane(ceilingplane_, start, rw_stopx - 1);
    if (markfloor) floorplane_ = check_plane(floorplane_, start, rw_stopx - 1);

    ColumnJob job;
    // In a sector its slabs shade, a column is lit piece by piece (render/slab_lights.h).
    const bool shaded = segtextured && !fixedcolormap_ && !slab_lights_.in(frontsector_).empty();
    const auto queue_wall_column = [&](const ColumnJob& column) {
        if (shaded) queue_shaded_column(column, seg, rw_scale, colour_base);
        else queue_->column(canvas_, column);
    };
    std::ptrdiff_t record_base = 0;  // walk(): column x's record is wall_columns_[record_base + x]
    std::ptrdiff_t part_stride = 0;
    if (record_columns_) {
        const fixed_t masked_mid =
            // R_RenderMaskedSegRange's: from the real sectors, deep water or not.
            maskedtexture ? masked_texturemid(world_->sectors[static_cast<std::size_t>(frontsector_)],
                                              world_->sectors[static_cast<std::size_t>(backsector_)], line.flags,
                                              wall_texture(side.midtexture, seg.sidedef, kMid), side.rowoffset,
                                              seg.sidedef)
                          : 0;
        const fixed_t texturemids[4] = {rw_bottomtexturemid, rw_midtexturemid, rw_toptexturemid, masked_mid};
        const StoredSeg& record =
            stored_[seg_record(start, stop, rw_normalangle, rw_distance, texturemids, parts != nullptr)];
        record_base = std::ptrdiff_t{record.first_column} - record.x1;
        part_stride = record.part_stride;
    }
    // A part's texture column, from the map-unit one.
    const auto part_column = [&](fixed_t along, Slot slot) {
        return (base::fixed_mul(along, parts[slot].xscale) + side.textureoffset + parts[slot].xoffset) >> base::kFracBits;
    };
    const auto part_iscale = [&](fixed_t iscale, Slot slot) { return base::fixed_mul(iscale, parts[slot].yscale); };

    // R_RenderSegLoop
    for (int x = start; x < rw_stopx; ++x) {
        const std::size_t xi = static_cast<std::size_t>(x);
        int yl = (topfrac + kHeightUnit - 1) >> kHeightBits;
        if (yl < ceilingclip_[xi] + 1) yl = ceilingclip_[xi] + 1;  // no space above the wall
        if (markceiling) {
            const int top = ceilingclip_[xi] + 1;
            int bottom = yl - 1;
            if (bottom >= floorclip_[xi]) bottom = floorclip_[xi] - 1;
            if (top <= bottom) {
                Visplane& pl = visplanes_[static_cast<std::size_t>(ceilingplane_)];
                pl.top[xi + 1] = static_cast<std::uint16_t>(top);
                pl.bottom[xi + 1] = static_cast<std::uint16_t>(bottom);
            }
        }
        int yh = bottomfrac >> kHeightBits;
        if (yh >= floorclip_[xi]) yh = floorclip_[xi] - 1;
        if (markfloor) {
            int top = yh + 1;
            const int bottom = floorclip_[xi] - 1;
            if (top <= ceilingclip_[xi]) top = ceilingclip_[xi] + 1;
            if (top <= bottom) {
                Visplane& pl = visplanes_[static_cast<std::size_t>(floorplane_)];
                pl.top[xi + 1] = static_cast<std::uint16_t>(top);
                pl.bottom[xi + 1] = static_cast<std::uint16_t>(bottom);
            }
        }

        int texturecolumn = 0;
        fixed_t along = 0;  // parts: the map-unit texture column
        int light = 0;
        if (segtextured) {
            // Tangent repeats every half turn; a field of view wider than the
            // original's can reach past the table's half turn.
            const unsigned angle =
                ((rw_centerangle + t_->xtoviewangle[xi]) >> base::kAngleToFineShift) & (base::kFineAngles / 2 - 1);
            along = rw_offset - base::fixed_mul(base::fine_tangent(angle), rw_distance);
            texturecolumn = along >> base::kFracBits;
            light = fixedcolormap_ ? fixed_row_ : walllights[t_->scale_light_index(rw_scale)] + colour_base;
            job.colormap = colormap(light);
            job.light_row = surface_light(light);
            job.x = x;
            job.iscale = inverse_scale(rw_scale);
        }
        const fixed_t iscale = job.iscale;

        if (midtexture) {
            job.yl = yl;
            job.yh = yh;
            job.texturemid = rw_midtexturemid;
            if (parts) {
                texturecolumn = part_column(along, kMid);
                job.iscale = part_iscale(iscale, kMid);
            }
            set_source(job, pixels_->wall_column(midtexture, texturecolumn));
            job.surface = wall_surface(curline_, kMiddlePart);
            queue_wall_column(job);
            if (depths_) note_depth_column(x, job.yl, job.yh, rw_scale);
            ceilingclip_[xi] = static_cast<std::int16_t>(t_->height);
            floorclip_[xi] = -1;
        } else {
            if (toptexture) {
                int mid = pixhigh >> kHeightBits;
                pixhigh += pixhighstep;
                if (mid >= floorclip_[xi]) mid = floorclip_[xi] - 1;
                if (mid >= yl) {
                    job.yl = yl;
                    job.yh = mid;
                    job.texturemid = rw_toptexturemid;
                    job.iscale = parts ? part_iscale(iscale, kTop) : iscale;
                    set_source(job, pixels_->wall_column(toptexture, parts ? part_column(along, kTop) : texturecolumn));
                    job.surface = wall_surface(curline_, kUpperPart);
                    queue_wall_column(job);
                    if (depths_) note_depth_column(x, job.yl, job.yh, rw_scale);
                    ceilingclip_[xi] = static_cast<std::int16_t>(mid);
                } else {
                    ceilingclip_[xi] = static_cast<std::int16_t>(yl - 1);
                }
            } else if (markceiling) {
                ceilingclip_[xi] = static_cast<std::int16_t>(yl - 1);
            }
            if (bottomtexture) {
                int mid = (pixlow + kHeightUnit - 1) >> kHeightBits;
                pixlow += pixlowstep;
                if (mid <= ceilingclip_[xi]) mid = ceilingclip_[xi] + 1;
                if (mid <= yh) {
                    job.yl = mid;
                    job.yh = yh;
                    job.texturemid = rw_bottomtexturemid;
                    job.iscale = parts ? part_iscale(iscale, kBottom) : iscale;
                    set_source(job, pixels_->wall_column(bottomtexture, parts ? part_column(along, kBottom) : texturecolumn));
                    job.surface = wall_surface(curline_, kLowerPart);
                    queue_wall_column(job);
                    if (depths_) note_depth_column(x, job.yl, job.yh, rw_scale);
                    floorclip_[xi] = static_cast<std::int16_t>(mid);
                } else {
                    floorclip_[xi] = static_cast<std::int16_t>(yh + 1);
                }
            } else if (markfloor) {
                floorclip_[xi] = static_cast<std::int16_t>(yh + 1);
            }
            if (maskedtexture) {
                const int column = parts ? part_column(along, kMid) : texturecolumn;
                openings_[static_cast<std::size_t>(maskedtexturecol + x)] = static_cast<std::int16_t>(column);
            }
        }
        if (record_columns_) {
            ColumnRecord c;
            c.top = static_cast<std::int16_t>(yl);
            c.bottom = static_cast<std::int16_t>(yh);
            c.ceiling_clip = ceilingclip_[xi];
            c.floor_clip = floorclip_[xi];
            c.texture_column = static_cast<std::uint16_t>(texturecolumn);
            c.light_row = static_cast<std::uint16_t>(light);
            c.iscale = iscale;
            c.scale = rw_scale;
            if (!parts) {
                wall_columns_[static_cast<std::size_t>(record_base + x)] = c;
            } else {
                for (std::size_t part = 0; part < 4; ++part) {
                    const Slot slot = kRecordSlots[part];
                    ColumnRecord& p = wall_columns_[static_cast<std::size_t>(record_base + x + part * part_stride)];
                    p = c;
                    p.texture_column = static_cast<std::uint16_t>(part_column(along, slot));
                    p.iscale = part_iscale(iscale, slot);
                    p.scale = base::fixed_div(rw_scale, parts[slot].yscale);
                }
            }
        }
        rw_scale += rw_scalestep;
        topfrac += topstep;
        bottomfrac += bottomstep;
    }

    // Keep the clip rows this seg leaves, for sprites and masked textures.
    if (((ds.silhouette & kSilTop) || maskedtexture) && ds.sprtopclip == kNoClip) {
        const int off = new_openings(rw_stopx - start);
        std::copy(ceilingclip_.begin() + start, ceilingclip_.begin() + rw_stopx, openings_.begin() + off);
        ds.sprtopclip = off - start;
    }
    if (((ds.silhouette & kSilBottom) || maskedtexture) && ds.sprbottomclip == kNoClip) {
        const int off = new_openings(rw_stopx - start);
        std::copy(floorclip_.begin() + start, floorclip_.begin() + rw_stopx, openings_.begin() + off);
        ds.sprbottomclip = off - start;
    }
    if (maskedtexture && !(ds.silhouette & kSilTop)) {
        ds.silhouette |= kSilTop;
        ds.tsilheight = INT_MIN;
    }
    if (maskedtexture && !(ds.silhouette & kSilBottom)) {
        ds.silhouette |= kSilBottom;
        ds.bsilheight = INT_MAX;
    }
    drawsegs_.push_back(ds);
}

std::size_t ViewRenderer::seg_record(int start, int stop, angle_t normalangle, fixed_t distance,
                                     const fixed_t (&texturemid)[4], bool part_columns) {
    std::int32_t& slot = seg_records_[static_cast<std::size_t>(curline_)];
    if (slot >= 0) {
        // A later range of the seg: the walk stores them left to right.
        stored_[static_cast<std::size_t>(slot)].x2 = stop + 1;
        return static_cast<std::size_t>(slot);
    }
    StoredSeg record;
    record.x1 = start;
    record.x2 = stop + 1;
    record.first_column = static_cast<std::int32_t>(wall_columns_.size());
    const auto scale_at = [&](int x) {
        return scale_from_global_angle(viewangle_ + t_->xtoviewangle[static_cast<std::size_t>(x)], normalangle, distance);
    };
    // The scales at R_AddLine's ends, as the seg's quad spans them.
    const fixed_t scale1 = scale_at(line_x1_);
    const int last = line_x2_ - 1;
    if (last > line_x1_) record.scalestep = (scale_at(last) - scale1) / (last - line_x1_);
    record.scale1 = scale1 + (start - line_x1_) * record.scalestep;
    std::copy(std::begin(texturemid), std::end(texturemid), std::begin(record.texturemid));
    const int columns = line_x2_ - start;
    record.part_stride = part_columns ? columns : 0;
    slot = static_cast<std::int32_t>(stored_.size());
    stored_.push_back(record);
    wall_columns_.resize(wall_columns_.size() + static_cast<std::size_t>(part_columns ? 4 * columns : columns));
    return static_cast<std::size_t>(slot);
}

// R_RenderMaskedSegRange's texture row at the view height: the texture
// hangs from the lower ceiling, or stands on the higher floor (scaled and
// offset as the side's mid part says).
fixed_t ViewRenderer::masked_texturemid(const sim::SectorState& front, const sim::SectorState& back, int flags,
                                        int texture, fixed_t rowoffset, int side) const {
    const SideLook* look = looks_.side(side);
    const PartLook* mid_look = look && look->scaled_or_offset ? &look->parts[kMid] : nullptr;
    fixed_t height = pixels_->texture_height(texture) << base::kFracBits;
    if (mid_look) height = base::fixed_div(height, mid_look->yscale);
    fixed_t mid;
    if (flags & map::kLineDontPegBottom) {
        mid = std::max(front.floorheight, back.floorheight) + height - viewz_;
    } else {
        mid = std::min(front.ceilingheight, back.ceilingheight) - viewz_;
    }
    if (mid_look) mid = base::fixed_mul(mid, mid_look->yscale) + mid_look->yoffset;
    return mid + rowoffset;
}

void ViewRenderer::queue_shaded_column(ColumnJob job, const map::Seg& seg, fixed_t scale, int colour_base) {
    const auto list = slab_lights_.in(frontsector_);
    const int last = job.yh;
    // Entry i lights from its height down to entry i + 1's: the rows from
    // where a wall's top at that height would start are the next entry's.
    for (std::size_t i = 0; i < list.size() && job.yl <= last; ++i) {
        int end = last;
        if (i + 1 < list.size()) {
            const fixed_t frac = (t_->centeryfrac >> 4) - base::fixed_mul((list[i + 1].height - viewz_) >> 4, scale);
            end = std::min(last, ((frac + kHeightUnit - 1) >> kHeightBits) - 1);
        }
        if (end < job.yl) continue;
        ColumnJob piece = job;
        piece.yh = end;
        const int level = world_->sectors[static_cast<std::size_t>(list[i].light_sector)].lightlevel;
        const int light = wall_lights(seg, level)[t_->scale_light_index(scale)] + colour_base;
        piece.colormap = colormap(light);
        piece.light_row = surface_light(light);
        queue_->column(canvas_, piece);
        job.yl = end + 1;
    }
}

const std::uint8_t* ViewRenderer::wall_lights(const map::Seg& seg, int sector_light) const {
    const map::Vertex& v1 = world_->level.vertices[static_cast<std::size_t>(seg.v1)];
    const map::Vertex& v2 = world_->level.vertices[static_cast<std::size_t>(seg.v2)];
    const SideLook* look = looks_.side(seg.sidedef);
    // Fake contrast: walls along the axes are a step darker or lighter.
    const int contrast = look && look->no_contrast ? 0 : v1.y == v2.y ? -1 : v1.x == v2.x ? 1 : 0;
    const int level = looks_.side_light(seg.sidedef, sector_light);
    return t_->scalelight[static_cast<std::size_t>(light_row(level, extralight_, contrast))].data();
}

void ViewRenderer::render_masked_seg_range(const DrawSeg& ds, int x1, int x2) {
    const map::Seg& seg = world_->level.segs[static_cast<std::size_t>(ds.seg)];
    const sim::SectorState& front = world_->sectors[static_cast<std::size_t>(seg.front_sector)];
    const sim::SectorState& back = world_->sectors[static_cast<std::size_t>(seg.back_sector)];
    const sim::SideState& side = world_->sides[static_cast<std::size_t>(seg.sidedef)];
    const int texnum = wall_texture(side.midtexture, seg.sidedef, kMid);
    // Boom lights them as R_FakeFlat draws the front sector.
    const std::uint8_t* walllights = wall_lights(seg, drawn_sector(seg.front_sector, nullptr, nullptr, false).lightlevel);
    const int colour_base = sector_colour_base(seg.front_sector);
    const SideLook* look = looks_.side(seg.sidedef);
    const PartLook* mid_look = look && look->scaled_or_offset ? &look->parts[kMid] : nullptr;
    const int blend = looks_.line_blend(seg.line);

    const std::int16_t* floorclip = opening(ds.sprbottomclip);
    const std::int16_t* ceilingclip = opening(ds.sprtopclip);
    fixed_t spryscale = ds.scale1 + (x1 - ds.x1) * ds.scalestep;

    ColumnJob job;
    job.texturemid = masked_texturemid(front, back, world_->lines[static_cast<std::size_t>(seg.line)].flags, texnum,
                                       side.rowoffset, seg.sidedef);
    if (blend) job.blend = looks_.blend_table(blend);
    job.surface = wall_surface(ds.seg, kMaskedPart);
    const fixed_t texturemid = job.texturemid;
    for (int x = x1; x <= x2; ++x, spryscale += ds.scalestep) {
        std::int16_t& col = openings_[static_cast<std::size_t>(ds.maskedtexturecol + x)];
        if (col == kMaxShort) continue;
        const int light = fixedcolormap_
                              ? fixed_row_
                              : walllights[static_cast<std::size_t>(t_->scale_light_index(spryscale))] + colour_base;
        job.colormap = colormap(light);
        job.light_row = surface_light(light);
        job.x = x;
        job.iscale = inverse_scale(spryscale);
        // Rows per texel and texels per row, with the side's own scale.
        fixed_t post_scale = spryscale;
        if (mid_look) {
            job.iscale = base::fixed_mul(job.iscale, mid_look->yscale);
            post_scale = base::fixed_div(spryscale, mid_look->yscale);
        }
        const fixed_t sprtopscreen = t_->centeryfrac - base::fixed_mul(texturemid, post_scale);
        draw_masked_column(pixels_->masked_column(texnum, col), job, sprtopscreen, post_scale, spryscale, floorclip,
                           ceilingclip);
        col = kMaxShort;
    }
}

void ViewRenderer::record_masked_runs(const DrawSeg& ds, int x1, int x2) {
    for (int x = x1; x <= x2; ++x) {
        std::int16_t& col = openings_[static_cast<std::size_t>(ds.maskedtexturecol + x)];
        if (col == kMaxShort) continue;
        col = kMaxShort;
        if (!masked_runs_.empty()) {
            MaskedRun& last = masked_runs_.back();
            if (last.seg == ds.seg && last.x2 == x - 1 && last.before == masked_before_) {
                last.x2 = x;
                continue;
            }
        }
        const int line = world_->level.segs[static_cast<std::size_t>(ds.seg)].line;
        masked_runs_.push_back({ds.seg, x, x, masked_before_, looks_.line_blend(line)});
    }
}

}  // namespace render::software
