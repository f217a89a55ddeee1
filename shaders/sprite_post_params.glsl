// Sprites as posts (render/vulkan/sprite_posts.h): two ivec4 a quad, its
// first and last column, first and last row; its sprite, the post's
// texturemid, length and first pixel (a byte offset in picture_words), or
// for a fuzz sprite, its sprite and the pixels drawn above it.
layout(set = 0, binding = 23, std430) readonly buffer SpritePosts { ivec4 sprite_posts[]; };

// Corner `corner` (0-5, two triangles) of a quad over `place` (columns, rows).
vec4 post_corner(ivec4 place, int corner) {
    bool right = corner == 1 || corner == 2 || corner == 4;
    bool lower = corner == 2 || corner == 4 || corner == 5;
    vec2 at = vec2(float(right ? place.y + 1 : place.x), float(lower ? place.w + 1 : place.z));
    return vec4(at / vec2(float(view.width), float(view.height)) * 2.0 - 1.0, 0.0, 1.0);
}

// What the vertex stage hands each pixel of a post: the same for all of them.
struct PostParams {
    int texturemid;    // R_DrawMaskedColumn's dc_texturemid for this post
    int iscale;        // its step a row
    int pixels;
    int colormap_row;
    int translation;   // 0 none, 1-3 the player colours
    int blend;         // a map thing's blend table (sprite_post_blended.frag)
};

// What a fuzz sprite's post hands its pixels (fuzz_post.frag).
struct FuzzParams {
    int column_base;   // column x's drawer position is fuzz_starts[column_base + x]
    int drawn_base;    // pixels drawn in the column before this post, less its first row
    int top;           // the first row drawn without a gap down to its own
};
