#version 460
// The true 3D view's wall column records at pitch 0 (true3d.glsl:
// wall_columns): for each seg seen, one per screen column its wall can
// cover, the original's texture column there (R_RenderSegLoop's
// rw_offset - finetangent[angle] × rw_distance, from the seg's terms) and
// the light row of the wall's view depth at that column's centre. A wall
// pixel then reads one record instead of working out both. One workgroup a seg.
#include "true3d.glsl"

layout(local_size_x = 64) in;

// Per seg in this frame's list: the seg, its first column, its column
// count, where its records start (render/vulkan/true_wall_columns.h).
layout(set = 0, binding = 21, std430) readonly buffer ColumnSegs { ivec4 column_segs[]; };
layout(set = 0, binding = 22, std430) writeonly buffer ColumnRecords { uvec2 records[]; };

// The wall's depth along the view at screen column x: where the ray
// through the column's centre meets the seg's line (pitch 0: the ray's
// depth per unit along it is 1).
float wall_depth(int seg, int x) {
    vec4 ends = seg_geometry[2 * seg];
    vec2 right = vec2(view.forward.y, -view.forward.x);
    vec2 ray = view.forward.xy + right * (float(x - view.sky.z) / view.plane_mapping.x);
    vec2 along = ends.zw - ends.xy, to_start = ends.xy - view.eye.xy;
    float across = ray.x * along.y - ray.y * along.x;
    return abs(across) > 1e-9 ? (to_start.x * along.y - to_start.y * along.x) / across : kDepthNear;
}

void main() {
    ivec4 run = column_segs[gl_WorkGroupID.x];
    ivec4 terms = seg_terms[run.x];
    ivec2 light = seg_light(run.x);
    for (int i = int(gl_LocalInvocationID.x); i < run.z; i += 64) {
        int x = run.y + i;
        uint angle = uint(terms.z) + texelFetch(column_tables, 4096 + x).r;
        int tangent = int(texelFetch(column_tables, int((angle >> 19) & 4095u)).r);
        int row = light.y + scale_row(light.x, wall_depth(run.x, x), view.light_scales.x);
        records[run.w + i] = uvec2(uint(terms.x - fixed_mul(tangent, terms.y)), uint(row));
    }
}
