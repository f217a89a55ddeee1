// What a fragment shader of the true 3D view writes. Each pipeline is
// built twice: drawing palette indices, and (compare) drawing each
// pixel's surface id and light row (render/surface_image.h).
layout(constant_id = 0) const bool kSurfaceIds = false;

layout(location = 0) out uvec2 result;
void emit(uint index, uint id, int row) {
    // Rows of a sector's colour table (past COLORMAP's 34) are not COLORMAP rows: none.
    result = kSurfaceIds ? uvec2(id, row < 0 || row > 33 ? 255u : uint(row)) : uvec2(index, 0u);
}

// A translucent pixel: table `blend` (1..) of the lit source over the index behind it.
uint blended(uint source, int blend) {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    uint under = byte_of(behind, y * view.frame.y + x);
    return byte_of(blends, (blend - 1) * 65536 + int(source) * 256 + int(under));
}
