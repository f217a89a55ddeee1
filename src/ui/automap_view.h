#pragma once
// What the automap shows and where: the window on the map that am_map.c
// keeps (m_x, m_y, m_w, m_h and the two scales), the marks, the grid and
// cheat states and the lines already seen. ui::Automap keeps it; the
// drawer (render/overlay/automap_draw.h) reads it.
#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "base/fixed.h"

namespace ui {

using base::fixed_t;

struct MapPoint {
    fixed_t x = 0, y = 0;
};

inline constexpr int kAutomapMarks = 10;  // AM_NUMMARKPOINTS

// The iddt cheat's three states: lines seen, every line, every line and thing.
enum class AutomapCheat { Off, AllLines, AllLinesAndThings };

struct AutomapWindow {
    int width = 0, height = 0;  // f_w, f_h: frame pixels above the status bar
    fixed_t x = 0, y = 0;       // m_x, m_y: the lower left corner on the map
    fixed_t w = 0, h = 0;       // m_w, m_h
    fixed_t scale_mtof = 0;     // frame pixels per map unit
    fixed_t scale_ftom = 0;     // its inverse

    // ui::Automap keeps x + w and y + h inside the fixed_t range.
    fixed_t x2() const { return x + w; }
    fixed_t y2() const { return y + h; }
    // MTOF and FTOM. A distance across a map that spans the whole coordinate
    // range passes INT_MAX, so it comes in 64 bits; the product is cut to
    // 32 bits as the original's FixedMul cut it.
    int to_frame(std::int64_t distance) const {
        return static_cast<fixed_t>((distance * scale_mtof) >> base::kFracBits) >> base::kFracBits;
    }
    fixed_t to_map(int pixels) const { return base::fixed_mul(pixels << base::kFracBits, scale_ftom); }
    // CXMTOF and CYMTOF (the window starts at the frame's top left).
    int frame_x(fixed_t map_x) const { return to_frame(std::int64_t{map_x} - x); }
    int frame_y(fixed_t map_y) const { return height - to_frame(std::int64_t{map_y} - y); }
};

struct AutomapView {
    AutomapWindow window;
    bool grid = false;
    AutomapCheat cheat = AutomapCheat::Off;
    std::array<std::optional<MapPoint>, kAutomapMarks> marks;
    // Per line of the level: nonzero once a drawn frame showed it (ML_MAPPED).
    std::span<const std::uint8_t> seen_lines;
    // Every player's arrow in deathmatch, as -playdemo shows them.
    bool single_demo = false;
    // Modern options: the map turns about the window's centre so the
    // player faces up; the map is drawn over the 3D view.
    bool rotate = false;
    bool overlay = false;
};

}  // namespace ui
