#version 460
// The upper wall part's pixels by tiles (wall_part.glsl).
#define PART 2
#define TILES
#include "wall_part.glsl"
