#version 460
// One triangle covering the viewport: the palette pass draws every pixel
// of the picture once, with no vertex buffer.
void main() {
    vec2 corner = vec2((gl_VertexIndex << 1) & 2, gl_VertexIndex & 2);
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
