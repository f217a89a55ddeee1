#include "render/palette_match.h"

namespace render {

std::uint8_t nearest_index(std::span<const assets::Rgb, 256> palette, int r, int g, int b, int first, int last) {
    int best = first, best_distance = -1;
    for (int i = first; i < last && best_distance != 0; ++i) {
        const assets::Rgb& c = palette[static_cast<std::size_t>(i)];
        const int dr = c.r - r, dg = c.g - g, db = c.b - b;
        const int d = dr * dr + dg * dg + db * db;
        if (best_distance < 0 || d < best_distance) {
            best = i;
            best_distance = d;
        }
    }
    return static_cast<std::uint8_t>(best);
}

}  // namespace render
