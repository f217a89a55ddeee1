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

void ViewRenderer::add_sprites(int sector, int floor_light, int ceiling_light) {
    int& seen = sector_seen_[static_cast<std::size_t>(sector)];
    if (seen == frame_number_) return;  // already added this frame
    seen = frame_number_;
    const sim::SectorState& sec = world_->sectors[static_cast<std::size_t>(sector)];
    const int level = looks_.sprite_light(floor_light, ceiling_light, sec.lightlevel);
    const auto& lights = t_->scalelight[static_cast<std::size_t>(light_row(level, extralight_))];
    const int colour_base = sector_colour_base(sector);
    const bool shaded = !slab_lights_.in(sector).empty();
    // The viewer's own body is never drawn: the original's stood on the
    // view point, too near to project; a quake's shake moves the view off it.
    for (const sim::Mobj* thing = sec.thinglist; thing; thing = thing->snext) {
        if (thing == viewplayer_->mo) continue;
        if (!shaded) {
            project_sprite(*thing, lights.data(), colour_base);
            continue;
        }
        // Under slabs that shade it, a thing is lit by the light at its top
        // (ZDoom's R_ProjectSprite), whatever MBF's rule would say.
        const int shade = slab_lights_.thing_level(*world_, sector, *thing);
        project_sprite(*thing, t_->scalelight[static_cast<std::size_t>(light_row(shade, extralight_))].data(),
                       colour_base);
    }
}

void ViewRenderer::project_sprite(const sim::Mobj& thing, const std::uint8_t* spritelights, int colour_base) {
    ProjectedSprite p;
    const SpriteScale size = looks_.thing_scale(thing.spawnpoint.x, thing.spawnpoint.y, thing.spawnpoint.type);
    switch (project_thing(thing, sprite_view_, *t_, *sprites_, *pixels_, spritelights, colour_base, p, size)) {
        case Projection::Culled: return;
        case Projection::MissingFrame: {
            const std::size_t spritenum = static_cast<std::size_t>(thing.sprite);
            const std::vector<std::string>& names = world_->defs->sprite_names;
            const std::string name = spritenum < names.size() ? names[spritenum] : std::to_string(spritenum);
            pixels_->report_missing("sprite frame", name + std::string(1, static_cast<char>('A' + (thing.frame & 31))));
            return;
        }
        case Projection::Visible: break;
    }
    const int heightsec = world_->sectors[static_cast<std::size_t>(world_->mobj_sector(thing))].heightsec;
    if (heightsec >= 0 && render::hidden_by_water(*world_, water_eye(), heightsec, p.gz, p.gzt)) return;
    const int blend = looks_.thing_blend(thing.spawnpoint.x, thing.spawnpoint.y, thing.spawnpoint.type);
    if (blend == MapLooks::kUnseen) return;
    if (blend == MapLooks::kFuzzy)
        p.colormap_row = kFuzz;  // a UDMF thing styled "fuzzy": a spectre's columns
    else if (p.colormap_row != kFuzz)
        p.blend = blend;
    p.translation = looks_.thing_translation(thing);
    vissprites_.push_back(vis_sprite(p, thing.x, thing.y));
    vissprites_.back().heightsec = heightsec;
}

VisSprite ViewRenderer::vis_sprite(const ProjectedSprite& p, fixed_t gx, fixed_t gy) const {
    VisSprite vis;
    vis.x1 = p.x1;
    vis.x2 = p.x2;
    vis.gx = gx;
    vis.gy = gy;
    vis.gz = p.gz;
    vis.gzt = p.gzt;
    vis.startfrac = p.startfrac;
    vis.scale = p.scale;
    vis.xiscale = p.xiscale;
    vis.yscale = p.yscale;
    vis.yiscale = p.yiscale;
    vis.texturemid = p.texturemid;
    vis.patch = p.picture;
    vis.colormap = p.colormap_row == kFuzz ? nullptr : colormap(p.colormap_row);
    vis.colormap_row = p.colormap_row;
    vis.translation = p.translation;
    vis.blend = p.blend;
    vis.surface = surface_id(SurfaceKind::thing, static_cast<std::uint32_t>(p.picture));
    return vis;
}

