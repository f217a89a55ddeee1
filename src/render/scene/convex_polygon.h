#pragma once
// Convex polygons in double precision, for carving subsectors out of the
// BSP: clipping by a half-plane (Sutherland–Hodgman), area, the convex hull
// of a point set, and removing the duplicate and collinear corners that
// clipping along nearly coincident lines leaves behind.
//
// Map space: x right, y up; a positive area means counter-clockwise.
#include <vector>

namespace render::scene {

struct Point2 {
    double x = 0, y = 0;
};

using Polygon2 = std::vector<Point2>;

// The side of a directed line where the original's point-on-side answers 0:
// the right of origin -> origin + direction. The direction is normalised so
// that distances come out in map units.
class FrontHalfPlane {
public:
    // A zero direction makes a half-plane that keeps everything.
    FrontHalfPlane(Point2 origin, Point2 direction);

    // Signed distance from the line, positive on the front side.
    double distance(Point2 p) const { return (p.x - origin_.x) * unit_.y - (p.y - origin_.y) * unit_.x; }
    bool is_degenerate() const { return degenerate_; }
    FrontHalfPlane reversed() const;

private:
    Point2 origin_, unit_;
    bool degenerate_ = false;
};

// Keeps the corners in front of the line or within `tolerance` of it (on it,
// up to rounding, so they survive unchanged rather than spawn near-duplicate
// corners); an edge that clearly crosses the line gets a corner there.
Polygon2 clip_to_front(const Polygon2& polygon, const FrontHalfPlane& plane, double tolerance);

double signed_area(const Polygon2& polygon);

// Counter-clockwise, without collinear points; fewer than 3 points when the
// input has no area.
Polygon2 convex_hull(std::vector<Point2> points);

// Drops corners within `tolerance` of the line through their neighbours
// (duplicates among them) until none is left, or only 2 corners. A convex
// input stays convex.
Polygon2 remove_redundant_corners(Polygon2 polygon, double tolerance);

}  // namespace render::scene
