// Sprites to draw this frame (render/vulkan/scene_data.h: pack_sprite);
// their pictures are in posts.glsl.
layout(set = 0, binding = 7, std430) readonly buffer Sprites { ivec4 sprites[]; };
// Per column of each thing, the rows R_DrawSprite clips it to (the walk's
// software::SpriteClip): top | bottom << 16, 16-bit signed each.
layout(set = 0, binding = 18) uniform isamplerBuffer sprite_clips;

struct SpriteParams {
    int x1, x2, picture, colormap_row;
    int scale, xiscale, startfrac, texturemid;
    int translation;
    int fuzz_start;  // fuzz sprites: their first column in fuzz.frag's FuzzStarts
    int clip_start;  // their first column in sprite_clips; -1: the view alone clips it (the weapon)
    int blend;       // a map thing's blend table (render::MapLooks), 0: opaque
    int sprtopscreen;
    ivec4 pic;    // its picture's header (posts.glsl)
};

SpriteParams sprite_params(int sprite) {
    ivec4 a = sprites[3 * sprite], b = sprites[3 * sprite + 1], c = sprites[3 * sprite + 2];
    return SpriteParams(a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w, c.x, c.y, c.z, c.w, 0, ivec4(0));
}

// The rows column x of the sprite may draw: strictly between its clip rows.
ivec2 sprite_rows(SpriteParams sprite, int x) {
    if (sprite.clip_start < 0) return ivec2(0, view.height - 1);
    int clip = texelFetch(sprite_clips, sprite.clip_start + x - sprite.x1).r;
    return ivec2(bitfieldExtract(clip, 0, 16) + 1, bitfieldExtract(clip, 16, 16) - 1);
}
