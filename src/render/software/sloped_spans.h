#pragma once
// A row of a sloped floor or ceiling (ZDoom's slopes; its software renderer
// called them tilted planes). A flat plane's row lies at one depth, so the
// original steps the flat's position linearly and lights the row with one
// colormap; on a sloped plane every pixel has its own depth. Along a row the
// reciprocal of the depth is linear in the column, so each pixel takes one
// division: its depth gives the map point (and so the flat's texel) and its
// light row from zlight, as a flat plane's row at that depth would.
#include <cstdint>

#include "render/software/drawers.h"

namespace render::software {

// What every row of one sloped visplane shares. Map units, as doubles.
struct SlopedPlane {
    double eye_x = 0, eye_y = 0;
    // The view ray's map x and y per unit of depth at column 0, and their
    // change per column.
    double ray_x = 0, ray_y = 0, ray_dx = 0, ray_dy = 0;
    double inverse_depth_dx = 0;  // the change of 1 / depth per column
    // The flat's texels: the map point turned by the plane's rotation
    // (cos, sin), then scaled and offset as a flat plane's spans are.
    double turn_cos = 1, turn_sin = 0;
    double xscale = 1, yscale = 1, xoffset = 0, yoffset = 0;
    const std::uint8_t* source = nullptr;   // 64 × 64 flat
    const std::uint8_t* zlight = nullptr;   // the light level's zlight row set
    const std::uint8_t* colormaps = nullptr;  // light rows of 256, the first at row 0
    int colour_base = 0;                    // added to a zlight row
    int fixed_row = -1;                     // the view's fixed colormap row, or -1
    int colormap_rows = 0;                  // rows below this are COLORMAP's, for the surface image
    std::uint32_t surface = 0;
    // The plane against the eye, in map units: its height over the eye
    // where the eye stands, and its rises (a row's first inverse depth).
    double gap = -1, rise_x = 0, rise_y = 0;
    // 3D floors' planes: drawn only where nearer than `depth` (the view's
    // inverse depths, a row of the canvas's width each), which they update.
    float* depth = nullptr;
};

struct SlopedSpanJob {
    int y = 0, x1 = 0, x2 = 0;
    double inverse_depth = 0;  // at x1
    const SlopedPlane* plane = nullptr;
};

void draw_sloped_span(const Canvas& canvas, const SlopedSpanJob& job);

}  // namespace render::software
