#version 460
// A sprite's screen rectangle, from the columns and scale R_ProjectSprite
// gave it (render/sprite_projection.h), one pixel larger all round; the
// fragment stage walks the picture's posts as R_DrawMaskedColumn does.
// Things sit at the depth of their scale and are tested against the walls
// by depth, against planes in the fragment stage (sprite_planes.glsl);
// the weapon is drawn over everything.
#include "doom.glsl"
#include "posts.glsl"
#include "sprite_params.glsl"

layout(location = 0) flat out SpriteParams sprite;

void main() {
    int base = 4 * gl_InstanceIndex;
    ivec4 a = sprites[base], b = sprites[base + 1], c = sprites[base + 2], d = sprites[base + 3];
    ivec4 own = sector_planes(d.z);
    sprite = SpriteParams(a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w, c.x, c.y, c.z, 0, d.x, d.y, own.x, own.y,
                          picture_header(false, pictures[a.z]));
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
    float depth = sprite.weapon == 1 ? 1.0 : float(sprite.scale) * view.depth_scale;
    gl_Position = vec4(ndc, depth, 1.0);
}
