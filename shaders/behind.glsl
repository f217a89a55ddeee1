// The view's indices as they were before the draw that reads them (fuzz
// sprites, translucent mid textures), view.width bytes a row.
layout(set = 0, binding = 9) uniform usamplerBuffer behind;

uint behind_at(int x, int y) { return byte_of(behind, y * view.width + x); }
