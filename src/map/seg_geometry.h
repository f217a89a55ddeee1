#pragma once
// The angle and offset a seg carries, worked out from its vertices and
// line as the classic node builders stored them, for nodes whose format
// does not store them (extended nodes) or that we build ourselves.
#include "map/level.h"

namespace map {

// The angle of the seg's line (reversed on the back), which split segs
// share with it, to 16 bits, rounded; the distance from the line's start
// (its v2 on the back) to the seg's v1 in whole units, in 16 bits as the
// classic SEGS lump stores it. A seg without a line (a GL miniseg) gets
// its own angle and keeps its offset.
void set_seg_angle_and_offset(const Level& level, Seg& seg);

}  // namespace map
