// Sprites to draw this frame (render/vulkan/scene_data.h: pack_sprite);
// their pictures are in posts.glsl, their posts in sprite_post_params.glsl.
layout(set = 0, binding = 7, std430) readonly buffer Sprites { ivec4 sprites[]; };

struct SpriteParams {
    int x1, x2, picture, colormap_row;
    int scale, xiscale, startfrac, texturemid;
    int translation;
    int fuzz_start;  // fuzz sprites: their first column in fuzz_post.frag's fuzz_starts
    int yiscale;     // texels a row (R_DrawVisSprite's dc_iscale; a scaled thing's own)
    int blend;       // a map thing's blend table (render::MapLooks), 0: opaque
};

SpriteParams sprite_params(int sprite) {
    ivec4 a = sprites[3 * sprite], b = sprites[3 * sprite + 1], c = sprites[3 * sprite + 2];
    return SpriteParams(a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w, c.x, c.y, c.z, c.w);
}
