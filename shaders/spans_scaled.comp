#version 460
// Spans above 320×200, in 40.24 fixed point, span by span (spans.glsl).
#define SCALED 1
#define TILES
#include "spans.glsl"
