#include "render/overlay/automap_draw.h"

#include <algorithm>
#include <cctype>
#include <climits>
#include <cstdint>
#include <string>

#include "assets/lump_context.h"
#include "base/error.h"
#include "base/trig_tables.h"

namespace render::overlay {
namespace {

using base::angle_t;
using base::fixed_mul;
using base::fixed_t;
using base::kFracUnit;

// am_map.c's colours: palette ranges of PLAYPAL.
constexpr int kReds = 256 - 5 * 16;
constexpr int kRedRange = 16;
constexpr int kGreens = 7 * 16;
constexpr int kGrays = 6 * 16;
constexpr int kGraysRange = 16;
constexpr int kBrowns = 4 * 16;
constexpr int kYellows = 256 - 32 + 7;
constexpr int kBlack = 0;
constexpr int kWhite = 256 - 47;
constexpr int kWallColour = kReds;
constexpr int kTwoSidedColour = kGrays;
constexpr int kFloorChangeColour = kBrowns;
constexpr int kCeilingChangeColour = kYellows;
constexpr int kTeleporterColour = kReds + kRedRange / 2;
constexpr int kThingColour = kGreens;
constexpr int kGridColour = kGrays + kGraysRange / 2;
constexpr int kCrosshairColour = kGrays;
constexpr int kComputerMapColour = kGrays + 3;
constexpr int kInvisibleColour = 246;  // "*close* to black"
// lightlev: AM_updateLightLev's strobing is never called, so it stays 0.
constexpr int kLightLevel = 0;

constexpr int kSecretFlag = 0x20;    // ML_SECRET
constexpr int kDontDrawFlag = 0x80;  // ML_DONTDRAW
constexpr int kTeleportSpecial = 39;
constexpr fixed_t kMapBlockUnits = 128 * kFracUnit;
constexpr int kMarkWidth = 5, kMarkHeight = 6;  // "because something's wrong with the wad"

using ui::MapPoint;
struct MapLine {
    MapPoint a, b;
};
struct FramePoint {
    int x = 0, y = 0;
};

// The vector characters (am_map.c), in map units. R is 8/7 of the player's radius.
constexpr fixed_t R = (8 * 16 * kFracUnit) / 7;
constexpr MapLine kPlayerArrow[] = {
    {{-R + R / 8, 0}, {R, 0}},
    {{R, 0}, {R - R / 2, R / 4}},
    {{R, 0}, {R - R / 2, -R / 4}},
    {{-R + R / 8, 0}, {-R - R / 8, R / 4}},
    {{-R + R / 8, 0}, {-R - R / 8, -R / 4}},
    {{-R + 3 * R / 8, 0}, {-R + R / 8, R / 4}},
    {{-R + 3 * R / 8, 0}, {-R + R / 8, -R / 4}},
};
constexpr MapLine kCheatPlayerArrow[] = {
    {{-R + R / 8, 0}, {R, 0}},
    {{R, 0}, {R - R / 2, R / 6}},
    {{R, 0}, {R - R / 2, -R / 6}},
    {{-R + R / 8, 0}, {-R - R / 8, R / 6}},
    {{-R + R / 8, 0}, {-R - R / 8, -R / 6}},
    {{-R + 3 * R / 8, 0}, {-R + R / 8, R / 6}},
    {{-R + 3 * R / 8, 0}, {-R + R / 8, -R / 6}},
    {{-R / 2, 0}, {-R / 2, -R / 6}},
    {{-R / 2, -R / 6}, {-R / 2 + R / 6, -R / 6}},
    {{-R / 2 + R / 6, -R / 6}, {-R / 2 + R / 6, R / 4}},
    {{-R / 6, 0}, {-R / 6, -R / 6}},
    {{-R / 6, -R / 6}, {0, -R / 6}},
    {{0, -R / 6}, {0, R / 4}},
    {{R / 6, R / 4}, {R / 6, -R / 7}},
    {{R / 6, -R / 7}, {R / 6 + R / 32, -R / 7 - R / 32}},
    {{R / 6 + R / 32, -R / 7 - R / 32}, {R / 6 + R / 10, -R / 7}},
};
// thintriangle_guy: (fixed_t)(-.5*R), (fixed_t)(-.7*R) … with R = FRACUNIT, truncated.
constexpr MapLine kThingTriangle[] = {
    {{-32768, -45875}, {kFracUnit, 0}},
    {{kFracUnit, 0}, {-32768, 45875}},
    {{-32768, 45875}, {-32768, -45875}},
};
constexpr int kPlayerColours[] = {kGreens, kGrays, kBrowns, kReds};

assets::Picture load_picture(const wad::Archive& archive, const std::string& name) {
    const auto lump = archive.find_any(name);
    if (!lump) throw base::Error("automap graphic " + name + " not found");
    return assets::decode_picture(archive.lump(*lump).data, assets::lump_context(archive, *lump));
}

// A sum past the fixed_t range, on maps that span the whole of it, cut to
// 32 bits as the original's int arithmetic wrapped.
fixed_t wrapped(std::int64_t v) { return static_cast<fixed_t>(v); }

// AM_rotate
MapPoint rotated(MapPoint p, angle_t angle) {
    const unsigned fine = angle >> base::kAngleToFineShift;
    const fixed_t c = base::fine_cosine(fine), s = base::fine_sine(fine);
    return {wrapped(std::int64_t{fixed_mul(p.x, c)} - fixed_mul(p.y, s)),
            wrapped(std::int64_t{fixed_mul(p.x, s)} + fixed_mul(p.y, c))};
}

class Plotter {
public:
    Plotter(Frame& frame, const ui::AutomapView& view, angle_t rotation, MapPoint centre)
        : frame_(frame), w_(view.window), rotate_(view.rotate), rotation_(rotation), centre_(centre) {}

