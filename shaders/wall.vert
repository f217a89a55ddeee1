#version 460
// A wall part of one seg the original's walk stored this frame, placed
// over the columns its R_AddLine gave it with the scales of
// R_ScaleFromGlobalAngle at both ends (walk_records.glsl), edges in the
// seg loop's 4-bit fixed-point rows. The quad is one pixel larger all
// round; the fragment stage decides each pixel from the column records,
// so the parts need no depth test: the walk's rows of different segs never
// overlap. Drawn twice: the opaque parts (wall_part.glsl), over the
// planes; and the masked middles, a run of columns at a time in the
// original's order among the sprites (masked.frag).
#include "doom.glsl"
#include "walk_records.glsl"
#include "wall_params.glsl"
#include "posts.glsl"

layout(location = 0) in vec2 map_position;  // unused: the seg's vertices are read exactly
layout(location = 1) in uint seg_index;
layout(location = 2) in uint corner_and_part;

#include "wall_pass.glsl"
const int WALLS = 0, MASKED = 1;

layout(location = 0) flat out WallParams wall;
layout(location = PART_COLUMNS_LOCATION) flat out ivec4 part_columns;

void cull() {
    gl_Position = vec4(2.0, 2.0, 0.0, 1.0);
    wall.part = -1;
}

// The seg loop's row for a height (4-bit fixed point, eye-relative) at a scale.
float edge_row(int height, int scale) {
    return float((view.centeryfrac >> 4) - fixed_mul(height, scale)) / float(HEIGHTUNIT);
}

void main() {
    ivec4 s1 = segs[3 * seg_index + 1], s2 = segs[3 * seg_index + 2];
    int part = int((corner_and_part >> 2) & 3u);
    if ((part == 3) != (pass.mode == MASKED)) { cull(); return; }
    StoredSeg stored = stored_segs[seg_index];
    part_columns = ivec4(stored.x1, stored.x2, stored.first_column + part * stored.part_stride, stored.texturemid[part]);
    wall.part = part;
    int front_sector = s1.w;
    wall.side = s1.z;
    wall.x1 = stored.x1;
    wall.x2 = stored.x2;
    wall.first_column = stored.first_column + part * stored.part_stride;
    wall.texturemid = stored.texturemid[part];
    int back = s2.x;

    // Which heights bound this part, relative to the eye.
    ivec4 front = sector_planes(front_sector);
    int worldtop = front.y - view.viewz, worldbottom = front.x - view.viewz;
    int top, bottom;
    if (part == 1) {
        if (back >= 0) { cull(); return; }
        top = worldtop;
        bottom = worldbottom;
    } else {
        if (back < 0) { cull(); return; }
        ivec4 b = sector_planes(back);
        int worldhigh = b.y - view.viewz, worldlow = b.x - view.viewz;
        // Sky over both sides: no upper wall, the sky comes down to the
        // lower ceiling instead (the walk's sky plane holds those rows).
        bool sky_upper = front.w == view.sky_flat && b.w == view.sky_flat;
        if (part == 2) {
            if (sky_upper || worldhigh >= worldtop) { cull(); return; }
            top = worldtop;
            bottom = worldhigh;
        } else if (part == 0) {
            if (worldlow <= worldbottom) { cull(); return; }
            top = worldlow;
            bottom = worldbottom;
        } else {
            // The mid texture may reach past the opening wherever nothing
            // nearer clipped the column (over the planes of sectors with
            // the same ceiling or floor, as in the original): the quad is
            // the rows its columns may draw, below; the fragment stage
            // clips it.
            top = max(worldtop, worldhigh);
            bottom = min(worldbottom, worldlow);
        }
    }

    ivec4 side0 = sides[2 * wall.side];
    int masked_at = sides[2 * wall.side + 1].y;
    wall.masked_pic = part == 3 && masked_at >= 0 ? masked_header(masked_at) : ivec4(-1);
    wall.texture = part == 0 ? sides[2 * wall.side + 1].x : part == 2 ? side0.z : side0.w;
    // No texture: the original draws nothing there.
    if (wall.texture == 0 && part != 3) { cull(); return; }
    ivec4 texture = textures[wall.texture];
    wall.width_mask = texture.y;

    // The corner: its column edge, its row (one pixel beyond the edge).
    bool at_v2 = (corner_and_part & 1u) != 0u;
    bool at_top = (corner_and_part & 2u) != 0u;
    bool run = pass.mode == MASKED;
    int column = at_v2 ? (run ? pass.x2 + 1 : stored.x2) : (run ? pass.x1 : stored.x1);
    int scale = stored.scale1 + (column - stored.x1) * stored.scalestep;
    int height = (at_top ? top : bottom) >> 4;
    float row = edge_row(height, scale) + (at_top ? -1.0 : 2.0);
    // Kept to the rows the part's columns draw where a whole edge lies
    // beyond them (an edge moved to a row between its ends would cut the
    // columns it crosses): nearer walls and planes often hide much of a
    // quad, and shading it only to discard costs.
    int first = low_half(stored.rows[part]), last = high_half(stored.rows[part]);
    if (first > last) { cull(); return; }
    if (run) {
        vec2 ndc = vec2(float(column) / float(view.width), float(at_top ? first : last + 1) / float(view.height));
        gl_Position = vec4(ndc * 2.0 - 1.0, 0.0, 1.0);
        return;
    }
    int other = at_v2 ? stored.x1 : stored.x2;
    float other_row = edge_row(height, stored.scale1 + (other - stored.x1) * stored.scalestep) + (at_top ? -1.0 : 2.0);
    // The seg loop steps a column's edge at its left side, the rasteriser
    // samples the quad at pixel centres, half a column on: a steep edge
    // moves by half its slope there, so the margin grows by that much
    // (else a column's first or last row can fall outside the quad).
    if (other != column) {
        float half_slope = 0.5 * abs((other_row - row) / float(other - column));
        row += at_top ? -half_slope : half_slope;
        other_row += at_top ? -half_slope : half_slope;
    }
    if (at_top && row < float(first) && other_row < float(first)) row = float(first);
    if (!at_top && row > float(last + 1) && other_row > float(last + 1)) row = float(last + 1);
    vec2 ndc = vec2(float(column) / float(view.width), row / float(view.height)) * 2.0 - 1.0;
    gl_Position = vec4(ndc, 0.0, 1.0);
}
