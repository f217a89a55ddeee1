#include "render/scene/visible_subsectors.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace render::scene {
namespace {

constexpr double kTurn = 2 * std::numbers::pi;
constexpr double kUnit = 1.0 / 65536.0;

double units(base::fixed_t v) { return v * kUnit; }

// A direction's place on the circle of kDirections, as a real number.
double place(double angle) {
    const double turns = angle / kTurn;
    return (turns - std::floor(turns)) * VisibleSubsectors::kDirections;
}

}  // namespace

void VisibleSubsectors::find(const sim::World& world, const VisibilityEye& eye) {
    world_ = &world;
    eye_ = eye;
    closed_.assign(kDirections, false);
    open_count_ = kDirections;
    subsectors_.clear();
    for (const int s : segs_) shown_[static_cast<std::size_t>(s)] = 0;
    segs_.clear();
    shown_.resize(world.level.segs.size(), 0);
    polyobject_segs_.clear();
    for (const sim::Polyobject& po : world.polyobjects)
        if (po.subsector >= 0)
            for (const int s : po.segs) polyobject_segs_.emplace_back(po.subsector, s);
    std::ranges::sort(polyobject_segs_);
    if (eye.half_fov < std::numbers::pi) {
        // Close what lies outside the field of view, keeping two directions of margin.
        const double margin = 2 * kTurn / kDirections;
        for (int d = 0; d < kDirections; ++d) {
            const double delta = std::remainder((d + 0.5) / kDirections * kTurn - eye.yaw, kTurn);
            if (std::abs(delta) > eye.half_fov + margin) {
                closed_[static_cast<std::size_t>(d)] = true;
                --open_count_;
            }
        }
    }
    visit(world.level, world.level.bsp_root());
}

void VisibleSubsectors::prepare(const map::Level& level, std::span<const SubsectorPolygon> polygons) {
    boxes_.assign(level.nodes.size(), {});
    if (!level.nodes.empty()) grow(level, polygons, level.bsp_root());
}

VisibleSubsectors::Box VisibleSubsectors::grow(const map::Level& level, std::span<const SubsectorPolygon> polygons,
                                               std::uint32_t child) {
    Box box{-1e9, 1e9, 1e9, -1e9};
    const auto add = [&box](double x, double y) {
        box = {std::max(box[0], y), std::min(box[1], y), std::min(box[2], x), std::max(box[3], x)};
    };
    if (child & map::kSubsectorBit) {
        const std::uint32_t number = child & ~map::kSubsectorBit;
        if (number < polygons.size())
            for (const MeshPoint& p : polygons[number].points) add(p.x, p.y);
        return box;
    }
    if (child >= level.nodes.size()) return box;
    const map::Node& n = level.nodes[child];
    for (std::size_t side = 0; side < 2; ++side) {
        Box b = grow(level, polygons, n.children[side]);
        const map::BBox& segs = n.bbox[side];
        b = {std::max(b[0], units(segs[map::kBoxTop])), std::min(b[1], units(segs[map::kBoxBottom])),
             std::min(b[2], units(segs[map::kBoxLeft])), std::max(b[3], units(segs[map::kBoxRight]))};
        boxes_[child][side] = b;
        add(b[2], b[0]);
        add(b[3], b[1]);
    }
    return box;
}

bool VisibleSubsectors::box_open(const Box& box) const {
    const double top = box[0], bottom = box[1], left = box[2], right = box[3];
    if (eye_.x >= left && eye_.x <= right && eye_.y >= bottom && eye_.y <= top) return true;
    // The box's corners seen from the eye span less than half a turn:
    // measure each from the centre's direction.
    const double centre = std::atan2((top + bottom) / 2 - eye_.y, (left + right) / 2 - eye_.x);
    double lo = 0, hi = 0;
    for (const double cx : {left, right})
        for (const double cy : {top, bottom}) {
            double a = std::atan2(cy - eye_.y, cx - eye_.x) - centre;
            a = std::remainder(a, kTurn);
            lo = std::min(lo, a);
            hi = std::max(hi, a);
        }
    const double from = place(centre + lo), span = (hi - lo) / kTurn * kDirections;
    const int first = static_cast<int>(std::floor(from));
    const int last = static_cast<int>(std::floor(from + span));
    for (int d = first; d <= last; ++d)
        if (!closed_[static_cast<std::size_t>(d % kDirections)]) return true;
    return false;
}

