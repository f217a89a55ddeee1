// One pixel of a wall part, as the original's R_RenderSegLoop decides it
// for that column: the texel of the part, or (in the one-pixel margin and
// wherever the wall's own rows end) the front sector's ceiling or floor
// that the software renderer's visplanes put there (marked for the span
// pass), or nothing. Compiled once per part (wall_lower.frag,
// wall_middle.frag, wall_upper.frag define PART): CPU Vulkan drivers run
// every branch of a shader under a mask, so a shader holding only its own
// part's code is what makes the wall pass cheap there.
#include "doom.glsl"
#include "wall_params.glsl"

layout(location = 0) flat in WallParams wall;
layout(location = 0) out uint index;

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    if (wall.part != PART || x < wall.x1 || x >= wall.x2) discard;
    int scale = wall_scale(wall, x);
    int yl = (edge_row(wall, wall.worldtop, x) + HEIGHTUNIT - 1) >> HEIGHTBITS;
    int yh = edge_row(wall, wall.worldbottom, x) >> HEIGHTBITS;
    ivec4 front = sector_planes(wall.front);
    bool ceiling_shows = front.y > view.viewz || front.w == view.sky_flat;
    bool floor_shows = front.x < view.viewz;

    // Above the wall's top: the front ceiling; below its bottom: the floor.
    if (y < yl) {
        if (PART == 0 || !ceiling_shows) discard;
        index = plane_entry(x, y, wall.front, 1);
        return;
    }
    if (y > yh) {
        if (PART == 2 || !floor_shows) discard;
        index = plane_entry(x, y, wall.front, 0);
        return;
    }

    ivec4 side0 = sides[2 * wall.side], side1 = sides[2 * wall.side + 1];
    int texture, texturemid;
    if (PART == 1) {
        texture = side0.w;
        texturemid = (wall.flags & 16) != 0 ? front.x + textures[texture].z * FRACUNIT - view.viewz : wall.worldtop;
    } else if (PART == 2) {
        if (wall.sky_upper == 1) discard;  // the sky above was the whole of it
        int mid = edge_row(wall, wall.worldhigh, x) >> HEIGHTBITS;
        if (y > mid) discard;
        texture = side0.z;
        ivec4 back = sector_planes(wall.back);
        texturemid = (wall.flags & 8) != 0 ? wall.worldtop : back.y + textures[texture].z * FRACUNIT - view.viewz;
    } else {
        int mid = (edge_row(wall, wall.worldlow, x) + HEIGHTUNIT - 1) >> HEIGHTBITS;
        if (y < mid) discard;
        texture = side1.x;
        texturemid = (wall.flags & 16) != 0 ? wall.worldtop : wall.worldlow;
    }
    if (texture == 0) discard;
    texturemid += side0.y;

    int column = wall_texture_column(wall, x);
    int iscale = inverse_scale(scale);
    int frac = texturemid + (y - view.centery) * iscale;
    index = light(wall_texel(texture, column, frac), wall_light_row(sector_light(wall.front), wall.contrast, scale));
}
