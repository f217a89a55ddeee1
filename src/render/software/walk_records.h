#pragma once
// What the original's walk decides per wall column and per floor or
// ceiling span, recorded for a renderer that fills the pixels itself
// (the Vulkan one: view_walk.h). The layouts are those its shaders read
// (shaders/walk_records.glsl: storage and texel buffers), so they are
// copied as they are.
#include <cstdint>

#include "base/fixed.h"
#include "render/sky.h"

namespace render::software {

using base::fixed_t;

// One screen column of a stored seg, as R_RenderSegLoop left it.
struct ColumnRecord {
    std::int16_t top = 0, bottom = 0;  // yl and yh, clipped: the rows a one-sided wall draws
    // The clip rows after this column: an upper wall draws [top,
    // ceiling_clip], a lower one [floor_clip, bottom], a masked middle
    // (sprtopclip, sprbottomclip) strictly between them.
    std::int16_t ceiling_clip = 0, floor_clip = 0;
    std::uint16_t texture_column = 0;  // low 16 bits; textures are at most 32768 wide
    std::uint16_t light_row = kNotStored;  // COLORMAP row; kNotStored: no range of the seg covers the column
    fixed_t iscale = 0;                // the column drawer's step
    fixed_t scale = 0;                 // masked middles: the posts' rows per texel
    std::int32_t padding[3] = {};      // two 16-byte halves; walls read only the first
    static constexpr std::uint16_t kNotStored = 0xffff;
};
static_assert(sizeof(ColumnRecord) == 32);

// A seg the walk stored at least one range of: [x1, x2) runs from the
// first stored column to the last. Its columns are ColumnRecords
// [first_column, first_column + x2 - x1); those no stored range covers
// (between ranges) are kNotStored. scale1 (at x1) and scalestep are the
// line through the scales at R_AddLine's ends, for placing the seg's
// quads; each stored range steps its own columns' scales. A side whose
// parts have offsets or scales of their own (render::MapLooks) has a run
// of columns per part, part_stride records apart in WallPart's order
// (lower, middle, upper, masked middle), each with the part's texture
// column, step and scale; part_stride is 0 for every other seg.
struct StoredSeg {
    std::int32_t x1 = 0, x2 = 0, first_column = 0, part_stride = 0;
    fixed_t scale1 = 0, scalestep = 0;
    // Texture rows at the view height, per part: lower, middle, upper,
    // masked middle (render/scene: WallPart's order), row offset included.
    fixed_t texturemid[4] = {};
    // Per part, the rows its stored columns draw, first | last << 16 (16
    // bits each, signed; first > last: none), for a renderer to keep its
    // quads to them.
    std::int32_t rows[4] = {};
};
static_assert(sizeof(StoredSeg) == 56);

// One span of a floor or ceiling (R_MapPlane) from column x1: the flat
// position at x1 and its step per column. At 320 wide they are the
// original's packed 6.10 words (xpos and xstep only, 32 bits that wrap);
// above it, the low 32 bits of the 40.24 fixed-point values (drawers.h):
// a flat repeats every 64 texels, so the bits above 30 never matter and a
// 32-bit sum that wraps gives the same texel as the 64-bit one.
struct SpanRecord {
    std::uint16_t x1 = 0;
    std::uint16_t light_row = 0;  // COLORMAP row
    std::int32_t flat = 0;        // after animation; on upload, the lit flat (bad numbers: the placeholder)
    std::uint32_t xpos = 0, xstep = 0, ypos = 0, ystep = 0;
    std::int32_t y = 0, x2 = 0;  // its row and last column
};
static_assert(sizeof(SpanRecord) == 32);  // two 16-byte halves: CPU drivers load each at once

// One column of a thing as R_DrawSprite clips it: the thing draws
// strictly between rows `top` and `bottom` (cliptop and clipbot), which
// hold every nearer wall's and plane's silhouette. Read by the shaders as
// one word: top | bottom << 16.
struct SpriteClip {
    std::int16_t top = 0, bottom = 0;
};
static_assert(sizeof(SpriteClip) == 4);

// Columns [x1, x2] of a seg's masked mid texture, drawn just before thing
// `before` of the walk's (sorted) things, or after them all where `before`
// is their count: R_DrawSprite draws the masked segs behind a thing first.
// `blend`: the line's blend table (render::MapLooks), 0 when opaque.
struct MaskedRun {
    int seg = 0, x1 = 0, x2 = 0;
    std::size_t before = 0;
    int blend = 0;
};

// A rectangle of view pixels, columns [x1, x2] and rows [y1, y2]: the
// bounds of a visplane over a few of its columns (ViewWalk::plane_cover).
struct PlaneRect {
    std::int32_t x1 = 0, y1 = 0, x2 = 0, y2 = 0;
};
static_assert(sizeof(PlaneRect) == 16);

// The bounds of a sky visplane over a few of its columns, with where its
// rows are (ViewWalk::sky_columns): column x's at rows_base + x.
struct SkyRect {
    PlaneRect rect;
    std::int32_t rows_base = 0;
    std::int32_t sky = 0;  // which of the walk's skies (ViewWalk::skies)
};

// A sky the walk's sky planes show (render/sky.h): the level's, one a line
// gives the sectors tagged to it (MBF's 271 and 272), or one SKYDEFS shows
// in place of a flat.
using SkyPicture = render::SkyPicture;
// The level's sky and up to seven others in one view; a plane showing an
// eighth shows the level's.
inline constexpr int kMaxSkies = 8;

// What find_spans leaves per pixel: a span's index in the span list, or
// one of these.
// A pixel of a sky plane: kSkySpan less the plane's sky (SkyRect::sky).
inline constexpr std::uint32_t kSkySpan = 0x7ffffffeu;
inline constexpr std::uint32_t kNoSpanRecord = 0xffffffffu;  // no plane

}  // namespace render::software
