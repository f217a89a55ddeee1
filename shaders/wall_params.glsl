// What the wall vertex stage hands each fragment of a seg's part: the
// per-seg values of R_StoreWallRange, integers as the original has them.
struct WallParams {
    int part;            // 0 lower, 1 middle, 2 upper; -1 culled
    int front, back, side, flags, contrast;
    int x1, x2;          // columns [x1, x2)
    int scale1, scalestep;
    int distance, offset;
    uint centerangle;
    int worldtop, worldbottom, worldhigh, worldlow;
    int sky_upper;       // 1 when the sky replaces this upper wall
};
