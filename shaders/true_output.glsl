// What a fragment shader of the true 3D view writes. Each pipeline is
// built twice: drawing palette indices, and (compare) drawing each
// pixel's surface id and light row (render/surface_image.h).
layout(constant_id = 0) const bool kSurfaceIds = false;

layout(location = 0) out uvec2 result;
void emit(uint index, uint id, int row) {
    result = kSurfaceIds ? uvec2(id, row < 0 ? 255u : uint(row)) : uvec2(index, 0u);
}
