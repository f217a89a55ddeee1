// Sprites (r_things.c): things projected to screen ranges as the BSP walk
// meets their sectors, sorted far to near, clipped against the wall
// segments in front of them, and drawn with the masked mid textures and,
// last, the player's weapon.
#include <algorithm>
#include <climits>
#include <cstdlib>

#include "base/trig_tables.h"
#include "render/software/view_renderer.h"

namespace render::software {

namespace {

constexpr fixed_t kMinZ = base::kFracUnit * 4;
constexpr int kBaseYCenter = 100;

// R_PointOnSegSide: which side of a seg's line a point is on.
int point_on_seg_side(fixed_t x, fixed_t y, const map::Vertex& v1, const map::Vertex& v2) {
    const fixed_t lx = v1.x, ly = v1.y;
    const fixed_t ldx = v2.x - lx, ldy = v2.y - ly;
    if (ldx == 0) return x <= lx ? ldy > 0 : ldy < 0;
    if (ldy == 0) return y <= ly ? ldx < 0 : ldx > 0;
    const fixed_t dx = x - lx, dy = y - ly;
    if ((ldy ^ ldx ^ dx ^ dy) & static_cast<fixed_t>(0x80000000u)) {
        return (ldy ^ dx) & static_cast<fixed_t>(0x80000000u) ? 1 : 0;
    }
    const fixed_t left = base::fixed_mul(ldy >> base::kFracBits, dx);
    const fixed_t right = base::fixed_mul(dy, ldx >> base::kFracBits);
    return right < left ? 0 : 1;
}

}  // namespace

ViewRenderer::SpriteColumns ViewRenderer::place_columns(fixed_t tx, int width, fixed_t xscale, fixed_t iscale,
                                                        bool flipped) const {
    const fixed_t width_frac = width << base::kFracBits;
    const fixed_t left = t_->centerxfrac + base::fixed_mul(tx, xscale);
    const fixed_t right = t_->centerxfrac + base::fixed_mul(tx + width_frac, xscale);
    SpriteColumns c;
    if (t_->layout_scale == base::kFracUnit) {
        // The original: texture column 0 starts at the left edge's column.
        c.x1 = left >> base::kFracBits;
        c.x2 = (right >> base::kFracBits) - 1;
        c.startfrac = flipped ? width_frac - 1 : 0;
        return c;
    }
    // Larger screens keep the original's placement on its 320-wide grid:
    // the sprite covers the screen pixels of the original's columns and
    // starts its texture at the original's first column.
    const std::int64_t s = t_->layout_scale;
    const auto floor_div = [](std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); };
    const auto ceil_div = [&](std::int64_t a, std::int64_t b) { return -floor_div(-a, b); };
    const std::int64_t x1b = floor_div(std::int64_t{left}, s);
    const std::int64_t x2b = floor_div(std::int64_t{right}, s) - 1;
    c.x1 = static_cast<int>(ceil_div(x1b * s, base::kFracUnit));
    c.x2 = static_cast<int>(ceil_div((x2b + 1) * s, base::kFracUnit)) - 1;
    const fixed_t offset = static_cast<fixed_t>((std::int64_t{c.x1} << base::kFracBits) - x1b * s);
    const fixed_t into = base::fixed_mul(offset, iscale);
    c.startfrac = flipped ? width_frac - 1 - into : into;
    return c;
}

void ViewRenderer::add_sprites(int sector) {
    int& seen = sector_seen_[static_cast<std::size_t>(sector)];
    if (seen == frame_number_) return;  // already added this frame
    seen = frame_number_;
    const sim::SectorState& sec = world_->sectors[static_cast<std::size_t>(sector)];
    const auto& lights = t_->scalelight[static_cast<std::size_t>(light_row(sec.lightlevel, extralight_))];
    for (const sim::Mobj* thing = sec.thinglist; thing; thing = thing->snext) project_sprite(*thing, lights.data());
}

