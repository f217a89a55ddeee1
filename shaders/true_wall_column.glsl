// Fragment shaders of walls and masked middles: which texture column, and
// the light row. Needs `columns_at` (true_wall.vert) as an input.

// Set in the pipelines drawn at pitch 0 (render/vulkan/true_view.cpp),
// where the column records are made: a CPU driver runs both sides of a
// branch, so the other way is left out of them altogether.
layout(constant_id = 1) const bool kColumnRecords = false;

// The part's UDMF x scale and offsets on a texture column in map units
// (16.16): `look` holds the x offset with the side's texture offset, the
// y offset, the x and y scales (16.16), as the software renderer's part_column.
int looked_column(int column, ivec4 look) { return (fixed_mul(column, look.z) + look.x) >> 16; }

// This pixel's column record (true_wall_columns.comp): at pitch 0 the
// original's texture column on its screen column (R_RenderSegLoop's,
// before the side's texture offset) and the light row of the wall's depth
// there, which is the same all down a column of a vertical wall.
uvec2 column_record() {
    int at = clamp(columns_at + int(gl_FragCoord.x), 0, view.wall_columns.x - 1);
    return texelFetch(wall_columns, at).rg;
}

// The texture column and light row of a wall pixel: from its column record
// at pitch 0, else from the point's own distance along the seg (`along`,
// map units) and its view depth. `light`: the part's scalelight row number
// and colour table's first row (true3d.glsl: seg_light).
ivec2 wall_texel_column(float along, vec3 map_position, ivec4 look, ivec2 light) {
    ivec2 result;
    if (kColumnRecords) {
        uvec2 record = column_record();
        result = ivec2(looked_column(int(record.x), look), int(record.y));
    } else {
        result = ivec2(int(floor(along * float(look.z) / 65536.0 + float(look.x) / 65536.0)),
                       light.y + scale_row(light.x, light_depth(map_position), view.light_scales.x));
    }
    if (view.light.y >= 0) result.y = view.light.y;
    return result;
}

// The texture row at height `z` of a part whose texture top is at
// `reference` (16.16), scaled and offset as `look` says (the row offset in its y).
int texture_row(int reference, float z, ivec4 look) {
    return int(floor((float(reference) / 65536.0 - z) * float(look.w) / 65536.0 + float(look.y) / 65536.0));
}
