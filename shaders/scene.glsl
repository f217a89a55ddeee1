// The first pass's result (spans.glsl's input): per view pixel, a palette
// index, or a marked floor or ceiling (doom.glsl: PLANE_MARK).
layout(set = 0, binding = 10) uniform usamplerBuffer scene;

uint scene_entry(int pixel) { return texelFetch(scene, pixel).r; }

bool is_plane(uint entry) { return (entry & PLANE_MARK) != 0u; }
int plane_sector(uint entry) { return int(entry & ~PLANE_MARK) >> 1; }
bool is_floor(uint entry) { return (entry & 1u) == 0u; }

// Whether the marked plane at view pixel (x, y) is nearer than something
// of the given scale (a wall's or a sprite's): its distance along the view
// (R_MapPlane's) below projection / scale.
bool plane_nearer(uint entry, int y, int scale) {
    ivec4 s = sector_planes(plane_sector(entry));
    int distance = fixed_mul(abs((is_floor(entry) ? s.x : s.y) - view.viewz), tables[view.yslope_at + y]);
    return float(distance) * float(scale) < float(view.projection) * float(FRACUNIT);
}

// R_DrawSprite's clipping by planes. The original clips a sprite only by
// the silhouettes of segs nearer than it: a floor hides the sprite's part
// below it where that floor is higher than the floor behind it (the
// sprite's own sector's here) and the sprite reaches below it; a ceiling
// likewise above. A plane at its own sector's height never hides it, so
// feet that sink into the floor show, as in the original.
bool plane_hides_sprite(int x, int y, int scale, int gz, int gzt, int sector) {
    uint entry = scene_entry(y * view.width + x);
    if (!is_plane(entry)) return false;
    ivec4 p = sector_planes(plane_sector(entry)), own = sector_planes(sector);
    bool silhouette = is_floor(entry) ? p.x > own.x && gz < p.x : p.y < own.y && gzt > p.y;
    return silhouette && plane_nearer(entry, y, scale);
}
