// The view's indices as they were before the draw that reads them (fuzz
// sprites, translucent mid textures), view.width bytes a row.
layout(set = 0, binding = 9, std430) readonly buffer Behind { uint behind[]; };

uint behind_at(int x, int y) {
    int offset = y * view.width + x;
    return (behind[offset >> 2] >> ((offset & 3) * 8)) & 255u;
}
