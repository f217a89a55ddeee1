#version 460
// The lower wall part's pixels by tiles (wall_part.glsl).
#define PART 0
#define TILES
#include "wall_part.glsl"
