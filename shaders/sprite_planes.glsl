// R_DrawSprite's clipping by planes. The original clips a sprite only by
// the silhouettes of segs nearer than it: a floor hides the sprite's part
// below it where that floor is higher than the floor behind it (the
// sprite's own sector's here) and the sprite reaches below it; a ceiling
// likewise above. A plane at its own sector's height never hides it, so
// feet that sink into the floor show, as in the original. The plane of a
// pixel is the walk's (walk_records.glsl); it is nearer than the sprite
// where its row's distance is below projection / scale.
bool plane_hides_sprite(int x, int y, int scale, int gz, int gzt, int own_floor, int own_ceiling) {
    uint id = span_id(x, y);
    if ((id & NEARBY_SPAN) != 0u || id == SKY_SPAN) return false;
    uvec4 plane = texelFetch(spans, int(2 * id + 1));
    int height = int(plane.z), distance = int(plane.w);
    bool silhouette = height < view.viewz ? height > own_floor && gz < height : height < own_ceiling && gzt > height;
    return silhouette && float(distance) * float(scale) < float(view.projection) * float(FRACUNIT);
}
