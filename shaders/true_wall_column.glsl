// Fragment shaders of walls and masked middles: which texture column.

// The original's texture column of a wall on this pixel's screen column
// (R_RenderSegLoop), from the seg's terms.
int original_texture_column(ivec4 terms) {
    uint angle = uint(terms.z) + texelFetch(column_tables, 4096 + int(gl_FragCoord.x)).r;
    int tangent = int(texelFetch(column_tables, int((angle >> 19) & 4095u)).r);
    return (terms.x - fixed_mul(tangent, terms.y)) >> 16;
}
