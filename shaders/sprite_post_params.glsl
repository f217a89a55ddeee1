// Sprites as posts (render/vulkan/sprite_posts.h): two ivec4 a quad, its
// first and last column, first and last row; its sprite, the post's
// texturemid, length and first pixel (a byte offset in picture_words).
layout(set = 0, binding = 24, std430) readonly buffer SpritePosts { ivec4 sprite_posts[]; };

// What the vertex stage hands each pixel of a post: the same for all of them.
struct PostParams {
    int texturemid;    // R_DrawMaskedColumn's dc_texturemid for this post
    int iscale;        // its step a row
    int post_length;
    int pixels;
    int colormap_row;
    int translation;   // 0 none, 1-3 the player colours
    int blend;         // a map thing's blend table (sprite_post_blended.frag)
};
