#version 460
// One triangle covering the whole target, with no vertex buffer: vertices
// 0, 1, 2 land at (-1, -1), (3, -1), (-1, 3) in clip space.

void main() {
    const vec2 corner = vec2((gl_VertexIndex << 1) & 2, gl_VertexIndex & 2);
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
