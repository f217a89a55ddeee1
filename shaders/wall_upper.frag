#version 460
// The upper wall part's pixels (wall_part.glsl).
#define PART 2
#include "wall_part.glsl"
