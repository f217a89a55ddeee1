#version 460
// The middle wall part's pixels (wall_part.glsl).
#define PART 1
#include "wall_part.glsl"
