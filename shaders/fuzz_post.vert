#version 460
// One post of a fuzz sprite, over the columns and rows R_DrawFuzzColumn
// gives it (sprite_post_params.glsl); what its pixels share is read here once.
#include "doom.glsl"
#include "sprite_params.glsl"
#include "sprite_post_params.glsl"

layout(location = 0) flat out FuzzParams fuzz;

void main() {
    ivec4 place = sprite_posts[2 * gl_InstanceIndex], what = sprite_posts[2 * gl_InstanceIndex + 1];
    SpriteParams sprite = sprite_params(what.x);
    fuzz = FuzzParams(sprite.fuzz_start - sprite.x1, what.y - place.z, what.z);
    gl_Position = post_corner(place, gl_VertexIndex % 6);
}