void ViewRenderer::project_sprite(const sim::Mobj& thing, const std::uint8_t* spritelights) {
    // Depth and horizontal offset in view space.
    const fixed_t tr_x = thing.x - viewx_;
    const fixed_t tr_y = thing.y - viewy_;
    fixed_t gxt = base::fixed_mul(tr_x, viewcos_);
    fixed_t gyt = -base::fixed_mul(tr_y, viewsin_);
    const fixed_t tz = gxt - gyt;
    if (tz < kMinZ) return;  // behind the view plane
    const fixed_t xscale = base::fixed_div(t_->projection, tz);
    gxt = -base::fixed_mul(tr_x, viewsin_);
    gyt = base::fixed_mul(tr_y, viewcos_);
    fixed_t tx = -(gyt + gxt);
    if (std::abs(tx) > (tz << 2)) return;  // too far off the side

    const std::size_t spritenum = static_cast<std::size_t>(thing.sprite);
    const int frame = thing.frame & sim::kFrameMask;
    if (spritenum >= sprites_->sprites.size() ||
        static_cast<std::size_t>(frame) >= sprites_->sprites[spritenum].frames.size()) {
        pixels_->report_missing("sprite frame", sim::kSpriteNames[spritenum < sim::NUMSPRITES ? spritenum : 0] +
                                                    std::string(1, static_cast<char>('A' + (frame & 31))));
        return;
    }
    const assets::SpriteFrame& sprframe = sprites_->sprites[spritenum].frames[static_cast<std::size_t>(frame)];
    std::size_t rot = 0;
    if (sprframe.rotates) {
        const angle_t ang = point_to_angle(thing.x, thing.y);
        rot = (ang - thing.angle + static_cast<angle_t>(base::kAng45 / 2) * 9) >> 29;
    }
    const assets::SpriteRotation& rotation = sprframe.rotations[rot];
    const SpritePatch& patch = pixels_->sprite_patch(rotation.picture);

    tx -= patch.left_offset << base::kFracBits;
    const fixed_t iscale = base::fixed_div(base::kFracUnit, xscale);
    const SpriteColumns cols = place_columns(tx, patch.width, xscale, iscale, rotation.flipped);
    if (cols.x1 > t_->width || cols.x2 < 0) return;

    VisSprite vis;
    vis.mobjflags = thing.flags;
    vis.scale = xscale;
    vis.gx = thing.x;
    vis.gy = thing.y;
    vis.gz = thing.z;
    vis.gzt = thing.z + (patch.top_offset << base::kFracBits);
    vis.texturemid = vis.gzt - viewz_;
    vis.x1 = cols.x1 < 0 ? 0 : cols.x1;
    vis.x2 = cols.x2 >= t_->width ? t_->width - 1 : cols.x2;
    vis.xiscale = rotation.flipped ? -iscale : iscale;
    vis.startfrac = cols.startfrac;
    if (vis.x1 > cols.x1) vis.startfrac += vis.xiscale * (vis.x1 - cols.x1);
    vis.patch = rotation.picture;

    if (thing.flags & sim::MF_SHADOW) {
        vis.colormap = nullptr;
    } else if (fixedcolormap_) {
        vis.colormap = fixedcolormap_;
    } else if (thing.frame & sim::kFullBright) {
        vis.colormap = colormap(0);
    } else {
        vis.colormap = colormap(spritelights[t_->scale_light_index(xscale)]);
    }
    vissprites_.push_back(vis);
}

void ViewRenderer::draw_masked_column(PostColumn column, ColumnJob job, fixed_t sprtopscreen, fixed_t spryscale,
                                      const std::int16_t* floorclip, const std::int16_t* ceilingclip) {
    const fixed_t basetexturemid = job.texturemid;
    const std::uint8_t* p = column.start;
    // Walk the posts; each is topdelta, length, a pad byte, the pixels and
    // another pad byte. The reads stay inside the padded lump.
    while (p && p + 3 < column.end && p[0] != 0xff) {
        const int topdelta = p[0];
        const int length = p[1];
        const fixed_t topscreen = sprtopscreen + spryscale * topdelta;
        const fixed_t bottomscreen = topscreen + spryscale * length;
        job.yl = (topscreen + base::kFracUnit - 1) >> base::kFracBits;
        job.yh = (bottomscreen - 1) >> base::kFracBits;
        if (job.yh >= floorclip[job.x]) job.yh = floorclip[job.x] - 1;
        if (job.yl <= ceilingclip[job.x]) job.yl = ceilingclip[job.x] + 1;
        if (job.yl <= job.yh) {
            job.source = p + 3;
            job.defined = static_cast<int>(column.data_end - job.source);
            job.texturemid = basetexturemid - (topdelta << base::kFracBits);
            if (!job.colormap) {
                fuzz_.draw_column(canvas_, job, colormap(6));
            } else if (job.translation) {
                draw_translated_column(canvas_, job);
            } else {
                draw_column(canvas_, job);
            }
        }
        p += length + 4;
    }
}

