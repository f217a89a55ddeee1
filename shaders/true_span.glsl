// The span drawer of the true 3D view's floors and ceilings at pitch 0
// (true_spans.comp walks a row an invocation, true_spans_grouped.comp a
// row a workgroup): which pixels make one span, and a span started as
// render/software/planes.cpp's map_plane and scaled_span start it, in the
// same fixed point. Needs true3d.glsl.
layout(set = 0, binding = 18, r32ui) uniform readonly uimage2D plane_keys;
layout(set = 0, binding = 19, r8ui) uniform writeonly uimage2D index_image;

const int kFracUnit = 65536, kAngleToFineShift = 19, kMaxLightZ = 128, kLightZShift = 20;

int table(int at) { return int(texelFetch(column_tables, at).r); }
int fine_sine(int i) { return table(view.span_tables.x + i); }
int fine_cosine(int i) { return table(view.span_tables.x + i + 2048); }

int fixed_div(int a, int b) {
    if (b == 0) return a < 0 ? int(0x80000000) : 0x7fffffff;
    int abs_a = a < 0 ? -a : a, abs_b = b < 0 ? -b : b;  // wraps at INT32_MIN as the CPU's does
    if ((abs_a >> 14) >= abs_b) return (a ^ b) < 0 ? int(0x80000000) : 0x7fffffff;
    return int((int64_t(a) << 16) / int64_t(b));
}

// What makes pixels one visplane (R_FindPlane's key): key = 2 × sector + (1: ceiling) + 1.
ivec4 plane_of(uint key, out ivec4 look, out int rotation) {
    int sector = int(key - 1u) >> 1;
    bool ceiling = ((key - 1u) & 1u) != 0u;
    ivec4 heights = sectors[2 * sector], light = sectors[2 * sector + 1];
    look = plane_look(sector, ceiling);
    rotation = plane_rotation(sector, ceiling);
    // height, flat, light level, colour table's first row
    return ivec4(ceiling ? heights.y : heights.x, ceiling ? heights.w : heights.z, ceiling ? light.w : light.z, light.y);
}

bool same_plane(uint a, uint b) {
    if (a == b) return true;
    if (a == 0u || b == 0u) return false;
    ivec4 look_a, look_b;
    int turn_a, turn_b;
    ivec4 pa = plane_of(a, look_a, turn_a), pb = plane_of(b, look_b, turn_b);
    return pa == pb && look_a == look_b && turn_a == turn_b;
}

// A span as its drawer steps it, one pixel at a time. At 320×200 x holds
// the drawer's packed 6.10 pair (and y is unused); above, x and y are the
// low 32 bits of the 40.24 sums, which hold the texel bits (24-29).
struct Span {
    bool scaled;
    uint x, y, xstep, ystep;
    int row;      // COLORMAP row
    int flat_at;  // the flat's first byte
};

uint packed_span_position(int x, int y) { return ((uint(x) << 10) & 0xffff0000u) | ((uint(y) >> 6) & 0x0000ffffu); }

