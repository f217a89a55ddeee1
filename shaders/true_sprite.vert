#version 460
// A thing as a billboard: its picture upright in map space, square to the
// horizontal view direction (as R_ProjectSprite places it: one depth for
// the whole picture at pitch 0), at its interpolated position. Three
// quads: the picture between the thing's feet and its sector's ceiling,
// the rows it hangs below its feet and those above the ceiling. The
// weapon is a quad in screen space (flag 4), placed as R_DrawPSprite
// places it.
#include "true3d.glsl"
#include "true_sprite.glsl"

layout(location = 0) out vec2 texel;          // column, row of the picture (world things)
layout(location = 1) flat out ivec4 sprite0;
layout(location = 2) flat out ivec4 sprite1;
layout(location = 3) flat out ivec4 sprite2;
layout(location = 4) out float depth;
layout(location = 5) flat out ivec4 picture_info;  // first texel, width, height, number
layout(location = 6) flat out ivec4 sprite3;

const vec2 kCorners[6] = vec2[](vec2(0, 1), vec2(1, 1), vec2(1, 0), vec2(0, 1), vec2(1, 0), vec2(0, 0));

void main() {
    int instance = gl_InstanceIndex;
    sprite0 = sprite_words[5 * instance];
    sprite1 = sprite_words[5 * instance + 1];
    sprite2 = sprite_words[5 * instance + 2];
    sprite3 = sprite_words[5 * instance + 3];
    vec2 size = vec2(sprite_words[5 * instance + 4].xy) / 65536.0;  // the map's scale of the thing
    vec2 corner = kCorners[gl_VertexIndex % 6];
    int number = (sprite1.x & kScreenSprite) != 0 ? sprite2.z : sprite0.w;
    ivec4 picture = pictures[2 * number];
    picture_info = ivec4(picture.xyz, number);
    if ((sprite1.x & kScreenSprite) != 0) {
        if (gl_VertexIndex >= 6) { gl_Position = vec4(2.0, 2.0, 2.0, 1.0); return; }
        // x1..x2 + 1 by the rows the picture may cover (whole view rows).
        vec2 screen = vec2(view.frame.yz);
        vec2 at = vec2(mix(float(sprite0.x), float(sprite0.y + 1), corner.x), mix(float(sprite2.w), float(sprite1.z), 1.0 - corner.y));
        gl_Position = vec4(at / screen * 2.0 - 1.0, 0.0, 1.0);
        texel = vec2(0.0);
        depth = 0.0;
        return;
    }
    int top_offset = pictures[2 * sprite0.w + 1].x;
    vec3 feet = vec3(sprite0.xyz) / 65536.0;
    vec2 right = vec2(view.forward.y, -view.forward.x);
    float top = feet.z + float(top_offset) * size.y, bottom = top - float(picture.z) * size.y;
    // At pitch 0 the pixels take the original's columns and rows (sprite3),
    // which may reach a pixel past the billboard's edges: a margin of two
    // pixels at the thing's depth round it, the rest discarded.
    float margin = sprite3.w != 0 ? 2.0 * max(light_depth(feet), 1.0) / view.plane_mapping.x : 0.0;
    top += margin;
    bottom -= margin;
    // The original clips a sprite only by walls, never by planes: where
    // the picture reaches through the floor it stands on (part 1) or its
    // sector's ceiling seen from below (part 2), those parts take the
    // plane's depth along each pixel's ray, so that plane never cuts
    // them while a nearer ledge or lintel still does.
    int part = gl_VertexIndex / 6;
    int sector = sprite1.y;
    float ceiling = plane_height(sector, true, sectors[2 * sector].y, feet.xy);
    bool on_floor = (sprite1.x & kOnFloor) != 0 && view.eye.z > feet.z;
    bool under_ceiling = view.eye.z < ceiling;
    float z0 = max(bottom, feet.z), z1 = under_ceiling ? min(top, ceiling) : top;
    if (part == 1) { z0 = bottom; z1 = min(feet.z, top); }
    if (part == 2) { z0 = max(z0, ceiling); z1 = under_ceiling ? top : z0; }
    if (z1 <= z0) { gl_Position = vec4(2.0, 2.0, 2.0, 1.0); return; }
    float along = mix(float(-picture.w) * size.x - margin, float(picture.y - picture.w) * size.x + margin, corner.x);
    float z = mix(z0, z1, corner.y);
    vec3 point = vec3(feet.xy + right * along, z);
    texel = vec2(mix(-margin / size.x, float(picture.y) + margin / size.x, corner.x), (top - z) / size.y);
    depth = light_depth(point);
    vec4 clip = view.clip_from_map * vec4(point, 1.0);
    // Depth-tested nearer, as if drawn toward the eye (same pixels), at the
    // depth collect_sprites chose: the walls beside a thing do not cut it.
    float toward_eye = intBitsToFloat(sprite2.w) / max(light_depth(feet), 1.0);
    float pulled = clip.z / clamp(toward_eye, 2.0 * kDepthNear / clip.w, 1.0);
    if ((part == 1 && on_floor) || part == 2) {
        vec3 ray = point - view.eye.xyz;
        float plane = part == 1 ? feet.z : ceiling;
        vec4 on_plane = view.clip_from_map * vec4(view.eye.xyz + ray * ((plane - view.eye.z) / ray.z), 1.0);
        pulled = max(pulled, on_plane.z / on_plane.w * clip.w);  // reverse depth: the nearer
    }
    clip.z = pulled;
    gl_Position = clip;
}