    // AM_drawMline: clipped, then drawn; with rotation on, first turned about the window's centre.
    void line(MapLine ml, int colour) {
        if (rotate_) {
            ml.a = turned(ml.a);
            ml.b = turned(ml.b);
        }
        FramePoint a, b;
        if (clip(ml, a, b)) draw(a, b, colour);
    }
    MapPoint turned(MapPoint p) const {
        const MapPoint r = rotated({wrapped(std::int64_t{p.x} - centre_.x), wrapped(std::int64_t{p.y} - centre_.y)},
                                   rotation_);
        return {wrapped(std::int64_t{r.x} + centre_.x), wrapped(std::int64_t{r.y} + centre_.y)};
    }
    void dot(int x, int y, int colour) { frame_.row(y)[x] = static_cast<std::uint8_t>(colour); }

private:
    enum { kLeft = 1, kRight = 2, kBottom = 4, kTop = 8 };

    int outcode(FramePoint p) const {
        int oc = 0;
        if (p.y < 0) oc |= kTop;
        else if (p.y >= w_.height) oc |= kBottom;
        if (p.x < 0) oc |= kLeft;
        else if (p.x >= w_.width) oc |= kRight;
        return oc;
    }

    // AM_clipMline: trivial rejects in map units, then Cohen-Sutherland on
    // frame pixels with the original's integer steps.
    bool clip(const MapLine& ml, FramePoint& a, FramePoint& b) const {
        int oc1 = 0, oc2 = 0;
        if (ml.a.y > w_.y2()) oc1 = kTop;
        else if (ml.a.y < w_.y) oc1 = kBottom;
        if (ml.b.y > w_.y2()) oc2 = kTop;
        else if (ml.b.y < w_.y) oc2 = kBottom;
        if (oc1 & oc2) return false;
        if (ml.a.x < w_.x) oc1 |= kLeft;
        else if (ml.a.x > w_.x2()) oc1 |= kRight;
        if (ml.b.x < w_.x) oc2 |= kLeft;
        else if (ml.b.x > w_.x2()) oc2 |= kRight;
        if (oc1 & oc2) return false;

        a = {w_.frame_x(ml.a.x), w_.frame_y(ml.a.y)};
        b = {w_.frame_x(ml.b.x), w_.frame_y(ml.b.y)};
        oc1 = outcode(a);
        oc2 = outcode(b);
        if (oc1 & oc2) return false;
        while (oc1 | oc2) {
            const int outside = oc1 ? oc1 : oc2;
            FramePoint t;
            if (outside & kTop) {
                const int dy = a.y - b.y, dx = b.x - a.x;
                t = {a.x + (dx * a.y) / dy, 0};
            } else if (outside & kBottom) {
                const int dy = a.y - b.y, dx = b.x - a.x;
                t = {a.x + (dx * (a.y - w_.height)) / dy, w_.height - 1};
            } else if (outside & kRight) {
                const int dy = b.y - a.y, dx = b.x - a.x;
                t = {w_.width - 1, a.y + (dy * (w_.width - 1 - a.x)) / dx};
            } else {
                const int dy = b.y - a.y, dx = b.x - a.x;
                t = {0, a.y + (dy * (-a.x)) / dx};
            }
            if (outside == oc1) {
                a = t;
                oc1 = outcode(a);
            } else {
                b = t;
                oc2 = outcode(b);
            }
            if (oc1 & oc2) return false;
        }
        return true;
    }

