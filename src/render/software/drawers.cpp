#include "render/software/drawers.h"

#include <algorithm>

namespace render::software {

namespace {

// r_draw.c fuzzoffset[]: +1 reads the row below, -1 the row above.
constexpr std::array<signed char, 50> kFuzzOffsets{
    1, -1, 1, -1, 1, 1,  -1, 1,  1,  -1, 1,  1,  1, -1, 1,  1, 1,  -1, -1, -1, -1, 1, -1, -1, 1,
    1, 1,  1, -1, 1, -1, 1,  1,  -1, -1, 1,  1,  -1, -1, -1, -1, 1, 1, 1,  1,  -1, 1, 1,  -1, 1,
};

std::uint8_t* at(const Canvas& c, int x, int y) { return c.pixels + static_cast<std::ptrdiff_t>(y) * c.pitch + x; }

// R_DrawColumn reads source[row & 127].
int masked_row(int row) { return row & 127; }

// R_DrawTranslatedColumn reads source[row] unmasked: posts are at most 255
// long and the sources are padded, so 255 bounds a read past the end the
// same way; a first row rounding below zero reads the post's header bytes
// before its pixels (its pad byte first), all inside the padded lump.
int translated_row(int row) { return row < 0 ? std::max(row, -3) : row & 255; }

// Diagnosis only: marks the rows of a column whose source index lies past
// the real data, stepping frac exactly as the drawers do.
template <class Row>
void mark_undefined(const Canvas& canvas, const ColumnJob& job, Row source_row) {
    if (!canvas.undefined || job.yh < job.yl) return;
    fixed_t frac = job.texturemid + (job.yl - canvas.centery) * job.iscale;
    for (int y = job.yl; y <= job.yh; ++y, frac += job.iscale) {
        const int index = source_row(frac >> base::kFracBits);
        canvas.undefined[static_cast<std::ptrdiff_t>(y) * canvas.pitch + job.x] = index >= job.defined ? 1 : 0;
    }
}

// Compare only: what rows yl..yh of column x now show.
void mark_column_surface(const Canvas& canvas, int x, int yl, int yh, std::uint32_t surface, std::uint8_t light_row) {
    if (!canvas.surface_ids) return;
    for (int y = yl; y <= yh; ++y) {
        const std::ptrdiff_t i = static_cast<std::ptrdiff_t>(y) * canvas.width + x;
        canvas.surface_ids[i] = surface;
        canvas.light_rows[i] = light_row;
    }
}

void mark_span_surface(const Canvas& canvas, int y, int x1, int x2, std::uint32_t surface, std::uint8_t light_row) {
    if (!canvas.surface_ids || x2 < x1) return;
    const std::ptrdiff_t i = static_cast<std::ptrdiff_t>(y) * canvas.width + x1;
    std::fill_n(canvas.surface_ids + i, x2 - x1 + 1, surface);
    std::fill_n(canvas.light_rows + i, x2 - x1 + 1, light_row);
}

}  // namespace

namespace {

// R_DrawColumn's loop; `pixel` turns the texture row (and the pixel there
// before) into a screen pixel.
template <class Pixel>
void column_loop(const Canvas& canvas, const ColumnJob& job, Pixel pixel) {
    int count = job.yh - job.yl;
    if (count < 0) return;
    std::uint8_t* dest = at(canvas, job.x, job.yl);
    fixed_t frac = job.texturemid + (job.yl - canvas.centery) * job.iscale;
    do {
        *dest = pixel(frac >> base::kFracBits, *dest);
        dest += canvas.pitch;
        frac += job.iscale;
    } while (count--);
}

}  // namespace

void draw_column(const Canvas& canvas, const ColumnJob& job) {
    if (!canvas.pixels) return;  // a walk that only looks for spans
    mark_undefined(canvas, job, masked_row);
    mark_column_surface(canvas, job.x, job.yl, job.yh, job.surface, job.light_row);
    if (job.blend) {
        column_loop(canvas, job, [&](int row, std::uint8_t under) {
            return job.blend[job.colormap[job.source[masked_row(row)]] << 8 | under];
        });
        return;
    }
    if (job.zero_clear) {
        column_loop(canvas, job, [&](int row, std::uint8_t under) {
            const std::uint8_t texel = job.source[masked_row(row)];
            return texel ? job.colormap[texel] : under;
        });
        return;
    }
    column_loop(canvas, job, [&](int row, std::uint8_t) { return job.colormap[job.source[masked_row(row)]]; });
}

void draw_depth_column(const Canvas& canvas, const DepthColumnJob& job) {
    const ColumnJob& c = job.column;
    if (!canvas.pixels || c.yh < c.yl) return;
    fixed_t frac = c.texturemid + (c.yl - canvas.centery) * c.iscale;
    for (int y = c.yl; y <= c.yh; ++y, frac += c.iscale) {
        const std::ptrdiff_t i = static_cast<std::ptrdiff_t>(y) * canvas.width + c.x;
        if (job.inverse_depth <= job.depth[i]) continue;
        job.depth[i] = job.inverse_depth;
        *at(canvas, c.x, y) = c.colormap[c.source[masked_row(frac >> base::kFracBits)]];
        if (canvas.surface_ids) {
            canvas.surface_ids[i] = c.surface;
            canvas.light_rows[i] = c.light_row;
        }
    }
}

void draw_slab_layer(const Canvas& canvas, const SlabLayerJob& job, int top, int bottom) {
    if (!canvas.pixels) return;
    for (int y = std::max(top, 0); y <= std::min(bottom, canvas.height - 1); ++y) {
        std::uint8_t* row = canvas.pixels + static_cast<std::ptrdiff_t>(y) * canvas.pitch;
        const std::size_t first = static_cast<std::size_t>(y) * static_cast<std::size_t>(canvas.width);
        for (std::size_t x = 0; x < static_cast<std::size_t>(canvas.width); ++x) {
            const std::size_t i = first + x;
            if (!job.blend) {
                job.kept_pixels[i] = row[x];
                job.kept_depth[i] = job.depth[i];
            } else if (job.depth[i] != job.kept_depth[i]) {
                row[x] = job.blend[row[x] << 8 | job.kept_pixels[i]];
            }
        }
    }
}

void draw_translated_column(const Canvas& canvas, const ColumnJob& job) {
    mark_undefined(canvas, job, translated_row);
    mark_column_surface(canvas, job.x, job.yl, job.yh, job.surface, job.light_row);
    const auto lit = [&](int row) { return job.colormap[job.translation[job.source[translated_row(row)]]]; };
    if (job.blend) {
        column_loop(canvas, job, [&](int row, std::uint8_t under) { return job.blend[lit(row) << 8 | under]; });
        return;
    }
    column_loop(canvas, job, [&](int row, std::uint8_t) { return lit(row); });
}

void Fuzz::draw_column(const Canvas& canvas, ColumnJob job, const std::uint8_t* colormap6) {
    // The fuzz reads the rows above and below, so it keeps off the edges.
    if (job.yl == 0) job.yl = 1;
    if (job.yh == canvas.height - 1) job.yh = canvas.height - 2;
    int count = job.yh - job.yl;
    if (count < 0) return;
    // A darkened copy of its neighbours has no light row of its own.
    mark_column_surface(canvas, job.x, job.yl, job.yh, job.surface, kNoLightRow);
    std::uint8_t* dest = at(canvas, job.x, job.yl);
    do {
        *dest = colormap6[dest[kFuzzOffsets[static_cast<std::size_t>(pos_)] * canvas.pitch]];
        if (++pos_ == static_cast<int>(kFuzzOffsets.size())) pos_ = 0;
        dest += canvas.pitch;
    } while (count--);
}

std::uint32_t packed_span_position(fixed_t x, fixed_t y) {
    const auto u = [](fixed_t v) { return static_cast<std::uint32_t>(v); };
    return ((u(x) << 10) & 0xffff0000u) | ((u(y) >> 6) & 0x0000ffffu);
}

void draw_span(const Canvas& canvas, const SpanJob& job) {
    std::uint32_t position = packed_span_position(job.xfrac, job.yfrac);
    const std::uint32_t step = packed_span_position(job.xstep, job.ystep);
    mark_span_surface(canvas, job.y, job.x1, job.x2, job.surface, job.light_row);
    std::uint8_t* dest = at(canvas, job.x1, job.y);
    int count = job.x2 - job.x1;
    do {
        const std::uint32_t spot = ((position >> 4) & 0x0fc0u) | (position >> 26);
        *dest++ = job.colormap[job.source[spot]];
        position += step;
    } while (count--);
}

void draw_span_scaled(const Canvas& canvas, const ScaledSpanJob& job) {
    mark_span_surface(canvas, job.y, job.x1, job.x2, job.surface, job.light_row);
    std::uint8_t* dest = at(canvas, job.x1, job.y);
    std::int64_t x = job.xpos, y = job.ypos;
    for (int count = job.x2 - job.x1; count >= 0; --count) {
        const auto spot = static_cast<std::size_t>((((y >> kScaledSpanBits) & 63) << 6) | ((x >> kScaledSpanBits) & 63));
        *dest++ = job.colormap[job.source[spot]];
        x += job.xstep;
        y += job.ystep;
    }
}

}  // namespace render::software
