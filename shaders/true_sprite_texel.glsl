// Which texel of its picture a thing's or the weapon's pixel shows.

// The picture's texel at this pixel (256: none); `picture`: its first
// texel, width, height and number (true_sprite.vert).
uint sprite_texel(vec2 texel, ivec4 sprite0, ivec4 sprite1, ivec4 sprite2, ivec4 picture) {
    int column, row;
    if ((sprite1.x & kScreenSprite) != 0) {
        int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
        column = (sprite0.z + (x - sprite0.x) * sprite0.w) >> 16;
        row = (sprite2.x + (y - view.frame.z / 2) * sprite2.y) >> 16;
    } else {
        column = int(floor(texel.x));
        row = int(floor(texel.y));
    }
    if ((sprite1.x & kFlipped) != 0) column = picture.y - 1 - column;
    if (column < 0 || column >= picture.y || row < 0 || row >= picture.z) return 256u;
    return dense_texel(picture.x + column * picture.z + row);
}
