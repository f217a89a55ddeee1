// On GPUs the view's floors, ceilings, sky and walls are filled by
// compute shaders, a workgroup a tile (render/vulkan/view_tiles.h, same
// layout): a piece of one span, or at most 16×16 pixels of a sky
// visplane or of one wall part over a few columns. Each pixel is decided
// from the walk's records alone and none is written by two tiles, so the
// passes need no order among them. Each shader gives its workgroup size.

struct ViewTile {
    int x1, y1, x2, y2;  // its pixels: columns [x1, x2], rows [y1, y2]
    // A span's index; a sky plane's rows (sky.comp) or a wall part's
    // records (walk_records.glsl) of column x at record_base + x.
    int record_base;
    int texturemid;  // wall parts: the part's texture row at the view height
};
layout(set = 0, binding = 21, std430) readonly buffer ViewTiles { ViewTile view_tiles[]; };
layout(set = 0, binding = 20, r8ui) uniform writeonly uimage2D target;
// Where this dispatch's tiles start in view_tiles.
layout(push_constant, std430) uniform Tiles { int first; } tiles;

ViewTile this_tile() { return view_tiles[tiles.first + int(gl_WorkGroupID.x)]; }

// This invocation's pixel of `tile`; false where the tile is smaller than the workgroup.
bool tile_pixel(ViewTile tile, out ivec2 at) {
    at = ivec2(tile.x1, tile.y1) + ivec2(gl_LocalInvocationID.xy);
    return at.x <= tile.x2 && at.y <= tile.y2;
}

void put(ivec2 at, uint index) { imageStore(target, at, uvec4(index)); }
