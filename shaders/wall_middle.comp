#version 460
// The middle wall part's pixels by tiles (wall_part.glsl).
#define PART 1
#define TILES
#include "wall_part.glsl"
