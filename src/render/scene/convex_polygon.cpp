#include "render/scene/convex_polygon.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace render::scene {

namespace {

// Twice the signed area of triangle a, b, c: positive when it turns left.
double turn(Point2 a, Point2 b, Point2 c) { return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x); }

double distance(Point2 a, Point2 b) { return std::hypot(b.x - a.x, b.y - a.y); }

// How far b lies from the line through a and c (its distance to a when a
// and c coincide).
double distance_from_chord(Point2 a, Point2 b, Point2 c) {
    const double chord = distance(a, c);
    return chord > 0 ? std::abs(turn(a, b, c)) / chord : distance(a, b);
}

}  // namespace

FrontHalfPlane::FrontHalfPlane(Point2 origin, Point2 direction) : origin_(origin) {
    const double length = std::hypot(direction.x, direction.y);
    degenerate_ = !(length > 0);
    if (!degenerate_) unit_ = {direction.x / length, direction.y / length};
}

FrontHalfPlane FrontHalfPlane::reversed() const {
    FrontHalfPlane flipped = *this;
    flipped.unit_ = {-unit_.x, -unit_.y};
    return flipped;
}

Polygon2 clip_to_front(const Polygon2& polygon, const FrontHalfPlane& plane, double tolerance) {
    if (plane.is_degenerate()) return polygon;
    Polygon2 kept;
    kept.reserve(polygon.size() + 1);
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Point2 a = polygon[i];
        const Point2 b = polygon[(i + 1) % polygon.size()];
        const double da = plane.distance(a);
        const double db = plane.distance(b);
        if (da >= -tolerance) kept.push_back(a);
        // A corner within the tolerance is on the line and ends the kept
        // part itself; only a clear crossing makes a new corner.
        if ((da > tolerance && db < -tolerance) || (da < -tolerance && db > tolerance)) {
            const double t = da / (da - db);
            kept.push_back({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t});
        }
    }
    return kept;
}

double signed_area(const Polygon2& polygon) {
    double twice = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Point2 a = polygon[i];
        const Point2 b = polygon[(i + 1) % polygon.size()];
        twice += a.x * b.y - b.x * a.y;
    }
    return twice / 2;
}

Polygon2 convex_hull(std::vector<Point2> points) {
    std::sort(points.begin(), points.end(), [](Point2 a, Point2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    points.erase(std::unique(points.begin(), points.end(), [](Point2 a, Point2 b) { return a.x == b.x && a.y == b.y; }),
                 points.end());
    if (points.size() < 3) return points;
    // Monotone chain: the lower hull left to right, then the upper hull back,
    // each keeping only left turns.
    Polygon2 hull(2 * points.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        while (k >= 2 && turn(hull[k - 2], hull[k - 1], points[i]) <= 0) --k;
        hull[k++] = points[i];
    }
    const std::size_t lower = k + 1;
    for (std::size_t i = points.size() - 1; i-- > 0;) {
        while (k >= lower && turn(hull[k - 2], hull[k - 1], points[i]) <= 0) --k;
        hull[k++] = points[i];
    }
    hull.resize(k - 1);  // the last point repeats the first
    return hull;
}

Polygon2 remove_redundant_corners(Polygon2 polygon, double tolerance) {
    bool dropped = true;
    while (dropped) {
        dropped = false;
        std::size_t i = 0;
        while (i < polygon.size() && polygon.size() >= 3) {
            const std::size_t n = polygon.size();
            // A duplicate corner lies on the chord too, at distance 0.
            if (distance_from_chord(polygon[(i + n - 1) % n], polygon[i], polygon[(i + 1) % n]) < tolerance) {
                polygon.erase(polygon.begin() + static_cast<std::ptrdiff_t>(i));
                dropped = true;
            } else {
                ++i;
            }
        }
    }
    return polygon;
}

}  // namespace render::scene
