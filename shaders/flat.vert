#version 460
// A floor or ceiling triangle of a subsector at its sector's current
// height, projected as the original projects points (its view-space axes,
// its focal length, a column's left edge at the pixel's centre). It sits at
// plane depth (doom.glsl: PLANE_DEPTH); what it shows is the walk's
// (spans.glsl).
#include "doom.glsl"

layout(location = 0) in vec2 map_position;
layout(location = 1) in uint sector;

layout(push_constant, std430) uniform Plane {
    int plane;  // 0 floor, 1 ceiling
} push;

void main() {
    ivec4 s = sector_planes(int(sector));
    int height = push.plane == 0 ? s.x : s.y;
    bool shows = push.plane == 0 ? height < view.viewz : (height > view.viewz || s.w == view.sky_flat);
    if (!shows) {
        gl_Position = vec4(2.0, 2.0, 0.0, 1.0);
        return;
    }
    float unit = 1.0 / float(FRACUNIT);
    vec2 rel = map_position - vec2(float(view.viewx), float(view.viewy)) * unit;
    float tz = rel.x * view.view_cos + rel.y * view.view_sin;
    float tx = rel.x * view.view_sin - rel.y * view.view_cos;
    float dz = float(height - view.viewz) * unit;
    // Low detail halves the columns, not the rows: the original's scales
    // (R_ScaleFromGlobalAngle) are projection << detailshift.
    float proj = float(view.projection) * unit;
    float proj_rows = float(view.projection << view.detailshift) * unit;
    float w = float(view.width), h = float(view.height);
    gl_Position = vec4((2.0 * (float(view.centerx) + 0.5) / w - 1.0) * tz + 2.0 * tx * proj / w,
                       (2.0 * (float(view.centery) + 0.5) / h - 1.0) * tz - 2.0 * dz * proj_rows / h,
                       proj_rows * float(FRACUNIT) * view.depth_scale * PLANE_DEPTH, tz);
}