std::optional<VisibleSubsectors::Span> VisibleSubsectors::front_span(const map::Level& level,
                                                                     const map::Seg& seg) const {
    const map::Vertex& v1 = level.vertices[static_cast<std::size_t>(seg.v1)];
    const map::Vertex& v2 = level.vertices[static_cast<std::size_t>(seg.v2)];
    const double x1 = units(v1.x) - eye_.x, y1 = units(v1.y) - eye_.y;
    const double x2 = units(v2.x) - eye_.x, y2 = units(v2.y) - eye_.y;
    // Seen from its front (right) side, v1 is on the left: the wall spans
    // the directions from v2's counterclockwise to v1's.
    const double cross = x1 * y2 - y1 * x2;
    if (cross > 0) return std::nullopt;  // from behind
    // Edge on, the eye on its line: the original's angles round it to a
    // column's width and R_StoreWallRange keeps it (the automap marks it);
    // it covers no area and closes nothing.
    if (cross == 0) return Span{0, kDirections - 1.0, true};
    const double a2 = place(std::atan2(y2, x2));
    double a1 = place(std::atan2(y1, x1));
    if (a1 < a2) a1 += kDirections;
    return Span{a2, a1, false};
}

bool VisibleSubsectors::any_open(const Span& span) const {
    for (int d = static_cast<int>(std::floor(span.from)); d <= static_cast<int>(std::floor(span.to)); ++d)
        if (!closed_[static_cast<std::size_t>(d % kDirections)]) return true;
    return false;
}

void VisibleSubsectors::close_seg(const map::Seg& seg, const Span& span) {
    if (span.edge_on) return;
    if (seg.back_sector != map::kNone) {
        const sim::SectorState& front = world_->sectors[static_cast<std::size_t>(seg.front_sector)];
        const sim::SectorState& back = world_->sectors[static_cast<std::size_t>(seg.back_sector)];
        // R_AddLine's closed door: nothing shows past it at any pitch. On
        // sloped planes, shut at both ends of the seg.
        const auto shut_at = [&](const map::Vertex& v) {
            return back.ceiling_at(v.x, v.y) <= front.floor_at(v.x, v.y) ||
                   back.floor_at(v.x, v.y) >= front.ceiling_at(v.x, v.y);
        };
        const map::Vertex& v1 = world_->level.vertices[static_cast<std::size_t>(seg.v1)];
        const map::Vertex& v2 = world_->level.vertices[static_cast<std::size_t>(seg.v2)];
        if (!shut_at(v1) || !shut_at(v2)) return;
    }
    // Only the directions it covers wholly.
    for (int d = static_cast<int>(std::ceil(span.from)); d + 1 <= static_cast<int>(std::floor(span.to)); ++d) {
        const auto i = static_cast<std::size_t>(d % kDirections);
        if (!closed_[i]) {
            closed_[i] = true;
            --open_count_;
        }
    }
}

void VisibleSubsectors::visit(const map::Level& level, std::uint32_t node) {
    if (open_count_ == 0) return;
    if (node & map::kSubsectorBit) {
        const std::uint32_t number = node & ~map::kSubsectorBit;
        if (number >= level.subsectors.size()) return;
        subsectors_.push_back(static_cast<int>(number));
        const map::Subsector& sub = level.subsectors[number];
        const auto standing = std::ranges::equal_range(polyobject_segs_, static_cast<int>(number), {},
                                                       &std::pair<int, int>::first);
        for (const auto& entry : standing) {
            const int s = entry.second;
            const auto span = front_span(level, level.segs[static_cast<std::size_t>(s)]);
            if (!span || !any_open(*span)) continue;
            segs_.push_back(s);
            shown_[static_cast<std::size_t>(s)] = 1;
        }
        // A convex subsector's segs never hide one another: test them all
        // against what nearer subsectors closed, then close.
        spans_.clear();
        for (int i = 0; i < sub.num_segs; ++i) {
            const int s = sub.first_seg + i;
            const map::Seg& seg = level.segs[static_cast<std::size_t>(s)];
            if (seg.line == map::kNone) continue;
            if (const auto span = front_span(level, seg); span && any_open(*span)) {
                segs_.push_back(s);
                shown_[static_cast<std::size_t>(s)] = 1;
                spans_.push_back(*span);
            }
        }
        for (std::size_t k = 0; k < spans_.size(); ++k)
            close_seg(level.segs[static_cast<std::size_t>(segs_[segs_.size() - spans_.size() + k])], spans_[k]);
        return;
    }
    if (node >= level.nodes.size()) return;
    const map::Node& n = level.nodes[node];
    // The side the eye is on first (R_PointOnSide).
    const double side = (eye_.x - units(n.x)) * units(n.dy) - (eye_.y - units(n.y)) * units(n.dx);
    const int near = side > 0 ? 0 : 1;
    visit(level, n.children[static_cast<std::size_t>(near)]);
    const auto far = static_cast<std::size_t>(1 - near);
    const map::BBox& segs = n.bbox[far];
    const Box box = boxes_.size() == level.nodes.size()
                        ? boxes_[node][far]
                        : Box{units(segs[map::kBoxTop]), units(segs[map::kBoxBottom]), units(segs[map::kBoxLeft]),
                              units(segs[map::kBoxRight])};
    if (box_open(box)) visit(level, n.children[far]);
}

}  // namespace render::scene
