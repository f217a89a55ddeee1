#version 460
// A triangle from the vertex buffer, at one depth.
#include "test_pattern.glsl"

layout(location = 0) in vec2 position;

void main() { gl_Position = vec4(position, pattern.depth, 1.0); }
