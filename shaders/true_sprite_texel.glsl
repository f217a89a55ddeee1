// Which texel of its picture a thing's or the weapon's pixel shows.

// R_DrawVisSprite's column and row at this pixel, from the sprite's
// first column x1 and its last x2, startfrac and xiscale (signed: a
// flipped sprite steps back), texturemid and iscale; -1 off its columns.
ivec2 original_texel(int x1, int x2, int startfrac, int xiscale, int texturemid, int iscale) {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    if (x < x1 || x > x2) return ivec2(-1);
    return ivec2((startfrac + (x - x1) * xiscale) >> 16, (texturemid + (y - view.frame.z / 2) * iscale) >> 16);
}

// The picture's texel at this pixel (256: none); `picture`: its first
// texel, width, height and number (true_sprite.vert). The weapon, and
// world things at pitch 0, take the original's columns and rows; world
// things seen at a pitch, the point of the billboard the pixel shows.
uint sprite_texel(vec2 texel, ivec4 sprite0, ivec4 sprite1, ivec4 sprite2, ivec4 sprite3, ivec4 picture) {
    int column, row;
    if ((sprite1.x & kScreenSprite) != 0) {
        ivec2 at = original_texel(sprite0.x, sprite0.y, sprite0.z, sprite0.w, sprite2.x, sprite2.y);
        column = at.x;
        row = at.y;
    } else if (sprite3.w != 0) {
        ivec2 at = original_texel(sprite3.x, sprite3.y, sprite3.z, sprite3.w, sprite2.y, sprite2.z);
        column = at.x;
        row = at.y;
    } else {
        column = int(floor(texel.x));
        row = int(floor(texel.y));
        if ((sprite1.x & kFlipped) != 0) column = picture.y - 1 - column;
    }
    if (column < 0 || column >= picture.y || row < 0 || row >= picture.z) return 256u;
    return dense_texel(picture.x + column * picture.z + row);
}
