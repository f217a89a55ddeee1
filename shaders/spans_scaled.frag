#version 460
// Spans above 320×200, in 40.24 fixed point (spans.glsl).
#define SCALED 1
#include "spans.glsl"
