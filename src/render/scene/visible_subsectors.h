#pragma once
// Which subsectors a view can see, found front to back through the BSP
// tree without looking at a single screen column: the circle of directions
// round the eye is cut into a fixed number of sectors of angle, a wall that
// closes the view (one-sided, or a two-sided line shut at its current
// heights) fills the ones it covers wholly, and a node's box is entered
// only while one of the directions it spans is still open. The work grows
// with what is seen, never with the screen's size, and the answer is
// conservative: nothing visible is left out.
#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <span>
#include <vector>

#include "map/level.h"
#include "render/scene/subsector_polygons.h"
#include "sim/world.h"

namespace render::scene {

struct VisibilityEye {
    double x = 0, y = 0;       // map units
    double yaw = 0;            // radians, 0 along +x
    // Half the horizontal field of view (radians); at π or more every
    // direction is open (a view looking steeply up or down).
    double half_fov = 3.2;
};

class VisibleSubsectors {
public:
    static constexpr int kDirections = 4096;

    // Once per level: each node's boxes grown to hold its subsectors'
    // polygons. A BSP box bounds segs only, and a subsector's floor reaches
    // past its segs to the partitions that close it, so a box the original
    // may skip can hold a floor a 3D view shows. Without it the BSP boxes
    // are used.
    void prepare(const map::Level& level, std::span<const SubsectorPolygon> polygons);

    // Walks `world`'s level with its sectors' heights now.
    void find(const sim::World& world, const VisibilityEye& eye);

    // Front to back.
    std::span<const int> subsectors() const { return subsectors_; }
    // The segs of those subsectors that can show, front to back: on a line,
    // facing the eye, and spanning a direction still open when their
    // subsector was reached (R_AddLine's tests, by direction rather than
    // column). A wall part of any other seg is behind one of them. A
    // polyobject's segs come with the subsector holding its centre, before
    // that subsector's own, as Hexen drew them; they close no direction,
    // since a polyobject may reach into subsectors found after its own.
    std::span<const int> segs() const { return segs_; }
    bool shows(int seg) const { return static_cast<std::size_t>(seg) < shown_.size() && shown_[static_cast<std::size_t>(seg)]; }

private:
    using Box = std::array<double, 4>;  // top, bottom, left, right in map units
    bool box_open(const Box& box) const;
    Box grow(const map::Level& level, std::span<const SubsectorPolygon> polygons, std::uint32_t child);
    // The directions a seg covers seen from its front: the first and last
    // bins it touches; none seen from behind; all edge on.
    struct Span {
        double from = 0, to = 0;  // bin coordinates, from <= to
        bool edge_on = false;
    };
    std::optional<Span> front_span(const map::Level& level, const map::Seg& seg) const;
    bool any_open(const Span& span) const;
    void close_seg(const map::Seg& seg, const Span& span);
    void visit(const map::Level& level, std::uint32_t node);

    VisibilityEye eye_;
    std::vector<bool> closed_;
    int open_count_ = 0;
    std::vector<int> subsectors_;
    std::vector<int> segs_;
    std::vector<std::uint8_t> shown_;  // per seg of the level
    std::vector<Span> spans_;          // the current subsector's shown segs
    std::vector<std::pair<int, int>> polyobject_segs_;  // this frame's (subsector, seg), by subsector
    const sim::World* world_ = nullptr;
    std::vector<std::array<Box, 2>> boxes_;  // per node and child, from prepare
};

}  // namespace render::scene