void ViewRenderer::draw_masked_column(PostColumn column, ColumnJob job, fixed_t sprtopscreen, fixed_t spryscale,
                                      fixed_t depth_scale, const std::int16_t* floorclip,
                                      const std::int16_t* ceilingclip) {
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
            if (depths_) note_depth_column(job.x, job.yl, job.yh, depth_scale);
            job.source = p + 3;
            job.defined = static_cast<int>(column.data_end - job.source);
            job.texturemid = basetexturemid - (topdelta << base::kFracBits);
            if (!job.colormap) {
                queue_->fuzz_column(fuzz_, canvas_, job, colormap(6));
            } else if (job.translation) {
                queue_->translated_column(canvas_, job);
            } else {
                queue_->column(canvas_, job);
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
    job.surface = vis.surface;
    job.light_row = surface_light(vis.colormap_row);
    if (vis.colormap && vis.translation >= kScriptedTranslation)
        job.translation = looks_.colormap(vis.translation - kScriptedTranslation);
    else if (vis.colormap && vis.translation)
        job.translation = translations_[static_cast<std::size_t>(vis.translation - 1)].data();
    if (vis.blend) job.blend = looks_.blend_table(vis.blend);
    job.iscale = vis.yiscale;  // R_DrawVisSprite's abs(xiscale) >> detailshift for an unscaled thing
    job.texturemid = vis.texturemid;
    const fixed_t spryscale = vis.yscale;
    const fixed_t sprtopscreen = t_->centeryfrac - base::fixed_mul(job.texturemid, spryscale);
    fixed_t frac = vis.startfrac;
    for (int x = vis.x1; x <= vis.x2; ++x, frac += vis.xiscale) {
        job.x = x;
        // Rounding can step one column past either edge; the original then
        // read a stray column offset. Nothing is drawn there.
        draw_masked_column(patch.column(frac >> base::kFracBits), job, sprtopscreen, spryscale, vis.scale, floorclip,
                           ceilingclip);
    }
}

void ViewRenderer::draw_sprite(const VisSprite& spr) {
    clip_sprite(spr);
    draw_vis_sprite(spr, clipbot_.data(), cliptop_.data());
}

void ViewRenderer::clip_sprite(const VisSprite& spr) {
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
            if (ds->maskedtexturecol == kNoClip) continue;
            if (record_columns_) record_masked_runs(*ds, r1, r2);
            else render_masked_seg_range(*ds, r1, r2);
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
    if (spr.heightsec >= 0) clip_by_water(spr);
    // Columns nothing clipped are bounded by the view.
    for (int x = spr.x1; x <= spr.x2; ++x) {
        if (clipbot_[idx(x)] == -2) clipbot_[idx(x)] = static_cast<std::int16_t>(t_->height);
        if (cliptop_[idx(x)] == -2) cliptop_[idx(x)] = -1;
    }
}

void ViewRenderer::sort_sprites() {
    // Far to near; equal scales keep the order they were projected in, as
    // the original's selection sort does.
    std::stable_sort(vissprites_.begin(), vissprites_.end(),
                     [](const VisSprite& a, const VisSprite& b) { return a.scale < b.scale; });
}

void ViewRenderer::draw_masked() {
    sort_sprites();
    for (const VisSprite& spr : vissprites_) draw_sprite(spr);
    // Masked mid textures no sprite drew, back to front.
    for (auto ds = drawsegs_.rbegin(); ds != drawsegs_.rend(); ++ds)
        if (ds->maskedtexturecol != kNoClip) render_masked_seg_range(*ds, ds->x1, ds->x2);
    draw_extra_floors();
    draw_player_sprites();
}

void ViewRenderer::record_masked() {
    sort_sprites();
    sprite_clips_.clear();
    masked_runs_.clear();
    for (std::size_t i = 0; i < vissprites_.size(); ++i) {
        const VisSprite& spr = vissprites_[i];
        masked_before_ = i;
        clip_sprite(spr);
        for (int x = spr.x1; x <= spr.x2; ++x)
            sprite_clips_.push_back({cliptop_[static_cast<std::size_t>(x)], clipbot_[static_cast<std::size_t>(x)]});
    }
    masked_before_ = vissprites_.size();
    for (auto ds = drawsegs_.rbegin(); ds != drawsegs_.rend(); ++ds)
        if (ds->maskedtexturecol != kNoClip) record_masked_runs(*ds, ds->x1, ds->x2);
}

void ViewRenderer::draw_player_sprites() {
    for (const sim::PspriteDef& psp : viewplayer_->psprites)
        if (psp.state != sim::S_NULL) draw_psprite(psp);
}

void ViewRenderer::draw_psprite(const sim::PspriteDef& psp) {
    const auto p = project_weapon(*world_, *viewplayer_, psp, *t_, *sprites_, *pixels_,
                                  sector_colour_base(world_->mobj_sector(*viewplayer_->mo)));
    if (!p) return;
    // The weapon is clipped only by the view.
    VisSprite vis = vis_sprite(*p, 0, 0);
    vis.surface = surface_id(SurfaceKind::weapon, 0);
    draw_vis_sprite(vis, opening(t_->width), opening(0));
}

}  // namespace render::software
