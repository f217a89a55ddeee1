// One pixel of a wall part, as the original's R_RenderSegLoop decided it
// for that column (walk_records.glsl): the texel of the part, or nothing
// (in the one-pixel margin and wherever the part's rows end: the planes
// the walk put there were drawn before, by spans.glsl). Compiled once per part
// (wall_lower.frag, wall_middle.frag, wall_upper.frag define PART): CPU
// Vulkan drivers run every branch of a shader under a mask, so a shader
// holding only its own part's code is what makes the wall pass cheap there.
#include "doom.glsl"
#include "walk_records.glsl"
#include "wall_params.glsl"

layout(location = 0) flat in WallParams wall;
layout(location = 0) out uint index;

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    int record = wall_record(wall, x);
    if (record < 0) discard;
    uvec4 column = column_record(record);
    if (!column_stored(column)) discard;

    if (y < low_half(column.x) || y > high_half(column.x)) discard;
    // An upper wall ends at the ceiling clip it leaves, a lower one starts
    // at the floor clip.
    if (PART == 2 && y > low_half(column.y)) discard;
    if (PART == 0 && y < high_half(column.y)) discard;

    int frac = wall.texturemid + (y - view.centery) * int(column.w);
    int texture_column = column_texture(column) & wall.width_mask;
    uint texel = byte_at(wall.texture_start + texture_column * 128 + ((frac >> FRACBITS) & 127));
    index = light(texel, column_light(column));
}
