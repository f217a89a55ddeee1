// What the first pass writes for a pixel: its scene entry (doom.glsl:
// plane_entry; the index image's pixel, or a plane's mark) at location 1,
// and at location 0 the index image's pixel itself, which the span pass
// replaces where the entry is a plane.
layout(location = 0) out uint index;
layout(location = 1) out uint scene_out;

void put_entry(uint entry) {
    scene_out = entry;
    index = entry & 255u;
}
