#version 460
// One pixel of a two-sided seg's mid texture, as R_RenderMaskedSegRange
// draws it after the sprites: the column the seg loop chose, walked post by
// post from the mid texture's pegging, lit like the wall, and kept to the
// rows the seg itself left open (below its upper wall, above its lower
// wall, within the planes it marked). Nearer walls and sprites hide it by
// depth, nearer planes by their distance (scene.glsl), which stands in for
// the clips nearer segs had left before it.
#include "doom.glsl"
#include "wall_params.glsl"
#include "posts.glsl"
#include "scene.glsl"

layout(location = 0) flat in WallParams wall;
layout(location = 0) out uint index;

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    if (wall.part != 3 || x < wall.x1 || x >= wall.x2) discard;
    ivec4 side0 = sides[2 * wall.side], side1 = sides[2 * wall.side + 1];
    int texture = side0.w;
    if (side1.y < 0) discard;
    ivec4 front = sector_planes(wall.front), back = sector_planes(wall.back);

    // R_StoreWallRange's plane marks for a two-sided seg.
    bool same_light = sector_light(wall.front) == sector_light(wall.back);
    bool closed = back.y <= front.x || back.x >= front.y;
    bool markceiling = wall.worldhigh != wall.worldtop || back.w != front.w || !same_light || closed;
    bool markfloor = wall.worldlow != wall.worldbottom || back.z != front.z || !same_light || closed;
    if (front.x >= view.viewz) markfloor = false;
    if (front.y <= view.viewz && front.w != view.sky_flat) markceiling = false;

    // The clip rows R_RenderSegLoop leaves in this column: below the upper
    // wall (or the marked ceiling), above the lower wall (or the marked
    // floor); unmarked planes leave what nearer segs left.
    int yl = (edge_row(wall, wall.worldtop, x) + HEIGHTUNIT - 1) >> HEIGHTBITS;
    int yh = edge_row(wall, wall.worldbottom, x) >> HEIGHTBITS;
    int top = 0, bottom = view.height - 1;
    if (wall.worldhigh < wall.worldtop && side0.z != 0) {
        top = max(yl, (edge_row(wall, wall.worldhigh, x) >> HEIGHTBITS) + 1);
    } else if (markceiling) {
        top = yl;
    }
    if (wall.worldlow > wall.worldbottom && side1.x != 0) {
        bottom = min(yh, ((edge_row(wall, wall.worldlow, x) + HEIGHTUNIT - 1) >> HEIGHTBITS) - 1);
    } else if (markfloor) {
        bottom = yh;
    }

    int scale = wall_scale(wall, x);
    int texturemid = (wall.flags & 16) != 0 ? max(front.x, back.x) + textures[texture].z * FRACUNIT - view.viewz
                                            : min(front.y, back.y) - view.viewz;
    texturemid += side0.y;
    int sprtopscreen = view.centeryfrac - fixed_mul(texturemid, scale);
    int iscale = inverse_scale(scale);
    int column = wall_texture_column(wall, x) & textures[texture].y;
    int texel = post_texel(true, side1.y, column, y, sprtopscreen, scale, texturemid, iscale, top, bottom);
    if (texel < 0) discard;
    // Nearer planes had raised the clip rows this seg's range was drawn with.
    uint entry = scene[y * view.width + x];
    if (is_plane(entry) && plane_nearer(entry, y, scale)) discard;
    index = light(uint(texel), wall_light_row(sector_light(wall.front), wall.contrast, scale));
}
