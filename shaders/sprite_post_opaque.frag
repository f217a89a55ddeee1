#version 460
// An opaque sprite's post (sprite_post.glsl).
#define BLENDED 0
#include "sprite_post.glsl"