    // AM_drawFline: Bresenham; a line the clipping left outside is dropped.
    void draw(FramePoint a, FramePoint b, int colour) {
        if (a.x < 0 || a.x >= w_.width || a.y < 0 || a.y >= w_.height || b.x < 0 || b.x >= w_.width || b.y < 0 ||
            b.y >= w_.height)
            return;
        const int dx = b.x - a.x, dy = b.y - a.y;
        const int ax = 2 * (dx < 0 ? -dx : dx), ay = 2 * (dy < 0 ? -dy : dy);
        const int sx = dx < 0 ? -1 : 1, sy = dy < 0 ? -1 : 1;
        int x = a.x, y = a.y;
        if (ax > ay) {
            int d = ay - ax / 2;
            for (;;) {
                dot(x, y, colour);
                if (x == b.x) return;
                if (d >= 0) {
                    y += sy;
                    d -= ax;
                }
                x += sx;
                d += ay;
            }
        }
        int d = ax - ay / 2;
        for (;;) {
            dot(x, y, colour);
            if (y == b.y) return;
            if (d >= 0) {
                x += sx;
                d -= ay;
            }
            y += sy;
            d += ax;
        }
    }

    Frame& frame_;
    const ui::AutomapWindow& w_;
    bool rotate_;
    angle_t rotation_;
    MapPoint centre_;
};

// AM_drawLineCharacter
template <std::size_t N>
void draw_character(Plotter& plot, const MapLine (&lines)[N], fixed_t scale, angle_t angle, int colour, fixed_t x,
                    fixed_t y) {
    for (const MapLine& guy : lines) {
        MapLine l = guy;
        for (MapPoint* p : {&l.a, &l.b}) {
            if (scale) *p = {fixed_mul(scale, p->x), fixed_mul(scale, p->y)};
            if (angle) *p = rotated(*p, angle);
            p->x = wrapped(std::int64_t{p->x} + x);
            p->y = wrapped(std::int64_t{p->y} + y);
        }
        plot.line(l, colour);
    }
}

// AM_drawGrid: lines on the blockmap's 128-unit cells. Turned, the grid
// must cover the window's corners, so it spans a square around the centre.
void draw_grid(Plotter& plot, const ui::AutomapView& view, const map::Blockmap& blockmap) {
    // In 64 bits: turned, the square passes the fixed_t range on a map that
    // spans the whole of it; lines beyond the range are left out.
    const ui::AutomapWindow& w = view.window;
    std::int64_t left = w.x, bottom = w.y, width = w.w, height = w.h;
    if (view.rotate) {
        const std::int64_t side = width + height;
        left = left + w.w / 2 - side / 2;
        bottom = bottom + w.h / 2 - side / 2;
        width = height = side;
    }
    const auto first_line = [](std::int64_t from, fixed_t origin) {
        const std::int64_t off = (from - origin) % kMapBlockUnits;
        return off ? from + kMapBlockUnits - off : from;
    };
    const auto in_range = [](std::int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; };
    const fixed_t low_y = wrapped(std::max<std::int64_t>(bottom, INT32_MIN));
    const fixed_t high_y = wrapped(std::min<std::int64_t>(bottom + height, INT32_MAX));
    for (std::int64_t x = first_line(left, blockmap.origin_x); x < left + width; x += kMapBlockUnits)
        if (in_range(x)) plot.line({{wrapped(x), low_y}, {wrapped(x), high_y}}, kGridColour);
    const fixed_t low_x = wrapped(std::max<std::int64_t>(left, INT32_MIN));
    const fixed_t high_x = wrapped(std::min<std::int64_t>(left + width, INT32_MAX));
    for (std::int64_t y = first_line(bottom, blockmap.origin_y); y < bottom + height; y += kMapBlockUnits)
        if (in_range(y)) plot.line({{low_x, wrapped(y)}, {high_x, wrapped(y)}}, kGridColour);
}

// AM_drawWalls: line by line, coloured by what the line does.
void draw_walls(Plotter& plot, const sim::World& world, const ui::AutomapView& view) {
    const bool cheating = view.cheat != ui::AutomapCheat::Off;
    const sim::Player& player = world.players[static_cast<std::size_t>(world.opts.consoleplayer)];
    const bool computer_map = player.powers[sim::pw_allmap] != 0;
    for (std::size_t i = 0; i < world.level.lines.size(); ++i) {
        const map::Line& line = world.level.lines[i];
        const sim::LineState& state = world.lines[i];
        const map::Vertex& v1 = world.level.vertices[static_cast<std::size_t>(line.v1)];
        const map::Vertex& v2 = world.level.vertices[static_cast<std::size_t>(line.v2)];
        const MapLine l{{v1.x, v1.y}, {v2.x, v2.y}};
        const bool seen = i < view.seen_lines.size() && view.seen_lines[i];
        if (cheating || seen) {
            if ((state.flags & kDontDrawFlag) && !cheating) continue;
            if (line.back_sector == map::kNone) {
                plot.line(l, kWallColour + kLightLevel);
                continue;
            }
            const sim::SectorState& front = world.sectors[static_cast<std::size_t>(line.front_sector)];
            const sim::SectorState& back = world.sectors[static_cast<std::size_t>(line.back_sector)];
            if (state.special == kTeleportSpecial) plot.line(l, kTeleporterColour);
            else if (state.flags & kSecretFlag) plot.line(l, kWallColour + kLightLevel);
            else if (back.floorheight != front.floorheight) plot.line(l, kFloorChangeColour + kLightLevel);
            else if (back.ceilingheight != front.ceilingheight) plot.line(l, kCeilingChangeColour + kLightLevel);
            else if (cheating) plot.line(l, kTwoSidedColour + kLightLevel);
        } else if (computer_map && !(state.flags & kDontDrawFlag)) {
            plot.line(l, kComputerMapColour);
        }
    }
}

// AM_drawPlayers
void draw_players(Plotter& plot, const sim::World& world, const ui::AutomapView& view) {
    const bool cheating = view.cheat != ui::AutomapCheat::Off;
    std::size_t console = static_cast<std::size_t>(world.opts.consoleplayer);
    if (!world.opts.playeringame[console])
        for (console = 0; console + 1 < world.opts.playeringame.size() && !world.opts.playeringame[console];)
            ++console;
    if (!world.opts.netgame()) {
        const sim::Mobj& mo = *world.players[console].mo;
        if (cheating) draw_character(plot, kCheatPlayerArrow, 0, mo.angle, kWhite, mo.x, mo.y);
        else draw_character(plot, kPlayerArrow, 0, mo.angle, kWhite, mo.x, mo.y);
        return;
    }
    for (std::size_t i = 0; i < world.players.size(); ++i) {
        if (world.opts.deathmatch && !view.single_demo && i != console) continue;
        if (!world.opts.playeringame[i] || !world.players[i].mo) continue;
        const sim::Player& p = world.players[i];
        const int colour = p.powers[sim::pw_invisibility] ? kInvisibleColour : kPlayerColours[i % 4];
        draw_character(plot, kPlayerArrow, 0, p.mo->angle, colour, p.mo->x, p.mo->y);
    }
}

// AM_drawThings: every thing in every sector's list.
void draw_things(Plotter& plot, const sim::World& world) {
    for (const sim::SectorState& sector : world.sectors)
        for (const sim::Mobj* t = sector.thinglist; t; t = t->snext)
            draw_character(plot, kThingTriangle, 16 * kFracUnit, t->angle, kThingColour + kLightLevel, t->x,
                           t->y);
}

// V_DrawPatch at `scale` pixels per picture pixel, inside the window's rows.
void draw_scaled(Frame& frame, int rows, int x, int y, int scale, const assets::Picture& picture) {
    x -= picture.left_offset * scale;
    y -= picture.top_offset * scale;
    for (int c = 0; c < picture.width && c < static_cast<int>(picture.columns.size()); ++c)
        for (const assets::Post& post : picture.columns[static_cast<std::size_t>(c)].posts)
            for (std::size_t i = 0; i < post.pixels.size(); ++i)
                for (int dy = 0; dy < scale; ++dy) {
                    const int py = y + (post.top_delta + static_cast<int>(i)) * scale + dy;
                    if (py < 0 || py >= rows) continue;
                    for (int dx = 0; dx < scale; ++dx) {
                        const int px = x + c * scale + dx;
                        if (px >= 0 && px < frame.width) frame.row(py)[px] = post.pixels[i];
                    }
                }
}

}  // namespace

AutomapSize automap_size(const ScreenLayout& layout) { return {layout.width, layout.bar_y}; }

AutomapDrawer::AutomapDrawer(const wad::Archive& archive) : font_(assets::load_hud_font(archive)) {
    for (std::size_t i = 0; i < mark_numbers_.size(); ++i)
        mark_numbers_[i] = load_picture(archive, "AMMNUM" + std::to_string(i));
}

void AutomapDrawer::draw(const sim::World& world, const ui::AutomapView& view, std::string_view title, Frame& frame,
                         const ScreenLayout& layout) const {
    const AutomapSize size = automap_size(layout);
    if (frame.width != layout.width || frame.height != layout.height)
        throw base::Error("automap: frame and layout sizes differ");
    if (view.window.width != size.width || view.window.height != size.height)
        throw base::Error("automap: window is " + std::to_string(view.window.width) + "x" +
                          std::to_string(view.window.height) + ", the screen's is " + std::to_string(size.width) +
                          "x" + std::to_string(size.height));
    const ui::AutomapWindow& w = view.window;
    const int scale = std::max(1, layout.scale >> base::kFracBits);

    // Turned, the map shows the console player facing up.
    const sim::Mobj& body = *world.players[static_cast<std::size_t>(world.opts.consoleplayer)].mo;
    const angle_t rotation = view.rotate ? base::kAng90 - body.angle : 0;
    const MapPoint centre{w.x + w.w / 2, w.y + w.h / 2};
    Plotter plot(frame, view, rotation, centre);

    if (!view.overlay)
        std::fill(frame.pixels.begin(), frame.pixels.begin() + static_cast<std::ptrdiff_t>(w.width) * w.height,
                  static_cast<std::uint8_t>(kBlack));
    if (view.grid) draw_grid(plot, view, world.level.blockmap);
    draw_walls(plot, world, view);
    draw_players(plot, world, view);
    if (view.cheat == ui::AutomapCheat::AllLinesAndThings) draw_things(plot, world);
    // AM_drawCrosshair: one dot at the centre, as the original indexes it.
    const int centre_pixel = (w.width * (w.height + 1)) / 2;
    plot.dot(centre_pixel % w.width, centre_pixel / w.width, kCrosshairColour);

    // AM_drawMarks
    for (std::size_t i = 0; i < view.marks.size(); ++i) {
        if (!view.marks[i]) continue;
        const MapPoint at = view.rotate ? plot.turned(*view.marks[i]) : *view.marks[i];
        const int fx = w.frame_x(at.x), fy = w.frame_y(at.y);
        if (fx >= 0 && fx <= w.width - kMarkWidth * scale && fy >= 0 && fy <= w.height - kMarkHeight * scale)
            draw_scaled(frame, w.height, fx, fy, scale, mark_numbers_[i]);
    }

    // The level's title (hu_stuff.c's w_title, HUlib_drawTextLine) on the
    // map's last rows: x 0, y 167 minus the font's height at 320×200.
    const assets::Picture* first = font_.glyph('!');
    const int glyph_height = first ? first->height : 0;
    int x = 0;
    const int y = w.height - (1 + glyph_height) * scale;
    for (const char raw : title) {
        const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(raw)));
        const assets::Picture* glyph = c != ' ' ? font_.glyph(c) : nullptr;
        if (glyph) {
            if (x + glyph->width * scale > w.width) break;
            draw_scaled(frame, w.height, x, y, scale, *glyph);
            x += glyph->width * scale;
        } else {
            x += 4 * scale;
            if (x >= w.width) break;
        }
    }
}

}  // namespace render::overlay
