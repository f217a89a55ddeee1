#pragma once
// The inner loops (r_draw.c): a vertical column of a wall or sprite, a
// horizontal span of a floor, and the two sprite variants (player colour
// translation, spectre fuzz). Each reproduces the original's arithmetic
// exactly, including Chocolate Doom's packed span stepping.
#include <array>
#include <cstdint>

#include "base/fixed.h"
#include "render/surface_image.h"

namespace render::software {

using base::fixed_t;

// The view's pixels: the screen's top-left region, `pitch` bytes a row.
struct Canvas {
    std::uint8_t* pixels = nullptr;
    int pitch = 0;
    int width = 0, height = 0;  // the view window
    int centery = 0;
    // When set (same pitch), pixels drawn from bytes beyond their lump or
    // composite are marked 1: the original read unrelated memory there.
    std::uint8_t* undefined = nullptr;
    // When set (`width` a row), each pixel drawn gets its job's surface id
    // and light row (render/surface_image.h), for compare.
    std::uint32_t* surface_ids = nullptr;
    std::uint8_t* light_rows = nullptr;
};

struct ColumnJob {
    int x = 0, yl = 0, yh = 0;
    fixed_t iscale = 0;      // texture rows per screen row
    fixed_t texturemid = 0;  // texture row at the centre row
    const std::uint8_t* source = nullptr;
    int defined = 1 << 30;  // bytes of real data from source on
    const std::uint8_t* colormap = nullptr;
    const std::uint8_t* translation = nullptr;  // player colours, or null
    // A translucent mid texture (render::MapLooks): the pixel becomes
    // blend[lit source × 256 + the pixel there], or null.
    const std::uint8_t* blend = nullptr;
    // A SKYDEFS foreground: its palette index 0 leaves the pixel there.
    bool zero_clear = false;
    // What the column shows and its COLORMAP row, for Canvas::surface_ids.
    std::uint32_t surface = 0;
    std::uint8_t light_row = kNoLightRow;
};

// A 3D floor's side (extra_floor_drawing.cpp): R_DrawColumn's pixels, each
// drawn only where nearer than `depth` holds (the view's inverse depths, a
// row of the canvas's width each), which it then updates.
struct DepthColumnJob {
    ColumnJob column;
    float inverse_depth = 0;
    float* depth = nullptr;
};
void draw_depth_column(const Canvas& canvas, const DepthColumnJob& job);

// A translucent 3D floor is drawn as an opaque one between two of these
// (extra_floor_drawing.cpp): the first keeps the view's pixels and depths,
// the second blends what the slab drew over what was kept. Where a depth
// changed the pixel becomes blend[slab's pixel × 256 + kept pixel], as if
// the slab's nearest pieces alone had been drawn translucent. Buffers are
// a row of the canvas's width each; rows top to bottom only.
struct SlabLayerJob {
    const std::uint8_t* blend = nullptr;  // null: keep
    float* depth = nullptr;
    float* kept_depth = nullptr;
    std::uint8_t* kept_pixels = nullptr;
};
void draw_slab_layer(const Canvas& canvas, const SlabLayerJob& job, int top, int bottom);

// R_DrawColumn: reads source[(frac >> 16) & 127], blended when the job says.
void draw_column(const Canvas& canvas, const ColumnJob& job);
// R_DrawTranslatedColumn: colormap[translation[source[frac >> 16]]].
void draw_translated_column(const Canvas& canvas, const ColumnJob& job);

// R_DrawFuzzColumn: darkens the pixel above or below, stepping through the
// original's 50-entry offset table; the position carries over between
// columns and frames.
class Fuzz {
public:
    void draw_column(const Canvas& canvas, ColumnJob job, const std::uint8_t* colormap6);
    void reset() { pos_ = 0; }

private:
    int pos_ = 0;
};

struct SpanJob {
    int y = 0, x1 = 0, x2 = 0;
    fixed_t xfrac = 0, yfrac = 0, xstep = 0, ystep = 0;
    const std::uint8_t* source = nullptr;  // 64 × 64 flat
    const std::uint8_t* colormap = nullptr;
    std::uint32_t surface = 0;  // as ColumnJob's
    std::uint8_t light_row = kNoLightRow;
};

// R_DrawSpan as Chocolate Doom writes it: x and y packed into one 32-bit
// position, 6.10 fixed point each, so a carry out of y steps x.
void draw_span(const Canvas& canvas, const SpanJob& job);
// That packed form of a position or step.
std::uint32_t packed_span_position(fixed_t x, fixed_t y);

// Above 320×200: a span whose position and step carry 24 fraction bits,
// so long spans do not drift. Their start and step are the original's
// 10-bit values at the 320-wide column the span starts in, divided down to
// this screen's pixels, so the first pixel of each scaled-up original
// pixel samples the flat where the original does.
struct ScaledSpanJob {
    int y = 0, x1 = 0, x2 = 0;
    std::int64_t xpos = 0, ypos = 0, xstep = 0, ystep = 0;  // 40.24 texels
    const std::uint8_t* source = nullptr;
    const std::uint8_t* colormap = nullptr;
    std::uint32_t surface = 0;  // as ColumnJob's
    std::uint8_t light_row = kNoLightRow;
};
inline constexpr int kScaledSpanBits = 24;
void draw_span_scaled(const Canvas& canvas, const ScaledSpanJob& job);

}  // namespace render::software
