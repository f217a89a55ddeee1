// The things' words (render/vulkan/true_view_data.h: TrueSprite).
// World things: x, y, z (16.16), picture; flags | translation << 8, its
// sector, lightnum, light row base (or the row, with kFixedRow); blend
// table (0: opaque), texturemid, iscale, the depth it is tested at (a
// float's bits: true_view_frame.cpp, pull_toward_eye); at pitch 0,
// R_ProjectSprite's x1, x2, startfrac and xiscale (else 0).
// The weapon (kScreenSprite): x1, x2, startfrac, xiscale; flags |
// translation << 8, 0, last row + 1, row; texturemid, iscale, picture,
// first row; 0.
const int kFlipped = 1, kFuzzSprite = 2, kScreenSprite = 4, kFixedRow = 8, kOnFloor = 16;

int translation(ivec4 sprite1) { return sprite1.x >> 8; }

// The player colours (R_InitTranslationTables): green ramp to gray, brown, red.
uint translate(uint i, int table) {
    if (table >= 4) return lit(i, table - 4);  // a script's table among the light rows
    if (table == 0 || i < 0x70u || i > 0x7fu) return i;
    return uint(0x80 - 0x20 * table) + (i & 15u);
}