// R_MapPlane for row y from column x1 (planes.cpp: map_plane, scaled_span).
Span start_span(uint key, int y, int x1) {
    ivec4 look;
    int rotation;
    ivec4 plane = plane_of(key, look, rotation);
    int viewz = view.plane_eye.w;
    int planeheight = abs(plane.x - viewz);
    int distance = fixed_mul(planeheight, table(view.span_tables.z + y));
    Span s;
    s.flat_at = view.frame.w + plane.y * 4096;
    if (view.light.y >= 0) {
        s.row = view.light.y;
    } else {
        uint index = uint(distance) >> kLightZShift;
        int lightnum = light_level_row(plane.z, 0);
        s.row = plane.w + int(texelFetch(light_tables, 16 * 48 + lightnum * kMaxLightZ +
                                                    int(min(index, uint(kMaxLightZ - 1)))).r);
    }
    // The plane's own view: turned by -rotation about the origin (begin_plane).
    int vx = view.plane_eye.x, vy = view.plane_eye.y;
    uint angle = uint(view.plane_eye.z);
    if (rotation != 0) {
        uint turn = 0u - uint(rotation);
        int c = fine_cosine(int(turn >> kAngleToFineShift)), sn = fine_sine(int(turn >> kAngleToFineShift));
        vx = fixed_mul(view.plane_eye.x, c) - fixed_mul(view.plane_eye.y, sn);
        vy = fixed_mul(view.plane_eye.x, sn) + fixed_mul(view.plane_eye.y, c);
        angle += turn;
    }
    int fine = int((angle - 0x40000000u) >> kAngleToFineShift);
    bool scaled = view.span_scales.w != 0;
    int projection = scaled ? view.span_scales.y : view.span_scales.x;
    int basexscale = view.span_base.x, baseyscale = view.span_base.y;
    if (rotation != 0) {
        basexscale = fixed_div(fine_cosine(fine), projection);
        baseyscale = -fixed_div(fine_sine(fine), projection);
    }
    // Above 320 wide: the model's column holding x1, and x1's distance from its left edge.
    int model_columns = view.span_base.z;
    int column = scaled ? table(model_columns + x1) : x1;
    int xtoviewangle = table((scaled ? view.span_tables.w : 4096) + column);
    int distscale = table((scaled ? view.span_tables.w + view.span_scales.w : view.span_tables.y) + column);
    int length = fixed_mul(distance, distscale);
    int at = int((angle + uint(xtoviewangle)) >> kAngleToFineShift);
    int xfrac = vx + fixed_mul(fine_cosine(at), length);
    int yfrac = -vy - fixed_mul(fine_sine(at), length);
    int xstep = fixed_mul(distance, basexscale), ystep = fixed_mul(distance, baseyscale);
    // UDMF scale and offset (texel_span).
    xfrac = fixed_mul(xfrac, look.z) + look.x;
    yfrac = fixed_mul(yfrac, look.w) + look.y;
    xstep = fixed_mul(xstep, look.z);
    ystep = fixed_mul(ystep, look.w);
    s.scaled = scaled;
    s.y = 0u;
    s.ystep = 0u;
    if (!scaled) {
        s.x = packed_span_position(xfrac, yfrac);
        s.xstep = packed_span_position(xstep, ystep);
        return s;
    }
    // The 10 fraction bits the original's drawer keeps, then divided down
    // to this screen's pixels from the 320-wide column's left edge.
    const int kTenBits = ~63;
    int64_t step_x = (int64_t(xstep & kTenBits) << 24) / int64_t(view.span_scales.z);
    int64_t step_y = (int64_t(ystep & kTenBits) << 24) / int64_t(view.span_scales.z);
    int64_t offset = int64_t(table(model_columns + view.frame.y + x1));
    s.x = uint((int64_t(xfrac & kTenBits) << 8) + ((offset * step_x) >> 16));
    s.y = uint((int64_t(yfrac & kTenBits) << 8) + ((offset * step_y) >> 16));
    s.xstep = uint(step_x);
    s.ystep = uint(step_y);
    return s;
}

// The span's pixel here, then a step on.
uint next_texel(inout Span s) {
    uint spot = s.scaled ? (((s.y >> 24) & 63u) << 6) | ((s.x >> 24) & 63u) : ((s.x >> 4) & 0x0fc0u) | (s.x >> 26);
    s.x += s.xstep;
    s.y += s.ystep;
    return lit(byte_of(pixel_words, s.flat_at + int(spot)), s.row);
}

uint key_at(int x, int y) { return imageLoad(plane_keys, ivec2(x, y)).r; }

// Whether a span starts at (x, y): a plane's pixel after the row's edge,
// after a pixel of no plane, or after one of another visplane.
bool span_starts(uint key, uint before) { return key != 0u && (before == 0u || !same_plane(key, before)); }

// The span `n` pixels on: its sums wrap as 32-bit integers, so n steps are
// one addition of n times the step.
void skip_pixels(inout Span s, int n) {
    s.x += uint(n) * s.xstep;
    s.y += uint(n) * s.ystep;
}
