#version 460
// The lower wall part's pixels (wall_part.glsl).
#define PART 0
#include "wall_part.glsl"
