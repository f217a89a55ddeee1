#version 460
// Spans at 320×200, in the original's packed form (spans.glsl).
#define SCALED 0
#include "spans.glsl"
