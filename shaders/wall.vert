#version 460
// A wall part of one seg, placed where the original's R_AddLine and
// R_StoreWallRange put it: columns from the view-angle tables, scales from
// R_ScaleFromGlobalAngle, edges in its 4-bit fixed-point rows. The quad is
// one pixel larger all round; the fragment stage decides each pixel.
#include "doom.glsl"
#include "wall_params.glsl"

layout(location = 0) in vec2 map_position;  // unused: the seg's vertices are read exactly
layout(location = 1) in uint seg_index;
layout(location = 2) in uint corner_and_part;

layout(push_constant, std430) uniform Pass {
    int masked;  // 1: only the masked middles, drawn after the sprites; 0: every other part
} pass;

layout(location = 0) flat out WallParams wall;

uint slope_div(uint num, uint den) {
    if (den < 512u) return 2048u;
    uint ans = (num << 3) / (den >> 8);
    return min(ans, 2048u);
}

uint tan_to_angle(uint i) { return uint(tables[view.tantoangle_at + int(i)]); }

// R_PointToAngle from the view point.
uint point_to_angle(int px, int py) {
    int dx = px - view.viewx;
    int dy = py - view.viewy;
    if (dx == 0 && dy == 0) return 0u;
    uint ux = uint(dx), uy = uint(dy);
    if (dx >= 0) {
        if (dy >= 0) {
            if (dx > dy) return tan_to_angle(slope_div(uy, ux));
            return ANG90 - 1u - tan_to_angle(slope_div(ux, uy));
        }
        uint ny = 0u - uy;
        if (int(ux) > int(ny)) return 0u - tan_to_angle(slope_div(ny, ux));
        return 0xc0000000u + tan_to_angle(slope_div(ux, ny));
    }
    uint nx = 0u - ux;
    if (dy >= 0) {
        if (int(nx) > dy) return ANG180 - 1u - tan_to_angle(slope_div(uy, nx));
        return ANG90 + tan_to_angle(slope_div(nx, uy));
    }
    uint ny = 0u - uy;
    if (int(nx) > int(ny)) return ANG180 + tan_to_angle(slope_div(ny, nx));
    return 0xc0000000u - 1u - tan_to_angle(slope_div(nx, ny));
}

// R_PointToDist from the view point.
int point_to_dist(int px, int py) {
    int dx = abs(px - view.viewx);
    int dy = abs(py - view.viewy);
    if (dy > dx) { int t = dx; dx = dy; dy = t; }
    if (dx == 0) return 0;
    uint angle = (tan_to_angle(uint(fixed_div(dy, dx) >> 5)) + ANG90) >> ANGLETOFINESHIFT;
    return fixed_div(dx, finesine(angle));
}

int scale_from_global_angle(uint visangle, uint normalangle, int distance) {
    uint anglea = ANG90 + (visangle - view.viewangle);
    uint angleb = ANG90 + (visangle - normalangle);
    int sinea = finesine(anglea >> ANGLETOFINESHIFT);
    int sineb = finesine(angleb >> ANGLETOFINESHIFT);
    int num = fixed_mul(view.projection, sineb);
    int den = fixed_mul(distance, sinea);
    if (den > (num >> FRACBITS)) {
        int scale = fixed_div(num, den);
        return clamp(scale, 256, view.max_scale);
    }
    return view.max_scale;
}

void cull() {
    gl_Position = vec4(2.0, 2.0, 0.0, 1.0);
    wall.part = -1;
}

