#version 460
// A translucent map thing's post (sprite_post.glsl).
#define BLENDED 1
#include "sprite_post.glsl"
