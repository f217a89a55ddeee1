#version 460
// One pixel of a two-sided seg's mid texture, as R_RenderMaskedSegRange
// draws it among the sprites (wall.vert draws a run of columns at a time,
// in the original's order): the column the seg loop chose, walked post by
// post from the mid texture's pegging, lit like the wall, and kept strictly
// between the clip rows that loop left in the column (walk_records.glsl),
// which hold every nearer wall and plane. A translucent line's texel is
// blended over what the view held before the run (its blend table).
#include "doom.glsl"
#include "behind.glsl"
#include "wall_pass.glsl"
#include "walk_records.glsl"
#include "wall_params.glsl"
#include "posts.glsl"

layout(location = 0) flat in WallParams wall;
layout(location = 0) out uint index;

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    if (wall.part != 3) discard;
    int record = wall_record(wall, x);
    if (wall.masked_pic.x < 0 || record < 0) discard;
    uvec4 column = column_record(record);
    int top = low_half(column.y) + 1, bottom = high_half(column.y) - 1;
    if (!column_stored(column) || y < top || y > bottom) discard;

    int scale = column_scale(record);
    int sprtopscreen = view.centeryfrac - fixed_mul(wall.texturemid, scale);
    int texture_column = column_texture(column) & wall.width_mask;
    int texel = post_texel(wall.masked_pic, texture_column, y, sprtopscreen, scale, wall.texturemid,
                           int(column.w), top, bottom);
    if (texel < 0) discard;
    index = light(uint(texel), column_light(column));
    if (pass.blend != 0) index = blend_over(index, behind_at(x, y), pass.blend);
}
