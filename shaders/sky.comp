#version 460
// The sky, column by column (sky.frag draws it over the span map
// instead): over the tiles of the sky visplanes' rectangles
// (view_tiles.glsl), the rows each plane has in each of its columns; a
// sky tile's texturemid field says which sky it shows.
#include "doom.glsl"
#include "view_tiles.glsl"
layout(local_size_x = 16, local_size_y = 16) in;

// Per column of each sky visplane: its first row | last row << 16.
layout(set = 0, binding = 22, std430) readonly buffer SkyRows { int sky_rows[]; };

void main() {
    ViewTile tile = this_tile();
    ivec2 at;
    if (!tile_pixel(tile, at)) return;
    int rows = sky_rows[tile.record_base + at.x];
    if (at.y >= bitfieldExtract(rows, 0, 16) && at.y <= bitfieldExtract(rows, 16, 16)) put(at, sky_pixel(at.x, at.y, tile.texturemid));
}
