#version 460
// A fuzz sprite's screen rectangle, from the columns and scale
// R_ProjectSprite gave it (render/sprite_projection.h), one pixel larger
// all round; the fragment stage (fuzz.frag) walks the picture's posts as
// R_DrawMaskedColumn does, within the rows R_DrawSprite's clipping left
// each column. Sprites are drawn in the original's order, so no depth test
// is needed. The other sprites are drawn a post at a time (sprite_post.vert).
#include "doom.glsl"
#include "posts.glsl"
#include "sprite_params.glsl"

layout(location = 0) flat out SpriteParams sprite;

void main() {
    sprite = sprite_params(gl_InstanceIndex);
    sprite.pic = picture_header(false, pictures[sprite.picture]);
    sprite.sprtopscreen = view.centeryfrac - fixed_mul(sprite.texturemid, sprite.scale);
    // The lowest post end bounds the picture.
    int bottom = sprite.pic.z;
    int corner = gl_VertexIndex % 6;
    bool right = corner == 1 || corner == 2 || corner == 4;
    bool lower = corner == 2 || corner == 4 || corner == 5;
    float x = right ? float(sprite.x2 + 2) : float(sprite.x1 - 1);
    float top = float(sprite.sprtopscreen >> FRACBITS) - 1.0;
    float y = lower ? top + float(bottom) * float(sprite.scale) / float(FRACUNIT) + 3.0 : top;
    vec2 ndc = vec2(x / float(view.width), y / float(view.height)) * 2.0 - 1.0;
    gl_Position = vec4(ndc, 0.0, 1.0);
}
