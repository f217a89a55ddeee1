// Sprites to draw this frame (render/vulkan/scene_data.h: pack_sprite);
// their pictures are in posts.glsl.
layout(set = 0, binding = 7, std430) readonly buffer Sprites { ivec4 sprites[]; };

struct SpriteParams {
    int x1, x2, picture, colormap_row;
    int scale, xiscale, startfrac, texturemid;
    int translation, weapon;
    int fuzz_start;  // fuzz sprites: their first column in fuzz.frag's FuzzStarts
    int sprtopscreen;
    int gz, gzt;  // the picture's bottom and top in the world
    int own_floor, own_ceiling;  // of the sector it stands in (sprite_planes.glsl)
    ivec4 pic;    // its picture's header (posts.glsl)
};
