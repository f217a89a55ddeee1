// What the wall vertex stage hands each fragment of a seg's part: the
// per-seg values of R_StoreWallRange, integers as the original has them,
// and the per-column values the seg loop derives from them.
struct WallParams {
    int part;            // 0 lower, 1 middle, 2 upper, 3 masked middle; -1 culled
    int front, back, side, flags, contrast;
    int x1, x2;          // columns [x1, x2)
    int scale1, scalestep;
    int distance, offset;
    uint centerangle;
    int worldtop, worldbottom, worldhigh, worldlow;
    int sky_upper;       // 1 when the sky replaces this upper wall
};

// Column x's scale, stepped from the first column as the seg loop steps it.
int wall_scale(WallParams w, int x) { return w.scale1 + (x - w.x1) * w.scalestep; }

// The 4-bit fixed-point row where `height` (relative to the eye) meets
// column x; the original steps it per column from the first one.
int edge_row(WallParams w, int height, int x) {
    int h = height >> 4;
    return (view.centeryfrac >> 4) - fixed_mul(h, w.scale1) - (x - w.x1) * fixed_mul(w.scalestep, h);
}

// The texture column the seg loop computes for column x.
int wall_texture_column(WallParams w, int x) {
    uint angle = ((w.centerangle + xtoviewangle(x)) >> ANGLETOFINESHIFT) & uint(FINEANGLES / 2 - 1);
    return (w.offset - fixed_mul(finetangent(angle), w.distance)) >> FRACBITS;
}
