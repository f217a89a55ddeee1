#version 460
// Spans at 320×200, in the original's packed form, span by span (spans.glsl).
#define SCALED 0
#define TILES
#include "spans.glsl"
