// Scrollers that specials start, change and stop in play, as ZDoom's
// SetWallScroller and SetScroller do (a_scroll.cpp): Scroll_Wall,
// Scroll_Texture_Both, Scroll_Floor and Scroll_Ceiling called from scripts
// or lines. A wall or sector already scrolling that way (by a special of
// the map's too) takes the new speed; a speed of 0 stops a wall's.
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "sim/boom_thinkers.h"
#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/sector_queries.h"

namespace sim {

namespace {

using base::fixed_mul;
using base::kFracUnit;

template <class F>
void each_scroller(World& w, ScrollKind type, F&& act) {
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::Scroller) continue;
        auto& s = static_cast<Scroller&>(*t);
        if (s.type == type) act(s);
    }
}

// The `which` sides (0 front, 1 back) of the lines with the id scroll their
// `parts` by (dx, dy) a tic.
void set_wall_scroller(World& w, int line_id, int which, fixed_t dx, fixed_t dy, int parts) {
    parts &= kAllParts;
    if (parts == 0) return;
    std::vector<int> sides;
    const int lines = static_cast<int>(w.lines.size());
    for (int l = 0; l < lines; ++l) {
        const int side = w.level.lines[static_cast<std::size_t>(l)].sides[static_cast<std::size_t>(which)];
        if (side >= 0 && line_has_id(w, l, line_id)) sides.push_back(side);
    }
    const auto named = [&](int side) { return std::find(sides.begin(), sides.end(), side) != sides.end(); };
    std::vector<int> scrolling;
    each_scroller(w, ScrollKind::Side, [&](Scroller& s) {
        if (s.parts != parts || !named(s.affectee)) return;
        if (dx == 0 && dy == 0) {
            w.thinkers.remove(&s);
            return;
        }
        s.dx = dx;
        s.dy = dy;
        scrolling.push_back(s.affectee);
    });
    if (dx == 0 && dy == 0) return;
    for (const int side : sides)
        if (std::find(scrolling.begin(), scrolling.end(), side) == scrolling.end())
            add_scroller(w, ScrollKind::Side, dx, dy, side).parts = parts;
}

// The sectors with the tag scroll (or carry) by (dx, dy) a tic: those that
// already do take the speed, 0 included; else, unless it is 0, new ones start.
void set_sector_scroller(World& w, int tag, ScrollKind type, fixed_t dx, fixed_t dy) {
    bool found = false;
    each_scroller(w, type, [&](Scroller& s) {
        if (!sector_has_tag(w, s.affectee, tag)) return;
        s.dx = dx;
        s.dy = dy;
        found = true;
    });
    if (found || (dx == 0 && dy == 0)) return;
    for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) add_scroller(w, type, dx, dy, s);
}

// Scroll_Wall (line id, x, y, back side, parts): x and y in fixed point.
bool scroll_wall(const HexenCall& c) {
    if (c.a[0] == 0) return false;
    set_wall_scroller(c.w, c.a[0], c.a[3] != 0 ? 1 : 0, c.a[1], c.a[2], c.a[4]);
    return true;
}

// Scroll_Texture_Both (line id, left, right, down, up): 64ths of a unit; a
// negative id names the lines' back sides.
bool scroll_texture_both(const HexenCall& c) {
    if (c.a[0] == 0) return false;
    const fixed_t dx = (c.a[1] - c.a[2]) * (kFracUnit / 64), dy = (c.a[4] - c.a[3]) * (kFracUnit / 64);
    set_wall_scroller(c.w, std::abs(c.a[0]), c.a[0] < 0 ? 1 : 0, dx, dy, kAllParts);
    return true;
}

// Scroll_Floor (tag, x, y, what) in 32nds of a unit, from 0 (not 128 as on
// lines): what 0 scrolls the flat, 1 carries the things on it, 2 both; what
// is not asked for stops.
bool scroll_floor(const HexenCall& c) {
    const fixed_t dx = c.a[1] * (kFracUnit / 32), dy = c.a[2] * (kFracUnit / 32);
    const bool flat = c.a[3] == 0 || c.a[3] == 2, carry = c.a[3] > 0;
    set_sector_scroller(c.w, c.a[0], ScrollKind::Floor, flat ? -dx : 0, flat ? dy : 0);
    set_sector_scroller(c.w, c.a[0], ScrollKind::Carry, carry ? fixed_mul(dx, kCarryFactor) : 0,
                        carry ? fixed_mul(dy, kCarryFactor) : 0);
    return true;
}

// Scroll_Ceiling (tag, x, y) in 32nds of a unit, from 0.
bool scroll_ceiling(const HexenCall& c) {
    set_sector_scroller(c.w, c.a[0], ScrollKind::Ceiling, -c.a[1] * (kFracUnit / 32), c.a[2] * (kFracUnit / 32));
    return true;
}

constexpr HexenPlayed kScrollers[] = {
    {52, scroll_wall, true},     // Scroll_Wall
    {221, scroll_texture_both},  // Scroll_Texture_Both
    {223, scroll_floor},         // Scroll_Floor
    {224, scroll_ceiling},       // Scroll_Ceiling
};

}  // namespace

std::span<const HexenPlayed> hexen_scroller_specials() { return kScrollers; }

}  // namespace sim
