// Fragment shaders of walls and masked middles: which texture column.

// The texture column of a wall part: at pitch 0 the original's on this
// pixel's screen column (R_RenderSegLoop, from the seg's terms, which
// leave the side's texture offset out), else the point's own distance
// along the seg (`along`, map units); then the part's UDMF scale and the
// offsets (`look`: x offset with the side's texture offset, y offset,
// x scale, y scale; 16.16), as the software renderer's part_column.
int texture_column(ivec4 terms, float along, ivec4 look) {
    if (view.plane_mapping.w == 0.0) return int(floor(along * float(look.z) / 65536.0 + float(look.x) / 65536.0));
    uint angle = uint(terms.z) + texelFetch(column_tables, 4096 + int(gl_FragCoord.x)).r;
    int tangent = int(texelFetch(column_tables, int((angle >> 19) & 4095u)).r);
    return (fixed_mul(terms.x - fixed_mul(tangent, terms.y), look.z) + look.x) >> 16;
}

// The texture row at height `z` of a part whose texture top is at
// `reference` (16.16), scaled and offset as `look` says (the row offset in its y).
int texture_row(int reference, float z, ivec4 look) {
    return int(floor((float(reference) / 65536.0 - z) * float(look.w) / 65536.0 + float(look.y) / 65536.0));
}
