#version 460
// One post of a sprite, over the columns and rows R_DrawMaskedColumn gives
// it (sprite_post.glsl); what its pixels share is read here once.
#include "doom.glsl"
#include "sprite_params.glsl"
#include "sprite_post_params.glsl"

layout(location = 0) flat out PostParams post;

void main() {
    ivec4 place = sprite_posts[2 * gl_InstanceIndex], what = sprite_posts[2 * gl_InstanceIndex + 1];
    SpriteParams sprite = sprite_params(what.x);
    // R_DrawVisSprite: the rows step by the columns' step, halved in low
    // detail, where the scale was doubled but the columns were not (a
    // scaled thing's by its own height: render::ProjectedSprite::yiscale).
    post = PostParams(what.y, sprite.yiscale, what.w, sprite.colormap_row,
                      sprite.translation, sprite.blend);
    gl_Position = post_corner(place, gl_VertexIndex % 6);
}
