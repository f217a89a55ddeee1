#include "render/sprite_projection.h"
#include "render/view_point.h"

#include <cstdlib>

#include "base/trig_tables.h"
#include "sim/point_to_angle.h"

namespace render {

namespace {

constexpr int kBaseYCenter = 100;

struct Columns {
    int x1 = 0, x2 = 0;
    fixed_t startfrac = 0;
};

// A sprite's first and last screen columns and its texture position at the
// first, from its left edge `tx` and its width `span` (view space), its
// width in texels and `iscale`, its texels a screen column.
Columns place_columns(const ViewTables& t, fixed_t tx, fixed_t span, int width, fixed_t xscale, fixed_t iscale,
                      bool flipped) {
    const fixed_t width_frac = width << base::kFracBits;
    const fixed_t left = t.centerxfrac + base::fixed_mul(tx, xscale);
    const fixed_t right = t.centerxfrac + base::fixed_mul(tx + span, xscale);
    Columns c;
    if (t.layout_scale == base::kFracUnit) {
        // The original: texture column 0 starts at the left edge's column.
        c.x1 = left >> base::kFracBits;
        c.x2 = (right >> base::kFracBits) - 1;
        c.startfrac = flipped ? width_frac - 1 : 0;
        return c;
    }
    // Larger screens keep the original's placement on its 320-wide grid:
    // the sprite covers the screen pixels of the original's columns and
    // starts its texture at the original's first column.
    const std::int64_t s = t.layout_scale;
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

// `a` times or over a thing's scale, left as it is at scale 1 so that
// unscaled things keep the original's numbers bit for bit.
fixed_t times(fixed_t a, fixed_t scale) { return scale == base::kFracUnit ? a : base::fixed_mul(a, scale); }
fixed_t over(fixed_t a, fixed_t scale) { return scale == base::kFracUnit ? a : base::fixed_div(a, scale); }

// Clips the placed columns to the view and moves the texture start along.
void clip_to_view(const ViewTables& t, const Columns& cols, ProjectedSprite& vis) {
    vis.x1 = cols.x1 < 0 ? 0 : cols.x1;
    vis.x2 = cols.x2 >= t.width ? t.width - 1 : cols.x2;
    vis.startfrac = cols.startfrac;
    if (vis.x1 > cols.x1) vis.startfrac += vis.xiscale * (vis.x1 - cols.x1);
}

}  // namespace

SpriteView sprite_view(const sim::World& world, const sim::Player& player) {
    const sim::Mobj& mo = *player.mo;
    SpriteView v;
    const ViewPoint at = view_point(world, player);
    v.x = at.x;
    v.y = at.y;
    v.z = player.viewz;
    v.angle = mo.angle;
    v.sin = base::fine_sine(mo.angle >> base::kAngleToFineShift);
    v.cos = base::fine_cosine(mo.angle >> base::kAngleToFineShift);
    v.fixedcolormap = player.fixedcolormap;
    return v;
}

fixed_t thing_view_depth(const sim::Mobj& thing, const SpriteView& view) {
    const fixed_t gxt = base::fixed_mul(thing.x - view.x, view.cos);
    const fixed_t gyt = -base::fixed_mul(thing.y - view.y, view.sin);
    return gxt - gyt;
}

Projection project_thing(const sim::Mobj& thing, const SpriteView& view, const ViewTables& tables,
                         const assets::SpriteSet& sprites, const SpritePictures& pictures,
                         const std::uint8_t* spritelights, int colour_base, ProjectedSprite& out,
                         const SpriteScale& size) {
    // Depth and horizontal offset in view space.
    const fixed_t tr_x = thing.x - view.x;
    const fixed_t tr_y = thing.y - view.y;
    const fixed_t tz = thing_view_depth(thing, view);
    if (tz < kMinSpriteDepth) return Projection::Culled;  // behind the view plane
    const fixed_t xscale = base::fixed_div(tables.projection, tz);
    const fixed_t gxt = -base::fixed_mul(tr_x, view.sin);
    const fixed_t gyt = base::fixed_mul(tr_y, view.cos);
    fixed_t tx = -(gyt + gxt);
    if (std::abs(tx) > (tz << 2)) return Projection::Culled;  // too far off the side

    const std::size_t spritenum = static_cast<std::size_t>(thing.sprite);
    const int frame = thing.frame & sim::kFrameMask;
    // Boom's TNT1 (point pushers) has no lumps: it is meant to be unseen.
    if (spritenum == sim::SPR_TNT1 && spritenum < sprites.sprites.size() && sprites.sprites[spritenum].frames.empty())
        return Projection::Culled;
    if (spritenum >= sprites.sprites.size() || static_cast<std::size_t>(frame) >= sprites.sprites[spritenum].frames.size())
        return Projection::MissingFrame;
    const assets::SpriteFrame& sprframe = sprites.sprites[spritenum].frames[static_cast<std::size_t>(frame)];
    std::size_t rot = 0;
    if (sprframe.rotates) {
        const angle_t ang = sim::point_to_angle2(view.x, view.y, thing.x, thing.y);
        rot = (ang - thing.angle + static_cast<angle_t>(base::kAng45 / 2) * 9) >> 29;
    }
    const assets::SpriteRotation& rotation = sprframe.rotations[rot];
    const SpritePicture picture = pictures.picture(rotation.picture);

    tx -= times(picture.left_offset << base::kFracBits, size.x);
    const fixed_t iscale = base::fixed_div(base::kFracUnit, xscale);
    const fixed_t column_step = over(iscale, size.x);
    const bool flipped = rotation.flipped != size.mirrored;
    const Columns cols = place_columns(tables, tx, times(picture.width << base::kFracBits, size.x), picture.width,
                                       xscale, column_step, flipped);
    if (cols.x1 > tables.width || cols.x2 < 0) return Projection::Culled;

    ProjectedSprite vis;
    vis.scale = xscale << tables.detailshift;  // R_ProjectSprite: double-width columns in low detail
    vis.gz = thing.z;
    vis.gzt = thing.z + times(picture.top_offset << base::kFracBits, size.y);
    vis.texturemid = over(vis.gzt - view.z, size.y);  // in texels
    vis.xiscale = flipped ? -column_step : column_step;
    vis.yscale = times(vis.scale, size.y);
    vis.yiscale = over(iscale, size.y) >> tables.detailshift;  // R_DrawVisSprite's dc_iscale
    clip_to_view(tables, cols, vis);
    vis.picture = rotation.picture;
    if (thing.flags & sim::MF_SHADOW) {
        vis.colormap_row = kFuzz;
    } else if (view.fixedcolormap) {
        vis.colormap_row = view.fixedcolormap;
    } else if (thing.frame & sim::kFullBright) {
        vis.colormap_row = 0;
    } else {
        vis.colormap_row = spritelights[tables.sprite_light_index(xscale)] + colour_base;
    }
    out = vis;
    return Projection::Visible;
}

std::optional<ProjectedSprite> project_weapon(const sim::World& world, const sim::Player& player,
                                              const sim::PspriteDef& psp, const ViewTables& tables,
                                              const assets::SpriteSet& sprites, const SpritePictures& pictures,
                                              int colour_base) {
    const sim::State& state = world.defs->states[static_cast<std::size_t>(psp.state)];
    const std::size_t spritenum = static_cast<std::size_t>(state.sprite);
    const int frame = state.frame & sim::kFrameMask;
    if (spritenum >= sprites.sprites.size() || static_cast<std::size_t>(frame) >= sprites.sprites[spritenum].frames.size())
        return std::nullopt;
    const assets::SpriteRotation& rotation = sprites.sprites[spritenum].frames[static_cast<std::size_t>(frame)].rotations[0];
    const SpritePicture picture = pictures.picture(rotation.picture);

    fixed_t tx = psp.sx - 160 * base::kFracUnit;
    tx -= picture.left_offset << base::kFracBits;
    const Columns cols = place_columns(tables, tx, picture.width << base::kFracBits, picture.width, tables.pspritescale,
                                       tables.pspriteiscale, rotation.flipped);
    if (cols.x1 > tables.width || cols.x2 < 0) return std::nullopt;

    ProjectedSprite vis;
    vis.texturemid = (kBaseYCenter << base::kFracBits) + base::kFracUnit / 2 - (psp.sy - (picture.top_offset << base::kFracBits));
    vis.scale = tables.pspritescale << tables.detailshift;  // R_DrawPSprite
    // Free look shears the world, not the hands: the weapon keeps its rows
    // (to the nearest texel step) wherever the centre row has moved.
    if (tables.pitch != 0) vis.texturemid += base::fixed_div(tables.pitch << base::kFracBits, vis.scale);
    vis.xiscale = rotation.flipped ? -tables.pspriteiscale : tables.pspriteiscale;
    vis.yscale = vis.scale;
    vis.yiscale = tables.pspriteiscale >> tables.detailshift;
    clip_to_view(tables, cols, vis);
    vis.picture = rotation.picture;

    const int invis = player.powers[sim::pw_invisibility];
    if (invis > 4 * 32 || (invis & 8)) {
        vis.colormap_row = kFuzz;  // the weapon fuzzes with the player
    } else if (player.fixedcolormap) {
        vis.colormap_row = player.fixedcolormap;
    } else if (state.frame & sim::kFullBright) {
        vis.colormap_row = 0;
    } else {
        // The sector the player stands in, at the brightest scale.
        const int sector = world.mobj_sector(*player.mo);
        const int level = world.sectors[static_cast<std::size_t>(sector)].lightlevel;
        vis.colormap_row =
            tables.scalelight[static_cast<std::size_t>(light_row(level, player.extralight))][kMaxLightScale - 1] +
            colour_base;
    }
    return vis;
}

}  // namespace render