void ViewRenderer::draw_vis_sprite(const VisSprite& vis, const std::int16_t* floorclip,
                                   const std::int16_t* ceilingclip) {
    const SpritePatch& patch = pixels_->sprite_patch(vis.patch);
    ColumnJob job;
    job.colormap = vis.colormap;
    if (vis.colormap && (vis.mobjflags & sim::MF_TRANSLATION)) {
        const std::size_t table = ((vis.mobjflags & sim::MF_TRANSLATION) >> sim::MF_TRANSSHIFT) - 1;
        job.translation = translations_[table].data();
    }
    job.iscale = std::abs(vis.xiscale);
    job.texturemid = vis.texturemid;
    const fixed_t spryscale = vis.scale;
    const fixed_t sprtopscreen = t_->centeryfrac - base::fixed_mul(job.texturemid, spryscale);
    fixed_t frac = vis.startfrac;
    for (int x = vis.x1; x <= vis.x2; ++x, frac += vis.xiscale) {
        job.x = x;
        // Rounding can step one column past either edge; the original then
        // read a stray column offset. Nothing is drawn there.
        draw_masked_column(patch.column(frac >> base::kFracBits), job, sprtopscreen, spryscale, floorclip,
                           ceilingclip);
    }
}

void ViewRenderer::draw_sprite(const VisSprite& spr) {
    // Clip rows per column: -2 means "not clipped yet".
    std::fill(clipbot_.begin() + spr.x1, clipbot_.begin() + spr.x2 + 1, static_cast<std::int16_t>(-2));
    std::fill(cliptop_.begin() + spr.x1, cliptop_.begin() + spr.x2 + 1, static_cast<std::int16_t>(-2));
    const auto idx = [](int x) { return static_cast<std::size_t>(x); };

    // Walls in front of the sprite, nearest (latest drawn) first.
    for (auto ds = drawsegs_.rbegin(); ds != drawsegs_.rend(); ++ds) {
        if (ds->x1 > spr.x2 || ds->x2 < spr.x1 || (!ds->silhouette && ds->maskedtexturecol == kNoClip)) continue;
        const int r1 = std::max(ds->x1, spr.x1);
        const int r2 = std::min(ds->x2, spr.x2);
        const fixed_t lowscale = std::min(ds->scale1, ds->scale2);
        const fixed_t scale = std::max(ds->scale1, ds->scale2);
        const map::Seg& seg = world_->level.segs[static_cast<std::size_t>(ds->seg)];
        if (scale < spr.scale ||
            (lowscale < spr.scale &&
             !point_on_seg_side(spr.gx, spr.gy, world_->level.vertices[static_cast<std::size_t>(seg.v1)],
                                world_->level.vertices[static_cast<std::size_t>(seg.v2)]))) {
            // The seg is behind the sprite; draw its masked part now.
            if (ds->maskedtexturecol != kNoClip) render_masked_seg_range(*ds, r1, r2);
            continue;
        }
        int silhouette = ds->silhouette;
        if (spr.gz >= ds->bsilheight) silhouette &= ~kSilBottom;
        if (spr.gzt <= ds->tsilheight) silhouette &= ~kSilTop;
        if (silhouette & kSilBottom) {
            const std::int16_t* clip = opening(ds->sprbottomclip);
            for (int x = r1; x <= r2; ++x)
                if (clipbot_[idx(x)] == -2) clipbot_[idx(x)] = clip[x];
        }
        if (silhouette & kSilTop) {
            const std::int16_t* clip = opening(ds->sprtopclip);
            for (int x = r1; x <= r2; ++x)
                if (cliptop_[idx(x)] == -2) cliptop_[idx(x)] = clip[x];
        }
    }
    // Columns nothing clipped are bounded by the view.
    for (int x = spr.x1; x <= spr.x2; ++x) {
        if (clipbot_[idx(x)] == -2) clipbot_[idx(x)] = static_cast<std::int16_t>(t_->height);
        if (cliptop_[idx(x)] == -2) cliptop_[idx(x)] = -1;
    }
    draw_vis_sprite(spr, clipbot_.data(), cliptop_.data());
}