void main() {
    ivec4 s0 = segs[3 * seg_index], s1 = segs[3 * seg_index + 1], s2 = segs[3 * seg_index + 2];
    int part = int((corner_and_part >> 2) & 3u);
    if ((part == 3) != (pass.masked == 1)) { cull(); return; }
    wall.part = part;
    wall.front = s1.w;
    wall.back = s2.x;
    wall.side = s1.z;
    wall.flags = s2.y;
    wall.contrast = s2.z;

    // R_AddLine: the columns the seg spans, if it faces the view.
    uint angle1 = point_to_angle(s0.x, s0.y);
    uint angle2 = point_to_angle(s0.z, s0.w);
    uint span = angle1 - angle2;
    if (span >= ANG180) { cull(); return; }
    uint rw_angle1 = angle1;
    angle1 -= view.viewangle;
    angle2 -= view.viewangle;
    uint clipangle = view.clipangle;
    uint tspan = angle1 + clipangle;
    if (tspan > 2u * clipangle) {
        tspan -= 2u * clipangle;
        if (tspan >= span) { cull(); return; }
        angle1 = clipangle;
    }
    tspan = clipangle - angle2;
    if (tspan > 2u * clipangle) {
        tspan -= 2u * clipangle;
        if (tspan >= span) { cull(); return; }
        angle2 = 0u - clipangle;
    }
    int x1 = tables[view.viewangletox_at + int((angle1 + ANG90) >> ANGLETOFINESHIFT)];
    int x2 = tables[view.viewangletox_at + int((angle2 + ANG90) >> ANGLETOFINESHIFT)];
    if (x1 >= x2) { cull(); return; }
    wall.x1 = x1;
    wall.x2 = x2;

    // R_StoreWallRange over the whole span.
    uint normalangle = uint(s1.x) + ANG90;
    uint offsetangle = uint(abs(int(normalangle - rw_angle1)));
    if (offsetangle > ANG90) offsetangle = ANG90;
    int hyp = point_to_dist(s0.x, s0.y);
    int distance = fixed_mul(hyp, finesine((ANG90 - offsetangle) >> ANGLETOFINESHIFT));
    int stop = x2 - 1;
    int scale1 = scale_from_global_angle(view.viewangle + xtoviewangle(x1), normalangle, distance);
    int scalestep = 0;
    if (stop > x1) {
        int scale2 = scale_from_global_angle(view.viewangle + xtoviewangle(stop), normalangle, distance);
        scalestep = (scale2 - scale1) / (stop - x1);
    }
    wall.scale1 = scale1;
    wall.scalestep = scalestep;
    wall.distance = distance;
    uint off = normalangle - rw_angle1;
    if (off > ANG180) off = 0u - off;
    if (off > ANG90) off = ANG90;
    int rw_offset = fixed_mul(hyp, finesine(off >> ANGLETOFINESHIFT));
    if (normalangle - rw_angle1 < ANG180) rw_offset = -rw_offset;
    ivec4 side = sides[2 * wall.side];
    wall.offset = rw_offset + side.x + s1.y;
    wall.centerangle = ANG90 + view.viewangle - normalangle;

    // Which heights bound this part, relative to the eye.
    ivec4 front = sector_planes(wall.front);
    int worldtop = front.y - view.viewz, worldbottom = front.x - view.viewz;
    int top, bottom;
    wall.sky_upper = 0;
    wall.worldhigh = 0;
    wall.worldlow = 0;
    if (part == 1) {
        if (wall.back >= 0) { cull(); return; }
        top = worldtop;
        bottom = worldbottom;
    } else {
        if (wall.back < 0) { cull(); return; }
        ivec4 back = sector_planes(wall.back);
        int worldhigh = back.y - view.viewz, worldlow = back.x - view.viewz;
        // Sky over both sides: no upper wall, the sky comes down to the
        // lower ceiling instead (and the original pegs from there).
        if (front.w == view.sky_flat && back.w == view.sky_flat) wall.sky_upper = 1;
        if (part == 2) {
            if (wall.sky_upper == 0 && worldhigh >= worldtop) { cull(); return; }
            top = worldtop;
            bottom = worldhigh;
        } else if (part == 0) {
            if (worldlow <= worldbottom) { cull(); return; }
            top = worldlow;
            bottom = worldbottom;
        } else {
            // The mid texture hangs in the opening; the fragment stage
            // clips it, so cover the front and back sectors' spans.
            top = max(worldtop, worldhigh);
            bottom = min(worldbottom, worldlow);
        }
        wall.worldhigh = worldhigh;
        wall.worldlow = worldlow;
    }
    wall.worldtop = wall.sky_upper == 1 ? wall.worldhigh : worldtop;
    wall.worldbottom = worldbottom;

    // The corner: its column edge, its row (one pixel beyond the edge).
    bool at_v2 = (corner_and_part & 1u) != 0u;
    bool at_top = (corner_and_part & 2u) != 0u;
    int column = at_v2 ? x2 : x1;
    int scale = scale1 + (column - x1) * scalestep;
    float row_frac = float((view.centeryfrac >> 4) - fixed_mul((at_top ? top : bottom) >> 4, scale)) / float(HEIGHTUNIT);
    float row = at_top ? row_frac - 1.0 : row_frac + 2.0;
    vec2 ndc = vec2(float(column) / float(view.width), row / float(view.height)) * 2.0 - 1.0;
    gl_Position = vec4(ndc, float(scale) * view.depth_scale, 1.0);
}
