#include "render/overlay/wipe_melt.h"

#include <algorithm>
#include <cstdint>
#include <string>

#include "base/error.h"

namespace render::overlay {

Melt::Melt(base::RandomState& cosmetic) {
    // The original fills one entry per screen column (320) but moves only
    // the first 160, each two pixels wide.
    int previous = -(cosmetic.m_random() % 16);
    y_[0] = previous;
    for (int i = 1; i < 320; ++i) {
        int y = previous + cosmetic.m_random() % 3 - 1;
        if (y > 0)
            y = 0;
        else if (y == -16)
            y = -15;
        if (i < kColumns) y_[i] = y;
        previous = y;
    }
}

bool Melt::advance(int tics) {
    bool done = true;
    while (tics-- > 0) {
        for (int& y : y_) {
            if (y < 0) {
                ++y;
                done = false;
            } else if (y < kHeight) {
                const int dy = y < 16 ? y + 1 : 8;
                y = std::min(y + dy, kHeight);
                done = false;
            }
        }
    }
    return done;
}

void Melt::draw(const Frame& start, const Frame& end, Frame& out) const {
    if (start.width != out.width || start.height != out.height || end.width != out.width ||
        end.height != out.height)
        throw base::Error("screen melt: frames of different sizes (" + std::to_string(start.width) + "x" +
                          std::to_string(start.height) + ", " + std::to_string(end.width) + "x" +
                          std::to_string(end.height) + ", " + std::to_string(out.width) + "x" +
                          std::to_string(out.height) + ")");
    for (int x = 0; x < out.width; ++x) {
        const int column = static_cast<int>(std::int64_t{x} * kColumns / out.width);
        const int shift = static_cast<int>(std::int64_t{std::max(y_[column], 0)} * out.height / kHeight);
        for (int y = 0; y < out.height; ++y)
            out.row(y)[x] = y < shift ? end.at(x, y) : start.at(x, y - shift);
    }
}

}  // namespace render::overlay