void ViewRenderer::draw_masked() {
    // Far to near; equal scales keep the order they were projected in, as
    // the original's selection sort does.
    std::stable_sort(vissprites_.begin(), vissprites_.end(),
                     [](const VisSprite& a, const VisSprite& b) { return a.scale < b.scale; });
    for (const VisSprite& spr : vissprites_) draw_sprite(spr);
    // Masked mid textures no sprite drew, back to front.
    for (auto ds = drawsegs_.rbegin(); ds != drawsegs_.rend(); ++ds)
        if (ds->maskedtexturecol != kNoClip) render_masked_seg_range(*ds, ds->x1, ds->x2);
    draw_player_sprites();
}

void ViewRenderer::draw_player_sprites() {
    for (const sim::PspriteDef& psp : viewplayer_->psprites)
        if (psp.state != sim::S_NULL) draw_psprite(psp);
}

void ViewRenderer::draw_psprite(const sim::PspriteDef& psp) {
    const sim::State& state = world_->defs->states[static_cast<std::size_t>(psp.state)];
    const std::size_t spritenum = static_cast<std::size_t>(state.sprite);
    const int frame = state.frame & sim::kFrameMask;
    if (spritenum >= sprites_->sprites.size() ||
        static_cast<std::size_t>(frame) >= sprites_->sprites[spritenum].frames.size())
        return;
    const assets::SpriteRotation& rotation =
        sprites_->sprites[spritenum].frames[static_cast<std::size_t>(frame)].rotations[0];
    const SpritePatch& patch = pixels_->sprite_patch(rotation.picture);

    fixed_t tx = psp.sx - 160 * base::kFracUnit;
    tx -= patch.left_offset << base::kFracBits;
    const SpriteColumns cols = place_columns(tx, patch.width, t_->pspritescale, t_->pspriteiscale, rotation.flipped);
    if (cols.x1 > t_->width || cols.x2 < 0) return;

    VisSprite vis;
    vis.mobjflags = 0;
    vis.texturemid = (kBaseYCenter << base::kFracBits) + base::kFracUnit / 2 -
                     (psp.sy - (patch.top_offset << base::kFracBits));
    vis.x1 = cols.x1 < 0 ? 0 : cols.x1;
    vis.x2 = cols.x2 >= t_->width ? t_->width - 1 : cols.x2;
    vis.scale = t_->pspritescale;
    vis.xiscale = rotation.flipped ? -t_->pspriteiscale : t_->pspriteiscale;
    vis.startfrac = cols.startfrac;
    if (vis.x1 > cols.x1) vis.startfrac += vis.xiscale * (vis.x1 - cols.x1);
    vis.patch = rotation.picture;

    const int invis = viewplayer_->powers[sim::pw_invisibility];
    if (invis > 4 * 32 || (invis & 8)) {
        vis.colormap = nullptr;  // the weapon fuzzes with the player
    } else if (fixedcolormap_) {
        vis.colormap = fixedcolormap_;
    } else if (state.frame & sim::kFullBright) {
        vis.colormap = colormap(0);
    } else {
        // The sector the player stands in, at the brightest scale.
        const int sector = world_->mobj_sector(*viewplayer_->mo);
        const auto& lights =
            t_->scalelight[static_cast<std::size_t>(light_row(world_->sectors[static_cast<std::size_t>(sector)].lightlevel, extralight_))];
        vis.colormap = colormap(lights[kMaxLightScale - 1]);
    }
    // The weapon is clipped only by the view.
    draw_vis_sprite(vis, opening(t_->width), opening(0));
}

}  // namespace render::software
